import MotionCompiler
import MotionLottie

/// `motionc compile SPEC [--format json|lottie] [-o FILE]`.
enum CompileCommand: Command {
  /// What `compile` writes.
  enum Format: String, CaseIterable {
    /// The JSON keyframe track (schema/motion-track.schema.json).
    case json
    /// A Lottie animation (``LottieOutput``).
    case lottie
  }

  static let spec = CommandSpec(
    name: "motionc compile",
    overview: "Compile a .motion spec into a JSON keyframe track or a Lottie animation.",
    usage:
      "motionc compile <spec> [--format <format>] [--output <file>] [--size <W x H>] "
      + "[--fps <rate>] [--reduced] [--motion <name>] [--root <folder>]",
    arguments: [("<spec>", "The .motion file to compile, or `-` for standard input.")],
    options: [
      CommandSpec.Option(
        long: "format", short: nil, value: "format",
        help: "`json` (default): the keyframe track; `lottie`: a Lottie animation that "
          + "lottie-web, lottie-ios and lottie-android play."),
      CommandSpec.Option(
        long: "output", short: "o", value: "file",
        help: "Where to write the track (default: standard output, also `-`). The file is "
          + "replaced atomically (through a symbolic link, its target), and left untouched when "
          + "the spec has errors. A folder, named pipe or device is refused (exit 2): redirect "
          + "standard output instead."),
    ]
      + LottieOutput.options + MotionCommand.timelineOptions,
    discussion: "The track format is described by schema/motion-track.schema.json. A Lottie "
      + "export warns about anything the file cannot say as the spec does (README, \"Lottie\").")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
      let message =
        parsed.positionals.isEmpty
        ? "missing the spec to compile"
        : "`compile` takes one spec, found \(parsed.positionals.count)"
      return MotionCommand.usageError(message, spec: spec, console: console)
    }
    let format: Format
    let lottie: LottieOptions
    do throws(UsageError) {
      (format, lottie) = try options(parsed, spec: path)
    } catch {
      return MotionCommand.usageError(error.message, spec: spec, console: console)
    }
    if let problem = MotionCommand.outputProblem(spec: path, output: parsed.values["output"]) {
      return MotionCommand.usageError(problem, spec: spec, console: console)
    }
    guard let timeline = MotionCommand.compile(path, parsed, console: console) else {
      return .inputError
    }
    let text: String
    switch format {
    case .json:
      text = TrackWriter.json(timeline)
    case .lottie:
      guard
        let exported = LottieOutput.export(
          timeline, options: lottie, spec: path, console: console)
      else { return .inputError }
      text = exported
    }
    return MotionCommand.write(text, to: parsed.values["output"], console: console)
  }

  /// The format, and the Lottie options (checked even when unused, so a mistake is reported).
  private static func options(_ parsed: ParsedArguments, spec path: String) throws(UsageError)
    -> (Format, LottieOptions)
  {
    var format = Format.json
    if let name = parsed.values["format"] {
      guard let known = Format(rawValue: name) else {
        let names = Format.allCases.map { "`\($0.rawValue)`" }.joined(separator: " or ")
        throw UsageError(message: "unknown format `\(name)`: use \(names)")
      }
      format = known
    }
    let lottie = try LottieOutput.options(parsed, spec: path)
    if format != .lottie {
      for option in LottieOutput.options where parsed.values[option.long] != nil {
        throw UsageError(message: "`--\(option.long)` goes with `--format lottie`")
      }
    }
    return (format, lottie)
  }
}
