import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// What a number measures. Values are held in one unit per dimension: lengths in points,
/// angles in degrees, durations in nanoseconds (exact for every decimal literal), percentages
/// in percent.
enum Dimension {
  case plain, length, percent, angle, duration

  /// How messages name it.
  var quantityKind: QuantityKind {
    switch self {
    case .plain: return .plainNumber
    case .length: return .length
    case .percent: return .percentage
    case .angle: return .angle
    case .duration: return .duration
    }
  }

  /// The unit a computed value is written with in messages.
  var unit: String {
    switch self {
    case .plain, .length: return ""
    case .percent: return "%"
    case .angle: return "deg"
    case .duration: return "s"
    }
  }
}

/// How a number is written in messages: as written (a literal, a token), or for a computed
/// value its value formatted, only when a message asks for it (most values are never shown).
struct NumberText {
  /// The text as written, or `nil` for a computed value.
  private var written: Written?
  /// How many times the number was negated since (each adds a `-`; 32 bits keep a
  /// ``Binding`` at 64 bytes, and each negation is a `-` of a source under 2^32 bytes).
  private var minuses: UInt32 = 0

  private enum Written {
    /// A literal: its text is made only when a message shows it (most never are).
    case literal(NumberLiteral)
    case text(String)
  }

  /// A number as written.
  init(_ written: String) { self.written = .text(written) }

  /// A number literal as written.
  init(_ literal: NumberLiteral) { written = .literal(literal) }

  private init() {}

  /// A computed number's: the value is formatted when asked for.
  static let computed = NumberText()

  /// `-` and this.
  var negated: NumberText {
    var result = self
    result.minuses &+= 1
    return result
  }

  /// The text of the number `value` in `dimension` that has this text: a computed value as
  /// ``NumberFormatting/shortest(_:)`` writes it (seconds for a duration) with its unit.
  func text(of value: Double, _ dimension: Dimension) -> String {
    let minus = String(repeating: "-", count: Int(minuses))
    switch written {
    case .literal(let literal): return minus + literal.text
    case .text(let text): return minus + text
    case nil: break
    }
    // The value before the negations (negating is exact).
    let computed = minuses % 2 == 0 ? value : -value
    let shown = dimension == .duration ? computed / 1e9 : computed
    return minus + NumberFormatting.shortest(shown) + dimension.unit
  }
}

/// A computed number and its value rounded to 15 significant digits (see
/// ``Checker/recentRoundings``).
struct RecentRounding {
  var bits: UInt64
  var rounded: Double
}

/// An evaluated expression.
enum Quantity {
  /// A number in its dimension's unit, with its text for messages (as written for a literal).
  case number(Double, Dimension, text: NumberText)
  case color(RGBA)
  /// A timing curve: `easeOut`, `cubic(0.2, 0, 0, 1)`, `spring(duration: 0.4s)`.
  case easing(Easing)
  /// A parameter without a default while a motion is checked on its own: accepted anywhere,
  /// and anything computed from it is unknown too.
  case unknown
}

extension Quantity {
  /// How messages name the kind of value: "a duration", "a color", "an easing", ….
  var quantityKind: QuantityKind {
    switch self {
    case .number(_, let dimension, _): return dimension.quantityKind
    case .color: return .color
    case .easing: return .easing
    case .unknown: return .value
    }
  }
}

/// Expressions, units and the values steps take.
extension Checker {
  // MARK: Expressions

  /// The kind of value `expression` has, for a message about a value of the wrong kind. It is
  /// evaluated again: only called on an error path, where its value was already found.
  mutating func quantityKind(_ expression: Expression) -> QuantityKind {
    switch expression {
    case .color: return .color
    case .easing: return .easing
    case .number, .name, .negate, .binary, .parenthesized, .call, .invalid:
      return quantity(expression)?.quantityKind ?? .value
    }
  }

  /// Evaluates an expression, or returns `nil` after reporting why it has no value.
  mutating func quantity(_ expression: Expression) -> Quantity? {
    switch expression {
    case .number(let literal, let range):
      let value = literal.doubleValue
      guard value.isFinite, value <= limits.maximumMagnitude else {
        report(.numberTooLarge, at: range)
        return nil
      }
      switch literal.unit {
      case .none: return .number(value, .plain, text: NumberText(literal))
      case .points, .pixels: return .number(value, .length, text: NumberText(literal))
      case .percent: return .number(value, .percent, text: NumberText(literal))
      case .degrees: return .number(value, .angle, text: NumberText(literal))
      case .radians: return .number(value * 180 / Double.pi, .angle, text: NumberText(literal))
      case .turns: return .number(value * 360, .angle, text: NumberText(literal))
      case .seconds, .milliseconds:
        let nanoseconds =
          literal.ticks.map(Double.init) ?? value * (literal.unit == .seconds ? 1e9 : 1e6)
        return .number(nanoseconds, .duration, text: NumberText(literal))
      }
    case .color(let components, _):
      return .color(
        RGBA(
          red: Double(components.red) / 255, green: Double(components.green) / 255,
          blue: Double(components.blue) / 255, alpha: Double(components.alpha) / 255))
    case .negate(let inner, let range):
      switch quantity(inner) {
      case .number(let value, let dimension, let text):
        return .number(-value, dimension, text: text.negated)
      case .color, .easing:
        report(.expected(.numberAfterMinus, found: .value(quantityKind(inner))), at: range)
        return nil
      case .unknown: return .unknown
      case nil: return nil
      }
    case .parenthesized(let inner, _):
      return quantity(inner)
    case .name(let name):
      // A CSS named color, or else an easing's name, unless a `let` or parameter has the name
      // (the scopes are searched once).
      let found = visibleBinding(name)
      if found == nil, !isPendingLet(name) {
        if let color = CSSColor.named(name.text) { return .color(color) }
        if let easing = Easing(named: name.text) { return .easing(easing) }
      }
      return lookup(name, found: found)
    case .binary(let operation, let left, let right, let operatorRange):
      let leftValue = quantity(left)
      let rightValue = quantity(right)
      guard let leftValue, let rightValue else { return nil }
      return combine(
        operation, leftValue, rightValue, left: left, right: right, operator: operatorRange)
    case .call(let name, let arguments, let range):
      return call(name, arguments, range: range)
    case .easing(let syntax):
      return resolveEasing(syntax).map(Quantity.easing)
    case .invalid:
      return nil
    }
  }

  /// `left OP right`, with units checked.
  private mutating func combine(
    _ operation: BinaryOperator, _ leftValue: Quantity, _ rightValue: Quantity,
    left: Expression, right: Expression, operator operatorRange: SourceRange
  ) -> Quantity? {
    func mismatch() -> Quantity? {
      var notes: [DiagnosticNote] = []
      if case .number(_, .duration, _) = leftValue,
        case .number(let value, .plain, let text) = rightValue,
        operation == .add || operation == .subtract
      {
        notes.append(.durationNeedsUnit(number: text.text(of: value, .plain)))
      } else if case .number(let value, .plain, let text) = leftValue,
        case .number(_, .duration, _) = rightValue, operation == .add || operation == .subtract
      {
        notes.append(.durationNeedsUnit(number: text.text(of: value, .plain)))
      } else if operation == .multiply {
        notes.append(.multiplyByPlainNumber)
      } else if operation == .divide {
        notes.append(.divideByPlainNumber)
      }
      report(
        .incompatibleUnits(
          operation: .operation(operation), left: leftValue.quantityKind,
          right: rightValue.quantityKind),
        at: operatorRange,
        related: [
          RelatedRange(left.range, .valueKind(leftValue.quantityKind)),
          RelatedRange(right.range, .valueKind(rightValue.quantityKind)),
        ], notes: notes)
      return nil
    }
    guard case .number(let a, let dimensionA, _) = leftValue,
      case .number(let b, let dimensionB, _) = rightValue
    else {
      if case .unknown = leftValue, !isColor(rightValue) { return .unknown }
      if case .unknown = rightValue, !isColor(leftValue) { return .unknown }
      return mismatch()
    }
    let value: Double
    let dimension: Dimension
    switch operation {
    case .add, .subtract:
      guard let common = Self.common(dimensionA, dimensionB) else { return mismatch() }
      value = operation == .add ? a + b : a - b
      dimension = common
    case .multiply:
      if dimensionA == .plain {
        dimension = dimensionB
      } else if dimensionB == .plain {
        dimension = dimensionA
      } else {
        return mismatch()
      }
      value = a * b
    case .divide:
      if dimensionB == .plain {
        dimension = dimensionA
      } else if Self.common(dimensionA, dimensionB) == dimensionA, dimensionA != .plain {
        dimension = .plain  // a ratio: `1s / 250ms` is 4
      } else {
        return mismatch()
      }
      guard b != 0 else {
        report(.divisionByZero, at: right.range)
        return nil
      }
      value = a / b
    }
    return checked(value, dimension, range: left.range.union(right.range))
  }

  private func isColor(_ value: Quantity) -> Bool {
    if case .color = value { return true }
    return false
  }

  /// The dimension of a sum: the same, or a length when one side is a plain number (lengths
  /// may be written without a unit).
  private static func common(_ a: Dimension, _ b: Dimension) -> Dimension? {
    if a == b { return a }
    if (a, b) == (.plain, .length) || (a, b) == (.length, .plain) { return .length }
    return nil
  }

  /// A computed number, if finite and within the magnitude limit, rounded to 15 significant
  /// digits: what a double holds exactly in decimal, so binary rounding noise is dropped and
  /// `12 * 0.8` is `9.6`, as a designer reads it, not `9.600000000000001`.
  private mutating func checked(_ value: Double, _ dimension: Dimension, range: SourceRange)
    -> Quantity?
  {
    let limit = dimension == .duration ? limits.maximumMagnitude * 1e9 : limits.maximumMagnitude
    guard value.isFinite, abs(value) <= limit else {
      report(.numberTooLarge, at: range)
      return nil
    }
    return .number(remembered15Digits(value), dimension, text: .computed)
  }

  /// ``roundedTo15Digits(_:)`` of a finite `value`, remembered: a value that is not whole takes
  /// a logarithm, or formatting, to round (a motion's `amount * 0.8`, played again, is the
  /// same product again).
  private mutating func remembered15Digits(_ value: Double) -> Double {
    // Most computed values are whole (durations in nanoseconds above all): no slot read.
    if value.rounded() == value && abs(value) < 1e15 { return value }
    let bits = value.bitPattern
    let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58)
    // (A slot never made holds a NaN's bits, which no finite value has.)
    if recentRoundings[slot].bits == bits { return recentRoundings[slot].rounded }
    let rounded = Self.roundedTo15Digits(value)
    recentRoundings[slot] = RecentRounding(bits: bits, rounded: rounded)
    return rounded
  }

  /// `value` rounded to 15 significant decimal digits (`%.15g`, read back).
  ///
  /// Most values need no work: when the shortest decimal that reads back as `value` has at most
  /// 15 significant digits, that decimal is also the nearest 15-digit one (a double's error,
  /// half a unit in the last place, is less than half the spacing of 15-digit decimals), so
  /// the rounding gives `value` itself. Only the others go through `String(format:)`, which is
  /// slow (Foundation's formatter, a string each time).
  static func roundedTo15Digits(_ value: Double) -> Double {
    // A whole number below 10^15 has at most 15 digits: most computed values, durations in
    // nanoseconds above all, need no formatting.
    if value.rounded() == value && abs(value) < 1e15 { return value }
    // A decimal of at most 15 significant digits that reads back as `value` shows that the
    // shortest one has no more. Its digits at 15 places, divided by an exact power of ten, read
    // back correctly rounded: one multiplication and one division instead of a string.
    let magnitude = abs(value)
    // (Callers pass finite values; `Int(_:)` of an infinite or NaN logarithm would trap.)
    if magnitude.isFinite {
      let shift = 14 - Int(log10(magnitude).rounded(.down))
      if shift >= 0, shift < exactPowersOfTen.count {
        let scale = exactPowersOfTen[shift]
        let digits = (magnitude * scale).rounded()
        if digits <= 1e15, digits / scale == magnitude { return value }
      }
    }
    var digits = 0
    var leading = true
    var trailingZeros = 0
    for byte in value.description.utf8 {
      switch byte {
      case UInt8(ascii: "0"):
        if !leading {
          digits += 1
          trailingZeros += 1
        }
      case UInt8(ascii: "1")...UInt8(ascii: "9"):
        leading = false
        digits += 1
        trailingZeros = 0
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        return digits - trailingZeros <= 15 ? value : slowRoundedTo15Digits(value)
      default:
        continue  // `-`, `.`
      }
    }
    return digits - trailingZeros <= 15 ? value : slowRoundedTo15Digits(value)
  }

  /// 10^0 … 10^22, the powers of ten a double holds exactly.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  private static func slowRoundedTo15Digits(_ value: Double) -> Double {
    Double(NumberFormatting.fifteenSignificantDigits(value)) ?? value
  }

  /// `random(a, b)` and `pick(a, b, …)`.
  private mutating func call(_ name: Name, _ arguments: [Expression], range: SourceRange)
    -> Quantity?
  {
    var values: [Quantity] = []
    var valid = true
    for argument in arguments {
      if let value = quantity(argument) { values.append(value) } else { valid = false }
    }
    switch name.text {
    case "random":
      guard arguments.count == 2 else {
        report(
          .invalidCall(.randomArgumentCount(arguments.count)),
          at: range, notes: [.randomExample])
        return nil
      }
      guard valid else { return nil }
      let draw = generator.nextUnit()
      guard case .number(let low, let lowDimension, _) = values[0],
        case .number(let high, let highDimension, _) = values[1]
      else {
        if values.contains(where: isColor) {
          report(
            .invalidCall(.randomColors),
            at: range)
          return nil
        }
        return .unknown
      }
      guard let dimension = Self.common(lowDimension, highDimension) else {
        report(
          .incompatibleUnits(
            operation: .choice, left: lowDimension.quantityKind,
            right: highDimension.quantityKind), at: range,
          related: [
            RelatedRange(arguments[0].range, .valueKind(lowDimension.quantityKind)),
            RelatedRange(arguments[1].range, .valueKind(highDimension.quantityKind)),
          ])
        return nil
      }
      return checked(low + (high - low) * draw, dimension, range: range)
    case "pick":
      guard !arguments.isEmpty else {
        report(
          .invalidCall(.pickEmpty), at: range,
          notes: [.pickExample])
        return nil
      }
      guard valid else { return nil }
      let choice = generator.next(below: UInt64(values.count))
      // Every choice must be of one kind, so the result's kind does not depend on the draw.
      var dimension: Dimension?
      var first: (kind: Dimension, range: SourceRange)?
      var sawColor = false
      for (value, argument) in zip(values, arguments) {
        switch value {
        case .color:
          sawColor = true
        case .easing:
          report(
            .invalidCall(.pickEasings),
            at: argument.range,
            notes: [.useEasingParameter])
          return nil
        case .number(_, let kind, _):
          if let known = dimension, let common = Self.common(known, kind) {
            dimension = common
          } else if dimension == nil {
            dimension = kind
            first = (kind, argument.range)
          } else {
            report(
              .incompatibleUnits(
                operation: .choice, left: first?.kind.quantityKind ?? .value,
                right: kind.quantityKind), at: argument.range,
              related: first.map { [RelatedRange($0.range, .valueKind($0.kind.quantityKind))] }
                ?? [],
              notes: [.pickOneKind])
            return nil
          }
        case .unknown:
          continue
        }
        if sawColor && dimension != nil {
          report(
            .colorsAndNumbers,
            at: range)
          return nil
        }
      }
      let picked = values[Int(choice)]
      if case .number(let value, _, _) = picked, let dimension {
        return checked(value, dimension, range: range)
      }
      return picked
    case "rgb", "rgba", "hsl", "hsla", "oklch":
      guard valid else { return nil }
      return cssColor(name, values, arguments, range: range)
    default:
      report(
        .unknownFunction(
          name.text,
          suggestion: Suggestions.nearest(
            to: name.text, in: ["random", "pick"] + CSSColor.functions)
        ),
        at: name.range)
      return nil
    }
  }

  /// `rgb()`, `hsl()`, `oklch()` (and `rgba()`, `hsla()`): three components and an optional
  /// alpha, each read as CSS Color 4 reads it and clamped to its range.
  private mutating func cssColor(
    _ name: Name, _ values: [Quantity], _ arguments: [Expression], range: SourceRange
  ) -> Quantity? {
    guard values.count == 3 || values.count == 4 else {
      report(
        .invalidCall(.colorComponentCount(function: name.text, found: values.count)),
        at: range, notes: [.colorFunctionExample(function: name.text)])
      return nil
    }
    if values.contains(where: { if case .unknown = $0 { return true } else { return false } }) {
      return .unknown
    }
    /// Each component as a number in the unit that component is read in, or an error.
    func component(_ index: Int, _ kinds: [Dimension], _ what: String) -> Double? {
      guard case .number(let value, let dimension, _) = values[index], kinds.contains(dimension)
      else {
        report(
          .invalidCall(
            .colorComponentKind(
              function: name.text, component: what, allowed: kinds.map(\.quantityKind))),
          at: arguments[index].range)
        return nil
      }
      return dimension == .percent ? value / 100 : value
    }
    func clamp(_ value: Double, _ high: Double = 1) -> Double { min(max(value, 0), high) }
    var alpha = 1.0
    if values.count == 4 {
      guard let written = component(3, [.plain, .percent], "alpha") else { return nil }
      alpha = clamp(written)
    }
    switch name.text {
    case "rgb", "rgba":
      var channels: [Double] = []
      for (index, what) in ["red", "green", "blue"].enumerated() {
        guard case .number(let value, let dimension, _) = values[index],
          dimension == .plain || dimension == .percent
        else {
          _ = component(index, [.plain, .percent], what)
          return nil
        }
        channels.append(clamp(dimension == .percent ? value / 100 : value / 255))
      }
      return .color(RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
    case "hsl", "hsla":
      guard let hue = component(0, [.plain, .angle], "hue"),
        let saturation = component(1, [.percent, .plain], "saturation"),
        let lightness = component(2, [.percent, .plain], "lightness")
      else { return nil }
      // A plain number stands for a percentage here: `hsl(120 100 50)`.
      func fraction(_ index: Int, _ value: Double) -> Double {
        guard case .number(_, .plain, _) = values[index] else { return clamp(value) }
        return clamp(value / 100)
      }
      return .color(
        CSSColor.hsl(
          hue: hue, saturation: fraction(1, saturation), lightness: fraction(2, lightness),
          alpha: alpha))
    default:
      guard let lightness = component(0, [.plain, .percent], "lightness"),
        let chroma = component(1, [.plain, .percent], "chroma"),
        let hue = component(2, [.plain, .angle], "hue")
      else { return nil }
      // 100% chroma is 0.4.
      let isPercent: Bool
      if case .number(_, .percent, _) = values[1] { isPercent = true } else { isPercent = false }
      return .color(
        CSSColor.oklch(
          lightness: clamp(lightness), chroma: max(isPercent ? chroma * 0.4 : chroma, 0),
          hue: hue, alpha: alpha))
    }
  }

  // MARK: Values steps take

  /// A duration in ticks. A literal is exact (`0.1s` is 100,000,000 ticks); a computed
  /// duration is rounded to the nearest tick.
  mutating func duration(_ expression: Expression) -> Tick? {
    // A literal is read in place; only a negated one is unwrapped, into a copy (copying every
    // duration, and destroying the copy, cost more than reading it).
    if case .number(let literal, let range) = expression {
      return literalDuration(literal, range: range, negative: false, whole: expression.range)
    }
    if case .negate = expression {
      var negative = false
      var inner = expression
      while case .negate(let operand, _) = inner {
        negative.toggle()
        inner = operand
      }
      if case .number(let literal, let range) = inner {
        return literalDuration(literal, range: range, negative: negative, whole: expression.range)
      }
    }
    switch quantity(expression) {
    case .number(let value, .duration, _):
      guard value <= Double(limits.maximumDuration) + 0.5 else {
        report(
          .limitExceeded(.duration(limit: limits.maximumDuration)), at: expression.range)
        return nil
      }
      guard value.rounded() >= 0 else {
        report(.negativeDuration, at: expression.range)
        return nil
      }
      return Tick(value.rounded())
    case .number(let value, .plain, let text):
      report(
        .durationNeedsUnit(
          seconds: text.text(of: value, .plain),
          milliseconds: NumberFormatting.shortest(value * 1000)),
        at: expression.range, related: letWithoutUnit(expression))
      return nil
    case .number(_, let dimension, _):
      report(.expectedDuration(found: dimension.quantityKind), at: expression.range)
      return nil
    case .color, .easing:
      report(.expectedDuration(found: quantityKind(expression)), at: expression.range)
      return nil
    case .unknown, nil:
      return nil
    }
  }

  /// The `let` a name that gives a plain number stands for, where the unit is missing: the
  /// fix goes there, perhaps in an imported file, not at each use. (A parameter's value may
  /// come from a `play`, so only a file's `let`s are shown.)
  private mutating func letWithoutUnit(_ expression: Expression) -> [RelatedRange] {
    guard case .name(let name) = expression, case .file(let file, let index) = visibleBinding(name)
    else { return [] }
    return [RelatedRange(files[file].scope.bindings[index].definition, .definedWithoutUnit)]
  }

  private mutating func literalDuration(
    _ literal: NumberLiteral, range: SourceRange, negative: Bool, whole: SourceRange
  ) -> Tick? {
    switch literal.unit {
    case .seconds, .milliseconds: break
    case .none:
      let sign = negative ? "-" : ""
      report(
        .durationNeedsUnit(
          seconds: sign + literal.text, milliseconds: sign + literal.decimalText(shiftedBy: 3)),
        at: whole)
      return nil
    case .degrees, .radians, .turns, .points, .pixels, .percent:
      let dimension: Dimension =
        literal.unit == .percent
        ? .percent
        : literal.unit == .points || literal.unit == .pixels
          ? .length : .angle
      report(.expectedDuration(found: dimension.quantityKind), at: range)
      return nil
    }
    guard let ticks = literal.ticks, ticks <= limits.maximumDuration else {
      report(
        .limitExceeded(.duration(limit: limits.maximumDuration)),
        at: range)
      return nil
    }
    if negative && ticks != 0 {
      report(.negativeDuration, at: whole)
      return nil
    }
    return ticks
  }

  /// A plain number (no unit), e.g. a `cubic` argument.
  mutating func plainNumber(_ expression: Expression) -> Double? {
    // A literal without a unit is read as ``quantity(_:)`` reads it, with no quantity made
    // (its text kept for messages) and destroyed.
    if case .number(let literal, let range) = expression, literal.unit == .none {
      let value = literal.doubleValue
      guard value.isFinite, value <= limits.maximumMagnitude else {
        report(.numberTooLarge, at: range)
        return nil
      }
      return value
    }
    switch quantity(expression) {
    case .number(let value, .plain, _): return value
    case .number(_, let dimension, _):
      report(.expected(.plainNumber, found: .value(dimension.quantityKind)), at: expression.range)
      return nil
    case .color, .easing:
      report(.expected(.plainNumber, found: .value(quantityKind(expression))), at: expression.range)
      return nil
    case .unknown, nil: return nil
    }
  }

  /// A property value for `property` (absolute: opacity is range-checked).
  mutating func value(
    _ expression: Expression, for property: Property, name subject: SourceRange
  ) -> Value? {
    if property.kind == .color {
      switch quantity(expression) {
      case .color(let color): return .color(color)
      case .number, .easing:
        report(
          .wrongValueKind(
            property: text(subject), expected: .color,
            found: quantityKind(expression)),
          at: expression.range)
        return nil
      case .unknown, nil: return nil
      }
    }
    guard let number = number(expression, for: property, name: subject) else { return nil }
    if property.kind == .fraction, !(0...1).contains(number) {
      report(
        .valueOutOfRange(property: text(subject), value: valueText(expression, number)),
        at: expression.range)
      return nil
    }
    return .number(number)
  }

  /// How a value appears in a message: as written when it is a literal, else computed.
  private func valueText(_ expression: Expression, _ value: Double) -> String {
    switch expression {
    case .number, .negate: return text(expression.range)
    default: return NumberFormatting.shortest(value)
    }
  }

  /// A number in `property`'s unit (also a `by` amount).
  mutating func number(
    _ expression: Expression, for property: Property, name subject: SourceRange
  ) -> Double? {
    // A literal in a unit with no conversion (most values) that fits `property`: its value is
    // what ``quantity(_:)`` and the switch below would give, read without building (and then
    // destroying) its quantity. Anything else takes the general path, errors included.
    if case .number(let literal, _) = expression,
      let dimension = Self.unconvertedDimension(literal.unit)
    {
      let value = literal.doubleValue
      if value.isFinite, value <= limits.maximumMagnitude,
        let accepted = Self.accepted(value, dimension, as: property.kind)
      {
        return accepted
      }
    }
    guard let quantity = quantity(expression) else { return nil }
    let expected = property.kind
    let value: Double
    let dimension: Dimension
    let written: NumberText
    switch quantity {
    case .number(let number, let kind, let text):
      value = number
      dimension = kind
      written = text
    case .color, .easing:
      report(
        .wrongValueKind(property: text(subject), expected: expected, found: quantity.quantityKind),
        at: expression.range)
      return nil
    case .unknown:
      return nil
    }
    if let accepted = Self.accepted(value, dimension, as: property.kind) { return accepted }
    switch (property.kind, dimension) {
    case (.angle, .plain):
      report(.angleNeedsUnit(written.text(of: value, dimension)), at: expression.range)
      return nil
    case (.length, .percent):
      report(
        .unitNotAllowed(unit: "%", property: text(subject)), at: expression.range,
        notes: [.lengthsInPoints])
      return nil
    case (.length, _), (.fraction, _), (.factor, _), (.angle, _), (.color, _):
      report(
        .wrongValueKind(
          property: text(subject), expected: expected, found: dimension.quantityKind),
        at: expression.range)
      return nil
    }
  }

  /// `value` in `dimension` as a property of `kind` takes it (a percentage of a fraction or
  /// factor divided by 100), or `nil` when the property does not take that dimension.
  private static func accepted(_ value: Double, _ dimension: Dimension, as kind: ValueKind)
    -> Double?
  {
    switch (kind, dimension) {
    case (.length, .plain), (.length, .length), (.fraction, .plain), (.factor, .plain),
      (.angle, .angle):
      return value
    case (.fraction, .percent), (.factor, .percent):
      return value / 100
    case (.length, _), (.fraction, _), (.factor, _), (.angle, _), (.color, _):
      return nil
    }
  }

  /// The dimension of a number written in `unit` when ``quantity(_:)`` takes its value as
  /// written (no unit, `pt`, `px`, `%`, `deg`), else `nil`.
  private static func unconvertedDimension(_ unit: NumberUnit) -> Dimension? {
    switch unit {
    case .none: return .plain
    case .points, .pixels: return .length
    case .percent: return .percent
    case .degrees: return .angle
    case .radians, .turns, .seconds, .milliseconds: return nil
    }
  }
}
