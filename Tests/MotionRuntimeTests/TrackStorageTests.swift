import MotionRuntime
import XCTest

/// A track keeps every segment it is given exactly (ticks and `Double` bit patterns), in one
/// record array per track, and its own size does not grow back.
final class TrackStorageTests: XCTestCase {
  /// Values that only bit patterns tell apart, or that are at the ends of `Double`'s range.
  private let awkward: [Double] = [
    0, -0.0, 1, -1, .pi, -.greatestFiniteMagnitude, .greatestFiniteMagnitude,
    .leastNonzeroMagnitude, -.leastNormalMagnitude, .infinity, -.infinity, 1e-300, 0.1 + 0.2,
  ]

  private let easings: [Easing] = [
    .linear, .family(.cubic, .inOut), .steps(3, .jumpEnd), .reversed(.steps(2, .jumpBoth)),
  ]

  /// Segments over negative and extreme ticks, with jumps (`start == end`) and every easing.
  private func numberSegments() -> [Segment] {
    var segments: [Segment] = []
    var tick: Tick = -5 * second
    for (index, value) in awkward.enumerated() {
      let jump = index % 3 == 0
      let end = jump ? tick : tick + Tick(index + 1) * 1_000_003
      segments.append(
        Segment(
          start: tick, end: end, from: .number(value), to: .number(awkward[(index + 5) % 13]),
          easing: easings[index % easings.count]))
      tick = end + Tick(index % 2)
    }
    segments.append(
      Segment(
        start: .max - 1, end: .max, from: .number(-0.0), to: .number(2), easing: .linear))
    return segments
  }

  private func colorSegments() -> [Segment] {
    var segments: [Segment] = []
    var tick: Tick = -second
    for (index, value) in awkward.enumerated() {
      for space in ColorSpace.allCases {
        let jump = index % 2 == 0
        let end = jump ? tick : tick + 250_000_001
        let from = RGBA(
          red: value, green: awkward[(index + 1) % 13], blue: awkward[(index + 2) % 13],
          alpha: awkward[(index + 3) % 13])
        let to = RGBA(red: 0.25, green: -0.0, blue: value, alpha: 0.5)
        segments.append(
          Segment(
            start: tick, end: end, from: .color(from), to: .color(to),
            easing: easings[(index + 1) % easings.count], colorSpace: space))
        tick = end
      }
    }
    return segments
  }

  private func bits(_ value: Value) -> [UInt64] {
    switch value {
    case .number(let number): return [number.bitPattern]
    case .color(let color):
      return [color.red, color.green, color.blue, color.alpha].map(\.bitPattern)
    }
  }

  private func assertExact(
    _ track: PropertyTrack, _ segments: [Segment], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(track.count, segments.count, file: file, line: line)
    XCTAssertEqual(track.end, segments.last?.end ?? 0, file: file, line: line)
    for (index, expected) in segments.enumerated() {
      let stored = track.segment(index)
      XCTAssertEqual(stored.start, expected.start, "start \(index)", file: file, line: line)
      XCTAssertEqual(stored.end, expected.end, "end \(index)", file: file, line: line)
      XCTAssertEqual(
        bits(stored.from), bits(expected.from), "from \(index)", file: file, line: line)
      XCTAssertEqual(bits(stored.to), bits(expected.to), "to \(index)", file: file, line: line)
      XCTAssertEqual(stored.easing, expected.easing, "easing \(index)", file: file, line: line)
      XCTAssertEqual(
        stored.colorSpace, expected.colorSpace, "color space \(index)", file: file, line: line)
    }
    XCTAssertEqual(track.segments.count, segments.count, file: file, line: line)
  }

  func testNumberSegmentsRoundTripExactly() {
    let segments = numberSegments()
    let track = PropertyTrack(property: .moveX, initial: .number(-0.0), segments: segments)
    assertExact(track, segments)
    // Each distinct easing is listed once, in the order segments first use it.
    XCTAssertEqual(track.easings, easings)
    XCTAssertEqual(track.value(at: SampleTime(tick: .min)).number?.bitPattern, (-0.0).bitPattern)
  }

  func testColorSegmentsRoundTripExactlyInEveryColorSpace() {
    let segments = colorSegments()
    let track = PropertyTrack(
      property: .background, initial: .color(RGBA(red: 1, green: 0, blue: 0)),
      segments: segments)
    XCTAssertEqual(Set(segments.map(\.colorSpace)), Set(ColorSpace.allCases))
    assertExact(track, segments)
  }

  func testNumbersOnColorTracksAndColorsOnNumberTracksReadBackAsBefore() {
    // A number on a color track is stored as an opaque gray; a color on a number track keeps
    // its red; a number track's segments mix in sRGB, whatever they were given.
    let gray = Segment(
      start: 0, end: second, from: .number(0.5), to: .number(-0.0), easing: .linear)
    let color = PropertyTrack(
      property: .color, initial: .number(0), segments: [gray]
    ).segment(0)
    XCTAssertEqual(bits(color.from), bits(.color(RGBA(red: 0.5, green: 0.5, blue: 0.5))))
    XCTAssertEqual(bits(color.to), bits(.color(RGBA(red: -0.0, green: -0.0, blue: -0.0))))
    let red = Segment(
      start: 0, end: second, from: .color(RGBA(red: 0.25, green: 1, blue: 1)),
      to: .color(RGBA(red: 0.75, green: 0, blue: 0)), easing: .linear, colorSpace: .oklab)
    let number = PropertyTrack(property: .opacity, initial: .number(0), segments: [red])
      .segment(0)
    XCTAssertEqual(number.from, .number(0.25))
    XCTAssertEqual(number.to, .number(0.75))
    XCTAssertEqual(number.colorSpace, .srgb)
  }

  func testLoopingTracksKeepTheirSegmentsAndSampleThroughTheCursor() throws {
    let segments = numberSegments().filter { $0.start >= 0 && $0.end < second }
    let loop = try XCTUnwrap(TrackLoop(start: 0, end: second))
    let track = PropertyTrack(
      property: .rotate, initial: .number(3), segments: segments, loop: loop)
    assertExact(track, segments)
    XCTAssertEqual(track.loop, loop)
    let times = (0..<400).map { SampleTime(tick: Tick($0) * 7_654_321) }
    let sampled = track.sample(at: times)
    for (index, time) in times.enumerated() {
      XCTAssertEqual(
        sampled[index].bitPattern, track.value(at: time).number?.bitPattern, "sample \(index)")
    }
  }

  func testTrackSizeAndHeapArraysPerTrack() {
    // The value (33 bytes), property and kind, the easings and the records (one reference
    // each), then the optional loop (17 bytes): a track of a few segments costs two heap
    // arrays, not one per field.
    XCTAssertEqual(MemoryLayout<PropertyTrack>.size, 73)
    XCTAssertEqual(MemoryLayout<PropertyTrack>.stride, 80)
    let track = PropertyTrack(
      property: .background, initial: .number(0), segments: colorSegments())
    let arrays = Mirror(reflecting: track).children.filter {
      Mirror(reflecting: $0.value).displayStyle == .collection
    }
    XCTAssertEqual(arrays.count, 2)
  }
}
