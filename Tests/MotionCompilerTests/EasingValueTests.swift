import MotionCompiler
import MotionRuntime
import XCTest

/// Easings are values: in `let`s, `defaults`, motion parameters and `play` arguments, with
/// their kind checked like any other value's.
final class EasingValueTests: XCTestCase {
  private func easings(_ text: String, _ property: Property = .moveX) throws -> [String] {
    let timeline = try compileClean(text)
    return (timeline.track(element: "view", property: property)?.segments ?? []).map {
      $0.easing.name
    }
  }

  func testLetsAndDefaultsHoldEasings() throws {
    let spec = """
      let standard = cubic(0.2, 0, 0, 1)
      let plain = easeOut
      defaults < ease standard >
      moveX 10
      moveX 20 ease plain
      moveX 30 ease steps(2)

      """
    XCTAssertEqual(
      try easings(spec), ["cubic(0.2, 0, 0, 1)", "easeOut", "steps(2, jump-end)"])
  }

  func testMotionParametersTakeEasings() throws {
    let spec = """
      motion enter(curve = easeOut) < opacity 0 over 0.3s ease curve, opacity 1 over 0.3s ease curve >
      play enter
      play enter(curve: linear(0, 0.25 50%, 1))
      play enter(curve: easeInQuad)

      """
    XCTAssertEqual(
      try easings(spec, .opacity),
      [
        "easeOut", "easeOut", "linear(0, 0.25 50%, 1)", "linear(0, 0.25 50%, 1)", "easeInQuad",
        "easeInQuad",
      ])
  }

  func testASpringArgumentPlaysForItsSettlingTime() throws {
    let timeline = try compileClean(
      "motion enter(curve = easeOut) < moveX 10 ease curve >\n"
        + "play enter(curve: spring(duration: 0.4s, bounce: 0.2))\n")
    let segment = try XCTUnwrap(timeline.track(element: "view", property: .moveX)?.segments.first)
    guard case .spring(let spring, let seconds) = segment.easing else {
      return XCTFail("not a spring")
    }
    XCTAssertEqual(spring, try Spring(duration: 0.4, bounce: 0.2))
    XCTAssertEqual(Ticks.seconds(segment.end - segment.start), seconds)
  }

  func testKindsAreCheckedAndNamed() {
    XCTAssertEqual(diagnosticSummary("let e = easeOut\nmoveX 2 over e\n"), ["M0122@2:14"])
    XCTAssertEqual(diagnosticSummary("let e = easeOut\nmoveX e\n"), ["M0101@2:7"])
    XCTAssertEqual(diagnosticSummary("let s = 0.3\nmoveX 1 ease s\n"), ["M0111@2:14"])
    XCTAssertEqual(diagnosticSummary("let e = easeOut\nlet f = e * 2\nmoveX f\n"), ["M0141@2:11"])
    XCTAssertEqual(
      diagnosticSummary("motion m(c = easeOut) < moveX 1 ease c >\nplay m(c: 0.5s)\n"),
      ["M0111@1:38"])
    XCTAssertEqual(diagnosticSummary("moveX pick(easeIn, easeOut)\n"), ["M0143@1:12"])
  }

  func testTheFormatterKeepsEasingValues() throws {
    let source =
      "let bouncy = spring(duration: 0.4s, bounce: 0.2)\nlet curve = linear(0, 0.5 25%, 1)\n"
    XCTAssertEqual(Formatter.format(SourceFile(path: "t.motion", text: source)).text, source)
  }
}
