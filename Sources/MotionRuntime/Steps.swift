/// Where the jumps of a CSS `steps(n, position)` easing fall.
///
/// The value moves in `1 / jumps` increments, holding between jumps; at a jump the new value
/// already holds (the curve is right-continuous), as in CSS Easing:
///
/// 1. cur = floor(p · n)
/// 2. for `jump-start` and `jump-both`, cur += 1
/// 3. if p ≥ 0 and cur < 0, cur = 0
/// 4. jumps = n for `jump-start` and `jump-end`, n − 1 for `jump-none`, n + 1 for `jump-both`
/// 5. if p ≤ 1 and cur > jumps, cur = jumps
/// 6. eased progress = cur / jumps
public enum StepPosition: String, CaseIterable, Hashable, Sendable {
  /// The first jump happens at the start (p = 0).
  case jumpStart = "jump-start"
  /// The last jump happens at the end (p = 1); the CSS default.
  case jumpEnd = "jump-end"
  /// No jump at either end: the first and last steps hold 0 and 1.
  case jumpNone = "jump-none"
  /// Jumps at both the start and the end.
  case jumpBoth = "jump-both"

  /// The smallest step count this position allows: 2 for `jump-none`, else 1.
  public var minimumCount: Int { self == .jumpNone ? 2 : 1 }

  /// The number of jumps `count` steps make (the denominator of the eased values).
  @inlinable
  public func jumps(count: Int) -> Int {
    switch self {
    case .jumpStart, .jumpEnd: return count
    case .jumpNone: return count - 1
    case .jumpBoth: return count + 1
    }
  }

  /// Whether this position adds one step at the start (`jump-start`, `jump-both`).
  @inlinable var jumpsAtStart: Bool {
    switch self {
    case .jumpStart, .jumpBoth: return true
    case .jumpEnd, .jumpNone: return false
    }
  }

  /// Eased progress of `steps(count, self)` at `progress`, computed in floating point.
  ///
  /// `floor(progress · count)` can land on the wrong step when `progress` itself carries a
  /// rounding error (0.29 × 100 is 28.999…); sample from whole ticks with
  /// ``value(count:elapsed:length:fraction:)`` to avoid that. `count` must be at least
  /// ``minimumCount``.
  @inlinable
  public func value(at progress: Double, count: Int) -> Double {
    let jumps = Double(jumps(count: count))
    var current = (progress * Double(count)).rounded(.down)
    if jumpsAtStart { current += 1 }
    if progress >= 0 && current < 0 { current = 0 }
    if progress <= 1 && current > jumps { current = jumps }
    return current / jumps
  }

  /// Eased progress of `steps(count, self)` at `elapsed + fraction` ticks into a change that
  /// lasts `length` ticks, with the step chosen exactly.
  ///
  /// `floor((elapsed + fraction) · count / length)` is computed in integer arithmetic (a
  /// 128-bit product), so a sample exactly on a step boundary always gets the new step: 100
  /// steps over 1 s sampled at 0.29 s give exactly step 29. `fraction` is the part of a tick
  /// (0 ..< 1) after `elapsed`. Times outside the change fall back to ``value(at:count:)``.
  @inlinable
  public func value(count: Int, elapsed: Tick, length: Tick, fraction: Double) -> Double {
    guard count > 0, length > 0, elapsed >= 0, elapsed <= length, fraction >= 0, fraction < 1,
      let current = Self.floorOfScaled(
        count: Int64(count), elapsed: elapsed, length: length, fraction: fraction)
    else {
      return value(at: (Double(elapsed) + fraction) / Double(length), count: count)
    }
    let jumps = Int64(jumps(count: count))
    var step = current
    if jumpsAtStart { step += 1 }
    // p ≥ 0 always holds here; p ≤ 1 unless the time is past the end by a fraction of a tick.
    if (elapsed < length || fraction == 0) && step > jumps { step = jumps }
    return Double(step) / Double(jumps)
  }

  /// `floor((elapsed + fraction) · count / length)` for 0 ≤ elapsed ≤ length and
  /// 0 ≤ fraction < 1, exactly; `nil` if an intermediate does not fit.
  @inlinable
  static func floorOfScaled(count: Int64, elapsed: Tick, length: Tick, fraction: Double)
    -> Int64?
  {
    // elapsed · count / length ≤ count, so the quotient fits; the remainder is in 0 ..< length.
    let product = count.multipliedFullWidth(by: elapsed)
    let (quotient, remainder) = length.dividingFullWidth(product)
    guard fraction > 0 else { return quotient }
    // The fraction adds fraction · count to the numerator. Its whole part is found exactly
    // (fused multiply-add gives the sign of fraction · count − whole without rounding); the
    // part below 1 can never reach the next multiple of `length`, which is a whole number
    // away from the remainder.
    let scaled = Double(count) * fraction
    var whole = scaled.rounded(.down)
    if (-whole).addingProduct(Double(count), fraction) < 0 { whole -= 1 }
    guard whole >= 0, whole < 9.0e18 else { return nil }
    let extra = UInt64(whole)
    let divisor = UInt64(length)
    // remainder < length and extra % length < length, so the sum fits in 64 bits.
    let carry = (UInt64(remainder) + extra % divisor) / divisor + extra / divisor
    guard carry <= UInt64(Int64.max - quotient) else { return nil }
    return quotient + Int64(carry)
  }
}
