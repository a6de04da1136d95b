import Foundation
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

  func testOperatorsInOneExpression() {
    func sum(_ terms: Int) -> String {
      "moveX " + Array(repeating: "1", count: terms).joined(separator: " + ") + "\n"
    }
    XCTAssertEqual(codes(sum(101)), [])  // 100 operators
    XCTAssertEqual(codes(sum(102)), ["M0121"])
  }

  func testParenthesesNesting() {
    func nested(_ depth: Int) -> String {
      "moveX " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        + "\n"
    }
    XCTAssertEqual(codes(nested(64)), [])
    XCTAssertEqual(codes(nested(65)), ["M0016"])
  }

  func testPlaysNestedInGroupsAndMotions() {
    // Each motion's body is a level, and so is each group that plays it.
    var limits = Limits()
    limits.maximumNesting = 4
    let chain = "motion a < play b >\nmotion b < play c >\nmotion c < moveX 1 >\n"
    XCTAssertEqual(codes(chain + "merge < play a >\n", limits: limits), [])
    XCTAssertEqual(codes(chain + "merge < merge < play a > >\n", limits: limits), ["M0016"])
  }

  func testPlaysThatMultiplyHaveABudget() {
    var limits = Limits()
    limits.maximumExpansion = 100
    // m0 is 1 statement, and each level is its 2 plays and twice the level below: m5 expands
    // to 94 statements (62 plays and 32 waits), m6 to 190.
    var motions = "motion m0 < wait 1ms >\n"
    for level in 1...6 {
      motions += "motion m\(level) < play m\(level - 1), play m\(level - 1) >\n"
    }
    XCTAssertEqual(codes(motions + "play m5\n", limits: limits), [])
    XCTAssertEqual(codes(motions + "play m6\n", limits: limits), ["M0121"])
  }

  func testFilesInOneCompilation() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("motionc-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 1...3 {
      try "let v\(index) = \(index)\n".write(
        to: folder.appendingPathComponent("f\(index).motion"), atomically: true, encoding: .utf8)
    }
    var limits = Limits()
    limits.maximumFiles = 3
    func compile(_ imports: Int) -> [String] {
      let text = (1...imports).map { "import \"f\($0).motion\"\n" }.joined() + "moveX 1\n"
      let path = folder.appendingPathComponent("main.motion").path
      return Compiler.compile(
        SourceFile(path: path, text: text),
        options: CompileOptions(loader: FileSystemLoader(mainFile: path)), limits: limits
      ).diagnostics.map(\.code)
    }
    XCTAssertEqual(compile(2), [])  // the spec and 2 imports: 3 files
    XCTAssertEqual(compile(3), ["M0121"])
  }
}
