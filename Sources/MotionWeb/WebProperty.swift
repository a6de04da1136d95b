import MotionRuntime

/// How a property appears on a web page.
///
/// Each property animates on its own, as a registered custom property (`--motion-move-x`,
/// `@property` with `inherits: false`), so that it keeps its own keyframes and easings and a
/// page can read its exact value. The element's real CSS properties are composed from them:
/// `translate` from moveX and moveY, `scale` from scaleX and scaleY, and one each for the rest
/// (see ``WebComposition``). Conventions: x grows to the right, y downwards, 1 length unit is
/// 1 CSS px, `rotate` is clockwise.
extension Property {
  /// The registered custom property that carries this property: `--motion-move-x`.
  public var customProperty: String {
    switch self {
    case .moveX: return "--motion-move-x"
    case .moveY: return "--motion-move-y"
    case .scaleX: return "--motion-scale-x"
    case .scaleY: return "--motion-scale-y"
    case .rotate: return "--motion-rotate"
    case .opacity: return "--motion-opacity"
    case .color: return "--motion-color"
    case .background: return "--motion-background"
    case .width: return "--motion-width"
    case .height: return "--motion-height"
    case .cornerRadius: return "--motion-corner-radius"
    case .blur: return "--motion-blur"
    }
  }

  /// The `syntax` the custom property is registered with.
  public var cssSyntax: String {
    switch kind {
    case .length: return "<length>"
    case .fraction, .factor: return "<number>"
    case .angle: return "<angle>"
    case .color: return "<color>"
    }
  }

  /// The custom property's registered `initial-value`: the property's value before any change,
  /// or a neutral value for the properties that have none (their tracks always set one).
  public var cssInitialValue: String {
    switch self {
    case .moveX, .moveY, .width, .height, .cornerRadius, .blur: return "0px"
    case .scaleX, .scaleY, .opacity: return "1"
    case .rotate: return "0deg"
    case .color, .background: return "transparent"
    }
  }
}

/// CSS spellings of property values.
public enum CSSValue {
  /// `value` in `kind`'s CSS unit: `12.5px`, `1.2`, `90deg`, `rgba(49, 130, 246, 1)`.
  ///
  /// Numbers are written exactly (the shortest decimal that reads back as the same double);
  /// colors as legacy `rgba()` (so that browsers mix them in sRGB with premultiplied alpha,
  /// as motionc does), components clamped to the sRGB gamut and rounded to 6 decimals.
  public static func text(_ value: Value, kind: ValueKind) -> String {
    switch value {
    case .number(let number):
      switch kind {
      case .length: return WebText.exact(number) + "px"
      case .angle: return WebText.exact(number) + "deg"
      case .fraction, .factor: return WebText.exact(number)
      case .color: return color(RGBA(red: number, green: number, blue: number, alpha: 1))
      }
    case .color(let rgba):
      switch kind {
      case .color: return color(rgba)
      case .length, .angle, .fraction, .factor: return text(.number(rgba.red), kind: kind)
      }
    }
  }

  /// `rgba(R, G, B, A)` with R, G, B in 0…255 and A in 0…1.
  public static func color(_ color: RGBA) -> String {
    func clamped(_ component: Double) -> Double {
      component.isNaN ? 0 : min(max(component, 0), 1)
    }
    let channels = [color.red, color.green, color.blue].map {
      WebText.decimal(clamped($0) * 255, places: 6)
    }
    return "rgba(" + channels.joined(separator: ", ") + ", "
      + WebText.decimal(clamped(color.alpha), places: 6) + ")"
  }
}

/// The real CSS properties an element's custom properties are composed into.
public enum WebComposition {
  /// The declarations (`translate: var(--motion-move-x) var(--motion-move-y)`, …) for an
  /// element that animates `properties`, in a fixed order. A property the element does not
  /// animate reads its registered initial value. Lengths that cannot be negative are clamped
  /// at 0 (a spring may overshoot below it), as CSS clamps `opacity` to 0…1.
  public static func declarations(for properties: Set<Property>) -> [(name: String, value: String)]
  {
    var result: [(String, String)] = []
    func uses(_ list: Property...) -> Bool { list.contains { properties.contains($0) } }
    // With its fallback: a property neither timeline animates is not registered or set.
    func read(_ property: Property) -> String {
      "var(\(property.customProperty), \(property.cssInitialValue))"
    }
    if uses(.moveX, .moveY) {
      result.append(
        ("translate", "\(read(.moveX)) \(read(.moveY))"))
    }
    if uses(.scaleX, .scaleY) {
      result.append(
        ("scale", "\(read(.scaleX)) \(read(.scaleY))"))
    }
    if uses(.rotate) { result.append(("rotate", "\(read(.rotate))")) }
    if uses(.opacity) { result.append(("opacity", "\(read(.opacity))")) }
    if uses(.color) { result.append(("color", "\(read(.color))")) }
    if uses(.background) {
      result.append(("background-color", "\(read(.background))"))
    }
    if uses(.width) {
      result.append(("width", "max(0px, \(read(.width)))"))
    }
    if uses(.height) {
      result.append(("height", "max(0px, \(read(.height)))"))
    }
    if uses(.cornerRadius) {
      result.append(
        ("border-radius", "max(0px, \(read(.cornerRadius)))"))
    }
    if uses(.blur) {
      result.append(("filter", "blur(max(0px, \(read(.blur))))"))
    }
    return result
  }
}
