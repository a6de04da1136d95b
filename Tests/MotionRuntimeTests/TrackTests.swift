import MotionRuntime
import XCTest

final class TrackTests: XCTestCase {
  private func track(_ segments: [Segment], initial: Double = 0) -> PropertyTrack {
    PropertyTrack(property: .moveX, initial: .number(initial), segments: segments)
  }

  func testValueBeforeBetweenInsideAndAfterSegments() {
    let track = track([
      Segment(start: second, end: 2 * second, from: .number(0), to: .number(10), easing: .linear),
      Segment(
        start: 3 * second, end: 4 * second, from: .number(10), to: .number(20), easing: .linear),
    ])
    XCTAssertEqual(track.value(atSeconds: 0.5), .number(0))
    XCTAssertEqual(track.value(atSeconds: 1.25), .number(2.5))
    XCTAssertEqual(track.value(atSeconds: 2.5), .number(10))
    XCTAssertEqual(track.value(atSeconds: 3.5), .number(15))
    XCTAssertEqual(track.value(atSeconds: 9), .number(20))
  }

  func testJumpsAreRightContinuous() {
    // An instant jump at 1s, then a change that starts from a different value at 2s.
    let track = track([
      Segment(start: second, end: second, from: .number(0), to: .number(5), easing: .linear),
      Segment(
        start: 2 * second, end: 3 * second, from: .number(8), to: .number(9), easing: .linear),
    ])
    XCTAssertEqual(track.value(at: SampleTime(tick: second - 1)), .number(0))
    XCTAssertEqual(track.value(at: SampleTime(tick: second)), .number(5))
    XCTAssertEqual(track.value(at: SampleTime(tick: 2 * second - 1)), .number(5))
    XCTAssertEqual(track.value(at: SampleTime(tick: 2 * second)), .number(8))
  }

  func testFractionalTicksCompareExactlyAgainstBoundaries() {
    let track = track([
      Segment(start: second, end: second, from: .number(0), to: .number(5), easing: .linear)
    ])
    // Just under the boundary (tick below it, any fraction) is still before the jump.
    XCTAssertEqual(track.value(at: SampleTime(tick: second - 1, fraction: 0.999)), .number(0))
    XCTAssertEqual(track.value(at: SampleTime(tick: second, fraction: 0)), .number(5))
  }

  func testCursorSamplingAgreesWithSearchAtEveryTime() {
    let easings: [Easing] = [
      .linear, Easing(named: "easeOut") ?? .linear, Easing(named: "easeInOutBack") ?? .linear,
    ]
    var segments: [Segment] = []
    var start: Tick = 0
    for index in 0..<30 {
      let length: Tick = index % 4 == 0 ? 0 : Tick(index) * 10_000_000
      segments.append(
        Segment(
          start: start, end: start + length, from: .number(Double(index)),
          to: .number(Double(index * 2)),
          easing: easings[index % 3]))
      start += length + (index % 3 == 0 ? 5_000_000 : 0)
    }
    let track = track(segments, initial: -1)
    let times = (0..<500).map {
      SampleTime(tick: Tick($0) * 1_234_567, fraction: Double($0 % 7) / 7)
    }
    let sampled = track.sample(at: times)
    for (index, time) in times.enumerated() {
      XCTAssertEqual(sampled[index], track.value(at: time).number, "at \(time)")
    }
  }

  func testColorTracksMixWithPremultipliedAlpha() {
    let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    let clear = RGBA(red: 0, green: 0, blue: 1, alpha: 0)
    let track = PropertyTrack(
      property: .color, initial: .color(red),
      segments: [
        Segment(start: 0, end: second, from: .color(red), to: .color(clear), easing: .linear)
      ])
    // Premultiplied: the transparent end contributes no blue, so the hue stays red.
    XCTAssertEqual(track.value(atSeconds: 0.5), .color(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)))
    let sampled = track.sample(at: [SampleTime(tick: second / 2)])
    XCTAssertEqual(sampled, [1, 0, 0, 0.5])
  }

  func testColorMixingMatchesTheBrowserRule() {
    // Red → blue in sRGB: midpoint (0.5, 0, 0.5) (easing-facts.md).
    let mid = RGBA(red: 1, green: 0, blue: 0).mixed(
      with: RGBA(red: 0, green: 0, blue: 1), amount: 0.5)
    XCTAssertEqual(mid, RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    // 50% white over 100% black at the midpoint: alpha 0.75, premultiplied white 0.25 → 1/3.
    let mixed = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5).mixed(
      with: RGBA(red: 0, green: 0, blue: 0), amount: 0.5)
    XCTAssertEqual(mixed.alpha, 0.75, accuracy: 1e-15)
    XCTAssertEqual(mixed.red, 1.0 / 3.0, accuracy: 1e-15)
    XCTAssertEqual(
      RGBA(red: 0, green: 0, blue: 0, alpha: 0).mixed(
        with: RGBA(red: 0, green: 0, blue: 0, alpha: 0), amount: 0.5
      ).alpha, 0)
  }

  func testHexStrings() {
    XCTAssertEqual(RGBA(red: 1, green: 0.5, blue: 0, alpha: 1).hexString, "#FF8000FF")
    XCTAssertEqual(RGBA(red: 2, green: -1, blue: .nan, alpha: 0).hexString, "#FF000000")
  }
}
