/// Why the parameters of an easing were rejected, e.g. a spring without mass or a `linear()`
/// with a single stop.
public struct EasingParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in the voice of the compiler's diagnostics (lowercase, no trailing period),
  /// e.g. "`stiffness` must be greater than 0, not -5".
  public let reason: String
  /// The argument to blame, counting from 0 as the curve was written (the stop of a
  /// `linear()`), when one is; `nil` when the problem is the curve as a whole.
  public let argument: Int?

  /// An error with `reason`, blaming `argument` if given.
  public init(_ reason: String, argument: Int? = nil) {
    self.reason = reason
    self.argument = argument
  }

  /// The reason.
  public var description: String { reason }
}
