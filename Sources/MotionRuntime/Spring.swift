#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A damped spring, `m·x'' = −k·(x − target) − c·x'`, run as an easing from 0 to 1 in real time.
///
/// The parameters are Core Animation's (`CASpringAnimation`): mass, stiffness, damping and
/// initial velocity (in progress units per second, positive toward the target). SwiftUI's
/// `Spring(duration:bounce:)` and `Spring(response:dampingRatio:)` map onto them with mass 1.
/// Values come from the closed-form solution of the under-, critically or over-damped spring
/// (see `easing-facts.md`); the constants they need are computed once, here.
public struct Spring: Hashable, Sendable {
  /// The parameters and derived constants live in one immutable box, so that a spring (and
  /// every easing, segment and change that holds one) stays a single word wide.
  @usableFromInline let model: Model

  /// The mass m (> 0).
  public var mass: Double { model.mass }
  /// The stiffness k (> 0).
  public var stiffness: Double { model.stiffness }
  /// The damping c (≥ 0).
  public var damping: Double { model.damping }
  /// The velocity at the start, in progress units per second (positive toward the target).
  public var initialVelocity: Double { model.initialVelocity }

  /// How the spring moves: it oscillates, or it creeps to the target.
  @usableFromInline enum Regime: Sendable, Equatable {
    /// ζ < 1: `u = e^(−βt)·(u₀·cos(ω_d·t) + coefficient·sin(ω_d·t))`.
    case underdamped
    /// ζ = 1: `u = e^(−ω₀t)·(u₀ + coefficient·t)`.
    case critical
    /// ζ > 1: `u = e^(−βt)·(u₀·cosh(s·t) + coefficient·sinh(s·t))`, or for large s·t the same
    /// as `slowAmplitude·e^(slowRate·t) + fastAmplitude·e^(fastRate·t)`.
    case overdamped
  }

  /// The start displacement from the target, `u₀ = 0 − 1`.
  @usableFromInline static let start = -1.0

  @usableFromInline var regime: Regime { model.regime }
  /// β = c / 2m (ω₀ when critical): the rate of the exponential decay.
  @usableFromInline var decay: Double { model.decay }
  /// ω_d = ω₀√(1 − ζ²) when under-damped, s = ω₀√(ζ² − 1) when over-damped, else 0.
  @usableFromInline var frequency: Double { model.frequency }
  /// (v₀ + β·u₀) / ω_d, (v₀ + ω₀·u₀) or (v₀ + β·u₀) / s, by regime.
  @usableFromInline var coefficient: Double { model.coefficient }
  /// Over-damped: the two exponential rates r₁ = −ω₀² / (β + s) and r₂ = −β − s, and their
  /// amplitudes A = (v₀ − r₂·u₀) / 2s and B = u₀ − A.
  @usableFromInline var slowRate: Double { model.slowRate }
  @usableFromInline var fastRate: Double { model.fastRate }
  @usableFromInline var slowAmplitude: Double { model.slowAmplitude }
  @usableFromInline var fastAmplitude: Double { model.fastAmplitude }

  /// The parameters and the constants derived from them.
  @usableFromInline final class Model: Sendable {
    @usableFromInline let mass: Double
    @usableFromInline let stiffness: Double
    @usableFromInline let damping: Double
    @usableFromInline let initialVelocity: Double
    @usableFromInline let regime: Regime
    @usableFromInline let decay: Double
    @usableFromInline let frequency: Double
    @usableFromInline let coefficient: Double
    @usableFromInline let slowRate: Double
    @usableFromInline let fastRate: Double
    @usableFromInline let slowAmplitude: Double
    @usableFromInline let fastAmplitude: Double

    init(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, regime: Regime,
      decay: Double, frequency: Double, coefficient: Double, slowRate: Double, fastRate: Double,
      slowAmplitude: Double, fastAmplitude: Double
    ) {
      self.mass = mass
      self.stiffness = stiffness
      self.damping = damping
      self.initialVelocity = initialVelocity
      self.regime = regime
      self.decay = decay
      self.frequency = frequency
      self.coefficient = coefficient
      self.slowRate = slowRate
      self.fastRate = fastRate
      self.slowAmplitude = slowAmplitude
      self.fastAmplitude = fastAmplitude
    }
  }

  /// A spring with Core Animation's parameters; the defaults are `CASpringAnimation`'s.
  ///
  /// Throws unless mass and stiffness are positive, damping is not negative, all four are
  /// finite, and the constants of the motion they make are finite too.
  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, velocity: Double = 0)
    throws(EasingParameterError)
  {
    try Self.check("mass", mass, positive: true)
    try Self.check("stiffness", stiffness, positive: true)
    try Self.check("damping", damping, positive: false)
    guard velocity.isFinite else { throw EasingParameterError("`velocity` must be finite") }
    let regime: Regime
    let decay: Double
    let frequency: Double
    let coefficient: Double

    let u0 = Self.start
    let v0 = velocity
    let naturalFrequency = (stiffness / mass).squareRoot()
    let beta = damping / (2 * mass)
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    var slowRate = 0.0
    var fastRate = 0.0
    var slowAmplitude = 0.0
    var fastAmplitude = 0.0
    if ratio < 1 {
      regime = .underdamped
      decay = beta
      // (1 − ζ)(1 + ζ) keeps its precision near ζ = 1, where 1 − ζ² would not.
      frequency = naturalFrequency * ((1 - ratio) * (1 + ratio)).squareRoot()
      coefficient = (v0 + beta * u0) / frequency
    } else if ratio == 1 {
      regime = .critical
      decay = naturalFrequency
      frequency = 0
      coefficient = v0 + naturalFrequency * u0
    } else {
      regime = .overdamped
      decay = beta
      let s = naturalFrequency * ((ratio - 1) * (ratio + 1)).squareRoot()
      frequency = s
      coefficient = (v0 + beta * u0) / s
      // r₁·r₂ = ω₀², so r₁ is found without the cancellation in −β + s.
      fastRate = -beta - s
      slowRate = naturalFrequency * naturalFrequency / fastRate
      slowAmplitude = (v0 - fastRate * u0) / (2 * s)
      fastAmplitude = u0 - slowAmplitude
    }
    try Self.checkRange(
      naturalFrequency: naturalFrequency, stiffnessTimesMass: stiffness * mass,
      derived: [
        beta, ratio, decay, frequency, coefficient, slowRate, fastRate, slowAmplitude,
        fastAmplitude,
      ], oscillates: regime != .critical, frequency: frequency)
    model = Model(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
      regime: regime, decay: decay, frequency: frequency, coefficient: coefficient,
      slowRate: slowRate, fastRate: fastRate, slowAmplitude: slowAmplitude,
      fastAmplitude: fastAmplitude)
  }

  /// SwiftUI's `Spring(duration:bounce:)` with mass 1: ω₀ = 2π / duration, so
  /// k = (2π / duration)², and damping ratio ζ = 1 − bounce for bounce ≥ 0, else 1 / (1 + bounce).
  ///
  /// Throws unless duration is positive and bounce lies in −1 < bounce ≤ 1 (−1 would need
  /// infinite damping).
  public init(duration: Double, bounce: Double = 0) throws(EasingParameterError) {
    try self.init(timing: .duration(duration), damping: .bounce(bounce))
  }

  /// SwiftUI's `Spring(response:dampingRatio:)` with mass 1: k = (2π / response)² and
  /// c = 4π·ζ / response.
  ///
  /// Throws unless response is positive and the damping ratio is not negative.
  public init(response: Double, dampingRatio: Double) throws(EasingParameterError) {
    try self.init(timing: .response(response), damping: .dampingRatio(dampingRatio))
  }

  /// How fast a spring is, in one of the ways platforms say it.
  public enum Timing: Hashable, Sendable {
    /// SwiftUI's `duration`: the period of the undamped spring, ω₀ = 2π / duration.
    case duration(Double)
    /// SwiftUI's `response`, the same as `duration`.
    case response(Double)
    /// Core Animation's and Material's `stiffness` k: ω₀ = √(k / m).
    case stiffness(Double)
  }

  /// How a spring is damped, in one of the ways platforms say it.
  public enum Damping: Hashable, Sendable {
    /// SwiftUI's `bounce` b (−1 < b ≤ 1): ζ = 1 − b for b ≥ 0, else 1 / (1 + b).
    case bounce(Double)
    /// The damping ratio ζ (≥ 0): 1 is critical damping.
    case dampingRatio(Double)
    /// Core Animation's `damping`, the coefficient c itself (≥ 0).
    case damping(Double)
  }

  /// A spring from one timing and one damping argument, with a mass and an initial velocity:
  /// every spelling platforms use (`easing-facts.md`, "Mixed spellings").
  ///
  /// k = m·ω₀², and c = 2ζ·√(k·m) when the damping is given as a ratio or a bounce (for a
  /// `duration`, c = 4π·ζ·m / duration, the same number computed as SwiftUI does).
  public init(timing: Timing, damping: Damping, mass: Double = 1, velocity: Double = 0)
    throws(EasingParameterError)
  {
    try Self.check("mass", mass, positive: true)
    let ratio: Double?
    switch damping {
    case .bounce(let bounce):
      guard bounce.isFinite, bounce > -1, bounce <= 1 else {
        throw EasingParameterError(
          "`bounce` must be greater than -1 and at most 1, not \(NumberFormatting.shortest(bounce))"
        )
      }
      ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    case .dampingRatio(let value):
      try Self.check("dampingRatio", value, positive: false)
      ratio = value
    case .damping:
      ratio = nil
    }
    let stiffness: Double
    let coefficient: Double
    switch timing {
    case .duration(let period), .response(let period):
      try Self.check(timing.name, period, positive: true)
      let omega = 2 * Double.pi / period
      stiffness = mass * omega * omega
      coefficient = ratio.map { 4 * Double.pi * $0 * mass / period } ?? 0
    case .stiffness(let value):
      try Self.check("stiffness", value, positive: true)
      stiffness = value
      coefficient = ratio.map { 2 * $0 * (value * mass).squareRoot() } ?? 0
    }
    if case .damping(let value) = damping {
      try self.init(mass: mass, stiffness: stiffness, damping: value, velocity: velocity)
    } else {
      try self.init(mass: mass, stiffness: stiffness, damping: coefficient, velocity: velocity)
    }
  }

  /// Throws unless the constants the closed forms use are finite (and the frequency of a spring
  /// that is not critically damped is above 0): parameters far apart, such as a stiffness of
  /// 1e15 on a mass of 1e-300, overflow them.
  private static func checkRange(
    naturalFrequency: Double, stiffnessTimesMass: Double, derived: [Double], oscillates: Bool,
    frequency: Double
  ) throws(EasingParameterError) {
    guard naturalFrequency.isFinite, naturalFrequency > 0 else {
      throw EasingParameterError(
        "`stiffness` and `mass` are too far apart: the frequency √(stiffness / mass) "
          + (naturalFrequency > 0 ? "overflows" : "is 0"))
    }
    guard stiffnessTimesMass.isFinite, stiffnessTimesMass > 0 else {
      throw EasingParameterError(
        "`stiffness` × `mass` " + (stiffnessTimesMass > 0 ? "overflows" : "is 0")
          + ", so the damping ratio cannot be computed")
    }
    guard derived.allSatisfy(\.isFinite), !oscillates || frequency > 0 else {
      throw EasingParameterError(
        "these parameters are out of range: the spring's motion overflows in floating point")
    }
  }

  private static func check(_ name: String, _ value: Double, positive: Bool)
    throws(EasingParameterError)
  {
    guard value.isFinite else { throw EasingParameterError("`\(name)` must be finite") }
    if positive, value <= 0 {
      throw EasingParameterError(
        "`\(name)` must be greater than 0, not \(NumberFormatting.shortest(value))")
    }
    if !positive, value < 0 {
      throw EasingParameterError(
        "`\(name)` must not be negative, not \(NumberFormatting.shortest(value))")
    }
  }

  /// The damping ratio ζ = c / (2√(k·m)): below 1 the spring overshoots, 1 is critical.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// SwiftUI's duration and bounce for this spring: duration = 2π√(m / k); bounce = 1 − ζ when
  /// ζ ≤ 1, else 1 / ζ − 1. For mass 1 this inverts ``init(duration:bounce:)``.
  public var durationAndBounce: (duration: Double, bounce: Double) {
    let ratio = dampingRatio
    return (2 * Double.pi * (mass / stiffness).squareRoot(), ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
  }

  /// Whether `other` has the same four parameters (the derived constants follow from them).
  public static func == (lhs: Spring, rhs: Spring) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
      && lhs.initialVelocity == rhs.initialVelocity
  }

  /// Hashes the four parameters.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
    hasher.combine(initialVelocity)
  }

  /// The position at `seconds` after the start of a move from 0 to 1 (exactly 0 at 0 s).
  @inlinable
  public func value(atSeconds seconds: Double) -> Double {
    1 + displacement(seconds)
  }

  /// The velocity at `seconds`, in progress units per second.
  @inlinable
  public func velocity(atSeconds seconds: Double) -> Double {
    let t = seconds
    let u0 = Self.start
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

  /// u(t) = x(t) − target.
  @inlinable
  func displacement(_ t: Double) -> Double {
    let u0 = Self.start
    switch regime {
    case .underdamped:
      return exp(-decay * t) * (u0 * cos(frequency * t) + coefficient * sin(frequency * t))
    case .critical:
      return exp(-decay * t) * (u0 + coefficient * t)
    case .overdamped:
      // cosh and sinh are well-conditioned near ζ = 1 (small s); for large s·t the
      // exponentials avoid e^(−βt) underflowing while cosh(st) overflows.
      let st = frequency * t
      if st < 1 { return exp(-decay * t) * (u0 * cosh(st) + coefficient * sinh(st)) }
      return slowAmplitude * exp(slowRate * t) + fastAmplitude * exp(fastRate * t)
    }
  }
}

extension Spring.Timing {
  /// The argument's name in `spring(…)`.
  public var name: String {
    switch self {
    case .duration: return "duration"
    case .response: return "response"
    case .stiffness: return "stiffness"
    }
  }
}
