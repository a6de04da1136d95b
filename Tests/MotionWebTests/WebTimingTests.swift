import MotionRuntime
import XCTest

@testable import MotionWeb

/// Timing functions: the curves CSS has are written exactly; every other curve is baked into a
/// `linear()` measured here against the exact curve at 100,000 points.
final class WebTimingTests: XCTestCase {
  /// The largest difference between a baked `linear()` (as CSS evaluates it: the runtime's
  /// `linear(…)` follows the same rules) and the exact curve, over 0…1. At exactly 0 the baked
  /// curve shows where the curve starts to move from (2⁻¹⁰ for exponential ones), so 0 itself
  /// is left out.
  private func largestBakedError(_ easing: Easing, samples: Int = 100_000) throws -> Double {
    guard case .points(let points, baked: true) = WebTiming(easing) else {
      XCTFail("\(easing.name) is not baked")
      return .infinity
    }
    let css = try LinearEasing(
      points.map { LinearEasing.Stop(output: $0.output, inputs: [$0.input]) })
    var largest = 0.0
    for index in 1...samples {
      let progress = Double(index) / Double(samples)
      largest = max(largest, abs(css.value(at: progress) - easing.value(at: progress)))
    }
    return largest
  }

  func testEveryFamilyIsBakedWithinTheBound() throws {
    var worst = (0.0, "")
    for family in EasingFamily.allCases {
      for mode in EasingMode.allCases {
        let easing = Easing.family(family, mode)
        let error = try largestBakedError(easing)
        XCTAssertLessThanOrEqual(error, WebTiming.promisedBound, easing.name)
        if error > worst.0 { worst = (error, easing.name) }
      }
    }
    // The fit is to half the bound; what the checks between fitted points see stays close.
    XCTAssertLessThanOrEqual(worst.0, 0.00055, "worst: \(worst.1)")
  }

  func testSpringsAreBakedWithinTheBoundAndEndAtTheirTarget() throws {
    let springs = [
      try Spring(mass: 1, stiffness: 100, damping: 10),
      try Spring(mass: 1, stiffness: 100, damping: 20),
      try Spring(mass: 2, stiffness: 50, damping: 40, velocity: 3),
      try Spring(duration: 0.5, bounce: 0.3),
      try Spring(mass: 1, stiffness: 400, damping: 2, velocity: -4),
    ]
    for spring in springs {
      for duration in [0.2, 0.8, 3.0] {
        for easing in [
          Easing.spring(spring, duration: duration), .reversed(.spring(spring, duration: duration)),
        ] {
          let error = try largestBakedError(easing, samples: 20_000)
          XCTAssertLessThanOrEqual(
            error, WebTiming.promisedBound, "\(easing.name) over \(duration)s")
          guard case .points(let points, _) = WebTiming(easing) else { continue }
          XCTAssertEqual(points.last, LinearEasing.Point(input: 1, output: 1), easing.name)
          XCTAssertEqual(points.first?.input, 0)
        }
      }
    }
  }

  func testCurvesCSSHasAreWrittenExactly() throws {
    XCTAssertEqual(WebTiming(.linear).css, "linear")
    XCTAssertEqual(
      WebTiming(try XCTUnwrap(Easing(named: "ease"))).css, "cubic-bezier(0.25, 0.1, 0.25, 1)")
    XCTAssertEqual(
      WebTiming(.cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))).css,
      "cubic-bezier(0.2, 0, 0, 1)")
    XCTAssertEqual(WebTiming(.steps(4, .jumpStart)).css, "steps(4, jump-start)")
    let points = try LinearEasing(stops: [(0, []), (0.25, [0.4]), (1, [])])
    XCTAssertEqual(WebTiming(.piecewiseLinear(points)).css, "linear(0 0%, 0.25 40%, 1 100%)")
    XCTAssertFalse(WebTiming(.piecewiseLinear(points)).isBaked)
  }

  func testCurvesPlayedBackwardsStayExact() throws {
    // Easing's own reversal of a Bézier is a Bézier; of steps and linear(), a wrapper.
    let easeOut = Easing.cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    XCTAssertEqual(WebTiming(easeOut.reversed).css, "cubic-bezier(0.42, 0, 1, 1)")
    XCTAssertEqual(WebTiming(Easing.steps(4, .jumpEnd).reversed).css, "steps(4, jump-start)")
    XCTAssertEqual(WebTiming(Easing.steps(3, .jumpBoth).reversed).css, "steps(3, jump-both)")
    let overshoot = try LinearEasing(stops: [(0, []), (1.2, [0.6]), (0.9, [0.8]), (1, [])])
    let reversed = Easing.piecewiseLinear(overshoot).reversed
    XCTAssertEqual(WebTiming(reversed).css, "linear(0 0%, 0.1 20%, -0.2 40%, 1 100%)")
    // Equal to the runtime's reversed curves away from the jumps.
    for easing in [
      reversed, Easing.steps(4, .jumpEnd).reversed, Easing.steps(5, .jumpNone).reversed,
    ] {
      let css = WebPlanModel.easing(WebTiming(easing))
      for index in 0..<1000 {
        let progress = (Double(index) + 0.5) / 1000
        XCTAssertEqual(css.value(at: progress), easing.value(at: progress), accuracy: 1e-12)
      }
    }
  }

  func testALinearCurveThatEndsElsewhereEndsAtOne() {
    // motionc holds the change's target at its end; a browser holding the last keyframe
    // shows the curve's value at 1: the curve must end at 1.
    let points = [
      LinearEasing.Point(input: 0, output: 0), LinearEasing.Point(input: 0.5, output: 1),
      LinearEasing.Point(input: 1.5, output: 0),
    ]
    XCTAssertEqual(
      WebTiming.endingAtOne(points),
      [
        LinearEasing.Point(input: 0, output: 0), LinearEasing.Point(input: 0.5, output: 1),
        LinearEasing.Point(input: 1, output: 0.5), LinearEasing.Point(input: 1, output: 1),
      ])
    let ending = [LinearEasing.Point(input: 0, output: 0), LinearEasing.Point(input: 1, output: 1)]
    XCTAssertEqual(WebTiming.endingAtOne(ending), ending)
  }

  func testTheFitFollowsAnyCurveWithinItsTolerance() {
    let curve = { (x: Double) in SIMD4(sin(x) * 3, 0, 0, 0) }
    let points = LinearFit.fit(from: 0, to: 10, tolerance: 0.001, curve: curve)
    XCTAssertLessThanOrEqual(
      LinearFit.largestError(of: points, against: curve, samples: 100_000), 0.0011)
    XCTAssertLessThan(points.count, 400)
    // A straight line needs only its ends.
    XCTAssertEqual(
      LinearFit.fit(from: 0, to: 1, tolerance: 1e-9) { SIMD4(2 * $0 + 1, 0, 0, 0) }.count, 2)
  }
}
