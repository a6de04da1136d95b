import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// The JSON track means the same as the timeline: evaluating its keyframes by the rules in the
/// schema (written out independently here) gives the timeline's values at every time,
/// including exactly at jumps, and for a track with a `loop` at every time of every cycle.
final class TrackWriterTests: XCTestCase {
  private struct Keyframe {
    var time: Double
    var value: [Double]
    var easing: Int?
    var space: ColorSpace
  }

  /// The keyframe rules: `initial` before the first keyframe; between two keyframes at
  /// different times, the later one's easing; at equal times, the last one holds; after the
  /// last, it holds.
  private func evaluate(
    _ keyframes: [Keyframe], initial: [Double], easings: [Easing], at time: Double
  ) -> [Double] {
    guard let first = keyframes.first, time >= first.time else { return initial }
    var index = 0
    while index + 1 < keyframes.count, keyframes[index + 1].time <= time { index += 1 }
    let from = keyframes[index]
    guard index + 1 < keyframes.count else { return from.value }
    let to = keyframes[index + 1]
    let progress = (time - from.time) / (to.time - from.time)
    let easingIndex = to.easing ?? 0
    guard easings.indices.contains(easingIndex) else { return [.nan] }
    let eased = easings[easingIndex].value(at: progress)
    if from.value.count == 4 {
      let mixed = RGBA(
        red: from.value[0], green: from.value[1], blue: from.value[2], alpha: from.value[3]
      )
      .mixed(
        with: RGBA(red: to.value[0], green: to.value[1], blue: to.value[2], alpha: to.value[3]),
        amount: eased, in: to.space)
      return [mixed.red, mixed.green, mixed.blue, mixed.alpha]
    }
    return [from.value[0] + (to.value[0] - from.value[0]) * eased]
  }

  /// Colors compare premultiplied, so that a nearly transparent color's hue noise does not count.
  private func premultiplied(_ value: [Double]) -> [Double] {
    value.count == 4
      ? [value[0] * value[3], value[1] * value[3], value[2] * value[3], value[3]] : value
  }

  private func numbers(_ any: Any?) -> [Double] {
    if let array = any as? [Any] { return array.compactMap { Double("\($0)") } }
    return [Double("\(any ?? "")") ?? .nan]
  }

  /// Reads an easing from its parameters (not its name), as a player of the track would.
  private func easing(_ object: [String: Any]) -> Easing? {
    func number(_ key: String) -> Double { numbers(object[key])[0] }
    switch object["type"] as? String {
    case "linear": return .linear
    case "cubicBezier":
      let points = numbers(object["points"])
      guard points.count == 4 else { return nil }
      return .cubicBezier(CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3]))
    case "steps":
      guard let position = StepPosition(rawValue: object["position"] as? String ?? "") else {
        return nil
      }
      return .steps(Int(number("count")), position)
    case "piecewiseLinear":
      let points = (object["points"] as? [Any] ?? []).map(numbers)
      let stops = points.map { (output: $0[1], inputs: [$0[0]]) }
      return (try? LinearEasing(stops: stops)).map { .piecewiseLinear($0) }
    case "spring":
      let spring = try? Spring(
        mass: number("mass"), stiffness: number("stiffness"), damping: number("damping"),
        velocity: number("velocity"))
      return spring.map { .spring($0, duration: number("duration")) }
    case "reversed":
      return (object["easing"] as? [String: Any]).flatMap(easing).map { .reversed($0) }
    default:
      guard let family = EasingFamily(rawValue: object["type"] as? String ?? ""),
        let mode = EasingMode(rawValue: object["mode"] as? String ?? "")
      else { return nil }
      return .family(family, mode)
    }
  }

  private func assertRoundTrip(
    _ source: String, name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let result = Compiler.compile(SourceFile(path: name, text: source))
    let timeline = try XCTUnwrap(result.timeline, result.rendered, file: file, line: line)
    let json = try TrackWriter.json(timeline)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let elements = try XCTUnwrap(root["elements"] as? [[String: Any]])
    var probeTimes: Set<Tick> = [0, timeline.duration, timeline.duration + 1]
    for (_, track) in timeline.columns {
      if let loop = track.loop {
        // The cycle's boundaries, a late cycle and its middle, and a time far away.
        let late = loop.start + 7 * loop.period
        for time in [
          loop.end - 1, loop.end, loop.end + 1, late - 1, late, late + 1, late + loop.period / 2,
          1_000_000 * Ticks.perSecond,
        ] {
          probeTimes.insert(time)
        }
      }
      for segment in track.segments {
        for time in [
          segment.start - 1, segment.start, segment.start + 1, (segment.start + segment.end) / 2,
          segment.end - 1, segment.end, segment.end + 1,
        ] {
          probeTimes.insert(max(0, time))
        }
      }
    }
    for element in elements {
      let elementName = try XCTUnwrap(element["name"] as? String)
      for property in try XCTUnwrap(element["properties"] as? [[String: Any]]) {
        let propertyName = try XCTUnwrap(property["property"] as? String)
        let track = try XCTUnwrap(
          timeline.track(
            element: elementName, property: try XCTUnwrap(Property(rawValue: propertyName))))
        let easingObjects = try XCTUnwrap(property["easings"] as? [[String: Any]])
        let easings = easingObjects.compactMap(easing)
        XCTAssertEqual(
          easings.count, easingObjects.count, "\(name): an easing did not read back", file: file,
          line: line)
        let keyframes = try XCTUnwrap(property["keyframes"] as? [[String: Any]]).map {
          Keyframe(
            time: numbers($0["time"])[0], value: numbers($0["value"]), easing: $0["easing"] as? Int,
            space: ColorSpace(rawValue: $0["space"] as? String ?? "srgb") ?? .srgb)
        }
        XCTAssertNil(
          keyframes.first?.easing, "\(name): the first keyframe has an easing", file: file,
          line: line)
        let initial = numbers(property["initial"])
        // The schema's loop rule, in whole ticks: t ≥ end plays start + (t − start) mod period.
        var loop: (start: Tick, end: Tick)?
        if let object = property["loop"] as? [String: Any] {
          loop = (
            try XCTUnwrap(Ticks.from(seconds: numbers(object["start"])[0])),
            try XCTUnwrap(Ticks.from(seconds: numbers(object["end"])[0]))
          )
        }
        XCTAssertEqual(
          loop.map { [$0.start, $0.end] }, track.loop.map { [$0.start, $0.end] }, name, file: file,
          line: line)
        for tick in probeTimes.sorted() {
          var played = tick
          if let loop, tick >= loop.end {
            played = loop.start + (tick - loop.start) % (loop.end - loop.start)
          }
          let expected: [Double]
          switch track.value(at: SampleTime(tick: tick)) {
          case .number(let value): expected = [value]
          case .color(let color):
            expected = premultiplied([color.red, color.green, color.blue, color.alpha])
          }
          let actual = premultiplied(
            evaluate(keyframes, initial: initial, easings: easings, at: Ticks.seconds(played)))
          XCTAssertEqual(actual.count, expected.count, file: file, line: line)
          for (a, b) in zip(actual, expected) {
            XCTAssertEqual(
              a, b, accuracy: 1e-9,
              "\(name) \(elementName).\(propertyName) at \(Ticks.decimalSeconds(tick))s",
              file: file, line: line)
          }
        }
      }
    }
  }

  func testEverySpecsTrackEvaluatesToItsTimeline() throws {
    for path in motionFiles(in: "specs") {
      try assertRoundTrip(String(decoding: try sourceFile(path).bytes, as: UTF8.self), name: path)
    }
  }

  func testJumpsInstantsAndHoldsEvaluateExactly() throws {
    let cases = [
      "set moveX 0\nmoveX 5 over 1s\n",
      "moveX 10 over 0.5s\nwait 0.5s\nmoveX 20 from 0 over 0s\nset moveY 5\nset opacity 1\n",
      "moveX 5 from 3 delay 1s over 1s\n",
      "set moveX 4\nset moveX 8\nmoveX 2 over 1s\n",
      "moveX 60 from 50 delay 0.1s over 0.1s ease easeIn repeat 3 yoyo\n",
      "repeat 3 < wait 0.1s, moveX by 10 over 0.1s ease easeOutBack >\n",
      "initial color #FF000080\ncolor #0000FF over 1s\nset color #00FF00\ncolor #FFFFFF00 over 0.5s delay 0.5s\n",
      "merge <\n  moveX 10 over 1s\n  set moveX 4\n>\n",
    ]
    for (index, source) in cases.enumerated() { try assertRoundTrip(source, name: "case \(index)") }
  }

  func testTheTrackIsDeterministicAndHasNoNegativeZero() throws {
    let source = "moveX -0 over 1s\nmoveY 0.1 over 0.3s ease cubic(0.1, -0.0, 0.3, 1)\n"
    let first = try TrackWriter.json(try compileClean(source))
    let second = try TrackWriter.json(try compileClean(source))
    XCTAssertEqual(first, second)
    XCTAssertFalse(first.contains("-0,"))
    XCTAssertFalse(first.contains("-0]"))
  }
}
