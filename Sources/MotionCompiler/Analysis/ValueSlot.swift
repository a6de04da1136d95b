import MotionRuntime

/// The kind of value a place in a spec takes, for editors: completion offers a name there only
/// when the kind of value it holds fits (``QuantityKind/fits(_:)``).
public enum ValueSlot: Hashable, Sendable {
  /// A value of this kind: a property's (`moveX 20`, `by`, `from`, `initial`), a drift's
  /// sizes and speed (lengths) and heading (an angle).
  case value(ValueKind)
  /// A duration: after `over`, `wait`, `delay`, `stagger` and a drift's `for`.
  case duration
  /// A timing curve: after `ease`.
  case easing
  /// A plain number: a `repeat` count, a `seed`, the numbers of `cubic(…)` and `steps(…)`.
  case plainNumber
  /// A number in any unit: a factor of `*` or `/`, a component of `rgb(…)` or `linear(…)`.
  case number
  /// Any value: a `let`'s, a parameter's default.
  case any
}

extension QuantityKind {
  /// Whether a value of this kind may be written where `slot` is without an error about its
  /// kind: what the checker accepts there (a length property takes plain numbers and lengths,
  /// a fraction or factor plain numbers and percentages, …). A value of unknown kind
  /// (``value``) fits everywhere.
  public func fits(_ slot: ValueSlot) -> Bool {
    let accepted: [QuantityKind]
    switch slot {
    case .value(.length): accepted = [.plainNumber, .length]
    case .value(.fraction), .value(.factor): accepted = [.plainNumber, .percentage]
    case .value(.angle): accepted = [.angle]
    case .value(.color): accepted = [.color]
    case .duration: accepted = [.duration]
    case .easing: accepted = [.easing]
    case .plainNumber: accepted = [.plainNumber]
    case .number: accepted = [.plainNumber, .length, .percentage, .angle, .duration]
    case .any: return true
    }
    return self == .value || accepted.contains(self)
  }
}
