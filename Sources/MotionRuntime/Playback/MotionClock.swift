/// What drives players: one time, that only moves forward, for every player that uses the
/// clock, and one tick per frame that steps each of them.
///
/// A clock keeps no timer per player. A player joins its clock's list when it starts playing
/// and leaves it when it pauses, finishes or is cancelled, so a player that is not playing costs
/// nothing per tick; a tick walks the list once, without allocating.
///
/// The clocks: ``ManualClock`` (time moves when told: tests, export, a game loop),
/// ``DispatchClock`` (real time on a Dispatch timer, on Linux and Apple platforms) and, on Apple
/// platforms, `DisplayLinkClock` (the display's own frames).
///
/// Isolation: a clock and its players are not `Sendable`; they belong to the thread or actor
/// that made them, and are used from it synchronously (a test calls `advance(by:)` and reads
/// the players at once). A tick then needs no lock: stepping 10,000 players is a plain loop.
/// The real-time clocks tick on the main thread, so theirs belong to the main actor, where
/// apps update their views. Tracks and timelines are `Sendable` values: load and sample them
/// anywhere.
public class MotionClock {
  /// A playing player as a tick sees it: its motion, and the position where it next has
  /// something to do (a marker edge, a leg boundary, the end of its delay or its run).
  struct Slot {
    let player: MotionPlayer
    var motion: PlayerMotion
    /// The player is stepped when its position reaches this (moving in its direction).
    var nextEvent: Tick
    /// The player is stepped on every tick (it has an `onFrame`).
    var everyTick: Bool

    /// Whether the player must be stepped at `position`.
    @inline(__always)
    func isDue(at position: Tick) -> Bool {
      if everyTick { return true }
      let direction = motion.direction
      return direction > 0 ? position >= nextEvent : direction < 0 && position <= nextEvent
    }
  }

  /// The players on this clock (those playing, plus any that left during the tick under way),
  /// each with the state a tick reads: one array, so a tick is one pass over it.
  var slots: [Slot] = []
  /// The slots a tick found due, stepped after the pass (kept, with room for every slot, so
  /// that a tick never allocates).
  private var due: [Int] = []
  /// Whether a tick is stepping players (then players that leave are only marked).
  private var ticking = false
  /// Whether a player left during the tick under way.
  private var leftDuringTick = false
  /// A later time asked for during a tick (from a callback), to tick to when it is done.
  private var pendingTick: Tick?
  /// The time of the last tick, in ticks since the clock started.
  private(set) var tickTime: Tick = 0
  /// The times of the last frames, oldest first from ``recentStart``, for the frame rate.
  private var recentFrames: [Tick]
  private var recentStart = 0
  private var recentCount = 0

  /// The clock's frame counts and measured frame rate.
  public private(set) var statistics: FrameStatistics

  /// Called after a tick that found frames missing, with how many (see
  /// ``FrameStatistics/droppedFrameCount``).
  public var onDroppedFrames: ((_ count: Int) -> Void)?

  init(expectedFrameInterval: Duration?) {
    statistics = FrameStatistics(expectedFrameInterval: expectedFrameInterval)
    recentFrames = Array(repeating: 0, count: Self.recentFrameCapacity)
  }

  /// How many frames the measured frame rate averages over.
  static let recentFrameCapacity = 32

  /// The clock's time at its last tick: how long it has run.
  public var now: Duration { .ticks(tickTime) }

  /// How many players are playing on the clock.
  public private(set) var playingCount = 0

  /// The clock's time right now, between ticks too; players that start playing start from it.
  /// A clock on real time reads its source; a manual clock has only its ticks.
  var currentTicks: Tick { tickTime }

  /// Sets the time a frame should take, when the clock learns it from its source.
  func setExpectedFrameInterval(_ interval: Duration?) {
    statistics.expectedFrameInterval = interval
  }

  /// The first player started playing: a clock on a timer starts it.
  func firstPlayerJoined() {}

  /// The last player stopped playing: a clock on a timer stops it.
  func lastPlayerLeft() {}

  // MARK: Players joining and leaving

  /// Adds `player`, moving as `motion`, to the players stepped by ticks; returns its slot.
  func join(_ player: MotionPlayer, motion: PlayerMotion, nextEvent: Tick, everyTick: Bool) -> Int {
    if player.clockSlot >= 0 {
      // It left during this tick and comes back before it ends: its slot is still there.
      slots[player.clockSlot].motion = motion
      slots[player.clockSlot].nextEvent = nextEvent
      slots[player.clockSlot].everyTick = everyTick
    } else {
      slots.append(Slot(player: player, motion: motion, nextEvent: nextEvent, everyTick: everyTick))
      if due.capacity < slots.capacity { due.reserveCapacity(slots.capacity) }
    }
    playingCount += 1
    if playingCount == 1 && stages.isEmpty { firstPlayerJoined() }
    return player.clockSlot >= 0 ? player.clockSlot : slots.count - 1
  }

  /// Removes the player in `slot` from the players stepped by ticks; returns its motion.
  func leave(slot: Int) -> PlayerMotion {
    let motion = slots[slot].motion
    if ticking {
      leftDuringTick = true  // removed when the tick is done, so the pass is not disturbed
    } else {
      remove(at: slot)
    }
    playingCount -= 1
    if playingCount == 0 && stages.isEmpty { lastPlayerLeft() }
    return motion
  }

  /// The stages with plays under way, stepped after the players on every tick.
  private(set) var stages: [MotionStage] = []

  /// Adds `stage` to those every tick steps (it has a play under way).
  func join(_ stage: MotionStage) {
    stages.append(stage)
    if stages.count == 1 && playingCount == 0 { firstPlayerJoined() }
  }

  /// Steps the stages, then drops those with nothing under way (in place: no allocation).
  private func stepStages(to time: Tick) {
    var index = 0
    while index < stages.count {
      stages[index].step(to: time)
      index += 1
    }
    let before = stages.count
    stages.removeAll { !$0.isOnClock }
    if before > 0 && stages.isEmpty && playingCount == 0 { lastPlayerLeft() }
  }

  /// Removes the slot at `slot` by moving the last one into its place.
  private func remove(at slot: Int) {
    slots[slot].player.clockSlot = -1
    let last = slots.count - 1
    if slot != last {
      slots.swapAt(slot, last)
      slots[slot].player.clockSlot = slot
    }
    slots.removeLast()
  }

  /// Drops the slots of players that left during a tick, keeping the others in order.
  private func removeLeftPlayers() {
    var kept = 0
    for index in slots.indices {
      let player = slots[index].player
      if player.isOnClock {
        player.clockSlot = kept
        if kept != index { slots.swapAt(kept, index) }
        kept += 1
      } else {
        player.clockSlot = -1
      }
    }
    slots.removeLast(slots.count - kept)
  }

  // MARK: Ticks

  /// Moves the clock to `time` (ticks since it started; an earlier time counts as no time
  /// passing) and steps every playing player. A tick asked for by a player's callback during a
  /// tick runs when that tick is done.
  func tick(to time: Tick) {
    if ticking {
      pendingTick = max(pendingTick ?? time, time)
      return
    }
    var target = time
    while true {
      step(to: target)
      guard let pending = pendingTick else { return }
      pendingTick = nil
      target = pending
    }
  }

  /// One tick: a pass that moves every slot and notes those with something to do, then each
  /// of those players' own step (markers, completion, `onFrame`), in slot order.
  private func step(to time: Tick) {
    let now = max(time, tickTime)
    recordFrame(at: now)
    tickTime = now
    ticking = true
    slots.withUnsafeMutableBufferPointer { slots in
      for index in slots.indices {
        let position = slots[index].motion.position(atClock: now)
        slots[index].motion.position = position
        if slots[index].isDue(at: position) { due.append(index) }
      }
    }
    for index in due {
      let player = slots[index].player
      if player.isOnClock { player.step() }
    }
    due.removeAll(keepingCapacity: true)
    if !stages.isEmpty { stepStages(to: now) }
    ticking = false
    if leftDuringTick {
      leftDuringTick = false
      removeLeftPlayers()
    }
  }

  /// Counts the frame, the frames missing before it, and the frame rate.
  private func recordFrame(at now: Tick) {
    let previous = statistics.frameCount > 0 ? tickTime : nil
    statistics.frameCount += 1
    var dropped = 0
    if let previous {
      let interval = now - previous
      statistics.lastFrameInterval = .ticks(interval)
      if let expected = statistics.expectedFrameInterval?.ticks, expected > 0 {
        // Frames that fit in the gap, rounded: an interval of 2.4 frames lost 1, of 2.6 lost 2.
        dropped = max(0, Int((interval + expected / 2) / expected) - 1)
      }
    }
    // The ring of recent frame times, for the measured rate.
    let capacity = recentFrames.count
    if recentCount < capacity {
      recentFrames[(recentStart + recentCount) % capacity] = now
      recentCount += 1
    } else {
      recentFrames[recentStart] = now
      recentStart = (recentStart + 1) % capacity
    }
    let span = now - recentFrames[recentStart]
    statistics.measuredFrameRate =
      recentCount > 1 && span > 0
      ? Double(recentCount - 1) * Double(Ticks.perSecond) / Double(span) : nil
    if dropped > 0 {
      statistics.droppedFrameCount += dropped
      onDroppedFrames?(dropped)
    }
  }
}

/// How a clock's frames have been arriving: SWING's frame-rate watcher.
public struct FrameStatistics: Hashable, Sendable {
  /// The time a frame should take (from the display or the timer), if the clock knows it.
  public var expectedFrameInterval: Duration?
  /// How many ticks the clock has had.
  public var frameCount = 0
  /// How many frames were missed: a tick that comes `n` expected frame intervals after the one
  /// before (rounded) missed `n − 1`. Zero when the clock has no expected interval.
  public var droppedFrameCount = 0
  /// The time between the last two ticks.
  public var lastFrameInterval: Duration?
  /// Frames per second over the last 32 ticks (fewer at the start); `nil` before two ticks
  /// at different times.
  public var measuredFrameRate: Double?

  /// Statistics of a clock that has not ticked yet.
  public init(expectedFrameInterval: Duration? = nil) {
    self.expectedFrameInterval = expectedFrameInterval
  }
}
