import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `motionc compile --format waapi`: an ES module that plays the spec with the Web Animations
/// API.
///
/// ```js
/// import { animate } from "./fairy.mjs";
/// const { animations, duration, markers } = animate(document);
/// for (const animation of animations) animation.pause();
/// ```
///
/// `animate(root = document, { reducedMotion, from } = {})` registers the custom properties, sets
/// every matching element's values before any change and its composed style, starts one
/// `Element.animate()` per run (see ``WebAnimationPlan``) and returns the animations with the
/// timeline's duration and markers (in milliseconds). Every animation of a timeline that ends
/// ends at its duration (`endDelay` pads the shorter ones), so they can be paused, sought,
/// reversed and awaited together. `reducedMotion` picks the reduced timeline; by default it
/// follows `prefers-reduced-motion`. `from: "current"` starts each property from where an
/// earlier play left it, at the speed it moves (``WAAPIHandoff``); without it every property
/// starts from the timeline's own values, as before. `play(element, { reducedMotion, from })`
/// is the same on `element` itself (when the selector matches it) and the elements inside it.
///
/// The preview page runs the same code (``script(_:exported:)`` without `export`), so that a
/// check of this module checks the preview's player too.
public enum WAAPIExport {
  /// The module.
  public static func module(_ export: WebExport) -> String {
    var out =
      "// " + WebText.singleLine(export.title)
      + ", compiled by motionc into a Web Animations module."
    out += " Do not edit:\n// compile the spec again.\n//\n"
    out += "//   import { animate } from \"./" + moduleFileName(export.title) + "\";\n"
    out += "//   const { animations, duration, markers } = animate(document);\n"
    out += "//   await Promise.all(animations.map((animation) => animation.finished));\n//\n"
    out += "// animate(root, { from: \"current\" }) interrupts what plays there: each property"
    out += " starts where\n// it is, at the speed it moves (a spring keeps its velocity)."
    out += " play(element, …) does the\n// same on an element itself and the elements inside"
    out += " it.\n//\n"
    for line in export.conventionLines { out += "// " + line + "\n" }
    out += "// The timeline " + WebExport.durationPhrase(export.plan) + ". With reducedMotion (by"
    out += " default, when the page\n// prefers reduced motion) the reduced timeline plays"
    out += " instead: it " + WebExport.durationPhrase(export.reducedPlan) + ".\n"
    out += "// Times are in milliseconds.\n\n"
    return out + script(export, exported: true)
  }

  /// `fairy.motion` → `fairy.mjs`, for the usage example.
  static func moduleFileName(_ title: String) -> String {
    let stem = title.hasSuffix(".motion") ? String(title.dropLast(".motion".count)) : title
    let name = WebText.singleLine(stem)
    return (name.isEmpty || name != stem ? "motion" : name) + ".mjs"
  }

  /// The data and the `animate` function; with `exported`, its public names are exported.
  public static func script(_ export: WebExport, exported: Bool) -> String {
    let keyword = exported ? "export " : ""
    var out = "const properties = [\n"
    for property in export.properties {
      out +=
        "  ["
        + [property.customProperty, property.cssSyntax, property.cssInitialValue]
        .map(WebText.javaScriptString).joined(separator: ", ") + "],\n"
    }
    out += "];\n\nconst timelines = {\n"
    out +=
      "  full: " + timeline(export.plan, export.timeline, selector: export.selector) + ",\n"
    out +=
      "  reduced: "
      + timeline(export.reducedPlan, export.reducedTimeline, selector: export.selector) + ",\n"
    out += "};\n\n"
    out += "\(keyword)const selector = \(WebText.javaScriptString(export.selector.pattern));\n"
    out += "\(keyword)const duration = timelines.full.duration;\n"
    out += "\(keyword)const endless = timelines.full.endless;\n"
    out += "\(keyword)const markers = timelines.full.markers;\n"
    out += "\(keyword)const reducedDuration = timelines.reduced.duration;\n\n"
    out += WAAPIHandoff.functions
    out += functions.replacingEvery("EXPORT ", with: keyword)
    return out
  }

  /// One timeline as a JavaScript object literal: per element its runs, and its tracks' exact
  /// changes for a handoff (``WAAPIChanges``).
  private static func timeline(
    _ plan: WebAnimationPlan, _ source: Timeline, selector: ElementSelector
  ) -> String {
    var out = "{\n"
    out += "    duration: \(WebText.milliseconds(Double(plan.duration))),\n"
    out += "    endless: \(plan.isEndless),\n"
    out += "    markers: ["
    for marker in plan.markers {
      out += "\n      { name: \(WebText.javaScriptString(marker.name)), "
      out += "element: \(WebText.javaScriptString(marker.element)), "
      out += "start: \(WebText.milliseconds(Double(marker.start))), "
      out += "end: \(WebText.milliseconds(Double(marker.end))) },"
    }
    out += plan.markers.isEmpty ? "],\n" : "\n    ],\n"
    out += "    elements: ["
    for (element, timelineElement) in zip(plan.elements, source.elements) {
      out += "\n      {\n        name: \(WebText.javaScriptString(element.name)),\n"
      out +=
        "        selector: \(WebText.javaScriptString(selector.selector(for: element.name))),\n"
      out += "        values: {"
      out += element.tracks.map {
        " " + WebText.javaScriptString($0.property.customProperty) + ": "
          + WebText.javaScriptString(CSSValue.text($0.initial, kind: $0.property.kind))
      }.joined(separator: ",")
      out += " },\n        style: {"
      out += WebComposition.declarations(for: Set(element.tracks.map(\.property))).map {
        " " + WebText.javaScriptString($0.name) + ": " + WebText.javaScriptString($0.value)
      }.joined(separator: ",")
      out += " },\n        runs: ["
      for track in element.tracks {
        for run in track.runs {
          out += "\n" + self.run(run, track: track, timelineEnd: Double(plan.duration))
        }
      }
      out += element.tracks.contains { !$0.runs.isEmpty } ? "\n        ],\n" : "],\n"
      out += "        tracks: ["
      for track in timelineElement.tracks {
        out += "\n          " + WAAPIChanges.track(track) + ","
      }
      out += timelineElement.tracks.isEmpty ? "],\n" : "\n        ],\n"
      out += "      },"
    }
    out += plan.elements.isEmpty ? "],\n" : "\n    ],\n"
    return out + "  }"
  }

  /// One run: its property, timing and keyframes.
  private static func run(_ run: WebRun, track: WebTrack, timelineEnd: Double) -> String {
    let kind = track.property.kind
    var out = "          { property: \(WebText.javaScriptString(track.property.customProperty)), "
    out += "delay: \(WebText.milliseconds(run.start)), "
    out += "duration: \(WebText.milliseconds(run.length)), "
    if run.repeats {
      out += "iterations: Infinity,\n"
    } else {
      out += "endDelay: \(WebText.milliseconds(max(0, timelineEnd - run.end))), iterations: 1,\n"
    }
    out += "            keyframes: ["
    var frames = run.keyframes.map { (run.offset($0), $0) }
    if run.length == 0, let last = frames.last {
      frames = [(0, last.1), (1, last.1)]
    }
    for (offset, frame) in frames {
      out += "\n              { offset: \(WebText.decimal(offset, places: 12)), "
      out += "value: \(WebText.javaScriptString(CSSValue.text(frame.value, kind: kind)))"
      if frame.timing != .linear, offset < 1 {
        out += ", easing: \(WebText.javaScriptString(frame.timing.css))"
      }
      out += " },"
    }
    return out + "\n            ] },"
  }

  /// The module's functions (the same in every module).
  private static let functions = """
    function registerProperties() {
      if (!globalThis.CSS || !CSS.registerProperty) return;
      for (const [name, syntax, initialValue] of properties) {
        try {
          CSS.registerProperty({ name, syntax, inherits: false, initialValue });
        } catch {
          // Registered already, by this module or another one.
        }
      }
    }

    function prefersReducedMotion() {
      return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    }

    EXPORT function animate(root = document, { reducedMotion, from } = {}) {
      return startPlay(root, false, { reducedMotion, from });
    }

    // The same on `element` itself (when it is one of the spec's elements) and the elements
    // inside it: play(card, { from: "current" }).
    EXPORT function play(element, { reducedMotion, from } = {}) {
      return startPlay(element, true, { reducedMotion, from });
    }

    function startPlay(root, itself, { reducedMotion, from }) {
      registerProperties();
      const reduced = reducedMotion ?? prefersReducedMotion();
      const timeline = reduced ? timelines.reduced : timelines.full;
      const current = from === "current";
      const animations = [];
      const started = document.timeline?.currentTime ?? 0;
      const clock = playClock(animations, started);
      const handedOff = [];
      let end = timeline.duration;
      for (const element of timeline.elements) {
        const nodes = [...root.querySelectorAll(element.selector)];
        if (itself && root.matches?.(element.selector)) nodes.unshift(root);
        for (const node of nodes) {
          const cuts = current ? takeOver(node, element.tracks) : new Map();
          const handoffs = new Map();
          for (const track of element.tracks) {
            const cut = cuts.get(track.property);
            const handoff = cut && handOff(track, cut);
            if (handoff) handoffs.set(track.property, handoff);
          }
          for (const [name, value] of Object.entries(element.values)) {
            const handoff = handoffs.get(name);
            const unit = element.tracks.find((track) => track.property === name)?.unit ?? "";
            const cut = typeof handoff?.cut === "number" ? handoff.cut + unit : handoff?.cut;
            node.style.setProperty(name, cut ?? value);
          }
          for (const [name, value] of Object.entries(element.style)) {
            node.style.setProperty(name, value);
          }
          const records = playing.get(node) ?? new Map();
          playing.set(node, records);
          for (const track of element.tracks) {
            const handoff = handoffs.get(track.property) ?? null;
            records.set(track.property, { clock, track, handoff, animations: [] });
            if (handoff) {
              end = Math.max(end, timeline.duration + handoff.shift);
              const cycle = element.runs.find((run) =>
                run.property === track.property && run.iterations === Infinity);
              const made = handOffAnimations(node, track, handoff, cycle);
              records.get(track.property).animations.push(...made);
              animations.push(...made);
              handedOff.push(...made);
            }
          }
          for (const run of element.runs) {
            if (handoffs.has(run.property)) continue;
            const keyframes = run.keyframes.map((frame) => ({
              offset: frame.offset,
              easing: frame.easing ?? "linear",
              [run.property]: frame.value,
            }));
            const animation = node.animate(keyframes, {
              delay: run.delay,
              duration: run.duration,
              endDelay: run.endDelay ?? 0,
              iterations: run.iterations,
              fill: run.iterations === Infinity ? "none" : "forwards",
            });
            records.get(run.property)?.animations.push(animation);
            animations.push(animation);
          }
        }
      }
      // Every animation that ends ends with the play (a handed-off spring may make it longer).
      for (const animation of end === timeline.duration ? handedOff : animations) {
        const timing = animation.effect.getTiming();
        if (timing.iterations === Infinity || timeline.endless) continue;
        const endDelay = end - timing.delay - timing.duration;
        if (endDelay !== timing.endDelay) animation.effect.updateTiming({ endDelay: Math.max(0, endDelay) });
      }
      return {
        animations,
        duration: end,
        endless: timeline.endless,
        markers: timeline.markers,
        reducedMotion: reduced,
      };
    }

    """
}
