import Foundation
import MotionLottie
import MotionRuntime
import XCTest

/// Reads exported Lottie text back and evaluates its properties the way lottie-web does, for
/// tests: written from the format's definition, sharing no code with the exporter (Bézier
/// easings are solved with the runtime's `CubicBezier`).
struct LottieReader {
  let document: [String: Any]

  init(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    document = try XCTUnwrap(object as? [String: Any], "not a JSON object", file: file, line: line)
  }

  init(_ file: LottieFile) throws {
    try self.init(file.text)
  }

  var layers: [[String: Any]] { document["layers"] as? [[String: Any]] ?? [] }

  /// The layer named `name`.
  func layer(_ name: String) throws -> [String: Any] {
    try XCTUnwrap(layers.first { $0["nm"] as? String == name }, "no layer \(name)")
  }

  /// A layer's property by path: `ks.o`, `ks.p.x`, `ks.s`, `fill.c`, `fill.o`, `box.s`, `box.r`.
  func property(_ layer: String, _ path: String) throws -> [String: Any] {
    let layer = try self.layer(layer)
    let parts = path.split(separator: ".").map(String.init)
    var node: [String: Any]
    switch parts[0] {
    case "ks": node = try XCTUnwrap(layer["ks"] as? [String: Any])
    case "fill", "box":
      let shapes = try XCTUnwrap(layer["shapes"] as? [[String: Any]])
      let items = try XCTUnwrap(shapes.first?["it"] as? [[String: Any]])
      let type = parts[0] == "fill" ? "fl" : "rc"
      node = try XCTUnwrap(items.first { $0["ty"] as? String == type })
    default: throw ReaderError.badPath(path)
    }
    for part in parts.dropFirst() {
      node = try XCTUnwrap(node[part] as? [String: Any], "no \(part) in \(path)")
    }
    return node
  }

  /// The value of a property at `frame` (see ``LottieCurve``).
  static func value(_ property: [String: Any], at frame: Double) throws -> [Double] {
    try LottieCurve(property).value(at: frame)
  }

  /// A JSON number (read as an integer or a double).
  static func number(_ value: Any?) -> Double? {
    if let value = value as? Int { return Double(value) }
    if let value = value as? Double { return value }
    return (value as? NSNumber)?.doubleValue
  }

  /// A JSON array of numbers.
  static func numbers(_ value: Any?) -> [Double]? {
    guard let items = value as? [Any] else { return nil }
    let numbers = items.compactMap(number)
    return numbers.count == items.count ? numbers : nil
  }

  /// The keyframes of an animated property (empty for a static one).
  static func keyframes(_ property: [String: Any]) -> [[String: Any]] {
    property["k"] as? [[String: Any]] ?? []
  }

  /// The keys of the JSON object that starts at the first `{` at or after `start`, in the
  /// order the text has them.
  static func keys(_ text: String, from start: String.Index) -> [String] {
    var keys: [String] = []
    var depth = 0
    var string: String?  // the string being read
    var escaped = false
    var candidate: String?  // a string just read at depth 1, a key if a `:` follows
    for character in text[start...] {
      if let current = string {
        if escaped {
          escaped = false
          string = current + String(character)
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          candidate = depth == 1 ? current : nil
          string = nil
        } else {
          string = current + String(character)
        }
        continue
      }
      switch character {
      case "\"": string = ""
      case "{", "[": depth += 1
      case "}", "]":
        depth -= 1
        if depth == 0 { return keys }
      case ":":
        if let key = candidate { keys.append(key) }
      default: break
      }
      if !character.isWhitespace { candidate = nil }
    }
    return keys
  }

  enum ReaderError: Error {
    case badPath(String)
  }
}

/// A timeline of one element `view` with the given tracks, `duration` seconds long.
func timeline(
  _ tracks: [PropertyTrack], duration: Double, endless: Bool = false, markers: [Marker] = [],
  element: String = "view"
) -> Timeline {
  Timeline(
    duration: ticks(duration), elements: [ElementTimeline(name: element, tracks: tracks)],
    isEndless: endless, markers: markers)
}

/// `seconds` as ticks.
func ticks(_ seconds: Double) -> Tick {
  Ticks.from(seconds: seconds) ?? 0
}

/// A number change from `start` to `end` seconds.
func change(
  _ start: Double, _ end: Double, _ from: Double, _ to: Double, _ easing: Easing = .linear
) -> Segment {
  Segment(
    start: ticks(start), end: ticks(end), from: .number(from), to: .number(to), easing: easing)
}

/// Exports with a 400 × 400 composition at `fps` frames per second.
func export(_ timeline: Timeline, fps: Int = 60) throws -> LottieFile {
  try LottieFile(timeline, options: LottieOptions(name: "test", framesPerSecond: fps))
}

/// A property's keyframes, read once, evaluated as lottie-web does: before the first keyframe
/// the first value, after the last the last; between keyframes k and k+1 (k's time ≤ frame <
/// k+1's) k's value if k holds, else k's value eased towards k+1's along k's `o` and `i`
/// tangents (Bodymovin puts both on the keyframe that starts the stretch).
struct LottieCurve {
  var times: [Double] = []
  var values: [[Double]] = []
  /// Per keyframe, its easing; `nil` for a hold (or the last keyframe).
  var curves: [CubicBezier?] = []

  init(_ property: [String: Any]) throws {
    if (property["a"] as? Int ?? 0) == 0 {
      times = [0]
      if let number = LottieReader.number(property["k"]) {
        values = [[number]]
      } else {
        values = [try XCTUnwrap(LottieReader.numbers(property["k"]))]
      }
      curves = [nil]
      return
    }
    for key in try XCTUnwrap(property["k"] as? [[String: Any]]) {
      times.append(try XCTUnwrap(LottieReader.number(key["t"])))
      values.append(try XCTUnwrap(LottieReader.numbers(key["s"])))
      guard (key["h"] as? Int) != 1, let out = key["o"] as? [String: Any],
        let into = key["i"] as? [String: Any]
      else {
        curves.append(nil)
        continue
      }
      func component(_ handle: [String: Any], _ axis: String) throws -> Double {
        try XCTUnwrap(LottieReader.numbers(handle[axis])?.first)
      }
      curves.append(
        CubicBezier(
          x1: try component(out, "x"), y1: try component(out, "y"), x2: try component(into, "x"),
          y2: try component(into, "y")))
    }
  }

  func value(at frame: Double) -> [Double] {
    guard let first = times.first, frame >= first else { return values[0] }
    var low = 0
    var high = times.count
    while low < high {
      let middle = (low + high) / 2
      if times[middle] <= frame { low = middle + 1 } else { high = middle }
    }
    let index = low - 1
    guard index < times.count - 1, let curve = curves[index] else { return values[index] }
    let progress = (frame - times[index]) / (times[index + 1] - times[index])
    let eased = curve.value(at: progress)
    return zip(values[index], values[index + 1]).map { $0 + ($1 - $0) * eased }
  }
}
