/// How far a curve's eased progress can reach, so that no number that is not finite ever
/// comes out of the runtime.
///
/// Every curve has a bound on |eased progress| over progress 0…1 that holds for the numbers the
/// runtime actually computes in floating point, not only in exact arithmetic: the bound of a
/// `linear()` is found from the very formula it is evaluated with, and a spring's from its
/// decay envelope over the time it plays. ``Easing/validate()`` rejects a curve whose bound is
/// beyond ``Easing/maximumMagnitude``, or whose evaluation could overflow on the way (a product
/// of a spring's frequency and its duration, say), naming the argument to blame.
///
/// With values of at most 10^15 in size (the compiler's limit on numbers; colors' components are
/// 0…1), every value a change takes then stays below 10^32 in size, and mixing colors in every
/// space stays finite: checked here once, per curve, so that sampling needs no checks at all.
extension Easing {
  /// The largest size eased progress may reach anywhere in 0…1: 10^16, ten times the largest
  /// number a spec may write, so that every curve written with numbers up to that limit whose
  /// values stay within it (`cubic(0, 1e15, 1, 1e15)`) passes with room for rounding.
  public static let maximumMagnitude = 1e16

  /// A bound on |value(at: p)| for every p in 0…1, as the runtime computes it in floating
  /// point (for a spring, over the `duration` it plays); infinity when evaluating the curve
  /// somewhere in 0…1 could overflow.
  public var magnitudeBound: Double {
    switch self {
    case .linear, .steps: return 1
    case .cubicBezier(let curve): return curve.magnitudeBound
    case .family: return EasingFamily.magnitudeBound
    case .piecewiseLinear(let curve): return curve.magnitudeBound
    case .spring(let spring, let duration): return spring.magnitudeBound(over: duration)
    case .reversed(let inner):
      // 1 − inner(1 − p).
      return 1 + inner.magnitudeBound
    }
  }

  /// Checks that evaluating the curve anywhere in 0…1 gives finite numbers within
  /// ``maximumMagnitude``; throws saying why not, and which argument to blame where one is.
  ///
  /// A reversed curve is checked as its inner curve (it reaches at most 1 more).
  public func validate() throws(EasingParameterError) {
    switch self {
    case .linear, .family: return
    case .steps(let count, let position):
      guard count >= position.minimumCount else {
        throw EasingParameterError(
          "`steps` with \(position.rawValue) needs at least \(position.minimumCount) steps, "
            + "not \(count)")
      }
    case .cubicBezier(let curve): try curve.validate()
    case .piecewiseLinear(let curve): try curve.validate()
    case .spring(let spring, let duration): try spring.validate(over: duration)
    case .reversed(let inner): try inner.validate()
    }
  }

  /// How messages name a size limit: `±10^16`.
  static let magnitudeText = "±10^16"
}

extension EasingFamily {
  /// A bound on |eased progress| for every family and mode: elastic's `out` reaches 1.25 and
  /// its `in` −0.25, back's overshoot stays within 0.1, the others within 0…1.
  public static let magnitudeBound = 1.5
}

extension CubicBezier {
  /// A bound on |value(at: p)| for p in 0…1: the curve lies within the hull of its control
  /// points, so |y| ≤ max(1, |y1|, |y2|), plus the rounding of the polynomial evaluation (at
  /// most a few units in the last place of the sum of its coefficients' sizes).
  public var magnitudeBound: Double {
    let hull = max(1, abs(y1), abs(y2))
    let rounding = (abs(ay) + abs(by) + abs(cy)) * 1e-14
    let bound = hull + rounding
    return bound.isFinite ? bound : .infinity
  }

  /// Checks that the curve stays within ``Easing/maximumMagnitude`` (x1 and x2 in 0…1 are the
  /// caller's to check).
  public func validate() throws(EasingParameterError) {
    for (index, y) in [(1, y1), (3, y2)] where !(abs(y) <= Easing.maximumMagnitude) {
      throw EasingParameterError(
        "y\(index / 2 + 1) of `cubic` must be within \(Easing.magnitudeText), not "
          + NumberFormatting.shortest(y), argument: index)
    }
    guard magnitudeBound <= Easing.maximumMagnitude else {
      throw EasingParameterError(
        "this curve reaches beyond \(Easing.magnitudeText): eased progress may be at most "
          + "10^16 in size")
    }
  }
}
