import XCTest

@testable import MotionRuntime

/// `CubicBezier.value(at:)` against an independent reference, a bisection of x(t) written in
/// Bernstein form run until its bracket is two adjacent doubles, on a dense grid of many curves:
/// the check a faster solver would have to pass too (besides keeping every golden's bytes; see
/// `CubicBezier`'s note on why that pins its values to the last bit).
final class CubicBezierSolverTests: XCTestCase {
  /// Steep and degenerate curves (vertical or flat ends, x1 = x2 = 0, x1 = 1), overshooting y,
  /// near-linear ones, the keywords and the benchmark's curve, then a grid of control points.
  private static let curves: [CubicBezier] = {
    let points: [(Double, Double, Double, Double)] = [
      (0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0),
      (0.2, 0.0, 0.0, 1.0), (0.0, 0.0, 0.0, 1.0), (1.0, 0.0, 1.0, 1.0), (0.0, 0.0, 1.0, 1.0),
      (1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 0.0, 1.0), (1.0, 0.0, 1.0, 0.0), (0.0, 1.0, 1.0, 0.0),
      (0.2, -0.6, 0.3, 1.8), (0.5, -1.0, 0.5, 2.0), (0.68, -0.55, 0.265, 1.55),
      (0.1, 0.9, 0.2, 1.0), (1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3), (0.333, 0.333, 0.667, 0.667),
      (0.3333333, 0.0, 0.6666667, 1.0), (1e-9, 0.0, 1.0 - 1e-9, 1.0), (0.999, 0.0, 0.001, 1.0),
    ]
    var curves = points.map { CubicBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let xs: [Double] = [0, 0.05, 0.3, 0.5, 0.7, 0.95, 1]
    let ys: [Double] = [-0.5, 0, 1, 1.6]
    for x1 in xs {
      for x2 in xs {
        for y1 in ys {
          for y2 in ys { curves.append(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)) }
        }
      }
    }
    return curves
  }()

  /// The t in 0…1 with x(t) = p to the last bit: bisection on x(t) = 3(1−t)²t·x1 +
  /// 3(1−t)t²·x2 + t³ (a different form from the solver's) until the bracket is two adjacent
  /// doubles; returns the end whose x is nearer p.
  private func referenceT(_ curve: CubicBezier, _ p: Double) -> Double {
    func x(_ t: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * curve.x1 + 3 * u * t * t * curve.x2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    while low.nextUp < high {
      let middle = (low + high) / 2
      if x(middle) < p { low = middle } else { high = middle }
    }
    return abs(x(low) - p) <= abs(x(high) - p) ? low : high
  }

  private func referenceY(_ curve: CubicBezier, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * curve.y1 + 3 * u * t * t * curve.y2 + t * t * t
  }

  /// The allowance for one value: the solver stops at |x(t) − p| < 1e-12, so its value can be
  /// off by 1e-12 times the curve's slope dy/dx there (large where x is flat); 1e-15 covers
  /// rounding in y itself. (Within about 1e-4 of an end where x′ is 0, the error in t grows
  /// like the square root of 1e-12 instead, so the grid stays inside 1e-4…1 − 1e-4.)
  private func allowance(_ curve: CubicBezier, _ t: Double) -> Double {
    let slopeY = (3 * curve.ay * t + 2 * curve.by) * t + curve.cy
    let slopeX = curve.slopeX(t)
    let slope = slopeX > 0 ? abs(slopeY) / slopeX : .infinity
    return 1e-12 * max(1, slope) + 1e-15
  }

  func testValuesMatchBisectionOnADenseGrid() {
    var compared = 0
    let steps = 2_000
    for curve in Self.curves {
      for step in 1..<steps {
        let p = 1e-4 + (1 - 2e-4) * Double(step) / Double(steps)
        let value = curve.value(at: p)
        let t = referenceT(curve, p)
        let reference = referenceY(curve, t)
        let allowed = allowance(curve, t)
        XCTAssertLessThanOrEqual(abs(value - reference), allowed, "\(curve) at \(p)")
        compared += 1
      }
    }
    XCTAssertEqual(compared, Self.curves.count * (steps - 1))
  }

  func testTheEndsAreExactAndOutsideTheyFollowTheCurvesEnds() {
    for curve in Self.curves {
      XCTAssertEqual(curve.value(at: 0), 0)
      XCTAssertEqual(curve.value(at: 1), 1)
      XCTAssertEqual(curve.value(at: -0.5), curve.y(0))
      XCTAssertEqual(curve.value(at: 1.5), curve.y(1))
    }
  }
}
