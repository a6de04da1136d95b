import MotionCompiler
import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

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
        compile                 Compile a spec into a JSON keyframe track, CSS or a Web
                                Animations module.
        sample                  Print a spec's values over time, per frame or at given times.
        check                   Check specs for errors (files and folders).
        fmt                     Rewrite specs in the canonical layout, or check that they are.
        dump                    Show a compiler stage: tokens, ast or ir.
        timeline                Show what happens when, as a text chart.
        ease                    Show a timing curve: a text plot and a table of its values.
        preview                 Make a page that plays a spec, or serve it and reload on edits.
        plot                    Plot every property's value over time as an SVG image.
        render                  Render a spec as an animated SVG image (no script).
        explain                 Explain a diagnostic code, with a wrong and a right example.
        lsp                     Run the language server for editors (LSP on standard I/O).

        See 'motionc <command> --help' for the details of each command.
      """)

  /// The subcommands, in the order help lists them.
  static var commands: [any Command.Type] {
    [
      CompileCommand.self, SampleCommand.self, CheckCommand.self, FormatCommand.self,
      DumpCommand.self, TimelineCommand.self, EaseCommand.self, PreviewCommand.self,
      PlotCommand.self, RenderCommand.self, ExplainCommand.self, LSPCommand.self,
    ]
  }

  private static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.spec.name == "motionc " + name }
  }

  /// Runs the command line `arguments` (without the program name); returns the exit status.
  /// When standard output stops taking output, what the command had to say no longer
  /// matters: a reader that went away (`| head -1`) makes it 0, a failed write 1.
  public static func run(_ arguments: [String], console: Console) -> Int32 {
    LargeBuffers.returnToSystemWhenFreed()
    let status = runCommand(arguments, console: console)
    switch console.outputStopped {
    case nil: return status
    case .closedByReader: return ExitCode.success.rawValue
    case .failed: return ExitCode.inputError.rawValue
    }
  }

  private static func runCommand(_ arguments: [String], console: Console) -> Int32 {
    guard let name = arguments.first else {
      console.writeError(mainSpec.help)
      return ExitCode.usageError.rawValue
    }
    let rest = Array(arguments.dropFirst())
    if let command = command(named: name) {
      // Every command parses the same way: --help, usage errors, then its own work.
      switch parse(rest, spec: command.spec, console: console) {
      case .success(let parsed): return command.run(parsed, console: console).rawValue
      case .failure(let code): return code.rawValue
      }
    }
    switch name {
    case "help":
      return help(for: rest.first, console: console).rawValue
    case "--help", "-h":
      console.writeOutput(mainSpec.help)
      return ExitCode.success.rawValue
    case "--version":
      console.writeOutput("motionc \(version)\n")
      return ExitCode.success.rawValue
    default:
      let names = commands.map { String($0.spec.name.dropFirst("motionc ".count)) } + ["help"]
      var message = "unknown command `\(name)`"
      if let suggestion = Suggestions.nearest(to: name, in: names) {
        message += "; did you mean `\(suggestion)`?"
      }
      return usageError(message, spec: mainSpec, console: console).rawValue
    }
  }

  private static func help(for name: String?, console: Console) -> ExitCode {
    guard let name else {
      console.writeOutput(mainSpec.help)
      return .success
    }
    guard let command = command(named: name) else {
      return usageError("unknown command `\(name)`", spec: mainSpec, console: console)
    }
    console.writeOutput(command.spec.help)
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

  /// Reads one spec, printing why when it cannot be read.
  static func readSpec(_ path: String, console: Console, limits: Limits) -> SourceFile? {
    do {
      return try Files.readSpec(path, console: console, limits: limits)
    } catch {
      console.writeError("error: \(error.message)\n")
      return nil
    }
  }

  /// The options of commands that build a timeline (`compile`, `sample`, `timeline`).
  static let timelineOptions: [CommandSpec.Option] = [
    CommandSpec.Option(
      long: "reduced", short: nil, value: nil,
      help: "Build the reduced-motion timeline: the spec's `reduced` block, or else the spec "
        + "with every movement, scale and rotation made instant at the moment it would have "
        + "ended (opacity and colors still animate)."),
    CommandSpec.Option(
      long: "motion", short: nil, value: "name",
      help: "Build one motion of the spec on its own, as `play` would play it (on element `view` "
        + "unless it says): `NAME`, `\"NAME(amount: 8)\"` or `\"NAME on card delay 0.1s\"`."),
    rootOption,
  ]

  static let rootOption = CommandSpec.Option(
    long: "root", short: nil, value: "folder",
    help: "The folder imports may read from (default: the spec's own folder).")

  /// Reads and compiles one spec, printing its diagnostics; `nil` when it has errors.
  static func compile(_ path: String, _ parsed: ParsedArguments, console: Console) -> Timeline? {
    compileTrack(path, parsed, includeReduced: false, console: console)?.timeline
  }

  /// Reads and compiles one spec into a track, with its reduced-motion timeline when
  /// `includeReduced` (and not `--reduced`), printing its diagnostics; `nil` when it has errors.
  static func compileTrack(
    _ path: String, _ parsed: ParsedArguments, includeReduced: Bool, console: Console,
    style: DiagnosticRenderer.Style = .motionc
  ) -> MotionTrack? {
    let limits = Limits()
    guard let file = readSpec(path, console: console, limits: limits) else { return nil }
    let result = compile(
      file, parsed, motion: parsed.values["motion"], includeReduced: includeReduced)
    report(result.diagnostics, in: result.sources, console: console, style: style)
    return result.track
  }

  /// Compiles `file` (read already) as ``compileTrack(_:_:includeReduced:console:)`` does,
  /// with `motion` (from the option `origin`) instead of `--motion`'s, printing nothing.
  static func compile(
    _ file: SourceFile, _ parsed: ParsedArguments, motion: String?, origin: String = "--motion",
    includeReduced: Bool
  ) -> CompileResult {
    let limits = Limits()
    var options = CompileOptions(
      reduced: parsed.flags.contains("reduced"), motion: motion,
      loader: FileSystemLoader(
        mainFile: file.path, root: parsed.values["root"], maximumFileSize: limits.maximumFileSize),
      includeReduced: includeReduced)
    options.motionOrigin = origin
    return Compiler.compile(file, options: options, limits: limits)
  }

  /// Prints `diagnostics` (of a compilation of `sources`) on standard error.
  static func report(
    _ diagnostics: [Diagnostic], in sources: SourceMap, console: Console,
    style: DiagnosticRenderer.Style = .motionc
  ) {
    guard !diagnostics.isEmpty else { return }
    console.writeError(
      DiagnosticRenderer(colored: console.colorsErrors, style: style).render(
        diagnostics, in: sources))
  }

  /// Why `output` may not be written for the spec at `path`, if it may not: it is the spec, or
  /// something `-o` never replaces (a folder, a named pipe, a device). Asked before anything
  /// is compiled, so the refusal comes at once.
  static func outputProblem(spec path: String, output: String?) -> String? {
    guard let output, output != "-" else { return nil }
    if path != "-", Files.sameFile(path, output) {
      return "the output `\(output)` is the spec itself; write to another file"
    }
    do {
      _ = try Files.writeTarget(output)
    } catch  where error.refused {
      return "the output \(error.message): `-o` writes only regular files (to send the output "
        + "elsewhere, leave out `-o` and redirect standard output)"
    } catch {
      // Reported when writing, after compiling, as any other failure to write.
    }
    return nil
  }

  /// Reports an internal error (nothing has been written); returns its exit status.
  static func internalError(_ error: NonFiniteNumberError, console: Console) -> ExitCode {
    console.writeError("error: \(error)\n")
    return .internalError
  }

  /// Writes an output file atomically, reporting failure; returns the exit status.
  static func write(_ text: String, to path: String?, console: Console) -> ExitCode {
    do {
      try Files.writeAtomically(text, to: path, console: console)
      return .success
    } catch {
      console.writeError("error: \(error.message)\n")
      return error.refused ? .usageError : .inputError
    }
  }
}

/// A `motionc` subcommand: its help and what it does with its parsed arguments.
protocol Command {
  static var spec: CommandSpec { get }
  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode
}
