/// One tick of a playing player, and where in the timeline a position is.
///
/// A run is a row of *legs*, each one pass over the timeline (`length` long): forwards, or for
/// the second half of each autoreversed play, backwards. Position `p` is in leg `p / length`;
/// at a boundary between legs it is the start of the next leg (values are right-continuous, as
/// in a track's loop), except at the run's end, which is the end of the last leg.
extension MotionPlayer {
  /// Moves a playing player to the clock's time `clockTime`: fires the markers crossed, then
  /// ``onFrame``, and ends the run when it reached its end.
  func step(clockTime: Tick) {
    guard state == .playing else { return }
    let newPosition = position(atClock: clockTime, rate: rate)
    position = newPosition
    let total = totalLength
    let inDelay = rate < 0 ? newPosition > (total ?? 0) : newPosition < 0
    if !tables.edges.isEmpty && !inDelay {
      let target = clamped(newPosition)
      let from = markerPosition
      let includeFrom = markersIncludeStart
      markerPosition = target
      markersIncludeStart = false
      let run = generation
      fireMarkers(from: from, to: target, includeFrom: includeFrom, generation: run)
      // A seek, cancel or finish in a callback decided what happens next.
      guard generation == run, state == .playing else { return }
    }
    let reachedEnd =
      rate > 0 ? total.map { newPosition >= $0 } ?? false : rate < 0 && newPosition <= 0
    if reachedEnd {
      position = clamped(newPosition)
      complete()
    } else {
      onFrame?(self)
    }
  }

  // MARK: Legs

  /// The timeline's length: how long one leg is.
  private var legLength: Tick { timeline.duration }

  /// How many legs a run has: `nil` when it never ends; 1 for an endless timeline, which is one
  /// leg that goes on forever, and for a timeline of no length.
  private var legCount: Tick? {
    if timeline.isEndless || legLength == 0 { return 1 }
    guard let count = repeatCount.count else { return nil }
    return Tick(count).saturatingMultiply(autoreverses ? 2 : 1)
  }

  /// Whether leg `leg` runs forwards through the timeline.
  private func isForward(leg: Tick) -> Bool { !autoreverses || leg % 2 == 0 }

  /// Where a leg starts.
  private func legStart(_ leg: Tick) -> Tick { leg.saturatingMultiply(legLength) }

  /// The timeline time of `position` in leg `leg`.
  private func timelineTick(_ position: Tick, inLeg leg: Tick) -> Tick {
    if timeline.isEndless || legLength == 0 { return min(position, timeline.isEndless ? .max : 0) }
    let offset = position - legStart(leg)
    return isForward(leg: leg) ? offset : legLength - offset
  }

  /// The leg a position lies in, for playback moving `forward` from it: at a boundary, the leg
  /// after it (before it, moving backwards).
  private func leg(of position: Tick, forward: Bool) -> Tick {
    if timeline.isEndless || legLength == 0 { return 0 }
    var leg = forward ? position / legLength : max(position - 1, 0) / legLength
    if let count = legCount { leg = min(leg, count - 1) }
    return max(leg, 0)
  }

  /// The timeline time at run position `position` (0 to the run's length).
  func timelineTick(at position: Tick) -> Tick {
    if let total = totalLength, position >= total, let count = legCount {
      return timelineTick(position, inLeg: count - 1)  // the end: the last leg's end
    }
    return timelineTick(position, inLeg: leg(of: position, forward: true))
  }

  // MARK: Markers

  /// Fires the marker edges crossed moving from run position `from` to `to` (and those at
  /// `from` when `includeFrom`), leg by leg, in playback order; stops when a callback jumps.
  private func fireMarkers(from: Tick, to: Tick, includeFrom: Bool, generation run: Int) {
    guard from != to || includeFrom else { return }
    let forward = to > from || (to == from && rate >= 0)
    var leg = leg(of: from, forward: forward)
    var first = true
    while true {
      let start = legStart(leg)
      let end = legCount == 1 ? Tick.max : start.saturatingAdd(legLength)
      let legFrom = forward ? max(from, start) : min(from, end)
      let legTo = forward ? min(to, end) : max(to, start)
      // Entering a leg from the one before: a jump back to its start fires the edges there;
      // an autoreverse turn does not fire again those just fired.
      let include = first ? includeFrom : !autoreverses
      let timelineForward = forward == isForward(leg: leg)
      for index in tables.edges.crossed(
        from: timelineTick(legFrom, inLeg: leg), to: timelineTick(legTo, inLeg: leg),
        includeFrom: include, forward: timelineForward)
      {
        let marker = timeline.markers[tables.edges.markers[index]]
        onMarker?(marker, tables.edges.edges[index])
        // A jump ends the path; a pause does not (the tick got this far).
        guard generation == run else { return }
      }
      // Done, unless the move ends exactly where the next leg starts.
      let last = forward ? leg + 1 >= (legCount ?? .max) : leg == 0
      if legTo == to && (last || (forward ? to < end : to > start)) { return }
      if last { return }
      leg += forward ? 1 : -1
      first = false
    }
  }
}

/// What a player looks up every frame, found once per timeline: each element's index by
/// name, each (element, property)'s track, a search hint per track, and the marker edges.
struct PlaybackTables {
  /// Element indices by name.
  let elements: [String: Int]
  /// For element `e` and property `p`, at `e × 12 + p.index`: the track's index in the
  /// element's tracks and its hint's index, or -1.
  let slots: [(track: Int, hint: Int)]
  /// Per track, the segment it was last found in (see `PropertyTrack.value(at:hint:)`).
  var hints: [Int]
  /// The markers' edges in crossing order.
  let edges: MarkerEdges

  init(_ timeline: Timeline) {
    var elements: [String: Int] = [:]
    var slots = Array(
      repeating: (track: -1, hint: -1), count: timeline.elements.count * Property.allCases.count)
    var hintCount = 0
    for (elementIndex, element) in timeline.elements.enumerated() {
      if elements[element.name] == nil { elements[element.name] = elementIndex }
      for (trackIndex, track) in element.tracks.enumerated() {
        let slot = elementIndex * Property.allCases.count + track.property.index
        if slots[slot].track < 0 {
          slots[slot] = (trackIndex, hintCount)
          hintCount += 1
        }
      }
    }
    self.elements = elements
    self.slots = slots
    hints = Array(repeating: -1, count: hintCount)
    edges = MarkerEdges(timeline.markers)
  }
}
