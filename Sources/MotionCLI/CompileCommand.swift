import MotionCompiler
import MotionRuntime
import MotionSwiftOutput

/// `motionc compile SPEC [--format json|swift] [--name NAME] [-o FILE]`.
enum CompileCommand: Command {
  /// What `compile` writes.
  enum Format: String, CaseIterable {
    /// The JSON keyframe track.
    case json
    /// Swift source declaring the track (`MotionSwiftOutput`).
    case swift
  }

  static let spec = CommandSpec(
    name: "motionc compile",
    overview: "Compile a .motion spec into a JSON keyframe track (or Swift source).",
    usage:
      "motionc compile <spec> [--format json|swift] [--name <name>] [--output <file>] "
      + "[--no-reduced] [--reduced] [--motion <name>] [--root <folder>]",
    arguments: [("<spec>", "The .motion file to compile, or `-` for standard input.")],
    options: [
      CommandSpec.Option(
        long: "format", short: nil, value: "format",
        help: "`json` (default): the keyframe track; `swift`: a Swift file declaring "
          + "`public enum NAME` with `static let track: MotionTrack` and the element names."),
      CommandSpec.Option(
        long: "name", short: nil, value: "name",
        help: "With `--format swift`: the enum's name (default: the spec's file name in "
          + "UpperCamelCase, `DesignSystem` for design-system.motion)."),
      CommandSpec.Option(
        long: "output", short: "o", value: "file",
        help: "Where to write the track (default: standard output, also `-`). The file is "
          + "replaced atomically, and left untouched when the spec has errors."),
      CommandSpec.Option(
        long: "no-reduced", short: nil, value: nil,
        help: "Leave the reduced-motion timeline out of the track (by default the track "
          + "carries it as `reduced`, so that one file serves both settings)."),
    ]
      + MotionCommand.timelineOptions,
    discussion: "The track format is described by schema/motion-track.schema.json.")

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
      let known = Format.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
      return MotionCommand.usageError(
        "unknown format `\(formatName)`: use one of \(known)", spec: spec, console: console)
    }
    let name = parsed.values["name"] ?? SwiftTrackWriter.defaultName(forSpec: path)
    if parsed.values["name"] != nil, format != .swift {
      return MotionCommand.usageError(
        "`--name` names the enum of `--format swift`", spec: spec, console: console)
    }
    if let problem = SwiftTrackWriter.nameProblem(name) {
      return MotionCommand.usageError("bad `--name`: \(problem)", spec: spec, console: console)
    }
    let includeReduced = !parsed.flags.contains("no-reduced")
    guard
      let track = MotionCommand.compileTrack(
        path, parsed, includeReduced: includeReduced, console: console)
    else {
      return .inputError
    }
    let text: String
    switch format {
    case .json: text = TrackWriter.json(track)
    case .swift:
      text = SwiftTrackWriter.source(track, name: name, specPath: path == "-" ? nil : path)
    }
    return MotionCommand.write(text, to: parsed.values["output"], console: console)
  }
}
