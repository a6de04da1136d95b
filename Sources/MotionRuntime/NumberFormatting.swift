/// Number spellings for outputs. Everything here is deterministic: the same value always
/// gives the same bytes on every machine.
public enum NumberFormatting {
  /// The shortest decimal that reads back as exactly `value` (JSON-safe; `-0` prints as `0`,
  /// whole numbers without `.0`).
  public static func shortest(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == 0 { return "0" }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// `value` rounded to 9 decimal places, trailing zeros removed: `-0.8999999999999986` →
  /// `-0.9`. Used for sampled values, which carry float noise from interpolation.
  public static func fixed(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let scaled = (value * 1e9).rounded()
    guard abs(scaled) < 9e18 else { return shortest(value) }
    let nanos = Int64(scaled)
    if nanos == 0 { return "0" }
    return Ticks.decimalSeconds(nanos)
  }

  /// A sample time in seconds: exact for whole ticks, else rounded to the nearest nanosecond.
  public static func time(_ time: SampleTime) -> String {
    // Half a tick or more (2r ≥ q, without overflow) rounds up.
    let up = time.remainder > 0 && time.remainder >= time.denominator - time.remainder
    return Ticks.decimalSeconds(time.tick + (up ? 1 : 0))
  }
}
