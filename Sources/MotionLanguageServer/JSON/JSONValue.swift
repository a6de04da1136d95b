/// A JSON value, as JSON-RPC messages carry them.
///
/// Whole numbers are kept apart from other numbers so that request ids and positions stay
/// exact. Objects print their keys sorted, so the same message always gives the same bytes.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number written without a fraction or exponent that fits in 64 bits.
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The member `key` of an object (`nil` for anything else, or when absent).
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The text of a string.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// A whole number (also one written as `2.0`).
  public var integerValue: Int? {
    switch self {
    case .integer(let value): return value
    case .number(let value):
      guard value.rounded() == value, abs(value) < 9e15 else { return nil }
      return Int(value)
    case .null, .bool, .string, .array, .object: return nil
    }
  }

  /// The value of `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements of an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The members of an object.
  public var objectValue: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The value as compact JSON text (UTF-8).
  public var serialized: [UInt8] {
    var out: [UInt8] = []
    write(to: &out)
    return out
  }

  /// The value as compact JSON text.
  public var text: String { String(decoding: serialized, as: UTF8.self) }

  private func write(to out: inout [UInt8]) {
    switch self {
    case .null: out += Array("null".utf8)
    case .bool(let value): out += Array((value ? "true" : "false").utf8)
    case .integer(let value): out += Array(String(value).utf8)
    case .number(let value):
      guard value.isFinite else {
        out += Array("null".utf8)
        return
      }
      if value.rounded() == value, abs(value) < 1e15 {
        out += Array(String(Int(value)).utf8)
      } else {
        out += Array(value.description.utf8)
      }
    case .string(let text): Self.writeString(text, to: &out)
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        element.write(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        Self.writeString(key, to: &out)
        out.append(UInt8(ascii: ":"))
        members[key]?.write(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  private static func writeString(_ text: String, to out: inout [UInt8]) {
    let hex: [UInt8] = Array("0123456789abcdef".utf8)
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20, 0x7F:
        out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }

  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    var members: [String: JSONValue] = [:]
    for (key, value) in elements { members[key] = value }
    self = .object(members)
  }
}
