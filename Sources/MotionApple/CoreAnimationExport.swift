import MotionRuntime

/// Converts a timeline's tracks into Core Animation keyframe data (``CoreAnimationKeyframes``),
/// platform-neutral: only `makeAnimation()` and `animationGroup(…)` need QuartzCore.
///
/// Each track becomes an animation over the whole timeline (its value before its first change
/// held from the start, its last held to the end) and, for a track that repeats forever, a
/// second one that repeats its cycle from the loop's end on. Changes become keyframes:
///
/// - `linear` and cubic Bézier curves: one keyframe at the change's end, with the curve as its
///   exact timing function;
/// - `steps(…)` (also played backwards): a jump at each step's exact tick, two keyframes at one
///   time (Core Animation jumps there);
/// - `linear(…)`: a keyframe at each of its points, joined by straight lines;
/// - instant changes and holds: two keyframes at one time, or two with one value;
/// - the Penner families, springs and anything else: baked, one keyframe per frame
///   (``defaultBakeFramesPerSecond``), linear between them.
///
/// Colors mix as Core Animation does only when opaque and in sRGB; any other color change is
/// baked. A track with only jumps and holds becomes a ``CoreAnimationKeyframes/CalculationMode/discrete``
/// run of held values.
public enum CoreAnimationExport {
  /// The frame rate curves without a Core Animation equivalent are baked at: that of the
  /// fastest displays, so that no shown frame falls between keyframes far apart.
  public static let defaultBakeFramesPerSecond = 120

  /// The animations of every track of `element` in `timeline` (none for an unknown element).
  public static func animations(
    of timeline: Timeline, element: String,
    bakeFramesPerSecond: Int = defaultBakeFramesPerSecond
  ) -> [CoreAnimationKeyframes] {
    guard let tracks = timeline.elements.first(where: { $0.name == element })?.tracks else {
      return []
    }
    return tracks.flatMap {
      animations(of: $0, in: timeline, bakeFramesPerSecond: bakeFramesPerSecond)
    }
  }

  /// The animations of `track` in `timeline`: one over the timeline (to the loop's end, for a
  /// track that loops), and one that repeats the cycle forever from the loop's end.
  public static func animations(
    of track: PropertyTrack, in timeline: Timeline,
    bakeFramesPerSecond: Int = defaultBakeFramesPerSecond
  ) -> [CoreAnimationKeyframes] {
    let bakeStep = Ticks.perSecond / Tick(min(max(bakeFramesPerSecond, 1), 1_000))
    let segments = track.segments
    var result: [CoreAnimationKeyframes] = []
    let end = track.loop?.end ?? max(timeline.duration, track.end)
    if end > 0 {
      result.append(
        animation(
          track, segments, from: 0, to: end, beginTime: 0, repeatsForever: false,
          bakeStep: bakeStep))
    }
    if let loop = track.loop {
      result.append(
        animation(
          track, segments, from: loop.start, to: loop.end, beginTime: loop.end,
          repeatsForever: true, bakeStep: bakeStep))
    }
    return result
  }

  /// The key path of `property` on a `CALayer`. `color` is a text layer's `foregroundColor`;
  /// `blur` is the radius of a Core Image Gaussian blur the layer must have in its `filters`
  /// under the name `gaussianBlur` (macOS).
  public static func keyPath(of property: Property) -> String {
    switch property {
    case .moveX: return "transform.translation.x"
    case .moveY: return "transform.translation.y"
    case .scaleX: return "transform.scale.x"
    case .scaleY: return "transform.scale.y"
    case .rotate: return "transform.rotation.z"
    case .opacity: return "opacity"
    case .color: return "foregroundColor"
    case .background: return "backgroundColor"
    case .width: return "bounds.size.width"
    case .height: return "bounds.size.height"
    case .cornerRadius: return "cornerRadius"
    case .blur: return "filters.gaussianBlur.inputRadius"
    }
  }

  /// `value` of `property` in Core Animation's units: radians for rotation, else unchanged.
  public static func coreAnimationValue(_ value: Value, of property: Property) -> Value {
    guard property == .rotate, case .number(let degrees) = value else { return value }
    return .number(degrees * .pi / 180)
  }

  // MARK: Building

  /// How one change becomes keyframes.
  private enum Plan {
    case curve(CoreAnimationKeyframes.TimingFunction)
    case steps(Int)
    case points(LinearEasing)
    case baked
  }

  private static func plan(_ segment: Segment, property: Property) -> Plan {
    if property.kind == .color {
      let opaque =
        segment.from.colorAlpha == 1 && segment.to.colorAlpha == 1 && segment.colorSpace == .srgb
      switch segment.easing {
      case .steps(let count, _): return .steps(count)
      case .reversed(.steps(let count, _)): return .steps(count)
      case .linear where opaque: return .curve(.linear)
      case .cubicBezier(let curve) where opaque:
        return .curve(.cubicBezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2))
      case .linear, .cubicBezier, .family, .piecewiseLinear, .spring, .reversed:
        return .baked
      }
    }
    switch segment.easing {
    case .linear: return .curve(.linear)
    case .cubicBezier(let curve):
      return .curve(.cubicBezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2))
    case .steps(let count, _): return .steps(count)
    case .reversed(.steps(let count, _)): return .steps(count)
    case .piecewiseLinear(let curve): return .points(curve)
    case .family, .spring, .reversed: return .baked
    }
  }

  /// The animation of `track` over `start ... end`, its times taken from `start`.
  private static func animation(
    _ track: PropertyTrack, _ segments: [Segment], from start: Tick, to end: Tick,
    beginTime: Tick, repeatsForever: Bool, bakeStep: Tick
  ) -> CoreAnimationKeyframes {
    var builder = KeyframeBuilder(
      start: Keyframe(time: start, value: track.value(at: SampleTime(tick: start))))
    for segment in segments where segment.end > start && segment.start <= end {
      builder.hold(until: segment.start)
      if segment.end == segment.start {
        builder.add(segment.start, segment.to)
        continue
      }
      builder.add(segment.start, segment.from)
      // A curve that does not start at 0 (steps that jump at the start, some `linear(…)`).
      builder.add(segment.start, track.value(at: SampleTime(tick: segment.start)))
      switch plan(segment, property: track.property) {
      case .curve(let timing):
        builder.add(segment.end, segment.to, timing: timing, changes: true)
      case .steps(let count):
        let length = segment.end - segment.start
        for step in 1..<max(count, 1) {
          // The first tick at or after step / count of the way: where the step is taken.
          let (quotient, remainder) = (Tick(step) * length).quotientAndRemainder(
            dividingBy: Tick(count))
          let tick = segment.start + quotient + (remainder > 0 ? 1 : 0)
          guard tick < segment.end else { break }
          builder.add(tick, track.value(at: SampleTime(tick: tick - 1)))
          builder.add(tick, track.value(at: SampleTime(tick: tick)))
        }
        builder.add(segment.end, track.value(at: SampleTime(tick: segment.end - 1)))
        builder.add(segment.end, segment.to)
      case .points(let curve):
        // Straight lines between the curve's points (ticks rounded), then its value at the end.
        let length = Double(segment.end - segment.start)
        for point in curve.points where point.input > 0 && point.input < 1 {
          let tick = segment.start + Tick((point.input * length).rounded())
          builder.add(tick, mix(segment, point.output), timing: .linear, changes: true)
        }
        builder.add(
          segment.end, mix(segment, curve.value(at: 1)), timing: .linear, changes: true)
        builder.add(segment.end, segment.to)
      case .baked:
        var tick = (segment.start / bakeStep + 1) * bakeStep
        while tick < segment.end {
          builder.add(
            tick, track.value(at: SampleTime(tick: tick)), timing: .linear, changes: true)
          tick += bakeStep
        }
        builder.add(segment.end, segment.to, timing: .linear, changes: true)
      }
    }
    builder.hold(until: end)
    return builder.animation(
      property: track.property, start: start, end: end, beginTime: beginTime,
      repeatsForever: repeatsForever)
  }

  /// The value `output` of the way through `segment` (its curve's output), as the track mixes.
  private static func mix(_ segment: Segment, _ output: Double) -> Value {
    switch (segment.from, segment.to) {
    case (.number(let from), .number(let to)): return .number(from + (to - from) * output)
    case (.color(let from), .color(let to)):
      return .color(from.mixed(with: to, amount: output, in: segment.colorSpace))
    case (.number, .color), (.color, .number): return segment.to
    }
  }
}

private typealias Keyframe = CoreAnimationKeyframes.Keyframe

/// Collects keyframes in time order, dropping those that change nothing.
private struct KeyframeBuilder {
  private(set) var keyframes: [Keyframe]
  private(set) var timings: [CoreAnimationKeyframes.TimingFunction] = []
  /// Whether any keyframe is reached by a change over time (not a jump or a hold).
  private(set) var changes = false

  init(start: Keyframe) {
    keyframes = [start]
  }

  /// Holds the last value until `time`.
  mutating func hold(until time: Tick) {
    guard let last = keyframes.last, time > last.time else { return }
    keyframes.append(Keyframe(time: time, value: last.value))
    timings.append(.linear)
  }

  /// A keyframe at `time` with `value`: a jump when at the last keyframe's time, a change along
  /// `timing` otherwise. Nothing when it repeats the last keyframe.
  mutating func add(
    _ time: Tick, _ value: Value, timing: CoreAnimationKeyframes.TimingFunction = .linear,
    changes: Bool = false
  ) {
    guard let last = keyframes.last else { return }
    if last.value == value && (last.time == time || !changes) {
      if time > last.time { hold(until: time) }
      return
    }
    if time > last.time && changes { self.changes = true }
    keyframes.append(Keyframe(time: max(time, last.time), value: value))
    timings.append(timing)
  }

  /// The finished animation: keyframe times from `start`, discrete when nothing changes over
  /// time.
  func animation(
    property: Property, start: Tick, end: Tick, beginTime: Tick, repeatsForever: Bool
  ) -> CoreAnimationKeyframes {
    let shifted = keyframes.map { Keyframe(time: $0.time - start, value: $0.value) }
    guard !changes else {
      return CoreAnimationKeyframes(
        property: property, beginTime: beginTime, duration: end - start,
        repeatsForever: repeatsForever, calculationMode: .linear, keyframes: shifted,
        timingFunctions: timings)
    }
    // Runs of held values: each from its first time to the next run's; the end closes the last.
    var runs: [Keyframe] = []
    for keyframe in shifted {
      if let last = runs.last, last.value == keyframe.value { continue }
      if let last = runs.last, last.time == keyframe.time {
        runs[runs.count - 1] = keyframe
      } else {
        runs.append(keyframe)
      }
    }
    runs.append(Keyframe(time: end - start, value: runs.last?.value ?? shifted[0].value))
    return CoreAnimationKeyframes(
      property: property, beginTime: beginTime, duration: end - start,
      repeatsForever: repeatsForever, calculationMode: .discrete, keyframes: runs,
      timingFunctions: [])
  }
}

extension Value {
  /// A color's alpha; 1 for a number.
  fileprivate var colorAlpha: Double {
    switch self {
    case .number: return 1
    case .color(let color): return color.alpha
    }
  }
}
