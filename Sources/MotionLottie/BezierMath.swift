import MotionRuntime

/// Evaluating and cutting the unit cubic Béziers of keyframe easings.
///
/// A curve runs from (0, 0) through control points (x1, y1) and (x2, y2) to (1, 1); x is time
/// and y the fraction of the change, and x1, x2 lie in 0…1 so x grows with the curve parameter.
enum BezierMath {
  /// The curve's parameter where its x is `x` (0…1), to within 1e-13: Newton's method inside a
  /// bracket that shrinks every step, falling back to bisection.
  static func parameter(_ curve: CubicBezier, atX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let cx = 3 * curve.x1
    let bx = 3 * (curve.x2 - curve.x1) - cx
    let ax = 1 - cx - bx
    var low = 0.0
    var high = 1.0
    var t = x
    for _ in 0..<100 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if abs(error) < 1e-13 { return t }
      if error < 0 { low = t } else { high = t }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      var next = slope > 1e-12 ? t - error / slope : -1
      if !(next > low && next < high) { next = (low + high) / 2 }
      if next == t { return t }
      t = next
    }
    return t
  }

  /// The fraction of the change at time fraction `x`.
  static func value(_ curve: CubicBezier, at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return y(curve, parameter(curve, atX: x))
  }

  /// y at curve parameter `t`.
  static func y(_ curve: CubicBezier, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * curve.y1 + 3 * s * t * t * curve.y2 + t * t * t
  }

  /// One part of a cut curve, rescaled to run from (0, 0) to (1, 1) again.
  struct Cut: Equatable {
    /// The part as a unit curve; `nil` when its y does not change end to end.
    var curve: CubicBezier?
    /// Whether the part is flat: its end points and control points all have the same y.
    var isFlat: Bool
  }

  /// The curve cut where its x is `x` (strictly inside 0…1), by de Casteljau's construction:
  /// each part is the same curve exactly, only rescaled.
  static func split(_ curve: CubicBezier, at x: Double) -> (Cut, Cut) {
    let t = parameter(curve, atX: x)
    func mix(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
      (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
    }
    let p0 = (0.0, 0.0)
    let p1 = (curve.x1, curve.y1)
    let p2 = (curve.x2, curve.y2)
    let p3 = (1.0, 1.0)
    let p01 = mix(p0, p1)
    let p12 = mix(p1, p2)
    let p23 = mix(p2, p3)
    let p012 = mix(p01, p12)
    let p123 = mix(p12, p23)
    let middle = mix(p012, p123)
    return (
      rescaled([p0, p01, p012, middle]),
      rescaled([middle, p123, p23, p3])
    )
  }

  /// Four control points mapped onto the unit square from their first to their last point.
  private static func rescaled(_ points: [(Double, Double)]) -> Cut {
    let first = points[0]
    let last = points[3]
    let width = last.0 - first.0
    let height = last.1 - first.1
    let flatness = 1e-12
    let isFlat = points.allSatisfy { abs($0.1 - first.1) <= flatness }
    guard width > 0, abs(height) > flatness else { return Cut(curve: nil, isFlat: isFlat) }
    func x(_ point: (Double, Double)) -> Double? {
      let value = (point.0 - first.0) / width
      // Inside the unit square up to rounding; outside, the part is not a valid easing.
      guard value > -1e-9, value < 1 + 1e-9 else { return nil }
      return min(max(value, 0), 1)
    }
    guard let x1 = x(points[1]), let x2 = x(points[2]) else {
      return Cut(curve: nil, isFlat: isFlat)
    }
    let curve = CubicBezier(
      x1: x1, y1: (points[1].1 - first.1) / height, x2: x2, y2: (points[2].1 - first.1) / height)
    return Cut(curve: curve, isFlat: false)
  }
}
