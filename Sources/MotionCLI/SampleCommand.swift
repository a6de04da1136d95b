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
      + "[--play <play@time> …] [--handoff <rule>] [--format <format>] [--output <file>] "
      + "[--reduced] [--motion <name>] [--root <folder>]",
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
        long: "play", short: nil, value: "play@time",
        help: "At this time, also play what the spec's statement `play PLAY` would, over what "
          + "is already playing: `\"pop on card@0.3s\"`, `\"shake(amount: 8) on field@1\"`. "
          + "Repeatable.",
        repeatable: true),
      CommandSpec.Option(
        long: "handoff", short: nil, value: "rule",
        help: "What a --play does to the properties already moving: `retarget` (default: they "
          + "start where they are, springs at the speed they move), `queue` (it waits until they "
          + "rest) or `replace` (it jumps to its own start values)."),
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
      + "`time` and then ELEMENT.PROPERTY for every animated property. With --play, the values "
      + "are those an app's MotionStage shows (the spec's timeline from 0, each play started at "
      + "its time), read at each time cut to the whole nanosecond (the runtime clock's "
      + "resolution), with the columns of the plays' properties after the spec's; without "
      + "--fps's --to, sampling runs until every property has stopped changing.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    do throws(UsageError) {
      let request = try Request(parsed)
      if let problem = MotionCommand.outputProblem(
        spec: request.path, output: parsed.values["output"])
      {
        throw UsageError(message: problem)
      }
      if !request.plays.isEmpty {
        return try samplePlays(request, parsed, console: console)
      }
      guard let timeline = MotionCommand.compile(request.path, parsed, console: console) else {
        return .inputError
      }
      let times = try request.times(
        columns: SampleWriter.header(timeline).count, end: timeline.duration,
        isEndless: timeline.isEndless)
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

  /// `sample --play`: the spec's timeline and every play on one stage, sampled as an app's
  /// stage shows them.
  private static func samplePlays(
    _ request: Request, _ parsed: ParsedArguments, console: Console
  ) throws(UsageError) -> ExitCode {
    let limits = Limits()
    guard let file = MotionCommand.readSpec(request.path, console: console, limits: limits) else {
      return .inputError
    }
    let main = MotionCommand.compile(
      file, parsed, motion: parsed.values["motion"], includeReduced: false)
    MotionCommand.report(main.diagnostics, in: main.sources, console: console)
    var plays: [ScheduledPlay] = []
    var failed = main.track == nil
    for play in request.plays {
      let result = MotionCommand.compile(
        file, parsed, motion: play.text, origin: "--play", includeReduced: false)
      // The spec's own warnings were printed with its timeline: only the play's are new. On
      // the stage a play starts from where the elements are, so what its film alone would
      // start from (M0201 a change to the value it has, M0209 a jump to a `from`) says nothing.
      let new = result.diagnostics.filter {
        !main.diagnostics.contains($0) && !["M0201", "M0209"].contains($0.code)
      }
      MotionCommand.report(new, in: result.sources, console: console)
      if let track = result.track {
        plays.append(ScheduledPlay(track, at: play.time, handoff: request.handoff))
      } else {
        failed = true
      }
    }
    guard let first = main.track, !failed else { return .inputError }
    let sampling = StageSampling(first: first, plays: plays)
    let end = sampling.end()
    let times = try request.times(
      columns: sampling.columns.count + 1, end: end ?? first.timeline.duration,
      isEndless: end == nil)
    let text: String
    do {
      text = try SampleWriter.write(
        sampling, rows: sampling.sample(at: times), at: times,
        duration: end ?? times.map(\.tick).max() ?? 0, format: request.format)
    } catch {
      return MotionCommand.internalError(error, console: console)
    }
    return MotionCommand.write(text, to: parsed.values["output"], console: console)
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
    /// `--play`s: what to play (as after `play`) and when.
    var plays: [(text: String, time: Tick)] = []
    var handoff = Handoff.retarget

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
      for text in parsed.lists["play"] ?? [] {
        guard let at = text.lastIndex(of: "@") else {
          throw UsageError(
            message: "`--play` takes a play and a time, `PLAY@TIME` (`pop on card@0.3s`), "
              + "found `\(text)`")
        }
        let time = try UsageError.time(
          String(text[text.index(after: at)...]).trimmingSpaces, option: "--play")
        plays.append((String(text[..<at]), time))
      }
      if let text = parsed.values["handoff"] {
        guard let value = Handoff(rawValue: text) else {
          throw UsageError(
            message: "unknown handoff `\(text)`: use `retarget`, `queue` or `replace`")
        }
        guard !plays.isEmpty else {
          throw UsageError(message: "`--handoff` says how a `--play` starts: give a `--play`")
        }
        handoff = value
      }
    }

    /// The times to sample, for rows of `columns` values (the time included) of a timeline
    /// that ends at `end` (or never, `isEndless`).
    func times(columns: Int, end timelineEnd: Tick, isEndless: Bool) throws(UsageError)
      -> [SampleTime]
    {
      let columns = UInt64(columns)
      guard let rate else {
        try checkValues(rows: UInt64(at.count), columns: columns, advice: "give fewer times")
        return at
      }
      if isEndless, to == nil {
        throw UsageError(
          message: "this timeline never ends (it has a `repeat forever`): with `--fps`, "
            + "say where to stop with `--to <time>`")
      }
      let start = from ?? 0
      let end = to ?? max(timelineEnd, start)
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
