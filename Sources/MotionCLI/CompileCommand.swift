import MotionCompiler
import MotionRuntime

/// `motionc compile SPEC [-o FILE]`.
enum CompileCommand: Command {
  static let spec = CommandSpec(
    name: "motionc compile",
    overview: "Compile a .motion spec into a JSON keyframe track.",
    usage:
      "motionc compile <spec> [--output <file>] [--no-reduced] [--reduced] [--motion <name>] "
      + "[--root <folder>]",
    arguments: [("<spec>", "The .motion file to compile, or `-` for standard input.")],
    options: [
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
    let includeReduced = !parsed.flags.contains("no-reduced")
    guard
      let track = MotionCommand.compileTrack(
        path, parsed, includeReduced: includeReduced, console: console)
    else {
      return .inputError
    }
    return MotionCommand.write(
      TrackWriter.json(track), to: parsed.values["output"], console: console)
  }
}
