import Foundation
import MotionLottie
import MotionRuntime
import XCTest

/// Endless timelines, markers, warnings and limits.
final class LoopMarkerWarningTests: XCTestCase {
  func testAnEndlessTimelineExportsItsFirstCycleAndRepeatsShorterLoopsInIt() throws {
    // Rotation loops every 0.4 s from 0; the timeline's first cycle ends at 1 s.
    let spin = PropertyTrack(
      property: .rotate, initial: .number(0), segments: [change(0, 0.4, 0, 360)],
      loop: TrackLoop(start: 0, end: ticks(0.4)))
    let longer = PropertyTrack(
      property: .opacity, initial: .number(1), segments: [change(0, 1, 1, 0.5)],
      loop: TrackLoop(start: 0, end: ticks(1)))
    let line = timeline([spin, longer], duration: 1, endless: true)
    let file = try export(line, fps: 30)
    XCTAssertEqual(file.frameCount, 30)
    let rotation = try LottieReader(file).property("view", "ks.r")
    for frame in stride(from: 0.0, to: 30, by: 0.25) {
      let expected = try XCTUnwrap(spin.value(atSeconds: frame / 30).number)
      XCTAssertEqual(try LottieReader.value(rotation, at: frame)[0], expected, accuracy: 1e-6)
    }
    // 0.4 does not divide 1: a player looping the file restarts the spin early.
    XCTAssertEqual(
      file.warnings,
      [
        .loopRestartsInLoop(
          element: "view", property: .rotate, loop: spin.loop ?? TrackLoop(start: 0, end: 1)!,
          cycle: ticks(1))
      ])
  }

  func testALoopThatDividesTheCycleAndStartsAtZeroNeedsNoWarning() throws {
    let pulse = PropertyTrack(
      property: .opacity, initial: .number(1),
      segments: [change(0, 0.5, 1, 0.5), change(0.5, 1, 0.5, 1)],
      loop: TrackLoop(start: 0, end: ticks(1)))
    let file = try export(timeline([pulse], duration: 1, endless: true))
    XCTAssertEqual(file.warnings, [])
  }

  func testAChangeThatHappensOnceInAnEndlessTimelineIsAWarning() throws {
    let once = PropertyTrack(
      property: .moveX, initial: .number(0), segments: [change(0, 0.3, 0, 10)])
    let file = try export(timeline([once], duration: 1, endless: true))
    XCTAssertEqual(
      file.warnings, [.changeReplaysInLoop(element: "view", property: .moveX, cycle: ticks(1))])
    XCTAssertEqual(
      file.warnings.first?.message,
      "`view.moveX` changes once, but the file holds one 1s cycle of this endless timeline: a "
        + "player that loops it replays the change every 1s")
  }

  func testMarkersAreFramesNamedAfterTheirMotion() throws {
    let markers = [
      Marker(name: "fadeIn", element: "card", start: 0, end: ticks(0.3)),
      Marker(name: "shake", element: "field", start: ticks(0.5), end: ticks(0.75)),
      Marker(name: "pop", element: "button", start: ticks(0.75), end: ticks(1)),
      Marker(name: "pop", element: "card", start: ticks(1), end: ticks(1.2)),
      Marker(name: "pop", element: "button", start: ticks(1.2), end: ticks(1.5)),
    ]
    let file = try export(timeline([], duration: 1.5, markers: markers), fps: 60)
    let exported = try XCTUnwrap(try LottieReader(file).document["markers"] as? [[String: Any]])
    XCTAssertEqual(
      exported.map { $0["cm"] as? String },
      ["fadeIn", "shake", "pop on button", "pop on card", "pop on button 2"])
    XCTAssertEqual(exported.map { LottieReader.number($0["tm"]) }, [0, 30, 45, 60, 72])
    XCTAssertEqual(exported.map { LottieReader.number($0["dr"]) }, [18, 15, 15, 12, 18])
    // Bodymovin's order: tm, cm, dr.
    XCTAssertTrue(file.text.contains("{\"tm\": 0, \"cm\": \"fadeIn\", \"dr\": 18}"))
  }

  func testBlurAndAnUnshownColorAreWarnings() throws {
    let tracks = [
      PropertyTrack(
        property: .color, initial: .color(RGBA(red: 1, green: 0, blue: 0)), segments: []),
      PropertyTrack(
        property: .background, initial: .color(RGBA(red: 0, green: 0, blue: 1)), segments: []),
      PropertyTrack(property: .blur, initial: .number(4), segments: [change(0, 1, 4, 0)]),
    ]
    let file = try export(timeline(tracks, duration: 1, element: "card"))
    XCTAssertEqual(
      file.warnings, [.blurNotExported(element: "card"), .colorNotExported(element: "card")])
    XCTAssertEqual(
      file.warnings.map(\.message),
      [
        "`card.blur` is not exported: Lottie shapes have no blur, so the layer is drawn sharp",
        "`card.color` is not exported: the rectangle is filled with `card.background`",
      ])
    // The background fills the rectangle.
    let fill = try LottieReader(file).property("card", "fill.c")
    XCTAssertEqual(try LottieReader.value(fill, at: 0), [0, 0, 1, 1])
  }

  func testColorFillsTheRectangleWhenThereIsNoBackground() throws {
    let track = PropertyTrack(
      property: .color, initial: .color(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)), segments: [])
    let file = try export(timeline([track], duration: 1))
    XCTAssertEqual(file.warnings, [])
    let reader = try LottieReader(file)
    XCTAssertEqual(
      try LottieReader.value(try reader.property("view", "fill.c"), at: 0), [1, 0, 0, 1])
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "fill.o"), at: 0), [50])
  }

  func testOptionsOutsideTheirRangesAreErrors() {
    let line = timeline([], duration: 1)
    for (width, height, fps, expected) in [
      (0, 10, 60, LottieExportError.invalidSize(width: 0, height: 10)),
      (10, 16_385, 60, .invalidSize(width: 10, height: 16_385)),
      (10, 10, 0, .invalidFrameRate(0)), (10, 10, 241, .invalidFrameRate(241)),
    ] {
      XCTAssertThrowsError(
        try LottieFile(
          line,
          options: LottieOptions(name: "x", width: width, height: height, framesPerSecond: fps))
      ) { XCTAssertEqual($0 as? LottieExportError, expected) }
    }
    XCTAssertNoThrow(
      try LottieFile(
        line, options: LottieOptions(name: "x", width: 16_384, height: 1, framesPerSecond: 240)))
  }

  /// A rate that is not whole, just under and just over the maximum, compared exactly.
  func testFractionalFrameRatesUpToTheMaximum() throws {
    let track = PropertyTrack(
      property: .moveX, initial: .number(0), segments: [change(0, 1, 0, 100)])
    let line = timeline([track], duration: 1)
    func options(_ numerator: UInt64, _ denominator: UInt64) throws -> LottieOptions {
      LottieOptions(
        name: "x",
        frameRate: try XCTUnwrap(FrameRate(numerator: numerator, denominator: denominator)))
    }
    XCTAssertThrowsError(try LottieFile(line, options: try options(240_001, 1000))) {
      XCTAssertEqual($0 as? LottieExportError, .invalidFrameRate(240.001))
      XCTAssertEqual(
        ($0 as? LottieExportError)?.message,
        "the Lottie frame rate must be above 0 and at most 240, not 240.001")
    }
    let top = try LottieFile(line, options: try options(239_999, 1000))
    XCTAssertTrue(top.text.contains("\"fr\": 239.999,"))
    XCTAssertEqual(top.frameCount, 241)
    let ntsc = try LottieReader(try LottieFile(line, options: try options(30000, 1001)))
    XCTAssertEqual(ntsc.document["fr"] as? Double, 29.97002997)
    // 1 s is frame 29.97…: the change's last keyframe is there, `op` one past frame 30.
    XCTAssertEqual(ntsc.document["op"] as? Int, 31)
    let keys = LottieReader.keyframes(try ntsc.property("view", "ks.p.x"))
    XCTAssertEqual(keys.compactMap { LottieReader.number($0["t"]) }, [0, 29.97002997])
  }

  func testTheKeyframeLimitJustUnderAndJustOver() throws {
    // steps(100): 100 holds, plus the hold before it; the element's other properties are static.
    let track = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [change(0.5, 1, 0, 100, .steps(100, .jumpEnd))])
    let line = timeline([track], duration: 1)
    // The smallest limit that is enough, found by bisection.
    var low = 1
    var high = 10_000
    while low < high {
      let middle = (low + high) / 2
      if (try? LottieFile(line, options: LottieOptions(name: "x", maximumKeyframes: middle))) != nil
      {
        high = middle
      } else {
        low = middle + 1
      }
    }
    XCTAssertGreaterThan(low, 100)
    XCTAssertLessThan(low, 1_000)
    XCTAssertNoThrow(try LottieFile(line, options: LottieOptions(name: "x", maximumKeyframes: low)))
    XCTAssertThrowsError(
      try LottieFile(line, options: LottieOptions(name: "x", maximumKeyframes: low - 1))
    ) { XCTAssertEqual($0 as? LottieExportError, .tooManyKeyframes(limit: low - 1)) }
  }

  func testManyStillElementsCountTowardTheLimit() throws {
    let elements = (0..<100).map { ElementTimeline(name: "e\($0)", tracks: []) }
    let line = Timeline(duration: ticks(1), elements: elements)
    // Each layer counts for the dozen properties it writes: 1,200 for a hundred.
    XCTAssertNoThrow(
      try LottieFile(line, options: LottieOptions(name: "x", maximumKeyframes: 1_200)))
    XCTAssertThrowsError(
      try LottieFile(line, options: LottieOptions(name: "x", maximumKeyframes: 1_199))
    ) { XCTAssertEqual($0 as? LottieExportError, .tooManyKeyframes(limit: 1_199)) }
  }

  func testASpringThatOscillatesWithoutEndIsStoppedByTheLimit() throws {
    let spring = try Spring(mass: 1, stiffness: 1e12, damping: 0)
    let track = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [change(0, 100, 0, 1, .spring(spring, duration: 100))])
    XCTAssertThrowsError(
      try LottieFile(
        timeline([track], duration: 100),
        options: LottieOptions(name: "x", maximumKeyframes: 20_000))
    ) { XCTAssertEqual($0 as? LottieExportError, .tooManyKeyframes(limit: 20_000)) }
  }
}
