import MotionCompiler
import MotionRuntime
import MotionWeb

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A spec compiled for the web outputs: both timelines (the full one and the reduced-motion
/// one), every file the compiler read (for `preview --serve` to watch), and the diagnostics.
struct WebCompilation {
  /// The export, or `nil` when the spec has errors.
  var export: WebExport?
  /// The diagnostics as the command line prints them (empty when there are none).
  var diagnostics: String
  /// Every file read: the spec and each file it imports.
  var files: [String]

  /// Reads and compiles the spec at `path` twice, for the full and the reduced timeline, with
  /// the options of `parsed` (`--motion`, `--root`). The diagnostics are the full timeline's,
  /// or the reduced one's when only it has errors.
  static func compile(
    _ path: String, _ parsed: ParsedArguments, selector: ElementSelector, colored: Bool,
    drawn: Bool = false, regularFilesOnly: Bool = false, console: Console
  ) -> Result<WebCompilation, Files.Failure> {
    let limits = Limits()
    let file: SourceFile
    do {
      file = try Files.readSpec(
        path, console: console, limits: limits, regularFilesOnly: regularFilesOnly)
    } catch {
      return .failure(error)
    }
    let loader = FileSystemLoader(
      mainFile: file.path, root: parsed.values["root"], maximumFileSize: limits.maximumFileSize)
    let motion = parsed.values["motion"]
    let full = Compiler.compile(
      file, options: CompileOptions(motion: motion, loader: loader), limits: limits)
    let reduced = Compiler.compile(
      file, options: CompileOptions(reduced: true, motion: motion, loader: loader),
      limits: limits)
    let renderer = DiagnosticRenderer(colored: colored)
    var text = full.diagnostics.isEmpty ? "" : renderer.render(full.diagnostics, in: full.sources)
    if full.timeline != nil, reduced.timeline == nil {
      text += renderer.render(reduced.diagnostics, in: reduced.sources)
    }
    var files = (full.sources.files + reduced.sources.files).map(\.path)
      .filter { $0 != "--motion" && $0 != "<stdin>" }
    var seen = Set<String>()
    files = files.filter { seen.insert($0).inserted }
    var export: WebExport?
    if let timeline = full.timeline, let reducedTimeline = reduced.timeline {
      do throws(SizeProblem) {
        if drawn, let problem = WebLimits.drawingProblem([timeline, reducedTimeline]) {
          throw problem
        }
        export = try WebExport(
          title: title(path), timeline: timeline, reducedTimeline: reducedTimeline,
          selector: selector)
      } catch {
        text += "error: \(error.message)\n"
      }
    }
    return .success(WebCompilation(export: export, diagnostics: text, files: files))
  }

  /// The spec's name as the outputs show it: its file name (`stdin` for standard input).
  static func title(_ path: String) -> String {
    path == "-" ? "stdin" : URL(fileURLWithPath: path).lastPathComponent
  }

  /// Compiles for a command that prints an output: diagnostics go to standard error; `nil`
  /// (after printing why) when there is no export. `drawn`: the output draws the timelines
  /// (the preview), so they must not be too large to draw.
  static func exportReportingProblems(
    _ path: String, _ parsed: ParsedArguments, selector: ElementSelector = .standard,
    drawn: Bool = false, console: Console
  ) -> WebExport? {
    switch compile(
      path, parsed, selector: selector, colored: console.colorsErrors, drawn: drawn,
      console: console)
    {
    case .failure(let failure):
      console.writeError("error: \(failure.message)\n")
      return nil
    case .success(let compilation):
      if !compilation.diagnostics.isEmpty { console.writeError(compilation.diagnostics) }
      return compilation.export
    }
  }
}

extension WebCompilation {
  /// `compile --format css|waapi`: checks the command line, compiles both timelines and
  /// writes the stylesheet or the module.
  static func write(
    _ format: CompileCommand.Format, _ path: String, _ parsed: ParsedArguments,
    spec: CommandSpec, console: Console, render: (WebExport) -> String
  ) -> ExitCode {
    if parsed.flags.contains("reduced") {
      return MotionCommand.usageError(
        "`--reduced` does not go with `--format \(format.rawValue)`: the output holds both "
          + "timelines, the reduced one for pages that prefer reduced motion",
        spec: spec, console: console)
    }
    var selector = ElementSelector.standard
    if let pattern = parsed.values["selector"] {
      switch ElementSelector.parse(pattern) {
      case .success(let parsedSelector): selector = parsedSelector
      case .failure(let problem):
        return MotionCommand.usageError(problem.message, spec: spec, console: console)
      }
    }
    guard let export = exportReportingProblems(path, parsed, selector: selector, console: console)
    else {
      return .inputError
    }
    EmptyExportWarning.report(export.timeline, spec: path, parsed, console: console)
    return MotionCommand.write(render(export), to: parsed.values["output"], console: console)
  }
}
