extension MotionStage {
  /// Starts `track` now (all of it), with `handoff` for the properties already moving; calls
  /// `onComplete` once when the play ends (`true` when it reached its end). Allocates nothing
  /// once the stage has played as many plays at once before.
  @discardableResult
  public func play(
    _ track: StageTrack, handoff: Handoff = .retarget, onComplete: ((Bool) -> Void)? = nil
  ) -> StagePlay {
    play(track, elementAt: -1, handoff: handoff, onComplete: onComplete)
  }

  /// Starts the part of `track` that animates `element` (see ``play(_:handoff:onComplete:)``);
  /// a name the track does not have starts a play that ends at once, finished.
  @discardableResult
  public func play(
    _ track: StageTrack, element: String, handoff: Handoff = .retarget,
    onComplete: ((Bool) -> Void)? = nil
  ) -> StagePlay {
    let index = track.tables.elements[element] ?? track.timeline.elements.count
    return play(track, elementAt: index, handoff: handoff, onComplete: onComplete)
  }

  /// Starts the part of `track` that animates its timeline's element `elementAt` (-1: all of
  /// them; out of range: none), see ``play(_:handoff:onComplete:)``.
  @discardableResult
  public func play(
    _ track: StageTrack, elementAt element: Int, handoff: Handoff = .retarget,
    onComplete: ((Bool) -> Void)? = nil
  ) -> StagePlay {
    let index = newPlay()
    plays[index].track = track
    plays[index].element = element
    plays[index].handoff = handoff
    plays[index].onComplete = onComplete
    plays[index].markerPosition = 0
    plays[index].includesStart = true
    plays[index].cut = nil
    plays[index].held = 0
    activeCount += 1
    if !isOnClock {
      isOnClock = true
      clock.join(self)
    }
    let now = clock.currentTicks
    if handoff == .queue, let rest = restTime(of: index) {
      start(index, at: max(rest, now))
    } else if handoff == .queue {
      plays[index].state = .waiting
    } else {
      start(index, at: now)
    }
    return StagePlay(index: index, generation: plays[index].generation)
  }

  /// Ends `play` now with `onComplete(false)`, its slots resting where they are. Does nothing
  /// when it has ended already.
  public func cancel(_ play: StagePlay) {
    guard isUnderWay(play) else { return }
    end(play.index, at: clock.currentTicks, finished: false)
  }

  /// Whether `play` is under way or waiting to start.
  public func isUnderWay(_ play: StagePlay) -> Bool {
    play.index >= 0 && play.index < plays.count && plays[play.index].generation == play.generation
      && plays[play.index].state != .ended
  }

  /// A free play record's index.
  private func newPlay() -> Int {
    if let index = freePlays.popLast() {
      plays[index].generation &+= 1
      return index
    }
    plays.append(PlayRecord())
    return plays.count - 1
  }

  /// Calls `body` with each stage slot the play animates and its track's index.
  @inline(__always)
  func forEachSlot(of index: Int, _ body: (_ slot: Int, _ track: Int) -> Void) {
    guard let track = plays[index].track else { return }
    let count = track.timeline.elements.count
    let element = plays[index].element
    let range = element < 0 ? 0..<count : (element < count ? element..<element + 1 : 0..<0)
    let properties = Property.allCases.count
    for timelineElement in range {
      let base = track.stageElements[timelineElement] * properties
      for property in 0..<properties {
        let trackIndex = track.trackIndex(element: timelineElement, property: property)
        if trackIndex >= 0 { body(base + property, trackIndex) }
      }
    }
  }

  /// When every slot the play animates came to rest, or `nil` while one is held.
  func restTime(of index: Int) -> Tick? {
    var latest: Tick = .min
    var held = false
    forEachSlot(of: index) { slot, _ in
      let holder = slots[slot].play
      if holder >= 0 && holder != index { held = true }
      latest = max(latest, slots[slot].restSince)
    }
    return held ? nil : latest
  }

  /// Starts play `index` at clock time `time`: takes its slots, handing off as it says.
  func start(_ index: Int, at time: Tick) {
    guard let track = plays[index].track else { return }
    plays[index].state = .playing
    plays[index].start = time
    let handsOff = plays[index].handoff != .replace
    var longest: Tick = 0
    forEachSlot(of: index) { slot, trackIndex in
      // A slot no play has moved yet hands nothing off: the track's own values decide.
      let moved = slots[slot].play >= 0 || slots[slot].rest != nil
      let cutValue = moved ? value(slot: slot, at: time) : nil
      // A first change after a wait starts from rest: the property held still until then.
      let waits =
        track.tables.tracks[trackIndex].count > 0
        && track.tables.tracks[trackIndex].startTick(0) > 0
      let cutVelocity = waits ? 0 : velocity(slot: slot, at: time)
      release(slot, at: time, to: index)
      var next = StageSlot()
      next.play = index
      next.track = trackIndex
      let opening = track.openings[trackIndex]
      if handsOff, opening.continues, let cutValue,
        !Self.isOwnStart(track.tables.tracks[trackIndex], cutValue, cutVelocity)
      {
        next.handsOff = true
        next.cutValue = cutValue
        if let spring = opening.spring, case .number(let from) = cutValue {
          handOff(spring, opening, from: from, velocity: cutVelocity, into: &next, trackIndex)
          longest = max(longest, next.shift)
        }
      }
      slots[slot] = next
      plays[index].held += 1
    }
    let timeline = track.timeline
    plays[index].length = timeline.isEndless ? nil : timeline.duration.saturatingAdd(longest)
  }

  /// Whether `value` moving at `velocity` is where and how the track's first change starts on
  /// its own (a play from rest at its start value): then the track's own values are played,
  /// to the bit.
  private static func isOwnStart(_ track: PropertyTrack, _ value: Value, _ velocity: Double)
    -> Bool
  {
    guard track.count > 0, track.storedValue(3) == value else {
      return track.count == 0 && track.initial == value
    }
    guard case .spring(let spring, _) = track.easings[track.easingIndex(0)] else { return true }
    let change = track.component(3 + track.stride, 0) - track.component(3, 0)
    return velocity == spring.initialVelocity * change
  }

  /// Sets `slot` up to run the first change, a spring, from `from` at `velocity`.
  private func handOff(
    _ spring: Spring, _ opening: StageTrack.Opening, from: Double, velocity: Double,
    into slot: inout StageSlot, _ trackIndex: Int
  ) {
    guard let track = plays[slot.play].track else { return }
    let change = track.tables.tracks[trackIndex]
    let target = change.component(3 + change.stride, 0)
    let written = change.endTick(0) - change.startTick(0)
    slot.springs = true
    slot.spring = HandoffSpring(spring, from: from, velocity: velocity, target: target)
    slot.springLength = written
    if opening.settles {
      // The compiler's rule, for the change this spring makes: 0.001 of the distance to the
      // target, or of the distance the velocity carries it (|v₀| / ω₀) when that is larger.
      let u0 = from - target
      let reach = abs(velocity) / (spring.stiffness / spring.mass).squareRoot()
      if let seconds = HandoffSpring.settlingTime(
        of: spring, u0: u0, v0: velocity, tolerance: 0.001 * max(abs(u0), reach)),
        let ticks = Ticks.from(seconds: seconds)
      {
        slot.springLength = ticks
      }
    }
    slot.shift = slot.springLength - written
  }

  /// Takes `slot` from the play holding it (if any), for play `taker`, at `time`.
  private func release(_ slot: Int, at time: Tick, to taker: Int) {
    let holder = slots[slot].play
    guard holder >= 0, holder != taker else { return }
    plays[holder].held -= 1
    if plays[holder].cut == nil { plays[holder].cut = time - plays[holder].start }
  }
}
