import Foundation
import MotionCompiler
import XCTest

/// Lines and columns: columns count characters, found in one pass per line however many
/// locations are asked for on it.
final class SourceFileTests: XCTestCase {
  /// The definition: one more than the number of line breaks before the offset, and one more
  /// than the number of characters in the line's text before the offset (what `location(of:)`
  /// computed by decoding the prefix for every call), without the file's line table.
  private func expectedLocation(_ file: SourceFile, _ offset: Int) -> SourceLocation {
    let before = file.bytes[..<max(0, min(offset, file.bytes.count))]
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lineStart =
      line == 1 ? file.contentStart : (before.lastIndex(of: UInt8(ascii: "\n")) ?? 0) + 1
    let end = max(lineStart, min(offset, file.bytes.count))
    let column = String(decoding: file.bytes[lineStart..<end], as: UTF8.self).count + 1
    return SourceLocation(line: line, column: column)
  }

  /// The offsets that are not inside the bytes of a valid multi-byte scalar (the lexer never
  /// makes one; there, a column counts the character the offset is in).
  private func boundaryOffsets(_ bytes: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    var position = 0
    while position <= bytes.count {
      offsets.append(position)
      guard position < bytes.count else { break }
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes[position...].makeIterator()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): position += encoded.count
      case .error(let length):
        // Inside an ill-formed sequence every offset is fine.
        for inside in 1..<max(length, 1) { offsets.append(position + inside) }
        position += max(length, 1)
      case .emptyInput: position += 1
      }
    }
    return offsets
  }

  func testColumnsCountCharactersOnEveryKindOfLine() {
    let pieces: [[UInt8]] = [
      Array("moveX 20".utf8), Array(" ".utf8), Array("\t".utf8), Array("\r".utf8),
      Array("\n".utf8), Array("\r\n".utf8), Array("é".utf8), Array("e\u{301}".utf8),
      Array("\u{301}".utf8), Array("👩‍💻".utf8), Array("🇫🇷".utf8), Array("🇫".utf8),
      Array("\u{200D}".utf8), Array("한".utf8), Array("\u{1100}\u{1161}".utf8),
      Array("\u{0600}".utf8), Array("\u{FEFF}".utf8), [0xEF, 0xBB, 0xBF], [0xFF], [0x80],
      [0xE1, 0x80], [0xF0, 0x9F], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0],
    ]
    var generator = SystemRandomNumberGenerator()
    for round in 0..<400 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...30, using: &generator) {
        bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      let file = SourceFile(path: "t.motion", bytes: bytes)
      let offsets = boundaryOffsets(bytes).shuffled(using: &generator)
      let expected = offsets.map { expectedLocation(file, $0) }
      XCTAssertEqual(file.locations(of: offsets), expected, "round \(round): \(bytes)")
      XCTAssertEqual(offsets.map { file.location(of: $0) }, expected, "round \(round): \(bytes)")
    }
  }

  func testManyLocationsOnOneLongLineAreFound() {
    // 4 MB on one line, most of it é, with a location asked for every 40 KB: one pass.
    let text = "moveX 1 " + String(repeating: "é", count: 2_000_000) + " @"
    let file = SourceFile(path: "t.motion", text: text)
    let offsets =
      Array(stride(from: 0, through: file.bytes.count, by: 40_000)) + [
        file.bytes.count - 1
      ]
    let started = Date()
    let locations = file.locations(of: offsets)
    XCTAssertLessThan(Date().timeIntervalSince(started), 20, "one pass, not one per location")
    XCTAssertEqual(locations.first, SourceLocation(line: 1, column: 1))
    XCTAssertEqual(locations.last, SourceLocation(line: 1, column: 8 + 2_000_000 + 2))
    XCTAssertEqual(locations[1], SourceLocation(line: 1, column: 9 + (40_000 - 8) / 2))
  }

  func testOffsetsOutsideTheTextAreClamped() {
    let file = SourceFile(path: "t.motion", bytes: [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8))
    XCTAssertEqual(
      file.locations(of: [-5, 0, 1, 3, 5, 6, 8, 100]),
      [
        SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 1),
        SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 1),
        SourceLocation(line: 1, column: 3), SourceLocation(line: 2, column: 1),
        SourceLocation(line: 2, column: 3), SourceLocation(line: 2, column: 3),
      ])
  }
}
