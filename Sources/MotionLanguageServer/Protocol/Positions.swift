/// How the `character` of a position counts: what the client and server agreed on in
/// `initialize` (LSP 3.17 `positionEncoding`).
public enum PositionEncoding: String, Sendable {
  /// UTF-16 code units: the default every client understands.
  case utf16 = "utf-16"
  /// UTF-8 bytes: the compiler's own offsets, used when the client offers it.
  case utf8 = "utf-8"
}

/// A position in a text: 0-based line and character (in the agreed encoding).
public struct Position: Hashable, Sendable, Comparable {
  /// The 0-based line.
  public var line: Int
  /// The 0-based character on the line, in the agreed encoding.
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  init(_ value: JSONValue?) throws(ResponseError) {
    guard let line = value?["line"]?.integerValue,
      let character = value?["character"]?.integerValue,
      line >= 0, character >= 0
    else {
      throw ResponseError(
        .invalidParams, "a position needs a `line` and a `character` (whole numbers, 0 or more)")
    }
    self.init(line: line, character: character)
  }

  var json: JSONValue { ["line": .integer(line), "character": .integer(character)] }

  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}

/// A range between two positions, end excluded.
public struct TextRange: Hashable, Sendable {
  /// The first position in the range.
  public var start: Position
  /// The position just after the range.
  public var end: Position

  public init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  init(_ value: JSONValue?) throws(ResponseError) {
    let start = try Position(value?["start"])
    let end = try Position(value?["end"])
    self.init(start: min(start, end), end: max(start, end))
  }

  var json: JSONValue { ["start": start.json, "end": end.json] }
}

/// The lines of a text, for turning byte offsets into positions and back.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as LSP counts them (the compiler counts only
/// `\n`; a lone `\r` is a space to it, but a client shows it as a line break). A character
/// counts UTF-16 code units or UTF-8 bytes; bytes that are not valid UTF-8 (only a file read
/// from disk can have them) count as one U+FFFD per maximal ill-formed sequence, as a client
/// decoding the file would show them.
public struct LineIndex: Sendable {
  /// The text, as UTF-8 bytes.
  public let bytes: [UInt8]
  /// The offset where each line starts.
  private let starts: [Int]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 10 {
        starts.append(index)
      } else if byte == 13 {
        if index < bytes.count, bytes[index] == 10 { index += 1 }
        starts.append(index)
      }
    }
    self.starts = starts
  }

  /// The number of lines (one more than the line breaks).
  public var lineCount: Int { starts.count }

  /// Where line `line` (0-based) ends, its line break excluded.
  private func contentEnd(_ line: Int) -> Int {
    guard line + 1 < starts.count else { return bytes.count }
    var end = starts[line + 1]
    if end > starts[line], bytes[end - 1] == 10 { end -= 1 }
    if end > starts[line], bytes[end - 1] == 13 { end -= 1 }
    return end
  }

  /// The 0-based line holding `offset`.
  private func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return max(low - 1, 0)
  }

  /// The position of byte `offset` (clamped to the text). An offset inside a line break or a
  /// character's bytes is the position of that line break or character.
  public func position(of offset: Int, encoding: PositionEncoding) -> Position {
    let offset = min(max(offset, 0), bytes.count)
    let line = line(of: offset)
    let start = starts[line]
    let end = min(offset, contentEnd(line))
    var character = 0
    walk(from: start, to: end) { _, width in character += width(encoding) }
    return Position(line: line, character: character)
  }

  /// The byte offset of `position`. A line past the end is the end of the text; a character
  /// past the end of its line is the line's end; a character inside a UTF-16 surrogate pair is
  /// the start of its character.
  public func offset(of position: Position, encoding: PositionEncoding) -> Int {
    guard position.line < starts.count else { return bytes.count }
    let start = starts[position.line]
    let end = contentEnd(position.line)
    var counted = 0
    var result = end
    walk(from: start, to: end) { offset, width in
      if result == end, counted + width(encoding) > position.character {
        result = offset
      }
      counted += width(encoding)
    }
    return counted <= position.character ? end : result
  }

  /// Calls `body` with the offset and the width of each character from `start` to `end`.
  private func walk(
    from start: Int, to end: Int, _ body: (Int, (PositionEncoding) -> Int) -> Void
  ) {
    guard end > start else { return }
    var offset = start
    if bytes[start..<end].allSatisfy({ $0 < 0x80 }) {
      for index in start..<end { body(index, { _ in 1 }) }
      return
    }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[start..<end].makeIterator()
    while offset < end {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let length = encoded.count
        let scalar = Unicode.UTF8.decode(encoded)
        let wide = scalar.value > 0xFFFF
        body(offset, { $0 == .utf8 ? length : (wide ? 2 : 1) })
        offset += length
      case .error(let length):
        // A client shows it as U+FFFD: 3 bytes in UTF-8, 1 unit in UTF-16.
        body(offset, { $0 == .utf8 ? 3 : 1 })
        offset += length
      case .emptyInput:
        return
      }
    }
  }
}
