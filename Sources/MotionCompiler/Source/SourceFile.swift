/// A half-open range of UTF-8 byte offsets in a source file.
///
/// Stored as two 32-bit offsets (8 bytes, not 16: every node of the syntax tree has one or
/// more), read and written as `Int`. A compilation's positions never reach 2^32: the files of
/// one compilation together are at most ``Limits/maximumSourceSize`` bytes, itself capped at
/// ``maximumPosition`` (see ``SourceMap``).
public struct SourceRange: Hashable, Sendable, Comparable {
  private var storedStart: UInt32
  private var storedEnd: UInt32

  /// The largest position a range holds: 2^32 − 2 (`UInt32.max` is left free, so that an
  /// optional range can be 8 bytes too).
  public static let maximumPosition = Int(UInt32.max) - 1

  public init(start: Int, end: Int) {
    storedStart = UInt32(truncatingIfNeeded: start)
    storedEnd = UInt32(truncatingIfNeeded: end)
  }

  /// The position of the first byte.
  public var start: Int {
    get { Int(storedStart) }
    set { storedStart = UInt32(truncatingIfNeeded: newValue) }
  }

  /// The position just after the last byte.
  public var end: Int {
    get { Int(storedEnd) }
    set { storedEnd = UInt32(truncatingIfNeeded: newValue) }
  }

  /// The smallest range that covers both.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
    (lhs.storedStart, lhs.storedEnd) < (rhs.storedStart, rhs.storedEnd)
  }
}

/// A line and column, both 1-based. Columns count characters, not bytes.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}

/// The text of one `.motion` file, with a line table for turning byte offsets into lines and
/// columns on demand.
///
/// Offsets are *positions in a compilation*: a file's bytes occupy the positions
/// `base ..< base + bytes.count`. The file given to the compiler has base 0; each imported file
/// gets its own stretch after it (see ``SourceMap``), so a ``SourceRange`` alone says which file
/// it is in. Every method here takes and returns positions, not indexes into ``bytes``.
public struct SourceFile: Sendable {
  /// The name diagnostics show (a path, or `<stdin>`).
  public let path: String
  /// The file's bytes as read (a byte-order mark, if any, included).
  public let bytes: [UInt8]
  /// The position of the file's first byte.
  public let base: Int
  /// The byte offset where each line starts.
  let lineStarts: [Int]
  /// The indices (0-based, ascending) of the lines that have a byte outside ASCII. On every
  /// other line a column is a byte count, found without decoding the line.
  private let nonASCIILines: [Int]
  /// 3 when the file starts with a UTF-8 byte-order mark, else 0.
  public let contentStart: Int

  public init(path: String, bytes: [UInt8], base: Int = 0) {
    self.path = path
    self.bytes = bytes
    self.base = base
    contentStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    (lineStarts, nonASCIILines) = Self.lineTable(bytes)
  }

  /// Where each line starts, and the lines that have a byte outside ASCII.
  private static func lineTable(_ bytes: [UInt8]) -> (starts: [Int], nonASCII: [Int]) {
    bytes.withUnsafeBytes { buffer in
      var starts = [0]
      var nonASCII: [Int] = []
      let highBits: UInt64 = 0x8080_8080_8080_8080
      let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
      var offset = 0
      /// Looks at `indices` byte by byte: a word with a byte outside ASCII, and the last 0–7
      /// bytes.
      func lookAtBytes(_ indices: Range<Int>) {
        for index in indices {
          let byte = buffer[index]
          if byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
          } else if byte >= 0x80, nonASCII.last != starts.count - 1 {
            nonASCII.append(starts.count - 1)
          }
        }
      }
      // Eight bytes at a time: in an ASCII word (most of a file) the line breaks are found
      // from one mask, each by its bit; only words with a byte outside ASCII are looked at
      // byte by byte.
      while offset <= buffer.count &- 8 {
        let word = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if word & highBits == 0 {
          // A zero byte where `word` has a `\n`; below 0x80 every byte of it, so the sum
          // stays in its byte, and its high bit is clear exactly for the zero bytes.
          let notNewline = word ^ 0x0A0A_0A0A_0A0A_0A0A
          var newlines = ~((notNewline &+ lowBits) | notNewline) & highBits
          while newlines != 0 {
            starts.append(offset &+ newlines.trailingZeroBitCount &>> 3 &+ 1)
            newlines &= newlines &- 1
          }
        } else {
          lookAtBytes(offset..<offset + 8)
        }
        offset &+= 8
      }
      lookAtBytes(offset..<buffer.count)
      return (starts, nonASCII)
    }
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The position just after the last byte.
  public var end: Int { base + bytes.count }

  /// Whether `position` is in this file (its end included, where end-of-file errors point).
  public func contains(_ position: Int) -> Bool { position >= base && position <= end }

  /// The byte at `position` (0 outside the file).
  func byte(at position: Int) -> UInt8 {
    let index = position - base
    return bytes.indices.contains(index) ? bytes[index] : 0
  }

  /// The text of a range (invalid UTF-8 repaired).
  public func text(_ range: SourceRange) -> String {
    let start = max(0, min(range.start - base, bytes.count))
    let end = max(start, min(range.end - base, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The 1-based line number of `position`.
  public func line(of position: Int) -> Int {
    let offset = position - base
    var low = 0
    var high = lineStarts.count
    while low < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return max(low, 1)
  }

  /// The line and column of `offset`; the column counts characters from the line start (see
  /// ``locations(of:)``, which finds many at once).
  public func location(of offset: Int) -> SourceLocation {
    locations(of: [offset])[0]
  }

  /// Whether 1-based line `line` has a byte outside ASCII (a byte-order mark included).
  func hasNonASCII(line: Int) -> Bool {
    var low = 0
    var high = nonASCIILines.count
    while low < high {
      let middle = (low + high) / 2
      if nonASCIILines[middle] < line - 1 { low = middle + 1 } else { high = middle }
    }
    return low < nonASCIILines.count && nonASCIILines[low] == line - 1
  }

  /// The positions of line `line` without its line break.
  public func lineRange(_ line: Int) -> SourceRange {
    let start = lineContentStart(line)
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return SourceRange(start: base + start, end: base + max(start, end))
  }

  /// The number of lines.
  public var lineCount: Int { lineStarts.count }

  /// Where the text of 1-based line `line` starts (after a byte-order mark on line 1).
  func lineContentStart(_ line: Int) -> Int {
    let index = min(max(line - 1, 0), lineStarts.count - 1)
    return index == 0 ? contentStart : lineStarts[index]
  }
}

/// The files of one compilation: the one given to the compiler first, then each file it
/// imports, each at its own ``SourceFile/base``. A range's position says which file it is in.
public struct SourceMap: Sendable {
  /// The files, in increasing ``SourceFile/base`` order.
  public private(set) var files: [SourceFile]

  public init(_ files: [SourceFile]) {
    self.files = files
  }

  /// The file given to the compiler.
  public var main: SourceFile? { files.first }

  /// The position where the next added file starts (one past the last file's end, so that
  /// end-of-file positions stay unambiguous).
  public var nextBase: Int { (files.last?.end ?? -1) + 1 }

  public mutating func append(_ file: SourceFile) { files.append(file) }

  /// Whether a file of `size` bytes, added next, ends at or before position `limit` (files
  /// that do not are refused, so that every position fits in a ``SourceRange``).
  public func canAppend(size: Int, limit: Int) -> Bool { nextBase + size <= limit }

  /// The file `position` is in (the last file starting at or before it).
  public func file(containing position: Int) -> SourceFile? {
    var low = 0
    var high = files.count
    while low < high {
      let middle = (low + high) / 2
      if files[middle].base <= position { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? files[low - 1] : files.first
  }
}
