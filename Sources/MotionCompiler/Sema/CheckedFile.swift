/// What the checker knows about one file of a compilation: the file as parsed, and the names
/// it defines and sees at the top level. The checker holds one per file, the main file first;
/// motions and imports refer to a file by its index there.
struct CheckedFile {
  /// The file, its syntax tree and the files its imports read.
  private(set) var parsed: ParsedFile
  /// Its top-level `let`s and the ones it imports.
  var scope = Scope()
  /// Where the top-level `let`s not evaluated yet begin (for "used before its `let`"): none
  /// before the file is prepared or after, the ones after the last evaluated while it is.
  var pendingFrom = Int.max
  /// The first top-level `let` of each name, made when a name is first asked about while the
  /// file is prepared (a file whose names are all found never needs it).
  var firstLets: [String: SourceRange]?
  /// Its motions and the ones it imports.
  var motions: [String: MotionDefinition] = [:]
  /// The motions it defines (its own in ``motions``), in source order: the motions' graph
  /// takes them in that order.
  var definedMotions: [MotionDefinition] = []
  /// The `defaults` in effect at its end (what an import of it brings).
  var finalDefaults = Defaults()
  /// Whether it has timeline statements (an imported file's are not played).
  var hasSteps = false
  /// Where the file starts and ends in the compilation's positions (kept apart from `parsed`,
  /// which every name looked up asks about).
  let start: Int
  let end: Int

  init(parsed: ParsedFile) {
    self.parsed = parsed
    start = parsed.file.base
    end = parsed.file.end
  }

  /// The file's top-level statements, moved out of ``parsed`` (whose tree is then empty), so
  /// that the caller holds the only reference to them.
  mutating func takeStatements() -> [Statement] {
    let statements = parsed.tree.statements
    parsed.tree.statements = []
    return statements
  }

  /// Whether the parser let go of the body of the motion at `position` (see
  /// ``MotionGraph/ShapeTable/find(_:)``: the motions are asked about in source order).
  mutating func hasMotionShape(at position: Int) -> Bool {
    parsed.motionShapes.find(position) != nil
  }

  /// The shapes of the motions the parser let go of (``ParsedFile/motionShapes``), moved out
  /// of ``parsed``: the motions' graph reads them once.
  mutating func takeMotionShapes() -> MotionGraph.ShapeTable {
    let shapes = parsed.motionShapes
    parsed.motionShapes = MotionGraph.ShapeTable()
    return shapes
  }
}
