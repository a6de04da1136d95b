/// A clock whose time moves only when told: for tests, for exporting frames, or for an app
/// that has a loop of its own (a game loop, a renderer) to drive players from.
///
/// ```swift
/// let clock = ManualClock()
/// let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
/// player.play()
/// clock.advance(by: .milliseconds(250))   // one tick: player.currentTime is 0.25 s
/// ```
///
/// Its time is the exact sum of the durations it was advanced by (to the attosecond, as
/// `Duration` adds), seen by players in whole nanoseconds; each call is one tick.
public final class ManualClock: MotionClock {
  /// The exact time, before it is cut to whole nanoseconds.
  private var elapsed: Duration = .zero

  /// A clock at time zero. With `expectedFrameInterval`, ticks further apart than that count
  /// as dropped frames in ``MotionClock/statistics``, as they would on a display.
  public override init(expectedFrameInterval: Duration? = nil) {
    super.init(expectedFrameInterval: expectedFrameInterval)
  }

  /// Moves the clock forward by `duration` in one tick. A negative duration counts as zero:
  /// a clock never goes back.
  public func advance(by duration: Duration) {
    if duration > .zero { elapsed += duration }
    tick(to: elapsed.ticks)
  }

  /// Moves the clock to `time` in one tick; a time before the clock's counts as no time passing.
  public func advance(to time: Duration) {
    if time > elapsed { elapsed = time }
    tick(to: elapsed.ticks)
  }
}
