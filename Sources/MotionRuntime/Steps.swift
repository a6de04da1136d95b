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
  /// ``value(count:elapsed:length:)`` to avoid that. `count` must be at least
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

  /// Eased progress of `steps(count, self)` at `elapsed` (ticks and an exact part of a tick
  /// from the change's start) into a change that lasts `length` ticks, with the step chosen
  /// exactly.
  ///
  /// `floor(elapsed · count / length)` is computed in integer arithmetic (128-bit products), so
  /// a sample exactly on a step boundary always gets the new step: 100 steps over 1 s sampled
  /// at 0.29 s give exactly step 29, and 3 steps over 1 s sampled at frame 1 of 3 fps
  /// (333,333,333⅓ ticks) give exactly step 1. Times outside the change fall back to
  /// ``value(at:count:)``.
  @inlinable
  public func value(count: Int, elapsed: SampleTime, length: Tick) -> Double {
    guard count > 0, length > 0, elapsed.tick >= 0, elapsed.tick <= length,
      let current = Self.floorOfScaled(count: Int64(count), elapsed: elapsed, length: length)
    else {
      return value(at: (Double(elapsed.tick) + elapsed.fraction) / Double(length), count: count)
    }
    let jumps = Int64(jumps(count: count))
    var step = current
    if jumpsAtStart { step += 1 }
    // p ≥ 0 always holds here; p ≤ 1 unless the time is past the end by a part of a tick.
    if (elapsed.tick < length || elapsed.remainder == 0) && step > jumps { step = jumps }
    return Double(step) / Double(jumps)
  }

  /// Eased progress of `steps(count, self)` at `elapsed + fraction` ticks into a change that
  /// lasts `length` ticks (see ``value(count:elapsed:length:)``; `fraction`, the part of a tick
  /// in 0 ..< 1, is taken as ``SampleTime/init(tick:fraction:)`` takes it).
  @inlinable
  public func value(count: Int, elapsed: Tick, length: Tick, fraction: Double) -> Double {
    value(count: count, elapsed: SampleTime(tick: elapsed, fraction: fraction), length: length)
  }

  /// `floor(elapsed · count / length)` for 0 ≤ elapsed ≤ length (ticks plus an exact part of
  /// a tick), exactly; `nil` if an intermediate does not fit.
  @inlinable
  static func floorOfScaled(count: Int64, elapsed: SampleTime, length: Tick) -> Int64? {
    // tick · count / length ≤ count, so the quotient fits; the remainder is in 0 ..< length.
    let product = count.multipliedFullWidth(by: elapsed.tick)
    let (quotient, remainder) = length.dividingFullWidth(product)
    guard elapsed.remainder > 0 else { return quotient }
    // The part of a tick, r / q, adds r · count / q to the numerator: its whole part `whole`
    // exactly (128-bit product; the quotient is below count, so it fits), and a part below 1,
    // which can never reach the next multiple of `length`, a whole number away from
    // `remainder + whole`.
    let scaled = elapsed.remainder.multipliedFullWidth(by: UInt64(count))
    let whole = elapsed.denominator.dividingFullWidth(scaled).quotient
    let divisor = UInt64(length)
    // remainder < length and whole % length < length, so the sum fits in 64 bits.
    let carry = (UInt64(remainder) + whole % divisor) / divisor + whole / divisor
    guard carry <= UInt64(Int64.max - quotient) else { return nil }
    return quotient + Int64(carry)
  }
}
