import MotionCompiler
import MotionRuntime
import MotionWeb

/// `motionc plot SPEC [-o FILE.svg] [--property ELEMENT.PROP]`.
enum PlotCommand: Command {
  static let spec = CommandSpec(
    name: "motionc plot",
    overview: "Plot every property's value over time as an SVG image.",
    usage: "motionc plot <spec> [--output <file>] [--property <element.property>] [--reduced] "
      + "[--motion <name>] [--root <folder>]",
    arguments: [("<spec>", "The .motion file to plot, or `-` for standard input.")],
    options: [
      CommandSpec.Option(
        long: "output", short: "o", value: "file",
        help: "Where to write the SVG (default: standard output, also `-`). The file is "
          + "replaced atomically, and left untouched when the spec has errors."),
      CommandSpec.Option(
        long: "property", short: nil, value: "element.property",
        help: "Plot only this property, e.g. `fairy.moveY` (as `sample` names its columns)."),
    ]
      + MotionCommand.timelineOptions,
    discussion: "One panel per property (`scale` once where both axes move together): its values "
      + "as a line, the value axis labelled at the smallest and largest values the curve reaches "
      + "(a spring's peak included), a color property as a band of its colors with each change's "
      + "eased progress drawn over it (so an overshoot shows), a dot where each change starts and "
      + "ends, the time axis in seconds. An "
      + "endless timeline is plotted for its first cycle and as long again. The image has no "
      + "scripts or external references (it shows on GitHub), and the same spec always gives "
      + "the same bytes.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
      return MotionCommand.usageError(
        parsed.positionals.isEmpty
          ? "missing the spec to plot" : "`plot` takes one spec, found \(parsed.positionals.count)",
        spec: spec, console: console)
    }
    if let problem = MotionCommand.outputProblem(spec: path, output: parsed.values["output"]) {
      return MotionCommand.usageError(problem, spec: spec, console: console)
    }
    var only: ValuePlot.Column?
    if let text = parsed.values["property"] {
      switch column(text) {
      case .success(let column): only = column
      case .failure(let problem):
        return MotionCommand.usageError(problem.message, spec: spec, console: console)
      }
    }
    guard let timeline = MotionCommand.compile(path, parsed, console: console) else {
      return .inputError
    }
    if let only, timeline.track(element: only.element, property: only.property) == nil {
      let names = SampleWriter.header(timeline).dropFirst()
      var message = "the timeline has no `\(only.element).\(only.property.rawValue)`"
      message +=
        names.isEmpty
        ? "; it animates nothing" : "; it has " + names.map { "`\($0)`" }.joined(separator: ", ")
      return MotionCommand.usageError(message, spec: spec, console: console)
    }
    if let problem = WebLimits.drawingProblem([timeline]) {
      console.writeError("error: \(problem.message)\n")
      return .inputError
    }
    var title = WebCompilation.title(path)
    if let motion = parsed.values["motion"] { title += " --motion \(motion)" }
    if parsed.flags.contains("reduced") { title += " (reduced motion)" }
    let svg = ValuePlot.document(timeline, title: title, only: only)
    return MotionCommand.write(svg, to: parsed.values["output"], console: console)
  }

  /// `ELEMENT.PROPERTY` read as a column.
  static func column(_ text: String) -> Result<ValuePlot.Column, UsageError> {
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex else {
      return .failure(
        UsageError(
          message: "`--property` takes ELEMENT.PROPERTY, e.g. `view.moveX`; found `\(text)`"))
    }
    let element = String(text[..<dot])
    let name = String(text[text.index(after: dot)...])
    guard let property = Property(rawValue: name) else {
      var message = "unknown property `\(name)` in `--property`"
      if let suggestion = Suggestions.nearest(to: name, in: Property.allCases.map(\.rawValue)) {
        message += "; did you mean `\(suggestion)`?"
      }
      return .failure(UsageError(message: message))
    }
    return .success(ValuePlot.Column(element: element, property: property))
  }
}
