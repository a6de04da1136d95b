/// Why the parameters of an easing were rejected, e.g. a spring without mass or a `linear()`
/// with a single stop.
public struct EasingParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in the voice of the compiler's diagnostics (lowercase, no trailing period),
  /// e.g. "`stiffness` must be greater than 0, not -5".
  public let reason: String

  /// An error with `reason`.
  public init(_ reason: String) {
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
