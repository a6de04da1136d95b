#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A timing curve: maps progress `p` (0…1) to eased progress.
///
/// Each family is one case; adding a family means adding a case here and its formula, and the
/// compiler then lists every `switch` to update.
public enum Easing: Hashable, Sendable {
  /// The identity.
  case linear
  /// A CSS `cubic-bezier()` curve (also `ease`, `easeIn`, `easeOut`, `easeInOut`).
  case cubicBezier(CubicBezier)
  /// A Penner / easings.net family in one of its three modes.
  case family(EasingFamily, EasingMode)
  /// CSS `steps(count, position)`: `count` must be at least `position.minimumCount`.
  case steps(Int, StepPosition)
  /// CSS `linear(…)`: straight lines through points.
  case piecewiseLinear(LinearEasing)
  /// A spring run in real time over a change of `duration` seconds; it snaps to 1 at the end.
  case spring(Spring, duration: Double)
  /// Another curve played backwards in time: `1 − inner(1 − p)`, for curves whose mirror image
  /// has no exact spelling of its own (steps, `linear(…)` and springs: at a jump the mirror
  /// holds the value from before it, not after).
  indirect case reversed(Easing)

  /// Eased progress at `progress`. Ends are exact (0 at 0 and 1 at 1) for every curve but the
  /// steps that jump at the start or at the end, which CSS defines to start above 0 or end below
  /// 1 there.
  ///
  /// For steps, prefer ``value(elapsed:length:)`` when the time is known in ticks.
  @inlinable
  public func value(at progress: Double) -> Double {
    switch self {
    case .linear: return progress
    case .cubicBezier(let curve): return curve.value(at: progress)
    case .family(let family, let mode): return family.value(at: progress, mode: mode)
    case .steps(let count, let position): return position.value(at: progress, count: count)
    case .piecewiseLinear(let curve): return curve.value(at: progress)
    case .spring(let spring, let duration):
      if progress >= 1 { return 1 }
      if progress <= 0 { return 0 }
      return spring.value(atSeconds: progress * duration)
    case .reversed(let inner): return 1 - inner.value(at: 1 - progress)
    }
  }

  /// Eased progress at `elapsed` (from the change's start, in ticks and an exact part of a
  /// tick) into a change that lasts `length` ticks.
  ///
  /// The same as `value(at: elapsed / length)`, except that steps (also reversed ones) pick
  /// their step in exact integer arithmetic, so that a sample exactly on a step boundary is
  /// never put on the step before by rounding, even between two ticks (a frame at 1/3 s).
  @inlinable
  public func value(elapsed: SampleTime, length: Tick) -> Double {
    switch self {
    case .steps(let count, let position):
      return position.value(count: count, elapsed: elapsed, length: length)
    case .reversed(let inner):
      // 1 − p in ticks: length − elapsed.
      guard length > 0, elapsed.tick >= 0, elapsed.tick <= length else { break }
      return 1 - inner.value(elapsed: elapsed.mirrored(before: length), length: length)
    case .linear, .cubicBezier, .family, .piecewiseLinear, .spring:
      break
    }
    return value(at: (Double(elapsed.tick) + elapsed.fraction) / Double(length))
  }

  /// Eased progress at `elapsed + fraction` ticks into a change that lasts `length` ticks,
  /// with the part of a tick (0 ..< 1) as a `Double` (see ``value(elapsed:length:)``; for
  /// steps, `fraction` is taken as ``SampleTime/init(tick:fraction:)`` takes it).
  @inlinable
  public func value(elapsed: Tick, length: Tick, fraction: Double = 0) -> Double {
    switch self {
    case .steps, .reversed:
      return value(elapsed: SampleTime(tick: elapsed, fraction: fraction), length: length)
    case .linear, .cubicBezier, .family, .piecewiseLinear, .spring:
      return value(at: (Double(elapsed) + fraction) / Double(length))
    }
  }

  /// The curve that plays this one backwards in time: `reversed(p) = 1 − self(1 − p)`.
  ///
  /// `yoyo` uses it for the plays that run backwards. Cubic Béziers and the families reverse to
  /// curves of their own kind; steps, `linear(…)` and springs are wrapped in ``reversed(_:)``;
  /// reversing that again gives the original back.
  public var reversed: Easing {
    switch self {
    case .linear: return .linear
    case .cubicBezier(let curve): return .cubicBezier(curve.reversed)
    case .family(let family, let mode): return .family(family, mode.reversed)
    case .steps, .piecewiseLinear, .spring: return .reversed(self)
    case .reversed(let inner): return inner
    }
  }

  /// The spelling a `.motion` file uses for this curve, e.g. `easeOut`, `cubic(0.2, 0, 0, 1)`,
  /// `steps(4, jump-start)`, `linear(0, 0.25 40%, 1)` or
  /// `spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)`.
  ///
  /// A reversed curve, which a file cannot spell, is `reversed(NAME)`.
  public var name: String {
    switch self {
    case .linear: return "linear"
    case .cubicBezier(let curve):
      for (name, preset) in CubicBezier.presets where preset == curve { return name }
      let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(NumberFormatting.shortest)
      return "cubic(" + points.joined(separator: ", ") + ")"
    case .family(let family, let mode):
      return mode.prefix + family.suffix
    case .steps(let count, let position):
      return "steps(\(count), \(position.rawValue))"
    case .piecewiseLinear(let curve):
      return "linear(" + curve.arguments + ")"
    case .spring(let spring, _):
      let numbers = [
        ("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping),
        ("velocity", spring.initialVelocity),
      ]
      let arguments = numbers.map { "\($0): \(NumberFormatting.shortest($1))" }
      return "spring(" + arguments.joined(separator: ", ") + ")"
    case .reversed(let inner):
      return "reversed(" + inner.name + ")"
    }
  }

  /// The easing a plain name (no arguments) stands for, or `nil` if there is none.
  public init?(named name: String) {
    if name == "linear" {
      self = .linear
      return
    }
    for (presetName, curve) in CubicBezier.presets where presetName == name {
      self = .cubicBezier(curve)
      return
    }
    for family in EasingFamily.allCases {
      for mode in EasingMode.allCases where mode.prefix + family.suffix == name {
        self = .family(family, mode)
        return
      }
    }
    return nil
  }

  /// Every name `init(named:)` accepts, in a stable order (for suggestions and help).
  public static let allNames: [String] = {
    var names = ["linear"] + CubicBezier.presets.map(\.0)
    for family in EasingFamily.allCases {
      for mode in EasingMode.allCases { names.append(mode.prefix + family.suffix) }
    }
    return names
  }()
}

/// Which end of a family's curve is eased.
public enum EasingMode: String, CaseIterable, Hashable, Sendable {
  /// Slow start: the family's own formula.
  case `in`
  /// Slow end: `1 − in(1 − p)`.
  case out
  /// Slow start and end: `in(2p)/2` below ½, else `1 − in(2 − 2p)/2`.
  case inOut

  /// How the mode begins an easing's name: `easeIn`, `easeOut`, `easeInOut`.
  public var prefix: String {
    switch self {
    case .in: return "easeIn"
    case .out: return "easeOut"
    case .inOut: return "easeInOut"
    }
  }

  /// The mode that plays this one backwards (`in` ↔ `out`; every family's `inOut` is
  /// point-symmetric, so it stays).
  public var reversed: EasingMode {
    switch self {
    case .in: return .out
    case .out: return .in
    case .inOut: return .inOut
    }
  }
}
