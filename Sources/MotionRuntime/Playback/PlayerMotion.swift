/// How a player's position moves with its clock: from `anchorPosition` at clock time
/// `anchorClock`, at `rate`. The position is worked out from the clock's time each tick, never
/// summed from frame lengths.
struct PlayerMotion {
  /// The position at the last tick (or where it stopped, when not playing).
  var position: Tick = 0
  private(set) var anchorPosition: Tick = 0
  private(set) var anchorClock: Tick = 0
  /// How fast: 1 is real time, −1 backwards.
  private(set) var rate: Double = 1
  /// The rate as a whole number, when it is one (exact integer arithmetic then).
  private var wholeRate: Tick? = 1

  /// The position at clock time `clockTime`.
  @inline(__always)
  func position(atClock clockTime: Tick) -> Tick {
    let elapsed = clockTime > anchorClock ? clockTime - anchorClock : 0
    let scaled: Tick
    if wholeRate == 1 {
      scaled = elapsed
    } else if let whole = wholeRate {
      scaled = elapsed.saturatingMultiply(whole)
    } else {
      let product = (Double(elapsed) * rate).rounded()
      scaled = product >= 9.2e18 ? .max : product <= -9.2e18 ? .min : Tick(product)
    }
    return anchorPosition.saturatingAdd(scaled)
  }

  /// Measures from `position` at clock time `clock` on.
  mutating func anchor(at position: Tick, clock: Tick) {
    self.position = position
    anchorPosition = position
    anchorClock = clock
  }

  /// A new rate (finite), applying from the anchor on: anchor first.
  mutating func setRate(_ rate: Double) {
    self.rate = rate
    wholeRate = Tick(exactly: rate)
  }

  /// The direction the position moves: 1, −1, or 0 when it holds still.
  var direction: Int { rate > 0 ? 1 : rate < 0 ? -1 : 0 }
}

/// What a run is made of: *legs*, each one pass over the timeline (`legLength` long),
/// forwards, or for the second half of each autoreversed play, backwards.
///
/// Position `p` is in leg `p / legLength`; at a boundary between legs it is the start of the
/// next leg (values are right-continuous, as in a track's loop), except at the run's end, which
/// is the end of the last leg. An endless timeline, or one of no length, is a single leg that
/// goes on forever (or lasts no time).
struct RunShape {
  /// How long one leg is: the timeline's duration.
  let legLength: Tick
  /// How many legs; `nil` when the run never ends.
  let legCount: Tick?
  /// Whether every second leg runs backwards.
  let autoreverses: Bool
  /// Whether the run is one leg that goes on (an endless timeline) or lasts no time.
  let singleLeg: Bool
  /// The run's length; `nil` when it never ends.
  let total: Tick?

  init(timeline: Timeline, repeatCount: RepeatCount, autoreverses: Bool) {
    legLength = timeline.duration
    self.autoreverses = autoreverses
    if timeline.isEndless || timeline.duration <= 0 {
      singleLeg = true
      legCount = 1
      total = timeline.isEndless ? nil : 0
    } else {
      singleLeg = false
      legCount = repeatCount.count.map { Tick($0).saturatingMultiply(autoreverses ? 2 : 1) }
      total = legCount.map { $0.saturatingMultiply(timeline.duration) }
    }
  }

  /// `position` within the run: 0 to ``total``.
  func clamped(_ position: Tick) -> Tick { min(max(position, 0), total ?? .max) }

  /// Whether leg `leg` runs forwards through the timeline.
  func isForward(leg: Tick) -> Bool { !autoreverses || leg % 2 == 0 }

  /// Where leg `leg` starts.
  func start(ofLeg leg: Tick) -> Tick { singleLeg ? 0 : leg.saturatingMultiply(legLength) }

  /// Where leg `leg` ends.
  func end(ofLeg leg: Tick) -> Tick {
    singleLeg ? (total ?? .max) : start(ofLeg: leg).saturatingAdd(legLength)
  }

  /// Whether `leg` is the last one.
  func isLast(leg: Tick) -> Bool { legCount.map { leg >= $0 - 1 } ?? false }

  /// The timeline time of `position` in leg `leg`.
  func timelineTick(_ position: Tick, inLeg leg: Tick) -> Tick {
    if singleLeg { return legLength <= 0 ? 0 : position }
    let offset = position - start(ofLeg: leg)
    return isForward(leg: leg) ? offset : legLength - offset
  }

  /// The leg a position lies in, for playback moving `forward` from it: at a boundary, the leg
  /// after it (before it, moving backwards).
  func leg(of position: Tick, forward: Bool) -> Tick {
    if singleLeg { return 0 }
    var leg = forward ? position / legLength : max(position - 1, 0) / legLength
    if let count = legCount { leg = min(leg, count - 1) }
    return max(leg, 0)
  }

  /// The timeline time at run position `position` (0 to the run's length).
  func timelineTick(at position: Tick) -> Tick {
    if let total, position >= total, let count = legCount {
      return timelineTick(position, inLeg: count - 1)  // the end: the last leg's end
    }
    return timelineTick(position, inLeg: leg(of: position, forward: true))
  }
}
