import XCTest

@testable import MotionLanguageServer

/// Byte offsets ↔ LSP positions, checked against Swift's own UTF-16 and UTF-8 views.
final class PositionTests: XCTestCase {
  private let text = "a😀b\ncé\r\nx\ry"

  func testUTF16CountsSurrogatePairsAsTwo() {
    let lines = LineIndex(Array(text.utf8))
    // "b" is after "a" (1 byte) and 😀 (4 bytes): offset 5, UTF-16 column 3.
    XCTAssertEqual(lines.position(of: 5, encoding: .utf16), Position(line: 0, character: 3))
    XCTAssertEqual(lines.position(of: 5, encoding: .utf8), Position(line: 0, character: 5))
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 3), encoding: .utf16), 5)
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 5), encoding: .utf8), 5)
  }

  func testEveryOffsetMatchesSwiftsViews() {
    let lines = LineIndex(Array(text.utf8))
    let lineTexts = ["a😀b", "cé", "x", "y"]
    var offset = 0
    for (number, line) in lineTexts.enumerated() {
      for index in line.indices {
        let prefix = line[..<index]
        let expected16 = Position(line: number, character: prefix.utf16.count)
        let expected8 = Position(line: number, character: prefix.utf8.count)
        let at = offset + prefix.utf8.count
        XCTAssertEqual(lines.position(of: at, encoding: .utf16), expected16, "offset \(at)")
        XCTAssertEqual(lines.position(of: at, encoding: .utf8), expected8, "offset \(at)")
        XCTAssertEqual(lines.offset(of: expected16, encoding: .utf16), at)
        XCTAssertEqual(lines.offset(of: expected8, encoding: .utf8), at)
      }
      offset += line.utf8.count + (number == 1 ? 2 : 1)
    }
    XCTAssertEqual(lines.lineCount, 4)
  }

  func testLineBreaksAreLFCRLFAndLoneCR() {
    let lines = LineIndex(Array("1\n2\r\n3\r4".utf8))
    XCTAssertEqual(lines.lineCount, 4)
    XCTAssertEqual(lines.offset(of: Position(line: 3, character: 0), encoding: .utf16), 7)
    // Inside a CRLF: the end of the line.
    XCTAssertEqual(lines.position(of: 4, encoding: .utf16), Position(line: 1, character: 1))
  }

  func testPositionsOutsideTheTextAreClamped() {
    let lines = LineIndex(Array("ab\ncd".utf8))
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 99), encoding: .utf16), 2)
    XCTAssertEqual(lines.offset(of: Position(line: 9, character: 0), encoding: .utf16), 5)
    XCTAssertEqual(lines.position(of: 99, encoding: .utf16), Position(line: 1, character: 2))
    XCTAssertEqual(lines.position(of: -3, encoding: .utf16), Position(line: 0, character: 0))
  }

  func testAPositionInsideASurrogatePairIsItsCharacter() {
    let lines = LineIndex(Array("a😀b".utf8))
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 2), encoding: .utf16), 1)
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 3), encoding: .utf8), 1)
  }

  func testInvalidUTF8CountsAsReplacementCharacters() {
    // 0xFF is one U+FFFD: one UTF-16 unit, three UTF-8 bytes as a client shows it.
    let lines = LineIndex([0x61, 0xFF, 0x62])
    XCTAssertEqual(lines.position(of: 2, encoding: .utf16), Position(line: 0, character: 2))
    XCTAssertEqual(lines.position(of: 2, encoding: .utf8), Position(line: 0, character: 4))
  }

  func testEmptyText() {
    let lines = LineIndex([])
    XCTAssertEqual(lines.lineCount, 1)
    XCTAssertEqual(lines.position(of: 0, encoding: .utf16), Position(line: 0, character: 0))
    XCTAssertEqual(lines.offset(of: Position(line: 0, character: 4), encoding: .utf16), 0)
  }
}
