/// A motion, where it is defined and the `defaults` its body starts with. A class: every file
/// that sees the motion, and every `play` of it, shares one, without copying its tree.
final class MotionDefinition {
  /// The definition as parsed; without its body when ``bodyRange`` is set.
  let statement: MotionStatement
  let fileIndex: Int
  let defaults: Defaults
  /// Its index in the ``MotionGraph`` (set when the graph is built).
  var graphIndex: Int?
  /// Where the definition is, when the parser let go of its body (`check` and `compile` of a
  /// main file: see ``Checker/body(of:)``), to parse it again where needed.
  let bodyRange: SourceRange?
  /// Its body parsed again, while ``Checker/body(of:)`` keeps it.
  var loadedBody: [Statement]?

  init(statement: MotionStatement, fileIndex: Int, defaults: Defaults, bodyLetGo: Bool = false) {
    self.statement = statement
    self.fileIndex = fileIndex
    self.defaults = defaults
    bodyRange = bodyLetGo ? statement.range : nil
  }

  /// The body: the statement's, or parsed again from `file` when the parser let go of it.
  func parseBody(in file: SourceFile, limits: Limits) -> [Statement] {
    guard let bodyRange else { return statement.body }
    var stream = Parser.StatementStream(file, rereading: bodyRange, limits: limits)
    guard case .motion(let motion)? = stream.next() else { return [] }
    return motion.body
  }
}
