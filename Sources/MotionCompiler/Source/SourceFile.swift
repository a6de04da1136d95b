/// A half-open range of UTF-8 byte offsets in a source file.
public struct SourceRange: Hashable, Sendable, Comparable {
  public var start: Int
  public var end: Int

  public init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  /// The smallest range that covers both.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
    (lhs.start, lhs.end) < (rhs.start, rhs.end)
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
public struct SourceFile: Sendable {
  /// The name diagnostics show (a path, or `<stdin>`).
  public let path: String
  /// The file's bytes as read (a byte-order mark, if any, included).
  public let bytes: [UInt8]
  /// The byte offset where each line starts.
  let lineStarts: [Int]
  /// The indices (0-based, ascending) of the lines that have a byte outside ASCII. On every
  /// other line a column is a byte count, found without decoding the line.
  private let nonASCIILines: [Int]
  /// 3 when the file starts with a UTF-8 byte-order mark, else 0.
  public let contentStart: Int

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    contentStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var starts = [0]
    var nonASCII: [Int] = []
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\n") {
        starts.append(offset + 1)
      } else if byte >= 0x80, nonASCII.last != starts.count - 1 {
        nonASCII.append(starts.count - 1)
      }
    }
    lineStarts = starts
    nonASCIILines = nonASCII
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The text of a range (invalid UTF-8 repaired).
  public func text(_ range: SourceRange) -> String {
    let start = max(0, min(range.start, bytes.count))
    let end = max(start, min(range.end, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The 1-based line number of `offset`.
  public func line(of offset: Int) -> Int {
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

  /// The byte range of line `line` without its line break.
  public func lineRange(_ line: Int) -> SourceRange {
    let start = lineContentStart(line)
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return SourceRange(start: start, end: max(start, end))
  }

  /// The number of lines.
  public var lineCount: Int { lineStarts.count }

  /// Where the text of 1-based line `line` starts (after a byte-order mark on line 1).
  func lineContentStart(_ line: Int) -> Int {
    let index = min(max(line - 1, 0), lineStarts.count - 1)
    return index == 0 ? contentStart : lineStarts[index]
  }
}
