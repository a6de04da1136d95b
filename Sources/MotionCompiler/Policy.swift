import MotionRuntime

/// The design-system policies of `motionc check` (`--max-duration`, `--require-reduced`),
/// applied to a compilation without errors.
///
/// `--max-duration` measures the timeline and every motion of the file played on its own with
/// its parameters' defaults, all from one compilation: the checker checks the motions
/// ``motionsToMeasure(_:options:)`` lists as timelines of their own in the same pass as the
/// file (parsed, imports read and motions checked once, one expansion budget shared), and
/// ``check(_:tree:options:measured:sources:limits:)`` builds and measures each one.
enum Policy {
  /// The motions of the file `--max-duration` measures on their own.
  static func motionsToMeasure(_ tree: SyntaxTree, options: CompileOptions) -> [MotionStatement] {
    guard options.maximumDuration != nil, options.motion == nil else { return [] }
    var motions: [MotionStatement] = []
    for case .motion(let motion) in tree.statements { motions.append(motion) }
    return motions
  }

  /// `play NAME` on `view`, with its parameters' defaults: the motion as `--motion NAME`
  /// compiles it.
  static func playAlone(_ motion: MotionStatement) -> PlayStatement {
    PlayStatement(
      name: motion.name, arguments: nil, element: nil, modifiers: [], range: motion.name.range)
  }

  /// The policy errors of `file`, whose timeline is described by `timeline` and whose
  /// motions, checked on their own, are `measured` (none without `--max-duration`).
  static func check(
    _ timeline: TimelineFacts, tree: PolicyFacts, options: CompileOptions,
    measured: [(MotionStatement, Checker.MeasuredMotion)], sources: SourceMap, limits: Limits
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let start = tree.start
    if let limit = options.maximumDuration, options.motion == nil {
      if timeline.duration > limit {
        diagnostics.append(
          Diagnostic(
            .longerThanAllowed(
              timeline.isEndless ? .firstCycle : .timeline, duration: timeline.duration,
              limit: limit), at: start))
      }
      // Each motion of the file, played on its own with its defaults (one that has errors on
      // its own is not measured).
      var budgetReported = false
      for (motion, result) in measured {
        let score: Score
        switch result {
        case .score(let measured): score = measured
        case .failed: continue
        case .overBudget:
          // Once: the motions after it find the budget spent too.
          if budgetReported { continue }
          budgetReported = true
          diagnostics.append(
            Diagnostic(
              .limitExceeded(
                .measuringBudget(motion: motion.name.text, limit: limits.maximumExpansion)),
              at: motion.name.range))
          continue
        }
        guard
          let played = TimelineBuilder.build(
            score, sources: sources, limits: limits, keepsTracks: false
          ).1,
          played.duration > limit
        else { continue }
        diagnostics.append(
          Diagnostic(
            .longerThanAllowed(
              .motion(motion.name.text), duration: played.duration, limit: limit),
            at: motion.name.range,
            notes: [.measuredWithDefaults]))
      }
    }
    if options.requireReduced, options.motion == nil, !options.reduced,
      !tree.hasReducedBlock,
      timeline.moves
    {
      diagnostics.append(
        Diagnostic(
          .missingReducedBlock, at: start,
          notes: [.addReducedBlock]))
    }
    return diagnostics
  }
}

/// What ``Policy/check(_:tree:options:measured:sources:limits:)`` needs of a timeline: the
/// timeline builder gives it whether or not it keeps the tracks.
struct TimelineFacts {
  var duration: Tick
  /// Whether it repeats forever (``duration`` is then its first cycle's).
  var isEndless: Bool
  /// Whether it moves, scales or rotates anything (`--require-reduced`).
  var moves: Bool
}

/// What ``Policy/check(_:tree:options:measured:sources:limits:)`` needs of the file's syntax
/// tree, read before the timeline is built so the tree can be released first.
struct PolicyFacts {
  /// Where file-wide policy errors point: the first statement (the file's start if none).
  var start: SourceRange
  /// Whether the file has a `reduced < … >` block at the top level.
  var hasReducedBlock: Bool

  init(_ tree: SyntaxTree, file: SourceFile) {
    start = tree.statements.first?.range ?? SourceRange(start: file.base, end: file.base)
    hasReducedBlock = tree.statements.contains {
      if case .reduced = $0 { return true } else { return false }
    }
  }
}
