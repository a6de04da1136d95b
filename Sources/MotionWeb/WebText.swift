import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Number and string spellings for the web outputs. Everything is deterministic: the same value
/// always gives the same bytes, and no spelling uses an exponent (CSS, JavaScript, SVG and HTML
/// all read plain decimals the same way).
public enum WebText {
  /// `value` rounded to `places` decimal places, trailing zeros removed, never in exponent
  /// form: `0.1 + 0.2` → `0.3`, `-0.0000001` (6 places) → `0`.
  public static func decimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    // Beyond 2^53 the digits are not exact anyway; the shortest spelling is as good.
    guard scaled < 9.0e15 else { return plain(NumberFormatting.shortest(value)) }
    var digits = String(UInt64(scaled))
    if digits == "0" { return "0" }
    if digits.count <= places {
      digits = String(repeating: "0", count: places - digits.count + 1) + digits
    }
    let split = digits.index(digits.endIndex, offsetBy: -places)
    var whole = String(digits[..<split])
    var fraction = String(digits[split...])
    while fraction.hasSuffix("0") { fraction.removeLast() }
    if whole.isEmpty { whole = "0" }
    let sign = value < 0 ? "-" : ""
    return fraction.isEmpty ? sign + whole : sign + whole + "." + fraction
  }

  /// The shortest spelling that reads back as exactly `value`, written without an exponent:
  /// `1e-07` → `0.0000001`.
  public static func exact(_ value: Double) -> String {
    plain(NumberFormatting.shortest(value))
  }

  /// A fraction as an exact percentage: 0.29 → `29%` (the decimal point of the shortest
  /// spelling moves two places, so no `28.999999999999996%`).
  public static func percent(_ fraction: Double) -> String {
    var text = exact(fraction)
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first.map(String.init) ?? "0"
    let decimals = parts.count > 1 ? String(parts[1]) : ""
    let padded = decimals + String(repeating: "0", count: max(0, 2 - decimals.count))
    var integer = whole + padded.prefix(2)
    while integer.count > 1, integer.hasPrefix("0") { integer.removeFirst() }
    let rest = String(padded.dropFirst(2))
    let sign = negative && (integer != "0" || !rest.isEmpty) ? "-" : ""
    return sign + integer + (rest.isEmpty ? "" : "." + rest) + "%"
  }

  /// A decimal spelling with an exponent (`1.5e-07`) rewritten without one.
  static func plain(_ text: String) -> String {
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
    let exponent = Int(text[text.index(after: e)...]) ?? 0
    var mantissa = String(text[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first.map(String.init) ?? ""
    let decimals = parts.count > 1 ? String(parts[1]) : ""
    var digits = Array(whole + decimals)
    var point = whole.count + exponent
    while digits.count > 1, digits.first == "0" {
      digits.removeFirst()
      point -= 1
    }
    var result = negative ? "-" : ""
    if point <= 0 {
      result += "0." + String(repeating: "0", count: -point) + String(digits)
    } else if point >= digits.count {
      result += String(digits) + String(repeating: "0", count: point - digits.count)
    } else {
      result += String(digits[..<point]) + "." + String(digits[point...])
    }
    while result.contains("."), result.hasSuffix("0") { result.removeLast() }
    if result.hasSuffix(".") { result.removeLast() }
    return result
  }

  /// Ticks as seconds: exact for whole ticks (`0.53`), else to the nearest picosecond.
  public static func seconds(_ ticks: Double) -> String {
    if ticks == ticks.rounded(), abs(ticks) < 9.0e18 { return Ticks.decimalSeconds(Tick(ticks)) }
    return decimal(ticks / 1e9, places: 12)
  }

  /// Ticks as milliseconds (Web Animations' unit): `818746717` → `818.746717`.
  public static func milliseconds(_ ticks: Double) -> String {
    decimal(ticks / 1e6, places: 9)
  }

  /// Text for HTML and XML content and attribute values: `&`, `<`, `>`, `"` and `'` escaped,
  /// and the control characters XML 1.0 forbids (all below U+0020 but tab, LF and CR, which
  /// no reference can spell either) shown as `?`, so the page stays well-formed.
  public static func escapedMarkup(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: result += "?"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A JavaScript (and JSON) string literal in double quotes. `</` and `<!--` are escaped too,
  /// so that the literal can sit inside an HTML `<script>` element without ending it, and `]]>`,
  /// so that it cannot end the preview page's CDATA section either.
  public static func javaScriptString(_ text: String) -> String {
    // JSON's escaping, plus the two line terminators JavaScript (unlike JSON) does not allow in
    // a string literal, plus what would end or confuse the script element.
    JSONText.quoted(text)
      .replacingEvery("\u{2028}", with: "\\u2028")
      .replacingEvery("\u{2029}", with: "\\u2029")
      .replacingEvery("</", with: "<\\/")
      .replacingEvery("<!--", with: "\\u003c!--")
      .replacingEvery("]]>", with: "]]\\u003e")
  }

  /// One line of text for a `//` comment: what JavaScript reads as a line break (U+2028 and
  /// U+2029 too), other control characters and bidirectional controls shown as `?`.
  public static func singleLine(_ text: String) -> String {
    text.commentLine
  }

  /// A CSS string in double quotes (for attribute selectors): `"` and `\` escaped, control
  /// characters as hex escapes.
  public static func cssString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar == "\"" || scalar == "\\" {
        result += "\\" + String(scalar)
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\" + String(scalar.value, radix: 16) + " "
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Text safe inside a CSS or JavaScript block comment on one line: `*/` cannot end it early,
  /// and line breaks and control characters are shown as `?`.
  public static func commentSafe(_ text: String) -> String {
    text.commentLine.replacingEvery("*/", with: "* /")
  }
}
