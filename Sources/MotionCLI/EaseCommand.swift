import MotionCompiler
import MotionRuntime

/// `motionc ease EASING`: a curve's values as a small text plot and a table, so a designer can
/// look at a curve from the terminal.
enum EaseCommand: Command {
  static let spec = CommandSpec(
    name: "motionc ease",
    overview: "Show a timing curve: a text plot and a table of its values.",
    usage: "motionc ease <easing> [--over <duration>] [--rows <count>]",
    arguments: [
      (
        "<easing>",
        "An easing as written after `ease` in a spec: `easeOutBack`, `cubic(0.2, 0, 0, 1)`, "
          + "`steps(4, jump-start)`, `linear(0, 0.25 40%, 1)`, `spring(duration: 0.5s, bounce: 0.3)`. "
          + "Quote it in the shell."
      )
    ],
    options: [
      CommandSpec.Option(
        long: "over", short: nil, value: "duration",
        help: "The change's duration (default: 1s; for a spring, its settling time)."),
      CommandSpec.Option(
        long: "rows", short: nil, value: "count",
        help: "How many table rows, evenly spaced (default: 11, from 2 to 1000)."),
    ],
    discussion: "For springs it also prints the parameters in every spelling and the settling "
      + "time: the earliest time after which the spring stays within 0.001 of its target.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard !parsed.positionals.isEmpty else {
      return MotionCommand.usageError("missing the easing to show", spec: spec, console: console)
    }
    // `steps(4, jump-start)` may arrive as two shell words.
    let easingText = parsed.positionals.joined(separator: " ")
    let rows: Int
    do {
      rows = try parsed.integer("rows", in: 2...1000) ?? 11
    } catch {
      return MotionCommand.usageError(error.message, spec: spec, console: console)
    }
    // The texts become one line of a spec: a line break would add statements to it.
    for text in [easingText, parsed.values["over"] ?? ""]
    where text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
      return MotionCommand.usageError(
        "the easing and `--over` must each be on one line", spec: spec, console: console)
    }
    // Read the curve the way a spec does, so every spelling and error is the same.
    var line = "moveX 1 ease \(easingText)"
    let isSpring = easingText.hasPrefix("spring")
    if let over = parsed.values["over"] {
      line += " over \(over)"
    } else if !isSpring {
      line += " over 1s"
    }
    let result = Compiler.compile(SourceFile(path: "<easing>", text: line + "\n"))
    if !result.diagnostics.isEmpty {
      console.writeError(
        DiagnosticRenderer(colored: console.colorsErrors).render(
          result.diagnostics, in: result.file))
    }
    guard let timeline = result.timeline else { return .inputError }
    guard let track = timeline.track(element: "view", property: .moveX), track.count == 1 else {
      // E.g. `linear repeat 2`: words after the curve that make it more than one change.
      console.writeError(
        "error: `\(easingText)` makes more than one change: give just the easing\n")
      return .inputError
    }
    let segment = track.segment(0)
    console.writeOutput(report(segment, rows: rows))
    return .success
  }

  static func report(_ segment: Segment, rows: Int) -> String {
    let easing = segment.easing
    let length = segment.end - segment.start
    var out = "\(easing.name)\n"
    if case .spring(let spring, _) = easing {
      let mapped = spring.durationAndBounce
      out +=
        "  mass \(NumberFormatting.fixed(spring.mass)), stiffness \(NumberFormatting.fixed(spring.stiffness)), "
      out +=
        "damping \(NumberFormatting.fixed(spring.damping)), velocity \(NumberFormatting.fixed(spring.initialVelocity))\n"
      out +=
        "  = duration \(NumberFormatting.fixed(mapped.duration))s, bounce \(NumberFormatting.fixed(mapped.bounce)) "
      out += "(damping ratio \(NumberFormatting.fixed(spring.dampingRatio)))\n"
      let settling =
        spring.settlingTime.map { NumberFormatting.fixed(($0 * 1e6).rounded() / 1e6) + "s" }
        ?? "never"
      out += "  settling time \(settling)\n"
    }
    out += "  over \(Ticks.decimalSeconds(length))s\n\n"
    out += EasingPlot.text(easing)
    out += "\n  progress  time        eased\n"
    for row in 0..<rows {
      let progress = Double(row) / Double(rows - 1)
      let time = Double(length) / 1e9 * progress
      let value = easing.value(at: progress)
      out += "  " + pad(NumberFormatting.fixed((progress * 1e6).rounded() / 1e6), 10)
      out += pad(NumberFormatting.fixed((time * 1e6).rounded() / 1e6) + "s", 12)
      out += NumberFormatting.fixed((value * 1e6).rounded() / 1e6) + "\n"
    }
    return out
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
