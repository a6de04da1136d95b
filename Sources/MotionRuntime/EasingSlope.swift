#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

extension Easing {
  /// The exact derivative of eased progress with respect to progress at `progress` (0…1):
  /// what a change of length L seconds from a to b moves at, `(b − a) · slope / L` per second.
  ///
  /// At a point where the curve has a corner (a `linear(…)` stop, a bounce's landing, the middle
  /// of an `inOut`, a step) the slope is the one of the piece that starts there, as values are
  /// right-continuous; steps are flat everywhere (0), their jumps carry no velocity; outside
  /// 0 ..< 1 the slope is 0 (the change holds its end values). A spring's slope is its velocity
  /// times its duration.
  public func slope(at progress: Double) -> Double {
    guard progress >= 0, progress < 1 else { return 0 }
    switch self {
    case .linear: return 1
    case .cubicBezier(let curve): return curve.slope(at: progress)
    case .family(let family, let mode): return family.slope(at: progress, mode: mode)
    case .steps: return 0
    case .piecewiseLinear(let curve): return curve.slope(at: progress)
    case .spring(let spring, let duration):
      return spring.velocity(atSeconds: progress * duration) * duration
    case .reversed(let inner):
      // d/dp (1 − f(1 − p)) = f′(1 − p); the mirror's right-hand side is the inner curve's left.
      let mirrored = 1 - progress
      return mirrored >= 1 ? 0 : inner.slope(at: mirrored)
    }
  }
}

extension CubicBezier {
  /// dy/dx at `p`: dy/dt ÷ dx/dt at the parameter t with x(t) = p (0 where dx/dt is 0 and
  /// dy/dt is too; the curve is vertical only at an end, where x1 or x2 is 0).
  func slope(at p: Double) -> Double {
    let t = solve(p)
    let dx = slopeX(t)
    let dy = (3 * ay * t + 2 * by) * t + cy
    if dx == 0 {
      return dy == 0 ? 0 : (dy > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }
    return dy / dx
  }
}

extension LinearEasing {
  /// The slope of the piece that `progress` lies in (the piece starting there, at a stop).
  func slope(at progress: Double) -> Double {
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) >> 1
      if points[middle].input <= progress { low = middle + 1 } else { high = middle }
    }
    let index = min(max(low - 1, 0), points.count - 2)
    let a = points[index]
    let b = points[index + 1]
    if a.input == b.input { return 0 }
    return (b.output - a.output) / (b.input - a.input)
  }
}

extension EasingFamily {
  /// The derivative of ``value(at:mode:)`` with respect to `p`, from the same formulas.
  func slope(at p: Double, mode: EasingMode) -> Double {
    switch mode {
    case .in: return inSlope(p)
    case .out: return inSlope(1 - p)
    case .inOut:
      switch self {
      case .back: return Self.backInOutSlope(p)
      case .elastic: return Self.elasticInOutSlope(p)
      case .quad, .cubic, .quart, .quint, .sine, .expo, .circ, .bounce:
        return p < 0.5 ? inSlope(2 * p) : inSlope(2 - 2 * p)
      }
    }
  }

  /// The derivative of back's `inOut`, whose overshoot is 1.525 times `in`'s.
  private static func backInOutSlope(_ p: Double) -> Double {
    let s2 = 1.70158 * 1.525
    if p < 0.5 {
      let q = 2 * p
      return 3 * (s2 + 1) * q * q - 2 * s2 * q
    }
    let q = 2 * p - 2
    return 3 * (s2 + 1) * q * q + 2 * s2 * q
  }

  /// The derivative of elastic's `inOut`, whose period is 0.45 of the curve.
  private static func elasticInOutSlope(_ p: Double) -> Double {
    let c5 = 2 * Double.pi / 4.5
    let angle = (20 * p - 11.125) * c5
    if p < 0.5 {
      let scale = exp2(20 * p - 10)
      return -(20 * log(2) * scale * sin(angle) + scale * 20 * c5 * cos(angle)) / 2
    }
    let scale = exp2(10 - 20 * p)
    return (-20 * log(2) * scale * sin(angle) + scale * 20 * c5 * cos(angle)) / 2
  }

  /// The derivative of the family's `in` curve, f′(p) (every mode is built from f).
  private func inSlope(_ p: Double) -> Double {
    switch self {
    case .quad: return 2 * p
    case .cubic: return 3 * p * p
    case .quart: return 4 * p * p * p
    case .quint: return 5 * p * p * p * p
    case .sine: return Double.pi / 2 * sin(Double.pi * p / 2)
    case .expo: return 10 * log(2) * exp2(10 * p - 10)
    case .circ:
      let root = (1 - p * p).squareRoot()
      return root == 0 ? .greatestFiniteMagnitude : p / root
    case .back:
      let s = 1.70158
      return 3 * (s + 1) * p * p - 2 * s * p
    case .elastic:
      let c4 = 2 * Double.pi / 3
      let angle = (10 * p - 10.75) * c4
      let scale = exp2(10 * p - 10)
      return -(10 * log(2) * scale * sin(angle) + scale * 10 * c4 * cos(angle))
    case .bounce: return Self.bounceOutSlope(1 - p)
    }
  }

  /// The derivative of `bounceOut`.
  private static func bounceOutSlope(_ p: Double) -> Double {
    let n = 7.5625
    let d = 2.75
    if p < 1 / d { return 2 * n * p }
    if p < 2 / d { return 2 * n * (p - 1.5 / d) }
    if p < 2.5 / d { return 2 * n * (p - 2.25 / d) }
    return 2 * n * (p - 2.625 / d)
  }
}
