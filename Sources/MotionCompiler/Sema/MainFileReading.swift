/// The main file as `check` and `compile` read it: its statements, each motion kept without
/// its parameters and body, so that those of all of a design system's motions are never in
/// memory at once (with its score, the largest things a `check` holds).
///
/// The checker parses a motion's parameters and body again where it checks the motion or
/// expands a `play` of it (``Checker/parametersAndBody(of:)``, which keeps a few: a design
/// system plays the motions it has just defined); what the motions' graph
/// needs of each body is measured while it is first parsed (``MotionGraph/MotionShape``). A
/// motion parses to the same statement a second time: a top-level statement is read from its
/// own tokens, and the lexer, started where a statement starts, gives the same tokens. The
/// second parse's diagnostics are dropped (the first parse reported them). The parameters and
/// bodies of the first motions, from as much source as the checker keeps while it checks
/// motions on their own (``LoadedMotions/definitionBudget``), are handed to it with their
/// shapes (``MotionGraph/MotionShape/kept``) instead: it would parse those again at once.
///
/// Editors (``Compiler/analyze(_:options:limits:)``), `dump ast` and the formatter keep whole
/// trees.
struct MainFileReading {
  /// The statements, every motion without its parameters and body.
  var tree: SyntaxTree
  /// Every lexical and syntax diagnostic, as ``Parser/parse(_:limits:)`` gives them.
  var diagnostics: [Diagnostic]
  /// What the motions' graph needs of each motion's body, by where the motion starts.
  var motionShapes = MotionGraph.ShapeTable()

  /// Parses `file`, letting go of its motions' parameters and bodies (once the bodies are
  /// measured).
  init(_ file: SourceFile, limits: Limits) {
    var stream = Parser.StatementStream(lexingAsItGoes: file, limits: limits)
    // Room, at once, for a top-level statement every 64 bytes, more than a design system has
    // (about one every 80): grown a statement at a time, the array was copied whole 21 times
    // for 1 MB. The room a file of a few groups does not use is never written, so it takes no
    // memory.
    var statements: [Statement] = []
    statements.reserveCapacity(file.bytes.count / 64)
    var keptBytes = 0
    while var statement = stream.next() {
      if case .motion(var motion) = statement {
        var shape = MotionGraph.MotionShape(motion.body)
        // The first ones, as many as the checker keeps, are kept for it: parsing them again
        // cost about a tenth of a `check` of a design system.
        let size = motion.range.end - motion.range.start
        if keptBytes + size <= LoadedMotions.definitionBudget {
          keptBytes += size
          shape.kept = (motion.parameters, motion.body)
        }
        motionShapes.insert(shape, at: motion.range.start)
        motion.parameters = []
        motion.body = []
        statement = .motion(motion)
      }
      statements.append(statement)
    }
    tree = SyntaxTree(statements: statements)
    diagnostics = stream.diagnostics
  }
}
