/// Top-level steps of the main file that were parsed, then let go of, to be parsed again when
/// the timeline is walked: how `check` and `compile` keep the main file's tree from being
/// whole in memory.
///
/// The checker needs every definition of a file before it walks the file's timeline (motions
/// are visible everywhere), so it cannot walk steps as the parser hands them out. What it
/// keeps instead: the definitions (`let`, `motion`, `import`, `seed`, `defaults`, `reduced`),
/// and the steps after the last of them; a run of steps with a definition after it is kept
/// only as the source range it spans. The walk parses each run again where it stood, one
/// statement at a time, and releases each once checked. A design system (sections of
/// definitions, each followed by its steps) then holds its definitions and one section's
/// steps; a file of steps alone holds its steps, parsed once, as before.
///
/// The motions are kept without their bodies, which the checker parses again where it checks
/// them (``Checker/body(of:)``, keeping the last few); what the motions' graph needs of each
/// body is measured while it is first parsed (``MotionGraph/MotionShape``).
///
/// A run or a motion parses to the same statements a second time: a top-level statement is
/// read from its own tokens, and the lexer, started where a statement starts, gives the same
/// tokens. The second parse's diagnostics are dropped (the first parse reported them).
struct StepRun: Equatable {
  /// Where the run stands among the statements kept: before the statement at this index
  /// (the count of the statements: after the last).
  var before: Int
  /// From where the run's first step starts to where its last ends.
  var range: SourceRange
}

/// The main file as `check` and `compile` read it (see ``StepRun``).
struct MainFileReading {
  /// The statements kept: every definition (a motion without its body), and the steps after
  /// the last of them.
  var tree: SyntaxTree
  /// The runs of steps let go of, in the order of the file.
  var stepRuns: [StepRun]
  /// What the policy checks need of the whole file.
  var policyFacts: PolicyFacts
  /// Every lexical and syntax diagnostic, as ``Parser/parse(_:limits:)`` gives them.
  var diagnostics: [Diagnostic]
  /// What the motions' graph needs of each motion's body, by where the motion starts: the
  /// statements kept hold each motion without its body (``Checker/body(of:)`` parses it
  /// again where it is checked).
  var motionShapes: [Int: MotionGraph.MotionShape] = [:]

  /// Parses `file`, keeping its definitions and its last run of steps.
  init(_ file: SourceFile, limits: Limits) {
    var stream = Parser.StatementStream(lexingAsItGoes: file, limits: limits)
    var kept: [Statement] = []
    var runs: [StepRun] = []
    // Where the steps after the last definition begin in `kept`.
    var lastRunStart: Int?
    var first: SourceRange?
    var hasReducedBlock = false
    while let statement = stream.next() {
      if first == nil { first = statement.range }
      if statement.isStep {
        if lastRunStart == nil { lastRunStart = kept.count }
        kept.append(statement)
        continue
      }
      var statement = statement
      switch statement {
      case .reduced: hasReducedBlock = true
      case .motion(var motion):
        // Parsed again where needed (`Checker.body(of:)`), but not for the motions' graph.
        motionShapes[motion.range.start] = MotionGraph.MotionShape(motion.body)
        motion.body = []
        statement = .motion(motion)
      case .change, .wait, .target, .initial, .group, .play, .drift, .let, .defaults, .import,
        .seed:
        break
      }
      if let start = lastRunStart, let last = kept.last {
        runs.append(
          StepRun(
            before: start, range: SourceRange(start: kept[start].range.start, end: last.range.end)))
        kept.removeSubrange(start...)
        lastRunStart = nil
      }
      kept.append(statement)
    }
    tree = SyntaxTree(statements: kept)
    stepRuns = runs
    policyFacts = PolicyFacts(
      start: first ?? SourceRange(start: file.base, end: file.base),
      hasReducedBlock: hasReducedBlock)
    diagnostics = stream.diagnostics
  }
}

extension Statement {
  /// Whether the statement is a step of a timeline (what ``StepRun`` lets go of): it makes a
  /// file one with a timeline, and nothing is defined by it that another statement uses.
  var isStep: Bool {
    switch self {
    case .change, .wait, .target, .initial, .group, .play, .drift: return true
    case .let, .defaults, .motion, .import, .seed, .reduced: return false
    }
  }
}
