/// The animatable properties of an element, in the order outputs list them.
public enum Property: String, CaseIterable, Hashable, Sendable, Comparable {
  /// Offset to the right, in points.
  case moveX
  /// Offset down, in points.
  case moveY
  /// Horizontal scale (1 = unchanged).
  case scaleX
  /// Vertical scale (1 = unchanged).
  case scaleY
  /// Rotation clockwise, in degrees.
  case rotate
  /// Opacity, 0 (invisible) to 1.
  case opacity
  /// The foreground (text) color.
  case color
  /// The background color.
  case background
  /// Width, in points.
  case width
  /// Height, in points.
  case height
  /// Corner radius, in points.
  case cornerRadius
  /// Blur radius, in points.
  case blur

  /// The property spelled `rawValue`, as a spec and the outputs write it.
  public init?(rawValue: String) {
    // Length, first and last byte pick the one name it can be, so one comparison confirms it
    // (the synthesized initializer compares it with each name in turn, 1% of a check).
    var name = rawValue
    guard let candidate = name.withUTF8(Self.candidate(spelled:)), rawValue == candidate.rawValue
    else { return nil }
    self = candidate
  }

  /// The only property whose name can be `bytes`, if any.
  private static func candidate(spelled bytes: UnsafeBufferPointer<UInt8>) -> Property? {
    guard let first = bytes.first else { return nil }
    switch (bytes.count, first, bytes[bytes.count - 1]) {
    case (5, UInt8(ascii: "m"), UInt8(ascii: "X")): return .moveX
    case (5, UInt8(ascii: "m"), _): return .moveY
    case (6, UInt8(ascii: "s"), UInt8(ascii: "X")): return .scaleX
    case (6, UInt8(ascii: "s"), _): return .scaleY
    case (6, UInt8(ascii: "r"), _): return .rotate
    case (7, _, _): return .opacity
    case (5, UInt8(ascii: "c"), _): return .color
    case (10, _, _): return .background
    case (5, UInt8(ascii: "w"), _): return .width
    case (6, UInt8(ascii: "h"), _): return .height
    case (12, _, _): return .cornerRadius
    case (4, _, _): return .blur
    default: return nil
    }
  }

  /// What kind of value the property holds.
  public var kind: ValueKind {
    switch self {
    case .moveX, .moveY, .width, .height, .cornerRadius, .blur: return .length
    case .scaleX, .scaleY: return .factor
    case .rotate: return .angle
    case .opacity: return .fraction
    case .color, .background: return .color
    }
  }

  /// The value before any step changes it, or `nil` when the property needs an `initial`
  /// value or a `from` (colors and sizes).
  public var defaultValue: Value? {
    switch self {
    case .moveX, .moveY, .rotate: return .number(0)
    case .scaleX, .scaleY, .opacity: return .number(1)
    case .color, .background, .width, .height, .cornerRadius, .blur: return nil
    }
  }

  /// Properties order as outputs list them (``index``).
  public static func < (lhs: Property, rhs: Property) -> Bool {
    lhs.index < rhs.index
  }

  /// The property's position in ``allCases`` (the order outputs list properties in).
  public var index: Int {
    switch self {
    case .moveX: return 0
    case .moveY: return 1
    case .scaleX: return 2
    case .scaleY: return 3
    case .rotate: return 4
    case .opacity: return 5
    case .color: return 6
    case .background: return 7
    case .width: return 8
    case .height: return 9
    case .cornerRadius: return 10
    case .blur: return 11
    }
  }
}

/// The kinds of value a property can hold, with the unit outputs carry them in.
public enum ValueKind: String, Hashable, Sendable {
  /// Points (`pt` and `px` are the same thing).
  case length
  /// A plain number, 0…1.
  case fraction
  /// A plain multiplier, 1 = unchanged.
  case factor
  /// Degrees.
  case angle
  /// sRGB RGBA, components 0…1.
  case color

  /// The unit outputs carry values of this kind in.
  public var unit: String {
    switch self {
    case .length: return "pt"
    case .fraction: return "fraction"
    case .factor: return "factor"
    case .angle: return "deg"
    case .color: return "rgba"
    }
  }

  /// How many numbers one value takes.
  public var componentCount: Int { self == .color ? 4 : 1 }
}
