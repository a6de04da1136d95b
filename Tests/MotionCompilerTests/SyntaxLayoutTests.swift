import XCTest

@testable import MotionCompiler

/// The syntax tree has a node per step of a large file: its nodes stay small (a large spec's
/// `check` and `fmt` peak memory is mostly its tree).
final class SyntaxLayoutTests: XCTestCase {
  func testNodesStaySmall() {
    XCTAssertEqual(MemoryLayout<SourceRange>.stride, 8)
    XCTAssertLessThanOrEqual(MemoryLayout<NumberLiteral>.stride, 16)
    // A name is held inline (a box for each was an allocation per name): 32 bytes, not 24.
    XCTAssertLessThanOrEqual(MemoryLayout<MotionCompiler.Expression>.stride, 32)
    // An `ease` is held inline (a box for each was an allocation a step): 56 bytes, not 40.
    XCTAssertLessThanOrEqual(MemoryLayout<Modifier>.stride, 56)
    XCTAssertLessThanOrEqual(MemoryLayout<Statement>.stride, 104)
  }

  func testNumbersKeepTheirSpelling() {
    for text in ["0", "0.50", ".5", "1e3", "1E-3", "2.5e+10", "007", "123456789012345"] {
      let literal = NumberLiteral(parsing: text)
      XCTAssertEqual(literal?.text, text)
    }
    // More than 15 characters: kept whole too, and decoded as before.
    let long = NumberLiteral(parsing: "0.1234567890123456789012s")
    XCTAssertEqual(long?.text, "0.1234567890123456789012")
    XCTAssertEqual(long?.unit, .seconds)
    XCTAssertEqual(long?.significand, 1_234_567_890_123_456_789)
    XCTAssertEqual(long?.exponent, -19)
    XCTAssertEqual(long?.isExact, false)
    let short = NumberLiteral(parsing: "2.50ms")
    XCTAssertEqual(short?.significand, 250)
    XCTAssertEqual(short?.exponent, -2)
    XCTAssertEqual(short?.isExact, true)
    XCTAssertEqual(short?.unit, .milliseconds)
  }

  func testImpliedRangesAreWhereTheKeywordsAre() {
    let source = "set moveX by 20 over 1s\n"
    let (tree, diagnostics) = Parser.parse(SourceFile(path: "t.motion", text: source))
    XCTAssertEqual(diagnostics, [])
    guard case .change(let change) = tree.statements.first else {
      return XCTFail("expected a change")
    }
    XCTAssertEqual(change.setKeyword, SourceRange(start: 0, end: 3))
    XCTAssertEqual(change.by, SourceRange(start: 10, end: 12))
    XCTAssertEqual(change.modifiers.first?.keyword, SourceRange(start: 16, end: 20))
  }
}
