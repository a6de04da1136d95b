import Foundation
import MotionLottie
import MotionRuntime
import XCTest

/// Curves: exact tangents where Lottie has them, holds for steps and jumps, fitted curves
/// within 0.1 % of the change everywhere (not only at frames).
final class TimingTests: XCTestCase {
  /// The keyframes of `view.moveX` for one change of `easing` from 0 to 100 over 1 s at 60 fps.
  private func keyframes(_ easing: Easing) throws -> [[String: Any]] {
    let track = PropertyTrack(
      property: .moveX, initial: .number(0), segments: [change(0, 1, 0, 100, easing)])
    let reader = try LottieReader(try export(timeline([track], duration: 1)))
    return LottieReader.keyframes(try reader.property("view", "ks.p.x"))
  }

  private func tangents(_ key: [String: Any]) -> [Double]? {
    guard let out = key["o"] as? [String: Any], let into = key["i"] as? [String: Any] else {
      return nil
    }
    let values = [out["x"], out["y"], into["x"], into["y"]].compactMap {
      LottieReader.numbers($0)?.first
    }
    return values.count == 4 ? values : nil
  }

  func testCubicAndCSSCurvesAreExactTangents() throws {
    let curves: [(Easing, [Double])] = [
      (.cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)), [0.2, 0, 0, 1]),
      (.cubicBezier(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.6)), [0.3, -0.5, 0.7, 1.6]),
      (try XCTUnwrap(Easing(named: "ease")), [0.25, 0.1, 0.25, 1]),
      (try XCTUnwrap(Easing(named: "easeIn")), [0.42, 0, 1, 1]),
      (try XCTUnwrap(Easing(named: "easeOut")), [0, 0, 0.58, 1]),
      (try XCTUnwrap(Easing(named: "easeInOut")), [0.42, 0, 0.58, 1]),
      (.linear, [0, 0, 1, 1]),
    ]
    for (easing, expected) in curves {
      let keys = try keyframes(easing)
      XCTAssertEqual(keys.count, 2, easing.name)
      XCTAssertEqual(tangents(keys[0]), expected, easing.name)
      XCTAssertEqual(LottieReader.numbers(keys[0]["s"]), [200], easing.name)
      XCTAssertEqual(LottieReader.number(keys[1]["t"]), 60, easing.name)
      XCTAssertEqual(LottieReader.numbers(keys[1]["s"]), [300], easing.name)
    }
  }

  func testStepsAreHoldsAtTheirExactTimes() throws {
    // steps(4, jump-start) from 0 to 100: 25 from the start, 50 from 0.25 s, 75 from 0.5 s,
    // 100 from 0.75 s (frames 0, 15, 30, 45), and held at the end.
    let keys = try keyframes(.steps(4, .jumpStart))
    XCTAssertEqual(keys.map { LottieReader.number($0["t"]) }, [0, 15, 30, 45, 60])
    XCTAssertEqual(keys.map { LottieReader.numbers($0["s"]) }, [[225], [250], [275], [300], [300]])
    XCTAssertEqual(keys.dropLast().map { LottieReader.number($0["h"]) }, [1, 1, 1, 1])
    // jump-end: 0, 25, 50, 75, then 100 at the end.
    let end = try keyframes(.steps(4, .jumpEnd))
    XCTAssertEqual(end.map { LottieReader.numbers($0["s"]) }, [[200], [225], [250], [275], [300]])
    XCTAssertEqual(end.map { LottieReader.number($0["t"]) }, [0, 15, 30, 45, 60])
  }

  func testLinearPointsAreStraightKeyframes() throws {
    let curve = try LinearEasing(stops: [(0, []), (0.25, [0.4]), (1, [])])
    let keys = try keyframes(.piecewiseLinear(curve))
    XCTAssertEqual(keys.map { LottieReader.number($0["t"]) }, [0, 24, 60])
    XCTAssertEqual(keys.map { LottieReader.numbers($0["s"]) }, [[200], [225], [300]])
    XCTAssertEqual(tangents(keys[0]), [0, 0, 1, 1])
    XCTAssertEqual(tangents(keys[1]), [0, 0, 1, 1])
  }

  func testAJumpIsAHoldAndAKeyframeAtTheSameTime() throws {
    // 0 → 30 over 0.5 s, then a jump back to 0 and 0 → 30 again (a repeat without yoyo).
    let track = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        change(0, 0.5, 0, 30), change(0.5, 0.5, 30, 0), change(0.5, 1, 0, 30),
      ])
    let property = try LottieReader(try export(timeline([track], duration: 1)))
      .property("view", "ks.p.x")
    let keys = LottieReader.keyframes(property)
    XCTAssertEqual(keys.map { LottieReader.number($0["t"]) }, [0, 30, 30, 60])
    XCTAssertEqual(keys.map { LottieReader.numbers($0["s"]) }, [[200], [230], [200], [230]])
    XCTAssertEqual(LottieReader.number(keys[1]["h"]), 1)
    // Just before the jump the value arrives at 30; at the jump it is back at 0 (right-continuous,
    // as in motionc and lottie-web).
    XCTAssertEqual(try LottieReader.value(property, at: 29.999)[0], 229.999, accuracy: 1e-6)
    XCTAssertEqual(try LottieReader.value(property, at: 30), [200])
  }

  func testAChangeFromAnotherValueJumpsAtItsStart() throws {
    let track = PropertyTrack(
      property: .opacity, initial: .number(1), segments: [change(0.5, 1, 0.2, 0.6)])
    let property = try LottieReader(try export(timeline([track], duration: 1)))
      .property("view", "ks.o")
    XCTAssertEqual(try LottieReader.value(property, at: 29.99), [100])
    XCTAssertEqual(try LottieReader.value(property, at: 30)[0], 20, accuracy: 1e-9)
    XCTAssertEqual(try LottieReader.value(property, at: 45)[0], 40, accuracy: 1e-9)
    XCTAssertEqual(try LottieReader.value(property, at: 70)[0], 60, accuracy: 1e-9)
  }

  /// Every fitted curve, checked at 2001 points of its change (between frames too).
  func testFittedCurvesStayWithinATenthOfAPercent() throws {
    var easings: [Easing] = []
    for family in EasingFamily.allCases {
      for mode in EasingMode.allCases { easings.append(.family(family, mode)) }
    }
    easings += try [
      .spring(Spring(mass: 1, stiffness: 100, damping: 10), duration: 1.27),
      .spring(Spring(duration: 0.5, bounce: 0.3), duration: 1),
      .spring(Spring(mass: 2, stiffness: 50, damping: 40, velocity: 3), duration: 1),
      .spring(Spring(mass: 1, stiffness: 1000, damping: 5), duration: 1),
      .reversed(.spring(Spring(response: 0.4, dampingRatio: 0.6), duration: 0.8)),
      .reversed(.piecewiseLinear(LinearEasing(stops: [(0, []), (1.2, [0.6]), (1, [])]))),
      .family(.elastic, .out).reversed, .family(.bounce, .inOut).reversed,
    ]
    var worst = (0.0, "")
    for easing in easings {
      let track = PropertyTrack(
        property: .rotate, initial: .number(0), segments: [change(0, 1, 0, 100, easing)])
      let property = try LottieCurve(
        try LottieReader(try export(timeline([track], duration: 1))).property("view", "ks.r"))
      for index in 0...2000 {
        let seconds = Double(index) / 2000
        let expected = 100 * easing.value(at: seconds)
        let actual = property.value(at: seconds * 60)[0]
        let difference = abs(actual - expected)
        XCTAssertLessThanOrEqual(difference, 0.1, "\(easing.name) at \(seconds)s")
        if difference > worst.0 { worst = (difference, easing.name) }
      }
      // A spring ending before it settles jumps to its target at the end, as motionc does.
      XCTAssertEqual(property.value(at: 60)[0], 100, accuracy: 1e-9, easing.name)
    }
    // The fit aims at a tenth of the promise, and reaches it.
    XCTAssertLessThanOrEqual(worst.0, 0.015, worst.1)
  }

  /// At the very instant of a jump the file shows what motionc shows, also for curves played
  /// backwards (which keep the value from before a jump there) and curves that jump at their
  /// start: checked at every frame, where these step boundaries land (at whole ticks, so that
  /// motionc's own side of each jump is exact).
  func testAFrameOnAJumpShowsWhatMotioncShows() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let easings: [Easing] = try [
      .steps(4, .jumpEnd), .steps(4, .jumpStart).reversed, .steps(5, .jumpBoth).reversed,
      .steps(5, .jumpNone).reversed, .family(.expo, .in), .family(.elastic, .in),
      .spring(spring, duration: 0.5).reversed,
      .piecewiseLinear(LinearEasing(stops: [(0, []), (0.3, [0.5, 0.5]), (1, [0.5]), (1, [])]))
        .reversed,
    ]
    for easing in easings {
      // The change runs from frame 60 to 120, after a second's hold.
      let track = PropertyTrack(
        property: .moveY, initial: .number(0), segments: [change(1, 2, 0, 100, easing)])
      let curve = try LottieCurve(
        try LottieReader(try export(timeline([track], duration: 2))).property("view", "ks.p.y"))
      for frame in 0...120 {
        let expected = try XCTUnwrap(track.value(atSeconds: Double(frame) / 60).number)
        XCTAssertEqual(
          curve.value(at: Double(frame))[0] - 200, expected, accuracy: 0.015,
          "\(easing.name) at frame \(frame)")
      }
    }
  }

  func testFittedCurvesAreFewKeyframes() throws {
    let counts = try [
      Easing.family(.quad, .in), .family(.sine, .inOut), .family(.back, .out),
      .family(.bounce, .out), .family(.elastic, .inOut),
    ].map { try keyframes($0).count }
    // Quadratics are cubics exactly: one piece. The others need a few.
    XCTAssertEqual(counts[0], 2)
    for count in counts { XCTAssertLessThanOrEqual(count, 40) }
  }
}
