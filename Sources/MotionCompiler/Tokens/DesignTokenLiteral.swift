import MotionRuntime

/// The literal forms of DTCG 2025.10 values motionc reads: measures (durations and dimensions,
/// as objects or the older strings) and colors (objects in `srgb`, another space's `hex`
/// fallback, or the older hex strings). Each returns `nil` for a value not of its form.
enum DesignTokenLiteral {
  /// A duration or dimension: `{"value": 200, "unit": "ms"}`, or the older string `"200ms"`.
  static func measure(_ value: JSONNode) -> (Double, unit: String, text: String)? {
    switch value.content {
    case .object:
      guard case .number(let number, let text)? = value.member("value")?.value.content,
        case .string(let unit)? = value.member("unit")?.value.content
      else { return nil }
      return (number, unit, text + unit)
    case .string(let text):
      let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
      guard !digits.isEmpty, let number = Double(digits), number.isFinite else { return nil }
      return (number, String(text.dropFirst(digits.count)), text)
    case .null, .bool, .number, .array:
      return nil
    }
  }

  /// A DTCG 2025.10 color object, or the older hex string. `srgb` components are used as
  /// they are; another color space needs the object's `hex` fallback.
  static func color(_ value: JSONNode) -> DesignTokenValue? {
    switch value.content {
    case .string(let text):
      return hexColor(text).map(DesignTokenValue.color)
    case .object:
      guard case .string(let space)? = value.member("colorSpace")?.value.content,
        case .array(let components)? = value.member("components")?.value.content,
        components.count == 3
      else { return nil }
      var alpha = 1.0
      if let member = value.member("alpha") {
        guard case .number(let number, _) = member.value.content, (0...1).contains(number)
        else { return nil }
        alpha = number
      }
      if space == "srgb" {
        var channels: [Double] = []
        for component in components {
          switch component.content {
          case .number(let number, _) where (0...1).contains(number): channels.append(number)
          case .string("none"): channels.append(0)
          case .null, .bool, .number, .string, .array, .object: return nil
          }
        }
        return .color(RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
      }
      if case .string(let hex)? = value.member("hex")?.value.content,
        var fallback = hexColor(hex)
      {
        fallback.alpha = alpha
        return .color(fallback)
      }
      return .unusable(.colorSpace(space))
    case .null, .bool, .number, .array:
      return nil
    }
  }

  /// `#RRGGBB` or `#RRGGBBAA` (also `#RGB`).
  static func hexColor(_ text: String) -> RGBA? {
    let digits = Array(text.utf8.dropFirst())
    guard text.hasPrefix("#"), [3, 6, 8].contains(digits.count) else { return nil }
    var values: [Double] = []
    var position = 0
    let width = digits.count == 3 ? 1 : 2
    while position < digits.count {
      guard
        let byte = UInt8(
          String(decoding: digits[position..<position + width], as: UTF8.self), radix: 16)
      else { return nil }
      values.append(Double(width == 1 ? byte * 17 : byte) / 255)
      position += width
    }
    return RGBA(
      red: values[0], green: values[1], blue: values[2], alpha: values.count > 3 ? values[3] : 1)
  }
}
