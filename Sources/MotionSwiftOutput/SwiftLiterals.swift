import MotionRuntime

/// How runtime values are spelled as Swift source: literals that rebuild exactly the same
/// values, qualified with the module (`MotionRuntime.Easing…`) so that no name in the app can
/// shadow them.
enum SwiftLiterals {
  /// A `Double` literal that reads back as exactly `value`: the shortest round-trip decimal
  /// (Swift parses literals correctly rounded), `-0.0` for negative zero.
  static func number(_ value: Double) -> String {
    if value == 0 && value.sign == .minus { return "-0.0" }
    return NumberFormatting.shortest(value)
  }

  /// A string literal: quotes, backslashes and control characters escaped.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  static func value(_ value: Value) -> String {
    switch value {
    case .number(let number): return ".number(\(self.number(number)))"
    case .color(let color):
      return ".color(MotionRuntime.RGBA(red: \(number(color.red)), green: \(number(color.green)), "
        + "blue: \(number(color.blue)), alpha: \(number(color.alpha))))"
    }
  }

  /// An expression of type `MotionRuntime.Easing`. Springs and `linear(…)` curves are built by
  /// throwing initializers; their parameters are the ones the compiler checked, so they cannot
  /// fail, and were one ever to, the curve would be `linear` rather than the app crashing.
  static func easing(_ easing: Easing) -> String {
    switch easing {
    case .linear:
      return "MotionRuntime.Easing.linear"
    case .cubicBezier(let curve):
      return "MotionRuntime.Easing.cubicBezier(MotionRuntime.CubicBezier(x1: \(number(curve.x1)), "
        + "y1: \(number(curve.y1)), x2: \(number(curve.x2)), y2: \(number(curve.y2))))"
    case .family(let family, let mode):
      return "MotionRuntime.Easing.family(.\(String(describing: family)), .\(modeCase(mode)))"
    case .steps(let count, let position):
      return "MotionRuntime.Easing.steps(\(count), .\(stepCase(position)))"
    case .piecewiseLinear(let curve):
      let stops = curve.points.map {
        "MotionRuntime.LinearEasing.Stop(output: \(number($0.output)), inputs: [\(number($0.input))])"
      }
      return "((try? MotionRuntime.LinearEasing([\(stops.joined(separator: ", "))]))"
        + ".map(MotionRuntime.Easing.piecewiseLinear) ?? .linear)"
    case .spring(let spring, let duration):
      return "((try? MotionRuntime.Spring(mass: \(number(spring.mass)), "
        + "stiffness: \(number(spring.stiffness)), damping: \(number(spring.damping)), "
        + "velocity: \(number(spring.initialVelocity))))"
        + ".map { MotionRuntime.Easing.spring($0, duration: \(number(duration))) } ?? .linear)"
    case .reversed(let inner):
      return "MotionRuntime.Easing.reversed(\(self.easing(inner)))"
    }
  }

  private static func modeCase(_ mode: EasingMode) -> String {
    switch mode {
    case .in: return "in"
    case .out: return "out"
    case .inOut: return "inOut"
    }
  }

  private static func stepCase(_ position: StepPosition) -> String {
    switch position {
    case .jumpStart: return "jumpStart"
    case .jumpEnd: return "jumpEnd"
    case .jumpNone: return "jumpNone"
    case .jumpBoth: return "jumpBoth"
    }
  }

  static func colorSpaceCase(_ space: ColorSpace) -> String {
    switch space {
    case .srgb: return "srgb"
    case .linear: return "linear"
    case .oklab: return "oklab"
    }
  }

  // MARK: Identifiers

  /// Swift's keywords, and the names an enum's cases may not take (its members'), which a case
  /// name gets an underscore after.
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
    "Protocol", "_", "rawValue", "allCases", "hashValue", "consume", "copy", "discard",
    "borrowing", "consuming", "some", "any", "each", "macro", "package", "nonisolated",
    "isolated", "sending",
  ]

  /// Whether `name` is a plain ASCII Swift identifier (letters, digits, `_`; not a digit first).
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return name.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
  }

  /// A case name for `name`: itself when it is an identifier that is not reserved; else its
  /// letters and digits with `_` for the rest (and before a leading digit), an `_` after a
  /// reserved word.
  static func caseName(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      let isASCIIWord =
        scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "_")
      result.unicodeScalars.append(isASCIIWord ? scalar : "_")
    }
    if result.isEmpty || !isIdentifier(result) { result = "_" + result }
    if reserved.contains(result) { result += "_" }
    return result
  }
}
