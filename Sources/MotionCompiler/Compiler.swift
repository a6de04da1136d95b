import MotionRuntime

/// The compiler's front door: source text in, timeline and diagnostics out.
///
/// ```swift
/// let file = SourceFile(path: "fairy.motion", text: source)
/// let result = Compiler.compile(file)
/// if let timeline = result.timeline { … } else { print(result.rendered) }
/// ```
public enum Compiler {
  /// Lexes, parses, checks and lowers `file`. The timeline is `nil` when there are errors.
  public static func compile(_ file: SourceFile, limits: Limits = Limits()) -> CompileResult {
    if file.bytes.count > limits.maximumFileSize {
      let diagnostic = Diagnostic(
        .fileTooLarge(size: file.bytes.count, limit: limits.maximumFileSize),
        at: SourceRange(start: 0, end: 0))
      return CompileResult(file: file, timeline: nil, diagnostics: [diagnostic])
    }
    let (tree, syntaxDiagnostics) = Parser.parse(file, limits: limits)
    let (score, semanticDiagnostics) = Checker.check(tree, file: file, limits: limits)
    // In source order; the sort is stable, so one place's diagnostics keep their order.
    var diagnostics = (syntaxDiagnostics + semanticDiagnostics).enumerated()
      .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
      .map(\.element)
    if diagnostics.contains(where: { $0.severity == .error }) {
      return CompileResult(file: file, timeline: nil, diagnostics: capped(diagnostics, limits))
    }
    let (timeline, timelineDiagnostics) = TimelineBuilder.build(score, file: file, limits: limits)
    diagnostics += timelineDiagnostics.sorted { $0.range.start < $1.range.start }
    return CompileResult(file: file, timeline: timeline, diagnostics: capped(diagnostics, limits))
  }

  /// The first `limits.maximumDiagnostics`, then one that counts the rest.
  private static func capped(_ diagnostics: [Diagnostic], _ limits: Limits) -> [Diagnostic] {
    guard diagnostics.count > limits.maximumDiagnostics else { return diagnostics }
    let kept = Array(diagnostics.prefix(limits.maximumDiagnostics))
    let range = diagnostics[limits.maximumDiagnostics].range
    return kept + [Diagnostic(.tooManyErrors(shown: kept.count), at: range)]
  }
}

/// What compiling one file gives.
public struct CompileResult: Sendable {
  public let file: SourceFile
  /// The timeline, when the file has no errors.
  public let timeline: Timeline?
  /// Every problem found, in the order found.
  public let diagnostics: [Diagnostic]

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The diagnostics as text, the way the command line prints them.
  public var rendered: String { DiagnosticRenderer().render(diagnostics, in: file) }
}
