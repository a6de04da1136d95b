/// Finds the keyword a word spells, for the lexer.
///
/// The word's bytes, read as one little-endian integer (every keyword has 2 to 8 letters),
/// pick a slot by a multiplicative hash, and one comparison with the keyword in that slot
/// decides: no string, no byte-by-byte comparison.
struct KeywordTable {
  /// A keyword and its spelling as an integer (0: an empty slot, which no word of two or more
  /// letters matches).
  private struct Slot {
    var spelling: UInt64
    var keyword: Keyword
  }

  /// Every keyword in its slot.
  private let slots: [Slot]

  /// The table (built once; a lexer keeps a reference, so that a lookup does not go through a
  /// global's lazy initialization each time).
  static let shared = KeywordTable()

  private init() {
    var slots = Array(repeating: Slot(spelling: 0, keyword: .target), count: 64)
    for keyword in Keyword.allCases {
      let word = keyword.rawValue.utf8.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      slots[Self.slot(of: word)] = Slot(spelling: word, keyword: keyword)
    }
    self.slots = slots
  }

  /// The slot of a word read as an integer: the top 6 bits of its product with a constant
  /// chosen so that no two keywords share a slot (`LexerTests.testEveryKeywordIsReserved`
  /// fails if a new keyword collides with another; pick a new constant then).
  private static func slot(of word: UInt64) -> Int {
    Int(truncatingIfNeeded: (word &* 0xB49B_1841_A2F1_0A3F) >> 58)
  }

  /// The kind of the word `bytes[start..<end]`: the keyword it spells, or an identifier.
  @inline(__always)
  func kind(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
    keyword(bytes, start, end).map { .keyword($0) } ?? .identifier
  }

  /// The keyword spelled by `bytes[start..<end]` (a word the lexer scanned, `end` at most
  /// `bytes.count`), if any.
  @inline(__always)
  func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
    let length = end &- start
    guard length >= 2, length <= 8, let base = bytes.baseAddress else { return nil }
    var word: UInt64
    if start <= bytes.count &- 8 {
      // In bounds: the 8 bytes from `start` are all in the buffer. Those past the word are
      // masked off.
      word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      word &= UInt64.max &>> (64 &- 8 &* UInt64(length))
    } else {
      word = 0
      for index in 0..<length { word |= UInt64(bytes[start &+ index]) &<< (8 &* UInt64(index)) }
    }
    let slot = slots[Self.slot(of: word)]
    return slot.spelling == word ? slot.keyword : nil
  }
}
