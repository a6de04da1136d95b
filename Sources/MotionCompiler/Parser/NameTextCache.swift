/// The texts of the names a parser has read lately, by their bytes: a name read again (an
/// element, a property, an easing: a large file repeats a few hundred names) gets its `String`
/// without its bytes being validated and decoded again.
///
/// Direct-mapped: a name of 1 to 15 bytes (a `String` that small is held inline, so handing it
/// out retains nothing), read as two little-endian integers with its length in the top byte,
/// picks a slot by a multiplicative hash, and the slot holds the last name that picked it. A
/// name is found only when all its bytes and its length match, so the text handed out is the
/// one decoding the bytes would give. Longer names are decoded every time.
struct NameTextCache {
  private struct Slot {
    /// The name's first 8 bytes (0 past its end).
    var low: UInt64
    /// Its bytes 8 to 14 (0 past its end), and its length in the top byte: never 0 for a
    /// name, so an empty slot (all 0) matches none.
    var high: UInt64
    var text: String
  }

  /// Empty when the cache is off (then every name is decoded).
  private var slots: [Slot]

  /// How many slots there are: 2^`slotBits`.
  private static let slotBits = 10

  /// A cache of 1,024 names (32 KB), or none (for a parse of a few statements, where filling
  /// the slots would cost more than it saves).
  init(enabled: Bool) {
    slots =
      enabled
      ? Array(repeating: Slot(low: 0, high: 0, text: ""), count: 1 << Self.slotBits) : []
  }

  /// The text of `bytes[start..<end]` (invalid UTF-8 repaired), as
  /// `String(decoding:as:)` gives it.
  @inline(__always)
  mutating func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
    let length = end &- start
    guard !slots.isEmpty, length >= 1, length <= 15, start >= 0, end <= bytes.count else {
      return Self.decode(bytes, start, end)
    }
    let (low, high) = bytes.withUnsafeBufferPointer { Self.key($0, start, length) }
    let index = Self.slot(low: low, high: high)
    let slot = slots[index]
    if slot.low == low, slot.high == high { return slot.text }
    let text = Self.decode(bytes, start, end)
    slots[index] = Slot(low: low, high: high, text: text)
    return text
  }

  /// The slot of a key: the top bits of a multiplicative hash of both words.
  @inline(__always)
  private static func slot(low: UInt64, high: UInt64) -> Int {
    let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xB49B_1841_A2F1_0A3F
    return Int(truncatingIfNeeded: mixed &>> UInt64(64 &- slotBits))
  }

  /// The text of `bytes[start..<end]`, clamped to the bytes, decoded.
  private static func decode(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
    let start = max(0, min(start, bytes.count))
    let end = max(start, min(end, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The key of the `length` bytes (1 to 15) from `start`, all in `bytes`.
  @inline(__always)
  private static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int)
    -> (low: UInt64, high: UInt64)
  {
    var low: UInt64 = 0
    var high: UInt64 = 0
    if let base = bytes.baseAddress, start <= bytes.count &- 16 {
      // In bounds: the 16 bytes from `start` are all in the buffer. Those past the name are
      // masked off.
      let raw = UnsafeRawPointer(base + start)
      low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      if length <= 8 {
        if length < 8 { low &= UInt64.max &>> UInt64(64 &- 8 &* length) }
        high = 0
      } else {
        // 1 to 7 bytes of the name in `high`.
        high &= UInt64.max &>> UInt64(128 &- 8 &* length)
      }
    } else {
      // Near the end of the bytes: one at a time (every index is under `start + length`,
      // which the caller checked is at most the count).
      for offset in 0..<length {
        let byte = UInt64(bytes[start &+ offset])
        if offset < 8 {
          low |= byte &<< UInt64(8 &* offset)
        } else {
          high |= byte &<< UInt64(8 &* (offset &- 8))
        }
      }
    }
    return (low, high | UInt64(length) &<< 56)
  }
}
