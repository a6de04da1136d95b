import Foundation
import MotionCompiler
import MotionTestSupport
import XCTest

/// Every limit has a test just under it and just over it (see grammar.md, "Limits").
final class LimitTests: XCTestCase {
  /// The error codes (warnings, such as a repeat's jump back, are beside the point here).
  private func codes(_ text: String, limits: Limits = Limits()) -> [String] {
    Compiler.compile(SourceFile(path: "t.motion", text: text), limits: limits).diagnostics
      .filter { $0.severity == .error }.map(\.code)
  }

  /// Every code, warnings included.
  private func everyCode(_ text: String, limits: Limits = Limits()) -> [String] {
    Compiler.compile(SourceFile(path: "t.motion", text: text), limits: limits).diagnostics
      .map(\.code)
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
    let temporary = try TemporaryFolder()
    defer { withExtendedLifetime(temporary) {} }
    let folder = temporary.url
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

  /// Positions are 32-bit: the files of one compilation together are capped, just under and
  /// just over, whatever the limit is set to.
  func testBytesOfOneCompilation() throws {
    let temporary = try TemporaryFolder()
    defer { withExtendedLifetime(temporary) {} }
    let folder = temporary.url
    let imported = "let v = 1\n"  // 10 bytes
    try imported.write(
      to: folder.appendingPathComponent("f.motion"), atomically: true, encoding: .utf8)
    let text = "import \"f.motion\"\nmoveX v\n"  // 26 bytes; the import starts at 27
    let path = folder.appendingPathComponent("main.motion").path
    func compile(_ limit: Int, motion: String? = nil) -> [Diagnostic] {
      var limits = Limits()
      limits.maximumSourceSize = limit
      var options = CompileOptions(loader: FileSystemLoader(mainFile: path))
      options.motion = motion
      return Compiler.compile(SourceFile(path: path, text: text), options: options, limits: limits)
        .diagnostics
    }
    XCTAssertEqual(compile(37).map(\.code), [])
    let over = compile(36)
    XCTAssertEqual(over.map(\.code), ["M0121"])
    XCTAssertEqual(over.first?.kind, .limitExceeded(.sourceSize(limit: 36)))
    XCTAssertEqual(over.first?.range, SourceRange(start: 0, end: 17))
    XCTAssertEqual(compile(25).map(\.kind), [.limitExceeded(.sourceSize(limit: 25))])
    // `--motion`'s text is a source of the compilation too.
    XCTAssertEqual(compile(37, motion: "m").map(\.kind), [.limitExceeded(.sourceSize(limit: 37))])
    // Set above what 32 bits hold, the limit is 2^32 − 2.
    XCTAssertEqual(Limits().maximumSourceSize, 1 << 30)
    var huge = Limits()
    huge.maximumSourceSize = Int.max
    XCTAssertEqual(huge.sourceSizeCap, Int(UInt32.max) - 1)
  }

  func testMessagesPerFile() {
    // 100 errors are all shown; the 101st place gets M0009 instead of the rest.
    XCTAssertEqual(
      everyCode(String(repeating: "movX 1\n", count: 100)), Array(repeating: "M0100", count: 100))
    XCTAssertEqual(
      everyCode(String(repeating: "movX 1\n", count: 101)),
      Array(repeating: "M0100", count: 100) + ["M0009"])
    XCTAssertEqual(
      everyCode(String(repeating: "movX 1\n", count: 10_000)),
      Array(repeating: "M0100", count: 100) + ["M0009"])
  }

  func testStepsInAStepsEasing() {
    XCTAssertEqual(everyCode("opacity 0 over 1s ease steps(100000)\n"), [])
    XCTAssertEqual(everyCode("opacity 0 over 1s ease steps(100001)\n"), ["M0119"])
  }

  func testASpringsSettlingTime() {
    // Settling time grows as damping falls: this one settles in about 11 days, over the limit
    // of 1,000,000 s for a step without `over`; with `over` it is cut short (a warning).
    XCTAssertEqual(everyCode("moveX 1 ease spring(mass: 1, stiffness: 100, damping: 1)\n"), [])
    XCTAssertEqual(
      everyCode("moveX 1 ease spring(mass: 1000000, stiffness: 0.001, damping: 0.001)\n"),
      ["M0119"])
    XCTAssertEqual(
      everyCode("moveX 1 over 1s ease spring(mass: 1000000, stiffness: 0.001, damping: 0.001)\n"),
      ["M0203"])
  }

  func testEveryKindOfGroupCountsTowardsNesting() {
    let kinds = ["merge", "sequence", "stagger 1ms", "repeat 2"]
    func nested(_ depth: Int) -> String {
      (0..<depth).map { kinds[$0 % kinds.count] + " < " }.joined() + "moveX 1 over 1ms"
        + String(repeating: " >", count: depth)
    }
    XCTAssertFalse(everyCode(nested(64)).contains("M0016"))
    XCTAssertEqual(everyCode(nested(65)).filter { $0 == "M0016" }, ["M0016"])
    // However deep the input, one error and no recursion past the limit.
    XCTAssertEqual(everyCode(nested(100_000)).filter { $0 == "M0016" }, ["M0016"])
  }

  func testNumberMagnitudeWhereverANumberIsWritten() {
    for (under, over) in [
      ("moveX by 1e15 over 1s", "moveX by 1.000001e15 over 1s"),
      ("moveX 0 from -1e15 over 1s", "moveX 0 from -1e16 over 1s"),
      ("moveX 1 over 1s ease cubic(0, 1e15, 1, 1)", "moveX 1 over 1s ease cubic(0, 1e400, 1, 1)"),
      ("scale 1e15 over 1s", "scale 1e17% over 1s"),
    ] {
      XCTAssertEqual(everyCode(under + "\n"), [], under)
      XCTAssertEqual(everyCode(over + "\n"), ["M0120"], over)
    }
  }

  func testATimelineMadeLongByDelaysWaitsAndGroups() {
    XCTAssertEqual(everyCode("moveX 1 delay 500000s over 250000s wait 250000s\n"), [])
    XCTAssertEqual(
      everyCode("moveX 1 delay 500000s over 250000s wait 250000.000000001s\n"), ["M0121"])
    XCTAssertEqual(everyCode("merge < wait 1s > delay 999999s\n"), [])
    XCTAssertEqual(everyCode("merge < wait 1s > delay 999999s wait 1ns\n").first, "M0006")
    XCTAssertEqual(everyCode("merge < wait 1s > delay 999999s wait 0.000000001s\n"), ["M0121"])
    XCTAssertEqual(everyCode("stagger 1000s < wait 0s, wait 0s > repeat 1000\n"), [])
    XCTAssertEqual(everyCode("stagger 1000s < wait 0s, wait 0s > repeat 1001\n"), ["M0121"])
  }
}
