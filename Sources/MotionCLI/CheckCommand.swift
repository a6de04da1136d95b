import Foundation
import MotionCompiler

/// `motionc check PATH…`.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "motionc check",
    overview: "Check .motion specs for errors without writing anything.",
    usage: "motionc check <path> ... [--format <format>] [--strict] [--root <folder>] "
      + "[--max-duration <duration>] [--require-reduced]",
    arguments: [
      (
        "<path>",
        "Spec files, or folders to search recursively for `.motion` files; `-` reads "
          + "standard input."
      )
    ],
    options: [
      CommandSpec.Option(
        long: "format", short: nil, value: "format",
        help: "`human` (default: the messages with source excerpts, on standard error), `json` "
          + "(one JSON document on standard output) or `github` (GitHub Actions annotations on "
          + "standard output)."),
      CommandSpec.Option(
        long: "strict", short: nil, value: nil, help: "Fail (exit 1) on warnings too."),
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
      + "folders sorted). Ends with a summary line. Exits with 1 if any file has an error, so it "
      + "can gate a CI pipeline.")

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
    var policy = CompileOptions(requireReduced: parsed.flags.contains("require-reduced"))
    if let text = parsed.values["max-duration"] {
      do {
        policy.maximumDuration = try UsageError.time(text, option: "--max-duration")
      } catch {
        return MotionCommand.usageError(error.message, spec: spec, console: console)
      }
    }
    // A path that cannot be searched is reported in its place, and the others still checked.
    let found = Files.specPaths(parsed.positionals)
    var reports = checkAll(
      found.map(\.spec), root: parsed.values["root"], policy: policy, console: console)
    for (index, entry) in found.enumerated() {
      if case .unsearchable(let path, let message) = entry {
        reports[index] = DiagnosticFormats.FileReport(
          path: path, sources: SourceMap([]), diagnostics: [], failure: message)
      }
    }
    switch format {
    case .human:
      for report in reports {
        if let failure = report.failure { console.writeError("error: \(failure)\n") }
        if !report.diagnostics.isEmpty {
          console.writeError(
            DiagnosticRenderer(colored: console.colorsErrors).render(
              report.diagnostics, in: report.sources))
        }
      }
      console.writeError(summary(reports) + "\n")
    case .json:
      console.writeOutput(DiagnosticFormats.json(reports))
    case .github:
      console.writeOutput(DiagnosticFormats.github(reports))
      console.writeError(summary(reports) + "\n")
    }
    let errors = reports.map(\.errorCount).reduce(0, +)
    let warnings = reports.map(\.warningCount).reduce(0, +)
    return errors > 0 || (parsed.flags.contains("strict") && warnings > 0) ? .inputError : .success
  }

  /// Reads and compiles every file, in parallel, keeping the given order.
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

  /// `checked 3 files: 2 errors in 2 files, 1 warning`.
  static func summary(_ reports: [DiagnosticFormats.FileReport]) -> String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let errors = reports.map(\.errorCount).reduce(0, +)
    let warnings = reports.map(\.warningCount).reduce(0, +)
    let failing = reports.filter { $0.errorCount > 0 }.count
    var text = "checked \(count(reports.count, "file")): "
    text += errors == 0 ? "no errors" : "\(count(errors, "error")) in \(count(failing, "file"))"
    if warnings > 0 { text += ", \(count(warnings, "warning"))" }
    return text
  }
}

/// Results written by parallel workers, each into its own slot.
private final class ReportSlots: @unchecked Sendable {
  private let lock = NSLock()
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
