import MotionCompiler
import MotionRuntime
import XCTest

/// `Timeline.markers`: one marker per play of a motion, from where its body starts (after its
/// `delay`) to where the play ends (its `wait` included), by start then source order. Expected
/// times are worked out by hand from "Time: the exact rules".
final class MarkerTests: XCTestCase {
  /// Each marker as `NAME@ELEMENT START-END` (seconds).
  private func markers(_ source: String) throws -> [String] {
    try compileClean(source).markers.map {
      "\($0.name)@\($0.element) \(Ticks.decimalSeconds($0.start))-\(Ticks.decimalSeconds($0.end))"
    }
  }

  private let motions = """
    motion hop < moveY -10 over 0.2s, moveY 0 over 0.2s >
    motion fade < opacity 0 over 0.1s >

    """

  func testEachPlayIsAMarkerFromItsStartToItsEnd() throws {
    XCTAssertEqual(
      try markers(motions + "play hop on card\nwait 0.1s\nplay fade on title\n"),
      ["hop@card 0-0.4", "fade@title 0.5-0.6"])
  }

  func testTheMarkerStartsAfterTheDelayAndEndsAfterTheWait() throws {
    XCTAssertEqual(
      try markers(motions + "play hop on card delay 0.1s wait 0.3s\nplay fade\n"),
      ["hop@card 0.1-0.8", "fade@view 0.8-0.9"])
  }

  func testAPlayWithoutAnElementIsOnTheCurrentTarget() throws {
    XCTAssertEqual(try markers(motions + "target card\nplay fade\n"), ["fade@card 0-0.1"])
  }

  func testMarkersAreOrderedByStartThenSourceOrder() throws {
    // The merge starts both at 0: source order decides; the stagger puts `hop` later.
    XCTAssertEqual(
      try markers(motions + "merge < play fade on b, play fade on a >\n"),
      ["fade@b 0-0.1", "fade@a 0-0.1"])
    XCTAssertEqual(
      try markers(motions + "stagger 0.05s < play hop on a, play fade on b, play fade on c >\n"),
      ["hop@a 0-0.4", "fade@b 0.05-0.15", "fade@c 0.1-0.2"])
    XCTAssertEqual(
      try markers(motions + "merge < play hop on a delay 0.2s, play fade on b >\n"),
      ["fade@b 0-0.1", "hop@a 0.2-0.6"])
  }

  func testARepeatedPlayIsOneMarkerPerPlay() throws {
    XCTAssertEqual(
      try markers(motions + "play fade on a repeat 3\n"),
      ["fade@a 0-0.1", "fade@a 0.1-0.2", "fade@a 0.2-0.3"])
    // Each play takes its delay again.
    XCTAssertEqual(
      try markers(motions + "play fade on a delay 0.1s wait 0.2s repeat 2\n"),
      ["fade@a 0.1-0.4", "fade@a 0.5-0.8"])
  }

  func testPlaysInsideARepeatedGroupAreCopiedForEachPlay() throws {
    XCTAssertEqual(
      try markers(motions + "repeat 2 < play fade on a\nplay hop on b >\n"),
      ["fade@a 0-0.1", "hop@b 0.1-0.5", "fade@a 0.5-0.6", "hop@b 0.6-1"])
  }

  func testYoyoMirrorsTheMarkersOfItsBackwardPlays() throws {
    // Play 1 forwards (fade 0–0.1, hop 0.1–0.5); play 2 backwards in 0.5–1: hop 0.5–0.9, then
    // fade 0.9–1; play 3 forwards again from 1.
    XCTAssertEqual(
      try markers(motions + "sequence < play fade on a, play hop on b > repeat 3 yoyo\n"),
      [
        "fade@a 0-0.1", "hop@b 0.1-0.5", "hop@b 0.5-0.9", "fade@a 0.9-1", "fade@a 1-1.1",
        "hop@b 1.1-1.5",
      ])
    // A mirrored play has its delay at the end and its wait at the start.
    XCTAssertEqual(
      try markers(motions + "play fade on a delay 0.1s wait 0.2s repeat 2 yoyo\n"),
      ["fade@a 0.1-0.4", "fade@a 0.4-0.7"])
  }

  func testNestedRepeatsMultiply() throws {
    XCTAssertEqual(
      try markers(motions + "repeat 2 < play fade on a repeat 2 >\n"),
      ["fade@a 0-0.1", "fade@a 0.1-0.2", "fade@a 0.2-0.3", "fade@a 0.3-0.4"])
  }

  func testAPlayInsideAMotionIsAMarkerToo() throws {
    let source = """
      motion fade < opacity 0 over 0.1s >
      motion both < moveX 5 over 0.2s, play fade >
      play both on card

      """
    XCTAssertEqual(try markers(source), ["both@card 0-0.3", "fade@card 0.2-0.3"])
  }

  func testRepeatForeverGivesTheMarkersOfTheFirstCycle() throws {
    XCTAssertEqual(
      try markers(motions + "play fade on a repeat forever\n"), ["fade@a 0-0.1"])
    XCTAssertEqual(
      try markers(motions + "play fade on a repeat forever yoyo\n"),
      ["fade@a 0-0.1", "fade@a 0.1-0.2"])
    XCTAssertEqual(
      try markers(motions + "repeat forever < play fade on a\nwait 0.1s >\n"),
      ["fade@a 0-0.1"])
  }

  func testAMotionThatNeverEndsEndsItsMarkerWithItsFirstCycle() throws {
    let source =
      "motion spin < rotate 360deg over 1s ease linear repeat forever >\nplay spin on a\n"
    let timeline = try compileClean(source)
    XCTAssertTrue(timeline.isEndless)
    XCTAssertEqual(try markers(source), ["spin@a 0-1"])
  }

  func testATimelineWithoutPlaysHasNoMarkers() throws {
    XCTAssertEqual(try markers("moveX 10 over 0.2s\n"), [])
  }

  func testTheReducedTimelineHasItsOwnMarkers() throws {
    let source = """
      motion shake <
        moveX 10 over 0.1s
        moveX 0 over 0.1s
        reduced < opacity 0.5 over 0.3s >
      >
      play shake on card

      """
    let result = Compiler.compile(
      SourceFile(path: "test.motion", text: source), options: CompileOptions(reduced: true))
    let timeline = try XCTUnwrap(result.timeline, result.rendered)
    XCTAssertEqual(
      timeline.markers, [Marker(name: "shake", element: "card", start: 0, end: 300_000_000)])
  }

  func testMotionOnItsOwnIsAMarkerOnView() throws {
    let result = Compiler.compile(
      SourceFile(path: "test.motion", text: motions + "play hop\nplay fade\n"),
      options: CompileOptions(motion: "hop"))
    let timeline = try XCTUnwrap(result.timeline, result.rendered)
    XCTAssertEqual(
      timeline.markers, [Marker(name: "hop", element: "view", start: 0, end: 400_000_000)])
  }

  func testTooManyMarkersIsALimitNotAHang() throws {
    var limits = Limits()
    limits.maximumSegments = 10
    let file = SourceFile(
      path: "test.motion",
      text: "motion nothing < wait 0.1s >\nrepeat 4 < play nothing repeat 3 >\n")
    let result = Compiler.compile(file, limits: limits)
    XCTAssertNil(result.timeline)
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.code), ["M0121"])
    limits.maximumSegments = 12
    XCTAssertEqual(Compiler.compile(file, limits: limits).timeline?.markers.count, 12)
  }
}
