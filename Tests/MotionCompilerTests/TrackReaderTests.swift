import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// A track read back with ``TrackReader`` is the timeline it was written from: sampled on a
/// 60 fps grid and around every segment boundary, both give bit-identical numbers. Malformed
/// tracks throw an error that says what is wrong and where, and never crash.
final class TrackReaderTests: XCTestCase {
  // MARK: - Round trips

  func testEverySpecReadsBackBitIdentical() throws {
    let folder = repositoryRoot.appendingPathComponent("specs")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".motion") }.sorted()
    XCTAssertGreaterThanOrEqual(names.count, 15, "specs/ should hold the example specs")
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      assertReadsBackIdentically(text, label: "specs/" + name)
    }
  }

  func testJumpsAndInstantsReadBackBitIdentical() {
    let sources = [
      "set opacity 0\nopacity 1 over 0.5s\nwait 0.25s\nset moveX 40\nmoveX 40 over 0s\n"
        + "moveX 0 from 80 over 0.5s\nset moveX 10\nset moveX 10\nwait 0.1s\n",
      "set moveX 4\nset moveX 8\nmoveX 2 over 1s\nmoveX 2 over 1s\nmoveX 7 from 2 over 0.3s\n",
      "merge <\n  moveX 10 over 1s\n  set moveY 4\n  rotate 0.25turn from -45deg over 0.5s\n>\n"
        + "set rotate 0deg\nrotate 10deg over 0s\nrotate -10deg over 0.1s delay 0.05s\n",
      "moveX 5 from 3 delay 1s over 1s wait 0.5s\nmoveX 5 over 0.5s ease easeOutBack\n",
      "moveX -0 over 1s\nmoveY 0.1 over 0.3s ease cubic(0.1, -0.0, 0.3, 1)\n",
      "moveX 1 delay 3599.999999999s over 0.000000001s\nmoveX 2 over 0.123456789s\n",
    ]
    for (index, source) in sources.enumerated() {
      assertReadsBackIdentically(source, label: "jumps \(index)")
    }
  }

  func testRepeatsWithStepsSpringsAndPointsReadBackBitIdentical() {
    let sources = [
      "moveX 50 from 100 over 0.5s ease steps(3, jump-start) repeat 3 yoyo\n"
        + "moveY 20 over 0.3s ease steps(5, jump-none) repeat 4 yoyo\n"
        + "rotate 30deg over 0.3s ease steps(2, jump-both) repeat 3 yoyo\n"
        + "opacity 0.2 over 1s ease steps(100) repeat 2 yoyo\n",
      "opacity 0.3 over 0.25s ease spring(mass: 1, stiffness: 200, damping: 5, velocity: 2) "
        + "repeat 3 yoyo\n"
        + "moveX 40 ease spring(duration: 0.5s, bounce: 0.3) repeat 2 yoyo\n"
        + "moveY 10 ease spring(response: 0.4s, dampingRatio: 1) repeat 2 yoyo\n"
        + "scale 2 ease spring(mass: 2, stiffness: 50, damping: 40, velocity: 3) repeat 3\n",
      "scale 2 over 0.4s ease linear(0, 1.3 30%, 0.8 60% 70%, 1) repeat 2 yoyo\n"
        + "moveX 10 over 0.3s ease linear(0, 0.25, 1) repeat 3 yoyo\n"
        + "rotate 10deg from -30deg over 0.3s ease easeOutElastic repeat 2\n"
        + "sequence <\n  moveY 5 over 0.2s ease cubic(0.3, -0.5, 0.7, 1.5)\n"
        + "  moveY -5 over 0.1s ease easeInOutBounce\n> repeat 2 yoyo\n",
    ]
    for (index, source) in sources.enumerated() {
      assertReadsBackIdentically(source, label: "repeats \(index)")
    }
  }

  func testLoopsReadBackBitIdentical() {
    let sources = [
      "moveX 10 over 1s wait 0.5s repeat forever\n",
      "moveX 10 delay 0.5s over 1s ease easeIn repeat forever yoyo\n",
      "merge <\n  moveX 10 delay 1s over 1s repeat forever\n  moveX 5 over 0.5s\n"
        + "  opacity 0.5 over 3s\n>\n",
      "sequence < wait 0.2s, moveX 10 over 0.3s, opacity 0.5 over 0.5s > repeat forever\n",
      "sequence < moveX 10 over 1s, moveX 20 from 30 over 1s ease steps(3) > repeat forever yoyo\n",
      "initial color #FF000080\nrepeat forever < color #0000FF over 0.4s in oklab, "
        + "set color #00FF0040, wait 0.1s >\n",
      "rotate 360deg over 1.5s ease spring(duration: 0.4s, bounce: 0.2) repeat forever\n",
    ]
    for (index, source) in sources.enumerated() {
      assertReadsBackIdentically(source, label: "loops \(index)")
    }
  }

  func testALoopIsReadWithItsTimeline() throws {
    let timeline = try TrackReader.timeline(
      fromJSON: #"""
        {"format": "motionc-track", "version": 2, "duration": 2, "endless": true, "elements": [
          {"name": "view", "properties": [
            {"property": "moveX", "unit": "pt", "initial": 0, "loop": {"start": 1, "end": 3},
             "easings": [{"type": "linear", "name": "linear"}],
             "keyframes": [{"time": 1, "value": 0}, {"time": 2, "value": 10, "easing": 0},
                           {"time": 2, "value": 0, "easing": 0}]}
          ]}
        ]}
        """#)
    XCTAssertTrue(timeline.isEndless)
    let track = try XCTUnwrap(timeline.track(element: "view", property: .moveX))
    XCTAssertEqual(track.loop, TrackLoop(start: 1_000_000_000, end: 3_000_000_000))
    XCTAssertEqual(track.value(atSeconds: 1.5), .number(5))
    XCTAssertEqual(track.value(atSeconds: 2.5), .number(0))
    XCTAssertEqual(track.value(atSeconds: 3.5), .number(5))
    XCTAssertEqual(track.value(atSeconds: 999_999.5), .number(5))
    XCTAssertEqual(track.value(atSeconds: 1_000_000), .number(0))
    // A version-1 track is finite, and so is a version-2 track that does not say `endless`.
    XCTAssertFalse(try TrackReader.timeline(fromJSON: validTrack).isEndless)
    XCTAssertFalse(
      try TrackReader.timeline(
        fromJSON: #"{"format": "motionc-track", "version": 2, "duration": 0, "elements": []}"#
      ).isEndless)
  }

  func testLoopsAreChecked() {
    func track(_ loop: String, endless: String = #", "endless": true"#) -> String {
      #"{"format": "motionc-track", "version": 2, "duration": 2"# + endless
        + #", "elements": [{"name": "v", "properties": [{"property": "moveX", "unit": "pt", "#
        + #""initial": 0, "loop": "# + loop + #", "easings": [{"type": "linear"}], "keyframes": ["#
        + #"{"time": 1, "value": 0}, {"time": 2, "value": 10, "easing": 0}]}]}]}"#
    }
    let path = "elements[0].properties[0].loop"
    assertRejects(
      track(#"{"start": 1, "end": 2}"#, endless: ""), path: path,
      message: "a track that loops needs an endless timeline: `\"endless\": true`")
    assertRejects(
      track(#"{"start": 1, "end": 2}"#, endless: #", "endless": false"#), path: path,
      message: "a track that loops needs an endless timeline")
    assertRejects(
      track(#"{"start": 2, "end": 2}"#), path: path + ".end",
      message: "a loop must end after it starts: 2 s is not after 2 s")
    assertRejects(
      track(#"{"start": 0, "end": 1.5}"#), path: path + ".end",
      message: "the loop ends at 1.5 s, before the last keyframe (2 s)")
    assertRejects(track(#"{"start": -1, "end": 2}"#), path: path + ".start", message: "negative")
    assertRejects(track(#"{"start": 1}"#), path: path, message: "missing `end`")
    assertRejects(track(#"[1, 2]"#), path: path, message: "expected an object")
    assertRejects(
      track(#"{"start": 1, "end": 2}"#, endless: #", "endless": 1"#), path: "endless",
      message: "expected true or false")
  }

  func testColorsInEverySpaceReadBackBitIdentical() {
    let sources = [
      "initial background #FF000080\n"
        + "background #00FF0040 over 0.7s in oklab ease easeInOutElastic\n"
        + "background #0000FF from #FFFFFF00 over 0.3s in linear repeat 2 yoyo\n"
        + "color #112233 from #44556677 over 0.5s in oklab ease steps(4, jump-both) repeat 3 yoyo\n",
      "initial a.color #3182F6\ninitial b.color #3182F6CC\n"
        + "merge <\n  a.color #F04452 over 0.6s in oklab ease easeInOut\n"
        + "  b.color #00000000 over 0.6s in linear ease spring(duration: 0.3s, bounce: 0.5)\n>\n"
        + "wait 0.2s\nb.color #F0445233 from #FFFFFF over 0.4s\nset a.color #123456\n",
      "initial background #3182F680\nbackground #3182F680 over 1s\nbackground #000000 over 1s\n",
      // Pauses while translucent colors hold (11/255 · 0.2 / 0.2 ≠ 11/255: a pause must not mix).
      "initial background #000000\nbackground #0B0B0B33 over 0.5s wait 0.5s\n"
        + "background #16161633 over 0.5s in oklab\nwait 0.3s\n"
        + "background #1B1B1BCC over 0.2s in linear wait 0.1s\nset background #0B0B0B33\n"
        + "wait 0.2s\nbackground #000000 over 0.1s\n",
    ]
    for (index, source) in sources.enumerated() {
      assertReadsBackIdentically(source, label: "colors \(index)")
    }
  }

  func testEveryNamedEasingReadsBackBitIdentical() {
    var source = ""
    for (index, name) in Easing.allNames.enumerated() {
      source += "moveX \(index % 2 == 0 ? 100 : -20) over 0.3s ease \(name)\n"
      source += "moveY \(index) over 0.2s ease \(name) repeat 2 yoyo\n"
    }
    assertReadsBackIdentically(source, label: "every named easing")
  }

  /// What the track cannot carry. JSON numbers have no -0 (the writer spells it 0), so a
  /// timeline that ends at -0 reads back ending at 0: equal, but with the other sign bit.
  func testNegativeZeroReadsBackAsZero() throws {
    let (original, read) = try compileAndRead("moveX -0 over 1s\n")
    let before = try XCTUnwrap(original.track(element: "view", property: .moveX))
    let after = try XCTUnwrap(read.track(element: "view", property: .moveX))
    let end = SampleTime(tick: Ticks.perSecond)
    XCTAssertEqual(before.sample(at: [end]), [-0.0])
    XCTAssertEqual(before.sample(at: [end]).first?.sign, .minus)
    XCTAssertEqual(after.sample(at: [end]), [0.0])
    XCTAssertEqual(after.sample(at: [end]).first?.sign, .plus)
  }

  /// What the track cannot tell apart: between two changes, an explicit change of a color to
  /// itself (which the compiler warns does nothing) is written like a pause, and read as one.
  /// Both hold the color exactly: mixing a color with itself returns it unchanged (without
  /// that, 11/255 · 0.2 / 0.2 ≠ 11/255 in the last bit).
  func testAnExplicitChangeOfATranslucentColorToItselfHoldsExactly() throws {
    let source =
      "initial background #000000\nbackground #0B0B0B33 over 0.5s\n"
      + "background #0B0B0B33 over 1s\nbackground #000000 over 1s\n"
    let (original, read) = try compileAndRead(source)
    let before = try XCTUnwrap(original.track(element: "view", property: .background))
    let after = try XCTUnwrap(read.track(element: "view", property: .background))
    let color = RGBA(red: 11.0 / 255, green: 11.0 / 255, blue: 11.0 / 255, alpha: 0.2)
    let inside = SampleTime(tick: Ticks.perSecond)
    XCTAssertEqual(after.value(at: inside), .color(color))
    guard case .color(let mixed) = before.value(at: inside) else {
      return XCTFail("not a color")
    }
    XCTAssertEqual(mixed, color)
    for tick: Tick in [0, 250_000_000, 499_999_999, 1_500_000_000, 2_000_000_000, 2_500_000_000] {
      let time = SampleTime(tick: tick)
      XCTAssertEqual(after.value(at: time), before.value(at: time), "at \(tick)")
    }
  }

  // MARK: - Reading

  func testKeyframesFollowTheSchemaRules() throws {
    let json = """
      {"format": "motionc-track", "version": 1, "duration": 2, "elements": [
        {"name": "box", "properties": [
          {"property": "moveX", "unit": "pt", "initial": 5,
           "easings": [{"type": "linear", "name": "linear"},
                       {"type": "steps", "name": "steps(2)", "count": 2, "position": "jump-end"}],
           "keyframes": [{"time": 0.5, "value": 10}, {"time": 0.5, "value": 20, "easing": 0},
                         {"time": 1, "value": 40, "easing": 0}, {"time": 1.5, "value": 40, "easing": 0},
                         {"time": 1.75, "value": 0, "easing": 1}]}]}]}
      """
    let timeline = try TrackReader.timeline(fromJSON: json)
    XCTAssertEqual(timeline.duration, 2 * Ticks.perSecond)
    let track = try XCTUnwrap(timeline.track(element: "box", property: .moveX))
    let expectations: [(Double, Double)] = [
      (0, 5), (0.499999999, 5), (0.5, 20), (0.75, 30), (1, 40), (1.25, 40), (1.5, 40),
      (1.625, 20), (1.749999999, 20), (1.75, 0), (3, 0),
    ]
    for (seconds, expected) in expectations {
      XCTAssertEqual(track.value(atSeconds: seconds).number, expected, "at \(seconds) s")
    }
    // Two jumps at 0.5 s, the change to 40, the hold from 1 s to 1.5 s (a number holds exactly
    // as a segment from 40 to 40), and the steps.
    XCTAssertEqual(track.count, 5)
  }

  func testTimesAreReadAsExactNanoseconds() throws {
    let json = """
      {"format": "motionc-track", "version": 1, "duration": 1234567.123456789, "elements": [
        {"name": "view", "properties": [
          {"property": "opacity", "unit": "fraction", "initial": 1,
           "easings": [{"type": "linear", "name": "linear"}],
           "keyframes": [{"time": 0.000000001, "value": 0.5},
                         {"time": 0.1234567895, "value": 0, "easing": 0},
                         {"time": 1234567.123456789, "value": 1, "easing": 0}]}]}]}
      """
    let timeline = try TrackReader.timeline(fromJSON: json)
    XCTAssertEqual(timeline.duration, 1_234_567_123_456_789)
    let track = try XCTUnwrap(timeline.track(element: "view", property: .opacity))
    XCTAssertEqual(track.segments.map(\.start), [1, 1, 123_456_790])
    XCTAssertEqual(track.segments.map(\.end), [1, 123_456_790, 1_234_567_123_456_789])
  }

  func testColorSpacesAndHoldsOfTranslucentColorsAreKept() throws {
    let json = """
      {"format": "motionc-track", "version": 1, "duration": 3, "elements": [
        {"name": "view", "properties": [
          {"property": "background", "unit": "rgba", "initial": [0, 0, 0, 1],
           "easings": [{"type": "linear", "name": "linear"}],
           "keyframes": [{"time": 0, "value": [0.1, 0.2, 0.3, 0.3]},
                         {"time": 1, "value": [0.1, 0.2, 0.3, 0.3], "easing": 0},
                         {"time": 2, "value": [0.9, 0.8, 0.7, 1], "easing": 0, "space": "oklab"}]}]}]}
      """
    let timeline = try TrackReader.timeline(fromJSON: json)
    let track = try XCTUnwrap(timeline.track(element: "view", property: .background))
    // The jump at 0 s and the change in Oklab; the pause from 0 s to 1 s is no segment.
    XCTAssertEqual(track.segments.map(\.colorSpace), [.srgb, .oklab])
    // The hold gives the stored color exactly (mixing a translucent color with itself would not).
    XCTAssertEqual(
      track.value(atSeconds: 0.5), .color(RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.3)))
  }

  func testAnEmptyTrackAndTrackWithoutKeyframesRead() throws {
    let empty = try TrackReader.timeline(
      fromJSON: #"{"format": "motionc-track", "version": 1, "duration": 0.5, "elements": []}"#)
    XCTAssertEqual(empty.duration, 500_000_000)
    XCTAssertTrue(empty.elements.isEmpty)
    let held = try TrackReader.timeline(
      fromJSON: """
        {"format": "motionc-track", "version": 1, "duration": 0, "elements": [{"name": "v",
          "properties": [{"property": "width", "unit": "pt", "initial": 12, "easings": [],
          "keyframes": []}]}]}
        """)
    let track = try XCTUnwrap(held.track(element: "v", property: .width))
    XCTAssertEqual(track.count, 0)
    XCTAssertEqual(track.value(atSeconds: 10), .number(12))
  }

  // MARK: - Malformed tracks

  /// A valid track the negative tests break one piece of at a time.
  private let validTrack = """
    {"format": "motionc-track", "version": 1, "duration": 1, "elements": [
      {"name": "view", "properties": [
        {"property": "moveX", "unit": "pt", "initial": 0,
         "easings": [{"type": "linear", "name": "linear"},
                     {"type": "steps", "name": "steps(4)", "count": 4, "position": "jump-end"},
                     {"type": "spring", "name": "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)",
                      "mass": 1, "stiffness": 100, "damping": 10, "velocity": 0, "duration": 0.5}],
         "keyframes": [{"time": 0, "value": 0}, {"time": 0.5, "value": 10, "easing": 1},
                       {"time": 1, "value": 20, "easing": 2}]},
        {"property": "color", "unit": "rgba", "initial": [1, 0, 0, 1],
         "easings": [{"type": "linear", "name": "linear"},
                     {"type": "piecewiseLinear", "name": "linear(0, 1)", "points": [[0, 0], [1, 1]]},
                     {"type": "reversed", "name": "reversed(easeInQuad)",
                      "easing": {"type": "quad", "name": "easeInQuad", "mode": "in"}},
                     {"type": "cubicBezier", "name": "ease", "points": [0.25, 0.1, 0.25, 1]}],
         "keyframes": [{"time": 0, "value": [1, 0, 0, 1]},
                       {"time": 1, "value": [0, 0, 1, 0.5], "easing": 0, "space": "oklab"}]}
      ]}
    ]}
    """

  func testTheValidTrackReads() throws {
    let timeline = try TrackReader.timeline(fromJSON: validTrack)
    XCTAssertEqual(timeline.elements.map(\.name), ["view"])
    XCTAssertEqual(timeline.elements.first?.tracks.map(\.property), [.moveX, .color])
  }

  /// Replaces `target` in the valid track (it must occur) and expects the reader to throw an
  /// error at `path` whose message contains `message`.
  private func assertRejects(
    replacing target: String, with replacement: String, path: String, message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(
      validTrack.contains(target), "`\(target)` is not in the valid track", file: file, line: line)
    assertRejects(
      validTrack.replacingOccurrences(of: target, with: replacement), path: path,
      message: message, file: file, line: line)
  }

  private func assertRejects(
    _ json: String, path: String, message: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertRejects(Data(json.utf8), path: path, message: message, file: file, line: line)
  }

  private func assertRejects(
    _ data: Data, path: String, message: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    do {
      let timeline = try TrackReader.timeline(fromJSON: data)
      XCTFail("expected an error, read \(timeline.elements.count) elements", file: file, line: line)
    } catch {
      XCTAssertEqual(error.path, path, "\(error)", file: file, line: line)
      XCTAssertTrue(
        error.message.contains(message), "`\(error.message)` lacks `\(message)`", file: file,
        line: line)
      let expected = path.isEmpty ? error.message : path + ": " + error.message
      XCTAssertEqual(error.description, expected, file: file, line: line)
    }
  }

  // MARK: - Version 3: markers and the reduced timeline

  /// The valid track as version 3, with markers and a reduced timeline after `"elements"`.
  private func version3(markers: String, reduced: String? = nil) -> String {
    var text = validTrack.replacingOccurrences(of: #""version": 1"#, with: #""version": 3"#)
    text.removeLast(1)  // the closing brace
    text += #", "markers": "# + markers
    if let reduced { text += #", "reduced": "# + reduced }
    return text + "}"
  }

  func testMarkersAndTheReducedTimelineRead() throws {
    let reduced =
      #"{"duration": 2, "endless": true, "elements": [], "markers": "#
      + #"[{"name": "fade", "element": "view", "start": 0.5, "end": 0.5}]}"#
    let track = try MotionTrack(
      json: version3(
        markers: #"[{"name": "hop", "element": "view", "start": 0, "end": 0.25}, "#
          + #"{"name": "hop", "element": "card", "start": 0, "end": 1}]"#, reduced: reduced))
    XCTAssertEqual(
      track.markers,
      [
        Marker(name: "hop", element: "view", start: 0, end: 250_000_000),
        Marker(name: "hop", element: "card", start: 0, end: 1_000_000_000),
      ])
    let reducedTimeline = try XCTUnwrap(track.reducedTimeline)
    XCTAssertEqual(reducedTimeline.duration, 2_000_000_000)
    XCTAssertTrue(reducedTimeline.isEndless)
    XCTAssertEqual(
      reducedTimeline.markers,
      [Marker(name: "fade", element: "view", start: 500_000_000, end: 500_000_000)])
    XCTAssertEqual(track.timeline(reducedMotion: true).duration, 2_000_000_000)
    XCTAssertEqual(track.timeline(reducedMotion: false).duration, 1_000_000_000)
    // An older version has neither; the reduced setting plays the usual timeline.
    let old = try MotionTrack(json: validTrack)
    XCTAssertEqual(old.markers, [])
    XCTAssertNil(old.reducedTimeline)
    XCTAssertEqual(old.timeline(reducedMotion: true).duration, 1_000_000_000)
  }

  func testBadMarkersAreErrorsAtTheirPaths() {
    assertRejects(
      version3(markers: #"[{"name": "hop", "element": "view", "start": 1, "end": 0.5}]"#),
      path: "markers[0].end",
      message: "a marker must not end before it starts: 0.5 s is before 1 s")
    assertRejects(
      version3(
        markers: #"[{"name": "a", "element": "view", "start": 1, "end": 1}, "#
          + #"{"name": "b", "element": "view", "start": 0.5, "end": 1}]"#),
      path: "markers[1].start",
      message: "markers are in the order they start: 0.5 s comes after 1 s")
    assertRejects(
      version3(markers: #"[{"element": "view", "start": 0, "end": 1}]"#), path: "markers[0]",
      message: "missing `name`")
    assertRejects(
      version3(markers: #"[{"name": "a", "element": "view", "start": -1, "end": 1}]"#),
      path: "markers[0].start", message: "a time must not be negative")
    assertRejects(
      version3(markers: #"{"name": "a"}"#), path: "markers", message: "expected an array")
  }

  func testErrorsInTheReducedTimelineSayReduced() {
    assertRejects(
      version3(markers: "[]", reduced: #"{"duration": 1}"#), path: "reduced",
      message: "missing `elements`")
    assertRejects(
      version3(
        markers: "[]",
        reduced: #"{"duration": 1, "elements": [{"name": "v", "properties": ["#
          + #"{"property": "spin", "unit": "deg", "initial": 0, "easings": [], "keyframes": []}]}]}"#
      ), path: "reduced.elements[0].properties[0].property", message: "unknown property \"spin\"")
    assertRejects(
      version3(
        markers: "[]",
        reduced: #"{"duration": 1, "elements": [{"name": "v", "properties": ["#
          + #"{"property": "moveX", "unit": "pt", "initial": 0, "loop": {"start": 0, "end": 1}, "#
          + #""easings": [], "keyframes": []}]}]}"#),
      path: "reduced.elements[0].properties[0].loop",
      message: "a track that loops needs an endless timeline")
  }

  func testTheFormatAndVersionAreChecked() {
    assertRejects(
      replacing: #""format": "motionc-track""#, with: #""format": "lottie""#, path: "format",
      message: #"not a motionc track: the format is "lottie", not "motionc-track""#)
    assertRejects(
      replacing: #""format": "motionc-track", "#, with: "", path: "",
      message: "not a motionc track: `format` is missing")
    assertRejects(
      replacing: #""version": 1"#, with: #""version": 4"#, path: "version",
      message: "unsupported track version 4: this reader reads versions 1 to 3")
    assertRejects(
      replacing: #""version": 1"#, with: #""version": 0"#, path: "version",
      message: "unsupported track version 0: this reader reads versions 1 to 3")
    assertRejects(
      replacing: #""version": 1"#, with: #""version": 1.5"#, path: "version",
      message: "unsupported track version 1.5")
    assertRejects(
      replacing: #""version": 1"#, with: #""version": "1""#, path: "version",
      message: "expected a number")
    assertRejects(
      replacing: #""version": 1, "#, with: "", path: "", message: "`version` is missing")
    assertRejects(
      #"[{"format": "motionc-track"}]"#, path: "", message: "expected an object, not an array")
  }

  func testNonJSONIsRejected() {
    assertRejects(Data([0xFF, 0xFE, 0x00, 0x7B]), path: "", message: "not valid JSON")
    assertRejects("hello", path: "", message: "not valid JSON")
    assertRejects("", path: "", message: "not valid JSON")
    assertRejects(
      String(validTrack.dropLast(3)), path: "", message: "not valid JSON")
  }

  func testMissingFieldsAreNamed() {
    assertRejects(
      replacing: #""duration": 1, "#, with: "", path: "", message: "missing `duration`")
    assertRejects(
      replacing: #""name": "view", "#, with: "", path: "elements[0]", message: "missing `name`")
    assertRejects(
      replacing: #""unit": "pt", "#, with: "", path: "elements[0].properties[0]",
      message: "missing `unit`")
    assertRejects(
      replacing: #", "easing": 1}"#, with: "}", path: "elements[0].properties[0].keyframes[1]",
      message: "missing `easing`: every keyframe after the first needs one")
    assertRejects(
      replacing: #"{"time": 0.5, "#, with: "{", path: "elements[0].properties[0].keyframes[1]",
      message: "missing `time`")
    assertRejects(
      replacing: #""mass": 1, "#, with: "", path: "elements[0].properties[0].easings[2]",
      message: "missing `mass`")
    assertRejects(
      replacing: #""mode": "in""#, with: #""mode": null"#,
      path: "elements[0].properties[1].easings[2].easing.mode",
      message: "expected a string, not null")
  }

  func testEasingIndicesAreChecked() {
    assertRejects(
      replacing: #""value": 20, "easing": 2"#, with: #""value": 20, "easing": 3"#,
      path: "elements[0].properties[0].keyframes[2].easing",
      message: "easing index 3 is out of range: the track has 3 easings")
    assertRejects(
      replacing: #""value": 20, "easing": 2"#, with: #""value": 20, "easing": -1"#,
      path: "elements[0].properties[0].keyframes[2].easing", message: "easing index -1")
    assertRejects(
      replacing: #""value": 20, "easing": 2"#, with: #""value": 20, "easing": 1.5"#,
      path: "elements[0].properties[0].keyframes[2].easing",
      message: "expected a whole number, not 1.5")
    assertRejects(
      replacing: #""value": 20, "easing": 2"#, with: #""value": 20, "easing": "2""#,
      path: "elements[0].properties[0].keyframes[2].easing", message: "expected a number")
  }

  func testValuesMustHaveTheShapeOfTheProperty() {
    assertRejects(
      replacing: #""value": [0, 0, 1, 0.5]"#, with: #""value": 0.5"#,
      path: "elements[0].properties[1].keyframes[1].value",
      message: "`color` takes a color [red, green, blue, alpha], not a number")
    assertRejects(
      replacing: #""value": [0, 0, 1, 0.5]"#, with: #""value": [0, 0, 1]"#,
      path: "elements[0].properties[1].keyframes[1].value",
      message: "a color has 4 components [red, green, blue, alpha], not 3")
    assertRejects(
      replacing: #""initial": 0,"#, with: #""initial": [0, 0, 0, 1],"#,
      path: "elements[0].properties[0].initial",
      message: "`moveX` takes a number (in pt), not an array")
    assertRejects(
      replacing: #""value": 10, "#, with: #""value": "10", "#,
      path: "elements[0].properties[0].keyframes[1].value",
      message: "expected a number or a color [red, green, blue, alpha]")
    assertRejects(
      replacing: #""value": 10, "#, with: #""value": 1e999, "#,
      path: "elements[0].properties[0].keyframes[1].value", message: "the number is out of range")
    assertRejects(
      replacing: #""value": [0, 0, 1, 0.5]"#, with: #""value": [0, 0, -1e400, 0.5]"#,
      path: "elements[0].properties[1].keyframes[1].value[2]",
      message: "the number is out of range")
  }

  func testPropertiesAndUnitsAreChecked() {
    assertRejects(
      replacing: #""property": "moveX""#, with: #""property": "moveZ""#,
      path: "elements[0].properties[0].property", message: #"unknown property "moveZ""#)
    assertRejects(
      replacing: #""unit": "pt""#, with: #""unit": "px""#,
      path: "elements[0].properties[0].unit", message: #"`moveX` is in "pt", not "px""#)
    assertRejects(
      replacing: #""property": "color", "unit": "rgba""#,
      with: #""property": "moveX", "unit": "pt""#, path: "elements[0].properties[1].property",
      message: "`moveX` appears more than once")
    assertRejects(
      replacing: #""space": "oklab""#, with: #""space": "hsl""#,
      path: "elements[0].properties[1].keyframes[1].space",
      message: #"unknown color space "hsl""#)
  }

  func testTimesMustNotBeNegativeOrDecrease() {
    assertRejects(
      replacing: #""time": 0.5, "value": 10"#, with: #""time": 1.5, "value": 10"#,
      path: "elements[0].properties[0].keyframes[2].time",
      message: "keyframe times must not decrease: 1 s comes after 1.5 s")
    assertRejects(
      replacing: #""time": 0.5, "value": 10"#, with: #""time": -0.5, "value": 10"#,
      path: "elements[0].properties[0].keyframes[1].time",
      message: "a time must not be negative, not -0.5 s")
    assertRejects(
      replacing: #""duration": 1"#, with: #""duration": 1e300"#, path: "duration",
      message: "the time is out of range")
    assertRejects(
      replacing: #""duration": 1"#, with: #""duration": 9300000000"#, path: "duration",
      message: "the time is out of range")
    assertRejects(
      replacing: #""duration": 1"#, with: #""duration": "1s""#, path: "duration",
      message: "expected a number of seconds")
  }

  func testStepCountsAreChecked() {
    assertRejects(
      replacing: #""count": 4"#, with: #""count": 0"#,
      path: "elements[0].properties[0].easings[1].count",
      message: "steps with jump-end need a count of at least 1, not 0")
    assertRejects(
      replacing: #""count": 4, "position": "jump-end""#,
      with: #""count": 1, "position": "jump-none""#,
      path: "elements[0].properties[0].easings[1].count",
      message: "steps with jump-none need a count of at least 2, not 1")
    assertRejects(
      replacing: #""count": 4"#, with: #""count": 2.5"#,
      path: "elements[0].properties[0].easings[1].count",
      message: "expected a whole number, not 2.5")
    assertRejects(
      replacing: #""count": 4"#, with: #""count": 1e30"#,
      path: "elements[0].properties[0].easings[1].count",
      message: "expected a whole number, not 1e+30")
    assertRejects(
      replacing: #""position": "jump-end""#, with: #""position": "end""#,
      path: "elements[0].properties[0].easings[1].position",
      message: #"unknown step position "end""#)
  }

  func testSpringParametersAreChecked() {
    assertRejects(
      replacing: #""mass": 1"#, with: #""mass": 0"#, path: "elements[0].properties[0].easings[2]",
      message: "`mass` must be greater than 0, not 0")
    assertRejects(
      replacing: #""damping": 10"#, with: #""damping": -1"#,
      path: "elements[0].properties[0].easings[2]", message: "`damping` must not be negative")
    assertRejects(
      replacing: #""stiffness": 100"#, with: #""stiffness": 1e999"#,
      path: "elements[0].properties[0].easings[2].stiffness",
      message: "the number is out of range")
    assertRejects(
      replacing: #""duration": 0.5"#, with: #""duration": -0.5"#,
      path: "elements[0].properties[0].easings[2].duration",
      message: "a spring's duration must not be negative")
  }

  func testOtherCurvesAreChecked() {
    assertRejects(
      replacing: #"{"type": "cubicBezier", "name": "ease""#,
      with: #"{"type": "wobble", "name": "ease""#,
      path: "elements[0].properties[1].easings[3].type", message: #"unknown easing type "wobble""#)
    assertRejects(
      replacing: #""mode": "in""#, with: #""mode": "sideways""#,
      path: "elements[0].properties[1].easings[2].easing.mode",
      message: #"unknown easing mode "sideways""#)
    assertRejects(
      replacing: "[[0, 0], [1, 1]]", with: "[[0, 0]]",
      path: "elements[0].properties[1].easings[1].points",
      message: "`linear()` needs at least 2 stops, not 1")
    assertRejects(
      replacing: "[[0, 0], [1, 1]]", with: "[[0, 0], [1]]",
      path: "elements[0].properties[1].easings[1].points[1]",
      message: "a point is [input, output], 2 numbers, not 1")
    assertRejects(
      replacing: "[[0, 0], [1, 1]]", with: "[[0.5, 0], [0.25, 1]]",
      path: "elements[0].properties[1].easings[1].points[1][0]",
      message: "the inputs of `linear()` points must not decrease")
    assertRejects(
      replacing: "[0.25, 0.1, 0.25, 1]", with: "[1.25, 0.1, 0.25, 1]",
      path: "elements[0].properties[1].easings[3].points[0]",
      message: "x1 of a cubic Bézier must lie in 0…1, not 1.25")
    assertRejects(
      replacing: "[0.25, 0.1, 0.25, 1]", with: "[0.25, 0.1, 0.25]",
      path: "elements[0].properties[1].easings[3].points",
      message: "a cubic Bézier has 4 numbers [x1, y1, x2, y2], not 3")
  }

  func testCurvesAndChangesThatCouldOverflowAreRejected() {
    // A line too steep to extend to 100%: blamed at its last point.
    assertRejects(
      replacing: "[[0, 0], [1, 1]]", with: "[[0, 0], [1e-302, 1e9], [2e-302, 0]]",
      path: "elements[0].properties[1].easings[1].points[2]",
      message: "the line through stops 2 and 3 of `linear()` is too steep: extended to 100%, "
        + "it overflows")
    // Outputs whose difference overflows.
    assertRejects(
      replacing: "[[0, 0], [1, 1]]", with: "[[0, -1e308], [1, 1e308]]",
      path: "elements[0].properties[1].easings[1].points[0]",
      message: "at 0%, the line through stops 1 and 2 of `linear()` overflows")
    // A cubic Bézier beyond ±1e16, and one whose coefficients overflow.
    assertRejects(
      replacing: "[0.25, 0.1, 0.25, 1]", with: "[0.25, 1e17, 0.25, 1]",
      path: "elements[0].properties[1].easings[3].points[1]",
      message: "y1 of `cubic` must be within ±10^16, not 1e+17")
    assertRejects(
      replacing: "[0.25, 0.1, 0.25, 1]", with: "[0.25, 0.1, 0.25, 1e308]",
      path: "elements[0].properties[1].easings[3].points[3]", message: "y2 of `cubic`")
    // A spring whose frequency overflows, and one that moves too far in its duration.
    assertRejects(
      replacing: #""mass": 1, "stiffness": 100"#, with: #""mass": 1e-300, "stiffness": 1e100"#,
      path: "elements[0].properties[0].easings[2]",
      message: "`stiffness` and `mass` are too far apart")
    assertRejects(
      replacing: #""damping": 10, "velocity": 0, "duration": 0.5"#,
      with: #""damping": 0, "velocity": 1e300, "duration": 0.5"#,
      path: "elements[0].properties[0].easings[2]", message: "this spring moves too far")
    assertRejects(
      replacing: #""velocity": 0, "duration": 0.5"#, with: #""velocity": 0, "duration": 1e308"#,
      path: "elements[0].properties[0].easings[2]",
      message: "this spring cannot be computed over 1e+308s")
    // Values whose change could overflow on the way (a spring overshoots).
    assertRejects(
      replacing: #"{"time": 1, "value": 20, "easing": 2}"#,
      with: #"{"time": 1, "value": 1e300, "easing": 2}"#,
      path: "elements[0].properties[0].keyframes[2].value",
      message: "this change from 10 to 1e+300 along its easing could reach")
    // Colors are 0…1, and an alpha is 0 or at least 2^-24.
    assertRejects(
      replacing: #"{"time": 1, "value": [0, 0, 1, 0.5]"#,
      with: #"{"time": 1, "value": [0, 0, 2, 0.5]"#,
      path: "elements[0].properties[1].keyframes[1].value[2]",
      message: "a color's components are 0…1, not 2")
    assertRejects(
      replacing: #"{"time": 1, "value": [0, 0, 1, 0.5]"#,
      with: #"{"time": 1, "value": [0, 0, 1, 1e-30]"#,
      path: "elements[0].properties[1].keyframes[1].value[3]",
      message: "a color's alpha is 0 or at least 2^-24, not 1e-30")
    // Numbers too large for a Double were rejected before; NaN and infinity are not JSON.
    assertRejects(
      replacing: #"{"time": 1, "value": 20, "easing": 2}"#,
      with: #"{"time": 1, "value": 1e999, "easing": 2}"#,
      path: "elements[0].properties[0].keyframes[2].value", message: "the number is out of range")
    for spelling in ["NaN", "Infinity", "-Infinity", "nan", "inf"] {
      XCTAssertThrowsError(
        try TrackReader.timeline(
          fromJSON: validTrack.replacingOccurrences(
            of: #"{"time": 1, "value": 20, "easing": 2}"#,
            with: #"{"time": 1, "value": \#(spelling), "easing": 2}"#)), spelling)
    }
  }

  func testDeeplyNestedInputThrowsInsteadOfCrashing() throws {
    let inner = #"{"type": "quad", "name": "easeInQuad", "mode": "in"}"#
    func nested(_ depth: Int) -> String {
      String(repeating: #"{"type": "reversed", "name": "r", "easing": "#, count: depth) + inner
        + String(repeating: "}", count: depth)
    }
    let shallow = validTrack.replacingOccurrences(of: inner, with: nested(40))
    XCTAssertEqual(try TrackReader.timeline(fromJSON: shallow).elements.count, 1)
    let deep = validTrack.replacingOccurrences(of: inner, with: nested(100_000))
    XCTAssertThrowsError(try TrackReader.timeline(fromJSON: deep))
  }

  // MARK: - Helpers

  /// The timeline `source` compiles to, and the one its track reads back as.
  private func compileAndRead(
    _ source: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> (original: Timeline, read: Timeline) {
    let result = Compiler.compile(SourceFile(path: "test.motion", text: source))
    let original = try XCTUnwrap(result.timeline, result.rendered, file: file, line: line)
    return (original, try TrackReader.timeline(fromJSON: try TrackWriter.json(original)))
  }

  /// Compiles `source` with its reduced-motion timeline, writes its track, reads it back, and
  /// checks that both tracks give bit-identical samples, timeline by timeline, and the same
  /// markers (and that writing the read track gives the same JSON, names of curves aside).
  private func assertReadsBackIdentically(
    _ source: String, label: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let result = Compiler.compile(
      SourceFile(path: label, text: source), options: CompileOptions(includeReduced: true))
    guard let original = result.track, !result.hasErrors else {
      XCTFail("\(label) does not compile:\n\(result.rendered)", file: file, line: line)
      return
    }
    XCTAssertNotNil(original.reducedTimeline, label, file: file, line: line)
    guard let json = try? TrackWriter.json(original) else {
      XCTFail("\(label): the track has a number that is not finite", file: file, line: line)
      return
    }
    let read: MotionTrack
    do {
      read = try MotionTrack(json: Data(json.utf8))
    } catch {
      XCTFail("\(label): \(error)", file: file, line: line)
      return
    }
    assertSameTimeline(read.timeline, original.timeline, label: label, file: file, line: line)
    if let reduced = original.reducedTimeline, let readReduced = read.reducedTimeline {
      assertSameTimeline(
        readReduced, reduced, label: label + " (reduced)", file: file, line: line)
    } else {
      XCTFail("\(label): the reduced timeline did not read back", file: file, line: line)
    }
    XCTAssertEqual(
      withoutNames((try? TrackWriter.json(read)) ?? ""), withoutNames(json),
      "\(label): the track changed", file: file, line: line)
  }

  private func assertSameTimeline(
    _ read: Timeline, _ original: Timeline, label: String, file: StaticString, line: UInt
  ) {
    XCTAssertEqual(read.duration, original.duration, label, file: file, line: line)
    XCTAssertEqual(read.isEndless, original.isEndless, label, file: file, line: line)
    XCTAssertEqual(read.markers, original.markers, label, file: file, line: line)
    XCTAssertEqual(
      read.elements.map(\.name), original.elements.map(\.name), label, file: file, line: line)
    for (originalElement, readElement) in zip(original.elements, read.elements) {
      XCTAssertEqual(
        readElement.tracks.map(\.property), originalElement.tracks.map(\.property), label,
        file: file, line: line)
      for (originalTrack, readTrack) in zip(originalElement.tracks, readElement.tracks) {
        let context = "\(label): \(originalElement.name).\(originalTrack.property.rawValue)"
        XCTAssertEqual(readTrack.initial, originalTrack.initial, context, file: file, line: line)
        XCTAssertEqual(readTrack.loop, originalTrack.loop, context, file: file, line: line)
        assertSameSamples(
          originalTrack, readTrack, until: original.duration, label: context, file: file,
          line: line)
      }
    }
  }

  private func assertSameSamples(
    _ original: PropertyTrack, _ read: PropertyTrack, until duration: Tick, label: String,
    file: StaticString, line: UInt
  ) {
    // A loop is sampled over its first cycles too (and far away, with the boundaries).
    let cycles = original.loop.map { $0.end + 3 * $0.period } ?? 0
    let end = max(duration, original.end, read.end, cycles) + Ticks.perSecond / 4
    guard let rate = FrameRate(numerator: 60, denominator: 1),
      let grid = FrameGrid(rate: rate, from: 0, to: end),
      let frames = grid.times(limit: 10_000_000)
    else {
      XCTFail("\(label): no frame grid", file: file, line: line)
      return
    }
    var boundaries: [SampleTime] = []
    var edges = (original.segments + read.segments).flatMap { [$0.start, $0.end] }
    if let loop = original.loop {
      // The same edges in a cycle far away (10^6 s on), and the cycle's own boundaries there.
      let far = loop.start + (1_000_000 * Ticks.perSecond / loop.period) * loop.period
      edges += [far, far + loop.period] + edges.map { far + ($0 - loop.start) }
    }
    for tick in edges {
      for offset: Tick in [-1, 0, 1] where tick + offset >= 0 {
        boundaries.append(SampleTime(tick: tick + offset))
      }
      boundaries.append(SampleTime(tick: tick, fraction: 0.5))
    }
    boundaries.sort { ($0.tick, $0.fraction) < ($1.tick, $1.fraction) }
    for (name, times) in [("60 fps", frames), ("boundaries", boundaries)] {
      let expected = original.sample(at: times)
      let actual = read.sample(at: times)
      XCTAssertEqual(actual, expected, "\(label) at \(name)", file: file, line: line)
      // Bit for bit, except that -0 and 0 are the same (the track spells -0 as 0; see
      // testNegativeZeroReadsBackAsZero).
      XCTAssertEqual(
        actual.map(bits), expected.map(bits),
        "\(label) at \(name): " + firstDifference(expected, actual, times, original),
        file: file, line: line)
    }
    // The other way to evaluate a track, one time at a time.
    if let time = boundaries.first(where: { read.value(at: $0) != original.value(at: $0) }) {
      XCTFail(
        "\(label): value(at: \(time.tick) + \(time.fraction)) is \(read.value(at: time)), not "
          + "\(original.value(at: time))", file: file, line: line)
    }
  }

  private func firstDifference(
    _ expected: [Double], _ actual: [Double], _ times: [SampleTime], _ track: PropertyTrack
  ) -> String {
    let stride = track.property.kind.componentCount
    for index in expected.indices
    where index >= actual.count || bits(expected[index]) != bits(actual[index]) {
      let time = times[index / stride]
      let read = index < actual.count ? "\(actual[index])" : "nothing"
      return "first difference at tick \(time.tick) + \(time.fraction): \(read), not "
        + "\(expected[index])"
    }
    return "no difference"
  }

  /// The bits of `value`, with -0 as 0.
  private func bits(_ value: Double) -> UInt64 {
    value == 0 ? 0 : value.bitPattern
  }

  /// The track without the `"name": …` fields of curves (a rebuilt `linear()` is named after its
  /// points).
  private func withoutNames(_ json: String) -> String {
    json.replacingOccurrences(
      of: #""name": "[^"]*", "#, with: "", options: .regularExpression)
  }
}
