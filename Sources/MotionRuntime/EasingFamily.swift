#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The Penner / easings.net families (see `easing-facts.md`).
///
/// Each family has an `in` formula; `out(p) = 1 − in(1 − p)` and `inOut(p)` is `in(2p)/2` below
/// ½, else `1 − in(2 − 2p)/2`, except where easings.net writes a form of its own (sine, expo,
/// back and elastic `inOut`). Every family's `out` is exactly `1 − in(1 − p)` and every `inOut`
/// is point-symmetric about (½, ½), so playing a curve backwards only swaps `in` and `out`.
public enum EasingFamily: String, CaseIterable, Hashable, Sendable {
  /// in = p².
  case quad
  /// in = p³.
  case cubic
  /// in = p⁴.
  case quart
  /// in = p⁵.
  case quint
  /// in = 1 − cos(πp/2).
  case sine
  /// in = 2^(10p − 10), exactly 0 at p = 0.
  case expo
  /// in = 1 − √(1 − p²), with p clamped to 0…1.
  case circ
  /// Overshoots backwards before moving (s = 1.70158).
  case back
  /// A decaying oscillation (period 0.3 of the curve, 0.45 for `inOut`).
  case elastic
  /// A ball dropped on the floor (`out`), bouncing three times.
  case bounce

  /// How the family ends an easing's name: `Quad`, `Cubic`, … (`easeOutQuad`).
  public var suffix: String {
    switch self {
    case .quad: return "Quad"
    case .cubic: return "Cubic"
    case .quart: return "Quart"
    case .quint: return "Quint"
    case .sine: return "Sine"
    case .expo: return "Expo"
    case .circ: return "Circ"
    case .back: return "Back"
    case .elastic: return "Elastic"
    case .bounce: return "Bounce"
    }
  }

  /// Eased progress for `mode` at `p`, exactly 0 at 0 and 1 at 1.
  @inlinable
  public func value(at p: Double, mode: EasingMode) -> Double {
    if p == 0 { return 0 }
    if p == 1 { return 1 }
    switch self {
    case .quad: return Self.power(p, 2, mode)
    case .cubic: return Self.power(p, 3, mode)
    case .quart: return Self.power(p, 4, mode)
    case .quint: return Self.power(p, 5, mode)
    case .sine: return Self.sine(p, mode)
    case .expo: return Self.expo(p, mode)
    case .circ: return Self.circ(p, mode)
    case .back: return Self.back(p, mode)
    case .elastic: return Self.elastic(p, mode)
    case .bounce: return Self.bounce(p, mode)
    }
  }

  /// `x` to the power `n` (n = 2…5) by multiplication.
  @inlinable
  static func integerPower(_ x: Double, _ n: Int) -> Double {
    let square = x * x
    switch n {
    case 2: return square
    case 3: return square * x
    case 4: return square * square
    default: return square * square * x
    }
  }

  @inlinable
  static func power(_ p: Double, _ n: Int, _ mode: EasingMode) -> Double {
    switch mode {
    case .in: return integerPower(p, n)
    case .out: return 1 - integerPower(1 - p, n)
    case .inOut:
      if p < 0.5 { return integerPower(2 * p, n) / 2 }
      return 1 - integerPower(2 - 2 * p, n) / 2
    }
  }

  /// Inside 0…1 by ``EasingMath/sinPi(_:)``: cos(πp/2) = sin(π(1 − p)/2),
  /// sin(πp/2), and cos(πp) = −sin(π(p − ½)), every argument within ±½; outside, by the C
  /// library.
  @inlinable
  static func sine(_ p: Double, _ mode: EasingMode) -> Double {
    if p >= 0 && p <= 1 {
      switch mode {
      case .in: return 1 - EasingMath.sinPi((1 - p) / 2)
      case .out: return EasingMath.sinPi(p / 2)
      case .inOut: return (1 + EasingMath.sinPi(p - 0.5)) / 2
      }
    }
    switch mode {
    case .in: return 1 - cos(Double.pi * p / 2)
    case .out: return sin(Double.pi * p / 2)
    case .inOut: return (1 - cos(Double.pi * p)) / 2
    }
  }

  @inlinable
  static func expo(_ p: Double, _ mode: EasingMode) -> Double {
    switch mode {
    case .in: return exp2(10 * p - 10)
    case .out: return 1 - exp2(-10 * p)
    case .inOut:
      if p < 0.5 { return exp2(20 * p - 10) / 2 }
      return (2 - exp2(10 - 20 * p)) / 2
    }
  }

  @inlinable
  static func circ(_ p: Double, _ mode: EasingMode) -> Double {
    let p = min(max(p, 0), 1)
    switch mode {
    case .in: return 1 - (1 - p * p).squareRoot()
    case .out:
      let q = p - 1
      return (1 - q * q).squareRoot()
    case .inOut:
      if p < 0.5 {
        let q = 2 * p
        return (1 - (1 - q * q).squareRoot()) / 2
      }
      let q = 2 - 2 * p
      return ((1 - q * q).squareRoot() + 1) / 2
    }
  }

  @inlinable
  static func back(_ p: Double, _ mode: EasingMode) -> Double {
    let s = 1.70158
    switch mode {
    case .in: return (s + 1) * p * p * p - s * p * p
    case .out:
      let q = p - 1
      return 1 + (s + 1) * q * q * q + s * q * q
    case .inOut:
      let s2 = s * 1.525
      if p < 0.5 {
        let q = 2 * p
        return q * q * ((s2 + 1) * q - s2) / 2
      }
      let q = 2 * p - 2
      return (q * q * ((s2 + 1) * q + s2) + 2) / 2
    }
  }

  @inlinable
  static func elastic(_ p: Double, _ mode: EasingMode) -> Double {
    let c4 = 2 * Double.pi / 3
    let c5 = 2 * Double.pi / 4.5
    switch mode {
    case .in: return -exp2(10 * p - 10) * sin((10 * p - 10.75) * c4)
    case .out: return exp2(-10 * p) * sin((10 * p - 0.75) * c4) + 1
    case .inOut:
      if p < 0.5 { return -(exp2(20 * p - 10) * sin((20 * p - 11.125) * c5)) / 2 }
      return (exp2(-20 * p + 10) * sin((20 * p - 11.125) * c5)) / 2 + 1
    }
  }

  @inlinable
  static func bounce(_ p: Double, _ mode: EasingMode) -> Double {
    switch mode {
    case .in: return 1 - bounceOut(1 - p)
    case .out: return bounceOut(p)
    case .inOut:
      if p < 0.5 { return (1 - bounceOut(1 - 2 * p)) / 2 }
      return (1 + bounceOut(2 * p - 1)) / 2
    }
  }

  @inlinable
  static func bounceOut(_ p: Double) -> Double {
    let n = 7.5625
    let d = 2.75
    if p < 1 / d { return n * p * p }
    if p < 2 / d {
      let q = p - 1.5 / d
      return n * q * q + 0.75
    }
    if p < 2.5 / d {
      let q = p - 2.25 / d
      return n * q * q + 0.9375
    }
    let q = p - 2.625 / d
    return n * q * q + 0.984375
  }
}
