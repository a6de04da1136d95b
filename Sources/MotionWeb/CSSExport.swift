import MotionRuntime

/// `motionc compile --format css`: a stylesheet that plays the spec with CSS animations.
///
/// Layout: a header comment (conventions and bounds), an `@property` rule per custom property,
/// a rule per element (the custom properties' values before any change, the composed real
/// properties, and the `animation` list of its runs), the `@keyframes` of every run, and the
/// same for the reduced timeline inside `@media (prefers-reduced-motion: reduce)`. See
/// ``WebAnimationPlan`` for how a track becomes runs.
public enum CSSExport {
  /// The stylesheet of `export`.
  public static func stylesheet(_ export: WebExport) -> String {
    var out = "/* " + WebText.commentSafe(export.title) + ", compiled by motionc into CSS"
    out += " animations. Do not edit: compile the spec again.\n *\n"
    for line in export.conventionLines { out += " * " + line + "\n" }
    out += " * The timeline " + WebExport.durationPhrase(export.plan) + ".\n"
    out += " * Under prefers-reduced-motion: reduce, the reduced timeline plays instead: it "
    out += WebExport.durationPhrase(export.reducedPlan) + ".\n"
    if !export.plan.markers.isEmpty {
      out +=
        " * Plays of named motions (CSS has no markers; the Web Animations module lists them):\n"
      for marker in export.plan.markers {
        out += " *   " + WebText.commentSafe("\(marker.name) on \(marker.element)") + ": "
        out +=
          Ticks.decimalSeconds(marker.start) + "s to " + Ticks.decimalSeconds(marker.end) + "s\n"
      }
    }
    out += " */\n"
    for property in export.properties {
      out += "\n@property \(property.customProperty) {\n"
      out += "  syntax: '\(property.cssSyntax)';\n  inherits: false;\n"
      out += "  initial-value: \(property.cssInitialValue);\n}\n"
    }
    out += rules(export.plan, selector: export.selector, prefix: "motion-", indent: "")
    out += "\n@media (prefers-reduced-motion: reduce) {"
    // Elements only the full timeline animates stand still under reduced motion.
    let reducedNames = Set(export.reducedPlan.elements.map(\.name))
    for element in export.plan.elements where !reducedNames.contains(element.name) {
      out += "\n  " + export.selector.selector(for: element.name) + " {\n"
      out += "    animation: none;\n  }\n"
    }
    out += rules(
      export.reducedPlan, selector: export.selector, prefix: "motion-reduced-", indent: "  ")
    out += "}\n"
    return out
  }

  /// The element rules and keyframes of one plan.
  private static func rules(
    _ plan: WebAnimationPlan, selector: ElementSelector, prefix: String, indent: String
  ) -> String {
    var out = ""
    var keyframes = ""
    for element in plan.elements {
      out += "\n" + indent + selector.selector(for: element.name) + " {\n"
      for track in element.tracks {
        out += indent + "  \(track.property.customProperty): "
        out += CSSValue.text(track.initial, kind: track.property.kind) + ";\n"
      }
      for declaration in WebComposition.declarations(for: Set(element.tracks.map(\.property))) {
        out += indent + "  \(declaration.name): \(declaration.value);\n"
      }
      var animations: [String] = []
      for track in element.tracks {
        for (index, run) in track.runs.enumerated() {
          let name = prefix + element.name + "-" + track.property.cssName + "-\(index + 1)"
          animations.append(animation(name, run))
          keyframes += "\n" + keyframeRule(name, run, kind: track.property.kind, track, indent)
        }
      }
      if animations.isEmpty {
        out += indent + "  animation: none;\n"
      } else {
        out += indent + "  animation:\n" + indent + "    "
        out += animations.joined(separator: ",\n" + indent + "    ") + ";\n"
      }
      out += indent + "}\n"
    }
    return out + keyframes
  }

  /// `NAME DURATION linear DELAY COUNT normal FILL`.
  private static func animation(_ name: String, _ run: WebRun) -> String {
    let count = run.repeats ? "infinite" : "1"
    let fill = run.repeats ? "none" : "forwards"
    return "\(name) \(WebText.seconds(run.length))s linear \(WebText.seconds(run.start))s "
      + "\(count) normal \(fill)"
  }

  /// The `@keyframes` rule of one run.
  static func keyframeRule(
    _ name: String, _ run: WebRun, kind: ValueKind, _ track: WebTrack, _ indent: String
  ) -> String {
    var out = indent + "@keyframes \(name) {\n"
    let property = track.property.customProperty
    guard run.length > 0 else {
      let value = run.keyframes.last?.value ?? track.initial
      out += indent + "  0%, 100% { \(property): \(CSSValue.text(value, kind: kind)); }\n"
      return out + indent + "}\n"
    }
    for (offset, frame) in offsets(run) {
      out += indent + "  " + WebText.decimal(offset * 100, places: 9) + "% { "
      out += "\(property): \(CSSValue.text(frame.value, kind: kind));"
      if frame.timing != .linear, offset < 1 {
        out += " animation-timing-function: \(frame.timing.css);"
      }
      out += " }\n"
    }
    return out + indent + "}\n"
  }

  /// The run's keyframes with their offsets. CSS keyframes cannot share an offset: in a
  /// repeating run, the value before a jump moves a millionth of a percent earlier (or half
  /// the way to the keyframe before, if that is closer) and holds into the jump.
  static func offsets(_ run: WebRun) -> [(Double, WebKeyframe)] {
    var result: [(Double, WebKeyframe)] = []
    for frame in run.keyframes {
      let offset = run.offset(frame)
      if let last = result.last, last.0 >= offset {
        let before = result.count >= 2 ? result[result.count - 2].0 : 0
        let moved = max(offset - min(1e-8, (offset - before) / 2), before)
        result[result.count - 1].0 = moved
        result[result.count - 1].1.timing = .hold
      }
      result.append((offset, frame))
    }
    return result
  }
}

extension Property {
  /// The property in CSS's kebab case, as keyframe names use it: `move-x`, `corner-radius`.
  var cssName: String { String(customProperty.dropFirst("--motion-".count)) }
}
