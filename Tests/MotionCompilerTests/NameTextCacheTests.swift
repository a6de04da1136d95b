import XCTest

@testable import MotionCompiler

/// The parser's cache of name texts gives, for any bytes, the text decoding them gives: when
/// the name was read before (anywhere in the file), when its slot was taken by another name,
/// near the end of the bytes, and when the cache is off.
final class NameTextCacheTests: XCTestCase {
  private func decoded(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  func testEveryRangeReadTwiceGivesTheDecodedText() {
    // Names of every length from 1 to 20 bytes, read at every position (the last 15 bytes are
    // keyed one byte at a time), twice: the second read comes from the cache when it fits.
    let bytes = Array("badge11.moveX toastBanner9.scale heroImage11.opacity easeInOutBack".utf8)
    for enabled in [true, false] {
      var cache = NameTextCache(enabled: enabled)
      for _ in 0..<2 {
        for start in 0..<bytes.count {
          for end in start + 1...min(start + 20, bytes.count) {
            XCTAssertEqual(
              cache.text(bytes, start, end), decoded(bytes, start, end), "\(start)..<\(end)")
          }
        }
      }
    }
  }

  func testNamesThatDifferInOneByteOrInLengthAreTold() {
    var cache = NameTextCache(enabled: true)
    let padding = [UInt8](repeating: UInt8(ascii: " "), count: 16)
    let names = ["a", "a\0", "ab", "abcdefgh", "abcdefgh\0", "abcdefghi", "abcdefghijklmno"]
    let variants = names + names.map { $0.uppercased() } + ["abcdefghijklmnO", "Abcdefgh"]
    for _ in 0..<2 {
      for name in variants {
        // Far from the end (keyed from two loads) and at the very end (byte by byte).
        for bytes in [Array(name.utf8) + padding, padding + Array(name.utf8)] {
          let start = bytes.starts(with: padding) ? padding.count : 0
          let end = start + name.utf8.count
          XCTAssertEqual(cache.text(bytes, start, end), name)
        }
      }
    }
  }

  func testManyNamesSharingSlotsStayCorrect() {
    // Five thousand names in 1,024 slots: most slots are taken over again and again.
    var cache = NameTextCache(enabled: true)
    let names = (0..<5_000).map { "element\($0)" }
    let bytes = Array(names.joined(separator: " ").utf8) + Array(repeating: 0x20, count: 16)
    var starts: [(Int, Int)] = []
    var position = 0
    for name in names {
      starts.append((position, position + name.utf8.count))
      position += name.utf8.count + 1
    }
    for _ in 0..<2 {
      for (index, (start, end)) in starts.enumerated() {
        XCTAssertEqual(cache.text(bytes, start, end), names[index])
      }
      for (index, (start, end)) in starts.enumerated().reversed() {
        XCTAssertEqual(cache.text(bytes, start, end), names[index])
      }
    }
  }

  func testBytesOutsideASCIIAndLongNamesAreDecodedAsStringDoes() {
    var cache = NameTextCache(enabled: true)
    let bytes: [UInt8] =
      Array("größe ".utf8) + [0x61, 0xFF, 0x62, 0x20] + Array("aVeryLongNameIndeed_42 ".utf8)
      + Array(repeating: 0x20, count: 16)
    let ranges = [(0, 6), (0, 7), (7, 10), (11, 33), (2, 3), (3, 4)]
    for _ in 0..<2 {
      for (start, end) in ranges {
        XCTAssertEqual(cache.text(bytes, start, end), decoded(bytes, start, end))
      }
    }
  }

  func testRangesOutsideTheBytesAreClampedAsSourceFileTextClampsThem() {
    var cache = NameTextCache(enabled: true)
    let bytes = Array("moveX".utf8)
    XCTAssertEqual(cache.text(bytes, 2, 99), "veX")
    XCTAssertEqual(cache.text(bytes, -3, 2), "mo")
    XCTAssertEqual(cache.text(bytes, 4, 2), "")
  }

  func testAParseWithTheCacheGivesTheTreeOfAParseWithout() {
    // A file large enough for the parser to cache names, read whole (cached) and read again
    // from its first statement to its last (the re-reading stream caches nothing).
    var lines: [String] = []
    for index in 0..<400 {
      let element = ["badge\(index % 7)", "toastBanner\(index % 13)", "a", "heroImage\(index)"]
      lines.append(
        "\(element[index % 4]).moveX \(index) over 0.2s ease easeOutBack from length\(index % 5)")
      lines.append("merge < scale 1.1, opacity 0.5 ease cubic(0.2, 0, 0, 1) > delay 40ms")
    }
    let file = SourceFile(path: "large.motion", text: lines.joined(separator: "\n") + "\n")
    XCTAssertGreaterThan(file.bytes.count, 8_192)
    var whole = Parser.StatementStream(lexingAsItGoes: file, limits: Limits())
    var cached: [Statement] = []
    while let statement = whole.next() { cached.append(statement) }
    guard let first = cached.first, let last = cached.last else { return XCTFail("no statements") }
    var again = Parser.StatementStream(
      file, rereading: first.range.union(last.range), limits: Limits())
    var uncached: [Statement] = []
    while let statement = again.next() { uncached.append(statement) }
    XCTAssertEqual(cached.count, 800)
    XCTAssertEqual(cached, uncached)
  }
}
