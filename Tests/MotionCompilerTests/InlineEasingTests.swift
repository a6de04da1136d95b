import MotionRuntime
import XCTest

@testable import MotionCompiler

/// The checker's recent-easing slots compare an easing held inline instead of the easing: two
/// must be equal exactly when their easings are.
final class InlineEasingTests: XCTestCase {
  func testInlineEasingsAreEqualExactlyWhenTheirEasingsAre() {
    let easings: [Easing] = [
      .linear,
      .family(.quad, .in), .family(.quad, .out), .family(.back, .in),
      .cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)),
      .cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 0.5)),
      .cubicBezier(CubicBezier(x1: 0, y1: 0.2, x2: 0, y2: 1)),
    ]
    for first in easings {
      for second in easings {
        XCTAssertEqual(
          InlineEasing(first) == InlineEasing(second), first == second, "\(first), \(second)")
      }
    }
    // The same easing made again is equal.
    XCTAssertEqual(
      InlineEasing(.cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))),
      InlineEasing(easings[4]))
  }

  func testEasingsThatHoldReferencesAreNotInlineAndNoneMatchesNothing() {
    XCTAssertNil(InlineEasing(.steps(4, .jumpEnd)))
    XCTAssertNil(InlineEasing(.reversed(.steps(4, .jumpEnd))))
    for easing: Easing in [.linear, .family(.sine, .inOut)] {
      XCTAssertNotEqual(InlineEasing(easing), InlineEasing.none)
    }
  }
}
