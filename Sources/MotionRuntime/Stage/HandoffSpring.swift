#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A spring handed off mid-motion, in the property's own units: `u = x − target` starts at
/// `u₀ = current − target` with `u′ = v₀`, the current velocity, and follows
/// `m·u″ = −k·u − c·u′` by the closed forms of `easing-facts.md` (the spring's decay and
/// frequencies do not depend on where it starts; only the two coefficients do). Correct for
/// `u₀ = 0` (the target is where the element already is): the motion is then `v₀` times the
/// spring's impulse response. A plain value, so a slot holds one without allocating.
struct HandoffSpring {
  var target = 0.0
  /// The value it starts at, given back exactly at 0 s (target + u₀ may round).
  var start = 0.0
  var u0 = 0.0
  var v0 = 0.0
  var regime = Spring.Regime.critical
  var decay = 0.0
  var frequency = 0.0
  /// (v₀ + β·u₀) / ω_d, v₀ + ω₀·u₀, or (v₀ + β·u₀) / s, by regime.
  var coefficient = 0.0
  var slowRate = 0.0
  var fastRate = 0.0
  var slowAmplitude = 0.0
  var fastAmplitude = 0.0

  init() {}

  /// `spring` from `value` moving at `velocity` (units per second) toward `target`.
  init(_ spring: Spring, from value: Double, velocity: Double, target: Double) {
    self.target = target
    start = value
    u0 = value - target
    v0 = velocity
    regime = spring.regime
    decay = spring.decay
    frequency = spring.frequency
    switch regime {
    case .underdamped, .overdamped: coefficient = (v0 + decay * u0) / frequency
    case .critical: coefficient = v0 + decay * u0
    }
    if regime == .overdamped {
      fastRate = spring.fastRate
      slowRate = spring.slowRate
      slowAmplitude = (v0 - fastRate * u0) / (2 * frequency)
      fastAmplitude = u0 - slowAmplitude
    }
  }

  /// The value `t` seconds after the handoff.
  func value(atSeconds t: Double) -> Double {
    if t == 0 { return start }
    switch regime {
    case .underdamped:
      return target + exp(-decay * t)
        * (u0 * cos(frequency * t) + coefficient * sin(frequency * t))
    case .critical:
      return target + exp(-decay * t) * (u0 + coefficient * t)
    case .overdamped:
      let st = frequency * t
      if st < 1 { return target + exp(-decay * t) * (u0 * cosh(st) + coefficient * sinh(st)) }
      return target + (slowAmplitude * exp(slowRate * t) + fastAmplitude * exp(fastRate * t))
    }
  }

  /// The velocity `t` seconds after the handoff, in units per second (exactly `v₀` at 0).
  func velocity(atSeconds t: Double) -> Double {
    if t == 0 { return v0 }
    switch regime {
    case .underdamped:
      let cosine = cos(frequency * t)
      let sine = sin(frequency * t)
      return exp(-decay * t)
        * ((coefficient * frequency - decay * u0) * cosine
          - (decay * coefficient + frequency * u0) * sine)
    case .critical:
      return exp(-decay * t) * (coefficient - decay * (u0 + coefficient * t))
    case .overdamped:
      let st = frequency * t
      if st < 1 {
        return exp(-decay * t)
          * ((coefficient * frequency - decay * u0) * cosh(st)
            + (frequency * u0 - decay * coefficient) * sinh(st))
      }
      return slowAmplitude * slowRate * exp(slowRate * t)
        + fastAmplitude * fastRate * exp(fastRate * t)
    }
  }

  /// How long the motion takes to settle, by the compiler's rule (``Spring/settlingTime``:
  /// within `tolerance` of the target for good), in seconds; `nil` when it never settles.
  ///
  /// The motion is `−u₀` times the 0 → 1 move of the same spring with the initial velocity
  /// `v₀ / −u₀` (progress units), so the compiler's search answers for it with the tolerance
  /// scaled by `|u₀|`. When `u₀ = 0` it is `v₀ / V` times the move with a velocity `V` so
  /// large (10¹²) that the move's own start (−1) is below the resolution that matters.
  static func settlingTime(
    of spring: Spring, u0: Double, v0: Double, tolerance: Double
  ) -> Double? {
    if u0 == 0 && v0 == 0 { return 0 }
    let velocity = u0 != 0 ? v0 / -u0 : (v0 > 0 ? 1e12 : -1e12)
    let scale = u0 != 0 ? abs(u0) : abs(v0) / 1e12
    guard
      let unit = try? Spring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        velocity: velocity)
    else { return nil }
    return unit.settlingTime(tolerance: tolerance / scale)
  }
}
