import MotionCompiler

/// Why a message body is not JSON.
public struct JSONParseError: Error, Hashable, Sendable {
  /// What is wrong, for the error response.
  public var message: String
  /// The byte offset in the body where it was found.
  public var offset: Int
}

/// Reads JSON text (RFC 8259) into a ``JSONValue``, through the compiler's JSON reader (the
/// one design-token files are read with): invalid UTF-8 in strings and lone surrogates in
/// `\u` escapes become U+FFFD, as JSON readers commonly do; a key given twice in one object is
/// an error. (Foundation's `JSONSerialization` is not used: on Linux it reads `true` and `1`
/// as the same `NSNumber`.)
public enum JSONParser {
  /// How deeply arrays and objects may nest; LSP messages nest about 8 levels.
  public static let maximumDepth = 256

  /// The value `bytes` hold: one value, with only whitespace around it.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    switch JSONReader.read(
      bytes, base: 0, maximumDepth: maximumDepth, invalidUTF8: .replaced,
      endName: "the end of the message")
    {
    case .success(let node):
      return value(of: node)
    case .failure(let failure):
      throw JSONParseError(message: failure.problem.message, offset: failure.range.start)
    }
  }

  /// The value of `node`: whole numbers written without a fraction or exponent that fit in 64
  /// bits are integers (request ids and positions stay exact), other numbers `Double`s.
  private static func value(of node: JSONNode) -> JSONValue {
    switch node.content {
    case .null: return .null
    case .bool(let value): return .bool(value)
    case .number(let value, let text):
      if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }),
        let whole = Int(text)
      {
        return .integer(whole)
      }
      return .number(value)
    case .string(let text): return .string(text)
    case .array(let elements): return .array(elements.map(value(of:)))
    case .object(let members):
      var object: [String: JSONValue] = [:]
      object.reserveCapacity(members.count)
      for member in members { object[member.key] = value(of: member.value) }
      return .object(object)
    }
  }
}
