import Foundation
import MotionCompiler
import MotionRuntime
import XCTest

/// `over`, `ease` and `in` after a group's `>`: defaults for the steps inside it.
final class GroupTimingTests: XCTestCase {
  private func segments(_ text: String, _ element: String, _ property: Property) throws
    -> [String]
  {
    let timeline = try compileClean(text)
    let track = timeline.track(element: element, property: property)
    return (track?.segments ?? []).map {
      "\(Ticks.decimalSeconds($0.start))-\(Ticks.decimalSeconds($0.end)) \($0.easing.name)"
    }
  }

  func testStepsWithoutTheirOwnTakeTheGroupsTiming() throws {
    let spec =
      "merge <\n  moveX 100\n  opacity 0 over 0.2s\n  scale 2 ease linear\n> over 0.8s ease easeInQuad\n"
    XCTAssertEqual(try segments(spec, "view", .moveX), ["0-0.8 easeInQuad"])
    XCTAssertEqual(try segments(spec, "view", .opacity), ["0-0.2 easeInQuad"])
    XCTAssertEqual(try segments(spec, "view", .scaleX), ["0-0.8 linear"])
  }

  func testTheGroupsOwnTimingKeepsItsMeaning() throws {
    let spec = "sequence < moveY 10, moveY 0 > over 0.1s ease easeOut delay 0.5s repeat 2 yoyo\n"
    XCTAssertEqual(
      try segments(spec, "view", .moveY),
      ["0.5-0.6 easeOut", "0.6-0.7 easeOut", "0.7-0.8 easeIn", "0.8-0.9 easeIn"])
  }

  func testNestedGroupsAndDefaultsInsideSetThemAgainAndNothingLeaks() throws {
    let spec = """
      stagger 0.1s <
        moveX 1
        merge < moveY 1 > ease easeOut
        sequence <
          defaults < over 0.3s >
          opacity 0
        >
      > over 1s ease easeIn
      rotate 90deg

      """
    XCTAssertEqual(try segments(spec, "view", .moveX), ["0-1 easeIn"])
    XCTAssertEqual(try segments(spec, "view", .moveY), ["0.1-1.1 easeOut"])
    XCTAssertEqual(try segments(spec, "view", .opacity), ["0.2-0.5 easeIn"])
    XCTAssertEqual(try segments(spec, "view", .rotate), ["1.1-1.6 linear"])
  }

  func testColorSpaceOfTheGroup() throws {
    let timeline = try compileClean(
      "initial color #FF0000\nmerge < color #0000FF over 1s > in oklab\n")
    XCTAssertEqual(
      timeline.track(element: "view", property: .color)?.segments.first?.colorSpace, .oklab)
  }

  func testGroupTimingMistakes() {
    XCTAssertEqual(diagnosticSummary("merge < moveX 1 > from 3\n"), ["M0117@1:19"])
    XCTAssertEqual(diagnosticSummary("merge < moveX 1 > over 1s over 2s\n"), ["M0105@1:27"])
    XCTAssertEqual(diagnosticSummary("merge < moveX 1 > ease easeOutt\n"), ["M0111@1:24"])
    XCTAssertEqual(diagnosticSummary("merge < moveX 1 > over 1\n"), ["M0102@1:24"])
    XCTAssertEqual(diagnosticSummary("merge < moveX 1 > in cmyk\n"), ["M0114@1:22"])
  }
}
