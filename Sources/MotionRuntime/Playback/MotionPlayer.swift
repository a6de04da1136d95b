/// Plays a ``MotionTrack`` on a ``MotionClock``: play, pause, seek, rate, cancel, finish,
/// repeats, delay, markers and completion, for any compiled spec.
///
/// ```swift
/// let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
/// player.onComplete = { finished in … }      // true at the end, false when cancelled
/// player.onMarker = { marker, edge in … }    // in playback order
/// player.play()
/// player.value(of: .moveX, on: "card")       // the value now
/// ```
///
/// **Time is exact.** The player's position is the clock's time since the player last started,
/// seeked or changed rate, times the rate, added to where it was then; it is never a sum of
/// frame lengths, so it does not drift. ``value(of:on:)`` is the timeline's value at
/// ``timelineTime``, to the last bit (`PropertyTrack.value(at:)`).
///
/// **A run** is what one ``onComplete`` ends. It begins when the player is made, or with
/// ``play()`` after the player finished or was cancelled (playing again from the start), and it
/// ends exactly once: with `onComplete(true)` when playback reaches its end (the start, when
/// the rate is negative) or ``finish()`` is called, or with `onComplete(false)` when
/// ``cancel()`` is called.
///
/// **Playback options** on top of the track: ``repeatCount`` plays, each of them forwards and
/// then backwards when ``autoreverses`` (as Core Animation's property of that name does), after
/// a ``delay``. The position (``currentTime``) runs over all of them; ``timelineTime`` is where
/// in the track that is. An endless track (one with a `repeat forever`) plays on until it is
/// cancelled or finished; repeats and autoreverse do not apply to it. A track of no length
/// ends as soon as it starts.
///
/// **Markers** fire as playback reaches or passes their start and end times (moving off the
/// time it is at fires nothing), in playback order when one tick crosses several (in reverse
/// order when playing backwards), once per play of a repeat. A callback may pause the player:
/// the rest of that tick's edges still fire, since playback got that far.
/// They never fire for a jump: ``seek(to:)``, ``finish()``, or the start of a run before its
/// first tick. An edge exactly where playback starts fires on the first tick of a run (after
/// the delay), not after a seek or a pause. An endless track fires the markers of its first
/// cycle once. One tick fires the markers of at most 10,000 plays (a rate so high that it
/// crosses more fires those of the first ones).
///
/// The player belongs, with its clock, to the thread or actor that made them (see
/// ``MotionClock``). While it plays, its clock holds it, the way a running animation is held by
/// the system: cancel an endless one that is no longer wanted.
public final class MotionPlayer {
  /// Where a player is in its run.
  public enum State: Hashable, Sendable {
    /// Made, and not started yet.
    case idle
    /// Playing: every tick of the clock moves it.
    case playing
    /// Stopped where it is, to be played on or sought.
    case paused
    /// Reached its end (or was finished); ``MotionPlayer/onComplete`` said `true`.
    case finished
    /// Cancelled where it was; ``MotionPlayer/onComplete`` said `false`.
    case cancelled
  }

  /// The track played.
  public let track: MotionTrack
  /// The clock that moves the player.
  public let clock: MotionClock
  /// The timeline played: the track's reduced-motion timeline when ``reducedMotion`` is set
  /// and the track has one, else its timeline.
  public var timeline: Timeline { tables.timeline }
  /// Plays the reduced-motion timeline (from the accessibility setting). Changing it while
  /// playing goes on at the same position in the other timeline.
  public var reducedMotion: Bool {
    didSet {
      guard reducedMotion != oldValue else { return }
      let now = currentPosition()
      tables = PlaybackTables(track.timeline(reducedMotion: reducedMotion))
      shape = RunShape(timeline: timeline, repeatCount: repeatCount, autoreverses: autoreverses)
      moved(to: now)
    }
  }
  /// Where the player is in its run.
  public private(set) var state: State = .idle

  /// Called once at the end of each run: `true` when playback reached its end or ``finish()``
  /// was called, `false` when ``cancel()`` was.
  public var onComplete: ((_ finished: Bool) -> Void)?
  /// Called as playback crosses a marker's start or end, in playback order.
  public var onMarker: ((_ marker: Marker, _ edge: MarkerEdge) -> Void)?
  /// Called after every tick while playing, and after a seek or finish: the time to read and
  /// apply its values. (A player without one is only stepped when something happens.)
  public var onFrame: ((_ player: MotionPlayer) -> Void)? {
    didSet { scheduleNextEvent() }
  }

  /// How fast playback runs: 1 is real time, 2 twice as fast, −1 backwards; 0 holds still.
  /// A change takes effect from the current position. A value that is not finite is ignored.
  public var rate: Double {
    get { liveMotion.rate }
    set {
      guard newValue.isFinite else { return }
      var motion = liveMotion
      motion.anchor(at: currentPosition(), clock: clock.currentTicks)
      motion.setRate(newValue)
      liveMotion = motion
      moved(to: motion.position)
    }
  }
  /// How many times the track plays (default once). Changing it while playing keeps the
  /// position.
  public var repeatCount: RepeatCount = 1 {
    didSet { optionsChanged() }
  }
  /// Whether each play runs forwards and then backwards, taking twice the track's duration.
  public var autoreverses = false {
    didSet { optionsChanged() }
  }
  /// How long a run waits after ``play()`` before the track starts (before it ends, when
  /// playing backwards from the end). A negative delay counts as none. It applies to the next
  /// run.
  public var delay: Duration = .zero

  // MARK: State kept for the clock

  /// Whether the clock steps this player (it is playing).
  var isOnClock = false
  /// The player's slot in its clock, or -1 when it has none.
  var clockSlot = -1

  // MARK: Playback state

  /// How the position moves while not on the clock (on the clock, its slot has it).
  private var motion = PlayerMotion()
  /// Where markers were last fired up to (a position within the run). No marker edge lies
  /// between it and the position, which is what lets ticks skip a player with nothing to do.
  var markerPosition: Tick = 0
  /// Whether an edge at ``markerPosition`` itself is still to fire (at the start of a run).
  var markersIncludeStart = false
  /// Raised by every jump (seek, finish, cancel, a new run), so that a tick stops firing the
  /// markers of a path the player no longer takes.
  var generation = 0
  /// The timeline, set out for looking values and markers up fast.
  var tables: PlaybackTables
  /// The legs of a run, from the timeline and the options.
  var shape: RunShape

  /// A player of `track` on `clock`, playing its reduced-motion timeline when `reducedMotion`
  /// (and the track has one). It starts idle: call ``play()``.
  public init(track: MotionTrack, clock: MotionClock, reducedMotion: Bool) {
    self.track = track
    self.clock = clock
    self.reducedMotion = reducedMotion
    let timeline = track.timeline(reducedMotion: reducedMotion)
    tables = PlaybackTables(timeline)
    shape = RunShape(timeline: timeline, repeatCount: 1, autoreverses: false)
  }

  // MARK: Times

  /// Where the player is: the time played since its run started, over every play of a repeat
  /// (0 during the delay).
  public var currentTime: Duration { .ticks(shape.clamped(currentPosition())) }

  /// Where in the timeline the player is: the time its values are taken at.
  public var timelineTime: Duration {
    let shape = shape
    return .ticks(shape.timelineTick(at: shape.clamped(currentPosition())))
  }

  /// How long a run plays (delay not included): the track's duration times the plays, doubled
  /// when autoreversing; `nil` when it never ends (an endless track, or ``RepeatCount/forever``).
  public var totalDuration: Duration? { shape.total.map(Duration.ticks) }

  // MARK: Controls

  /// Starts playing: from where it is when paused; from the start (the end, when the rate is
  /// negative) after the delay when idle, finished or cancelled. Does nothing while playing.
  public func play() {
    switch state {
    case .playing:
      return
    case .paused:
      break
    case .idle, .finished, .cancelled:
      startRun()
    }
    state = .playing
    motion.anchor(at: motion.position, clock: clock.currentTicks)
    isOnClock = true
    clockSlot = clock.join(
      self, motion: motion,
      nextEvent: nextEvent(from: motion.position, direction: motion.direction),
      everyTick: onFrame != nil)
  }

  /// Stops where it is, to go on with ``play()``. Does nothing unless playing.
  public func pause() {
    guard state == .playing else { return }
    let position = currentPosition()
    leaveClock()
    motion.position = position
    state = .paused
  }

  /// Jumps to `time` (clamped to the run: 0 to ``totalDuration``), without firing markers.
  /// Playing goes on from there; otherwise the player is paused there (an idle, finished or
  /// cancelled player too: ``play()`` then plays on from there).
  public func seek(to time: Duration) {
    generation &+= 1
    let position = shape.clamped(time.ticks)
    markerPosition = position
    markersIncludeStart = false
    if state == .playing {
      var motion = liveMotion
      motion.anchor(at: position, clock: clock.currentTicks)
      liveMotion = motion
      scheduleNextEvent()
    } else {
      motion.position = position
      state = .paused
    }
    onFrame?(self)
  }

  /// Stops where it is and ends the run with `onComplete(false)`. Does nothing when the run
  /// has ended already.
  public func cancel() {
    switch state {
    case .finished, .cancelled: return
    case .idle, .playing, .paused: break
    }
    generation &+= 1
    let position = currentPosition()
    leaveClock()
    motion.position = position
    state = .cancelled
    onComplete?(false)
  }

  /// Jumps to the end (the start, when the rate is negative) and ends the run with
  /// `onComplete(true)`, without firing markers. An endless run has no end: it stops where it
  /// is. Does nothing when the run has ended already.
  public func finish() {
    switch state {
    case .finished, .cancelled: return
    case .idle, .playing, .paused: break
    }
    let now = currentPosition()
    complete(at: rate < 0 ? 0 : (shape.total ?? shape.clamped(now)))
  }

  // MARK: Playback

  /// The player's motion: its clock slot's while playing, else its own.
  var liveMotion: PlayerMotion {
    get { isOnClock ? clock.slots[clockSlot].motion : motion }
    set {
      if isOnClock { clock.slots[clockSlot].motion = newValue } else { motion = newValue }
    }
  }

  /// The position now (between ticks too).
  func currentPosition() -> Tick {
    isOnClock
      ? clock.slots[clockSlot].motion.position(atClock: clock.currentTicks) : motion.position
  }

  /// Takes the player off its clock, keeping its motion.
  private func leaveClock() {
    guard isOnClock else { return }
    isOnClock = false
    motion = clock.leave(slot: clockSlot)
  }

  /// A new run: at the start (the end, playing backwards), with the delay before it.
  private func startRun() {
    generation &+= 1
    let wait = max(delay.ticks, 0)
    if motion.rate < 0 {
      let end = shape.total ?? 0
      motion.position = end.saturatingAdd(wait)
      markerPosition = end
    } else {
      motion.position = -wait
      markerPosition = 0
    }
    markersIncludeStart = true
  }

  /// After ``repeatCount`` or ``autoreverses`` changed: the same position, now in the new run.
  private func optionsChanged() {
    let now = currentPosition()
    shape = RunShape(timeline: timeline, repeatCount: repeatCount, autoreverses: autoreverses)
    moved(to: now)
  }

  /// After the run or the timeline changed under the player at `position`: measures from
  /// there, with the markers caught up to it (none lies between; see ``markerPosition``).
  private func moved(to position: Tick) {
    var motion = liveMotion
    motion.anchor(at: position, clock: clock.currentTicks)
    liveMotion = motion
    let inDelay = motion.rate < 0 ? position > (shape.total ?? 0) : position < 0
    if !markersIncludeStart && !inDelay { markerPosition = shape.clamped(position) }
    markerPosition = shape.clamped(markerPosition)
    scheduleNextEvent()
  }

  /// Ends the run at `position` with `onComplete(true)`.
  func complete(at position: Tick) {
    generation &+= 1
    leaveClock()
    motion.position = position
    state = .finished
    onFrame?(self)
    onComplete?(true)
  }
}
