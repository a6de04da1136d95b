// motion-bench: performance report for the motionc front end, JSON writer and sampler.
//
// Run: swift run -c release motion-bench [--size-mb N] [--runs N]   (or scripts/bench)
//
// It generates two large, valid specs (`bench`: merges of plain steps; `design system`: lets,
// parameterized motions, plays with arguments, stagger, colors, springs and imports), writes
// them to a temporary folder, checks that they compile with no errors, then times (best of N
// wall-clock runs, one core):
//   - the front end on each spec: source bytes → SourceFile → Compiler.compile → Timeline, in
//     MB/s, stage by stage (lexing, parsing, checking), and on a spec twice as large (scaling);
//   - the peak memory of `motionc check` and `motionc fmt --check` on each spec, in a fresh
//     process, in bytes per source byte;
//   - the JSON writer: TrackWriter.json(timeline), in MB/s of output;
//   - sampling: every track over the whole timeline on a 60 fps grid, in M samples/s;
//   - the player tick: one tick of a clock driving 10,000 players of an 8-property track, and
//     the Swift heap allocations per tick once playing;
//   - the language server: opening 1,000 and 4,000 documents (the time should grow 4x).
// It always exits 0 once the report is printed (misses are marked in the report); it exits 1
// only if the generated spec does not compile cleanly, and 2 for a wrong command line.

import MotionCLI
import MotionCompiler
import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

enum Targets {
  static let frontEndMBPerSecond = 100.0
  static let samplesPerSecond = 50e6
  static let doublingRatio = 2.1
  /// Peak resident memory of `motionc check` and `motionc fmt --check`, per source byte.
  static let peakBytesPerSourceByte = 10.0
  /// One tick of 10,000 players, in seconds.
  static let playerTick = 0.002
  /// One tick of a stage of 10,000 elements with a tenth of them interrupted, in seconds.
  static let stageTick = 0.002
  /// The language server's time to open 4,000 documents over its time to open 1,000.
  static let editorOpenRatio = 4.4
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
  /// Only measure the stage tick with interruptions (for profilers).
  var stageTickOnly = false
  /// Only measure the language server with many open documents.
  var editorOnly = false
  /// The spec `--front-end-only` and `--write-spec` use.
  var spec = SpecChoice.bench

  /// The two generated specs.
  enum SpecChoice: String {
    case bench
    case design
  }

  static let usage = """
    usage: motion-bench [--size-mb N] [--runs N] [--front-end-only] [--write-spec FILE]
                        [--spec bench|design] [--player-tick-only] [--stage-tick-only]
                        [--editor-only] [--help]

    Generates two large valid .motion specs (`bench`: merges of plain steps; `design`: a design
    system of lets, motions, plays, staggers, colors, springs and imports) and reports, as the
    best of N runs:
      front end   source bytes -> Compiler.compile -> Timeline     (target >= \(Int(Targets.frontEndMBPerSecond)) MB/s)
      scaling     front end time on a 2x spec / on the 1x spec      (target <= \(Targets.doublingRatio)x)
      memory      peak RSS of `motionc check` / `fmt --check`       (target <= \(Int(Targets.peakBytesPerSourceByte)) bytes per source byte)
      JSON        TrackWriter.json(timeline), MB/s of output
      sampling    every track over the whole timeline at 60 fps    (target >= \(Int(Targets.samplesPerSecond / 1e6)) M samples/s)
      player tick one tick of 10,000 players of an 8-property track (target <= 2 ms, 0 allocations)
      stage tick  one tick of a MotionStage of 10,000 elements x 8 properties, 1,000 of them
                  interrupted (.retarget, springs among them) every tick (target <= 2 ms, 0 allocations)
      editor      language server didOpen of 1,000 / 4,000 documents (target <= 4.4x)

    options:
      --size-mb N   size of the generated spec in MiB (default 10; also at least 20,000 steps per MiB)
      --runs N      runs per measurement, the best is reported (default 5)
      --front-end-only
                    only run the front end N times and print its time (for perf / callgrind)
      --write-spec FILE
                    write the generated spec to FILE and stop (e.g. for `motionc check FILE`;
                    the design system's imports are written beside it)
      --spec bench|design
                    the spec --front-end-only and --write-spec use (default bench)
      --player-tick-only
                    only measure the player tick (300 x N ticks) and print it (for perf)
      --stage-tick-only
                    only measure the stage tick (300 x N ticks) and print it (for perf)
      --editor-only only measure the language server with 1,000 and 4,000 open documents
      --help        show this help

    MB/s means 10^6 bytes per second. Exit status is 0 even when targets are missed.
    """

  static func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var index = 0
    func fail(_ message: String) -> Never {
      printError("motion-bench: \(message)\n\n\(usage)\n")
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
      case "--stage-tick-only":
        options.stageTickOnly = true
      case "--editor-only":
        options.editorOnly = true
      case "--write-spec":
        options.writeSpec = value(argument)
      case "--spec":
        let text = value(argument)
        guard let choice = SpecChoice(rawValue: text) else {
          fail("--spec expects `bench` or `design`, got '\(text)'")
        }
        options.spec = choice
      default:
        fail("unknown argument '\(argument)'")
      }
      index += 1
    }
    return options
  }
}

func progress(_ message: String) {
  printError("… \(message)\n")
}

/// Compiles `spec` once and exits with its diagnostics if it has errors. (Warnings are fine:
/// the random values sometimes repeat a value or repeat without `yoyo`.)
func compileCleanly(_ spec: BenchSpec) -> Timeline {
  let result = Compiler.compile(
    SourceFile(path: spec.path, bytes: spec.bytes), limits: limits(for: spec.bytes.count))
  guard !result.hasErrors, let timeline = result.timeline else {
    let rendered = result.rendered.split(separator: "\n", omittingEmptySubsequences: false)
    var message = "motion-bench: FAILED: the generated spec \(spec.path) does not compile cleanly: "
    message +=
      "\(result.diagnostics.count) diagnostic(s), timeline \(result.timeline == nil ? "missing" : "present")\n"
    message += rendered.prefix(60).joined(separator: "\n") + "\n"
    if rendered.count > 60 { message += "… (\(rendered.count - 60) more lines)\n" }
    printError(message)
    exit(1)
  }
  return timeline
}

/// The generated specs, written to `folder`: the bench spec and the design system, each also
/// twice as large.
struct GeneratedSpecs {
  var bench: BenchSpec
  var benchDouble: BenchSpec
  var design: BenchSpec
  var designDouble: BenchSpec
  /// The bench spec's own counts (merges, steps, elements), for the runtime sections.
  var benchShape: SpecGenerator.Spec

  init(sizeMB: Double, folder: String) throws {
    progress("generating a \(Format.fixed(sizeMB, 1)) MiB bench spec")
    let generator = SpecGenerator()
    let spec = generator.generate(
      minimumBytes: Int(sizeMB * 1_048_576), minimumSteps: Int(sizeMB * 20_000))
    let double = generator.generate(merges: spec.merges * 2)
    func describe(_ spec: SpecGenerator.Spec) -> String {
      "\(Format.fixed(Double(spec.bytes.count) / 1e6, 2)) MB, \(Format.grouped(spec.merges)) "
        + "merges, \(Format.grouped(spec.steps)) steps, \(spec.elements) elements"
    }
    benchShape = spec
    bench = try BenchSpec.write(
      name: "bench", folder: folder + "/bench", fileName: "bench.motion", bytes: spec.bytes,
      summary: describe(spec))
    benchDouble = try BenchSpec.write(
      name: "bench", folder: folder + "/bench-2x", fileName: "bench.motion", bytes: double.bytes,
      summary: describe(double))
    progress("generating a \(Format.fixed(sizeMB, 1)) MiB design-system spec")
    let designer = DesignSystemSpec()
    let system = designer.generate(minimumBytes: Int(sizeMB * 1_048_576))
    let systemDouble = designer.generate(sections: system.sections * 2)
    func describe(_ spec: DesignSystemSpec.Spec) -> String {
      "\(Format.fixed(Double(spec.byteCount) / 1e6, 2)) MB in 3 files (app.motion imports "
        + "tokens.motion and components.motion), \(Format.grouped(spec.sections)) sections, "
        + "\(Format.grouped(spec.motions)) motions, \(Format.grouped(spec.plays)) plays, "
        + "\(Format.grouped(spec.elements)) elements"
    }
    design = try BenchSpec.write(
      name: "design system", folder: folder + "/design", fileName: "app.motion",
      bytes: system.main, imports: system.imports, summary: describe(system))
    designDouble = try BenchSpec.write(
      name: "design system", folder: folder + "/design-2x", fileName: "app.motion",
      bytes: systemDouble.main, imports: systemDouble.imports, summary: describe(systemDouble))
  }
}

/// The 1-minute load average (Linux `/proc/loadavg`), if available.
func loadAverage() -> String? {
  guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
  return text.split(separator: " ").first.map(String.init)
}

func mark(_ ok: Bool) -> String { ok ? "ok" : "MISSED  <-- target not met" }

/// The peak memory of `motionc check` on an empty spec: what the process takes before any
/// spec is read.
func baseline(in folder: String) -> Int? {
  let path = folder + "/empty.motion"
  guard FileManager.default.createFile(atPath: path, contents: Data()) else { return nil }
  return PeakMemory.measure(["check", path])?.peakBytes
}

func run() {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == PeakMemory.childFlag {
    PeakMemory.runAsChild(Array(arguments.dropFirst()))
  }
  let options = Options.parse(arguments)
  let runs = options.runs
  // The allocator as `motionc` sets it up: with glibc's moving threshold, a buffer of the 1x
  // spec (its tokens, 33 MB) comes from warm heap pages once one has been freed, while the 2x
  // spec's (66 MB, over the threshold's 32 MiB cap) is mapped afresh every run, so the 2x
  // ratio measured page faults that `motionc` pays on both.
  LargeBuffers.returnToSystemWhenFreed()
  let loadAtStart = loadAverage()
  if options.playerTickOnly {
    let tick = PlayerTick.measure(ticks: 300 * runs)
    print(
      "player tick: median \(Format.fixed(tick.median * 1000, 3)) ms, slowest "
        + "\(Format.fixed(tick.slowest * 1000, 3)) ms, with values "
        + "\(Format.fixed(tick.medianWithValues * 1000, 3)) ms, allocations per tick "
        + (tick.allocationsPerTick.map { Format.fixed($0, 2) } ?? "n/a"))
    return
  }
  if options.stageTickOnly {
    let tick = StageTick.measure(ticks: 300 * runs)
    print(
      "stage tick: median \(Format.fixed(tick.median * 1000, 3)) ms, slowest "
        + "\(Format.fixed(tick.slowest * 1000, 3)) ms, with values "
        + "\(Format.fixed(tick.medianWithValues * 1000, 3)) ms, allocations per tick "
        + (tick.allocationsPerTick.map { Format.fixed($0, 2) } ?? "n/a"))
    return
  }
  if options.editorOnly {
    let editor = EditorOpen.measure(runs: runs, folder: PeakMemory.temporaryFolder())
    print(
      "language server didOpen: \(Format.fixed(editor.perOpen * 1e6, 1)) µs per document with "
        + "1,000 open, \(Format.fixed(editor.perOpenAt4x * 1e6, 1)) µs with 4,000; scaling "
        + "\(Format.fixed(editor.ratio, 2))x")
    return
  }

  // 1. The specs, on disk as `motionc` reads them (the design system imports two files).
  let folder = PeakMemory.temporaryFolder() + "motion-bench-\(getpid())"
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let specs: GeneratedSpecs
  do {
    specs = try GeneratedSpecs(sizeMB: options.sizeMB, folder: folder)
  } catch {
    printError("motion-bench: cannot write the specs: \(error)\n")
    exit(1)
  }
  let chosen = options.spec == .bench ? specs.bench : specs.design
  if let path = options.writeSpec {
    do {
      try Data(chosen.bytes).write(to: URL(fileURLWithPath: path))
      let folder = PathText.deletingLastComponent(path)
      if options.spec == .design {
        for file in DesignSystemSpec().generate(sections: 1).imports {
          try Data(file.bytes).write(
            to: URL(fileURLWithPath: (folder.isEmpty ? "." : folder) + "/" + file.name))
        }
      }
    } catch {
      printError("motion-bench: cannot write \(path): \(error)\n")
      exit(1)
    }
    print("wrote \(path): \(Format.grouped(chosen.bytes.count)) bytes; \(chosen.summary)")
    return
  }
  for spec in [specs.bench, specs.benchDouble, specs.design, specs.designDouble] {
    progress("checking that \(spec.path) compiles cleanly")
    _ = compileCleanly(spec)
  }
  if options.frontEndOnly {
    progress("front end only (\(chosen.name)): \(runs) runs")
    let specLimits = limits(for: chosen.bytes.count)
    let time = Measure.best(of: runs) {
      frontEnd(chosen.bytes, path: chosen.path, limits: specLimits)
    }.seconds
    print(
      "front end: \(Format.ms(time)), \(Format.fixed(Double(chosen.sourceBytes) / 1e6 / time, 1)) MB/s"
    )
    return
  }
  let spec = specs.benchShape
  let timeline = compileCleanly(specs.bench)
  let columns = timeline.columns
  let tracks = columns.map(\.track)
  let segments = tracks.reduce(0) { $0 + $1.count }
  let sourceFile = SourceFile(path: "bench.motion", bytes: spec.bytes)
  let tokenCount = Lexer.tokenize(sourceFile).tokens.count

  // 2b. JSON writer (2a, the front end, is measured below with its scaling and memory).
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
    printError("motion-bench: cannot build the 60 fps frame grid\n")
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

  // 2a + 2d. Front end, scaling and peak memory of both specs.
  let baselinePeak = baseline(in: folder)
  let benchReport = SpecReport(
    single: specs.bench, double: specs.benchDouble, runs: runs, baselinePeak: baselinePeak)
  let designReport = SpecReport(
    single: specs.design, double: specs.designDouble, runs: runs, baselinePeak: nil)

  // 3. Report.
  let megabytes = Double(spec.bytes.count) / 1e6
  let jsonRate = Double(jsonBytes) / 1e6 / jsonTime
  let sampleRate = Double(propertySamples) / samplingTime
  let samplingOK = sampleRate >= Targets.samplesPerSecond
  func row(_ label: String, _ figure: String, _ detail: String) -> String {
    "  " + Format.pad(label, 22) + Format.padLeft(figure, 14) + "   " + detail
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
    "bench     \(Format.fixed(megabytes, 2)) MB (\(Format.grouped(spec.bytes.count)) bytes), "
      + "\(Format.grouped(spec.merges)) merges, \(Format.grouped(spec.steps)) steps, "
      + "\(spec.elements) elements, \(Format.grouped(sourceFile.lineCount)) lines, "
      + "\(Format.grouped(tokenCount)) tokens, 0 errors")
  report.append(
    "timeline  \(Format.fixed(Ticks.seconds(timeline.duration), 2)) s, "
      + "\(Format.grouped(tracks.count)) tracks, \(Format.grouped(segments)) segments")
  report.append("")
  report.append("")
  report.append(contentsOf: benchReport.lines)
  report.append(contentsOf: designReport.lines)
  report.append("runtime (on the bench spec's timeline)")
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
  progress(
    "stage tick: \(StageTick.elementCount) elements, \(StageTick.interruptedPerTick) interrupted")
  let stage = StageTick.measure(ticks: 300 * runs)
  report.append(
    "stage tick (a MotionStage of \(Format.grouped(StageTick.elementCount)) elements x 8 "
      + "properties on a ManualClock, \(Format.grouped(StageTick.interruptedPerTick)) of them "
      + "retargeted every tick, \(Format.grouped(stage.ticks)) ticks of 1/60 s)")
  report.append(
    row(
      "tick", Format.fixed(stage.median * 1000, 3) + " ms",
      "median, the interruptions included; slowest \(Format.fixed(stage.slowest * 1000, 3)) ms   "
        + "target <= \(Format.fixed(Targets.stageTick * 1000, 0)) ms   "
        + mark(stage.median <= Targets.stageTick)))
  report.append(
    row(
      "allocations", stage.allocationsPerTick.map { Format.fixed($0, 2) } ?? "n/a",
      "Swift heap allocations per tick   target 0   " + mark(stage.allocationsPerTick == 0)))
  report.append(
    row(
      "tick + 80,000 values", Format.fixed(stage.medianWithValues * 1000, 3) + " ms",
      "median; the tick, then stage.value(of:onElementAt:) for every property   (no target)"))
  report.append("")
  progress("language server: 1,000 and 4,000 open documents, \(runs) runs")
  let editor = EditorOpen.measure(runs: runs, folder: folder)
  let editorOK = editor.ratio <= Targets.editorOpenRatio
  report.append("language server (didOpen of 1,000, then 4,000 small documents, each published)")
  report.append(
    row(
      "didOpen", Format.fixed(editor.perOpen * 1e6, 1) + " µs",
      "per document with 1,000 open; \(Format.fixed(editor.perOpenAt4x * 1e6, 1)) µs with 4,000"))
  report.append(
    row(
      "scaling", Format.fixed(editor.ratio, 2) + "x",
      "4,000 documents / 1,000   target <= \(Targets.editorOpenRatio)x   \(mark(editorOK))"))
  report.append("")
  let otherMisses: [String?] = [
    samplingOK ? nil : "sampling", easingsOK ? nil : "easing rates",
    tickOK ? nil : "player tick", allocationsOK ? nil : "tick allocations",
    editorOK ? nil : "language server scaling",
  ]
  let missed = benchReport.missed + designReport.missed + otherMisses.compactMap { $0 }
  report.append(
    missed.isEmpty
      ? "summary   all targets met"
      : "summary   MISSED: \(missed.joined(separator: ", ")) (see above)")
  report.append("          (checksum \(Format.fixed(checksum + easingChecksum, 3)))")
  print(report.joined(separator: "\n"))
}

run()

/// Writes `text` to standard error, all of it (a short write is continued).
func printError(_ text: String) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    if written < 0, errno == EINTR { continue }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}
