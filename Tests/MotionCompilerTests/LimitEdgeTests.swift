import MotionCompiler
import XCTest

/// The limits LimitTests does not reach, each just under and just over (grammar.md, "Limits").
final class LimitEdgeTests: XCTestCase {
  private func codes(_ text: String, limits: Limits = Limits()) -> [String] {
    Compiler.compile(SourceFile(path: "t.motion", text: text), limits: limits).diagnostics
      .map(\.code)
  }

  func testMessagesPerFile() {
    // 100 errors are all shown; the 101st place gets M0009 instead of the rest.
    XCTAssertEqual(
      codes(String(repeating: "movX 1\n", count: 100)), Array(repeating: "M0100", count: 100))
    XCTAssertEqual(
      codes(String(repeating: "movX 1\n", count: 101)),
      Array(repeating: "M0100", count: 100) + ["M0009"])
    XCTAssertEqual(
      codes(String(repeating: "movX 1\n", count: 10_000)),
      Array(repeating: "M0100", count: 100) + ["M0009"])
  }

  func testStepsInAStepsEasing() {
    XCTAssertEqual(codes("opacity 0 over 1s ease steps(100000)\n"), [])
    XCTAssertEqual(codes("opacity 0 over 1s ease steps(100001)\n"), ["M0119"])
  }

  func testASpringsSettlingTime() {
    // Settling time grows as damping falls: this one settles in about 11 days, over the limit
    // of 1,000,000 s for a step without `over`; with `over` it is cut short (a warning).
    XCTAssertEqual(codes("moveX 1 ease spring(mass: 1, stiffness: 100, damping: 1)\n"), [])
    XCTAssertEqual(
      codes("moveX 1 ease spring(mass: 1000000, stiffness: 0.001, damping: 0.001)\n"),
      ["M0119"])
    XCTAssertEqual(
      codes("moveX 1 over 1s ease spring(mass: 1000000, stiffness: 0.001, damping: 0.001)\n"),
      ["M0203"])
  }

  func testEveryKindOfGroupCountsTowardsNesting() {
    let kinds = ["merge", "sequence", "stagger 1ms", "repeat 2"]
    func nested(_ depth: Int) -> String {
      (0..<depth).map { kinds[$0 % kinds.count] + " < " }.joined() + "moveX 1 over 1ms"
        + String(repeating: " >", count: depth)
    }
    XCTAssertFalse(codes(nested(64)).contains("M0016"))
    XCTAssertEqual(codes(nested(65)).filter { $0 == "M0016" }, ["M0016"])
    // However deep the input, one error and no recursion past the limit.
    XCTAssertEqual(codes(nested(100_000)).filter { $0 == "M0016" }, ["M0016"])
  }

  func testNumberMagnitudeWhereverANumberIsWritten() {
    for (under, over) in [
      ("moveX by 1e15 over 1s", "moveX by 1.000001e15 over 1s"),
      ("moveX 0 from -1e15 over 1s", "moveX 0 from -1e16 over 1s"),
      ("moveX 1 over 1s ease cubic(0, 1e15, 1, 1)", "moveX 1 over 1s ease cubic(0, 1e400, 1, 1)"),
      ("scale 1e15 over 1s", "scale 1e17% over 1s"),
    ] {
      XCTAssertEqual(codes(under + "\n"), [], under)
      XCTAssertEqual(codes(over + "\n"), ["M0120"], over)
    }
  }

  func testATimelineMadeLongByDelaysWaitsAndGroups() {
    XCTAssertEqual(codes("moveX 1 delay 500000s over 250000s wait 250000s\n"), [])
    XCTAssertEqual(codes("moveX 1 delay 500000s over 250000s wait 250000.000000001s\n"), ["M0121"])
    XCTAssertEqual(codes("merge < wait 1s > delay 999999s\n"), [])
    XCTAssertEqual(codes("merge < wait 1s > delay 999999s wait 1ns\n").first, "M0006")
    XCTAssertEqual(codes("merge < wait 1s > delay 999999s wait 0.000000001s\n"), ["M0121"])
    XCTAssertEqual(codes("stagger 1000s < wait 0s, wait 0s > repeat 1000\n"), [])
    XCTAssertEqual(codes("stagger 1000s < wait 0s, wait 0s > repeat 1001\n"), ["M0121"])
  }
}
