import MotionCompiler
import MotionRuntime

/// `motionc sample SPEC (--fps N | --at T,T,…) [--from T] [--to T] [--format csv|json] [-o FILE]`.
enum SampleCommand: Command {
  static let defaultMaximumFrames: UInt64 = 1_000_000
  /// The most `--max-frames` may allow: every row is held in memory before it is written.
  static let maximumFrameLimit: UInt64 = 10_000_000
  /// The most values (rows × columns, times included) one run may print, whatever the rows.
  static let maximumValues: UInt64 = 50_000_000
  static let maximumFrameRate = 10_000.0

  static let spec = CommandSpec(
    name: "motionc sample",
    overview: "Print a spec's values over time: on a frame grid, or at given times.",
    usage: "motionc sample <spec> (--fps <rate> | --at <times>) [--from <time>] [--to <time>] "
      + "[--format <format>] [--output <file>] [--reduced] [--motion <name>] [--root <folder>]",
    arguments: [("<spec>", "The .motion file to sample, or `-` for standard input.")],
    options: [
      CommandSpec.Option(
        long: "fps", short: nil, value: "rate",
        help: "Sample every frame at this rate (e.g. 60, 29.97 or 30000/1001): frame i is at "
          + "exactly i / rate seconds, plus a last row at the end when it is not on a frame."),
      CommandSpec.Option(
        long: "at", short: nil, value: "times",
        help: "Sample at these times instead, comma-separated, in seconds (`0.1,0.25`) or with "
          + "units (`100ms,0.25s`)."),
      CommandSpec.Option(
        long: "from", short: nil, value: "time",
        help: "With --fps, the first time to sample (default: 0)."),
      CommandSpec.Option(
        long: "to", short: nil, value: "time",
        help: "With --fps, the last time to sample (default: the end of the timeline; "
          + "required for a timeline that never ends)."),
      CommandSpec.Option(
        long: "format", short: nil, value: "format", help: "`csv` (default) or `json`."),
      CommandSpec.Option(
        long: "max-frames", short: nil, value: "count",
        help: "The most rows --fps may produce (default: 1000000, at most 10000000)."),
      CommandSpec.Option(
        long: "output", short: "o", value: "file",
        help: "Where to write the samples (default: standard output, also `-`), replaced "
          + "atomically (through a symbolic link, its target). A folder, named pipe or device is "
          + "refused (exit 2): redirect standard output instead."),
    ]
      + MotionCommand.timelineOptions,
    discussion: "Values print rounded to 9 decimal places; colors as #RRGGBBAA. Columns are "
      + "`time` and then ELEMENT.PROPERTY for every animated property.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    do throws(UsageError) {
      let request = try Request(parsed)
      if let problem = MotionCommand.outputProblem(
        spec: request.path, output: parsed.values["output"])
      {
        throw UsageError(message: problem)
      }
      guard let timeline = MotionCommand.compile(request.path, parsed, console: console) else {
        return .inputError
      }
      let times = try request.times(for: timeline)
      let text: String
      do {
        text = try SampleWriter.write(timeline, at: times, format: request.format)
      } catch {
        return MotionCommand.internalError(error, console: console)
      }
      return MotionCommand.write(text, to: parsed.values["output"], console: console)
    } catch {
      return MotionCommand.usageError(error.message, spec: spec, console: console)
    }
  }

  /// Why `rows` rows of `columns` values are too many to print, if they are: more than
  /// ``maximumValues`` in all. Rows and columns both grow with the input (the frame rate and
  /// range, the animated properties), and the text is built in memory.
  static func tooManyValues(rows: UInt64, columns: UInt64) -> String? {
    let (values, overflow) = rows.multipliedReportingOverflow(by: columns)
    guard overflow || values > maximumValues else { return nil }
    return "this would print \(rows) rows of \(columns) values, "
      + (overflow ? "" : "\(values) in all, ") + "more than the limit of \(maximumValues)"
  }

  /// The checked command line.
  private struct Request {
    var path: String
    var format: SampleWriter.Format = .csv
    var rate: FrameRate?
    var at: [SampleTime] = []
    var from: Tick?
    var to: Tick?
    var maximumFrames = defaultMaximumFrames

    init(_ parsed: ParsedArguments) throws(UsageError) {
      guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
        throw UsageError(
          message: parsed.positionals.isEmpty
            ? "missing the spec to sample"
            : "`sample` takes one spec, found \(parsed.positionals.count)")
      }
      self.path = path
      if let format = parsed.values["format"] {
        guard let value = SampleWriter.Format(rawValue: format) else {
          throw UsageError(message: "unknown format `\(format)`: use `csv` or `json`")
        }
        self.format = value
      }
      switch (parsed.values["fps"], parsed.values["at"]) {
      case (nil, nil):
        throw UsageError(message: "say when to sample: `--fps <rate>` or `--at <times>`")
      case (.some, .some):
        throw UsageError(message: "`--fps` and `--at` cannot be used together")
      case (let fps?, nil):
        rate = try FrameRateArgument.parse(fps, maximum: Int(maximumFrameRate))
      case (nil, let times?):
        at = try times.split(separator: ",", omittingEmptySubsequences: false).map {
          (text) throws(UsageError) -> SampleTime in
          SampleTime(tick: try UsageError.time(String(text).trimmingSpaces, option: "--at"))
        }
        if parsed.values["from"] != nil || parsed.values["to"] != nil {
          throw UsageError(message: "`--from` and `--to` go with `--fps`; `--at` lists its times")
        }
      }
      if let text = parsed.values["from"] { from = try UsageError.time(text, option: "--from") }
      if let text = parsed.values["to"] { to = try UsageError.time(text, option: "--to") }
      if let from, let to, from > to {
        throw UsageError(
          message:
            "`--from` (\(Ticks.decimalSeconds(from))s) is after `--to` (\(Ticks.decimalSeconds(to))s)"
        )
      }
      if let value = try parsed.integer("max-frames", in: 1...Int(maximumFrameLimit)) {
        maximumFrames = UInt64(value)
      }
    }

    func times(for timeline: Timeline) throws(UsageError) -> [SampleTime] {
      // Every row has the time and a value per animated property.
      let columns = UInt64(SampleWriter.header(timeline).count)
      guard let rate else {
        try checkValues(rows: UInt64(at.count), columns: columns, advice: "give fewer times")
        return at
      }
      if timeline.isEndless, to == nil {
        throw UsageError(
          message: "this timeline never ends (it has a `repeat forever`): with `--fps`, "
            + "say where to stop with `--to <time>`")
      }
      let start = from ?? 0
      let end = to ?? max(timeline.duration, start)
      guard let grid = FrameGrid(rate: rate, from: start, to: end), let count = grid.count else {
        throw UsageError(
          message:
            "cannot sample from \(Ticks.decimalSeconds(start))s to \(Ticks.decimalSeconds(end))s")
      }
      let tooManyRows = {
        let raise =
          count <= maximumFrameLimit ? "raise it with `--max-frames \(count)` or " : ""
        return UsageError(
          message: "this would print \(count) rows, more than the limit of \(maximumFrames); "
            + raise + "sample a shorter range with --from/--to")
      }
      guard count <= maximumFrames else { throw tooManyRows() }
      try checkValues(
        rows: count, columns: columns,
        advice: "sample a shorter range with --from/--to or at a lower --fps")
      guard let times = grid.times(limit: maximumFrames) else { throw tooManyRows() }
      return times
    }

    private func checkValues(rows: UInt64, columns: UInt64, advice: String) throws(UsageError) {
      if let problem = SampleCommand.tooManyValues(rows: rows, columns: columns) {
        throw UsageError(message: problem + "; " + advice)
      }
    }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
