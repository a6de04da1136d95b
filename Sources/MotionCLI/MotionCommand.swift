import Foundation
import MotionCompiler
import MotionRuntime

/// The `motionc` command line: parses arguments, reads files, calls the compiler and maps the
/// results to exit codes. Everything here is testable in-process with a ``RecordingConsole``.
public enum MotionCommand {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  static let mainSpec = CommandSpec(
    name: "motionc",
    overview: "Compile, sample and check .motion animation specs.",
    usage: "motionc <command> [<arguments>] [<options>]",
    arguments: [],
    options: [
      CommandSpec.Option(long: "version", short: nil, value: nil, help: "Show the version.")
    ],
    discussion: """
      COMMANDS:
        compile                 Compile a spec into a JSON keyframe track.
        sample                  Print a spec's values over time, per frame or at given times.
        check                   Check specs for errors (files and folders).
        dump                    Show a compiler stage: tokens, ast or ir.
        timeline                Show what happens when, as a text chart.
        ease                    Show a timing curve: a text plot and a table of its values.
        explain                 Explain a diagnostic code, with a wrong and a right example.

        See 'motionc <command> --help' for the details of each command.
      """)

  /// Runs the command line `arguments` (without the program name); returns the exit status.
  public static func run(_ arguments: [String], console: Console) -> Int32 {
    guard let command = arguments.first else {
      console.writeError(mainSpec.help)
      return ExitCode.usageError.rawValue
    }
    let rest = Array(arguments.dropFirst())
    let result: ExitCode
    switch command {
    case "compile": result = CompileCommand.run(rest, console: console)
    case "sample": result = SampleCommand.run(rest, console: console)
    case "check": result = CheckCommand.run(rest, console: console)
    case "dump": result = DumpCommand.run(rest, console: console)
    case "timeline": result = TimelineCommand.run(rest, console: console)
    case "ease": result = EaseCommand.run(rest, console: console)
    case "explain": result = ExplainCommand.run(rest, console: console)
    case "help":
      result = help(for: rest.first, console: console)
    case "--help", "-h":
      console.writeOutput(mainSpec.help)
      result = .success
    case "--version":
      console.writeOutput("motionc \(version)\n")
      result = .success
    default:
      let commands = [
        "compile", "sample", "check", "dump", "timeline", "ease", "explain", "help",
      ]
      var message = "unknown command `\(command)`"
      if let suggestion = Suggestions.nearest(to: command, in: commands) {
        message += "; did you mean `\(suggestion)`?"
      }
      result = usageError(message, spec: mainSpec, console: console)
    }
    return result.rawValue
  }

  private static func help(for command: String?, console: Console) -> ExitCode {
    let specs = [
      "compile": CompileCommand.spec, "sample": SampleCommand.spec, "check": CheckCommand.spec,
      "dump": DumpCommand.spec, "timeline": TimelineCommand.spec,
      "ease": EaseCommand.spec, "explain": ExplainCommand.spec,
    ]
    guard let command else {
      console.writeOutput(mainSpec.help)
      return .success
    }
    guard let spec = specs[command] else {
      return usageError("unknown command `\(command)`", spec: mainSpec, console: console)
    }
    console.writeOutput(spec.help)
    return .success
  }

  /// Reports a command-line mistake with the command's usage; exit status 2.
  static func usageError(_ message: String, spec: CommandSpec, console: Console) -> ExitCode {
    console.writeError(
      "error: \(message)\n\nUSAGE: \(spec.usage)\n\nSee '\(spec.name) --help' for more information.\n"
    )
    return .usageError
  }

  /// Parses a command's arguments, handling `--help` and usage errors.
  static func parse(
    _ arguments: [String], spec: CommandSpec, console: Console
  ) -> Result<ParsedArguments, ExitCode> {
    do {
      let parsed = try ParsedArguments(arguments, spec: spec)
      if parsed.wantsHelp {
        console.writeOutput(spec.help)
        return .failure(.success)
      }
      return .success(parsed)
    } catch {
      return .failure(usageError(error.message, spec: spec, console: console))
    }
  }

  /// Reads and compiles one spec, printing its diagnostics; `nil` when it has errors.
  static func compile(_ path: String, console: Console) -> Timeline? {
    let limits = Limits()
    let file: SourceFile
    do {
      file = try Files.readSpec(path, console: console, limits: limits)
    } catch {
      console.writeError("error: \(error.message)\n")
      return nil
    }
    let result = Compiler.compile(file, limits: limits)
    if !result.diagnostics.isEmpty {
      console.writeError(
        DiagnosticRenderer(colored: console.colorsErrors).render(result.diagnostics, in: file))
    }
    return result.timeline
  }

  /// Writes an output file atomically, reporting failure; returns the exit status.
  static func write(_ text: String, to path: String?, console: Console) -> ExitCode {
    do {
      try Files.writeAtomically(text, to: path, console: console)
      return .success
    } catch {
      console.writeError("error: \(error.message)\n")
      return .inputError
    }
  }
}
