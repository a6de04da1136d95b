import MotionCompiler
import MotionRuntime

/// Short texts editors show about the language's words and values.
enum Descriptions {
  /// A property's kind, units and start value, or `nil` for a name that is not a property.
  static func property(_ name: String) -> String? {
    if name == "scale" {
      return "`scale`: a factor, 1 = unchanged (plain or `%`); writes both `scaleX` and `scaleY`"
    }
    guard let property = Property(rawValue: name) else { return nil }
    let start =
      property.defaultValue.map { "starts at \(value($0, of: property))" }
      ?? "no start value: give it one with `initial` or `from`"
    return "`\(name)`: \(kind(property.kind)); \(start)"
  }

  private static func kind(_ kind: ValueKind) -> String {
    switch kind {
    case .length: return "a length in points (plain, `pt` or `px`)"
    case .fraction: return "a fraction from 0 to 1 (plain or `%`)"
    case .factor: return "a factor, 1 = unchanged (plain or `%`)"
    case .angle: return "an angle (`deg`, `rad` or `turn`)"
    case .color: return "a color (`#RRGGBB`)"
    }
  }

  /// What a modifier does.
  static func modifier(_ kind: ModifierKind) -> String {
    switch kind {
    case .over: return "`over DURATION`: how long the change takes (default `0.5s`)"
    case .wait: return "`wait DURATION`: a pause after the change, before the next step starts"
    case .delay: return "`delay DURATION`: a pause before the change starts, inside the step"
    case .ease: return "`ease EASING`: the timing curve (default `linear`)"
    case .from:
      return "`from VALUE`: the start value; the property jumps there when the change starts"
    case .repeat: return "`repeat COUNT` or `repeat forever`: how many times it plays in all"
    case .yoyo: return "`yoyo`: with `repeat`, every second play runs backwards"
    case .in:
      return "`in SPACE`: the space a color change mixes in: `srgb` (default), `linear` or `oklab`"
    }
  }

  /// A value as messages write it: numbers without float noise (angles in `deg`), colors in hex.
  static func value(_ value: Value, of property: Property) -> String {
    switch value {
    case .number(let number):
      return NumberFormatting.fixed(number) + (property.kind == .angle ? "deg" : "")
    case .color(let color): return color.hexString
    }
  }

  /// A time in seconds: `0.3s`.
  static func time(_ ticks: Tick) -> String {
    Ticks.decimalSeconds(ticks) + "s"
  }

  /// `motion shake(amount = 20, beat = 0.04s)`, as written.
  static func signature(_ motion: MotionStatement, context: DocumentContext) -> String {
    let parameters = motion.parameters.map { parameter in
      parameter.name.text + (parameter.defaultValue.map { " = " + context.text($0.range) } ?? "")
    }
    return "motion \(motion.name.text)"
      + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")")
  }

  /// The line of a resolved change: `card.opacity 0.3s → 0.6s, 0 → 1, easeOut`.
  static func change(_ change: ResolvedChange) -> String {
    let name = "\(change.element).\(change.property.rawValue)"
    let values =
      "\(value(change.from, of: change.property)) → \(value(change.to, of: change.property))"
    if change.start == change.end {
      return "\(name) at \(time(change.start)), \(values) (instant)"
    }
    return "\(name) \(time(change.start)) → \(time(change.end)), \(values), \(change.easing.name)"
  }
}
