import MotionCompiler
import MotionWeb

/// `motionc compile SPEC [-o FILE] [--format json|css|waapi]`.
enum CompileCommand: Command {
  /// What `compile` writes.
  enum Format: String, CaseIterable {
    /// The JSON keyframe track.
    case json
    /// A stylesheet of CSS animations (both timelines).
    case css
    /// An ES module for the Web Animations API (both timelines).
    case waapi
  }

  static let spec = CommandSpec(
    name: "motionc compile",
    overview: "Compile a .motion spec into a JSON keyframe track.",
    usage:
      "motionc compile <spec> [--output <file>] [--format <format>] [--selector <pattern>] "
      + "[--reduced] [--motion <name>] [--root <folder>]",
    arguments: [("<spec>", "The .motion file to compile, or `-` for standard input.")],
    options: [
      CommandSpec.Option(
        long: "output", short: "o", value: "file",
        help: "Where to write the track (default: standard output, also `-`). The file is "
          + "replaced atomically, and left untouched when the spec has errors."),
      CommandSpec.Option(
        long: "format", short: nil, value: "format",
        help: "`json` (default): the keyframe track. `css`: a stylesheet of CSS animations. "
          + "`waapi`: an ES module for the Web Animations API. `css` and `waapi` hold the "
          + "reduced-motion timeline too."),
      CommandSpec.Option(
        long: "selector", short: nil, value: "pattern",
        help: "With `css` or `waapi`: how a page finds an element, `{name}` standing for its "
          + "name (default: `[data-motion=\"{name}\"]`; e.g. `'#{name}'`)."),
    ]
      + MotionCommand.timelineOptions,
    discussion: "The track format is described by schema/motion-track.schema.json. The web "
      + "formats, their conventions and exactness are described in README.md (See it).")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
      let message =
        parsed.positionals.isEmpty
        ? "missing the spec to compile"
        : "`compile` takes one spec, found \(parsed.positionals.count)"
      return MotionCommand.usageError(message, spec: spec, console: console)
    }
    if let problem = MotionCommand.outputProblem(spec: path, output: parsed.values["output"]) {
      return MotionCommand.usageError(problem, spec: spec, console: console)
    }
    let formatName = parsed.values["format"] ?? Format.json.rawValue
    guard let format = Format(rawValue: formatName) else {
      let names = Format.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
      return MotionCommand.usageError(
        "unknown format `\(formatName)`: use one of \(names)", spec: spec, console: console)
    }
    switch format {
    case .json:
      if parsed.values["selector"] != nil {
        return MotionCommand.usageError(
          "`--selector` goes with `--format css` or `--format waapi`", spec: spec,
          console: console)
      }
      guard let timeline = MotionCommand.compile(path, parsed, console: console) else {
        return .inputError
      }
      return MotionCommand.write(
        TrackWriter.json(timeline), to: parsed.values["output"], console: console)
    case .css:
      return WebCompilation.write(
        format, path, parsed, spec: spec, console: console, render: CSSExport.stylesheet)
    case .waapi:
      return WebCompilation.write(
        format, path, parsed, spec: spec, console: console, render: WAAPIExport.module)
    }
  }
}
