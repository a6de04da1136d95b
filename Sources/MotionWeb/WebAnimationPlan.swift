import MotionRuntime

/// A timeline as web animations: for each track, the runs of keyframes that CSS and the Web
/// Animations API play. Both exports (and the preview, which plays the Web Animations module)
/// are written from this one plan, so that the browser check of one validates the others.
///
/// How a track becomes runs:
/// - Each change is a keyframe at its start with its timing (``WebTiming``) and one at its end;
///   a hold between changes is two keyframes with the same value.
/// - A run is one CSS animation or one `Element.animate()` call: it starts with a delay at its
///   first keyframe's time, ends at its last, and then holds its last value (`fill: forwards`).
///   Later runs override earlier ones once they have started, and before the first run the
///   element shows the track's initial value, set as the custom property's value. This is the
///   track's own rule: the last change that has started decides.
/// - Keyframes at one time with different values are an instant jump. A jump after a stretch
///   that holds becomes a `steps(1, jump-end)` hold into the new value; a jump right after a
///   change (a `from`, or a spring that snaps to its target) starts a new run, as CSS keyframes
///   cannot have two values at one offset.
/// - The cycle of a `repeat forever` is one more run that starts at the loop's start and
///   repeats forever, after the runs of everything before the loop. Within the cycle a jump
///   after a change keeps both keyframes at one time (Web Animations allows it; the CSS export
///   moves the first one a millionth of a percent earlier).
/// - A color change mixed in Oklab or linear light is baked into keyframes the browser mixes in
///   sRGB, within ``colorTolerance``; so is any part of a change that a run cuts off.
public struct WebAnimationPlan: Sendable {
  /// When the timeline ends (for an endless one, when its first cycle ends).
  public var duration: Tick
  /// Whether the timeline never ends.
  public var isEndless: Bool
  /// The elements in the timeline's order, each with its tracks.
  public var elements: [WebElement]
  /// The plays of named motions.
  public var markers: [Marker]

  /// The largest difference a baked color keyframe may have from the exact mix, per sRGB
  /// component (0…1): a quarter of one 8-bit step, so that rounding to 8 bits stays within one
  /// step of the exact color.
  public static let colorTolerance = 0.25 / 255

  /// The plan of `timeline`; throws when it would need more than `budget` keyframes.
  public init(_ timeline: Timeline, budget: Int = WebLimits.maximumKeyframes)
    throws(SizeProblem)
  {
    var remaining = budget
    try self.init(timeline, remaining: &remaining)
  }

  /// The plan of `timeline`, taking its keyframes from `remaining`.
  init(_ timeline: Timeline, remaining: inout Int) throws(SizeProblem) {
    // A first count from the segments alone, so that a plan far too large fails at once.
    var estimate = 0
    for column in timeline.columns {
      for segment in column.track.segments {
        estimate += 3
        if !Self.mixesLikeBrowsers(segment, column.track.property.kind) {
          estimate += SegmentBake.stepCount(segment.easing) ?? 0
        }
      }
      if estimate > remaining {
        throw SizeProblem(what: "keyframes", limit: WebLimits.maximumKeyframes)
      }
    }
    duration = timeline.duration
    isEndless = timeline.isEndless
    markers = timeline.markers
    var elements: [WebElement] = []
    for element in timeline.elements {
      var tracks: [WebTrack] = []
      for track in element.tracks {
        let runs = try Self.runs(of: track, remaining: &remaining)
        tracks.append(WebTrack(property: track.property, initial: track.initial, runs: runs))
      }
      elements.append(WebElement(name: element.name, tracks: tracks))
    }
    self.elements = elements
  }

  /// The runs of one track: the runs before its loop (or all of it), then the loop's cycle.
  static func runs(of track: PropertyTrack, remaining: inout Int) throws(SizeProblem) -> [WebRun] {
    guard let loop = track.loop else {
      return split(
        normalized(
          try keyframes(of: track, from: 0, to: nil, cycle: false, remaining: &remaining)))
    }
    let start = Double(loop.start)
    let end = Double(loop.end)
    var before = try keyframes(
      of: track, from: 0, to: loop.start, cycle: false, remaining: &remaining)
    // The cycle takes over at its start: keep only the value the track approaches there.
    if let first = before.firstIndex(where: { $0.time >= start }) {
      before.removeSubrange((first + 1)...)
    }
    var cycle = try keyframes(
      of: track, from: loop.start, to: loop.end, cycle: true, remaining: &remaining)
    // At the cycle's end the next cycle begins: keep only the value it approaches there.
    if let first = cycle.firstIndex(where: { $0.time >= end }) {
      cycle.removeSubrange((first + 1)...)
    }
    let cycleRun = WebRun(start: start, end: end, keyframes: normalized(cycle), repeats: true)
    return split(normalized(before)) + [cycleRun]
  }

  /// The keyframes of `track` from `windowStart` to `windowEnd` (to its end when `nil`), in
  /// time order; keyframes at one time are the value before a jump and after it.
  ///
  /// A loop's `cycle` starts with the track's value at its start and ends with the value it
  /// approaches at its end; any other window starts at its first change, since the initial
  /// value holds before it.
  static func keyframes(
    of track: PropertyTrack, from windowStart: Tick, to windowEnd: Tick?, cycle: Bool,
    remaining: inout Int
  ) throws(SizeProblem) -> [WebKeyframe] {
    let problem = SizeProblem(what: "keyframes", limit: WebLimits.maximumKeyframes)
    var frames: [WebKeyframe] = []
    var held = track.initial
    if cycle {
      held = track.value(at: SampleTime(tick: windowStart))
      frames.append(WebKeyframe(time: Double(windowStart), value: held, timing: .linear))
    }
    let kind = track.property.kind
    for index in 0..<track.count {
      let segment = track.segment(index)
      if let windowEnd, segment.start >= windowEnd { break }
      // Changes that ended before the window (or, instant, at its start) are in `held`.
      if segment.end < windowStart || (cycle && segment.end == windowStart) {
        continue
      }
      let start = max(segment.start, windowStart)
      let end = min(segment.end, windowEnd ?? segment.end)
      // A baked steps curve has a keyframe per step; anything else a few, or a fit's points
      // (counted once made: a fit has at most 4096).
      guard remaining >= (SegmentBake.stepCount(segment.easing) ?? 0) + 4 else { throw problem }
      let before = frames.count
      if !frames.isEmpty {
        frames.append(WebKeyframe(time: Double(start), value: held, timing: .linear))
      }
      let whole = start == segment.start && end == segment.end
      if whole && (segment.start == segment.end || mixesLikeBrowsers(segment, kind)) {
        frames.append(
          WebKeyframe(
            time: Double(segment.start), value: segment.from, timing: WebTiming(segment.easing)))
        frames.append(WebKeyframe(time: Double(segment.end), value: segment.to, timing: .linear))
      } else {
        frames += SegmentBake.keyframes(segment, kind: kind, from: start, to: end)
      }
      held = frames.last?.value ?? held
      remaining -= frames.count - before
      guard remaining >= 0 else { throw problem }
    }
    if cycle, let windowEnd {
      frames.append(WebKeyframe(time: Double(windowEnd), value: held, timing: .linear))
    }
    return frames
  }

  /// Whether a browser mixes the segment's values the way motionc does, given its keyframes:
  /// numbers always, colors when mixed in sRGB (or when they do not change).
  static func mixesLikeBrowsers(_ segment: Segment, _ kind: ValueKind) -> Bool {
    switch kind {
    case .length, .fraction, .factor, .angle: return true
    case .color:
      switch segment.colorSpace {
      case .srgb: return true
      case .linear, .oklab: return segment.from == segment.to
      }
    }
  }

  /// The keyframes with each jump reduced to the value before it and after it, repeated values
  /// dropped, and a jump after a stretch that holds turned into a hold that ends in the jump.
  static func normalized(_ frames: [WebKeyframe]) -> [WebKeyframe] {
    // Each time's keyframes: the value before (the first) and the value from then on (the
    // last, whose timing leads on).
    var groups: [(before: WebKeyframe, after: WebKeyframe)] = []
    for frame in frames {
      if let last = groups.last, last.after.time == frame.time {
        groups[groups.count - 1].after = frame
      } else {
        groups.append((frame, frame))
      }
    }
    var result: [WebKeyframe] = []
    for (before, after) in groups {
      guard let previous = result.last else {
        // A jump at the very start: the run starts with the new value.
        result.append(after)
        continue
      }
      if before.value == after.value {
        // Three equal values in a row: the middle one adds nothing.
        if result.count >= 2, result[result.count - 2].value == previous.value,
          previous.value == after.value
        {
          result[result.count - 1] = after
        } else {
          result.append(after)
        }
      } else if previous.value == before.value || previous.timing == .hold {
        // The stretch into the jump holds: hold it, and jump at its end.
        result[result.count - 1].timing = .hold
        result.append(after)
      } else {
        result.append(before)
        result.append(after)
      }
    }
    return result
  }

  /// Runs that play `frames` once each: a new run starts at every jump.
  static func split(_ frames: [WebKeyframe]) -> [WebRun] {
    var runs: [WebRun] = []
    var current: [WebKeyframe] = []
    func close() {
      guard let first = current.first, let last = current.last else { return }
      runs.append(WebRun(start: first.time, end: last.time, keyframes: current, repeats: false))
    }
    for frame in frames {
      if let last = current.last, last.time == frame.time {
        close()
        current = []
      }
      current.append(frame)
    }
    close()
    return runs
  }
}

/// One element of a ``WebAnimationPlan``.
public struct WebElement: Sendable {
  /// The element's name.
  public var name: String
  /// Its tracks, in property order.
  public var tracks: [WebTrack]
}

/// One property of one element as web animations.
public struct WebTrack: Sendable {
  /// The property.
  public var property: Property
  /// The value before the first run: the custom property's own value on the element.
  public var initial: Value
  /// The runs, in the order they are applied (a later one overrides an earlier one).
  public var runs: [WebRun]
}

/// One CSS animation or `Element.animate()` call of a track.
public struct WebRun: Hashable, Sendable {
  /// When the run starts, in ticks from the timeline's start (its delay).
  public var start: Double
  /// When it ends (or, repeating, when its first cycle ends).
  public var end: Double
  /// The keyframes, the first at `start` and the last at `end`; each one's timing leads to the
  /// next. Two keyframes share a time only in a repeating run (a jump).
  public var keyframes: [WebKeyframe]
  /// Whether the run repeats forever (the cycle of a `repeat forever`); otherwise it plays once
  /// and holds its last value.
  public var repeats: Bool

  /// How long the run (or one cycle of it) lasts, in ticks.
  public var length: Double { end - start }

  /// A keyframe's offset in the run: 0 at the start, 1 at the end.
  public func offset(_ frame: WebKeyframe) -> Double {
    length > 0 ? (frame.time - start) / length : (frame.time > start ? 1 : 0)
  }
}

/// A keyframe of a web animation.
public struct WebKeyframe: Hashable, Sendable {
  /// When, in ticks from the timeline's start (fractional for baked keyframes).
  public var time: Double
  /// The value.
  public var value: Value
  /// The timing of the stretch to the next keyframe.
  public var timing: WebTiming
}
