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
/// Isolation: clocks and players live on the main actor. Frames on Apple platforms arrive there,
/// UI is updated there, and a tick then needs no lock: stepping 10,000 players is a plain loop.
/// Tracks and timelines are `Sendable` values, so loading and sampling them works anywhere.
@MainActor
public class MotionClock {
  /// The players on this clock (those playing, plus any that left during the tick under way).
  var players: [MotionPlayer] = []
  /// Whether a tick is walking ``players`` (then players that leave are only marked).
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

  /// The first player started playing: a clock on a timer starts it.
  func firstPlayerJoined() {}

  /// The last player stopped playing: a clock on a timer stops it.
  func lastPlayerLeft() {}

  // MARK: Players joining and leaving

  /// Adds `player` to the players stepped by each tick.
  func join(_ player: MotionPlayer) {
    guard !player.isOnClock else { return }
    player.isOnClock = true
    if player.clockSlot < 0 {
      player.clockSlot = players.count
      players.append(player)
    }
    playingCount += 1
    if playingCount == 1 { firstPlayerJoined() }
  }

  /// Removes `player` from the players stepped by each tick.
  func leave(_ player: MotionPlayer) {
    guard player.isOnClock else { return }
    player.isOnClock = false
    if ticking {
      leftDuringTick = true  // removed when the tick is done, so the walk is not disturbed
    } else {
      remove(at: player.clockSlot)
    }
    playingCount -= 1
    if playingCount == 0 { lastPlayerLeft() }
  }

  /// Removes the player at `slot` by moving the last one into its place.
  private func remove(at slot: Int) {
    guard slot >= 0, slot < players.count else { return }
    players[slot].clockSlot = -1
    let last = players.count - 1
    if slot != last {
      players.swapAt(slot, last)
      players[slot].clockSlot = slot
    }
    players.removeLast()
  }

  /// Drops the players that left during a tick, keeping the others in order.
  private func removeLeftPlayers() {
    var kept = 0
    for index in players.indices {
      let player = players[index]
      if player.isOnClock {
        player.clockSlot = kept
        players[kept] = player
        kept += 1
      } else {
        player.clockSlot = -1
      }
    }
    players.removeLast(players.count - kept)
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

  private func step(to time: Tick) {
    let now = max(time, tickTime)
    recordFrame(at: now)
    tickTime = now
    ticking = true
    var index = 0
    while index < players.count {
      let player = players[index]
      if player.isOnClock { player.step(clockTime: now) }
      index += 1
    }
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
    if let previous, let expected = statistics.expectedFrameInterval?.ticks, expected > 0 {
      let interval = now - previous
      statistics.lastFrameInterval = .ticks(interval)
      // Frames that fit in the gap, rounded: an interval of 2.4 frames lost 1, of 2.6 lost 2.
      let frames = (interval + expected / 2) / expected
      dropped = max(0, Int(frames) - 1)
    } else if let previous {
      statistics.lastFrameInterval = .ticks(now - previous)
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
    let oldest = recentFrames[recentStart]
    let span = now - oldest
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
