/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing curve from (0, 0) to (1, 1).
///
/// `x1` and `x2` lie in 0…1, so x(t) is monotonic and every progress has one solution; `y1` and
/// `y2` are free (overshoot). The solver finds t with x(t) = p by Newton's method starting at
/// t = p, kept inside a shrinking bracket (bisection when a step would leave it), to within
/// 1e-12 of p — well inside the 1e-7 that WebKit's `UnitBezier` and Chromium's
/// `gfx::CubicBezier` solve to.
///
/// Measured and not taken: one step of Halley's method from the inverse's Taylor series at the
/// nearest sixteenth of t (checked, else this solver) is as accurate and ran about 1.2× as many
/// evaluations a second, but it moves values' last bits, and outputs depend on those bits:
/// `LinearFit` splits at the first of equally bad checks, which on a symmetric curve
/// (easeInOut) rounding decides, and a plot's polyline drops a point only if it equals the next
/// one exactly. So this solver's arithmetic is part of every plot and preview golden.
public struct CubicBezier: Hashable, Sendable {
  /// The first control point's x, 0…1.
  public let x1: Double
  /// The first control point's y (may overshoot).
  public let y1: Double
  /// The second control point's x, 0…1.
  public let x2: Double
  /// The second control point's y (may overshoot).
  public let y2: Double

  // Polynomial coefficients, x(t) = ((ax·t + bx)·t + cx)·t and likewise y, are computed
  // when needed rather than stored: the curve stays four numbers, which keeps segments small.
  @inlinable var cx: Double { 3 * x1 }
  @inlinable var bx: Double { 3 * (x2 - x1) - cx }
  @inlinable var ax: Double { 1 - cx - bx }
  @inlinable var cy: Double { 3 * y1 }
  @inlinable var by: Double { 3 * (y2 - y1) - cy }
  @inlinable var ay: Double { 1 - cy - by }

  /// A curve through control points (x1, y1) and (x2, y2); the caller checks x1, x2 ∈ 0…1.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The CSS keyword curves, by their `.motion` names.
  public static let presets: [(String, CubicBezier)] = [
    ("ease", CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
    ("easeIn", CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
    ("easeOut", CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)),
    ("easeInOut", CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
  ]

  /// The curve mirrored through (½, ½): it plays this one backwards in time.
  ///
  /// `1 − v` is rounded to 12 decimal places so that the decimals people write stay exact:
  /// easeOut (0, 0, 0.58, 1) reverses to exactly easeIn (0.42, 0, 1, 1).
  public var reversed: CubicBezier {
    func mirror(_ value: Double) -> Double { ((1 - value) * 1e12).rounded() / 1e12 }
    return CubicBezier(x1: mirror(x2), y1: mirror(y2), x2: mirror(x1), y2: mirror(y1))
  }

  @inlinable func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inlinable func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inlinable func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// Eased progress at `p`; exactly 0 at 0 and 1 at 1.
  @inlinable
  public func value(at p: Double) -> Double {
    if p <= 0 { return p == 0 ? 0 : y(0) }
    if p >= 1 { return p == 1 ? 1 : y(1) }
    return y(solve(p))
  }

  /// The t in 0…1 with x(t) = p, to within 1e-12: Newton's method, safeguarded by a bracket
  /// that shrinks every step (x is monotonic), so a flat or steep stretch falls back to
  /// bisection instead of wandering.
  @inlinable
  func solve(_ p: Double) -> Double {
    let tolerance = 1e-12
    var low = 0.0
    var high = 1.0
    var t = p
    for _ in 0..<100 {
      let error = x(t) - p
      if abs(error) < tolerance { return t }
      if error < 0 { low = t } else { high = t }
      let slope = slopeX(t)
      var next = slope > 1e-12 ? t - error / slope : -1
      if !(next > low && next < high) { next = (low + high) / 2 }
      if next == t { return t }
      t = next
    }
    return t
  }

}
