import MotionCompiler
import MotionLottie
import MotionWeb

/// `motionc compile SPEC [--format json|css|waapi|lottie] [-o FILE]`.
enum CompileCommand: Command {
  /// What `compile` writes.
  enum Format: String, CaseIterable {
    /// The JSON keyframe track (schema/motion-track.schema.json).
    case json
    /// A stylesheet of CSS animations (both timelines).
    case css
    /// An ES module for the Web Animations API (both timelines).
    case waapi
    /// A Lottie animation (``LottieOutput``).
    case lottie
  }

  static let spec = CommandSpec(
    name: "motionc compile",
    overview:
      "Compile a .motion spec into a JSON keyframe track, CSS, a Web Animations module or a "
      + "Lottie animation.",
    usage:
      "motionc compile <spec> [--format <format>] [--output <file>] [--selector <pattern>] "
      + "[--size <W x H>] [--fps <rate>] [--reduced] [--motion <name>] [--root <folder>]",
    arguments: [("<spec>", "The .motion file to compile, or `-` for standard input.")],
    options: [
      CommandSpec.Option(
        long: "format", short: nil, value: "format",
        help: "`json` (default): the keyframe track. `css`: a stylesheet of CSS animations. "
          + "`waapi`: an ES module for the Web Animations API (`css` and `waapi` hold the "
          + "reduced-motion timeline too). `lottie`: a Lottie animation that lottie-web, "
          + "lottie-ios and lottie-android play."),
      CommandSpec.Option(
        long: "output", short: "o", value: "file",
        help: "Where to write the output (default: standard output, also `-`). The file is "
          + "replaced atomically (through a symbolic link, its target), and left untouched when "
          + "the spec has errors. A folder, named pipe or device is refused (exit 2): redirect "
          + "standard output instead."),
      CommandSpec.Option(
        long: "selector", short: nil, value: "pattern",
        help: "With `css` or `waapi`: how a page finds an element, `{name}` standing for its "
          + "name (default: `[data-motion=\"{name}\"]`; e.g. `'#{name}'`)."),
    ]
      + LottieOutput.options + MotionCommand.timelineOptions,
    discussion: "The track format is described by schema/motion-track.schema.json. The web "
      + "formats, their conventions and exactness are described in README.md (See it). A "
      + "Lottie export warns about anything the file cannot say as the spec does (README, "
      + "\"Lottie\").")

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
    switch format {
    case .css:
      return WebCompilation.write(
        format, path, parsed, spec: spec, console: console, render: CSSExport.stylesheet)
    case .waapi:
      return WebCompilation.write(
        format, path, parsed, spec: spec, console: console, render: WAAPIExport.module)
    case .json, .lottie:
      break
    }
    guard let timeline = MotionCommand.compile(path, parsed, console: console) else {
      return .inputError
    }
    let text: String
    switch format {
    case .json, .css, .waapi:
      do {
        text = try TrackWriter.json(timeline)
      } catch {
        return MotionCommand.internalError(error, console: console)
      }
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
  /// Options that go with another format are usage errors.
  private static func options(_ parsed: ParsedArguments, spec path: String) throws(UsageError)
    -> (Format, LottieOptions)
  {
    var format = Format.json
    if let name = parsed.values["format"] {
      guard let known = Format(rawValue: name) else {
        let names = Format.allCases.map { "`\($0.rawValue)`" }
        throw UsageError(
          message: "unknown format `\(name)`: use "
            + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""))
      }
      format = known
    }
    let lottie = try LottieOutput.options(parsed, spec: path)
    if format != .lottie {
      for option in LottieOutput.options where parsed.values[option.long] != nil {
        throw UsageError(message: "`--\(option.long)` goes with `--format lottie`")
      }
    }
    if format != .css, format != .waapi, parsed.values["selector"] != nil {
      throw UsageError(message: "`--selector` goes with `--format css` or `--format waapi`")
    }
    return (format, lottie)
  }
}
