import MotionCompiler
import MotionRuntime
import XCTest

/// One exact-value test per rule of grammar.md §8, "Time: the exact rules".
final class ExactTimingTests: XCTestCase {
  private func segments(_ timeline: Timeline, _ property: Property) -> [String] {
    segments(timeline, "view", property)
  }

  private func segments(_ timeline: Timeline, _ element: String, _ property: Property) -> [String] {
    segmentStrings(timeline, element, property)
  }

  func testTheShakeIsExact() throws {
    let timeline = try compileClean(
      "wait 0.34s\nmoveX 22 over 0.04s\nmoveX -16.92 over 0.04s\nmoveX 15.12 over 0.07s\nmoveX -0.92 over 0.04s\n"
    )
    // 0.34 + 0.04 + 0.04 + 0.07 + 0.04 is exactly 0.53 s: integer ticks, not summed doubles.
    XCTAssertEqual(timeline.duration, 530_000_000)
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.455) ?? .nan, -0.9, accuracy: 1e-12)
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.53), -0.92)
    let rate = try XCTUnwrap(FrameRate(numerator: 100, denominator: 1))
    XCTAssertEqual(FrameGrid(rate: rate, from: 0, to: timeline.duration)?.count, 54)
  }

  func testAStepOccupiesDelayOverAndWait() throws {
    let timeline = try compileClean("moveX 10 delay 0.1s over 0.2s wait 0.3s\nmoveY 5 over 0.1s\n")
    XCTAssertEqual(segments(timeline, .moveX), ["0.1-0.3 0>10"])
    XCTAssertEqual(segments(timeline, .moveY), ["0.6-0.7 0>5"])
    XCTAssertEqual(timeline.duration, 700_000_000)
  }

  func testTheDefaultChangeLastsHalfASecond() throws {
    let timeline = try compileClean("moveX 10\n")
    XCTAssertEqual(segments(timeline, .moveX), ["0-0.5 0>10"])
  }

  func testSequenceChildrenStartWhenThePreviousEnds() throws {
    let timeline = try compileClean(
      "sequence < moveX 10 over 0.2s, moveY 5 over 0.3s > \nopacity 0 over 0.1s\n")
    XCTAssertEqual(segments(timeline, .moveX), ["0-0.2 0>10"])
    XCTAssertEqual(segments(timeline, .moveY), ["0.2-0.5 0>5"])
    XCTAssertEqual(segments(timeline, .opacity), ["0.5-0.6 1>0"])
  }

  func testMergeChildrenStartTogetherAndTheGroupEndsWithTheLongestPlusWait() throws {
    let timeline = try compileClean(
      "merge < moveX 10 over 0.2s, moveY 5 over 0.6s > delay 0.1s wait 0.05s\nopacity 0 over 0.1s\n"
    )
    XCTAssertEqual(segments(timeline, .moveX), ["0.1-0.3 0>10"])
    XCTAssertEqual(segments(timeline, .moveY), ["0.1-0.7 0>5"])
    XCTAssertEqual(segments(timeline, .opacity), ["0.75-0.85 1>0"])
  }

  func testTwoMergesInARowRunOneAfterTheOther() throws {
    let timeline = try compileClean(
      "merge < moveX 10 over 0.4s, opacity 0.5 over 0.2s >\nmerge < moveY 5 over 0.3s >\nscale 2 over 0.1s\n"
    )
    XCTAssertEqual(segments(timeline, .moveY), ["0.4-0.7 0>5"])
    XCTAssertEqual(segments(timeline, .scaleX), ["0.7-0.8 1>2"])
    XCTAssertEqual(segments(timeline, .scaleY), ["0.7-0.8 1>2"])
  }

  func testStaggerStartsChildIAfterITimesTheInterval() throws {
    let timeline = try compileClean(
      "stagger 0.1s < a.moveX 1 over 0.2s, b.moveX 1 over 0.2s, c.moveX 1 over 0.2s >\n")
    XCTAssertEqual(segments(timeline, "a", .moveX), ["0-0.2 0>1"])
    XCTAssertEqual(segments(timeline, "b", .moveX), ["0.1-0.3 0>1"])
    XCTAssertEqual(segments(timeline, "c", .moveX), ["0.2-0.4 0>1"])
    XCTAssertEqual(timeline.duration, 400_000_000)
  }

  func testRepeatJumpsBackToWhereTheFirstPlayStarted() throws {
    let timeline = try compileClean("moveX 5 over 0.1s\nmoveX by 10 over 0.2s wait 0.1s repeat 3\n")
    XCTAssertEqual(
      segments(timeline, .moveX),
      ["0-0.1 0>5", "0.1-0.3 5>15", "0.4-0.4 15>5", "0.4-0.6 5>15", "0.7-0.7 15>5", "0.7-0.9 5>15"])
    XCTAssertEqual(timeline.duration, 1_000_000_000)
    // At the jump's tick the new value already holds.
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.4), 5)
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.35), 15)
  }

  func testGroupRepeatJumpsBackAtEachPlayStart() throws {
    let timeline = try compileClean("repeat 2 < wait 0.1s, moveX 10 over 0.1s >\n")
    XCTAssertEqual(segments(timeline, .moveX), ["0.1-0.2 0>10", "0.2-0.2 10>0", "0.3-0.4 0>10"])
  }

  func testYoyoRunsEverySecondPlayBackwards() throws {
    let timeline = try compileClean("moveX 10 delay 0.1s over 0.2s ease easeIn repeat 3 yoyo\n")
    // Play 2 mirrors play 1 in time (0.3 s plays): the change runs 0.3–0.5 from 10 to 0 with
    // the reversed curve, so the value at mirrored times is the same.
    XCTAssertEqual(segments(timeline, .moveX), ["0.1-0.3 0>10", "0.3-0.5 10>0", "0.7-0.9 0>10"])
    let track = try XCTUnwrap(timeline.track(element: "view", property: .moveX))
    XCTAssertEqual(track.segment(1).easing, Easing(named: "easeOut"))
    for offset in [0.05, 0.12, 0.2, 0.27] {
      let forward = track.value(atSeconds: offset).number ?? .nan
      let backward = track.value(atSeconds: 0.6 - offset).number ?? .nan
      XCTAssertEqual(forward, backward, accuracy: 1e-9, "at \(offset)")
    }
  }

  func testYoyoRestoresJumpsWhenRunningBackwards() throws {
    // Play 1 jumps to 50 at 0.1 s (`from`); play 2 must jump back to 0 at the mirrored time.
    let timeline = try compileClean("moveX 60 from 50 delay 0.1s over 0.1s repeat 2 yoyo\n")
    XCTAssertEqual(segments(timeline, .moveX), ["0.1-0.2 50>60", "0.2-0.3 60>50", "0.3-0.3 50>0"])
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.35), 0)
  }

  func testAPropertyHoldsAndAChangeStartsFromTheCurrentValue() throws {
    let timeline = try compileClean(
      "merge < moveX 10 over 0.2s, sequence < wait 0.5s, moveX by 5 over 0.1s > >\n")
    XCTAssertEqual(segments(timeline, .moveX), ["0-0.2 0>10", "0.5-0.6 10>15"])
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.35), 10)
  }

  func testFromJumpsToItsValueWhenTheChangeStarts() throws {
    let timeline = try compileClean("moveX 10 from 30 delay 0.2s over 0.2s\n")
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.1), 0)
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.2), 30)
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.3) ?? .nan, 20, accuracy: 1e-12)
  }

  func testOverlappingChangesAreAnErrorButTouchingIsFine() throws {
    XCTAssertEqual(
      diagnosticSummary("merge <\n  moveX 10 over 1s\n  moveX 5 over 0.5s delay 0.5s\n>\n"),
      ["M0109@3:3"])
    _ = try compileClean("merge <\n  moveX 10 over 1s\n  moveX 5 over 0.5s delay 1s\n>\n")
    // An instant at the start of a change runs first.
    let timeline = try compileClean("merge <\n  moveX 10 over 1s\n  set moveX 4\n>\n")
    XCTAssertEqual(segments(timeline, .moveX), ["0-0 0>4", "0-1 4>10"])
  }

  func testTheDurationIncludesTrailingWaits() throws {
    XCTAssertEqual(
      try compileClean("moveX 10 over 0.2s wait 0.3s\nwait 0.25s\n").duration, 750_000_000)
    XCTAssertEqual(try compileClean("").duration, 0)
  }

  func testDurationsInMillisecondsAreExact() throws {
    let timeline = try compileClean("moveX 1 over 1ms\nmoveX 2 over 0.001s\nwait 333ms\n")
    XCTAssertEqual(timeline.duration, 335_000_000)
  }

  func testScaleWritesBothAxes() throws {
    let timeline = try compileClean("scale 110% over 0.1s\n")
    XCTAssertEqual(segments(timeline, .scaleX), ["0-0.1 1>1.1"])
    XCTAssertEqual(segments(timeline, .scaleY), ["0-0.1 1>1.1"])
  }

  func testAnglesAreCarriedInDegrees() throws {
    let timeline = try compileClean(
      "rotate 0.25turn over 0.1s\nrotate 3.141592653589793rad over 0.1s\n")
    XCTAssertEqual(segments(timeline, .rotate), ["0-0.1 0>90", "0.1-0.2 90>180"])
  }

  func testInitialSetsTheValueBeforeTimeZero() throws {
    let timeline = try compileClean("initial card.opacity 0\ncard.opacity 1 over 1s\n")
    XCTAssertEqual(timeline.track(element: "card", property: .opacity)?.initial, .number(0))
    XCTAssertEqual(number(timeline, "card", .opacity, at: 0.5), 0.5)
  }

  func testTargetScopesToTheEndOfItsBlock() throws {
    let timeline = try compileClean(
      "target a\nmerge <\n  target b\n  moveX 1 over 0.1s\n>\nmoveX 2 over 0.1s\n")
    XCTAssertEqual(timeline.elements.map(\.name), ["a", "b"])
    XCTAssertEqual(segments(timeline, "b", .moveX), ["0-0.1 0>1"])
    XCTAssertEqual(segments(timeline, "a", .moveX), ["0.1-0.2 0>2"])
  }

  func testASpringStepWithoutOverLastsItsSettlingTime() throws {
    let timeline = try compileClean(
      "moveX 1 ease spring(mass: 1, stiffness: 100, damping: 10)\nmoveY 5 over 0.1s\n")
    // The settling time of m 1, k 100, c 10 is 1.2702 s (easing-facts.md); to the nanosecond
    // it is 1.270165190 s, and the next step starts then.
    let moveX = try XCTUnwrap(timeline.track(element: "view", property: .moveX))
    XCTAssertEqual(Double(moveX.segment(0).end) / 1e9, 1.2702, accuracy: 1e-4)
    XCTAssertEqual(
      timeline.track(element: "view", property: .moveY)?.segment(0).start, moveX.segment(0).end)
    // With `over` it runs in real time and snaps at the end.
    let cut = try compileClean(
      "moveX 1 over 0.2s ease spring(mass: 1, stiffness: 100, damping: 10)\n")
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    XCTAssertEqual(
      number(cut, "view", .moveX, at: 0.1) ?? .nan, spring.value(atSeconds: 0.1), accuracy: 1e-12)
    XCTAssertEqual(number(cut, "view", .moveX, at: 0.2), 1)
  }

  func testStepsLandOnTheRightStepAtEveryFrame() throws {
    let timeline = try compileClean("moveX 100 over 1s ease steps(100)\n")
    let rate = try XCTUnwrap(FrameRate(numerator: 100, denominator: 1))
    let times = try XCTUnwrap(
      FrameGrid(rate: rate, from: 0, to: timeline.duration)?.times(limit: 200))
    let values = try XCTUnwrap(timeline.track(element: "view", property: .moveX)).sample(at: times)
    // Frame i at i/100 s is exactly step i (0.29 × 100 in doubles would give 28).
    for (index, value) in values.enumerated() {
      XCTAssertEqual(value, Double(index), accuracy: 1e-9, "frame \(index)")
    }
  }
}
