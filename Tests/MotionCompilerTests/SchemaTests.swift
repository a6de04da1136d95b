import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import SchemaValidation
import XCTest

/// Checks the JSON track and JSON samples of every spec in `specs/` against the schemas in
/// `schema/`, and checks that the test validator really catches problems.
final class SchemaTests: XCTestCase {
  // MARK: Fixtures

  private struct Spec {
    let path: String
    /// As `motionc compile` writes it: with the reduced-motion timeline.
    let track: MotionTrack
    var timeline: Timeline { track.timeline }
  }

  private func trackValidator() throws -> SchemaValidator {
    try SchemaValidator(
      contentsOf: repositoryRoot.appendingPathComponent("schema/motion-track.schema.json"))
  }

  private func samplesValidator() throws -> SchemaValidator {
    try SchemaValidator(
      contentsOf: repositoryRoot.appendingPathComponent("schema/motion-samples.schema.json"))
  }

  /// The paths (relative to the root) of the `.motion` files in `specs/`, sorted.
  private func specPaths() throws -> [String] {
    let folder = repositoryRoot.appendingPathComponent("specs")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let paths = names.filter { $0.hasSuffix(".motion") }.sorted().map { "specs/" + $0 }
    XCTAssertFalse(paths.isEmpty, "no .motion files in \(folder.path)")
    return paths
  }

  private func compile(_ path: String) throws -> Timeline {
    let bytes = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
    let result = Compiler.compile(SourceFile(path: path, bytes: Array(bytes)))
    return try XCTUnwrap(result.timeline, "\(path) does not compile:\n\(result.rendered)")
  }

  private func specs() throws -> [Spec] {
    try specPaths().map { path in
      let bytes = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
      let result = Compiler.compile(
        SourceFile(path: path, bytes: Array(bytes)), options: CompileOptions(includeReduced: true))
      let track = try XCTUnwrap(result.track, "\(path) does not compile:\n\(result.rendered)")
      XCTAssertNotNil(track.reducedTimeline, path)
      return Spec(path: path, track: track)
    }
  }

  private func parse(_ text: String, _ what: String) throws -> Any {
    do {
      return try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      XCTFail("\(what) is not valid JSON: \(error)\n\(text)")
      throw error
    }
  }

  /// The 30 fps frame times from 0 to the end of `timeline`.
  private func frameTimes(_ timeline: Timeline) throws -> [SampleTime] {
    let rate = try XCTUnwrap(FrameRate(numerator: 30, denominator: 1))
    let grid = try XCTUnwrap(FrameGrid(rate: rate, from: 0, to: timeline.duration))
    return try XCTUnwrap(grid.times(limit: 1_000_000))
  }

  // MARK: The specs against the schemas

  func testEverySpecTrackMatchesTheTrackSchema() throws {
    let validator = try trackValidator()
    for spec in try specs() {
      // The whole track, and the timeline alone (versions 1 and 2 where it has no markers).
      for text in [try TrackWriter.json(spec.track), try TrackWriter.json(spec.timeline)] {
        let json = try parse(text, "the track of \(spec.path)")
        let errors = validator.validate(json)
        XCTAssertEqual(errors, [], "\(spec.path):\n" + errors.joined(separator: "\n"))
      }
    }
  }

  /// What the schema cannot say: easing indexes are in range, times never decrease, a color
  /// track has color values, the first keyframe is where the first change starts.
  func testEverySpecTrackIsConsistent() throws {
    for spec in try specs() {
      let json = try parse(try TrackWriter.json(spec.timeline), "the track of \(spec.path)")
      let object = try XCTUnwrap(json as? [String: Any])
      let elements = try XCTUnwrap(object["elements"] as? [[String: Any]])
      XCTAssertEqual(
        elements.map { $0["name"] as? String ?? "<none>" }, spec.timeline.elements.map(\.name),
        spec.path)
      // The oldest version that holds it: 3 with markers, else 2 when endless, else 1.
      let markers = object["markers"] as? [[String: Any]]
      XCTAssertEqual(
        markers?.count, spec.timeline.markers.isEmpty ? nil : spec.timeline.markers.count, spec.path
      )
      XCTAssertEqual(
        (object["version"] as? NSNumber)?.intValue,
        markers != nil ? 3 : spec.timeline.isEndless ? 2 : 1, spec.path)
      XCTAssertEqual(object["endless"] as? Bool, spec.timeline.isEndless ? true : nil, spec.path)
      // With the reduced timeline it is version 3, and `reduced` says whether it is endless.
      let whole = try XCTUnwrap(
        try parse(TrackWriter.json(spec.track), "the track of \(spec.path)") as? [String: Any])
      XCTAssertEqual((whole["version"] as? NSNumber)?.intValue, 3, spec.path)
      let reduced = try XCTUnwrap(whole["reduced"] as? [String: Any], spec.path)
      XCTAssertEqual(
        reduced["endless"] as? Bool, spec.track.reducedTimeline?.isEndless == true ? true : nil,
        spec.path)
      for (element, elementTimeline) in zip(elements, spec.timeline.elements) {
        let tracks = try XCTUnwrap(element["properties"] as? [[String: Any]])
        XCTAssertEqual(tracks.count, elementTimeline.tracks.count, spec.path)
        for (track, propertyTrack) in zip(tracks, elementTimeline.tracks) {
          let label = "\(spec.path) \(elementTimeline.name).\(propertyTrack.property.rawValue)"
          let easings = try XCTUnwrap(track["easings"] as? [Any], label)
          let keyframes = try XCTUnwrap(track["keyframes"] as? [[String: Any]], label)
          var lastTime = -Double.infinity
          var used: Set<Int> = []
          for (index, keyframe) in keyframes.enumerated() {
            let time = try XCTUnwrap(double(keyframe["time"]), label)
            XCTAssertGreaterThanOrEqual(
              time, lastTime, "\(label): keyframe \(index) goes back in time")
            lastTime = time
            if let easing = (keyframe["easing"] as? NSNumber)?.intValue {
              XCTAssertLessThan(
                easing, easings.count,
                "\(label): keyframe \(index) has easing \(easing) of \(easings.count)")
              used.insert(easing)
            }
          }
          XCTAssertEqual(used, Set(easings.indices), "\(label): every easing is used")
          if let loop = propertyTrack.loop {
            let written = try XCTUnwrap(track["loop"] as? [String: Any], "\(label): no loop")
            XCTAssertEqual(double(written["start"]), seconds(loop.start), label)
            XCTAssertEqual(double(written["end"]), seconds(loop.end), label)
            XCTAssertLessThanOrEqual(lastTime, seconds(loop.end), "\(label): after the loop")
          } else {
            XCTAssertNil(track["loop"], label)
          }
          if let first = propertyTrack.segments.first, let firstKeyframe = keyframes.first {
            XCTAssertEqual(double(firstKeyframe["time"]), seconds(first.start), label)
          }
        }
      }
    }
  }

  func testEverySpecSamplesMatchTheSamplesSchema() throws {
    let validator = try samplesValidator()
    for spec in try specs() {
      let times = try frameTimes(spec.timeline)
      let text = try SampleWriter.write(spec.timeline, at: times, format: .json)
      let json = try parse(text, "the samples of \(spec.path)")
      let errors = validator.validate(json)
      XCTAssertEqual(errors, [], "\(spec.path):\n" + errors.joined(separator: "\n"))

      // What the schema cannot say: one row per time, one cell per column, colors where
      // the column is a color.
      let object = try XCTUnwrap(json as? [String: Any])
      let columns = try XCTUnwrap(object["columns"] as? [String])
      let rows = try XCTUnwrap(object["rows"] as? [[Any]])
      XCTAssertEqual(columns, SampleWriter.header(spec.timeline), spec.path)
      XCTAssertEqual(rows.count, times.count, spec.path)
      let colorColumns = [false] + spec.timeline.columns.map { $0.track.property.kind == .color }
      for (index, row) in rows.enumerated() {
        XCTAssertEqual(row.count, columns.count, "\(spec.path) row \(index)")
        for (cell, isColor) in zip(row, colorColumns) {
          XCTAssertEqual(cell is String, isColor, "\(spec.path) row \(index): \(cell)")
        }
      }
    }
  }

  // MARK: Determinism and numbers

  func testTrackOutputIsDeterministic() throws {
    for path in try specPaths() {
      let first = try TrackWriter.json(try compile(path))
      let second = try TrackWriter.json(try compile(path))
      XCTAssertEqual(
        Array(first.utf8), Array(second.utf8), "\(path): two compiles give different bytes")
      let timeline = try compile(path)
      let times = try frameTimes(timeline)
      XCTAssertEqual(
        try SampleWriter.write(timeline, at: times, format: .json),
        try SampleWriter.write(try compile(path), at: times, format: .json),
        "\(path): samples differ")
    }
  }

  /// Every number in the track parses back (no `nan`, `inf` or other non-JSON spelling), and
  /// parses back to exactly the double the timeline holds.
  func testTrackNumbersParseBackExactly() throws {
    for spec in try specs() {
      let json = try parse(try TrackWriter.json(spec.timeline), "the track of \(spec.path)")
      let object = try XCTUnwrap(json as? [String: Any])
      XCTAssertEqual(double(object["duration"]), seconds(spec.timeline.duration), spec.path)
      let elements = try XCTUnwrap(object["elements"] as? [[String: Any]])
      for (element, elementTimeline) in zip(elements, spec.timeline.elements) {
        let tracks = try XCTUnwrap(element["properties"] as? [[String: Any]])
        for (track, propertyTrack) in zip(tracks, elementTimeline.tracks) {
          let label = "\(spec.path) \(elementTimeline.name).\(propertyTrack.property.rawValue)"
          let segments = propertyTrack.segments
          let values = Set([propertyTrack.initial] + segments.flatMap { [$0.from, $0.to] })
          let times = Set(segments.flatMap { [seconds($0.start), seconds($0.end)] })
          XCTAssertEqual(try value(track["initial"], label), propertyTrack.initial, label)
          for keyframe in try XCTUnwrap(track["keyframes"] as? [[String: Any]], label) {
            let time = try XCTUnwrap(double(keyframe["time"]), label)
            XCTAssertTrue(
              times.contains(time), "\(label): keyframe time \(time) is no segment boundary")
            let keyframeValue = try value(keyframe["value"], label)
            XCTAssertTrue(
              values.contains(keyframeValue),
              "\(label): keyframe value \(keyframeValue) is not in the timeline")
          }
          let timelineEasings = Set(segments.map(\.easing) + [.linear])
          for easing in try XCTUnwrap(track["easings"] as? [[String: Any]], label) {
            let parsed = try self.easing(easing, label, candidates: timelineEasings)
            XCTAssertTrue(
              timelineEasings.contains(parsed), "\(label): easing \(parsed) is not in the timeline")
            XCTAssertEqual(easing["name"] as? String, parsed.name, label)
          }
        }
      }
    }
  }

  /// A parsed JSON number as the exact double it spells (see `SchemaValidator.exactDouble`).
  private func double(_ json: Any?) -> Double? {
    (json as? NSNumber).map(SchemaValidator.exactDouble)
  }

  private func seconds(_ tick: Tick) -> Double {
    Double(tick) / Double(Ticks.perSecond)
  }

  private func value(_ json: Any?, _ label: String) throws -> Value {
    if let number = double(json) { return .number(number) }
    let components = try XCTUnwrap(
      json as? [NSNumber], "\(label): a value is neither a number nor numbers"
    )
    .map(SchemaValidator.exactDouble)
    XCTAssertEqual(components.count, 4, label)
    guard components.count == 4 else { throw SchemaValidator.SchemaError(description: "bad color") }
    return .color(
      RGBA(red: components[0], green: components[1], blue: components[2], alpha: components[3]))
  }

  /// The easing a track entry describes, read from its parameters. A `linear()` curve is
  /// matched by its points among `candidates` (its name keeps the stops as written).
  private func easing(
    _ json: [String: Any], _ label: String, candidates: Set<Easing>
  ) throws -> Easing {
    func number(_ key: String) throws -> Double {
      try XCTUnwrap(double(json[key]), "\(label): \(key)")
    }
    switch json["type"] as? String {
    case "steps":
      let position = try XCTUnwrap(StepPosition(rawValue: json["position"] as? String ?? ""), label)
      return .steps(Int(try number("count")), position)
    case "piecewiseLinear":
      let points = try XCTUnwrap(json["points"] as? [[NSNumber]], label).map {
        $0.map(SchemaValidator.exactDouble)
      }
      for candidate in candidates {
        if case .piecewiseLinear(let curve) = candidate,
          curve.points.map({ [$0.input, $0.output] }) == points
        {
          return candidate
        }
      }
      throw SchemaValidator.SchemaError(description: "\(label): no linear() with points \(points)")
    case "spring":
      let spring = try Spring(
        mass: try number("mass"), stiffness: try number("stiffness"),
        damping: try number("damping"), velocity: try number("velocity"))
      return .spring(spring, duration: try number("duration"))
    case "reversed":
      let inner = try XCTUnwrap(json["easing"] as? [String: Any], label)
      let innerCandidates = Set(
        candidates.compactMap { candidate -> Easing? in
          if case .reversed(let easing) = candidate { return easing }
          return nil
        })
      return .reversed(try easing(inner, label, candidates: innerCandidates))
    case "linear":
      return .linear
    case "cubicBezier":
      let points = try XCTUnwrap(json["points"] as? [NSNumber], label).map(
        SchemaValidator.exactDouble)
      XCTAssertEqual(points.count, 4, label)
      guard points.count == 4 else { throw SchemaValidator.SchemaError(description: "bad points") }
      return .cubicBezier(CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3]))
    case let type?:
      let family = try XCTUnwrap(
        EasingFamily(rawValue: type), "\(label): unknown easing type \(type)")
      let mode = try XCTUnwrap(
        EasingMode(rawValue: json["mode"] as? String ?? ""), "\(label): bad mode")
      return .family(family, mode)
    case nil:
      throw SchemaValidator.SchemaError(description: "\(label): an easing without a type")
    }
  }

  // MARK: The validator catches problems

  /// A real track to break: colors.motion has color values, two easings and jumps.
  private func brokenTrackErrors(
    replacing target: String, with replacement: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> [String] {
    let text = try TrackWriter.json(try compile("specs/colors.motion"))
    XCTAssertTrue(
      text.contains(target), "the track has no `\(target)` to break", file: file, line: line)
    let broken = text.replacingOccurrences(of: target, with: replacement)
    XCTAssertNotEqual(broken, text, file: file, line: line)
    return try trackValidator().validate(parse(broken, "the broken track"))
  }

  /// The errors of the endless track of loop.motion with `target` replaced.
  private func brokenLoopErrors(
    replacing target: String, with replacement: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> [String] {
    let text = try TrackWriter.json(try compile("specs/loop.motion"))
    XCTAssertTrue(
      text.contains(target), "the track has no `\(target)` to break", file: file, line: line)
    let broken = text.replacingOccurrences(of: target, with: replacement)
    XCTAssertNotEqual(broken, text, file: file, line: line)
    return try trackValidator().validate(parse(broken, "the broken track"))
  }

  func testAnEndlessTrackIsVersion2AndSaysSo() throws {
    let text = try TrackWriter.json(try compile("specs/loop.motion"))
    XCTAssertEqual(try trackValidator().validate(parse(text, "the track")), [])
    // Version 1 cannot be endless; version 2 must say it is.
    XCTAssertFalse(
      try brokenLoopErrors(replacing: "\"version\": 2", with: "\"version\": 1").isEmpty)
    XCTAssertFalse(try brokenLoopErrors(replacing: "\"endless\": true,\n", with: "").isEmpty)
    XCTAssertFalse(
      try brokenLoopErrors(replacing: "\"endless\": true", with: "\"endless\": false").isEmpty)
    XCTAssertFalse(
      try brokenLoopErrors(replacing: "\"version\": 2", with: "\"version\": 4").isEmpty)
    XCTAssertFalse(
      try brokenTrackErrors(replacing: "\"version\": 1", with: "\"version\": 2").isEmpty)
    XCTAssertEqual(
      try brokenTrackErrors(
        replacing: "\"version\": 1,", with: "\"version\": 1, \"endless\": false,"), [])
  }

  func testALoopIsAStartAndAnEnd() throws {
    let loop = "\"loop\": {\"start\": 0, \"end\": 1.2}"
    let extra = try brokenLoopErrors(
      replacing: loop, with: "\"loop\": {\"start\": 0, \"end\": 1.2, \"count\": 2}")
    XCTAssertTrue(extra.contains { $0.contains("unexpected property \"count\"") }, "\(extra)")
    let missing = try brokenLoopErrors(replacing: loop, with: "\"loop\": {\"start\": 0}")
    XCTAssertTrue(
      missing.contains { $0.contains("missing required property \"end\"") }, "\(missing)")
    let negative = try brokenLoopErrors(
      replacing: loop, with: "\"loop\": {\"start\": -1, \"end\": 1.2}")
    XCTAssertTrue(negative.contains { $0.contains("loop/start") }, "\(negative)")
    let text = try brokenLoopErrors(replacing: loop, with: "\"loop\": \"forever\"")
    XCTAssertTrue(text.contains { $0.contains("expected type \"object\"") }, "\(text)")
  }

  func testTheUnbrokenTrackIsValid() throws {
    let text = try TrackWriter.json(try compile("specs/colors.motion"))
    XCTAssertEqual(try trackValidator().validate(parse(text, "the track")), [])
  }

  func testMissingRequiredFieldIsAnError() throws {
    let errors = try brokenTrackErrors(replacing: "\"unit\": \"rgba\",\n", with: "")
    XCTAssertTrue(
      errors.contains { $0.contains("missing required property \"unit\"") }, "\(errors)")
  }

  func testMissingTopLevelFieldIsAnError() throws {
    let errors = try brokenTrackErrors(replacing: "\"version\": 1,\n", with: "")
    XCTAssertEqual(errors, [": missing required property \"version\""])
  }

  func testWrongFormatIsAnError() throws {
    let errors = try brokenTrackErrors(replacing: "\"motionc-track\"", with: "\"motionc-samples\"")
    XCTAssertEqual(errors, ["/format: expected \"motionc-track\", found \"motionc-samples\""])
  }

  func testExtraPropertyIsAnError() throws {
    let errors = try brokenTrackErrors(
      replacing: "\"name\": \"view\",", with: "\"name\": \"view\", \"z\": 1,")
    XCTAssertEqual(errors, ["/elements/0: unexpected property \"z\""])
  }

  func testExtraKeyframePropertyIsAnError() throws {
    let errors = try brokenTrackErrors(
      replacing: "\"easing\": 0}", with: "\"easing\": 0, \"hold\": true}")
    XCTAssertTrue(errors.contains { $0.contains("unexpected property \"hold\"") }, "\(errors)")
  }

  func testStringEasingIndexIsAnError() throws {
    let errors = try brokenTrackErrors(replacing: "\"easing\": 0}", with: "\"easing\": \"0\"}")
    XCTAssertTrue(
      errors.contains { $0.contains("keyframes/1/easing: expected type \"integer\"") }, "\(errors)")
  }

  func testFractionalOrBooleanEasingIndexIsAnError() throws {
    for replacement in ["0.5", "true", "false", "-1"] {
      let errors = try brokenTrackErrors(
        replacing: "\"easing\": 0}", with: "\"easing\": \(replacement)}")
      XCTAssertTrue(
        errors.contains { $0.contains("/easing: ") }, "easing \(replacement): \(errors)")
    }
    // JSON Schema counts 0.0 as an integer (no fractional part).
    XCTAssertEqual(try brokenTrackErrors(replacing: "\"easing\": 0}", with: "\"easing\": 0.0}"), [])
  }

  func testThreeNumberColorIsAnError() throws {
    let errors = try brokenTrackErrors(
      replacing: "\"value\": [0, 0, 0, 0]", with: "\"value\": [0, 0, 0]")
    XCTAssertFalse(errors.isEmpty)
    XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("/elements/0/properties/1") }, "\(errors)")
  }

  func testFirstKeyframeWithEasingIsAnError() throws {
    let errors = try brokenTrackErrors(
      replacing: "{\"time\": 0.6, \"value\": [1, 1, 1, 1]}",
      with: "{\"time\": 0.6, \"value\": [1, 1, 1, 1], \"easing\": 0}")
    XCTAssertTrue(
      errors.contains { $0.contains("keyframes/0: unexpected property \"easing\"") }, "\(errors)")
  }

  func testLaterKeyframeWithoutEasingIsAnError() throws {
    let errors = try brokenTrackErrors(
      replacing: "[0, 0, 0, 0], \"easing\": 0}", with: "[0, 0, 0, 0]}")
    XCTAssertTrue(
      errors.contains { $0.contains("keyframes/1: missing required property \"easing\"") },
      "\(errors)")
  }

  func testNumberOnAColorPropertyIsAnError() throws {
    let errors = try brokenTrackErrors(
      replacing: "\"initial\": [1, 1, 1, 1]", with: "\"initial\": 1")
    XCTAssertTrue(errors.contains { $0.contains("oneOf") }, "\(errors)")
  }

  func testUnknownEasingTypeIsAnError() throws {
    let errors = try brokenTrackErrors(
      replacing: "{\"type\": \"linear\"", with: "{\"type\": \"wobble\"")
    XCTAssertTrue(
      errors.contains { $0.contains("/easings/0: matches none of the 7 oneOf alternatives") },
      "\(errors)")
  }

  func testBadSamplesAreErrors() throws {
    let validator = try samplesValidator()
    let good =
      "{\"format\": \"motionc-samples\", \"version\": 1, \"duration\": 1, \"columns\": [\"time\", \"view.color\"], \"rows\": [[0, \"#3182F6FF\"]]}"
    XCTAssertEqual(validator.validate(try parse(good, "samples")), [])
    let broken = [
      ("\"#3182F6FF\"", "\"#3182f6ff\""),
      ("\"#3182F6FF\"", "\"#3182F6\""),
      ("\"time\", ", "\"t\", "),
      ("\"view.color\"", "\"view.colour\""),
      ("[0, ", "[-1, "),
      ("[0, ", "[\"0\", "),
      ("\"version\": 1", "\"version\": 2"),
      ("\"rows\": [[0, \"#3182F6FF\"]]", "\"rows\": [[]]"),
    ]
    for (target, replacement) in broken {
      let text = good.replacingOccurrences(of: target, with: replacement)
      XCTAssertNotEqual(text, good)
      XCTAssertFalse(
        validator.validate(try parse(text, "samples")).isEmpty, "\(replacement) passed")
    }
  }

  // MARK: The validator refuses what it does not know

  private func schemaError(_ schema: String) throws -> String? {
    do {
      _ = try SchemaValidator(schema: parse(schema, "schema"))
      return nil
    } catch let error as SchemaValidator.SchemaError {
      return error.description
    }
  }

  func testUnknownKeywordIsRejected() throws {
    let error = try schemaError("{\"type\": \"object\", \"propertyNames\": {\"type\": \"string\"}}")
    XCTAssertEqual(
      error,
      "/propertyNames: unknown keyword `propertyNames`: the test validator does not support it")
  }

  func testUnknownKeywordInAnUnusedDefinitionIsRejected() throws {
    let error = try schemaError(
      "{\"$defs\": {\"unused\": {\"type\": \"number\", \"exclusiveMinimum\": 0}}}")
    XCTAssertEqual(
      error,
      "/$defs/unused/exclusiveMinimum: unknown keyword `exclusiveMinimum`: the test validator does not support it"
    )
  }

  func testUnsupportedSchemaFormsAreRejected() throws {
    let schemas = [
      "{\"additionalProperties\": {\"type\": \"string\"}}",
      "{\"additionalProperties\": true}",
      "{\"items\": true}",
      "{\"$ref\": \"#/definitions/x\"}",
      "{\"$ref\": \"#/$defs/missing\"}",
      "{\"type\": \"float\"}",
      "{\"pattern\": \"(\"}",
      "{\"minItems\": 1.5}",
      "{\"$schema\": \"http://json-schema.org/draft-07/schema#\"}",
      "{\"properties\": {\"a\": {\"requires\": [\"b\"]}}}",
    ]
    for schema in schemas {
      XCTAssertNotNil(try schemaError(schema), "\(schema) was accepted")
    }
  }

  func testBothSchemasLoad() throws {
    XCTAssertNoThrow(try trackValidator())
    XCTAssertNoThrow(try samplesValidator())
  }
}
