import MotionRuntime

/// What the web outputs are made from: a spec's timeline, its reduced-motion timeline, and how
/// a page finds its elements. Every export (CSS, the Web Animations module, the preview, the
/// plot) reads only this, never the spec's text.
public struct WebExport: Sendable {
  /// The spec's name as the outputs show it (its file name).
  public let title: String
  /// The timeline.
  public let timeline: Timeline
  /// The timeline for people who asked for reduced motion.
  public let reducedTimeline: Timeline
  /// How a page finds an element.
  public let selector: ElementSelector
  /// The timeline as web animations.
  public let plan: WebAnimationPlan
  /// The reduced timeline as web animations.
  public let reducedPlan: WebAnimationPlan

  /// The export of `timeline` and `reducedTimeline`, titled `title`; throws when the two
  /// would need more keyframes than ``WebLimits/maximumKeyframes``.
  public init(
    title: String, timeline: Timeline, reducedTimeline: Timeline,
    selector: ElementSelector = .standard
  ) throws(SizeProblem) {
    self.title = title
    self.timeline = timeline
    self.reducedTimeline = reducedTimeline
    self.selector = selector
    var remaining = WebLimits.maximumKeyframes
    self.plan = try WebAnimationPlan(timeline, remaining: &remaining)
    self.reducedPlan = try WebAnimationPlan(reducedTimeline, remaining: &remaining)
  }

  /// Every property either timeline animates, in property order (the custom properties to
  /// register).
  var properties: [Property] {
    let used = Set((plan.elements + reducedPlan.elements).flatMap { $0.tracks.map(\.property) })
    return Property.allCases.filter { used.contains($0) }
  }

  /// The lines every export's header states: conventions and bounds.
  var conventionLines: [String] {
    [
      "Elements are found by \(selector.pattern) (NAME is the element's name). x grows to the",
      "right, y downwards, 1 length unit = 1 CSS px, rotate turns clockwise. Each property",
      "animates a registered custom property of its own (--motion-move-x, ...), and translate,",
      "scale, rotate, opacity, color, background-color, width, height, border-radius and",
      "filter: blur() are composed from them.",
      "Curves CSS has (cubic-bezier, steps, linear) are written exactly. Every other curve is",
      "baked into linear() points within 0.1 % of each change (fitted to 0.05 %); colors",
      "mixed in oklab or linear light are baked into keyframes within 1/255 (fitted to",
      "0.25/255).",
    ].map { $0.replacingName() }
  }

  /// "lasts 0.8s", or "lasts 1.5s for its first cycle, then repeats forever".
  static func durationPhrase(_ plan: WebAnimationPlan) -> String {
    let seconds = Ticks.decimalSeconds(plan.duration) + "s"
    return plan.isEndless
      ? "lasts \(seconds) for its first cycle, then repeats forever"
      : "lasts \(seconds)"
  }
}

extension String {
  /// `{name}` shown as `NAME` in prose.
  fileprivate func replacingName() -> String {
    var result = ""
    var rest = Substring(self)
    while let start = rest.firstIndex(of: "{") {
      result += rest[..<start]
      let tail = rest[start...]
      if tail.hasPrefix("{name}") {
        result += "NAME"
        rest = tail.dropFirst(6)
      } else {
        result += "{"
        rest = tail.dropFirst()
      }
    }
    return result + rest
  }
}
