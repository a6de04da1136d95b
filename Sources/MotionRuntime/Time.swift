import Foundation

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

/// A point in time: a whole tick plus a fraction of the next tick.
///
/// Frame times such as `i / 30` seconds are not whole ticks; keeping the fraction separately
/// lets comparisons against segment boundaries (which are whole ticks) stay exact:
/// `time >= boundary` exactly when `tick >= boundary`.
public struct SampleTime: Hashable, Sendable {
  /// The whole ticks (rounded down).
  public var tick: Tick
  /// The part of a tick after `tick`, in `0 ..< 1`.
  public var fraction: Double

  public init(tick: Tick, fraction: Double = 0) {
    self.tick = tick
    self.fraction = fraction
  }

  /// The time in seconds.
  public var seconds: Double { Ticks.seconds(tick) + fraction / 1e9 }
}
