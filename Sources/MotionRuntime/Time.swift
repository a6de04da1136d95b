#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Exact time for timelines.
///
/// Every time in a timeline is a whole number of nanoseconds (a *tick*). The decimals people
/// write (`0.34s`, `40ms`) are exact in ticks, so sums such as `0.34s + 0.04s + 0.04s + 0.07s +
/// 0.04s` are exactly `0.53s` and frame boundaries never drift.
public typealias Tick = Int64

/// Constants and conversions for ``Tick``.
public enum Ticks {
  /// Ticks in one second.
  public static let perSecond: Tick = 1_000_000_000

  /// The tick count as seconds (rounded to the nearest `Double`).
  @inlinable
  public static func seconds(_ ticks: Tick) -> Double {
    // Split so that whole seconds and the fraction each convert exactly.
    let whole = ticks / perSecond
    let rest = ticks % perSecond
    return Double(whole) + Double(rest) / 1e9
  }

  /// The nearest tick to `seconds`, or `nil` when it is not finite or does not fit.
  public static func from(seconds: Double) -> Tick? {
    guard seconds.isFinite else { return nil }
    let scaled = (seconds * 1e9).rounded()
    guard abs(scaled) < 9.0e18 else { return nil }
    return Tick(scaled)
  }

  /// The exact decimal spelling of a tick count in seconds: `530000000` → `"0.53"`.
  public static func decimalSeconds(_ ticks: Tick) -> String {
    let negative = ticks < 0
    let magnitude = ticks.magnitude
    let whole = magnitude / UInt64(perSecond)
    var fraction = magnitude % UInt64(perSecond)
    var text = negative ? "-" : ""
    text += String(whole)
    if fraction != 0 {
      var digits = 9
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let fractionText = String(fraction)
      text += "."
      text += String(repeating: "0", count: digits - fractionText.count)
      text += fractionText
    }
    return text
  }
}

/// A point in time, exactly: a whole tick plus a rational fraction of the next tick.
///
/// Frame times such as `i / 30` seconds are not whole ticks (1/30 s is 33,333,333⅓ ticks), and
/// a `Double` fraction would round ⅓ down: 3 steps over 1 s sampled at 1/3 s would then land
/// on the step before. So the part of a tick is kept as `remainder / denominator` in lowest
/// terms, and every decision on a time (which segment, which step) is made in integers:
/// comparisons against segment boundaries (whole ticks) need only `tick`, since
/// `time >= boundary` exactly when `tick >= boundary`.
public struct SampleTime: Hashable, Comparable, Sendable {
  /// The whole ticks (rounded down).
  public var tick: Tick
  /// The part of a tick after `tick` is `remainder / denominator`: `0 ≤ remainder <
  /// denominator`, in lowest terms (0 / 1 on a whole tick).
  public let remainder: UInt64
  /// The denominator of the part of a tick after `tick` (at least 1).
  public let denominator: UInt64

  /// The time `tick`, a whole number of ticks.
  @inlinable
  public init(tick: Tick) {
    self.tick = tick
    self.remainder = 0
    self.denominator = 1
  }

  /// The time `tick + remainder / denominator` ticks, exactly (`denominator` > 0; a remainder
  /// of a whole tick or more is carried into `tick`, saturating at `Tick.max`).
  public init(tick: Tick, remainder: UInt64, denominator: UInt64) {
    precondition(denominator > 0, "a fraction of a tick needs a positive denominator")
    var tick = tick
    var remainder = remainder
    if remainder >= denominator {
      let carried = remainder / denominator
      remainder %= denominator
      let (sum, overflow) = tick.addingReportingOverflow(Tick(clamping: carried))
      tick = overflow || carried > UInt64(Tick.max) ? .max : sum
    }
    self.tick = tick
    if remainder == 0 {
      self.remainder = 0
      self.denominator = 1
    } else {
      let divisor = Self.greatestCommonDivisor(remainder, denominator)
      self.remainder = remainder / divisor
      self.denominator = denominator / divisor
    }
  }

  /// The time `tick + fraction` ticks, for callers that hold the part of a tick as a `Double`.
  ///
  /// `fraction` (0 ..< 1) is taken exactly when it is a multiple of 2⁻⁶³ (every `Double` from
  /// 2⁻¹⁰ up is, such as 0.25 or 0.999), else rounded to the nearest one; values outside
  /// 0 ..< 1 are clamped into it. Prefer ``init(tick:remainder:denominator:)``, or ``init(_:)``
  /// with a `Duration`, for exact times.
  public init(tick: Tick, fraction: Double) {
    let scale = 0x1p63
    guard fraction > 0 else {
      self.init(tick: tick)
      return
    }
    let scaled = (fraction * scale).rounded()
    let remainder: UInt64 = scaled < scale ? UInt64(scaled) : (1 << 63) - 1
    self.init(tick: tick, remainder: remainder, denominator: 1 << 63)
  }

  /// The time of a `Duration` measured from the timeline's start, exactly (a `Duration` counts
  /// attoseconds, a billionth of a tick). Times beyond ±292 years saturate.
  @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
  public init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let attosecondsPerTick: Int64 = 1_000_000_000
    // Floor division, so that the remainder is never negative.
    var ticks = attoseconds / attosecondsPerTick
    var rest = attoseconds % attosecondsPerTick
    if rest < 0 {
      ticks -= 1
      rest += attosecondsPerTick
    }
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: Ticks.perSecond)
    let (sum, overflowSum) = whole.addingReportingOverflow(ticks)
    if overflow || overflowSum {
      self.init(tick: seconds < 0 ? .min : .max)
      return
    }
    self.init(tick: sum, remainder: UInt64(rest), denominator: UInt64(attosecondsPerTick))
  }

  /// A time whose fraction is known to be in lowest terms already (no carry, no reduction).
  @usableFromInline
  init(tick: Tick, reducedRemainder remainder: UInt64, denominator: UInt64) {
    self.tick = tick
    self.remainder = remainder
    self.denominator = denominator
  }

  /// The part of a tick after `tick`, as a `Double` in 0 ..< 1 (rounded).
  @inlinable
  public var fraction: Double { remainder == 0 ? 0 : Double(remainder) / Double(denominator) }

  /// The same distance before a whole tick as this time is after one: `end − self` as a time,
  /// for mirroring a time inside a change of `end` ticks.
  @inlinable
  func mirrored(before end: Tick) -> SampleTime {
    guard remainder > 0 else { return SampleTime(tick: end &- tick) }
    // end − (tick + r/q) = (end − tick − 1) + (q − r)/q; q − r and q share no factor.
    return SampleTime(
      tick: end &- tick &- 1, reducedRemainder: denominator - remainder, denominator: denominator)
  }

  /// The time in seconds (rounded to the nearest `Double`).
  public var seconds: Double { Ticks.seconds(tick) + fraction / 1e9 }

  /// Whether `lhs` is earlier than `rhs`, decided exactly.
  public static func < (lhs: SampleTime, rhs: SampleTime) -> Bool {
    if lhs.tick != rhs.tick { return lhs.tick < rhs.tick }
    // r₁ / q₁ < r₂ / q₂ exactly when r₁ · q₂ < r₂ · q₁ (128-bit products).
    let left = lhs.remainder.multipliedFullWidth(by: rhs.denominator)
    let right = rhs.remainder.multipliedFullWidth(by: lhs.denominator)
    return (left.high, left.low) < (right.high, right.low)
  }

  private static func greatestCommonDivisor(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var a = a
    var b = b
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
