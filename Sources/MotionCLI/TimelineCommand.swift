import MotionCompiler

/// `motionc timeline SPEC`.
enum TimelineCommand: Command {
  static let spec = CommandSpec(
    name: "motionc timeline",
    overview: "Show what happens when: the resolved timeline as a text chart.",
    usage:
      "motionc timeline <spec> [--width <columns>] [--reduced] [--motion <name>] [--root <folder>]",
    arguments: [("<spec>", "The .motion file, or `-` for standard input.")],
    options: [
      CommandSpec.Option(
        long: "width", short: nil, value: "columns",
        help: "How many columns the timeline's duration spans (default: 60; from 20 to 1000).")
    ]
      + MotionCommand.timelineOptions,
    discussion: "One row per element and property: `█`/`▓` while it changes (alternating between "
      + "changes), `│` for an instant change, `·` while it holds. Below the chart, every change "
      + "with its exact start and end times, values and easing.")

  /// The most cells (rows × width) a chart may have: a chart is built in memory, and its rows
  /// grow with the spec (a 450 KB spec can animate 20,000 properties).
  static let maximumCells = 20_000_000

  /// Why a chart of `rows` rows `width` columns wide is too large to draw, if it is.
  static func tooLarge(rows: Int, width: Int) -> String? {
    guard rows * width > maximumCells else { return nil }
    let narrower = maximumCells / rows
    let advice =
      narrower >= 20
      ? "draw it narrower (`--width \(narrower)`) or " : ""
    return "a chart of \(rows) rows, \(width) columns wide, would have \(rows * width) cells, "
      + "more than the limit of \(maximumCells); \(advice)compile the spec instead"
  }

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
      return MotionCommand.usageError(
        parsed.positionals.isEmpty
          ? "missing the spec" : "`timeline` takes one spec, found \(parsed.positionals.count)",
        spec: spec, console: console)
    }
    let width: Int
    do {
      width = try parsed.integer("width", in: 20...1000) ?? 60
    } catch {
      return MotionCommand.usageError(error.message, spec: spec, console: console)
    }
    guard let timeline = MotionCommand.compile(path, parsed, console: console) else {
      return .inputError
    }
    if let problem = tooLarge(rows: timeline.columns.count, width: width) {
      return MotionCommand.usageError(problem, spec: spec, console: console)
    }
    let title = path == "-" ? "<stdin>" : path
    do {
      console.writeOutput(try TimelineChart.render(timeline, title: title, width: width))
    } catch {
      return MotionCommand.internalError(error, console: console)
    }
    return .success
  }
}
