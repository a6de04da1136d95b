// The libFuzzer target for the whole front end: any bytes → diagnostics or a timeline → the
// JSON track, read back → sampled values, and the Lottie export. Built by `scripts/fuzz`
// (outside SwiftPM) with `swiftc -sanitize=fuzzer,address` together with the MotionRuntime,
// MotionCompiler and MotionLottie sources.
//
// Besides "no crash, no hang, no leak", every run checks what the tools promise for any input:
// - a timeline exactly when there is no error, and at most the capped number of messages,
//   each with a range inside the file, with no control character a terminal would act on;
// - the same bytes compile to the same diagnostics and the same track (determinism);
// - the JSON track reads back (TrackReader) into a timeline that samples to the same values;
// - the diagnostics, the samples in JSON and the Lottie file are valid JSON, and the Lottie file
//   is the same for the same timeline (or the export stops at its keyframe limit); no writer
//   meets a number that is not finite;
// - input that starts with `{` is also read as a JSON track, as an app would load one, and as a
//   design-token file that a spec imports and uses (errors in it stay inside it).
import Foundation
import MotionCompiler
import MotionLottie
import MotionRuntime

/// The limits used while fuzzing: the defaults, except fewer segments, so that one run stays
/// fast (time and memory grow linearly with segments; LimitTests cover the real limit).
private let fuzzLimits: Limits = {
  var limits = Limits()
  limits.maximumSegments = 100_000
  return limits
}()

/// The most sample times one run evaluates.
private let maximumSamples: Int64 = 1_000

/// Imports in fuzz inputs read nothing: every path is missing (the import error paths still
/// run), so a run never touches the file system and stays deterministic.
private struct NoFiles: SourceLoader {
  func identity(ofMain path: String) -> String { path }
  func load(_ path: String, importedFrom importer: LoadedSource) throws(ImportProblem)
    -> LoadedSource
  {
    throw .notFound(resolved: path)
  }
}

private let fuzzOptions = CompileOptions(loader: NoFiles())

@_cdecl("LLVMFuzzerTestOneInput")
public func motionFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let file = SourceFile(path: "fuzz.motion", bytes: bytes)
  let result = Compiler.compile(file, options: fuzzOptions, limits: fuzzLimits)
  checkDiagnostics(result, file: file)

  // Every debug view and every diagnostic format, plain and colored.
  _ = Dump.tokens(file)
  _ = Dump.syntaxTree(Parser.parse(file, limits: fuzzLimits).tree, file: file)
  let report = DiagnosticFormats.FileReport(
    path: file.path, sources: result.sources, diagnostics: result.diagnostics, failure: nil)
  requireJSON(DiagnosticFormats.json([report]), "the diagnostics")
  _ = DiagnosticFormats.github([report])
  _ = DiagnosticRenderer(colored: true).render(result.diagnostics, in: file)
  require(
    !result.rendered.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }, "a control character in the messages")

  let again = Compiler.compile(file, options: fuzzOptions, limits: fuzzLimits)
  require(again.rendered == result.rendered, "diagnostics differ between two compiles")

  if bytes.first == UInt8(ascii: "{") {
    fuzzTrackReader(bytes)
    fuzzTokenFile(bytes)
  }
  guard let timeline = result.timeline else { return 0 }
  guard let secondTimeline = again.timeline else { fail("the second compile has no timeline") }
  let track = finite { try TrackWriter.json(timeline) }
  require(
    finite { try TrackWriter.json(secondTimeline) } == track,
    "the track differs between two compiles")
  _ = finite { try Dump.timeline(timeline) }
  _ = finite { try TimelineChart.render(timeline, title: file.path) }

  let times = sampleTimes(timeline)
  _ = finite { try SampleWriter.write(timeline, at: times, format: .csv) }
  requireJSON(
    finite { try SampleWriter.write(timeline, at: times, format: .json) }, "the samples")
  checkReadBack(track, original: timeline, times: times)
  checkLottie(timeline, again: secondTimeline)
  return 0
}

/// The Lottie export of a timeline: valid JSON, the same bytes for the same timeline; or, for
/// a timeline too busy for the (lowered) limit, that error and no other.
private func checkLottie(_ timeline: Timeline, again: Timeline) {
  let options = LottieOptions(name: "fuzz", maximumKeyframes: 20_000)
  do {
    let file = try LottieFile(timeline, options: options)
    requireJSON(file.text, "the Lottie file")
    require(
      (try? LottieFile(again, options: options))?.text == file.text,
      "the Lottie file differs between two compiles")
  } catch {
    require(error == .tooManyKeyframes(limit: 20_000), "the Lottie export failed: \(error)")
  }
}

/// Serves one design-token file, `t.json`, from memory.
private struct TokenFile: SourceLoader {
  var bytes: [UInt8]
  func identity(ofMain path: String) -> String { path }
  func load(_ path: String, importedFrom importer: LoadedSource) throws(ImportProblem)
    -> LoadedSource
  {
    guard path == "t.json" else { throw .notFound(resolved: path) }
    return LoadedSource(identity: path, path: path, bytes: bytes)
  }
}

/// Input that looks like JSON is also a design-token file, imported by a spec that names a few
/// tokens: no crash, a timeline exactly without errors, and every range inside its file.
private func fuzzTokenFile(_ bytes: [UInt8]) {
  let spec = SourceFile(
    path: "tokens.motion",
    text: "import \"t.json\" as t\nlet _a = t.a\nlet _b = t.motion.short\nmoveX 1 over 1s\n")
  let result = Compiler.compile(
    spec, options: CompileOptions(loader: TokenFile(bytes: bytes)), limits: fuzzLimits)
  require(
    (result.timeline == nil) == result.hasErrors, "a timeline must come exactly without errors")
  for diagnostic in result.diagnostics {
    for range in [diagnostic.range] + diagnostic.related.map(\.range) {
      require(
        range.start <= range.end && result.sources.file(containing: range.start) != nil
          && result.sources.file(containing: range.end) != nil,
        "a diagnostic range outside every file: \(range)")
    }
  }
  _ = result.rendered
  _ = DesignTokenWriter.export(spec, options: CompileOptions(loader: TokenFile(bytes: bytes)))
}

/// Input that looks like JSON is also a track for TrackReader, which apps use on files they
/// load: it either throws or gives a timeline that writes and reads back to the same samples.
private func fuzzTrackReader(_ bytes: [UInt8]) {
  guard let timeline = try? TrackReader.timeline(fromJSON: Data(bytes)) else { return }
  checkLottie(timeline, again: timeline)
  let times = sampleTimes(timeline)
  _ = finite { try SampleWriter.write(timeline, at: times, format: .csv) }
  checkReadBack(
    finite { try TrackWriter.json(timeline) },
    original: timeline, times: times)
}

/// What a writer wrote; a number that is not finite reaching it is a finding: the checker and
/// TrackReader must reject every input that could make one.
private func finite(_ write: () throws -> String) -> String {
  do {
    return try write()
  } catch {
    fail("\(error)")
  }
}

private func requireJSON(_ text: String, _ what: String) {
  require(
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil,
    "\(what) are not valid JSON:\n\(text)")
}

/// A timeline exactly when there is no error; capped, in-range diagnostics.
private func checkDiagnostics(_ result: CompileResult, file: SourceFile) {
  require(
    (result.timeline == nil) == result.hasErrors, "a timeline must come exactly without errors")
  require(
    result.diagnostics.count <= fuzzLimits.maximumDiagnostics + 1, "more messages than the cap")
  for diagnostic in result.diagnostics {
    for range in [diagnostic.range] + diagnostic.related.map(\.range) {
      require(
        range.start >= 0 && range.start <= range.end && range.end <= file.bytes.count,
        "a diagnostic range outside the file: \(range) in \(file.bytes.count) bytes")
    }
  }
}

/// The 30 fps grid over the timeline (and a quarter second past its end), or evenly spread
/// times when that grid would have more than `maximumSamples` frames.
private func sampleTimes(_ timeline: Timeline) -> [SampleTime] {
  var end = timeline.duration
  for (_, track) in timeline.columns { end = max(end, track.end) }
  end += Ticks.perSecond / 4
  if let rate = FrameRate(numerator: 30, denominator: 1),
    let grid = FrameGrid(rate: rate, from: 0, to: end),
    let times = grid.times(limit: UInt64(maximumSamples))
  {
    return times
  }
  // end ≤ about 2·10^15 ticks, so end · maximumSamples fits in 63 bits.
  return (0...maximumSamples).map { SampleTime(tick: end / maximumSamples * $0) }
}

/// The track reads back into a timeline with the same elements, properties and samples (bit
/// for bit for numbers, -0 as 0; colors within 1e-12, see TrackReader's note on colors).
private func checkReadBack(_ json: String, original: Timeline, times: [SampleTime]) {
  let read: Timeline
  do {
    read = try TrackReader.timeline(fromJSON: json)
  } catch {
    fail("the track does not read back: \(error)\n\(json)")
  }
  require(read.duration == original.duration, "the duration changed when read back")
  let originalColumns = original.columns
  let readColumns = read.columns
  require(originalColumns.count == readColumns.count, "the tracks changed when read back")
  for (before, after) in zip(originalColumns, readColumns) {
    let name = "\(before.element).\(before.track.property.rawValue)"
    require(
      before.element == after.element && before.track.property == after.track.property,
      "\(name) changed when read back")
    let expected = before.track.sample(at: times)
    let actual = after.track.sample(at: times)
    let isColor = before.track.property.kind == .color
    for index in expected.indices {
      let same =
        isColor
        ? abs(expected[index] - actual[index]) <= 1e-12
        : (expected[index] == actual[index] && !expected[index].isNaN)
      require(
        same,
        "\(name) samples \(actual[index]) read back, not \(expected[index]), at tick "
          + "\(times[index / before.track.property.kind.componentCount].tick)\n\(json)")
    }
  }
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fail(message()) }
}

private func fail(_ message: String) -> Never {
  fatalError("fuzz invariant: " + message)
}
