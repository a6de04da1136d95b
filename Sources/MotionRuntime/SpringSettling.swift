#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

extension Spring {
  /// The settling time in seconds: the earliest time after which the 0 → 1 move, with its
  /// initial velocity, stays within 0.001 of the target; `nil` if it never settles (no damping),
  /// or not within ``settlingHorizon``.
  ///
  /// This is motionc's definition (Apple does not publish one), found numerically; see
  /// ``settlingTime(tolerance:)``.
  public var settlingTime: Double? { settlingTime(tolerance: 0.001) }

  /// A spring that has not settled after this many seconds (about 11.6 days, motionc's longest
  /// duration) counts as one that never settles.
  public static let settlingHorizon = 1_000_000.0

  /// The most steps the search walks back before it gives the envelope's time instead.
  static let maximumSettlingSteps = 100_000

  /// The earliest time after which |x(t) − 1| < `tolerance` for good, or `nil` if there is none
  /// within ``settlingHorizon``.
  ///
  /// A bound on |x − 1| that decreases with time (the decay envelope) gives a time after which
  /// the spring has surely settled. From there the search walks back in steps short enough to
  /// hold at most one turning point each (a quarter of the oscillation's half period), finds the
  /// turning points by bisection on the velocity, stops at the last step that reaches the
  /// tolerance, and bisects for the crossing to the resolution of `Double`. Between consecutive
  /// turning points x is monotonic, so no excursion above the tolerance can be missed.
  ///
  /// An oscillation too fast to follow at the resolution of `Double` (a step shorter than the
  /// spacing of doubles there, or more than ``maximumSettlingSteps`` steps to walk) gives the
  /// envelope's time: the spring has surely settled by then.
  public func settlingTime(tolerance: Double) -> Double? {
    guard tolerance > 0, var end = envelopeEnd(tolerance: tolerance) else { return nil }
    if !(end <= Self.settlingHorizon) {
      // Only "not within the horizon" is needed past it, and so far out the phase of an
      // oscillation is lost to rounding: decide at the horizon.
      guard settled(after: Self.settlingHorizon, tolerance: tolerance) else { return nil }
      end = Self.settlingHorizon
    }
    let step: Double
    switch regime {
    case .underdamped: step = min(Double.pi / frequency / 4, end / 1024)
    case .critical, .overdamped: step = end / 1024
    }
    func exceeds(_ t: Double) -> Bool { abs(displacement(t)) >= tolerance }
    var high = end
    var steps = 0
    while high > 0 {
      let low = max(high - step, 0)
      guard low < high, steps < Self.maximumSettlingSteps else { return end }
      steps += 1
      // The points where |u| may peak in [low, high]: low, a turning point, high (settled,
      // as the step before found). No list is made, so a run-time handoff allocates nothing.
      let slopeLow = velocity(atSeconds: low)
      let slopeHigh = velocity(atSeconds: high)
      let turning = slopeLow * slopeHigh < 0 ? turningPoint(low, high, slopeLow) : nil
      if let turning, exceeds(turning) { return crossing(turning, high, exceeds) }
      if exceeds(low) { return crossing(low, turning ?? high, exceeds) }
      high = low
    }
    return 0
  }

  /// Whether |u| < tolerance surely holds from `t` on: the decreasing bound is below it there.
  private func settled(after t: Double, tolerance: Double) -> Bool {
    let u0 = Self.start
    switch regime {
    case .underdamped:
      let amplitude = (u0 * u0 + coefficient * coefficient).squareRoot()
      return decay > 0 && amplitude * exp(-decay * t) < tolerance
    case .critical, .overdamped:
      // The bound of envelopeEnd, which decreases from 1/λ on.
      let rate = regime == .critical ? decay : -slowRate
      let slope = regime == .critical ? abs(coefficient) : abs(coefficient * frequency)
      return rate > 0 && t >= 1 / rate && exp(-rate * t) * (abs(u0) + slope * t) < tolerance
    }
  }

  /// A time after which |u(t)| < tolerance surely holds, from a decreasing bound on |u|.
  private func envelopeEnd(tolerance: Double) -> Double? {
    let u0 = Self.start
    switch regime {
    case .underdamped:
      // |u| ≤ R·e^(−βt) with R the amplitude of u₀·cos + coefficient·sin.
      guard decay > 0 else { return nil }
      let amplitude = (u0 * u0 + coefficient * coefficient).squareRoot()
      return max(log(amplitude / tolerance) / decay, 0) * (1 + 1e-9) + 1e-12
    case .critical, .overdamped:
      // |u| ≤ e^(−λt)·(a + b·t): λ = ω₀ or −r₁, a = |u₀|, b = |v₀ + β·u₀|
      // (cosh(st) ≤ e^(st) and sinh(st)/s ≤ t·e^(st)).
      let rate: Double
      let slope: Double
      if regime == .critical {
        rate = decay
        slope = abs(coefficient)
      } else {
        rate = -slowRate
        slope = abs(coefficient * frequency)
      }
      let a = abs(u0)
      func bound(_ t: Double) -> Double { exp(-rate * t) * (a + slope * t) }
      // The bound decreases after 1/λ − a/b ≤ 1/λ; double from 1/λ until it is below the
      // tolerance.
      var t = 1 / rate
      while bound(t) >= tolerance {
        t *= 2
        if !t.isFinite { return nil }
      }
      return t
    }
  }

  /// The t in (low, high) where the velocity changes sign (it has sign `slopeLow` at low).
  private func turningPoint(_ low: Double, _ high: Double, _ slopeLow: Double) -> Double {
    var low = low
    var high = high
    while true {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { return middle }
      if (velocity(atSeconds: middle) > 0) == (slopeLow > 0) { low = middle } else { high = middle }
    }
  }

  /// The time in [low, high] where `exceeds` turns false, for good (it holds at low, not at high,
  /// and u is monotonic between them).
  private func crossing(_ low: Double, _ high: Double, _ exceeds: (Double) -> Bool) -> Double {
    var low = low
    var high = high
    while true {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { return high }
      if exceeds(middle) { low = middle } else { high = middle }
    }
  }
}
