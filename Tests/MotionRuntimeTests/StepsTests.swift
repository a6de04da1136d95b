import MotionRuntime
import XCTest

/// CSS `steps(n, position)`: the reference table in easing-facts.md, exact steps from ticks,
/// reversal and names.
final class StepsTests: XCTestCase {
  func testReferenceTableForFourSteps() {
    let progress = [0, 0.2, 0.25, 0.99, 1]
    let table: [(StepPosition, [Double])] = [
      (.jumpStart, [0.25, 0.25, 0.5, 1, 1]),
      (.jumpEnd, [0, 0, 0.25, 0.75, 1]),
      (.jumpNone, [0, 0, 1.0 / 3, 1, 1]),
      (.jumpBoth, [0.2, 0.2, 0.4, 0.8, 1]),
    ]
    for (position, values) in table {
      for (p, expected) in zip(progress, values) {
        XCTAssertEqual(
          Easing.steps(4, position).value(at: p), expected, accuracy: 1e-15, "\(position) \(p)")
        // The tick path agrees on these.
        let elapsed = Tick((p * 1e9).rounded())
        XCTAssertEqual(
          Easing.steps(4, position).value(elapsed: elapsed, length: second), expected,
          accuracy: 1e-15, "\(position) \(p) from ticks")
      }
    }
  }

  func testPositionsAndMinimumCounts() {
    XCTAssertEqual(StepPosition(rawValue: "jump-start"), .jumpStart)
    XCTAssertEqual(StepPosition(rawValue: "jump-end"), .jumpEnd)
    XCTAssertEqual(StepPosition(rawValue: "jump-none"), .jumpNone)
    XCTAssertEqual(StepPosition(rawValue: "jump-both"), .jumpBoth)
    XCTAssertEqual(StepPosition.jumpNone.minimumCount, 2)
    XCTAssertEqual(StepPosition.jumpEnd.minimumCount, 1)
    XCTAssertEqual(StepPosition.jumpBoth.jumps(count: 4), 5)
    XCTAssertEqual(StepPosition.jumpNone.jumps(count: 4), 3)
  }

  func testFloatingProgressLandsOnTheWrongStepButTicksDoNot() {
    // 0.29 × 100 = 28.999999999999996 in floating point: the float path gives step 28.
    let easing = Easing.steps(100, .jumpEnd)
    XCTAssertEqual(easing.value(at: 0.29), 0.28)
    XCTAssertEqual(easing.value(elapsed: 290_000_000, length: second), 0.29)
    XCTAssertEqual(easing.value(elapsed: 289_999_999, length: second, fraction: 0.999), 0.28)
    XCTAssertEqual(easing.value(elapsed: 290_000_000, length: second, fraction: 0.5), 0.29)
  }

  func testHundredStepsOverOneSecondSampledThroughATrack() {
    // From 0 to 1, so the value is the eased progress itself: step k gives exactly k / 100.
    let track = PropertyTrack(
      property: .opacity, initial: .number(0),
      segments: [
        Segment(
          start: 0, end: second, from: .number(0), to: .number(1), easing: .steps(100, .jumpEnd))
      ])
    XCTAssertEqual(track.value(at: SampleTime(tick: 290_000_000)), .number(0.29))
    XCTAssertEqual(track.value(at: SampleTime(tick: 289_999_999, fraction: 0.75)), .number(0.28))
    XCTAssertEqual(track.value(atSeconds: 0.29), .number(0.29))
    for step in 0..<100 {
      let tick = Tick(step) * 10_000_000
      let expected = Value.number(Double(step) / 100)
      XCTAssertEqual(track.value(at: SampleTime(tick: tick)), expected, "\(step)")
      XCTAssertEqual(
        track.value(at: SampleTime(tick: tick + 9_999_999, fraction: 0.999)), expected,
        "\(step) just before the next")
    }
    XCTAssertEqual(track.value(at: SampleTime(tick: second)), .number(1))
  }

  func testStepsOverAnOddLengthWithAFractionOfATick() {
    // 3 steps over 1 tick short of a second: the boundaries fall inside ticks, and only the
    // fraction of a tick decides.
    let length: Tick = 999_999_999
    let easing = Easing.steps(3, .jumpEnd)
    // 333_333_333 · 3 = 999_999_999: exactly the first boundary.
    XCTAssertEqual(easing.value(elapsed: 333_333_332, length: length, fraction: 0.999), 0)
    XCTAssertEqual(easing.value(elapsed: 333_333_333, length: length), 1.0 / 3)
    // 4 steps over 999_999_999 ticks: boundary 1 at 249_999_999.75 ticks.
    let four = Easing.steps(4, .jumpEnd)
    XCTAssertEqual(four.value(elapsed: 249_999_999, length: length, fraction: 0.7), 0)
    XCTAssertEqual(four.value(elapsed: 249_999_999, length: length, fraction: 0.75), 0.25)
    XCTAssertEqual(four.value(elapsed: 249_999_999, length: length, fraction: 0.8), 0.25)
  }

  func testStepsBetweenTwoTicksAreDecidedExactly() {
    // Frame 1 at 3 fps is 333,333,333⅓ ticks: exactly the first boundary of 3 steps over 1 s.
    // As a Double, ⅓ of a tick rounds down, and the step would be the one before.
    let easing = Easing.steps(3, .jumpEnd)
    let frame = SampleTime(tick: 333_333_333, remainder: 1, denominator: 3)
    XCTAssertEqual(easing.value(elapsed: frame, length: second), 1.0 / 3)
    let before = SampleTime(tick: 333_333_333, remainder: 1_000_000, denominator: 3_000_001)
    XCTAssertEqual(easing.value(elapsed: before, length: second), 0)
    // Through a track: the same.
    let track = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(start: 0, end: second, from: .number(0), to: .number(3), easing: easing)
      ])
    XCTAssertEqual(track.value(at: frame), .number(1))
    XCTAssertEqual(track.sample(at: [SampleTime(tick: 0), frame, before]), [0, 1, 0])
    // Mirrored: at 1 − ⅓ of the reversed curve, which holds the value from before the jump.
    let reversed = easing.reversed
    let twoThirds = SampleTime(tick: 666_666_666, remainder: 2, denominator: 3)
    XCTAssertEqual(reversed.value(elapsed: twoThirds, length: second), 1 - 1.0 / 3)
    let justAfter = SampleTime(tick: 666_666_666, remainder: 3, denominator: 4)
    XCTAssertEqual(reversed.value(elapsed: justAfter, length: second), 1 - 0.0)
    // Many steps on a 60 fps grid: steps(60) over 1 s is on step i at frame i.
    let sixty = Easing.steps(60, .jumpEnd)
    let rate = FrameRate(numerator: 60, denominator: 1)
    for index in 0...60 {
      guard let time = rate?.time(ofFrame: UInt64(index)) else { return XCTFail("no frame") }
      XCTAssertEqual(sixty.value(elapsed: time, length: second), Double(index) / 60, "\(index)")
    }
  }

  func testHugeTimesDoNotOverflow() {
    let length = Tick.max / 3
    let easing = Easing.steps(1000, .jumpEnd)
    XCTAssertEqual(easing.value(elapsed: length / 2, length: length), 0.5)
    XCTAssertEqual(easing.value(elapsed: length - 1, length: length, fraction: 0.5), 0.999)
    XCTAssertEqual(easing.value(elapsed: length, length: length), 1)
  }

  func testReversedStepsMirrorInTimeIncludingTheJumps() {
    for position in StepPosition.allCases {
      let easing = Easing.steps(4, position)
      let reversed = easing.reversed
      XCTAssertEqual(reversed, .reversed(easing))
      XCTAssertEqual(reversed.reversed, easing)
      for step in 0...40 {
        let p = Double(step) / 40
        XCTAssertEqual(reversed.value(at: p), 1 - easing.value(at: 1 - p), "\(position) \(p)")
      }
    }
    // At a jump the mirror holds the value from before it (left-continuous): swapping
    // jump-start and jump-end would be right-continuous and differ exactly there.
    let reversed = Easing.steps(4, .jumpEnd).reversed
    XCTAssertEqual(reversed.value(elapsed: 250_000_000, length: second), 0.25)
    XCTAssertEqual(Easing.steps(4, .jumpStart).value(elapsed: 250_000_000, length: second), 0.5)
    XCTAssertEqual(reversed.value(elapsed: 250_000_000, length: second, fraction: 0.5), 0.5)
    XCTAssertEqual(reversed.value(elapsed: 0, length: second), 0)
    XCTAssertEqual(reversed.value(elapsed: 1, length: second), 0.25)
  }

  func testNamesSpellThePositionExplicitly() {
    XCTAssertEqual(Easing.steps(4, .jumpStart).name, "steps(4, jump-start)")
    XCTAssertEqual(Easing.steps(10, .jumpEnd).name, "steps(10, jump-end)")
    XCTAssertEqual(Easing.steps(4, .jumpEnd).reversed.name, "reversed(steps(4, jump-end))")
  }
}
