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
  /// columns (bytes of UTF-8) is written on it, anything larger one member per line, indented
  /// by two spaces a level. The same tree always gives the same bytes.
  var text: String {
    var out: [UInt8] = []
    write(into: &out, indent: 0, column: 0)
    out.append(UInt8(ascii: "\n"))
    return String(decoding: out, as: UTF8.self)
  }

  /// The widest line a value is kept on.
  static let lineWidth = 100

  /// Appends the value on one line (a space after each `:` and `,`); `false`, as soon as it
  /// knows, when that takes `out` past `end` bytes (so a large value costs no more than one
  /// that fits).
  private func appendLine(to out: inout [UInt8], end: Int) -> Bool {
    switch self {
    case .number(let value): out += Self.spell(value).utf8
    case .integer(let value): out += String(value).utf8
    case .string(let value): out += JSONText.quoted(value).utf8
    case .bool(let value): out += (value ? "true" : "false").utf8
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out += ", ".utf8 }
        guard out.count <= end, item.appendLine(to: &out, end: end) else { return false }
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { out += ", ".utf8 }
        out += (JSONText.quoted(key) + ": ").utf8
        guard out.count <= end, value.appendLine(to: &out, end: end) else { return false }
      }
      out.append(UInt8(ascii: "}"))
    }
    return out.count <= end
  }

  /// Writes the value starting at `column` of a line indented by `indent`.
  private func write(into out: inout [UInt8], indent: Int, column: Int) {
    let mark = out.count
    if appendLine(to: &out, end: mark + Self.lineWidth - column) { return }
    out.removeSubrange(mark...)
    let inner = [UInt8](repeating: UInt8(ascii: " "), count: indent + 2)
    let outer = [UInt8](repeating: UInt8(ascii: " "), count: indent)
    switch self {
    case .number, .integer, .string, .bool:
      _ = appendLine(to: &out, end: .max)
    case .array(let items):
      out += "[\n".utf8
      for (index, item) in items.enumerated() {
        out += inner
        item.write(into: &out, indent: indent + 2, column: indent + 2)
        out += (index == items.count - 1 ? "\n" : ",\n").utf8
      }
      out += outer
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out += "{\n".utf8
      for (index, (key, value)) in members.enumerated() {
        let prefix = Array((JSONText.quoted(key) + ": ").utf8)
        out += inner + prefix
        value.write(into: &out, indent: indent + 2, column: indent + 2 + prefix.count)
        out += (index == members.count - 1 ? "\n" : ",\n").utf8
      }
      out += outer
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A number rounded to 9 decimal places (``NumberFormatting/fixed(_:)``): exact for the
  /// decimals a spec writes, and free of the float noise that fitted curves carry.
  static func spell(_ value: Double) -> String {
    value.isFinite ? NumberFormatting.fixed(value) : "0"
  }
}
