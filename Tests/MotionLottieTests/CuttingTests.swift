import MotionRuntime
import XCTest

@testable import MotionLottie

/// Cutting keyframe curves: exact where the parts are easings of their own, fitted where a part
/// bulges between equal values (no easing can draw that).
final class CuttingTests: XCTestCase {
  func testASplitCurveIsTheSameCurve() throws {
    let curves = [
      CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
      CubicBezier(x1: 0.2, y1: -0.6, x2: 0.3, y2: 1.7),
      CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1),
    ]
    for curve in curves {
      let piece = Piece(start: 10, end: 20, from: [5, 0], to: [-5, 100], shape: .curve(curve))
      for cut in [10.5, 13, 15, 19.9] {
        let (left, right) = try XCTUnwrap(piece.split(at: cut), "\(curve) at \(cut)")
        XCTAssertEqual(left.end, cut)
        XCTAssertEqual(right.start, cut)
        XCTAssertEqual(left.to, right.from)
        for index in 0...100 {
          let time = 10 + Double(index) / 10
          let part = time < cut ? left : right
          for (a, b) in zip(part.value(at: time), piece.value(at: time)) {
            XCTAssertEqual(a, b, accuracy: 1e-9, "\(curve) cut at \(cut), at \(time)")
          }
        }
      }
    }
  }

  func testAPartWhoseHandlesLeaveTheSquareIsFitted() throws {
    // Handles that cross (x1 = 1, x2 = 0): cut early, the second part's handle points back
    // before its start, which no keyframe easing allows.
    let curve = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
    let piece = Piece(start: 0, end: 1, from: [0], to: [100], shape: .curve(curve))
    XCTAssertNil(piece.split(at: 0.05))
    var fit = CurveFit(limit: 1000)
    let parts = try fit.part(of: piece, from: 0.05, to: 1)
    for index in 0...1000 {
      let time = 0.05 + 0.95 * Double(index) / 1000
      let part = try XCTUnwrap(parts.first { $0.start <= time && time <= $0.end })
      XCTAssertEqual(part.value(at: time)[0], piece.value(at: time)[0], accuracy: 0.01)
    }
  }

  func testAPartThatBulgesBetweenEqualValuesIsFitted() throws {
    // y(t) = −3t(1 − t)² + t³ dips below 0 and comes back to 0 at t = √3 / (1 + √3), where
    // x(t) = t: the part before that starts and ends at the same value.
    let curve = CubicBezier(x1: 1.0 / 3, y1: -1, x2: 2.0 / 3, y2: 0)
    let piece = Piece(start: 0, end: 1, from: [0], to: [100], shape: .curve(curve))
    let root = 3.0.squareRoot() / (1 + 3.0.squareRoot())
    XCTAssertEqual(piece.value(at: root)[0], 0, accuracy: 1e-12)
    XCTAssertNil(piece.split(at: root))
    var fit = CurveFit(limit: 1000)
    let parts = try fit.part(of: piece, from: 0, to: root)
    XCTAssertGreaterThan(parts.count, 1)
    XCTAssertEqual(parts.first?.start, 0)
    XCTAssertEqual(parts.last?.end, root)
    for index in 0...1000 {
      let time = root * Double(index) / 1000
      let part = try XCTUnwrap(parts.first { $0.start <= time && time <= $0.end })
      XCTAssertEqual(part.value(at: time)[0], piece.value(at: time)[0], accuracy: 0.01)
    }
  }

  func testAHoldSplitsIntoHolds() throws {
    let hold = Piece(start: 0, end: 4, from: [3], to: [3], shape: .hold)
    let (left, right) = try XCTUnwrap(hold.split(at: 1))
    XCTAssertEqual(left, Piece(start: 0, end: 1, from: [3], to: [3], shape: .hold))
    XCTAssertEqual(right, Piece(start: 1, end: 4, from: [3], to: [3], shape: .hold))
  }
}
