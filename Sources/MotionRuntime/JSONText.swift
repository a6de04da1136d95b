/// Builds JSON text with deterministic layout (the track and sample writers, and the
/// compiler's JSON diagnostics, share it).
public enum JSONText {
  /// `string` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else as it is.
  public static func quoted(_ string: String) -> String {
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
