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

  func testFamiliesMatchTheReferenceValues() throws {
    // easing-facts.md, at p = .1 / .25 / .5 / .75 / .9, given to 6 decimals.
    let progress = [0.1, 0.25, 0.5, 0.75, 0.9]
    let table: [(String, [Double])] = [
      ("easeInOutSine", [0.024472, 0.146447, 0.5, 0.853553, 0.975528]),
      ("easeOutExpo", [0.5, 0.823223, 0.96875, 0.994476, 0.998047]),
      ("easeInOutBack", [-0.037519, -0.099682, 0.5, 1.099682, 1.037519]),
      ("easeOutElastic", [1.25, 0.911612, 1.015625, 1.005524, 0.998047]),
      ("easeInOutElastic", [0.000339, 0.011969, 0.5, 0.988031, 0.999661]),
      ("easeOutBounce", [0.075625, 0.472656, 0.765625, 0.972656, 0.988125]),
    ]
    for (name, values) in table {
      for (p, expected) in zip(progress, values) {
        XCTAssertEqual(try easing(name).value(at: p), expected, accuracy: 5e-7, "\(name)(\(p))")
      }
    }
  }

  func testEveryFamilyHasThreeNamedModes() {
    XCTAssertEqual(EasingFamily.allCases.count, 10)
    for family in EasingFamily.allCases {
      for mode in EasingMode.allCases {
        let name = Easing.family(family, mode).name
        XCTAssertTrue(Easing.allNames.contains(name), name)
        XCTAssertEqual(Easing(named: name), .family(family, mode))
      }
    }
    XCTAssertEqual(Easing(named: "easeInQuad"), .family(.quad, .in))
    XCTAssertEqual(Easing(named: "easeOutElastic"), .family(.elastic, .out))
    XCTAssertEqual(Easing(named: "easeInOutBounce"), .family(.bounce, .inOut))
  }

  func testInOutModesArePointSymmetric() {
    // inOut(p) = 1 − inOut(1 − p) for every family, so reversing keeps inOut exactly.
    for family in EasingFamily.allCases {
      for step in 0...200 {
        let p = Double(step) / 200
        XCTAssertEqual(
          family.value(at: p, mode: .inOut), 1 - family.value(at: 1 - p, mode: .inOut),
          accuracy: 1e-12, "\(family)(\(p))")
        XCTAssertEqual(
          family.value(at: p, mode: .out), 1 - family.value(at: 1 - p, mode: .in),
          accuracy: 1e-12, "\(family)(\(p))")
      }
    }
  }

  func testSpecialFormsAtTheEnds() {
    // Expo without its special cases misses by 2⁻¹⁰; circ clamps instead of giving NaN.
    XCTAssertEqual(EasingFamily.expo.value(at: 0, mode: .in), 0)
    XCTAssertEqual(EasingFamily.expo.value(at: 1, mode: .out), 1)
    XCTAssertEqual(EasingFamily.expo.value(at: 0, mode: .inOut), 0)
    XCTAssertEqual(EasingFamily.expo.value(at: 1, mode: .inOut), 1)
    XCTAssertEqual(EasingFamily.circ.value(at: 1.5, mode: .in), 1)
    XCTAssertEqual(EasingFamily.circ.value(at: -0.5, mode: .out), 0)
    XCTAssertEqual(EasingFamily.sine.value(at: 1, mode: .in), 1)
    XCTAssertEqual(EasingFamily.back.value(at: 1, mode: .out), 1)
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
    XCTAssertNil(Easing(named: "easeOutWobble"))
    XCTAssertNil(Easing(named: "steps"))
    XCTAssertEqual(
      Easing.cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)).name, "cubic(0.2, 0, 0, 1)")
  }
}
