import MotionRuntime

/// One property's animation as Core Animation keyframe data: what a `CAKeyframeAnimation` is
/// made of, as plain values, so that the conversion is tested on any platform and only the
/// final construction (``makeAnimation()``, Apple platforms) touches QuartzCore.
///
/// Times are ticks from the animation's ``beginTime``; ``keyTimes`` are the fractions of
/// ``duration`` Core Animation wants. Values are in Core Animation's units (``values``):
/// rotation in radians, lengths in points, colors as RGBA.
public struct CoreAnimationKeyframes: Hashable, Sendable {
  /// How Core Animation moves between keyframes.
  public enum CalculationMode: Hashable, Sendable {
    /// Along each keyframe's timing function; two keyframes at one time are a jump.
    case linear
    /// Holds each value until the next key time (only jumps and holds, no changes).
    case discrete
  }

  /// A timing function between two keyframes (`CAMediaTimingFunction`).
  public enum TimingFunction: Hashable, Sendable {
    /// Straight, `kCAMediaTimingFunctionLinear`.
    case linear
    /// A cubic Bézier with control points (x1, y1) and (x2, y2).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  }

  /// A value at a time (ticks from the animation's begin time).
  public struct Keyframe: Hashable, Sendable {
    /// When, in ticks from the animation's begin time.
    public var time: Tick
    /// The value, in the timeline's units (degrees for rotation).
    public var value: Value

    /// `value` at `time`.
    public init(time: Tick, value: Value) {
      self.time = time
      self.value = value
    }
  }

  /// The property animated.
  public var property: Property
  /// When the animation begins, in ticks on the timeline (0, or a loop's end).
  public var beginTime: Tick
  /// How long one pass lasts, in ticks.
  public var duration: Tick
  /// Whether the pass repeats forever (a track's loop).
  public var repeatsForever: Bool
  /// How Core Animation moves between keyframes.
  public var calculationMode: CalculationMode
  /// The keyframes, in time order, the first at 0 and the last at ``duration``. In
  /// ``CalculationMode/discrete`` mode each holds until the next; the last is the end.
  public var keyframes: [Keyframe]
  /// Between each keyframe and the next (one fewer than the keyframes; empty when discrete).
  public var timingFunctions: [TimingFunction]

  /// The key path of ``property`` on a `CALayer` (see ``CoreAnimationExport/keyPath(of:)``).
  public var keyPath: String { CoreAnimationExport.keyPath(of: property) }

  /// The key times: each keyframe's time over ``duration`` (0 … 1).
  public var keyTimes: [Double] {
    keyframes.map { duration > 0 ? Double($0.time) / Double(duration) : 0 }
  }

  /// The values in Core Animation's units: degrees become radians for rotation. In discrete
  /// mode, one fewer than ``keyTimes`` (the last key time is the end).
  public var values: [Value] {
    let held = calculationMode == .discrete ? keyframes.dropLast() : keyframes[...]
    return held.map { CoreAnimationExport.coreAnimationValue($0.value, of: property) }
  }

  /// One pass, in seconds.
  public var durationSeconds: Double { Ticks.seconds(duration) }
}
