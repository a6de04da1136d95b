import MotionCompiler
import MotionWeb

/// `motionc render SPEC [--format svg] [-o FILE.svg]`: the spec as an animated image.
enum RenderCommand: Command {
  static let spec = CommandSpec(
    name: "motionc render",
    overview: "Render a spec as an animated SVG image: its elements on a stage, moved by CSS "
      + "animations inside the image (no script), for a pull request, a README or a gallery.",
    usage: "motionc render <spec> [--format svg] [--output <file>] [--reduced] [--motion <name>] "
      + "[--root <folder>]",
    arguments: [("<spec>", "The .motion file, or `-` for standard input.")],
    options: [
      CommandSpec.Option(
        long: "format", short: nil, value: "format",
        help: "`svg` (the default, and the only format for now)."),
      CommandSpec.Option(
        long: "output", short: "o", value: "file",
        help: "Where to write the image (default: standard output, also `-`), replaced "
          + "atomically, and left untouched when the spec has errors."),
    ] + MotionCommand.timelineOptions,
    discussion: "Each element is a labelled box in a slot of its own, as on `preview`'s stage, "
      + "with a dashed outline where it rests. A timeline that ends plays, rests 1s and plays "
      + "again, forever; an endless one plays as the CSS export does. The image animates "
      + "wherever SVG images are shown (GitHub included), and the same spec always gives the "
      + "same bytes. With --reduced, the reduced-motion timeline.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
      return MotionCommand.usageError(
        parsed.positionals.isEmpty
          ? "missing the spec to render"
          : "`render` takes one spec, found \(parsed.positionals.count)",
        spec: spec, console: console)
    }
    if let format = parsed.values["format"], format != "svg" {
      return MotionCommand.usageError(
        "unknown format `\(format)`: `render` writes `svg`", spec: spec, console: console)
    }
    if let problem = MotionCommand.outputProblem(spec: path, output: parsed.values["output"]) {
      return MotionCommand.usageError(problem, spec: spec, console: console)
    }
    guard
      let export = WebCompilation.exportReportingProblems(
        path, parsed, drawn: true, console: console)
    else {
      return .inputError
    }
    let svg = AnimatedSVG.document(export, reduced: parsed.flags.contains("reduced"))
    return MotionCommand.write(svg, to: parsed.values["output"], console: console)
  }
}
