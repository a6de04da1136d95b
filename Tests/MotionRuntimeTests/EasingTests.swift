import MotionRuntime
import XCTest

/// Easing values against the reference values in shared/easing-facts.md (computed by the
/// browsers' and easings.net's formulas, not by this code).
final class EasingTests: XCTestCase {
  private func easing(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> Easing
  {
    try XCTUnwrap(Easing(named: name), "no easing named \(name)", file: file, line: line)
  }

  func testCSSKeywordCurvesMatchTheReferenceValues() throws {
    // Reference values are given to 6 decimals, so compare to 5e-7.
    let cases: [(String, Double, Double)] = [
      ("ease", 0.25, 0.408511), ("ease", 0.5, 0.802403), ("ease", 0.75, 0.960459),
      ("easeInOut", 0.25, 0.129162), ("easeIn", 0.5, 0.315357), ("easeOut", 0.5, 0.684643),
    ]
    for (name, progress, expected) in cases {
      XCTAssertEqual(
        try easing(name).value(at: progress), expected, accuracy: 5e-7, "\(name)(\(progress))")
    }
  }

  func testEaseInOutBackMatchesTheReferenceValues() throws {
    let expected: [(Double, Double)] = [
      (0.1, -0.037519), (0.25, -0.099682), (0.5, 0.5), (0.75, 1.099682), (0.9, 1.037519),
    ]
    for (progress, value) in expected {
      XCTAssertEqual(try easing("easeInOutBack").value(at: progress), value, accuracy: 5e-7)
    }
  }

  func testBackInAndOutFollowTheirFormulas() throws {
    // in(p) = (s + 1)p³ − s·p² with s = 1.70158, evaluated by hand at p = 0.5:
    // 2.70158 · 0.125 − 1.70158 · 0.25 = 0.3376975 − 0.425395 = −0.0876975.
    XCTAssertEqual(try easing("easeInBack").value(at: 0.5), -0.0876975, accuracy: 1e-12)
    XCTAssertEqual(try easing("easeOutBack").value(at: 0.5), 1.0876975, accuracy: 1e-12)
  }

  func testEveryEasingIsExactAtTheEnds() {
    for name in Easing.allNames {
      guard let easing = Easing(named: name) else {
        XCTFail(name)
        continue
      }
      XCTAssertEqual(easing.value(at: 0), 0, name)
      XCTAssertEqual(easing.value(at: 1), 1, name)
    }
  }

  func testCubicBezierSolvesXToWithinTheTolerance() {
    // For a cubic with known control points, pick t, compute (x(t), y(t)) directly, and
    // check the solver maps x(t) to y(t).
    let curves = [
      (0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.2, -0.6, 0.3, 1.8),
    ]
    for (x1, y1, x2, y2) in curves {
      let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      for step in 1..<100 {
        let t = Double(step) / 100
        let u = 1 - t
        let x = 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t
        let y = 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t
        XCTAssertEqual(curve.value(at: x), y, accuracy: 1e-7, "(\(x1),\(y1),\(x2),\(y2)) at t=\(t)")
      }
    }
  }

  func testReversingPlaysTheCurveBackwards() throws {
    for name in Easing.allNames {
      let easing = try easing(name)
      for step in 0...20 {
        let p = Double(step) / 20
        XCTAssertEqual(
          easing.reversed.value(at: p), 1 - easing.value(at: 1 - p), accuracy: 1e-9, name)
      }
    }
    XCTAssertEqual(try easing("easeOut").reversed, try easing("easeIn"))
    XCTAssertEqual(try easing("easeInBack").reversed, try easing("easeOutBack"))
    XCTAssertEqual(try easing("easeInOut").reversed, try easing("easeInOut"))
  }

  func testNamesRoundTrip() throws {
    for name in Easing.allNames { XCTAssertEqual(try easing(name).name, name) }
    XCTAssertNil(Easing(named: "easeOutBounce"))
    XCTAssertEqual(
      Easing.cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)).name, "cubic(0.2, 0, 0, 1)")
  }
}
