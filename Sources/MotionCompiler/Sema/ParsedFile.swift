/// One parsed file of a compilation: the file, its syntax tree, and the files its imports read.
public struct ParsedFile: Sendable {
  /// The file, at its position in the compilation.
  public let file: SourceFile
  /// Its syntax tree (with whatever the parser recovered from its mistakes).
  public internal(set) var tree: SyntaxTree
  /// For each top-level `import` (by the position its statement starts at), the index in
  /// the compilation's files (``Analysis/files``) of the file it reads; absent when the import
  /// failed (it has an error).
  public internal(set) var imports: [Int: Int] = [:]
  /// Whether an import of the file failed: names it does not know may be in that file, so
  /// they are not reported again.
  var hasFailedImport = false
  /// The shape of each top-level motion whose parameters and body the parser let go of (the
  /// main file of `check` and `compile`), by the position its definition starts at: what
  /// ``MotionGraph`` needs of the body, which is parsed again where it is checked
  /// (``Checker/parametersAndBody(of:)``).
  var motionShapes = MotionGraph.ShapeTable()
  /// For each `import "….json" as NAME` that was read (by the position its statement starts
  /// at), the design tokens of the file.
  var tokenImports: [Int: [DesignToken]] = [:]
}
