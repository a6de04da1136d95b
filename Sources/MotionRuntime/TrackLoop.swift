/// The part of a track that repeats forever (`repeat forever` in a spec).
///
/// From `start` to `end` the track plays one *cycle*; from `end` on, the cycle plays again and
/// again, each time from its beginning: the value at any time `t ≥ end` is the value at
/// `start + (t − start) mod period`. So at `start + k × period` (k ≥ 1) the value is the one at
/// `start`, the beginning of a play (after the jump back, for a repeat that jumps back), and
/// values stay right-continuous. Times are whole ticks, so the modulo is exact at any time.
public struct TrackLoop: Hashable, Sendable {
  /// Where the first cycle starts.
  public let start: Tick
  /// Where the first cycle ends and the second starts.
  public let end: Tick

  /// A loop from `start` to `end`; `nil` unless `0 ≤ start < end`.
  public init?(start: Tick, end: Tick) {
    guard start >= 0, start < end else { return nil }
    self.start = start
    self.end = end
  }

  /// How long one cycle lasts: `end − start`.
  @inlinable public var period: Tick { end - start }

  /// The time in the first cycle that `tick` plays: `tick` itself before `end`, else
  /// `start + (tick − start) mod period`.
  @inlinable
  public func cycleTick(_ tick: Tick) -> Tick {
    tick < end ? tick : start + (tick - start) % period
  }

  /// The cycle `tick` is in: 0 before `end` (the first cycle and everything before it), then
  /// 1, 2, …
  @inlinable
  public func cycle(_ tick: Tick) -> Tick {
    tick < end ? 0 : (tick - start) / period
  }
}
