import MotionCompiler
import XCTest

/// Every limit has a test just under it and just over it (see grammar.md, "Limits").
final class LimitTests: XCTestCase {
  /// The error codes (warnings, such as a repeat's jump back, are beside the point here).
  private func codes(_ text: String, limits: Limits = Limits()) -> [String] {
    Compiler.compile(SourceFile(path: "t.motion", text: text), limits: limits).diagnostics
      .filter { $0.severity == .error }.map(\.code)
  }

  func testFileSize() {
    var limits = Limits()
    limits.maximumFileSize = 20
    let text = "moveX 1 over 1s\n"  // 16 bytes
    XCTAssertEqual(codes(text + "    ", limits: limits), [])
    XCTAssertEqual(codes(text + "     ", limits: limits), ["M0008"])
  }

  func testRepeatCount() {
    XCTAssertEqual(codes("moveX 1 over 1ms repeat 10000\n"), [])
    XCTAssertEqual(codes("moveX 1 over 1ms repeat 10001\n"), ["M0112"])
  }

  func testSegmentCountAfterUnrolling() {
    var limits = Limits()
    limits.maximumSegments = 10
    // A repeat counts each change of each play twice (the change and a possible jump back),
    // and is refused before anything is unrolled: 5 plays count 10.
    XCTAssertEqual(codes("moveX 1 over 1ms repeat 5\n", limits: limits), [])
    XCTAssertEqual(codes("moveX 1 over 1ms repeat 6\n", limits: limits), ["M0121"])
    // Nested repeats multiply.
    XCTAssertEqual(codes("repeat 100 < repeat 100 < moveX 1 over 1ms > >\n"), [])
    XCTAssertEqual(codes("repeat 10000 < repeat 10000 < moveX 1 over 1ms > >\n"), ["M0121"])
  }

  func testTimelineLength() {
    XCTAssertEqual(codes("wait 1000000s\n"), [])
    XCTAssertEqual(codes("wait 1000000.000000001s\n"), ["M0121"])
    XCTAssertEqual(codes("wait 500000s\nwait 500000s\n"), [])
    XCTAssertEqual(codes("wait 500000s\nwait 500000s\nwait 1ms\n"), ["M0121"])
    XCTAssertEqual(codes("moveX 1 over 1000s repeat 1000\n"), [])
    XCTAssertEqual(codes("moveX 1 over 1000s repeat 1001\n"), ["M0121"])
    XCTAssertEqual(codes("wait 99999999999999999999999s\n"), ["M0121"])
  }

  func testNumberMagnitude() {
    XCTAssertEqual(codes("moveX 1e15 over 1s\n"), [])
    XCTAssertEqual(codes("moveX 1.000001e15 over 1s\n"), ["M0120"])
    XCTAssertEqual(codes("moveX 1e400 over 1s\n"), ["M0120"])
    XCTAssertEqual(codes("moveX 1e-400 over 1s\n"), [])
  }

  func testNesting() {
    func nested(_ depth: Int) -> String {
      String(repeating: "merge < ", count: depth) + "moveX 1"
        + String(repeating: " >", count: depth)
    }
    XCTAssertEqual(codes(nested(64)), [])
    XCTAssertEqual(codes(nested(65)), ["M0016"])
  }
}
