import MotionRuntime

/// Where the names of a compilation are defined, and what each `let` is worth: a side table
/// the checker fills while it resolves names (only when asked, by ``Compiler/analyze(_:options:limits:)``),
/// for editors (hover, go to definition, completion).
public struct NameTable: Hashable, Sendable {
  /// For each use of a name, by the position the use starts at: the name where it is defined
  /// (a `let`, a parameter of a motion, or for `play NAME` the motion).
  public internal(set) var definitions: [Int: SourceRange] = [:]
  /// For each `let`, by the position its name starts at: its value as a message writes it
  /// (`0.2s`, `90deg`, `#3182F6FF`). Absent when its expression has an error, or depends on a
  /// parameter without a default.
  public internal(set) var values: [Int: String] = [:]
  /// For each `let`, design token and parameter, by the position its name starts at: the kind
  /// of value it holds (for completion to offer it only where that kind fits, see
  /// ``QuantityKind/fits(_:)``). Absent when its value is unknown: its expression has an
  /// error, or depends on a parameter without a default that no `play` gives.
  public internal(set) var kinds: [Int: QuantityKind] = [:]
  /// The usable design-token names the compiled file sees at its top level (`brand.motion.fast`),
  /// from its own `import "….json" as NAME` lines and the files it imports, each with the
  /// range of the token's name in its token file (for completion).
  public internal(set) var tokens: [String: SourceRange] = [:]

  public init() {}
}

/// Fills a ``NameTable`` while the checker runs.
final class NameRecorder {
  var table = NameTable()
  /// Each `let`'s value, by the position its name starts at (for `compile --format tokens`).
  var quantities: [Int: Quantity] = [:]

  /// The name at `use` means the one defined at `definition`.
  func use(_ use: SourceRange, definedAt definition: SourceRange) {
    table.definitions[use.start] = definition
  }

  /// The `let` or design token whose name is at `definition` is worth `value` (the first value
  /// recorded stays: a `let` in a motion is evaluated with the parameters' defaults first).
  func value(_ value: Quantity?, of definition: SourceRange) {
    kind(of: value, at: definition)
    if quantities[definition.start] == nil, let value { quantities[definition.start] = value }
    guard table.values[definition.start] == nil, let text = value?.displayText else { return }
    table.values[definition.start] = text
  }

  /// The `let`, design token or parameter whose name is at `definition` holds `value`: its
  /// kind, the first known one (a parameter without a default is unknown while its motion is
  /// checked on its own, and takes the kind of the first `play`'s argument).
  func kind(of value: Quantity?, at definition: SourceRange) {
    guard table.kinds[definition.start] == nil, let kind = value?.quantityKind, kind != .value
    else { return }
    table.kinds[definition.start] = kind
  }
}

extension Quantity {
  /// The value as messages write it, or `nil` when it is unknown.
  var displayText: String? {
    switch self {
    case .number(let nanoseconds, .duration, _):
      return NumberFormatting.fixed(nanoseconds / 1e9) + "s"
    case .number(let value, let dimension, _):
      return NumberFormatting.fixed(value) + dimension.unit
    case .color(let color):
      return color.hexString
    case .easing(let easing):
      return easing.name
    case .unknown:
      return nil
    }
  }
}
