import MotionRuntime

/// How to compile: which timeline to build, and where imports come from.
public struct CompileOptions: Sendable {
  /// Build the reduced-motion timeline: the file's `reduced` block, or the automatic form.
  public var reduced: Bool
  /// Compile one motion of the file on its own, as a `play` statement of the file would play
  /// it: `NAME`, `NAME(parameter: value, …)`, with `on ELEMENT` (default `view`) and the
  /// modifiers a `play` takes.
  public var motion: String?
  /// The name diagnostics give ``motion``'s text: the option it came from.
  public var motionOrigin = "--motion"
  /// Reads imports (default: the file system, inside the spec's folder).
  public var loader: (any SourceLoader)?
  /// Design-system policy: no timeline, and no motion of the file played on its own, may last
  /// longer than this (an endless timeline: its first cycle). `check --max-duration`.
  public var maximumDuration: Tick?
  /// Design-system policy: a file whose timeline moves, scales or rotates anything must have a
  /// `reduced` block. `check --require-reduced`.
  public var requireReduced: Bool
  /// Also build the reduced-motion timeline, for a track that carries both
  /// (``CompileResult/reducedTimeline``); `compile` does unless `--no-reduced`. Ignored with
  /// ``reduced``, whose timeline is the reduced one already.
  public var includeReduced: Bool
  /// Only the diagnostics are wanted (`motionc check`): the timeline is built for its
  /// diagnostics, each track dropped once resolved, and ``CompileResult/timeline`` and
  /// ``CompileResult/reducedTimeline`` are `nil`. The diagnostics are the same either way.
  public var diagnosticsOnly: Bool

  /// Options for one compilation; the defaults build the usual timeline of the whole file.
  public init(
    reduced: Bool = false, motion: String? = nil, loader: (any SourceLoader)? = nil,
    maximumDuration: Tick? = nil, requireReduced: Bool = false, includeReduced: Bool = false,
    diagnosticsOnly: Bool = false
  ) {
    self.reduced = reduced
    self.motion = motion
    self.loader = loader
    self.maximumDuration = maximumDuration
    self.requireReduced = requireReduced
    self.includeReduced = includeReduced
    self.diagnosticsOnly = diagnosticsOnly
  }
}

/// The compiler's front door: source text in, timeline and diagnostics out.
///
/// ```swift
/// let file = SourceFile(path: "fairy.motion", text: source)
/// let result = Compiler.compile(file)
/// if let timeline = result.timeline { … } else { print(result.rendered) }
/// ```
public enum Compiler {
  /// Lexes, parses, checks and lowers `file` (and what it imports). The timeline is `nil`
  /// when there are errors.
  public static func compile(
    _ file: SourceFile, options: CompileOptions = CompileOptions(), limits: Limits = Limits()
  ) -> CompileResult {
    compile(file, options: options, limits: limits, recorder: nil)
  }

  /// ``compile(_:options:limits:)``, keeping what editors need in `recorder` when given.
  static func compile(
    _ file: SourceFile, options: CompileOptions, limits: Limits, recorder: AnalysisRecorder?
  ) -> CompileResult {
    if file.bytes.count > limits.maximumFileSize {
      let diagnostic = Diagnostic(
        .fileTooLarge(size: file.bytes.count, limit: limits.maximumFileSize),
        at: SourceRange(start: file.base, end: file.base))
      return CompileResult(
        file: file, sources: SourceMap([file]), timeline: nil, diagnostics: [diagnostic])
    }
    if file.end > limits.sourceSizeCap {
      let diagnostic = Diagnostic(
        .limitExceeded(.sourceSize(limit: limits.sourceSizeCap)),
        at: SourceRange(start: 0, end: 0))
      return CompileResult(
        file: file, sources: SourceMap([file]), timeline: nil, diagnostics: [diagnostic])
    }
    // The syntax trees are released before the timeline is built (the score holds no source
    // text), so a large file's tree and its timeline are never in memory together.
    var checked = check(file, options: options, limits: limits, recorder: recorder)
    let sources = checked.sources
    var diagnostics = checked.diagnostics
    if diagnostics.contains(where: { $0.severity == .error })
      || (options.motion != nil && !checked.hasEntry)
    {
      return CompileResult(
        file: file, sources: sources, timeline: nil, diagnostics: capped(diagnostics, limits))
    }
    // The builder gets the only reference to the score, and releases what it has read.
    let score = checked.takeScore()
    let (timeline, facts, timelineDiagnostics) = TimelineBuilder.build(
      consume score, sources: sources, limits: limits, recorder: recorder?.timing,
      keepsTracks: !options.diagnosticsOnly)
    diagnostics += TimelineBuilder.joiningScaleAxes(timelineDiagnostics)
      .sorted { $0.range.start < $1.range.start }
    if let facts {
      diagnostics += Policy.check(
        facts, tree: checked.policyFacts, options: options, measured: checked.measured,
        sources: sources, limits: limits)
    }
    // Built without its tracks, the timeline is not one to give out.
    var result = CompileResult(
      file: file, sources: sources, timeline: options.diagnosticsOnly ? nil : timeline,
      diagnostics: capped(diagnostics, limits))
    if options.includeReduced, !options.reduced, timeline != nil {
      result = withReduced(result, options: options, limits: limits)
    }
    return result
  }

  /// What parsing and checking a file (and its imports) found: the score and what the rest of
  /// the compilation needs, without the syntax trees.
  private struct CheckedCompilation {
    var score: Score
    var sources: SourceMap
    /// Every diagnostic so far, in source order.
    var diagnostics: [Diagnostic]
    /// Whether `--motion`'s call parsed.
    var hasEntry: Bool
    /// The motions `--max-duration` measures, each with its score on its own.
    var measured: [(MotionStatement, Checker.MeasuredMotion)]
    var policyFacts: PolicyFacts

    /// The score, left empty here.
    mutating func takeScore() -> Score {
      defer { score = Score.empty }
      return score
    }
  }

  /// Parses `file` and its imports and checks them: the first half of a compilation, whose
  /// syntax trees are released when it returns (unless `recorder` keeps them for editors).
  /// Without a recorder, nothing here keeps the main file's tree once the checker has it, so
  /// the checker releases its top-level statements as it walks them.
  private static func check(
    _ file: SourceFile, options: CompileOptions, limits: Limits, recorder: AnalysisRecorder?
  ) -> CheckedCompilation {
    let syntaxDiagnostics: [Diagnostic]
    let measuredMotions: [MotionStatement]
    let policyFacts: PolicyFacts
    var parsedFiles: [ParsedFile]
    var sources: SourceMap
    let importDiagnostics: [Diagnostic]
    do {
      // The tree is only in `parsedFiles` after this block. Editors keep it whole; otherwise
      // the motions' parameters and bodies are let go of (see `MainFileReading`).
      var main: ParsedFile
      if recorder == nil {
        let reading = MainFileReading(file, limits: limits)
        main = ParsedFile(file: file, tree: reading.tree)
        main.motionShapes = reading.motionShapes
        syntaxDiagnostics = reading.diagnostics
      } else {
        let (tree, diagnostics) = Parser.parse(file, limits: limits)
        main = ParsedFile(file: file, tree: tree)
        syntaxDiagnostics = diagnostics
      }
      // A motion without its parameters and body changes nothing here (nor below: the
      // motions measured need only their names).
      policyFacts = PolicyFacts(main.tree, file: file)
      // `--max-duration` measures each motion of the file on its own too, in the same pass.
      measuredMotions = Policy.motionsToMeasure(main.tree, options: options)
      let loader =
        options.loader
        ?? FileSystemLoader(mainFile: file.path, maximumFileSize: limits.maximumFileSize)
      (parsedFiles, sources, importDiagnostics) = ImportResolver.resolve(
        main: main, loader: loader, limits: limits)
    }
    recorder?.parsedFiles = parsedFiles
    var entryDiagnostics: [Diagnostic] = []
    var entry: PlayStatement?
    if let motion = options.motion {
      (entry, entryDiagnostics) = parseEntry(
        motion, origin: options.motionOrigin, sources: &sources, limits: limits)
    }
    let (score, semanticDiagnostics, measured) = Checker.check(
      &parsedFiles, sources: sources, entry: entry,
      measuring: measuredMotions.map { Policy.playAlone($0) }, reduced: options.reduced,
      limits: limits, names: recorder?.names, releasingTrees: recorder == nil)
    // In source order; the sort is stable, so one place's diagnostics keep their order.
    let diagnostics =
      (syntaxDiagnostics + importDiagnostics + entryDiagnostics
      + semanticDiagnostics).enumerated()
      .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
      .map(\.element)
    return CheckedCompilation(
      score: score, sources: sources, diagnostics: diagnostics, hasEntry: entry != nil,
      measured: Array(zip(measuredMotions, measured)),
      policyFacts: policyFacts)
  }

  /// `result` with the reduced-motion timeline built too. What only that build reports is
  /// added, with a note saying where it comes from; an error there fails the whole compilation.
  private static func withReduced(
    _ result: CompileResult, options: CompileOptions, limits: Limits
  ) -> CompileResult {
    var reducedOptions = options
    reducedOptions.reduced = true
    reducedOptions.includeReduced = false
    let reduced = compile(result.file, options: reducedOptions, limits: limits)
    var diagnostics = result.diagnostics
    let capsMain = result.diagnostics.contains { $0.code == "M0009" }
    for var diagnostic in reduced.diagnostics where !result.diagnostics.contains(diagnostic) {
      // What the reduced build hides is mostly what the main one hides: counted once.
      if capsMain, diagnostic.code == "M0009" { continue }
      diagnostic.notes.append(.inReducedTimeline)
      diagnostics.append(diagnostic)
    }
    let failed = reduced.timeline == nil
    var combined = CompileResult(
      file: result.file, sources: result.sources, timeline: failed ? nil : result.timeline,
      diagnostics: capped(diagnostics, limits))
    combined.reducedTimeline = reduced.timeline
    return combined
  }

  /// `--motion NAME(args)`: read as a `play NAME(args)` (on `view` unless it says), from a
  /// source of its own (named `origin` in diagnostics) that holds exactly what the user wrote.
  private static func parseEntry(
    _ text: String, origin: String, sources: inout SourceMap, limits: Limits
  ) -> (PlayStatement?, [Diagnostic]) {
    let bytes = Array(text.utf8)
    guard sources.canAppend(size: bytes.count, limit: limits.sourceSizeCap) else {
      let limit = ExceededLimit.sourceSize(limit: limits.sourceSizeCap)
      return (nil, [Diagnostic(.limitExceeded(limit), at: SourceRange(start: 0, end: 0))])
    }
    let file = SourceFile(path: origin, bytes: bytes, base: sources.nextBase)
    sources.append(file)
    return Parser.parseMotionCall(file, limits: limits)
  }

  /// At most `limits.maximumDiagnostics`, errors first (a cap never hides an error behind
  /// warnings), in source order, then one note (M0009) that counts what is not shown: its
  /// counts include what each stage did not keep, so every summary counts every problem.
  static func capped(_ diagnostics: [Diagnostic], _ limits: Limits) -> [Diagnostic] {
    var hiddenErrors = 0
    var hiddenWarnings = 0
    var firstHidden: SourceRange?
    var problems: [Diagnostic] = []
    for diagnostic in diagnostics {
      if case .tooManyErrors(_, let errors, let warnings) = diagnostic.kind {
        hiddenErrors += errors
        hiddenWarnings += warnings
        if firstHidden.map({ diagnostic.range.start < $0.start }) ?? true {
          firstHidden = diagnostic.range
        }
      } else {
        problems.append(diagnostic)
      }
    }
    let limit = limits.maximumDiagnostics
    if problems.count > limit {
      let errors = problems.count { $0.severity == .error }
      let warningsShown = max(limit - errors, 0)
      var shown: [Diagnostic] = []
      var errorsShown = 0
      var warningsSeen = 0
      for diagnostic in problems {
        let isError = diagnostic.severity == .error
        let fits = isError ? errorsShown < limit : warningsSeen < warningsShown
        if isError { errorsShown += fits ? 1 : 0 } else { warningsSeen += 1 }
        if fits {
          shown.append(diagnostic)
        } else {
          if isError { hiddenErrors += 1 } else { hiddenWarnings += 1 }
          if firstHidden.map({ diagnostic.range.start < $0.start }) ?? true {
            firstHidden = diagnostic.range
          }
        }
      }
      problems = shown
    }
    guard let firstHidden else { return problems }
    let note = DiagnosticKind.tooManyErrors(
      shown: problems.count, hiddenErrors: hiddenErrors, hiddenWarnings: hiddenWarnings)
    return problems + [Diagnostic(note, at: firstHidden)]
  }
}

/// What compiling one file gives.
public struct CompileResult: Sendable {
  /// The file given to the compiler.
  public let file: SourceFile
  /// Every file of the compilation (the first is `file`), for rendering diagnostics.
  public let sources: SourceMap
  /// The timeline, when the file has no errors.
  public let timeline: Timeline?
  /// Every problem found, in the order found.
  public let diagnostics: [Diagnostic]
  /// The reduced-motion timeline, when it was asked for (``CompileOptions/includeReduced``)
  /// and the file has no errors.
  public var reducedTimeline: Timeline? = nil

  /// Whether any diagnostic is an error (then ``timeline`` is `nil`).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The track to write or play: the timeline, with the reduced-motion timeline when it was
  /// built; `nil` when the file has errors.
  public var track: MotionTrack? {
    timeline.map { MotionTrack(timeline: $0, reducedTimeline: reducedTimeline) }
  }

  /// The diagnostics as text, the way the command line prints them.
  public var rendered: String { DiagnosticRenderer().render(diagnostics, in: sources) }
}
