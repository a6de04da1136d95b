/// Conversions between `Duration` (what players and clocks take and report) and ``Tick``
/// (what timelines hold), exact to the nanosecond.
extension Duration {
  /// Whole nanoseconds, rounded toward zero, and saturated at the ends of ``Tick``.
  var ticks: Tick {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: Ticks.perSecond)
    let (sum, overflowSum) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    if overflow || overflowSum { return seconds < 0 ? .min : .max }
    return sum
  }

  /// A duration of `ticks` nanoseconds.
  static func ticks(_ ticks: Tick) -> Duration { .nanoseconds(ticks) }
}

extension Tick {
  /// `self + other`, stopping at the ends instead of overflowing.
  func saturatingAdd(_ other: Tick) -> Tick {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other < 0 ? .min : .max
  }

  /// `self × factor`, stopping at the ends instead of overflowing.
  func saturatingMultiply(_ factor: Tick) -> Tick {
    let (product, overflow) = multipliedReportingOverflow(by: factor)
    guard overflow else { return product }
    return (self < 0) == (factor < 0) ? .max : .min
  }
}
