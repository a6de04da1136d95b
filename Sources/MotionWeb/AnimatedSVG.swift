import MotionRuntime

/// `motionc render SPEC --format svg`: the preview's stage as one animated SVG image, for a
/// pull request or a README: every element as a labelled box in a slot of its own (the
/// preview's ``StageLayout``), moved by CSS animations inside the SVG's `<style>`. No script
/// and no external reference, so it animates wherever SVG images are shown (GitHub included),
/// and the same spec always gives the same bytes.
///
/// Design: the same ``WebAnimationPlan`` as `--format css` (curves CSS has written exactly,
/// the others baked within its promise), each property animating a registered custom property
/// that the box's real properties are composed from. Two changes, for an image that is watched
/// rather than driven:
/// - A timeline that ends **loops**: each property's runs become one `@keyframes` over the
///   whole timeline and a rest of ``restAfterEnd`` after it, repeated forever, so the picture
///   plays again and again (it holds the start values from the first keyframe until its first
///   change, and the end values to the rest's end). An endless timeline plays as the CSS export
///   does: its `repeat forever` runs loop on their own.
/// - SVG has no boxes: an element is a group (`data-motion="NAME"`, origin at the box's
///   center) that takes `translate`, `scale`, `rotate`, `opacity` and `filter`, around a rect
///   (`data-motion-box="NAME"`) that takes `width`, `height`, `x`, `y`, `rx` and `fill` (the
///   `background`), and a label whose `fill` is the `color`. Custom properties do not inherit,
///   so each of the three runs the animations of its own properties.
public enum AnimatedSVG {
  /// How long a looping image rests at the end before it plays again.
  public static let restAfterEnd: Tick = 1_000_000_000
  /// The image's width: slots wrap onto a new row past it.
  static let width = 720
  /// Space around and between slots.
  static let gap = 12

  /// The image of `export`'s timeline (`reduced`: the reduced-motion one).
  public static func document(_ export: WebExport, reduced: Bool = false) -> String {
    let timeline = reduced ? export.reducedTimeline : export.timeline
    let plan = reduced ? export.reducedPlan : export.plan
    let layout = StageLayout([export.timeline, export.reducedTimeline])
    let placed = place(layout.slots)
    let height = (placed.map { $0.y + $0.slot.height }.max() ?? 40) + gap + 22
    let loops = !timeline.isEndless
    let period = Double(timeline.duration + restAfterEnd)

    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    out += " viewBox=\"0 0 \(width) \(height)\" font-family=\"DejaVu Sans, Helvetica, Arial,"
    out += " sans-serif\" font-size=\"11\">\n"
    let heading =
      export.title + (reduced ? " (reduced motion)" : "") + " — "
      + Ticks.decimalSeconds(timeline.duration) + "s"
      + (timeline.isEndless ? ", then repeats forever" : ", then again after a rest")
    out += "<title>" + WebText.escapedMarkup(heading) + "</title>\n"
    // In CDATA: the custom properties' syntax (`'<length>'`) would read as markup.
    out += "<style><![CDATA[\n" + style(plan, export: export, loops: loops, period: period)
    out += "]]></style>\n"
    out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
    out += "<text x=\"\(gap)\" y=\"18\" font-weight=\"bold\" fill=\"#1f2933\">"
    out += WebText.escapedMarkup(heading) + "</text>\n"
    if placed.isEmpty {
      out += "<text x=\"\(gap)\" y=\"48\" fill=\"#616e7c\">nothing moves: the timeline animates"
      out += " no element</text>\n"
    }
    for (slot, x, y) in placed { out += box(slot, x: x, y: y) }
    return out + "</svg>\n"
  }

  /// The slots, left to right in rows below the heading, wrapping past ``width``.
  private static func place(_ slots: [StageLayout.Slot]) -> [(
    slot: StageLayout.Slot, x: Int, y: Int
  )] {
    var placed: [(StageLayout.Slot, Int, Int)] = []
    var x = gap
    var y = 30
    var rowHeight = 0
    for slot in slots {
      if x > gap, x + slot.width > width - gap {
        x = gap
        y += rowHeight + gap
        rowHeight = 0
      }
      placed.append((slot, x, y))
      x += slot.width + gap
      rowHeight = max(rowHeight, slot.height)
    }
    return placed
  }

  /// One element: its slot's outline and caption, the dashed outline of its resting place, and
  /// the animated group with its box and label, the group's origin at the resting center.
  private static func box(_ slot: StageLayout.Slot, x: Int, y: Int) -> String {
    let name = WebText.escapedMarkup(slot.name)
    let restWidth = WebText.decimal(slot.restWidth, places: 2)
    let restHeight = WebText.decimal(slot.restHeight, places: 2)
    var out = "<g transform=\"translate(\(x),\(y))\">"
    out += "<rect width=\"\(slot.width)\" height=\"\(slot.height)\" rx=\"8\" fill=\"none\""
    out += " stroke=\"#d5dbe3\" stroke-dasharray=\"4 3\"/>"
    out += "<text x=\"8\" y=\"\(slot.height - 6)\" fill=\"#616e7c\">\(name)</text>"
    out += "<g transform=\"translate(\(slot.anchorX),\(slot.anchorY))\">"
    out += "<rect x=\"-" + WebText.decimal(slot.restWidth / 2, places: 2) + "\" y=\"-"
    out += WebText.decimal(slot.restHeight / 2, places: 2) + "\" width=\"\(restWidth)\""
    out += " height=\"\(restHeight)\" rx=\"8\" fill=\"none\" stroke=\"#9aa5b1\""
    out += " stroke-dasharray=\"3 3\"/>"
    let half = WebText.decimal(StageLayout.defaultSize / 2, places: 2)
    let size = WebText.decimal(StageLayout.defaultSize, places: 2)
    out += "<g data-motion=\"\(name)\"><rect data-motion-box=\"\(name)\" x=\"-\(half)\""
    // An edge and a dark halo around the label, so a white box on the white stage shows.
    out += " y=\"-\(half)\" width=\"\(size)\" height=\"\(size)\" rx=\"8\" fill=\"#4c6ef5\""
    out += " stroke=\"#1f2933\" stroke-opacity=\"0.3\"/>"
    out += "<text data-motion-label=\"\(name)\" text-anchor=\"middle\" y=\"4\" font-weight=\"bold\""
    out += " fill=\"#ffffff\" stroke=\"#1f2933\" stroke-opacity=\"0.45\" stroke-width=\"3\""
    out += " paint-order=\"stroke\">\(name)</text></g></g></g>\n"
    return out
  }

  /// Which of the three parts of an element a property moves, and the declarations there.
  private enum Part: CaseIterable {
    case group, box, label

    var attribute: String {
      switch self {
      case .group: return "data-motion"
      case .box: return "data-motion-box"
      case .label: return "data-motion-label"
      }
    }

    static func of(_ property: Property) -> Part {
      switch property {
      case .moveX, .moveY, .scaleX, .scaleY, .rotate, .opacity, .blur: return .group
      case .width, .height, .cornerRadius, .background: return .box
      case .color: return .label
      }
    }

    /// The real properties composed from the custom properties of `properties`.
    func declarations(_ properties: Set<Property>) -> [(String, String)] {
      func read(_ property: Property, _ fallback: String) -> String {
        "var(\(property.customProperty), \(fallback))"
      }
      let size = WebText.decimal(StageLayout.defaultSize, places: 2) + "px"
      switch self {
      case .group:
        return WebComposition.declarations(for: properties)
      case .box:
        var result: [(String, String)] = []
        if properties.contains(.width) {
          let width = "max(0px, \(read(.width, size)))"
          result += [("width", width), ("x", "calc(\(width) / -2)")]
        }
        if properties.contains(.height) {
          let height = "max(0px, \(read(.height, size)))"
          result += [("height", height), ("y", "calc(\(height) / -2)")]
        }
        if properties.contains(.cornerRadius) {
          result.append(("rx", "max(0px, \(read(.cornerRadius, "8px")))"))
        }
        if properties.contains(.background) {
          result.append(("fill", read(.background, "#4c6ef5")))
        }
        return result
      case .label:
        return properties.contains(.color) ? [("fill", read(.color, "#ffffff"))] : []
      }
    }
  }

  /// The stylesheet: the custom properties, a rule per part of each element that moves, and the
  /// keyframes.
  private static func style(
    _ plan: WebAnimationPlan, export: WebExport, loops: Bool, period: Double
  ) -> String {
    var out = ""
    for property in export.properties {
      out += "@property \(property.customProperty) { syntax: '\(property.cssSyntax)';"
      out += " inherits: false; initial-value: \(property.cssInitialValue); }\n"
    }
    var keyframes = ""
    for element in plan.elements {
      for part in Part.allCases {
        let tracks = element.tracks.filter { Part.of($0.property) == part }
        guard !tracks.isEmpty else { continue }
        out += "[\(part.attribute)=\"\(element.name)\"] {\n"
        for track in tracks {
          out += "  \(track.property.customProperty): "
          out += CSSValue.text(track.initial, kind: track.property.kind) + ";\n"
        }
        for (name, value) in part.declarations(Set(tracks.map(\.property))) {
          out += "  \(name): \(value);\n"
        }
        var animations: [String] = []
        for track in tracks {
          let base = "motion-\(element.name)-\(track.property.cssName)"
          if loops {
            let run = looped(track, period: period)
            animations.append("\(base) \(WebText.seconds(period))s linear 0s infinite")
            keyframes += CSSExport.keyframeRule(base, run, kind: track.property.kind, track, "")
          } else {
            for (index, run) in track.runs.enumerated() {
              let name = base + "-\(index + 1)"
              let count = run.repeats ? "infinite" : "1"
              let fill = run.repeats ? "none" : "forwards"
              animations.append(
                "\(name) \(WebText.seconds(run.length))s linear \(WebText.seconds(run.start))s "
                  + "\(count) normal \(fill)")
              keyframes += CSSExport.keyframeRule(name, run, kind: track.property.kind, track, "")
            }
          }
        }
        out += "  animation: " + animations.joined(separator: ", ") + ";\n}\n"
      }
    }
    return out + keyframes
  }

  /// A track's runs (none repeating: the timeline ends) as one run over `period`: the value
  /// before the first run from the start, each run's keyframes where they fall (a run cut
  /// where the next one starts, as the next one overrides it), each run's last value held
  /// until the next keyframe, the end value to the period's end.
  static func looped(_ track: WebTrack, period: Double) -> WebRun {
    var frames: [WebKeyframe] = []
    for (index, run) in track.runs.enumerated() {
      let next = index + 1 < track.runs.count ? track.runs[index + 1].start : .infinity
      var kept = run.keyframes.filter { $0.time <= next }
      if !kept.isEmpty { kept[kept.count - 1].timing = .hold }
      frames += kept
    }
    // The value before the first change, unless that starts at once.
    if (frames.first?.time ?? 1) > 0 {
      frames.insert(WebKeyframe(time: 0, value: track.initial, timing: .hold), at: 0)
    }
    frames.append(
      WebKeyframe(time: period, value: frames.last?.value ?? track.initial, timing: .hold))
    return WebRun(start: 0, end: period, keyframes: frames, repeats: true)
  }
}
