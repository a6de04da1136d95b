#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Reads the JSON keyframe track that `motionc compile` writes (``TrackFormat``,
/// `schema/motion-track.schema.json`) back into a ``MotionTrack`` or a ``Timeline``, so that an
/// app can play a compiled animation without the compiler. It reads every version up to
/// ``TrackFormat/newest``.
///
/// The timeline it returns samples to exactly the same numbers as the one the track was written
/// from: times are read as the exact decimals of whole nanoseconds they are, numbers as the
/// shortest round-trip spellings they are, and every curve is rebuilt from its exact parameters.
/// Names are not read: a rebuilt `linear(…)` curve is named after its points, not after the stops
/// it was first written with.
///
/// Keyframes become segments by the schema's rule (the `propertyTrack` description, the one
/// statement of it). A track's `loop` becomes its ``TrackLoop``; `markers` become
/// ``Timeline/markers``; `reduced` becomes ``MotionTrack/reducedTimeline``.
///
/// A linear, sRGB "change" of a color to the same color between two other keyframes is how the
/// writer spells a pause between two changes; it becomes no segment, so that the color holds
/// exactly. (The compiled timeline may instead have had an explicit change to the same color
/// there, which mixes the color with itself; for a translucent color that can differ in the
/// last bit. The track does not say which it was.) Numbers hold exactly either way, and become
/// segments like any other change.
///
/// Input is checked as it is read, and nothing in it can crash the reader: every problem is
/// thrown as an ``Error`` that names the JSON path where it was found. Unknown object fields
/// are ignored (the `name` of an easing among them).
public enum TrackReader {
  /// Why a track could not be read, and where in the JSON.
  public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, as a path into the JSON document, e.g.
    /// `elements[0].properties[1].keyframes[2].easing`; empty for the document as a whole.
    public let path: String
    /// What is wrong, e.g. "easing index 3 is out of range: the track has 2 easings".
    public let message: String

    /// An error at `path` (see ``path``) saying `message`.
    public init(path: String, message: String) {
      self.path = path
      self.message = message
    }

    /// `path: message`, or the message alone when the path is empty.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
  }

  /// The timeline a JSON keyframe track describes (its usual one; see ``track(fromJSON:)`` for
  /// the reduced-motion timeline too).
  ///
  /// Throws when `data` is not JSON, is not a `motionc-track` of a version this reader reads,
  /// or breaks the schema in a way that matters (a missing field, an unknown property or easing,
  /// a unit that does not match the property, a value of the wrong shape, a number that is not
  /// finite or out of range, a negative or decreasing time, an easing index out of range, a
  /// curve with parameters it cannot have, a curve or change whose evaluation could overflow
  /// (``Easing/validate()``, ``maximumReach``), a color component outside 0…1 or an alpha
  /// between 0 and 2⁻²⁴, a marker that ends before it starts), so that the timeline it returns
  /// only ever samples to finite numbers.
  public static func timeline(fromJSON data: Data) throws(Error) -> Timeline {
    try track(fromJSON: data).timeline
  }

  /// The track a JSON keyframe track describes: its timeline, markers and reduced-motion
  /// timeline. Throws as ``timeline(fromJSON:)`` does.
  public static func track(fromJSON data: Data) throws(Error) -> MotionTrack {
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw describe(error)
    }
    try check(header)
    let track: Track
    do {
      track = try decoder.decode(Track.self, from: data)
    } catch {
      throw describe(error)
    }
    return MotionTrack(
      timeline: try build(track.timeline, path: ""),
      reducedTimeline: try track.reduced.map { (reduced) throws(Error) -> Timeline in
        try build(reduced, path: "reduced.")
      })
  }

  /// The timeline the JSON keyframe track `text` describes (see the `Data` overload).
  public static func timeline(fromJSON text: String) throws(Error) -> Timeline {
    try timeline(fromJSON: Data(text.utf8))
  }

  // MARK: - Checking and building

  private static func check(_ header: Header) throws(Error) {
    guard let format = header.format else {
      throw Error(path: "", message: "not a motionc track: `format` is missing")
    }
    guard format == TrackFormat.name else {
      throw Error(
        path: "format",
        message:
          "not a motionc track: the format is \(quoted(format)), not \(quoted(TrackFormat.name))")
    }
    guard let version = header.version else {
      throw Error(path: "", message: "`version` is missing")
    }
    let newest = TrackFormat.newest.rawValue
    guard let number = version.value, (1...Double(newest)).contains(number),
      number.rounded() == number
    else {
      let spelled = version.value.map(NumberFormatting.shortest) ?? "out of range"
      throw Error(
        path: "version",
        message: "unsupported track version \(spelled): this reader reads versions 1 to \(newest)")
    }
  }

  /// The timeline of the fields at `prefix` (`""` or `"reduced."`).
  private static func build(_ track: TimelineRecord, path prefix: String) throws(Error) -> Timeline
  {
    let duration = try ticks(track.duration, path: prefix + "duration")
    let endless = track.endless ?? false
    var elements: [ElementTimeline] = []
    var names: Set<String> = []
    for (elementIndex, element) in track.elements.enumerated() {
      let path = prefix + "elements[\(elementIndex)]"
      guard names.insert(element.name).inserted else {
        throw Error(
          path: path + ".name", message: "element \(quoted(element.name)) appears more than once")
      }
      var tracks: [PropertyTrack] = []
      var seen: Set<String> = []
      for (trackIndex, property) in element.properties.enumerated() {
        guard seen.insert(property.property).inserted else {
          throw Error(
            path: path + ".properties[\(trackIndex)].property",
            message: "`\(property.property)` appears more than once in element "
              + quoted(element.name))
        }
        let trackPath = path + ".properties[\(trackIndex)]"
        let built = try propertyTrack(property, path: trackPath)
        if built.loop != nil, !endless {
          throw Error(
            path: trackPath + ".loop",
            message: "a track that loops needs an endless timeline: `\"endless\": true`")
        }
        tracks.append(built)
      }
      elements.append(ElementTimeline(name: element.name, tracks: tracks))
    }
    var markers: [Marker] = []
    for (index, record) in (track.markers ?? []).enumerated() {
      let marker = try self.marker(record, path: prefix + "markers[\(index)]")
      if let last = markers.last, marker.start < last.start {
        throw Error(
          path: prefix + "markers[\(index)].start",
          message: "markers are in the order they start: \(Ticks.decimalSeconds(marker.start)) s "
            + "comes after \(Ticks.decimalSeconds(last.start)) s")
      }
      markers.append(marker)
    }
    return Timeline(duration: duration, elements: elements, isEndless: endless, markers: markers)
  }

  /// A marker: a play of a named motion from `start` to `end` (not before `start`).
  private static func marker(_ record: MarkerRecord, path: String) throws(Error) -> Marker {
    let start = try ticks(record.start, path: path + ".start")
    let end = try ticks(record.end, path: path + ".end")
    guard end >= start else {
      throw Error(
        path: path + ".end",
        message: "a marker must not end before it starts: \(Ticks.decimalSeconds(end)) s is "
          + "before \(Ticks.decimalSeconds(start)) s")
    }
    return Marker(name: record.name, element: record.element, start: start, end: end)
  }

  /// A track's `loop`: `start` before `end`, and no keyframe after `end`.
  private static func loop(_ raw: LoopRecord, lastKeyframe: Tick?, path: String) throws(Error)
    -> TrackLoop
  {
    let start = try ticks(raw.start, path: path + ".start")
    let end = try ticks(raw.end, path: path + ".end")
    guard let loop = TrackLoop(start: start, end: end) else {
      throw Error(
        path: path + ".end",
        message: "a loop must end after it starts: \(Ticks.decimalSeconds(end)) s is not after "
          + "\(Ticks.decimalSeconds(start)) s")
    }
    if let lastKeyframe, lastKeyframe > end {
      throw Error(
        path: path + ".end",
        message: "the loop ends at \(Ticks.decimalSeconds(end)) s, before the last keyframe "
          + "(\(Ticks.decimalSeconds(lastKeyframe)) s); keyframes after it would never play")
    }
    return loop
  }

  private static func propertyTrack(_ raw: PropertyRecord, path: String) throws(Error)
    -> PropertyTrack
  {
    guard let property = Property(rawValue: raw.property) else {
      let known = Property.allCases.map(\.rawValue).joined(separator: ", ")
      throw Error(
        path: path + ".property",
        message: "unknown property \(quoted(raw.property)); expected one of \(known)")
    }
    guard raw.unit == property.kind.unit else {
      throw Error(
        path: path + ".unit",
        message:
          "`\(property.rawValue)` is in \(quoted(property.kind.unit)), not \(quoted(raw.unit))")
    }
    let initial = try value(raw.initial, of: property, path: path + ".initial")
    var easings: [Easing] = []
    for (index, easing) in raw.easings.enumerated() {
      let easingPath = path + ".easings[\(index)]"
      let built = try build(easing, path: easingPath)
      do {
        try built.validate()
      } catch {
        throw Error(path: easingPath + blamedPath(built, error.argument), message: error.reason)
      }
      easings.append(built)
    }
    var segments: [Segment] = []
    var previous: (time: Tick, value: Value)?
    for (index, keyframe) in raw.keyframes.enumerated() {
      let keyframePath = path + ".keyframes[\(index)]"
      let time = try ticks(keyframe.time, path: keyframePath + ".time")
      let value = try value(keyframe.value, of: property, path: keyframePath + ".value")
      guard let (lastTime, lastValue) = previous else {
        // The first keyframe: nothing leads into it; a jump from `initial` if it differs.
        if value != initial {
          segments.append(
            Segment(start: time, end: time, from: initial, to: value, easing: .linear))
        }
        previous = (time, value)
        continue
      }
      guard time >= lastTime else {
        throw Error(
          path: keyframePath + ".time",
          message: "keyframe times must not decrease: \(Ticks.decimalSeconds(time)) s comes after "
            + "\(Ticks.decimalSeconds(lastTime)) s")
      }
      guard let easingNumber = keyframe.easing else {
        throw Error(
          path: keyframePath,
          message: "missing `easing`: every keyframe after the first needs one")
      }
      let easingIndex = try integer(easingNumber, path: keyframePath + ".easing")
      guard easingIndex >= 0, easingIndex < easings.count else {
        throw Error(
          path: keyframePath + ".easing",
          message: "easing index \(easingIndex) is out of range: the track has \(easings.count) "
            + (easings.count == 1 ? "easing" : "easings"))
      }
      let space = try colorSpace(keyframe.space, path: keyframePath + ".space")
      let easing = easings[easingIndex]
      if time == lastTime {
        // An instant jump: its easing never applies.
        if value != lastValue {
          segments.append(
            Segment(start: time, end: time, from: lastValue, to: value, easing: .linear))
        }
      } else if value != lastValue || easing != .linear || space != .srgb
        || property.kind != .color || index == raw.keyframes.count - 1
        || (index == 1 && lastValue == initial)
      {
        try checkReach(from: lastValue, to: value, easing: easing, path: keyframePath)
        segments.append(
          Segment(
            start: lastTime, end: time, from: lastValue, to: value, easing: easing,
            colorSpace: space))
      }
      // Otherwise a color holds between two changes, as the writer spells a pause: the color
      // before it goes on, exactly. (A segment would mix the color with itself, which for a
      // translucent color need not give it back to the last bit.) The writer never ends a
      // track with a pause, nor starts one at a first keyframe that repeats `initial`, so
      // those are changes.
      previous = (time, value)
    }
    let trackLoop = try raw.loop.map { (record) throws(Error) -> TrackLoop in
      try loop(record, lastKeyframe: previous?.time, path: path + ".loop")
    }
    return PropertyTrack(property: property, initial: initial, segments: segments, loop: trackLoop)
  }

  /// The largest size a change's numbers may reach on the way: far below where `Double`
  /// overflows, so that interpolating never does.
  static let maximumReach = 1e300

  /// Throws unless a change from `from` to `to` along `easing` stays finite: |from| +
  /// |to − from| × the curve's bound must stay within ``maximumReach``. (Colors are 0…1 and
  /// every curve's bound is at most ``Easing/maximumMagnitude``, so they always do.)
  private static func checkReach(from: Value, to: Value, easing: Easing, path: String)
    throws(Error)
  {
    guard case .number(let start) = from, case .number(let end) = to else { return }
    let reach = abs(start) + abs(end - start) * easing.magnitudeBound
    guard reach <= maximumReach else {
      throw Error(
        path: path + ".value",
        message: "this change from \(NumberFormatting.shortest(start)) to "
          + "\(NumberFormatting.shortest(end)) along its easing could reach "
          + (reach.isFinite ? NumberFormatting.shortest(reach) : "infinity")
          + ", beyond 1e300: the numbers are too large")
    }
  }

  /// Where in an easing record the argument an ``EasingParameterError`` blames is.
  private static func blamedPath(_ easing: Easing, _ argument: Int?) -> String {
    guard let argument else { return "" }
    switch easing {
    case .cubicBezier, .piecewiseLinear: return ".points[\(argument)]"
    case .linear, .family, .steps, .spring, .reversed: return ""
    }
  }

  /// A color's alpha below this (and above 0) could make mixing, which divides by the mixed
  /// alpha, overflow: 2⁻²⁴, finer than any color format's alpha.
  static let smallestAlpha = 0x1p-24

  private static func value(_ raw: RawValue, of property: Property, path: String) throws(Error)
    -> Value
  {
    switch (property.kind, raw) {
    case (.color, .components(let components)):
      guard components.count == 4 else {
        throw Error(
          path: path,
          message: "a color has 4 components [red, green, blue, alpha], not \(components.count)")
      }
      var numbers: [Double] = []
      for (index, component) in components.enumerated() {
        let number = try finite(component, path: path + "[\(index)]")
        guard (0...1).contains(number) else {
          throw Error(
            path: path + "[\(index)]",
            message: "a color's components are 0…1, not \(NumberFormatting.shortest(number))")
        }
        numbers.append(number)
      }
      guard numbers[3] == 0 || numbers[3] >= smallestAlpha else {
        throw Error(
          path: path + "[3]",
          message: "a color's alpha is 0 or at least 2^-24, not "
            + NumberFormatting.shortest(numbers[3]))
      }
      return .color(RGBA(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3]))
    case (.color, .number):
      throw Error(
        path: path,
        message: "`\(property.rawValue)` takes a color [red, green, blue, alpha], not a number")
    case (_, .number(let number)):
      return .number(try finite(number, path: path))
    case (_, .components):
      throw Error(
        path: path,
        message: "`\(property.rawValue)` takes a number (in \(property.kind.unit)), not an array")
    }
  }

  private static func colorSpace(_ name: String?, path: String) throws(Error) -> ColorSpace {
    guard let name else { return .srgb }
    guard let space = ColorSpace(rawValue: name) else {
      let known = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
      throw Error(
        path: path, message: "unknown color space \(quoted(name)); expected one of \(known)")
    }
    return space
  }

  private static func build(_ raw: EasingRecord, path: String) throws(Error) -> Easing {
    switch raw.shape {
    case .unknown:
      let known =
        ["linear", "cubicBezier"] + EasingFamily.allCases.map(\.rawValue)
        + ["steps", "piecewiseLinear", "spring", "reversed"]
      throw Error(
        path: path + ".type",
        message: "unknown easing type \(quoted(raw.type)); expected one of "
          + known.joined(separator: ", "))
    case .linear:
      return .linear
    case .cubicBezier(let points):
      guard points.count == 4 else {
        throw Error(
          path: path + ".points",
          message: "a cubic Bézier has 4 numbers [x1, y1, x2, y2], not \(points.count)")
      }
      var numbers: [Double] = []
      for (index, point) in points.enumerated() {
        numbers.append(try finite(point, path: path + ".points[\(index)]"))
      }
      for index in [0, 2] where !(0...1).contains(numbers[index]) {
        throw Error(
          path: path + ".points[\(index)]",
          message: "x\(index / 2 + 1) of a cubic Bézier must lie in 0…1, not "
            + NumberFormatting.shortest(numbers[index]))
      }
      return .cubicBezier(
        CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
    case .family(let family, let modeName):
      guard let mode = EasingMode(rawValue: modeName) else {
        let known = EasingMode.allCases.map(\.rawValue).joined(separator: ", ")
        throw Error(
          path: path + ".mode",
          message: "unknown easing mode \(quoted(modeName)); expected one of \(known)")
      }
      return .family(family, mode)
    case .steps(let countNumber, let positionName):
      guard let position = StepPosition(rawValue: positionName) else {
        let known = StepPosition.allCases.map(\.rawValue).joined(separator: ", ")
        throw Error(
          path: path + ".position",
          message: "unknown step position \(quoted(positionName)); expected one of \(known)")
      }
      let count = try integer(countNumber, path: path + ".count")
      guard count >= position.minimumCount else {
        throw Error(
          path: path + ".count",
          message: "steps with \(position.rawValue) need a count of at least "
            + "\(position.minimumCount), not \(count)")
      }
      return .steps(count, position)
    case .piecewiseLinear(let points):
      var stops: [LinearEasing.Stop] = []
      var lastInput = -Double.infinity
      for (index, point) in points.enumerated() {
        let pointPath = path + ".points[\(index)]"
        guard point.count == 2 else {
          throw Error(
            path: pointPath, message: "a point is [input, output], 2 numbers, not \(point.count)")
        }
        let input = try finite(point[0], path: pointPath + "[0]")
        let output = try finite(point[1], path: pointPath + "[1]")
        guard input >= lastInput else {
          throw Error(
            path: pointPath + "[0]",
            message: "the inputs of `linear()` points must not decrease: "
              + "\(NumberFormatting.shortest(input)) comes after "
              + NumberFormatting.shortest(lastInput))
        }
        lastInput = input
        // One input per stop, never below the ones before: the curve's points are these points.
        stops.append(LinearEasing.Stop(output: output, inputs: [input]))
      }
      do {
        return .piecewiseLinear(try LinearEasing(stops))
      } catch {
        throw Error(path: path + ".points", message: error.reason)
      }
    case .spring(let mass, let stiffness, let damping, let velocity, let duration):
      let parameters = (
        mass: try finite(mass, path: path + ".mass"),
        stiffness: try finite(stiffness, path: path + ".stiffness"),
        damping: try finite(damping, path: path + ".damping"),
        velocity: try finite(velocity, path: path + ".velocity"),
        duration: try finite(duration, path: path + ".duration")
      )
      guard parameters.duration >= 0 else {
        throw Error(
          path: path + ".duration",
          message: "a spring's duration must not be negative, not "
            + NumberFormatting.shortest(parameters.duration))
      }
      do {
        let spring = try Spring(
          mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping,
          velocity: parameters.velocity)
        return .spring(spring, duration: parameters.duration)
      } catch {
        throw Error(path: path, message: error.reason)
      }
    case .reversed(let inner):
      return .reversed(try build(inner, path: path + ".easing"))
    }
  }

  private static func finite(_ number: RawNumber, path: String) throws(Error) -> Double {
    guard let value = number.value, value.isFinite else {
      throw Error(path: path, message: "the number is out of range")
    }
    return value
  }

  private static func integer(_ number: RawNumber, path: String) throws(Error) -> Int {
    let value = try finite(number, path: path)
    guard let whole = Int(exactly: value) else {
      throw Error(
        path: path, message: "expected a whole number, not \(NumberFormatting.shortest(value))")
    }
    return whole
  }

  /// Seconds (a decimal of whole nanoseconds) as ticks, exactly; more than 9 decimal places are
  /// rounded to the nearest tick.
  private static func ticks(_ seconds: RawSeconds, path: String) throws(Error) -> Tick {
    let result: Tick?
    if let decimal = seconds.decimal {
      guard !decimal.isSignMinus || decimal.isZero else {
        throw Error(path: path, message: "a time must not be negative, not \(decimal) s")
      }
      result = ticks(decimalText: decimal.description)
    } else if let double = seconds.double, double.isFinite {
      guard double >= 0 else {
        throw Error(
          path: path,
          message: "a time must not be negative, not \(NumberFormatting.shortest(double)) s")
      }
      result = Ticks.from(seconds: double)
    } else {
      result = nil
    }
    guard let result else {
      throw Error(path: path, message: "the time is out of range")
    }
    return result
  }

  /// Parses a non-negative decimal (`123.456`, `1e-9`) into nanoseconds, exactly, rounding half
  /// up past the ninth decimal place; `nil` when it is not a plain decimal or does not fit.
  private static func ticks(decimalText text: String) -> Tick? {
    var digits: [Int64] = []
    var pointPosition: Int?
    var exponent = 0
    var characters = Substring(text)
    if characters.first == "+" || characters.first == "-" { characters.removeFirst() }
    if let e = characters.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      guard let parsed = Int(characters[characters.index(after: e)...]),
        abs(parsed) < 10_000
      else { return nil }
      exponent = parsed
      characters = characters[..<e]
    }
    for character in characters {
      if character == "." {
        guard pointPosition == nil else { return nil }
        pointPosition = digits.count
      } else if let digit = character.wholeNumberValue, character.isASCII {
        digits.append(Int64(digit))
      } else {
        return nil
      }
    }
    guard !digits.isEmpty else { return nil }
    // The digits with the decimal point after `whole` of them, in nanoseconds: the first
    // `whole + 9` digits, rounded by the next one.
    let whole = (pointPosition ?? digits.count) + exponent
    let kept = whole + 9
    var result: Tick = 0
    for index in 0..<max(kept, 0) {
      let digit = index < digits.count ? digits[index] : 0
      let (scaled, overflow) = result.multipliedReportingOverflow(by: 10)
      let (sum, overflowSum) = scaled.addingReportingOverflow(digit)
      guard !overflow, !overflowSum else { return nil }
      result = sum
    }
    if kept >= 0, kept < digits.count, digits[kept] >= 5 {
      let (rounded, overflow) = result.addingReportingOverflow(1)
      guard !overflow else { return nil }
      result = rounded
    }
    return result
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"")
      + "\""
  }

  // MARK: - Decoding errors

  /// The reader's error for whatever `JSONDecoder` threw.
  private static func describe(_ error: any Swift.Error) -> Error {
    guard let error = error as? DecodingError else {
      return Error(path: "", message: "not a readable track: \(error)")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return Error(path: path(context.codingPath), message: "missing `\(key.stringValue)`")
    case .typeMismatch(let type, let context):
      if context.debugDescription.hasPrefix(ownPrefix) {
        return Error(
          path: path(context.codingPath),
          message: String(context.debugDescription.dropFirst(ownPrefix.count)))
      }
      var message = "expected \(typeName(type))"
      if let found = context.debugDescription.firstByteRange(of: "but found ") {
        var rest = context.debugDescription[found.upperBound...]
        if rest.hasSuffix(" instead.") { rest = rest.dropLast(" instead.".count) }
        message += ", not \(rest)"
      }
      return Error(path: path(context.codingPath), message: message)
    case .valueNotFound(let type, let context):
      return Error(
        path: path(context.codingPath), message: "expected \(typeName(type)), not null")
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        var message = "not valid JSON"
        if let underlying = context.underlyingError {
          message += ": \(underlying)"
        }
        return Error(path: "", message: message)
      }
      return Error(path: path(context.codingPath), message: context.debugDescription)
    @unknown default:
      return Error(path: "", message: "not a readable track: \(error)")
    }
  }

  /// Marks the messages of the decoding errors this file throws itself.
  fileprivate static let ownPrefix = "motionc-track: "

  private static func typeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    switch name {
    case "String": return "a string"
    case "Bool": return "true or false"
    case "Int", "Double", "Decimal", "RawNumber", "RawSeconds": return "a number"
    default:
      if name.hasPrefix("Array") { return "an array" }
      if name.hasPrefix("Dictionary") { return "an object" }
      return "a value of type \(name)"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text
  }
}

// MARK: - The JSON as decoded

/// The fields that say what a document is, read before the rest.
private struct Header: Decodable {
  let format: String?
  let version: RawNumber?
}

/// A whole track: one timeline's fields, and the reduced-motion timeline's (version 3).
private struct Track: Decodable {
  let timeline: TimelineRecord
  let reduced: TimelineRecord?

  enum CodingKeys: String, CodingKey {
    case reduced
  }

  init(from decoder: any Decoder) throws {
    timeline = try TimelineRecord(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    reduced = try container.decodeIfPresent(TimelineRecord.self, forKey: .reduced)
  }
}

private struct TimelineRecord: Decodable {
  let duration: RawSeconds
  let endless: Bool?
  let elements: [ElementRecord]
  let markers: [MarkerRecord]?
}

private struct MarkerRecord: Decodable {
  let name: String
  let element: String
  let start: RawSeconds
  let end: RawSeconds
}

private struct LoopRecord: Decodable {
  let start: RawSeconds
  let end: RawSeconds
}

private struct ElementRecord: Decodable {
  let name: String
  let properties: [PropertyRecord]
}

private struct PropertyRecord: Decodable {
  let property: String
  let unit: String
  let initial: RawValue
  let loop: LoopRecord?
  let easings: [EasingRecord]
  let keyframes: [KeyframeRecord]
}

private struct KeyframeRecord: Decodable {
  let time: RawSeconds
  let value: RawValue
  let easing: RawNumber?
  let space: String?
}

private struct EasingRecord: Decodable {
  indirect enum Shape {
    case unknown
    case linear
    case cubicBezier([RawNumber])
    case family(EasingFamily, mode: String)
    case steps(count: RawNumber, position: String)
    case piecewiseLinear([[RawNumber]])
    case spring(
      mass: RawNumber, stiffness: RawNumber, damping: RawNumber, velocity: RawNumber,
      duration: RawNumber)
    case reversed(EasingRecord)
  }

  enum CodingKeys: String, CodingKey {
    case type, mode, count, position, points, mass, stiffness, damping, velocity, duration, easing
  }

  let type: String
  let shape: Shape

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(String.self, forKey: .type)
    switch type {
    case "linear":
      shape = .linear
    case "cubicBezier":
      shape = .cubicBezier(try container.decode([RawNumber].self, forKey: .points))
    case "steps":
      shape = .steps(
        count: try container.decode(RawNumber.self, forKey: .count),
        position: try container.decode(String.self, forKey: .position))
    case "piecewiseLinear":
      shape = .piecewiseLinear(try container.decode([[RawNumber]].self, forKey: .points))
    case "spring":
      shape = .spring(
        mass: try container.decode(RawNumber.self, forKey: .mass),
        stiffness: try container.decode(RawNumber.self, forKey: .stiffness),
        damping: try container.decode(RawNumber.self, forKey: .damping),
        velocity: try container.decode(RawNumber.self, forKey: .velocity),
        duration: try container.decode(RawNumber.self, forKey: .duration))
    case "reversed":
      shape = .reversed(try container.decode(EasingRecord.self, forKey: .easing))
    default:
      if let family = EasingFamily(rawValue: type) {
        shape = .family(family, mode: try container.decode(String.self, forKey: .mode))
      } else {
        shape = .unknown
      }
    }
  }
}

/// A JSON number; `value` is `nil` when it does not fit in a `Double` (`1e999`).
private struct RawNumber: Decodable {
  let value: Double?

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      value = try container.decode(Double.self)
    } catch DecodingError.typeMismatch(_, let context) {
      throw DecodingError.typeMismatch(
        Double.self,
        DecodingError.Context(
          codingPath: context.codingPath,
          debugDescription: TrackReader.ownPrefix + "expected a number"))
    } catch let error as DecodingError {
      throw error
    } catch {
      value = nil  // a number too large for a Double
    }
  }
}

/// A JSON number of seconds, kept as the exact decimal it spells where it fits one.
private struct RawSeconds: Decodable {
  let decimal: Decimal?
  let double: Double?

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      decimal = try container.decode(Decimal.self)
      double = nil
    } catch DecodingError.typeMismatch(_, let context) {
      throw DecodingError.typeMismatch(
        Double.self,
        DecodingError.Context(
          codingPath: context.codingPath,
          debugDescription: TrackReader.ownPrefix + "expected a number of seconds"))
    } catch let error as DecodingError {
      throw error
    } catch {
      // Beyond `Decimal`'s range: read it as a `Double` (out of range either way unless tiny).
      decimal = nil
      double = (try? container.decode(RawNumber.self))?.value
    }
  }
}

/// A property value as written: a number, or an array of numbers (a color).
private enum RawValue: Decodable {
  case number(RawNumber)
  case components([RawNumber])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(RawNumber.self) {
      self = .number(number)
    } else if let components = try? container.decode([RawNumber].self) {
      self = .components(components)
    } else {
      throw DecodingError.typeMismatch(
        Double.self,
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: TrackReader.ownPrefix
            + "expected a number or a color [red, green, blue, alpha]"))
    }
  }
}
