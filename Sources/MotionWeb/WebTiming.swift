import MotionRuntime

/// A timing function as CSS and Web Animations spell it.
///
/// The curves CSS has are written exactly: `linear`, `cubic-bezier()`, `steps()` and
/// `linear()` points. Every other curve (the Penner families, elastic, bounce, springs) is
/// baked into a `linear()` whose points are chosen by ``LinearFit`` so that its eased
/// progress is within ``fittedTolerance`` of the exact curve, which keeps every value within
/// ``promisedBound`` (0.1 %) of its change.
///
/// Every timing gives exactly 1 at progress 1, because motionc holds a change's target value at
/// and after its end, while a browser holding the last keyframe under `fill: forwards` shows
/// the curve's value at 1: a `linear()` whose points end elsewhere gets a last point `1 100%`.
/// Played backwards (a `yoyo`), steps mirror to steps and points to points; these agree with
/// motionc everywhere but exactly at a jump, which CSS always takes on its right side.
public enum WebTiming: Hashable, Sendable {
  /// `linear`.
  case linear
  /// `cubic-bezier(x1, y1, x2, y2)`.
  case cubicBezier(CubicBezier)
  /// `steps(count, position)`.
  case steps(Int, StepPosition)
  /// `linear(…)` through `points` (progress, eased progress); `baked` when they approximate a
  /// curve CSS cannot spell.
  case points([LinearEasing.Point], baked: Bool)

  /// Holds the start value to the end of the interval, then jumps: `steps(1, jump-end)`.
  public static let hold = WebTiming.steps(1, .jumpEnd)

  /// The bound baked curves promise on eased progress: 0.1 % of the change.
  public static let promisedBound = 0.001
  /// The tolerance baked curves are fitted to: half the promise, leaving the rest for rounding
  /// and for the browser's own arithmetic.
  public static let fittedTolerance = 0.0005

  /// The timing function for `easing`.
  public init(_ easing: Easing) {
    switch easing {
    case .linear: self = .linear
    case .cubicBezier(let curve): self = .cubicBezier(curve)
    case .steps(let count, let position): self = .steps(count, position)
    case .piecewiseLinear(let curve):
      self = .points(Self.endingAtOne(curve.points), baked: false)
    case .family, .spring: self = Self.baked(easing)
    case .reversed(let inner):
      switch inner {
      case .linear: self = .linear
      case .cubicBezier(let curve): self = .cubicBezier(curve.reversed)
      case .steps(let count, let position): self = .steps(count, position.mirrored)
      case .piecewiseLinear(let curve):
        let mirrored = curve.points.reversed().map {
          LinearEasing.Point(input: Self.mirror($0.input), output: Self.mirror($0.output))
        }
        self = .points(Self.endingAtOne(mirrored), baked: false)
      case .reversed(let original): self = WebTiming(original)
      case .family, .spring: self = Self.baked(easing)
      }
    }
  }

  /// Whether the curve is an approximation (a baked `linear()`).
  public var isBaked: Bool {
    if case .points(_, let baked) = self { return baked }
    return false
  }

  /// The CSS spelling: `linear`, `cubic-bezier(0.42, 0, 0.58, 1)`, `steps(4, jump-start)`,
  /// `linear(0 0%, 0.25 40%, 1 100%)`.
  public var css: String {
    switch self {
    case .linear: return "linear"
    case .cubicBezier(let curve):
      let numbers = [curve.x1, curve.y1, curve.x2, curve.y2].map(WebText.exact)
      return "cubic-bezier(" + numbers.joined(separator: ", ") + ")"
    case .steps(let count, let position):
      return "steps(\(count), \(position.rawValue))"
    case .points(let points, _):
      let stops = points.map { WebText.exact($0.output) + " " + WebText.percent($0.input) }
      return "linear(" + stops.joined(separator: ", ") + ")"
    }
  }

  /// `1 − value`, rounded to 12 decimal places so that written decimals stay exact.
  static func mirror(_ value: Double) -> Double { ((1 - value) * 1e12).rounded() / 1e12 }

  /// The points, changed if needed so that the curve is exactly 1 at progress 1: points after
  /// 1 are dropped, and the value the curve approaches at 1 and then 1 itself end it.
  static func endingAtOne(_ points: [LinearEasing.Point]) -> [LinearEasing.Point] {
    guard let curve = try? LinearEasing(points.map { .init(output: $0.output, inputs: [$0.input]) })
    else { return points }
    if curve.value(at: 1) == 1 { return points }
    var kept = points.filter { $0.input < 1 }
    // The left limit at 1: along the line into the first point at or after 1.
    var approach = 1.0
    if let last = kept.last, let next = points.first(where: { $0.input >= 1 }) {
      let span = next.input - last.input
      approach =
        span > 0
        ? last.output + (1 - last.input) / span * (next.output - last.output)
        : next.output
    } else if let last = kept.last {
      approach = last.output
    }
    kept.append(LinearEasing.Point(input: 1, output: approach))
    kept.append(LinearEasing.Point(input: 1, output: 1))
    return kept
  }

  /// A `linear()` through points of `easing` fitted to ``fittedTolerance``, ending at 1.
  static func baked(_ easing: Easing) -> WebTiming {
    let curve = openCurve(easing)
    let fitted = LinearFit.fit(from: 0, to: 1, tolerance: fittedTolerance) {
      SIMD4(curve($0), 0, 0, 0)
    }
    var points = fitted.map {
      LinearEasing.Point(
        input: ($0.position * 1e7).rounded() / 1e7, output: ($0.value.x * 1e6).rounded() / 1e6)
    }
    if let last = points.last, last.output != 1 {
      points.append(LinearEasing.Point(input: 1, output: 1))
    }
    return .points(points, baked: true)
  }

  /// The curve between its ends, without the exact 0 and 1 some curves snap to there (a spring
  /// cut short by `over` snaps to its target at the end; an exponential curve starts at
  /// 2⁻¹⁰): continuous on 0…1, so that straight lines can follow it to the ends. The snap at
  /// 1 is put back by a last point at 1.
  static func openCurve(_ easing: Easing) -> (Double) -> Double {
    let inside = 1e-12
    return { progress in easing.value(at: min(max(progress, inside), 1 - inside)) }
  }
}

extension StepPosition {
  /// The position of the same steps played backwards: `jump-start` and `jump-end` swap.
  public var mirrored: StepPosition {
    switch self {
    case .jumpStart: return .jumpEnd
    case .jumpEnd: return .jumpStart
    case .jumpNone: return .jumpNone
    case .jumpBoth: return .jumpBoth
    }
  }
}
