/// Why a message body is not JSON.
public struct JSONParseError: Error, Hashable, Sendable {
  /// What is wrong, for the error response.
  public var message: String
  /// The byte offset in the body where it was found.
  public var offset: Int
}

/// Reads JSON text (RFC 8259) into a ``JSONValue``.
///
/// Design: a recursive-descent reader over UTF-8 bytes. Nesting is capped at
/// ``maximumDepth`` before recursing, so no message can overflow the stack; every loop
/// consumes at least one byte per turn. Invalid UTF-8 in strings and lone surrogates in
/// `\u` escapes become U+FFFD, as JSON readers commonly do. (Foundation's `JSONSerialization`
/// is not used: on Linux it reads `true` and `1` as the same `NSNumber`.)
public struct JSONParser {
  /// How deeply arrays and objects may nest; LSP messages nest about 8 levels.
  public static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// The value `bytes` hold: one value, with only whitespace around it.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.failure("unexpected text after the value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func failure(_ message: String) -> JSONParseError {
    JSONParseError(message: message, offset: index)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      index += 1
    }
  }

  private mutating func value() throws(JSONParseError) -> JSONValue {
    guard let byte = current else { throw failure("expected a value, found the end") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("expected a value")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONParseError)
    -> JSONValue
  {
    for expected in word.utf8 {
      guard current == expected else { throw failure("expected `\(word)`") }
      index += 1
    }
    return value
  }

  private mutating func enter() throws(JSONParseError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("arrays and objects nest more than \(Self.maximumDepth) deep")
    }
  }

  private mutating func object() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1  // {
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw failure("expected `:` after a key") }
      index += 1
      skipWhitespace()
      members[key] = try value()
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw failure("expected `,` or `}` in an object")
      }
    }
  }

  private mutating func array() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw failure("expected `,` or `]` in an array")
      }
    }
  }

  private mutating func number() throws(JSONParseError) -> JSONValue {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, isDigit(first) else { throw failure("expected a digit") }
    index += 1
    if first != UInt8(ascii: "0") {
      while let byte = current, isDigit(byte) { index += 1 }
    }
    var isWhole = true
    if current == UInt8(ascii: ".") {
      isWhole = false
      index += 1
      guard let byte = current, isDigit(byte) else { throw failure("expected a digit after `.`") }
      while let byte = current, isDigit(byte) { index += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isWhole = false
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let byte = current, isDigit(byte) else { throw failure("expected an exponent") }
      while let byte = current, isDigit(byte) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isWhole, let value = Int(text) { return .integer(value) }
    guard let value = Double(text) else { throw failure("malformed number") }
    return .number(value)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func string() throws(JSONParseError) -> String {
    index += 1  // "
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun() {
      if runStart < index {
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard let byte = current else { throw failure("a string is not closed") }
      switch byte {
      case UInt8(ascii: "\""):
        flushRun()
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun()
        index += 1
        scalars.append(try escape())
        runStart = index
      case 0..<0x20:
        throw failure("a control character in a string must be escaped")
      default:
        index += 1
      }
    }
  }

  /// The character of an escape, after its `\`.
  private mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
    guard let byte = current else { throw failure("a string is not closed") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      if (0xD800..<0xDC00).contains(unit), current == UInt8(ascii: "\\"),
        index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
      {
        let saved = index
        index += 2
        let low = try hexUnit()
        if (0xDC00..<0xE000).contains(low) {
          let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        index = saved  // a lone high surrogate; the next escape stands alone
      }
      return Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"
    default:
      throw failure("unknown escape in a string")
    }
  }

  private mutating func hexUnit() throws(JSONParseError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw failure("expected 4 hex digits after `\\u`") }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("expected 4 hex digits after `\\u`")
      }
      value = value << 4 | UInt16(digit)
      index += 1
    }
    return value
  }
}
