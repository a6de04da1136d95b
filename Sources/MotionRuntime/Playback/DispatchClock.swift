import Dispatch

/// A real-time clock on a Dispatch timer on the main queue, on Linux and Apple platforms.
///
/// Its time is the time since the clock was made, read from `ContinuousClock` at each tick;
/// players derive their positions from it, so a late or missed timer firing never makes them
/// drift, and shows in ``MotionClock/statistics`` as dropped frames. The timer runs only while
/// some player plays.
///
/// It ticks on the main queue, so it and its players belong to the main thread (the main
/// actor). The main queue must be served: an app's run loop does it; a command-line program
/// calls `dispatchMain()` (or runs `RunLoop.main`) after starting its players.
///
/// ```swift
/// let clock = DispatchClock(framesPerSecond: 60)
/// let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
/// player.onComplete = { _ in exit(0) }
/// player.play()
/// dispatchMain()
/// ```
public final class DispatchClock: MotionClock {
  /// The time a frame should take.
  public let frameInterval: Duration
  /// When the clock was made: its time zero.
  private let origin = ContinuousClock.now
  /// The timer, while some player plays.
  private var timer: (any DispatchSourceTimer)?

  /// A clock that ticks `framesPerSecond` times a second (at least 1, at most 1,000).
  public convenience init(framesPerSecond: Int = 60) {
    let rate = Int64(min(max(framesPerSecond, 1), 1_000))
    self.init(frameInterval: .nanoseconds(Ticks.perSecond / rate))
  }

  /// A clock that ticks every `frameInterval` (at least a millisecond).
  public init(frameInterval: Duration) {
    self.frameInterval = max(frameInterval, .milliseconds(1))
    super.init(expectedFrameInterval: self.frameInterval)
  }

  deinit {
    timer?.cancel()
  }

  override var currentTicks: Tick { (ContinuousClock.now - origin).ticks }

  override func firstPlayerJoined() {
    guard timer == nil else { return }
    let source = DispatchSource.makeTimerSource(queue: .main)
    let interval = DispatchTimeInterval.nanoseconds(Int(frameInterval.ticks))
    source.schedule(deadline: .now() + interval, repeating: interval, leeway: .microseconds(500))
    // The handler runs on the main queue, where the clock lives; the box only carries the
    // (weak) reference into the handler, which Dispatch requires to be `Sendable`.
    let box = ClockReference(self)
    source.setEventHandler {
      MainActor.assumeIsolated { box.clock?.fire() }
    }
    timer = source
    source.resume()
  }

  override func lastPlayerLeft() {
    timer?.cancel()
    timer = nil
  }

  /// One frame: tick to the time now.
  private func fire() {
    tick(to: currentTicks)
  }
}

/// A weak reference to a clock, to hand to a Dispatch handler on the queue the clock lives on.
private final class ClockReference: @unchecked Sendable {
  weak var clock: DispatchClock?

  init(_ clock: DispatchClock) {
    self.clock = clock
  }
}
