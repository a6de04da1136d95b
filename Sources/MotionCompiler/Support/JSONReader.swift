/// A JSON value with the range of source it was read from: a design-token file's values, or
/// a language-server message's (which converts them to its own `JSONValue`).
///
/// Objects keep their members in file order with each key's range, so every diagnostic about a
/// token can point at its line and column.
package struct JSONNode {
  /// What the value is.
  package enum Content {
    case null
    case bool(Bool)
    /// A number, with its text as written (for messages).
    case number(Double, text: String)
    case string(String)
    case array([JSONNode])
    case object([Member])
  }

  /// One `"key": value` of an object.
  package struct Member {
    package var key: String
    package var keyRange: SourceRange
    package var value: JSONNode
  }

  package var content: Content
  package var range: SourceRange

  /// The member `key` of an object (`nil` for anything else, or when absent).
  package func member(_ key: String) -> Member? {
    guard case .object(let members) = content else { return nil }
    return members.first { $0.key == key }
  }

  /// How messages name the kind of value.
  var kind: String {
    switch content {
    case .null: return "`null`"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// Why a design-token file or a language-server message is not JSON (RFC 8259).
public enum JSONProblem: Hashable, Sendable {
  /// `what` was expected; `found` says what is there.
  case expectedValue(found: String)
  case expectedKey(found: String)
  case expectedColon(found: String)
  /// After a member or element: a `,` or the closing `}` / `]`.
  case expectedCommaOrClose(close: String, found: String)
  case textAfterValue
  case unterminatedString
  case invalidEscape(String)
  case controlCharacterInString
  case malformedNumber(String)
  case duplicateKey(String)
  case invalidUTF8
  case nestingTooDeep(limit: Int)
}

/// Reads JSON (RFC 8259) over UTF-8 bytes, keeping positions: the one JSON reader of the
/// project, for design-token files and for the language server's messages.
///
/// Design: recursive descent; nesting is capped at `maximumDepth` before recursing, so no input
/// can overflow the stack, and every loop consumes at least one byte per turn. The first
/// problem stops the reading (JSON has no statements to recover at), and is reported at its
/// byte. A byte-order mark may come before the value. Duplicate keys are an error: which one
/// the writer meant is not knowable. Lone surrogates in `\u` escapes become U+FFFD; invalid
/// UTF-8 in a string is an error or becomes U+FFFD, as the caller chooses.
package struct JSONReader {
  /// What a string holding bytes that are not UTF-8 reads as.
  package enum InvalidUTF8 {
    /// An error (``JSONProblem/invalidUTF8``): a design-token file is text a person wrote.
    case rejected
    /// U+FFFD for each bad sequence, as JSON readers commonly do (the language server's
    /// messages).
    case replaced
  }

  private let bytes: [UInt8]
  private let base: Int
  private let maximumDepth: Int
  private let invalidUTF8: InvalidUTF8
  /// How messages name the end of the input ("the end of the file").
  private let endName: String
  private var index = 0
  private var depth = 0

  /// An error at a position of the input.
  package struct Failure: Error {
    package var problem: JSONProblem
    package var range: SourceRange
  }

  /// The value `file` holds, or where and why it is not JSON.
  package static func read(_ file: SourceFile, maximumDepth: Int) -> Result<JSONNode, Failure> {
    read(
      file.bytes, base: file.base, maximumDepth: maximumDepth, invalidUTF8: .rejected,
      endName: "the end of the file")
  }

  /// The value `bytes` hold, or where and why they are not JSON. Ranges count from `base`.
  package static func read(
    _ bytes: [UInt8], base: Int, maximumDepth: Int, invalidUTF8: InvalidUTF8, endName: String
  ) -> Result<JSONNode, Failure> {
    var reader = JSONReader(
      bytes: bytes, base: base, maximumDepth: maximumDepth, invalidUTF8: invalidUTF8,
      endName: endName)
    do throws(Failure) {
      // A byte-order mark is allowed before the value.
      if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
      reader.skipWhitespace()
      let value = try reader.value()
      reader.skipWhitespace()
      guard reader.index == reader.bytes.count else {
        throw reader.failure(.textAfterValue)
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  private init(
    bytes: [UInt8], base: Int, maximumDepth: Int, invalidUTF8: InvalidUTF8, endName: String
  ) {
    self.bytes = bytes
    self.base = base
    self.maximumDepth = maximumDepth
    self.invalidUTF8 = invalidUTF8
    self.endName = endName
  }

  private func failure(_ problem: JSONProblem, length: Int = 1) -> Failure {
    let end = min(index + length, bytes.count)
    return Failure(problem: problem, range: SourceRange(start: base + index, end: base + end))
  }

  private func range(from start: Int) -> SourceRange {
    SourceRange(start: base + start, end: base + index)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// How messages name what is at the current byte.
  private var found: String {
    guard let byte = current else { return endName }
    if byte >= 0x21 && byte < 0x7F { return "`\(Character(UnicodeScalar(byte)))`" }
    return byte == UInt8(ascii: "\n") ? "a line end" : "a byte 0x\(String(byte, radix: 16))"
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      index += 1
    }
  }

  private mutating func value() throws(Failure) -> JSONNode {
    let start = index
    guard let byte = current else { throw failure(.expectedValue(found: found), length: 0) }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""):
      let text = try string()
      return JSONNode(content: .string(text), range: range(from: start))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try number()
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: throw failure(.expectedValue(found: found))
    }
  }

  private mutating func literal(_ word: String, _ content: JSONNode.Content) throws(Failure)
    -> JSONNode
  {
    let start = index
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count,
      Array(bytes[index..<index + expected.count]) == expected
    else { throw failure(.expectedValue(found: found)) }
    index += expected.count
    return JSONNode(content: content, range: range(from: start))
  }

  private mutating func enter() throws(Failure) {
    guard depth < maximumDepth else { throw failure(.nestingTooDeep(limit: maximumDepth)) }
    depth += 1
  }

  private mutating func object() throws(Failure) -> JSONNode {
    let start = index
    try enter()
    defer { depth -= 1 }
    index += 1
    skipWhitespace()
    var members: [JSONNode.Member] = []
    // The keys so far, to find one given twice without scanning every earlier member (an
    // object of 160,000 keys took 22.6 s that way).
    var keys: Set<String> = []
    if current == UInt8(ascii: "}") {
      index += 1
      return JSONNode(content: .object(members), range: range(from: start))
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw failure(.expectedKey(found: found)) }
      let keyStart = index
      let key = try string()
      let keyRange = range(from: keyStart)
      guard keys.insert(key).inserted else {
        index = keyStart
        throw failure(.duplicateKey(key), length: keyRange.end - keyRange.start)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw failure(.expectedColon(found: found)) }
      index += 1
      skipWhitespace()
      let value = try value()
      members.append(JSONNode.Member(key: key, keyRange: keyRange, value: value))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard current == UInt8(ascii: "}") else {
        throw failure(.expectedCommaOrClose(close: "}", found: found))
      }
      index += 1
      return JSONNode(content: .object(members), range: range(from: start))
    }
  }

  private mutating func array() throws(Failure) -> JSONNode {
    let start = index
    try enter()
    defer { depth -= 1 }
    index += 1
    skipWhitespace()
    var elements: [JSONNode] = []
    if current == UInt8(ascii: "]") {
      index += 1
      return JSONNode(content: .array(elements), range: range(from: start))
    }
    while true {
      skipWhitespace()
      elements.append(try value())
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard current == UInt8(ascii: "]") else {
        throw failure(.expectedCommaOrClose(close: "]", found: found))
      }
      index += 1
      return JSONNode(content: .array(elements), range: range(from: start))
    }
  }

  private mutating func number() throws(Failure) -> JSONNode {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    func digits(_ reader: inout JSONReader) -> Int {
      let first = reader.index
      while let byte = reader.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        reader.index += 1
      }
      return reader.index - first
    }
    let whole = digits(&self)
    var valid = whole > 0 && !(whole > 1 && bytes[index - whole] == UInt8(ascii: "0"))
    if current == UInt8(ascii: ".") {
      index += 1
      valid = valid && digits(&self) > 0
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      valid = valid && digits(&self) > 0
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard valid, let value = Double(text) else {
      let length = index - start
      index = start
      throw failure(.malformedNumber(text), length: max(length, 1))
    }
    return JSONNode(content: .number(value, text: text), range: range(from: start))
  }

  /// A string, from its opening `"` to after its closing one. Only valid UTF-8 is accepted.
  private mutating func string() throws(Failure) -> String {
    let open = index
    index += 1
    var text: [UInt8] = []
    // Plain bytes are copied a run at a time: a language-server message can carry a whole
    // spec in one string.
    var runStart = index
    while true {
      guard let byte = current else {
        index = open
        throw failure(.unterminatedString)
      }
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      text.append(contentsOf: bytes[runStart..<index])
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        switch invalidUTF8 {
        case .replaced:
          return String(decoding: text, as: UTF8.self)
        case .rejected:
          guard let decoded = String(validating: text, as: UTF8.self) else {
            index = open
            throw failure(.invalidUTF8, length: 1)
          }
          return decoded
        }
      case UInt8(ascii: "\\"):
        try escape(into: &text)
        runStart = index
      default:
        throw failure(.controlCharacterInString)
      }
    }
  }

  private mutating func escape(into text: inout [UInt8]) throws(Failure) {
    guard index + 1 < bytes.count else {
      throw failure(.invalidEscape("\\"))
    }
    let letter = bytes[index + 1]
    if let replacement = Self.simpleEscape(letter) {
      text.append(replacement)
      index += 2
      return
    }
    guard letter == UInt8(ascii: "u"), let first = hexQuad(at: index + 2) else {
      let shown = String(decoding: bytes[index..<min(index + 2, bytes.count)], as: UTF8.self)
      throw failure(.invalidEscape(shown), length: 2)
    }
    var scalar = first
    var length = 6
    // A surrogate pair: `\uD83D\uDE00`. A lone surrogate becomes U+FFFD.
    if (0xD800..<0xDC00).contains(first), index + 7 < bytes.count,
      bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
      let second = hexQuad(at: index + 8), (0xDC00..<0xE000).contains(second)
    {
      scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      length = 12
    }
    text.append(contentsOf: Array(String(Character(UnicodeScalar(scalar) ?? "\u{FFFD}")).utf8))
    index += length
  }

  /// The byte a one-letter escape (`\n`, `\"`…) stands for.
  private static func simpleEscape(_ letter: UInt8) -> UInt8? {
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return letter
    case UInt8(ascii: "b"): return 8
    case UInt8(ascii: "f"): return 12
    case UInt8(ascii: "n"): return 10
    case UInt8(ascii: "r"): return 13
    case UInt8(ascii: "t"): return 9
    default: return nil
    }
  }

  private func hexQuad(at position: Int) -> UInt32? {
    guard position + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[position..<position + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
