import XCTest

@testable import MotionCompiler

/// The lexer finds where a word ends by testing eight bytes at once: it must agree with the
/// test of one byte, in every byte position, and wherever the word ends.
final class WordBytesTests: XCTestCase {
  func testEightBytesAtOnceAgreeWithOneAtATime() {
    func expected(_ bytes: [UInt8]) -> UInt64 {
      bytes.enumerated().reduce(UInt64(0)) {
        isWordByte($1.element) ? $0 : $0 | UInt64(0x80) << (8 * UInt64($1.offset))
      }
    }
    func word(_ bytes: [UInt8]) -> UInt64 {
      bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }
    // Every byte in every position, among word bytes and among others.
    let fillers: [UInt8] = [UInt8(ascii: "a"), UInt8(ascii: "_"), UInt8(ascii: "9"), 0x20, 0xFF]
    for filler in fillers {
      for byte in 0...255 {
        for lane in 0..<8 {
          var bytes = [UInt8](repeating: filler, count: 8)
          bytes[lane] = UInt8(byte)
          XCTAssertEqual(Lexer.nonWordBytes(word(bytes)), expected(bytes), "\(bytes)")
        }
      }
    }
    var random = SplitMix64(seed: 8)
    for _ in 0..<10_000 {
      let bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      XCTAssertEqual(Lexer.nonWordBytes(word(bytes)), expected(bytes), "\(bytes)")
    }
  }

  func testAWordEndsAtItsLastWordByte() {
    let letters = Array("aZ_9bY8c".utf8)
    for length in 1...20 {
      let name = String(decoding: (0..<length).map { letters[$0 % letters.count] }, as: UTF8.self)
      for after in ["", " over 1s", "\n", ".x", "-1", "é", "(", "#fff"] {
        let (tokens, _) = Lexer.tokenize(SourceFile(path: "t.motion", text: "x" + name + after))
        XCTAssertEqual(tokens.first?.range, SourceRange(start: 0, end: length + 1), name + after)
      }
    }
  }
}
