/// A spec compiled for an editor: the result `check` gives, and what editors ask about it —
/// each file's syntax tree, where names are defined, and the times the timeline resolved.
public struct Analysis: Sendable {
  /// Diagnostics, sources and timeline, exactly as ``Compiler/compile(_:options:limits:)``
  /// gives them.
  public let result: CompileResult
  /// Every file of the compilation with its syntax tree: the main file first, then each
  /// imported file in the order it was read. Empty when the main file is too large to read.
  public let files: [ParsedFile]
  /// Where names are defined and what `let`s are worth.
  public let names: NameTable
  /// When each change and group runs (empty when the file has errors).
  public let timing: TimingTable

  /// The parsed file that holds `position`.
  public func file(containing position: Int) -> ParsedFile? {
    files.last { $0.file.base <= position && position <= $0.file.end }
  }
}

/// Records what editors need while the compiler runs (see ``Compiler/analyze(_:options:limits:)``).
final class AnalysisRecorder {
  var parsedFiles: [ParsedFile] = []
  let names = NameRecorder()
  let timing = TimingRecorder()
}

extension Compiler {
  /// Compiles `file` as ``compile(_:options:limits:)`` does, and keeps what editors ask about:
  /// the syntax trees, where each name is defined and the resolved times.
  public static func analyze(
    _ file: SourceFile, options: CompileOptions = CompileOptions(), limits: Limits = Limits()
  ) -> Analysis {
    let recorder = AnalysisRecorder()
    let result = compile(file, options: options, limits: limits, recorder: recorder)
    return Analysis(
      result: result, files: recorder.parsedFiles, names: recorder.names.table,
      timing: recorder.timing.table)
  }
}
