import MotionRuntime

/// The exact changes of each track, as data the Web Animations module reads when a later
/// `animate(…, { from: "current" })` takes a property over (see ``WAAPIHandoff``).
///
/// The runs a browser plays are approximations in places (baked `linear()` points), and a
/// browser cannot say how fast a property moves; so the module keeps, per track, what it was
/// compiled from: every change's times (ms from the timeline's start), end values and exact
/// curve. The module then works out a property's value and velocity at any time itself, by
/// the curve's own formula, as `MotionStage` does.
///
/// A track is `{ property, unit, initial, continues, settles, loop, changes }`; `changes` is a
/// list of `[start, end, from, to, curve, timing]`, where `curve` names the easing and its
/// parameters (``curve(_:)``) and `timing` is its CSS spelling, or `null` when CSS has none
/// and the module bakes it. Numbers are written as numbers (`unit` is the CSS unit), colors
/// as `rgba()` text. A track with a color mixed in Oklab or linear light has `changes: null`:
/// a browser mixes keyframes in sRGB only, so it plays its own runs.
enum WAAPIChanges {
  /// One track as a JavaScript object literal.
  static func track(_ track: PropertyTrack) -> String {
    let kind = track.property.kind
    var out = "{ property: \(WebText.javaScriptString(track.property.customProperty)), "
    out += "unit: " + unit(kind) + ", initial: " + value(track.initial, kind) + ", "
    let opening = opening(of: track)
    out += "continues: \(opening.continues), settles: \(opening.settles), "
    if let loop = track.loop {
      out += "loop: [\(ms(loop.start)), \(ms(loop.end))], "
    } else {
      out += "loop: null, "
    }
    let segments = track.segments
    let mixable = segments.allSatisfy { WebAnimationPlan.mixesLikeBrowsers($0, kind) }
    guard mixable else { return out + "changes: null }" }
    out += "changes: ["
    out += segments.map { segment in
      let timing = WebTiming(segment.easing)
      let css = timing.isBaked ? "null" : WebText.javaScriptString(timing.css)
      return "[" + ms(segment.start) + ", " + ms(segment.end) + ", "
        + value(segment.from, kind) + ", " + value(segment.to, kind) + ", "
        + curve(segment.easing) + ", " + css + "]"
    }.joined(separator: ", ")
    return out + "] }"
  }

  /// Whether the first change continues from the value before it (no `from` of its own), and
  /// whether a spring there lasts until it settles (written without `over`): the same rule as
  /// `StageTrack`'s.
  static func opening(of track: PropertyTrack) -> (continues: Bool, settles: Bool) {
    guard track.count > 0 else { return (true, false) }
    let first = track.segment(0)
    var settles = false
    if case .spring(let spring, let duration) = first.easing, track.property.kind != .color,
      case .number = first.from,
      let settling = spring.settlingTime, let length = Ticks.from(seconds: settling)
    {
      settles =
        abs(Ticks.seconds(length) - duration) < 1e-9 || Ticks.from(seconds: duration) == length
    }
    return (first.from == track.initial, settles)
  }

  /// An easing as a JavaScript array: `["linear"]`, `["cubic", x1, y1, x2, y2]`,
  /// `["steps", count, "jump-end"]`, `["points", input, output, …]`, `["family", "quad",
  /// "inOut"]`, `["spring", mass, stiffness, damping, velocity, seconds]`, `["reversed", inner]`.
  static func curve(_ easing: Easing) -> String {
    func list(_ name: String, _ numbers: [Double]) -> String {
      "[\"" + name + "\"" + numbers.map { ", " + WebText.exact($0) }.joined() + "]"
    }
    switch easing {
    case .linear: return "[\"linear\"]"
    case .cubicBezier(let c): return list("cubic", [c.x1, c.y1, c.x2, c.y2])
    case .steps(let count, let position):
      return "[\"steps\", \(count), \"\(position.rawValue)\"]"
    case .piecewiseLinear(let curve):
      return list("points", curve.points.flatMap { [$0.input, $0.output] })
    case .family(let family, let mode):
      return "[\"family\", \"\(family.rawValue)\", \"\(mode.rawValue)\"]"
    case .spring(let spring, let duration):
      return list(
        "spring",
        [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity, duration])
    case .reversed(let inner): return "[\"reversed\", " + curve(inner) + "]"
    }
  }

  /// A value: a number as a number, a color as `rgba()` text.
  private static func value(_ value: Value, _ kind: ValueKind) -> String {
    switch (value, kind) {
    case (.number(let number), .length), (.number(let number), .fraction),
      (.number(let number), .factor), (.number(let number), .angle):
      return WebText.exact(number)
    case (.color, _), (.number, .color):
      return WebText.javaScriptString(CSSValue.text(value, kind: kind))
    }
  }

  /// The CSS unit numbers of `kind` are written in, or `null` for colors.
  private static func unit(_ kind: ValueKind) -> String {
    switch kind {
    case .length: return "\"px\""
    case .angle: return "\"deg\""
    case .fraction, .factor: return "\"\""
    case .color: return "null"
    }
  }

  private static func ms(_ tick: Tick) -> String { WebText.milliseconds(Double(tick)) }
}
