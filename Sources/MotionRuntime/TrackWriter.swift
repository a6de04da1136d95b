/// Writes a ``MotionTrack`` (or a lone ``Timeline``) as the JSON keyframe track described by
/// `schema/motion-track.schema.json` (``TrackFormat``), with the oldest version that can hold
/// it (``TrackFormat/version(of:)``).
///
/// Keyframes follow the schema's rule (the `propertyTrack` description); every curve is written
/// with its exact parameters, not as baked samples. How changes become keyframes: the first
/// change gives a keyframe at its start with the value it starts from; a change that starts
/// after the previous keyframe gets a *hold* keyframe repeating the previous value at its start;
/// a change that starts from another value (a jump) gets a keyframe carrying that value at the
/// same time; then a keyframe at its end carries its end value and its easing.
///
/// An endless timeline is written with `"endless": true`, and each track that repeats forever
/// with its `loop` (`start` and `end` in seconds): the keyframes describe the track up to the
/// loop's end, and from there the cycle from `start` to `end` plays again and again. Nothing is
/// unrolled.
///
/// A track's `markers` (one per play of a named motion) follow its `elements`; its reduced-motion
/// timeline follows as `reduced`, an object with the same timeline fields.
public enum TrackWriter {
  /// The track of `timeline` alone (no reduced-motion timeline) as JSON text, ending with a
  /// newline. Same timeline, same bytes.
  ///
  /// Throws, writing nothing, when a number of the timeline is not finite.
  public static func json(_ timeline: Timeline) throws(NonFiniteNumberError) -> String {
    try json(MotionTrack(timeline: timeline))
  }

  /// The track as JSON text, ending with a newline. Same track, same bytes.
  ///
  /// Throws, writing nothing, when a number of a timeline is not finite (an internal error:
  /// JSON has no spelling for it).
  public static func json(_ track: MotionTrack) throws(NonFiniteNumberError) -> String {
    try track.timeline.checkFinite()
    try track.reducedTimeline?.checkFinite()
    var out = "{\n"
    out += "  \"format\": \(JSONText.quoted(TrackFormat.name)),\n"
    out += "  \"version\": \(TrackFormat.version(of: track).rawValue),\n"
    out += fields(track.timeline)
    if let reduced = track.reducedTimeline {
      // The same fields one level deeper.
      out += ",\n  \"reduced\": {\n"
      for line in fields(reduced).split(separator: "\n", omittingEmptySubsequences: false) {
        out += "  "
        out += line
        out += "\n"
      }
      out += "  }"
    }
    return out + "\n}\n"
  }

  /// The fields of one timeline (`duration` to `markers`), one level deep, without a newline
  /// after the last.
  private static func fields(_ timeline: Timeline) -> String {
    var out = "  \"duration\": \(Ticks.decimalSeconds(timeline.duration)),\n"
    if timeline.isEndless { out += "  \"endless\": true,\n" }
    out += "  \"elements\": ["
    for (elementIndex, element) in timeline.elements.enumerated() {
      out += elementIndex == 0 ? "\n" : ",\n"
      out += "    {\n      \"name\": \(JSONText.quoted(element.name)),\n      \"properties\": ["
      for (trackIndex, track) in element.tracks.enumerated() {
        out += trackIndex == 0 ? "\n" : ",\n"
        out += property(track)
      }
      out += "\n      ]\n    }"
    }
    out += timeline.elements.isEmpty ? "]" : "\n  ]"
    if !timeline.markers.isEmpty {
      out += ",\n  \"markers\": ["
      for (index, marker) in timeline.markers.enumerated() {
        out += index == 0 ? "\n    " : ",\n    "
        out += "{\"name\": \(JSONText.quoted(marker.name)), "
        out += "\"element\": \(JSONText.quoted(marker.element)), "
        out += "\"start\": \(Ticks.decimalSeconds(marker.start)), "
        out += "\"end\": \(Ticks.decimalSeconds(marker.end))}"
      }
      out += "\n  ]"
    }
    return out
  }

  private static func property(_ track: PropertyTrack) -> String {
    let indent = "        "
    var easings: [Easing] = []
    var lines: [String] = []
    func easingIndex(_ easing: Easing) -> Int {
      if let index = easings.firstIndex(of: easing) { return index }
      easings.append(easing)
      return easings.count - 1
    }
    func keyframe(_ time: Tick, _ value: Value, _ easing: Easing?, space: ColorSpace = .srgb) {
      var line = "{\"time\": \(Ticks.decimalSeconds(time)), \"value\": \(json(value))"
      // The first keyframe has no easing: nothing leads into it.
      if let easing, !lines.isEmpty { line += ", \"easing\": \(easingIndex(easing))" }
      // Colors mix in sRGB unless a keyframe says otherwise.
      if space != .srgb, !lines.isEmpty {
        line += ", \"space\": \(JSONText.quoted(space.rawValue))"
      }
      lines.append(line + "}")
    }
    var lastTime: Tick?  // of the last keyframe written
    var current = track.initial  // the value held after it
    for segment in track.segments {
      let instant = segment.end == segment.start
      if instant && segment.to == current { continue }  // changes nothing
      if let time = lastTime, time < segment.start {
        keyframe(segment.start, current, .linear)  // hold until the change starts
      }
      if !instant && (lastTime == nil || segment.from != current) {
        keyframe(segment.start, segment.from, .linear)  // where the change starts (a jump)
      }
      keyframe(
        segment.end, segment.to, instant ? .linear : segment.easing,
        space: instant ? .srgb : segment.colorSpace)
      lastTime = segment.end
      current = segment.to
    }
    var out = indent + "{\n"
    out += indent + "  \"property\": \(JSONText.quoted(track.property.rawValue)),\n"
    out += indent + "  \"unit\": \(JSONText.quoted(track.property.kind.unit)),\n"
    out += indent + "  \"initial\": \(json(track.initial)),\n"
    if let loop = track.loop {
      out +=
        indent + "  \"loop\": {\"start\": \(Ticks.decimalSeconds(loop.start)), "
        + "\"end\": \(Ticks.decimalSeconds(loop.end))},\n"
    }
    out += indent + "  \"easings\": ["
    out += easings.map { json($0) }.joined(separator: ", ")
    out += "],\n"
    out += indent + "  \"keyframes\": ["
    if lines.isEmpty {
      out += "]\n"
    } else {
      out +=
        "\n" + lines.map { indent + "    " + $0 }.joined(separator: ",\n") + "\n" + indent + "  ]\n"
    }
    return out + indent + "}"
  }

  static func json(_ value: Value) -> String {
    switch value {
    case .number(let number): return NumberFormatting.shortest(number)
    case .color(let color):
      let components = [color.red, color.green, color.blue, color.alpha]
      return "[" + components.map(NumberFormatting.shortest).joined(separator: ", ") + "]"
    }
  }

  static func json(_ easing: Easing) -> String {
    let name = "\"name\": \(JSONText.quoted(easing.name))"
    switch easing {
    case .linear:
      return "{\"type\": \"linear\", \(name)}"
    case .cubicBezier(let curve):
      let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(NumberFormatting.shortest)
      return "{\"type\": \"cubicBezier\", \(name), \"points\": [\(points.joined(separator: ", "))]}"
    case .family(let family, let mode):
      return
        "{\"type\": \(JSONText.quoted(family.rawValue)), \(name), \"mode\": \(JSONText.quoted(mode.rawValue))}"
    case .steps(let count, let position):
      return
        "{\"type\": \"steps\", \(name), \"count\": \(count), \"position\": \(JSONText.quoted(position.rawValue))}"
    case .piecewiseLinear(let curve):
      let points = curve.points.map {
        "[\(NumberFormatting.shortest($0.input)), \(NumberFormatting.shortest($0.output))]"
      }
      return
        "{\"type\": \"piecewiseLinear\", \(name), \"points\": [\(points.joined(separator: ", "))]}"
    case .spring(let spring, let duration):
      let numbers = [
        ("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping),
        ("velocity", spring.initialVelocity), ("duration", duration),
      ]
      let fields = numbers.map { "\"\($0)\": \(NumberFormatting.shortest($1))" }
      return "{\"type\": \"spring\", \(name), \(fields.joined(separator: ", "))}"
    case .reversed(let inner):
      return "{\"type\": \"reversed\", \(name), \"easing\": \(json(inner))}"
    }
  }
}
