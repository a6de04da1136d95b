import Foundation

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

  /// Eased progress at `progress`. Ends are exact: 0 at 0 and 1 at 1.
  @inlinable
  public func value(at progress: Double) -> Double {
    switch self {
    case .linear: return progress
    case .cubicBezier(let curve): return curve.value(at: progress)
    case .family(let family, let mode): return family.value(at: progress, mode: mode)
    }
  }

  /// The curve that plays this one backwards in time: `reversed(p) = 1 − self(1 − p)`.
  ///
  /// `yoyo` uses it for the plays that run backwards.
  public var reversed: Easing {
    switch self {
    case .linear: return .linear
    case .cubicBezier(let curve): return .cubicBezier(curve.reversed)
    case .family(let family, let mode): return .family(family, mode.reversed)
    }
  }

  /// The spelling a `.motion` file uses for this curve, e.g. `easeOut` or `cubic(0.2, 0, 0, 1)`.
  public var name: String {
    switch self {
    case .linear: return "linear"
    case .cubicBezier(let curve):
      for (name, preset) in CubicBezier.presets where preset == curve { return name }
      let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(NumberFormatting.shortest)
      return "cubic(" + points.joined(separator: ", ") + ")"
    case .family(let family, let mode):
      return mode.prefix + family.suffix
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

  var prefix: String {
    switch self {
    case .in: return "easeIn"
    case .out: return "easeOut"
    case .inOut: return "easeInOut"
    }
  }

  /// The mode that plays this one backwards (`in` ↔ `out`; `inOut` is symmetric).
  public var reversed: EasingMode {
    switch self {
    case .in: return .out
    case .out: return .in
    case .inOut: return .inOut
    }
  }
}

/// The Penner / easings.net families (see `easing-facts.md`).
public enum EasingFamily: String, CaseIterable, Hashable, Sendable {
  /// Overshoots backwards before moving (s = 1.70158).
  case back

  var suffix: String {
    switch self {
    case .back: return "Back"
    }
  }

  /// Eased progress for `mode` at `p`, exactly 0 at 0 and 1 at 1.
  @inlinable
  public func value(at p: Double, mode: EasingMode) -> Double {
    if p == 0 { return 0 }
    if p == 1 { return 1 }
    switch self {
    case .back:
      let s = 1.70158
      switch mode {
      case .in: return (s + 1) * p * p * p - s * p * p
      case .out:
        let q = p - 1
        return 1 + (s + 1) * q * q * q + s * q * q
      case .inOut:
        let s2 = s * 1.525
        if p < 0.5 {
          let q = 2 * p
          return q * q * ((s2 + 1) * q - s2) / 2
        }
        let q = 2 * p - 2
        return (q * q * ((s2 + 1) * q + s2) + 2) / 2
      }
    }
  }
}
