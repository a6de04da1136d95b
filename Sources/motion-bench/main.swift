// motion-bench: performance report for the motionc front end, JSON writer and sampler.
//
// Run: swift run -c release motion-bench [--size-mb N] [--runs N]   (or scripts/bench)
//
// It generates a large, valid spec in memory, checks that it compiles with no errors,
// then times (best of N wall-clock runs, one core):
//   - the front end: source bytes → SourceFile → Compiler.compile → Timeline, in MB/s;
//   - the JSON writer: TrackWriter.json(timeline), in MB/s of output;
//   - sampling: every track over the whole timeline on a 60 fps grid, in M samples/s;
//   - scaling: the front end on a spec twice as large, as a time ratio;
//   - the player tick: one tick of a clock driving 10,000 players of an 8-property track, and
//     the Swift heap allocations per tick once playing.
// It always exits 0 once the report is printed (misses are marked in the report); it exits 1
// only if the generated spec does not compile cleanly, and 2 for a wrong command line.

import Foundation
import MotionCompiler
import MotionRuntime

enum Targets {
  static let frontEndMBPerSecond = 50.0
  static let samplesPerSecond = 50e6
  static let doublingRatio = 2.2
  /// One tick of 10,000 players, in seconds.
  static let playerTick = 0.002
}

struct Options {
  var sizeMB = 10.0
  var runs = 5
  /// Only generate the spec and run the front end `runs` times (for profilers).
  var frontEndOnly = false
  /// Write the generated spec to this file and stop (to reproduce with `motionc`).
  var writeSpec: String?
  /// Only measure the player tick (for profilers).
  var playerTickOnly = false

  static let usage = """
    usage: motion-bench [--size-mb N] [--runs N] [--front-end-only] [--write-spec FILE] [--help]

    Generates a large valid .motion spec in memory and reports, as the best of N runs:
      front end   source bytes -> Compiler.compile -> Timeline     (target >= \(Int(Targets.frontEndMBPerSecond)) MB/s)
      JSON        TrackWriter.json(timeline), MB/s of output
      sampling    every track over the whole timeline at 60 fps    (target >= \(Int(Targets.samplesPerSecond / 1e6)) M samples/s)
      scaling     front end time on a 2x spec / on the 1x spec      (target <= \(Targets.doublingRatio)x)
      player tick one tick of 10,000 players of an 8-property track (target <= 2 ms, 0 allocations)

    options:
      --size-mb N   size of the generated spec in MiB (default 10; also at least 20,000 steps per MiB)
      --runs N      runs per measurement, the best is reported (default 5)
      --front-end-only
                    only run the front end N times and print its time (for perf / callgrind)
      --write-spec FILE
                    write the generated spec to FILE and stop (e.g. for `motionc check FILE`)
      --player-tick-only
                    only measure the player tick (300 x N ticks) and print it (for perf)
      --help        show this help

    MB/s means 10^6 bytes per second. Exit status is 0 even when targets are missed.
    """

  static func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var index = 0
    func fail(_ message: String) -> Never {
      FileHandle.standardError.write(Data("motion-bench: \(message)\n\n\(usage)\n".utf8))
      exit(2)
    }
    func value(_ name: String) -> String {
      index += 1
      guard index < arguments.count else { fail("\(name) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--help", "-h":
        print(usage)
        exit(0)
      case "--size-mb":
        let text = value(argument)
        guard let size = Double(text), size.isFinite, size > 0, size <= 1024 else {
          fail("--size-mb expects a positive number of MiB, got '\(text)'")
        }
        options.sizeMB = size
      case "--runs":
        let text = value(argument)
        guard let runs = Int(text), runs > 0 else {
          fail("--runs expects a positive integer, got '\(text)'")
        }
        options.runs = runs
      case "--front-end-only":
        options.frontEndOnly = true
      case "--player-tick-only":
        options.playerTickOnly = true
      case "--write-spec":
        options.writeSpec = value(argument)
      default:
        fail("unknown argument '\(argument)'")
      }
      index += 1
    }
    return options
  }
}

func progress(_ message: String) {
  FileHandle.standardError.write(Data("… \(message)\n".utf8))
}

/// Compiles `spec` once and exits with its diagnostics if it has errors. (Warnings are fine:
/// the random values sometimes repeat a value or repeat without `yoyo`.)
func compileCleanly(_ spec: SpecGenerator.Spec, name: String, limits: Limits) -> Timeline {
  let result = Compiler.compile(SourceFile(path: name, bytes: spec.bytes), limits: limits)
  guard !result.hasErrors, let timeline = result.timeline else {
    let rendered = result.rendered.split(separator: "\n", omittingEmptySubsequences: false)
    var message = "motion-bench: FAILED: the generated spec \(name) does not compile cleanly: "
    message +=
      "\(result.diagnostics.count) diagnostic(s), timeline \(result.timeline == nil ? "missing" : "present")\n"
    message += rendered.prefix(60).joined(separator: "\n") + "\n"
    if rendered.count > 60 { message += "… (\(rendered.count - 60) more lines)\n" }
    FileHandle.standardError.write(Data(message.utf8))
    exit(1)
  }
  return timeline
}

/// The 1-minute load average (Linux `/proc/loadavg`), if available.
func loadAverage() -> String? {
  guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
  return text.split(separator: " ").first.map(String.init)
}

func mark(_ ok: Bool) -> String { ok ? "ok" : "MISSED  <-- target not met" }

func run() {
  let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
  let runs = options.runs
  let loadAtStart = loadAverage()
  let generator = SpecGenerator()
  if options.playerTickOnly {
    let tick = PlayerTick.measure(ticks: 300 * runs)
    print(
      "player tick: median \(Format.fixed(tick.median * 1000, 3)) ms, slowest "
        + "\(Format.fixed(tick.slowest * 1000, 3)) ms, with values "
        + "\(Format.fixed(tick.medianWithValues * 1000, 3)) ms, allocations per tick "
        + (tick.allocationsPerTick.map { Format.fixed($0, 2) } ?? "n/a"))
    return
  }

  // 1. The spec.
  progress("generating a \(Format.fixed(options.sizeMB, 1)) MiB spec")
  let minimumBytes = Int(options.sizeMB * 1_048_576)
  let minimumSteps = Int(options.sizeMB * 20_000)
  let spec = generator.generate(minimumBytes: minimumBytes, minimumSteps: minimumSteps)
  if let path = options.writeSpec {
    do {
      try Data(spec.bytes).write(to: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(Data("motion-bench: cannot write \(path): \(error)\n".utf8))
      exit(1)
    }
    print(
      "wrote \(path): \(Format.grouped(spec.bytes.count)) bytes, \(Format.grouped(spec.merges)) merges, "
        + "\(Format.grouped(spec.steps)) steps, \(spec.elements) elements")
    return
  }
  let specLimits = limits(for: spec.bytes.count)
  progress("checking that it compiles cleanly (\(Format.grouped(spec.bytes.count)) bytes)")
  let timeline = compileCleanly(spec, name: "bench.motion", limits: specLimits)
  if options.frontEndOnly {
    progress("front end only: \(runs) runs")
    let time = Measure.best(of: runs) { frontEnd(spec.bytes, limits: specLimits) }.seconds
    print(
      "front end: \(Format.ms(time)), \(Format.fixed(Double(spec.bytes.count) / 1e6 / time, 1)) MB/s"
    )
    return
  }
  let columns = timeline.columns
  let tracks = columns.map(\.track)
  let segments = tracks.reduce(0) { $0 + $1.count }
  let sourceFile = SourceFile(path: "bench.motion", bytes: spec.bytes)
  let tokenCount = Lexer.tokenize(sourceFile).tokens.count

  // 2b. JSON writer (2a, the front end, is measured below with the scaling).
  progress("JSON writer: \(runs) runs")
  let (jsonTime, jsonBytes) = Measure.best(of: runs) {
    ((try? TrackWriter.json(timeline)) ?? "").utf8.count
  }

  // 2c. Sampling on a 60 fps grid over the whole timeline.
  progress("sampling: \(runs) runs")
  guard let rate = FrameRate(numerator: 60, denominator: 1),
    let grid = FrameGrid(rate: rate, from: 0, to: timeline.duration),
    let times = grid.times(limit: 1 << 31)
  else {
    FileHandle.standardError.write(Data("motion-bench: cannot build the 60 fps frame grid\n".utf8))
    exit(1)
  }
  let maximumStride = tracks.map { $0.property.kind.componentCount }.max() ?? 1
  let componentSamples = tracks.reduce(0) { $0 + $1.property.kind.componentCount } * times.count
  let propertySamples = tracks.count * times.count
  let output = UnsafeMutableBufferPointer<Double>.allocate(
    capacity: max(1, times.count * maximumStride))
  output.initialize(repeating: 0)
  defer { output.deallocate() }
  let (samplingTime, checksum) = times.withUnsafeBufferPointer { times in
    Measure.best(of: runs) { () -> Double in
      var checksum = 0.0
      for index in tracks.indices {
        tracks[index].sample(at: times, into: output)
        checksum +=
          output[0] + output[times.count &* tracks[index].property.kind.componentCount &- 1]
      }
      return checksum
    }
  }

  // 2a + 2d. Front end, with a breakdown, on the spec and on one twice as large (2x merges).
  progress("generating the 2x spec (\(spec.merges * 2) merges)")
  let double = generator.generate(merges: spec.merges * 2)
  let doubleLimits = limits(for: double.bytes.count)
  progress("checking that it compiles cleanly (\(Format.grouped(double.bytes.count)) bytes)")
  let doubleDuration = compileCleanly(double, name: "bench-2x.motion", limits: doubleLimits)
    .duration
  // Alternate 1x and 2x rounds so that both sides of the ratio see the same machine state.
  var single = FrontEndTimes()
  var twice = FrontEndTimes()
  for round in 1...runs {
    progress("front end, 1x and 2x specs: round \(round) of \(runs)")
    single.measureRound(spec.bytes, limits: specLimits)
    twice.measureRound(double.bytes, limits: doubleLimits)
  }

  // 3. Report.
  let megabytes = Double(spec.bytes.count) / 1e6
  let frontEndRate = megabytes / single.total
  let jsonRate = Double(jsonBytes) / 1e6 / jsonTime
  let sampleRate = Double(propertySamples) / samplingTime
  let ratio = twice.total / single.total
  let frontEndOK = frontEndRate >= Targets.frontEndMBPerSecond
  let samplingOK = sampleRate >= Targets.samplesPerSecond
  let scalingOK = ratio <= Targets.doublingRatio
  func row(_ label: String, _ figure: String, _ detail: String) -> String {
    "  " + Format.pad(label, 22) + Format.padLeft(figure, 14) + "   " + detail
  }
  func stage(_ label: String, _ time: (FrontEndTimes) -> Double, _ note: String) -> String {
    let one = time(single)
    let two = time(twice)
    return "  " + Format.pad(label, 22) + Format.padLeft(Format.ms(one), 14)
      + Format.padLeft(Format.fixed(100 * one / single.total, 1) + " %", 9)
      + Format.padLeft(Format.fixed(megabytes / one, 1), 9)
      + Format.padLeft(Format.ms(two), 14) + Format.padLeft(Format.fixed(two / one, 2) + "x", 8)
      + (note.isEmpty ? "" : "   " + note)
  }

  var report: [String] = []
  report.append(
    "motion-bench — motionc performance report (best of \(runs) run\(runs == 1 ? "" : "s"), wall clock, one core)"
  )
  report.append("")
  report.append(
    "machine   \(ProcessInfo.processInfo.activeProcessorCount) cores; load average at start "
      + "\(loadAtStart ?? "n/a"), at end \(loadAverage() ?? "n/a") (a busy machine makes the figures noisy)"
  )
  report.append(
    "spec      \(Format.fixed(megabytes, 2)) MB (\(Format.grouped(spec.bytes.count)) bytes), "
      + "\(Format.grouped(spec.merges)) merges, \(Format.grouped(spec.steps)) steps, "
      + "\(spec.elements) elements, \(Format.grouped(sourceFile.lineCount)) lines, "
      + "\(Format.grouped(tokenCount)) tokens, 0 errors")
  report.append(
    "timeline  \(Format.fixed(Ticks.seconds(timeline.duration), 2)) s, "
      + "\(Format.grouped(tracks.count)) tracks, \(Format.grouped(segments)) segments")
  report.append("")
  report.append("front end (bytes -> SourceFile -> Compiler.compile -> Timeline)")
  report.append(
    row(
      "throughput", Format.fixed(frontEndRate, 1) + " MB/s",
      "\(Format.ms(single.total))   target >= \(Int(Targets.frontEndMBPerSecond)) MB/s   \(mark(frontEndOK))"
    ))
  report.append("")
  report.append(
    "  " + Format.pad("stage", 22) + Format.padLeft("1x time", 14) + Format.padLeft("share", 9)
      + Format.padLeft("MB/s", 9) + Format.padLeft("2x time", 14) + Format.padLeft("2x/1x", 8))
  report.append(stage("SourceFile.init", \.sourceFile, "line table"))
  report.append(stage("Lexer.tokenize", \.lex, ""))
  report.append(stage("parsing (w/o lexing)", \.parseOnly, "Parser.parse minus Lexer.tokenize"))
  report.append(
    stage(
      "check + lower", \.rest, "the rest of Compiler.compile: Checker, TimelineBuilder, teardown"))
  report.append(
    stage("  incl. tree teardown", \.treeTeardown, "freeing the SyntaxTree (timed on its own)"))
  report.append(stage("total", \.total, ""))
  report.append("")
  report.append("JSON writer (TrackWriter.json)")
  report.append(
    row(
      "throughput", Format.fixed(jsonRate, 1) + " MB/s",
      "\(Format.ms(jsonTime)) for \(Format.fixed(Double(jsonBytes) / 1e6, 2)) MB of JSON   (no target)"
    ))
  report.append("")
  report.append("sampling (PropertyTrack.sample, 60 fps over the whole timeline, reused buffer)")
  report.append(
    row(
      "throughput", Format.fixed(sampleRate / 1e6, 1) + " M/s",
      "\(Format.ms(samplingTime)) for \(Format.grouped(propertySamples)) property samples "
        + "(\(Format.grouped(times.count)) frames x \(Format.grouped(tracks.count)) tracks)   "
        + "target >= \(Int(Targets.samplesPerSecond / 1e6)) M/s   \(mark(samplingOK))"))
  if componentSamples != propertySamples {
    report.append(row("", "", "(\(Format.grouped(componentSamples)) doubles written)"))
  }
  report.append("")
  progress("easing rates: \(runs) runs per curve")
  let (rates, easingChecksum) = EasingRates.measure(runs: runs)
  report.append("easing rates (Easing.value(at:), 5 M evaluations per curve, one core)")
  var easingsOK = true
  for rate in rates {
    let ok = rate.perSecond >= rate.kind.target
    easingsOK = easingsOK && ok
    report.append(
      row(
        rate.name, Format.fixed(rate.perSecond / 1e6, 1) + " M/s",
        "\(rate.kind.rawValue), target >= \(Int(rate.kind.target / 1e6)) M/s   \(mark(ok))"))
  }
  report.append("")
  report.append("scaling (front end on a spec with 2x the merges)")
  report.append(
    row(
      "time ratio", Format.fixed(ratio, 2) + "x",
      "\(Format.ms(single.total)) -> \(Format.ms(twice.total)) for "
        + "\(Format.fixed(Double(double.bytes.count) / 1e6, 2)) MB (\(Format.grouped(double.steps)) steps, "
        + "\(Format.fixed(Ticks.seconds(doubleDuration), 0)) s)   target <= \(Targets.doublingRatio)x   \(mark(scalingOK))"
    ))
  report.append("")
  progress("player tick: \(PlayerTick.playerCount) players")
  let tick = PlayerTick.measure(ticks: 300 * runs)
  let tickOK = tick.median <= Targets.playerTick
  let allocationsOK = tick.allocationsPerTick == 0
  report.append(
    "player tick (ManualClock driving \(Format.grouped(PlayerTick.playerCount)) MotionPlayers of an "
      + "8-property track, \(Format.grouped(tick.ticks)) ticks of 1/60 s)")
  report.append(
    row(
      "tick", Format.fixed(tick.median * 1000, 3) + " ms",
      "median; slowest \(Format.fixed(tick.slowest * 1000, 3)) ms   target <= "
        + "\(Format.fixed(Targets.playerTick * 1000, 0)) ms   \(mark(tickOK))"))
  report.append(
    row(
      "allocations", tick.allocationsPerTick.map { Format.fixed($0, 2) } ?? "n/a",
      "Swift heap allocations per tick (swift_allocObject counted)   target 0   "
        + mark(allocationsOK)))
  report.append(
    row(
      "tick + 80,000 values", Format.fixed(tick.medianWithValues * 1000, 3) + " ms",
      "median; the tick, then player.frame.value(of:onElementAt:) for 8 properties of every player   "
        + "(no target)"))
  report.append(
    row("", "", "\(Format.grouped(tick.markersFired)) marker edges fired along the way"))
  report.append("")
  let missed = [
    frontEndOK ? nil : "front end", samplingOK ? nil : "sampling", scalingOK ? nil : "scaling",
    easingsOK ? nil : "easing rates", tickOK ? nil : "player tick",
    allocationsOK ? nil : "tick allocations",
  ]
  .compactMap { $0 }
  report.append(
    missed.isEmpty
      ? "summary   all targets met"
      : "summary   MISSED: \(missed.joined(separator: ", ")) (see above)")
  report.append("          (checksum \(Format.fixed(checksum + easingChecksum, 3)))")
  print(report.joined(separator: "\n"))
}

run()
