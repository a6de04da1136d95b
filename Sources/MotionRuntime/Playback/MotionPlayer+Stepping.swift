/// A player's own step: what a tick does for a player that has something to do (see
/// `MotionClock.Slot`), and where that next is.
extension MotionPlayer {
  /// Fires the markers crossed since the last step, then ends the run when it reached its end,
  /// or calls ``onFrame``. The clock has moved the position already.
  func step() {
    guard state == .playing, isOnClock else { return }
    let motion = clock.slots[clockSlot].motion
    let position = motion.position
    let shape = shape
    let inDelay = motion.direction < 0 ? position > (shape.total ?? 0) : position < 0
    if !inDelay {
      let target = shape.clamped(position)
      let from = markerPosition
      let includeFrom = markersIncludeStart
      markerPosition = target
      markersIncludeStart = false
      if !tables.edges.isEmpty {
        let run = generation
        let forward = target > from || (target == from && motion.direction >= 0)
        fireMarkers(from: from, to: target, includeFrom: includeFrom, forward: forward, run: run)
        // A seek, cancel or finish in a callback decided what happens next; a pause too.
        guard generation == run, state == .playing else { return }
      }
    }
    let reachedEnd =
      motion.direction > 0
      ? shape.total.map { position >= $0 } ?? false : motion.direction < 0 && position <= 0
    if reachedEnd {
      complete(at: shape.clamped(position))
      return
    }
    scheduleNextEvent()
    onFrame?(self)
  }

  /// Tells the clock where this player next has something to do, and whether every tick.
  func scheduleNextEvent() {
    guard isOnClock else { return }
    let motion = clock.slots[clockSlot].motion
    clock.slots[clockSlot].nextEvent = nextEvent(from: motion.position, direction: motion.direction)
    clock.slots[clockSlot].everyTick = onFrame != nil
  }

  /// The position, moving in `direction` from `position`, where the player next has something
  /// to do: the end of its delay, the next marker edge or leg boundary, or the end of its run.
  func nextEvent(from position: Tick, direction: Int) -> Tick {
    let shape = shape
    let forward = direction >= 0
    if forward && position < 0 { return 0 }
    if !forward && position > (shape.total ?? 0) { return shape.total ?? 0 }
    var event: Tick = forward ? (shape.total ?? .max) : 0
    guard !tables.edges.isEmpty else { return event }
    let leg = shape.leg(of: markerPosition, forward: forward)
    // The leg's far end, where the next leg starts (a jump back to the start, or a turn).
    let boundary = forward ? shape.end(ofLeg: leg) : shape.start(ofLeg: leg)
    event = forward ? min(event, boundary) : max(event, boundary)
    // The next edge in this leg.
    let legForward = shape.isForward(leg: leg)
    if let edge = tables.edges.nextTime(
      after: shape.timelineTick(markerPosition, inLeg: leg), inclusive: markersIncludeStart,
      forward: forward == legForward)
    {
      let offset = legForward ? edge : shape.legLength - edge
      let edgePosition = shape.start(ofLeg: leg).saturatingAdd(offset)
      event = forward ? min(event, edgePosition) : max(event, edgePosition)
    }
    return event
  }

  /// The most legs one step fires the markers of: a rate so high that a tick crosses more
  /// plays than this fires those of the first ones only, rather than taking unbounded time.
  static let maximumLegsPerStep = 10_000

  /// Fires the marker edges crossed moving from run position `from` to `to` (and those at
  /// `from` when `includeFrom`), leg by leg, in playback order; stops when a callback jumps.
  private func fireMarkers(from: Tick, to: Tick, includeFrom: Bool, forward: Bool, run: Int) {
    guard from != to || includeFrom else { return }
    let shape = shape
    var leg = shape.leg(of: from, forward: forward)
    var first = true
    for _ in 0..<Self.maximumLegsPerStep {
      let start = shape.start(ofLeg: leg)
      let end = shape.end(ofLeg: leg)
      let legFrom = forward ? max(from, start) : min(from, end)
      let legTo = forward ? min(to, end) : max(to, start)
      // Entering a leg from the one before: a jump back to its start fires the edges there;
      // an autoreverse turn does not fire again those just fired.
      let include = first ? includeFrom : !shape.autoreverses
      let crossed = tables.edges.crossed(
        from: shape.timelineTick(legFrom, inLeg: leg), to: shape.timelineTick(legTo, inLeg: leg),
        includeFrom: include, forward: forward == shape.isForward(leg: leg))
      for index in crossed {
        let marker = timeline.markers[tables.edges.markers[index]]
        onMarker?(marker, tables.edges.edges[index])
        // A jump ends the path; a pause does not (the tick got this far).
        guard generation == run else { return }
      }
      // Done, unless the move ends exactly where the next leg starts.
      let last = forward ? shape.isLast(leg: leg) : leg == 0
      if last || (legTo == to && (forward ? to < end : to > start)) { return }
      leg += forward ? 1 : -1
      first = false
    }
  }
}
