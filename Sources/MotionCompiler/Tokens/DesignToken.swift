import MotionRuntime

/// A token of a W3C Design Tokens (DTCG 2025.10) file, as `import "….json" as NAME` brings it.
struct DesignToken {
  /// Its dotted path in the file: `motion.short`, `motion.enter.duration`.
  var path: String
  /// Its name in the file (the JSON key), where diagnostics about it point.
  var nameRange: SourceRange
  var value: DesignTokenValue
  /// `$deprecated`: `nil` when not deprecated, else the file's explanation (maybe empty).
  var deprecation: String?
}

/// What a design token holds, in motionc's units.
enum DesignTokenValue {
  /// Nanoseconds, and the text messages show (`200ms`).
  case duration(Double, text: String)
  case number(Double, text: String)
  case color(RGBA)
  /// Points (`px` in a token file is a point, as in a `.motion` file).
  case length(Double, text: String)
  case easing(Easing)
  /// A curve in motionc's own spelling, from the `dev.motionc` extension: `spring(…)`,
  /// `steps(…)`, …, parsed as a `.motion` value (ranges point into the token file when the
  /// JSON string has no escapes, else at the whole string).
  case easingExpression(Expression)
  /// A token motionc cannot use (its name is known, and using it says why).
  case unusable(UnusableToken)
}

/// Why a design token cannot be used in a `.motion` file.
public enum UnusableToken: Hashable, Sendable {
  /// A DTCG type motionc has no value for (`fontFamily`, `shadow`, …).
  case type(String)
  /// A `dimension` in `rem` or `em`: relative to a font size motionc does not know.
  case relativeLength(unit: String)
  /// A color in a color space motionc does not convert, with no `hex` fallback.
  case colorSpace(String)
  /// A `transition` as a whole; its members are `.duration`, `.delay`, `.timingFunction`.
  case composite
  /// A group of tokens, not a token.
  case group
  /// A token given by a JSON Pointer (`{"$ref": "#/…"}`), which motionc does not follow.
  case jsonPointer
  /// A token whose value has an error (reported in the token file).
  case invalid
  /// A member a `transition` lacks (reported in the token file).
  case missing
}

extension DesignTokenValue {
  /// Whether it is a member a `transition` lacks.
  var isMissing: Bool {
    if case .unusable(.missing) = self { return true }
    return false
  }
}

/// Why a design token's value is not one of its type.
public enum TokenProblem: Hashable, Sendable {
  /// A `$type` that is not a string.
  case typeNotAString
  /// A value without `$type`, on the token or a group around it, that is not an alias.
  case missingType
  /// A value that is not of the form its type takes.
  case wrongValue(type: String)
  /// A unit the type does not take.
  case unknownUnit(String, type: String)
  /// A `dev.motionc` extension that is not `{"easing": "…"}`, or on a type it does not fit.
  case invalidExtension
  /// An alias chain longer than the limit.
  case aliasChainTooLong(limit: Int)
  /// An alias to a token of another type than the place needs.
  case aliasWrongType(expected: String, found: String)
}
