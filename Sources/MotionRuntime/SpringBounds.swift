#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// How far a spring can move from its start within the time it plays: the bound
/// ``Easing/magnitudeBound`` and ``Easing/validate()`` use for a spring.
extension Spring {
  /// A bound on |eased progress| for every time from 0 to `duration` seconds, as the closed
  /// forms compute it in floating point; infinity when they could overflow.
  ///
  /// From the decay envelope of each regime, with u₀ = −1 the start displacement:
  /// under-damped, |u| ≤ |u₀| + |coefficient| · min(1, ω_d·t) (since |sin x| ≤ min(1, |x|));
  /// critically damped, |u| ≤ |u₀| + |coefficient| · t·e^(−ω₀t) ≤ |u₀| + |coefficient| ·
  /// min(t, 1/(e·ω₀)); over-damped, the larger of the bounds of its two forms,
  /// cosh(1)·|u₀| + |coefficient| · sinh(min(1, s·t)) and |A| + |B|.
  public func magnitudeBound(over duration: Double) -> Double {
    guard duration.isFinite, duration >= 0 else { return .infinity }
    let start = abs(Self.start)
    let excursion: Double
    switch regime {
    case .underdamped:
      // cos and sin of a product that overflows are NaN.
      let phase = frequency * duration
      guard phase.isFinite else { return .infinity }
      excursion = start + abs(coefficient) * min(1, phase)
    case .critical:
      let drift = abs(coefficient) * duration
      guard drift.isFinite else { return .infinity }
      excursion = start + abs(coefficient) * min(duration, 1 / (M_E * decay))
    case .overdamped:
      let early = cosh(1.0) * start + abs(coefficient) * sinh(min(1, frequency * duration))
      excursion = max(early, abs(slowAmplitude) + abs(fastAmplitude))
    }
    // Room for the rounding of exp, cos and sin, a few units in the last place.
    let bound = (1 + excursion) * (1 + 1e-9)
    return bound.isFinite ? bound : .infinity
  }

  /// Checks that played for `duration` seconds, the spring's eased progress stays finite and
  /// within ``Easing/maximumMagnitude``.
  public func validate(over duration: Double) throws(EasingParameterError) {
    guard duration.isFinite, duration >= 0 else {
      throw EasingParameterError(
        "a spring's duration must be finite and not negative, not "
          + NumberFormatting.shortest(duration))
    }
    let bound = magnitudeBound(over: duration)
    guard bound <= Easing.maximumMagnitude else {
      let seconds = NumberFormatting.shortest(duration) + "s"
      throw EasingParameterError(
        bound.isFinite
          ? "this spring moves too far: within \(seconds) it can reach "
            + "\(NumberFormatting.shortest(bound)) times the distance, beyond "
            + "\(Easing.magnitudeText); lower its `velocity` or raise its `stiffness`"
          : "this spring cannot be computed over \(seconds): its motion overflows in floating "
            + "point (it oscillates too fast or starts too fast)")
    }
  }
}
