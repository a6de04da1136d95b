import Dispatch
import MotionCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `motionc check PATH…`.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "motionc check",
    overview: "Check .motion specs for errors without writing anything.",
    usage: "motionc check <path> ... [--format <format>] [--strict] [--exclude <glob>] ... "
      + "[--root <folder>] [--max-duration <duration>] [--require-reduced]",
    arguments: [
      (
        "<path>",
        "Spec files, or folders to search recursively for `.motion` files (hidden files and "
          + "folders, and symbolic links, are skipped); `-` reads standard input."
      )
    ],
    options: [
      CommandSpec.Option(
        long: "format", short: nil, value: "format",
        help: "`human` (default: the messages with source excerpts, on standard error), `json` "
          + "(one JSON document on standard output, described by "
          + "schema/motion-diagnostics.schema.json) or `github` (GitHub Actions annotations on "
          + "standard output, paths relative to the working folder)."),
      CommandSpec.Option(
        long: "strict", short: nil, value: nil, help: "Fail (exit 1) on warnings too."),
      SpecSearch.excludeOption,
      MotionCommand.rootOption,
      CommandSpec.Option(
        long: "max-duration", short: nil, value: "duration",
        help: "Policy: fail any spec whose timeline, or any motion it defines (played on its own "
          + "with its defaults), lasts longer than this (e.g. `2s`, `800ms`)."),
      CommandSpec.Option(
        long: "require-reduced", short: nil, value: nil,
        help: "Policy: fail any spec that moves, scales or rotates elements without a "
          + "`reduced` block."),
    ],
    discussion: "Files are checked in parallel and reported in a stable order (the order given, "
      + "folders sorted). A problem in a file that several specs import is reported once. A "
      + "path that does not exist, a folder (or subfolder) that cannot be read and a folder "
      + "with no spec are errors, reported in their place; the rest is still checked. Ends "
      + "with a summary line. Exits with 1 if any file has an error or any path could not be "
      + "checked (with --strict, also on a warning), so it can gate a CI pipeline.")

  enum Format: String {
    case human, json, github
  }

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard !parsed.positionals.isEmpty else {
      return MotionCommand.usageError(
        "missing the specs or folders to check", spec: spec, console: console)
    }
    var format = Format.human
    if let text = parsed.values["format"] {
      guard let value = Format(rawValue: text) else {
        return MotionCommand.usageError(
          "unknown format `\(text)`: use `human`, `json` or `github`", spec: spec, console: console)
      }
      format = value
    }
    var policy = CompileOptions(
      requireReduced: parsed.flags.contains("require-reduced"), diagnosticsOnly: true)
    if let text = parsed.values["max-duration"] {
      do {
        policy.maximumDuration = try UsageError.time(text, option: "--max-duration")
      } catch {
        return MotionCommand.usageError(error.message, spec: spec, console: console)
      }
    }
    let search: SpecSearch
    do {
      search = try SpecSearch(parsed)
    } catch {
      return MotionCommand.usageError(error.message, spec: spec, console: console)
    }
    // A path that gives no spec is reported in its place, and the others still checked.
    let searched = search.paths(parsed.positionals)
    let found = searched.entries
    for pattern in searched.unmatchedPatterns {
      console.writeError(SpecSearch.unmatchedWarning(pattern) + "\n")
    }
    let run = CheckRun(
      found,
      checked: checkAll(
        found.map(\.spec), root: parsed.values["root"], policy: policy, console: console))
    let strict = parsed.flags.contains("strict")
    switch format {
    case .human:
      for report in run.reports {
        if let failure = report.failure { console.writeError("error: \(failure)\n") }
        if !report.diagnostics.isEmpty {
          console.writeError(
            DiagnosticRenderer(colored: console.colorsErrors).render(
              report.diagnostics, in: report.sources))
        }
      }
      console.writeError(run.summary(strict: strict) + "\n")
    case .json:
      console.writeOutput(DiagnosticFormats.json(run.reports))
    case .github:
      let workingFolder = FileManager.default.currentDirectoryPath
      console.writeOutput(
        DiagnosticFormats.github(run.reports) { path in
          // Through its real path too, for a path given through a link to the working folder.
          let relative = GitHubPath.relative(path, workingFolder: workingFolder)
          guard relative.hasPrefix("/"), let real = FileReader.realPath(path) else {
            return relative
          }
          let throughReal = GitHubPath.relative(real, workingFolder: workingFolder)
          return throughReal.hasPrefix("/") ? relative : throughReal
        })
      console.writeError(run.summary(strict: strict) + "\n")
    }
    return run.fails(strict: strict) ? .inputError : .success
  }

  /// Reads and compiles every file, in parallel, keeping the given order; a `nil` path gets
  /// an empty report (its slot is filled by the caller).
  static func checkAll(
    _ paths: [String?], root: String? = nil, policy: CompileOptions = CompileOptions(),
    console: Console
  ) -> [DiagnosticFormats.FileReport] {
    let slots = ReportSlots(count: paths.count)
    // Standard input is read once, up front, on this thread.
    let input = paths.contains("-") ? console.readStandardInput() : []
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let report =
        paths[index].map { check($0, input: input, root: root, policy: policy) }
        ?? DiagnosticFormats.FileReport(
          path: "", sources: SourceMap([]), diagnostics: [], failure: nil)
      slots.store(report, at: index)
    }
    return slots.reports
  }

  private static func check(
    _ path: String, input: [UInt8], root: String?, policy: CompileOptions
  )
    -> DiagnosticFormats.FileReport
  {
    let limits = Limits()
    let file: SourceFile
    if path == "-" {
      file = SourceFile(path: "<stdin>", bytes: input)
    } else {
      do {
        file = try Files.readSpec(path, console: nil, limits: limits)
      } catch {
        return DiagnosticFormats.FileReport(
          path: path, sources: SourceMap([]), diagnostics: [], failure: error.message)
      }
    }
    let loader = FileSystemLoader(
      mainFile: file.path, root: root, maximumFileSize: limits.maximumFileSize)
    var options = policy
    options.loader = loader
    let result = Compiler.compile(file, options: options, limits: limits)
    return DiagnosticFormats.FileReport(
      path: file.path, sources: result.sources, diagnostics: result.diagnostics, failure: nil)
  }

}

/// Results written by parallel workers, each into its own slot.
private final class ReportSlots: @unchecked Sendable {
  private let lock = ThreadLock()
  private var slots: [DiagnosticFormats.FileReport?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ report: DiagnosticFormats.FileReport, at index: Int) {
    lock.lock()
    slots[index] = report
    lock.unlock()
  }

  var reports: [DiagnosticFormats.FileReport] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
