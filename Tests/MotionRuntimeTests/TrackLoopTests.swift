import MotionRuntime
import XCTest

/// A track with a ``TrackLoop`` repeats its cycle forever: exact values at every cycle's
/// boundaries (right-continuous), at huge times, and the same from the cursor-based sampler.
final class TrackLoopTests: XCTestCase {
  /// moveX: holds 0 until 1s; cycle 1s–3s: 0 → 10 over 1s–2s, jumps back to 0 at 2s, holds.
  private func jumpingBack() throws -> PropertyTrack {
    PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(start: second, end: 2 * second, from: .number(0), to: .number(10), easing: .linear),
        Segment(
          start: 2 * second, end: 2 * second, from: .number(10), to: .number(0), easing: .linear),
      ],
      loop: try XCTUnwrap(TrackLoop(start: second, end: 3 * second)))
  }

  func testALoopNeedsAStartBeforeItsEnd() {
    XCTAssertNil(TrackLoop(start: 5, end: 5))
    XCTAssertNil(TrackLoop(start: 6, end: 5))
    XCTAssertNil(TrackLoop(start: -1, end: 5))
    let loop = TrackLoop(start: 1, end: 5)
    XCTAssertEqual(loop?.period, 4)
    XCTAssertEqual(loop?.cycleTick(0), 0)
    XCTAssertEqual(loop?.cycleTick(4), 4)
    XCTAssertEqual(loop?.cycleTick(5), 1)
    XCTAssertEqual(loop?.cycleTick(8), 4)
    XCTAssertEqual(loop?.cycleTick(9), 1)
    XCTAssertEqual(loop?.cycle(4), 0)
    XCTAssertEqual(loop?.cycle(5), 1)
    XCTAssertEqual(loop?.cycle(9), 2)
    XCTAssertEqual(loop?.cycleTick(.max), 1 + (Tick.max - 1) % 4)
  }

  func testEveryCycleStartsWithTheValueAtTheLoopStart() throws {
    let track = try jumpingBack()
    let almostTen = try XCTUnwrap(track.value(at: SampleTime(tick: 2 * second - 1)).number)
    XCTAssertEqual(almostTen, 9.99999999, accuracy: 1e-12)
    XCTAssertEqual(track.value(at: SampleTime(tick: 0)), .number(0))
    XCTAssertEqual(track.value(atSeconds: 1.5), .number(5))
    XCTAssertEqual(track.value(at: SampleTime(tick: 2 * second)), .number(0))
    XCTAssertEqual(track.value(at: SampleTime(tick: 3 * second - 1)), .number(0))
    for k: Tick in [1, 2, 3, 1000, 499_999] {
      // Cycle k starts at 1s + k × 2s: every time in it plays the first cycle's time exactly.
      let boundary = second + k * 2 * second
      XCTAssertEqual(track.value(at: SampleTime(tick: boundary - 1)), .number(0), "cycle \(k)")
      XCTAssertEqual(track.value(at: SampleTime(tick: boundary)), .number(0), "cycle \(k)")
      XCTAssertEqual(
        track.value(at: SampleTime(tick: boundary + 1)), .number(10.0 / 1e9), "cycle \(k)")
      XCTAssertEqual(track.value(at: SampleTime(tick: boundary + second / 2)), .number(5))
      XCTAssertEqual(
        track.value(at: SampleTime(tick: boundary + second - 1)), .number(almostTen))
      XCTAssertEqual(track.value(at: SampleTime(tick: boundary + second)), .number(0))
    }
    // 10^6 s = 1s + 499,999 cycles of 2s + 1s: the jump back has just happened.
    XCTAssertEqual(track.value(atSeconds: 1_000_000), .number(0))
    XCTAssertEqual(
      track.value(at: SampleTime(tick: 1_000_000 * second - 1)), .number(almostTen))
    XCTAssertEqual(track.value(atSeconds: 999_999.5), .number(5))
    // Any time at all: the modulo is exact in whole ticks.
    XCTAssertEqual(track.value(at: SampleTime(tick: .max)), .number(0))
  }

  func testAYoyoCycleGoesThereAndBackWithoutAJump() throws {
    let easeIn = try XCTUnwrap(Easing(named: "easeIn"))
    let track = PropertyTrack(
      property: .opacity, initial: .number(1),
      segments: [
        Segment(start: 0, end: second, from: .number(1), to: .number(0), easing: easeIn),
        Segment(start: second, end: 2 * second, from: .number(0), to: .number(1), easing: .linear),
      ],
      loop: try XCTUnwrap(TrackLoop(start: 0, end: 2 * second)))
    let forward = try XCTUnwrap(track.value(atSeconds: 0.25).number)
    for k: Tick in [0, 1, 7, 500_000 - 1] {
      let start = k * 2 * second
      XCTAssertEqual(track.value(at: SampleTime(tick: start)), .number(1), "cycle \(k)")
      XCTAssertEqual(track.value(at: SampleTime(tick: start + second / 4)), .number(forward))
      XCTAssertEqual(track.value(at: SampleTime(tick: start + second)), .number(0))
      XCTAssertEqual(track.value(at: SampleTime(tick: start + second * 3 / 2)), .number(0.5))
      XCTAssertEqual(
        track.value(at: SampleTime(tick: start + 2 * second - 1)).number ?? .nan, 0.999999999,
        accuracy: 1e-15)
    }
    XCTAssertEqual(track.value(atSeconds: 1_000_000), .number(1))
    XCTAssertEqual(track.value(atSeconds: 1_000_001), .number(0))
  }

  func testCursorSamplingFollowsTheLoopAcrossCycles() throws {
    let track = try jumpingBack()
    // Frames of 0.3s (not a divisor of the 2s cycle), then a jump far ahead, then more frames;
    // with fractions, so that times between ticks are mapped too.
    var times = (0..<200).map { SampleTime(tick: Tick($0) * 300_000_000, fraction: 0.25) }
    times += [999_999 * second, 999_999 * second + second / 2, 1_000_000 * second].map {
      SampleTime(tick: $0)
    }
    times += (0..<50).map { SampleTime(tick: 1_000_000 * second + Tick($0) * 70_000_000) }
    let sampled = track.sample(at: times)
    for (index, time) in times.enumerated() {
      XCTAssertEqual(sampled[index], track.value(at: time).number, "at \(time)")
    }
    XCTAssertEqual(sampled[5], 5.0000000025, accuracy: 1e-12)  // 1.5s and a quarter tick
    XCTAssertEqual(sampled[7], 0)  // 2.1s: after the jump back
    XCTAssertEqual(sampled[11], 3.0000000025, accuracy: 1e-12)  // 3.3s: the second cycle's 1.3s
    XCTAssertEqual(sampled[200], 0)  // 999,999s: a cycle's start (the first cycle's 1s)
    XCTAssertEqual(sampled[201], 5)  // 999,999.5s: the first cycle's 1.5s
    XCTAssertEqual(sampled[202], 0)  // 10^6 s: the first cycle's 2s, after the jump back
    XCTAssertEqual(sampled[203], 0)
    XCTAssertEqual(sampled[204], 0)  // 10^6 s + 0.07s: the first cycle's 2.07s
    XCTAssertEqual(sampled[218], 0.5, accuracy: 1e-15)  // 10^6 s + 1.05s: the cycle's 1.05s
  }

  func testTheFramesOfALoopDoNotDependOnWhereTheyStart() throws {
    // Sampling from a late time gives the same values as the same phase of the first cycle.
    let track = try jumpingBack()
    let early = (0..<40).map { SampleTime(tick: second + Tick($0) * 50_000_000) }
    let late = early.map { SampleTime(tick: $0.tick + 123_456 * 2 * second) }
    XCTAssertEqual(track.sample(at: early), track.sample(at: late))
  }

  func testAColorTrackLoops() throws {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)
    let track = PropertyTrack(
      property: .color, initial: .color(red),
      segments: [
        Segment(start: 0, end: second, from: .color(red), to: .color(blue), easing: .linear)
      ],
      loop: try XCTUnwrap(TrackLoop(start: 0, end: second)))
    XCTAssertEqual(track.value(atSeconds: 3), .color(red))
    XCTAssertEqual(track.value(atSeconds: 3.5), .color(RGBA(red: 0.5, green: 0, blue: 0.5)))
    XCTAssertEqual(
      track.sample(at: [SampleTime(tick: 3 * second), SampleTime(tick: 7 * second / 2)]),
      [1, 0, 0, 1, 0.5, 0, 0.5, 1])
  }
}
