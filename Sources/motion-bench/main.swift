// motion-bench: performance report for the motionc front end, JSON writer and sampler.
//
// Run: swift run -c release motion-bench [--size-mb N] [--runs N]   (or scripts/bench)
//
// It generates a large, valid spec in memory, checks that it compiles with no diagnostics,
// then times (best of N wall-clock runs, one core):
//   - the front end: source bytes → SourceFile → Compiler.compile → Timeline, in MB/s;
//   - the JSON writer: TrackWriter.json(timeline), in MB/s of output;
//   - sampling: every track over the whole timeline on a 60 fps grid, in M samples/s;
//   - scaling: the front end on a spec twice as large, as a time ratio.
// It always exits 0 once the report is printed (misses are marked in the report); it exits 1
// only if the generated spec does not compile cleanly, and 2 for a wrong command line.

import Foundation
import MotionCompiler
import MotionRuntime

enum Targets {
  static let frontEndMBPerSecond = 50.0
  static let samplesPerSecond = 50e6
  static let doublingRatio = 2.2
}

struct Options {
  var sizeMB = 10.0
  var runs = 5
  /// Only generate the spec and run the front end `runs` times (for profilers).
  var frontEndOnly = false

  static let usage = """
    usage: motion-bench [--size-mb N] [--runs N] [--help]

    Generates a large valid .motion spec in memory and reports, as the best of N runs:
      front end   source bytes -> Compiler.compile -> Timeline     (target >= \(Int(Targets.frontEndMBPerSecond)) MB/s)
      JSON        TrackWriter.json(timeline), MB/s of output
      sampling    every track over the whole timeline at 60 fps    (target >= \(Int(Targets.samplesPerSecond / 1e6)) M samples/s)
      scaling     front end time on a 2x spec / on the 1x spec      (target <= \(Targets.doublingRatio)x)

    options:
      --size-mb N   size of the generated spec in MiB (default 10; also at least 20,000 steps per MiB)
      --runs N      runs per measurement, the best is reported (default 5)
      --front-end-only
                    only run the front end N times and print its time (for perf / callgrind)
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
        guard let runs = Int(text), runs > 0 else { fail("--runs expects a positive integer, got '\(text)'") }
        options.runs = runs
      case "--front-end-only":
        options.frontEndOnly = true
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

/// Compiles `spec` once and exits with its diagnostics if there are any.
func compileCleanly(_ spec: SpecGenerator.Spec, name: String, limits: Limits) -> Timeline {
  let result = Compiler.compile(SourceFile(path: name, bytes: spec.bytes), limits: limits)
  guard result.diagnostics.isEmpty, let timeline = result.timeline else {
    let rendered = result.rendered.split(separator: "\n", omittingEmptySubsequences: false)
    var message = "motion-bench: FAILED: the generated spec \(name) does not compile cleanly: "
    message += "\(result.diagnostics.count) diagnostic(s), timeline \(result.timeline == nil ? "missing" : "present")\n"
    message += rendered.prefix(60).joined(separator: "\n") + "\n"
    if rendered.count > 60 { message += "… (\(rendered.count - 60) more lines)\n" }
    FileHandle.standardError.write(Data(message.utf8))
    exit(1)
  }
  return timeline
}

/// Limits that admit `bytes` (the defaults, with a larger file size limit when needed).
func limits(for bytes: Int) -> Limits {
  var limits = Limits()
  if bytes > limits.maximumFileSize { limits.maximumFileSize = bytes }
  return limits
}

/// One front-end run: bytes → SourceFile → compile → timeline. Returns a value that depends on
/// the result so the work cannot be dropped.
func frontEnd(_ bytes: [UInt8], limits: Limits) -> Int {
  let result = Compiler.compile(SourceFile(path: "bench.motion", bytes: bytes), limits: limits)
  return (result.timeline?.elements.count ?? -1) &+ result.diagnostics.count
}

/// The time to free a parsed syntax tree (part of `Compiler.compile`, which drops the tree
/// before it returns), best of `runs`.
func treeTeardownTime(_ file: SourceFile, limits: Limits, runs: Int) -> Double {
  let clock = ContinuousClock()
  var best = Double.infinity
  for _ in 0..<runs {
    var tree: SyntaxTree? = Parser.parse(file, limits: limits).tree
    guard let count = tree?.statements.count, count > 0 else { continue }
    let start = clock.now
    tree = nil
    let elapsed = clock.now - start
    if tree == nil { best = min(best, Measure.seconds(elapsed)) }
  }
  return best.isFinite ? best : 0
}

func mark(_ ok: Bool) -> String { ok ? "ok" : "MISSED  <-- below target" }

func run() {
  let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
  let runs = options.runs
  let generator = SpecGenerator()

  // 1. The spec.
  progress("generating a \(Format.fixed(options.sizeMB, 1)) MiB spec")
  let minimumBytes = Int(options.sizeMB * 1_048_576)
  let minimumSteps = Int(options.sizeMB * 20_000)
  let spec = generator.generate(minimumBytes: minimumBytes, minimumSteps: minimumSteps)
  let specLimits = limits(for: spec.bytes.count)
  progress("checking that it compiles cleanly (\(Format.grouped(spec.bytes.count)) bytes)")
  let timeline = compileCleanly(spec, name: "bench.motion", limits: specLimits)
  if options.frontEndOnly {
    progress("front end only: \(runs) runs")
    let time = Measure.best(of: runs) { frontEnd(spec.bytes, limits: specLimits) }.seconds
    print("front end: \(Format.ms(time)), \(Format.fixed(Double(spec.bytes.count) / 1e6 / time, 1)) MB/s")
    return
  }
  let columns = timeline.columns
  let tracks = columns.map(\.track)
  let segments = tracks.reduce(0) { $0 + $1.count }

  // 2a. Front end, with a breakdown.
  progress("front end: \(runs) runs")
  let frontEndTime = Measure.best(of: runs) { frontEnd(spec.bytes, limits: specLimits) }.seconds
  progress("front end breakdown")
  let sourceFileTime = Measure.best(of: runs) {
    SourceFile(path: "bench.motion", bytes: spec.bytes).lineCount
  }.seconds
  let sourceFile = SourceFile(path: "bench.motion", bytes: spec.bytes)
  let (lexTime, tokenCount) = Measure.best(of: runs) { Lexer.tokenize(sourceFile).tokens.count }
  let parseTime = Measure.best(of: runs) {
    Parser.parse(sourceFile, limits: specLimits).tree.statements.count
  }.seconds
  let teardownTime = treeTeardownTime(sourceFile, limits: specLimits, runs: runs)
  let compileOnlyTime = Measure.best(of: runs) {
    Compiler.compile(sourceFile, limits: specLimits).diagnostics.count
  }.seconds

  // 2b. JSON writer.
  progress("JSON writer: \(runs) runs")
  let (jsonTime, jsonBytes) = Measure.best(of: runs) { TrackWriter.json(timeline).utf8.count }

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
  let output = UnsafeMutableBufferPointer<Double>.allocate(capacity: max(1, times.count * maximumStride))
  output.initialize(repeating: 0)
  defer { output.deallocate() }
  let (samplingTime, checksum) = times.withUnsafeBufferPointer { times in
    Measure.best(of: runs) { () -> Double in
      var checksum = 0.0
      for index in tracks.indices {
        tracks[index].sample(at: times, into: output)
        checksum += output[0] + output[times.count &* tracks[index].property.kind.componentCount &- 1]
      }
      return checksum
    }
  }

  // 2d. Scaling: the front end on a spec twice as large.
  progress("generating the 2x spec (\(spec.merges * 2) merges)")
  let double = generator.generate(merges: spec.merges * 2)
  let doubleLimits = limits(for: double.bytes.count)
  progress("checking that it compiles cleanly (\(Format.grouped(double.bytes.count)) bytes)")
  let doubleTimeline = compileCleanly(double, name: "bench-2x.motion", limits: doubleLimits)
  let doubleDuration = doubleTimeline.duration
  progress("front end on the 2x spec: \(runs) runs")
  let doubleTime = Measure.best(of: runs) { frontEnd(double.bytes, limits: doubleLimits) }.seconds
  // The 1x spec again, right after, so both sides of the ratio see the same machine state.
  let singleAgain = Measure.best(of: runs) { frontEnd(spec.bytes, limits: specLimits) }.seconds
  let singleTime = min(frontEndTime, singleAgain)

  // 3. Report.
  let megabytes = Double(spec.bytes.count) / 1e6
  let frontEndRate = megabytes / singleTime
  let jsonRate = Double(jsonBytes) / 1e6 / jsonTime
  let sampleRate = Double(propertySamples) / samplingTime
  let ratio = doubleTime / singleTime
  let frontEndOK = frontEndRate >= Targets.frontEndMBPerSecond
  let samplingOK = sampleRate >= Targets.samplesPerSecond
  let scalingOK = ratio <= Targets.doublingRatio
  let rest = max(0, compileOnlyTime - parseTime)
  func share(_ seconds: Double) -> String {
    Format.padLeft(Format.fixed(100 * seconds / (sourceFileTime + compileOnlyTime), 1), 5) + " %"
  }
  func row(_ label: String, _ figure: String, _ detail: String) -> String {
    "  " + Format.pad(label, 22) + Format.padLeft(figure, 18) + "   " + detail
  }

  var report: [String] = []
  report.append("motion-bench — motionc performance report (best of \(runs) runs, wall clock, one core)")
  report.append("")
  report.append("spec      \(Format.fixed(megabytes, 2)) MB (\(Format.grouped(spec.bytes.count)) bytes), "
    + "\(Format.grouped(spec.merges)) merges, \(Format.grouped(spec.steps)) steps, "
    + "\(spec.elements) elements, \(Format.grouped(sourceFile.lineCount)) lines, "
    + "\(Format.grouped(tokenCount)) tokens, 0 diagnostics")
  report.append("timeline  \(Format.fixed(Ticks.seconds(timeline.duration), 2)) s, "
    + "\(Format.grouped(tracks.count)) tracks, \(Format.grouped(segments)) segments")
  report.append("")
  report.append("front end (bytes -> SourceFile -> Compiler.compile -> Timeline)")
  report.append(row("throughput", Format.fixed(frontEndRate, 1) + " MB/s",
    "\(Format.ms(singleTime))   target >= \(Int(Targets.frontEndMBPerSecond)) MB/s   \(mark(frontEndOK))"))
  report.append(row("  SourceFile.init", Format.ms(sourceFileTime), share(sourceFileTime) + "   line table"))
  report.append(row("  Lexer.tokenize", Format.ms(lexTime),
    share(lexTime) + "   \(Format.fixed(megabytes / lexTime, 1)) MB/s"))
  report.append(row("  Parser (w/o lexing)", Format.ms(max(0, parseTime - lexTime)),
    share(max(0, parseTime - lexTime)) + "   Parser.parse minus Lexer.tokenize"))
  report.append(row("  check + lower", Format.ms(rest),
    share(rest) + "   Compiler.compile minus Parser.parse (Checker, TimelineBuilder, teardown)"))
  report.append(row("    of which tree free", Format.ms(teardownTime),
    share(teardownTime) + "   releasing the SyntaxTree (measured separately)"))
  report.append("")
  report.append("JSON writer (TrackWriter.json)")
  report.append(row("throughput", Format.fixed(jsonRate, 1) + " MB/s",
    "\(Format.ms(jsonTime)) for \(Format.fixed(Double(jsonBytes) / 1e6, 2)) MB of JSON   (no target)"))
  report.append("")
  report.append("sampling (PropertyTrack.sample, 60 fps over the whole timeline, reused buffer)")
  report.append(row("throughput", Format.fixed(sampleRate / 1e6, 1) + " M/s",
    "\(Format.ms(samplingTime)) for \(Format.grouped(propertySamples)) property samples "
    + "(\(Format.grouped(times.count)) frames x \(Format.grouped(tracks.count)) tracks)   "
    + "target >= \(Int(Targets.samplesPerSecond / 1e6)) M/s   \(mark(samplingOK))"))
  if componentSamples != propertySamples {
    report.append(row("", "", "(\(Format.grouped(componentSamples)) doubles written)"))
  }
  report.append("")
  report.append("scaling (front end on a spec with 2x the merges)")
  report.append(row("time ratio", Format.fixed(ratio, 2) + "x",
    "\(Format.ms(singleTime)) -> \(Format.ms(doubleTime)) for "
    + "\(Format.fixed(Double(double.bytes.count) / 1e6, 2)) MB (\(Format.grouped(double.steps)) steps, "
    + "\(Format.fixed(Ticks.seconds(doubleDuration), 0)) s)   target <= \(Targets.doublingRatio)x   \(mark(scalingOK))"))
  report.append("")
  let missed = [frontEndOK ? nil : "front end", samplingOK ? nil : "sampling", scalingOK ? nil : "scaling"]
    .compactMap { $0 }
  report.append(missed.isEmpty
    ? "summary   all targets met"
    : "summary   MISSED: \(missed.joined(separator: ", ")) (see above)")
  report.append("          (checksum \(Format.fixed(checksum, 3)))")
  print(report.joined(separator: "\n"))
}

run()
