import MotionRuntime

/// A JSON value whose object keys keep the order they are written in.
///
/// Lottie players read keys in the order Bodymovin writes them (some are sensitive to it), so
/// the document is built as this tree, in that order, and printed by ``text``.
indirect enum JSONTree: Equatable {
  case number(Double)
  case integer(Int)
  case string(String)
  case bool(Bool)
  case array([JSONTree])
  case object([(String, JSONTree)])

  static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)): return a == b
    case (.integer(let a), .integer(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.number, _), (.integer, _), (.string, _), (.bool, _), (.array, _), (.object, _):
      return false
    }
  }

  /// An array of numbers.
  static func numbers(_ values: [Double]) -> JSONTree { .array(values.map(JSONTree.number)) }

  /// The text, ending with a newline: a value that fits on its line within ``lineWidth``
  /// columns is written on it, anything larger one member per line, indented by two spaces a
  /// level. The same tree always gives the same bytes.
  var text: String {
    var out = ""
    write(into: &out, indent: 0, column: 0)
    return out + "\n"
  }

  /// The widest line a value is kept on.
  static let lineWidth = 100

  /// The value on one line, with a space after each `:` and `,`.
  var compact: String {
    switch self {
    case .number(let value): return Self.spell(value)
    case .integer(let value): return String(value)
    case .string(let value): return Self.quoted(value)
    case .bool(let value): return value ? "true" : "false"
    case .array(let items): return "[" + items.map(\.compact).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { Self.quoted($0.0) + ": " + $0.1.compact }.joined(separator: ", ")
        + "}"
    }
  }

  /// Writes the value starting at `column` of a line indented by `indent`.
  private func write(into out: inout String, indent: Int, column: Int) {
    let line = compact
    if column + line.count <= Self.lineWidth {
      out += line
      return
    }
    let inner = String(repeating: " ", count: indent + 2)
    switch self {
    case .number, .integer, .string, .bool:
      out += line
    case .array(let items):
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += inner
        item.write(into: &out, indent: indent + 2, column: indent + 2)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      out += "{\n"
      for (index, (key, value)) in members.enumerated() {
        let prefix = Self.quoted(key) + ": "
        out += inner + prefix
        value.write(into: &out, indent: indent + 2, column: indent + 2 + prefix.count)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }

  /// A number rounded to 9 decimal places (``NumberFormatting/fixed(_:)``): exact for the
  /// decimals a spec writes, and free of the float noise that fitted curves carry.
  static func spell(_ value: Double) -> String {
    value.isFinite ? NumberFormatting.fixed(value) : "0"
  }

  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
