import MotionRuntime
import XCTest

/// CSS `linear(…)`: canonical points, evaluation at jumps and outside 0…1, errors and names.
final class LinearEasingTests: XCTestCase {
  private func points(_ curve: LinearEasing) -> [[Double]] {
    curve.points.map { [$0.input, $0.output] }
  }

  func testCanonicalPointsFollowTheCSSRules() throws {
    // linear(0, 0.25 40%, 1)
    XCTAssertEqual(
      points(try LinearEasing(stops: [(0, []), (0.25, [0.4]), (1, [])])),
      [[0, 0], [0.4, 0.25], [1, 1]])
    // Runs without input are spaced evenly: linear(0, 0.7, 0.87, 0.98, 1).
    XCTAssertEqual(
      points(try LinearEasing(stops: [(0, []), (0.7, []), (0.87, []), (0.98, []), (1, [])])),
      [[0, 0], [0.25, 0.7], [0.5, 0.87], [0.75, 0.98], [1, 1]])
    // Two inputs make two points: linear(0, 0.5 25% 75%, 1).
    XCTAssertEqual(
      points(try LinearEasing(stops: [(0, []), (0.5, [0.25, 0.75]), (1, [])])),
      [[0, 0], [0.25, 0.5], [0.75, 0.5], [1, 1]])
    // An input below an earlier one is raised to it: linear(0, 0.5 60%, 0.7 40%, 1).
    XCTAssertEqual(
      points(try LinearEasing(stops: [(0, []), (0.5, [0.6]), (0.7, [0.4]), (1, [])])),
      [[0, 0], [0.6, 0.5], [0.6, 0.7], [1, 1]])
    // A last stop without input goes to 1 or the largest input before it.
    XCTAssertEqual(
      points(try LinearEasing(stops: [(0, []), (0.5, [1.2]), (1, [])])),
      [[0, 0], [1.2, 0.5], [1.2, 1]])
  }

  func testEqualInputsTakeTheLastPointAndOutsideExtrapolates() throws {
    let jump = try LinearEasing(stops: [(0, []), (0.3, [0.5]), (0.7, [0.5]), (1, [])])
    XCTAssertEqual(jump.value(at: 0.25), 0.15, accuracy: 1e-15)
    XCTAssertEqual(jump.value(at: 0.5), 0.7)
    XCTAssertEqual(jump.value(at: 0.75), 0.85, accuracy: 1e-15)
    let curve = try LinearEasing(stops: [(0, []), (0.25, [0.4]), (1, [])])
    XCTAssertEqual(curve.value(at: -0.4), -0.25, accuracy: 1e-15)
    XCTAssertEqual(curve.value(at: 1.2), 1.25, accuracy: 1e-15)
    XCTAssertEqual(curve.value(at: 0), 0)
    XCTAssertEqual(curve.value(at: 0.4), 0.25)
    XCTAssertEqual(curve.value(at: 1), 1)
    // A jump at the very end: the last point holds from its input on.
    let end = try LinearEasing(stops: [(0, []), (0.5, [1]), (1, [1])])
    XCTAssertEqual(end.value(at: 1), 1)
    XCTAssertEqual(end.value(at: 0.5), 0.25)
  }

  func testTooFewStopsAndBadStopsAreErrors() {
    XCTAssertThrowsError(try LinearEasing(stops: [(0, [])])) { error in
      XCTAssertEqual(
        (error as? EasingParameterError)?.reason, "`linear()` needs at least 2 stops, not 1")
    }
    XCTAssertThrowsError(try LinearEasing(stops: [])) { error in
      XCTAssertEqual(
        (error as? EasingParameterError)?.reason, "`linear()` needs at least 2 stops, not 0")
    }
    XCTAssertThrowsError(try LinearEasing(stops: [(0, [0.1, 0.2, 0.3]), (1, [])])) { error in
      XCTAssertEqual(
        (error as? EasingParameterError)?.reason,
        "stop 1 of `linear()` has 3 inputs; a stop takes at most 2")
    }
    XCTAssertThrowsError(try LinearEasing(stops: [(0, []), (.nan, [])])) { error in
      XCTAssertEqual(
        (error as? EasingParameterError)?.reason,
        "stop 2 of `linear()` has a number that is not finite")
    }
  }

  func testNamesKeepTheStopsAsWrittenWithExactPercentages() throws {
    let curve = try LinearEasing(stops: [(0, []), (0.25, [0.4]), (1, [])])
    XCTAssertEqual(Easing.piecewiseLinear(curve).name, "linear(0, 0.25 40%, 1)")
    let odd = try LinearEasing(stops: [
      (0, [0.29]), (0.5, [0.125, 0.5]), (0.75, [0.00001]), (1, [-0.1, 12.5]),
    ])
    XCTAssertEqual(
      Easing.piecewiseLinear(odd).name, "linear(0 29%, 0.5 12.5% 50%, 0.75 0.001%, 1 -10% 1250%)")
  }

  func testReversedLinearMirrorsInTime() throws {
    let curve = Easing.piecewiseLinear(
      try LinearEasing(stops: [(0, []), (0.3, [0.5]), (0.7, [0.5]), (1, [])]))
    let reversed = curve.reversed
    XCTAssertEqual(reversed, .reversed(curve))
    XCTAssertEqual(reversed.reversed, curve)
    for step in 0...20 {
      let p = Double(step) / 20
      XCTAssertEqual(reversed.value(at: p), 1 - curve.value(at: 1 - p))
    }
    // At the jump the mirror holds the value from before it.
    XCTAssertEqual(reversed.value(at: 0.5), 0.3, accuracy: 1e-15)
  }
}
