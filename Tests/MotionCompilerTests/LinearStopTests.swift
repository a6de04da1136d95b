import MotionCompiler
import MotionRuntime
import XCTest

/// The stops of `linear(…)`: an output, then input positions that are signed percentages, as
/// in CSS (`0 -20%`, `0.5 10% -10%`), never a subtraction.
final class LinearStopTests: XCTestCase {
  private func points(_ easing: String) throws -> [[Double]] {
    let timeline = try compileClean("moveX 100 over 1s ease \(easing)\n")
    let segment = try XCTUnwrap(timeline.track(element: "view", property: .moveX)?.segment(0))
    guard case .piecewiseLinear(let curve) = segment.easing else {
      XCTFail("\(easing) is not a linear() curve")
      return []
    }
    return curve.points.map { [$0.input, $0.output] }
  }

  func testASignDirectlyBeforeANumberStartsAnInput() throws {
    // CSS: 10% and −10% are two inputs; −10% is raised to 10%.
    XCTAssertEqual(
      try points("linear(0, 0.5 10% -10%, 1)"), [[0, 0], [0.1, 0.5], [0.1, 0.5], [1, 1]])
    // A negative input right after the output: the stop 0 at −20%, not 0 − 20%.
    XCTAssertEqual(
      try points("linear(0 -20%, 0.3, 1 120%)"),
      [[-0.2, 0], [-0.2 + (1.2 - -0.2) / 2, 0.3], [1.2, 1]])
    XCTAssertEqual(try points("linear(0, 0.5 +40%, 1)"), [[0, 0], [0.4, 0.5], [1, 1]])
    XCTAssertEqual(try points("linear(-0.5 -50%, 1)"), [[-0.5, -0.5], [1, 1]])
  }

  func testTheValuesAreCSSs() throws {
    // CSS gives 0 and 25 at 0s and 0.05s of a 0 → 100 change over 1s.
    let timeline = try compileClean("moveX 100 over 1s ease linear(0, 0.5 10% -10%, 1)\n")
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0), 0)
    XCTAssertEqual(number(timeline, "view", .moveX, at: 0.05), 25)
    let extended = try compileClean("moveX 100 over 1s ease linear(0 -20%, 0.3, 1 120%)\n")
    XCTAssertEqual(
      try XCTUnwrap(number(extended, "view", .moveX, at: 0)), 30 / 3.5, accuracy: 1e-12)
    XCTAssertEqual(try XCTUnwrap(number(extended, "view", .moveX, at: 0.5)), 30, accuracy: 1e-12)
  }

  func testTheSampleCommandAgreesWithCSS() throws {
    let file = SourceFile(
      path: "t.motion", text: "moveX 100 over 1s ease linear(0, 0.5 10% -10%, 1)\n")
    let timeline = try XCTUnwrap(Compiler.compile(file).timeline)
    let text = try SampleWriter.write(
      timeline, at: [SampleTime(tick: 0), SampleTime(tick: 50_000_000)], format: .csv)
    XCTAssertEqual(text, "time,view.moveX\n0,0\n0.05,25\n")
  }

  func testTheOutputIsStillAValue() throws {
    // With a space after the `-`, a subtraction; inside parentheses too.
    XCTAssertEqual(try points("linear(0, 1 - 0.5 50%, 1)"), [[0, 0], [0.5, 0.5], [1, 1]])
    XCTAssertEqual(try points("linear(0, (1 -0.5) 50%, 1)"), [[0, 0], [0.5, 0.5], [1, 1]])
    XCTAssertEqual(try points("linear(0, 2 * 0.25 50%, 1)"), [[0, 0], [0.5, 0.5], [1, 1]])
    // Other calls read their arguments as before: `0 -1` is 0 − 1 there.
    XCTAssertEqual(diagnosticSummary("moveX 1 ease cubic(0.2, 0 -1, 0, 1)\n"), [])
  }

  func testTheSyntaxTreeHasTheSignedInputs() {
    let file = SourceFile(path: "t.motion", text: "moveX 1 ease linear(0 -20%, 0.5 10% +10%, 1)\n")
    let (tree, diagnostics) = Parser.parse(file)
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(
      Dump.syntaxTree(tree, file: file),
      """
      change moveX @1:1
        number 1 @1:7
        modifier ease @1:9
          easing linear(…) @1:14
            number 0 @1:21
            negate @1:23
              number 20 unit % @1:24
            number 0.5 @1:29
            number 10 unit % @1:33
            number 10 unit % @1:38
            number 1 @1:43

      """)
  }

  func testInputMistakes() {
    // A sign apart from its number is not an input: one error, at the sign, with a help.
    let apart = MarkedSource("moveX 1 ease linear(0, 0.5 10% 1️⃣- 10%, 1)\n")
    let (_, diagnostics) = Parser.parse(SourceFile(path: "t.motion", text: apart.text))
    XCTAssertEqual(diagnostics.map(\.kind), [.expected(.commaOrClose, found: .token("-"))])
    XCTAssertEqual(diagnostics.first?.range.start, apart[1])
    XCTAssertEqual(diagnostics.first?.notes, [.signBeforeNumber(sign: "-")])
    // A signed input without `%`.
    XCTAssertEqual(diagnosticSummary("moveX 1 ease linear(0, 1 -5)\n"), ["M0119@1:26"])
    // `0 - 20%` with spaces is the subtraction it looks like: a unit error.
    XCTAssertEqual(diagnosticSummary("moveX 1 ease linear(0 - 20%, 1)\n"), ["M0141@1:23"])
    // Three inputs.
    XCTAssertEqual(diagnosticSummary("moveX 1 ease linear(0, 1 -5% 5% 10%)\n"), ["M0119@1:24"])
  }

  func testEveryInputSpellingReadsBackToTheSameFraction() throws {
    // The input is read from its exact decimal: 29% is the Double nearest 0.29.
    for (text, fraction) in [
      ("29%", 0.29), ("-20%", -0.2), ("120%", 1.2), ("0.1%", 0.001), ("-0.000001%", -1e-8),
      ("57.00000000000001%", 0.5700000000000001), ("1e2%", 1.0), ("33.33333333333333%", 1.0 / 3),
      // 41.4314 / 100 and 10.7931 / 100 round to a neighbour of the Double nearest the decimal.
      ("41.4314%", 0.414314), ("10.7931%", 0.107931),
    ] {
      XCTAssertEqual(try points("linear(0 \(text), 1 1000%)").first?.first, fraction, text)
    }
  }
}
