import Foundation
import XCTest

@testable import MotionRuntime

/// The polynomial sin(πr) behind the sine family against the C library, and the family against
/// its textbook formulas (easing-facts.md) evaluated with the C library, over dense grids.
final class EasingMathTests: XCTestCase {
  func testSinPiAgreesWithTheCLibraryOnItsRange() {
    for step in 0...20_000 {
      let r = -0.5 + Double(step) / 20_000
      XCTAssertEqual(EasingMath.sinPi(r), sin(Double.pi * r), accuracy: 1e-15, "sinPi(\(r))")
    }
    XCTAssertEqual(EasingMath.sinPi(0), 0)
    XCTAssertEqual(EasingMath.sinPi(-0.25), -EasingMath.sinPi(0.25))
  }

  func testSineAgreesWithItsFormulasOnADenseGrid() {
    let formulas: [(EasingFamily, EasingMode, (Double) -> Double)] = [
      (.sine, .in, { 1 - cos(Double.pi * $0 / 2) }),
      (.sine, .out, { sin(Double.pi * $0 / 2) }),
      (.sine, .inOut, { (1 - cos(Double.pi * $0)) / 2 }),
    ]
    for (family, mode, formula) in formulas {
      var largest = 0.0
      for step in 1..<100_000 {
        let p = Double(step) / 100_000
        largest = max(largest, abs(family.value(at: p, mode: mode) - formula(p)))
      }
      // A few units in the last place of values near 1, so sampled values printed to 9
      // decimals do not change.
      XCTAssertLessThanOrEqual(largest, 1e-15, "\(family) \(mode)")
      XCTAssertEqual(family.value(at: 0, mode: mode), 0)
      XCTAssertEqual(family.value(at: 1, mode: mode), 1)
    }
  }

  func testOutsideZeroToOneTheFormulasAreTheCLibrarys() {
    for p in [-0.75, -0.25, 1.25, 1.5, 2] {
      XCTAssertEqual(EasingFamily.sine.value(at: p, mode: .inOut), (1 - cos(Double.pi * p)) / 2)
      XCTAssertEqual(EasingFamily.sine.value(at: p, mode: .out), sin(Double.pi * p / 2))
      XCTAssertEqual(EasingFamily.sine.value(at: p, mode: .in), 1 - cos(Double.pi * p / 2))
    }
  }
}
