/// A number that is not finite (NaN or an infinity) about to be written to an output.
///
/// The compiler rejects every input that could produce one (curves that overflow, values and
/// sums of `by` beyond the limits) and ``TrackReader`` rejects every track that could, so this
/// is an internal error: the writers throw it rather than print `nan` or `inf` (which is not
/// JSON), a `0` in their place, or a color made of them.
public struct NonFiniteNumberError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the number is, e.g. "the value of `view.moveX` at 0.5s".
  public let location: String

  /// An error for the number at `location`.
  public init(location: String) {
    self.location = location
  }

  /// What happened, for the command line.
  public var description: String {
    "internal error: a number that is not finite reached the output (\(location)); motionc's "
      + "checks should make this impossible: please report it with the spec"
  }
}

extension Timeline {
  /// Throws for the first number of the timeline that is not finite: a track's initial value,
  /// a change's start or end value, or a parameter of its curve. The writers of the track, the
  /// IR dump and the chart call it before writing anything.
  public func checkFinite() throws(NonFiniteNumberError) {
    for (element, track) in columns {
      let column = "`\(element).\(track.property.rawValue)`"
      guard track.initial.isFinite else {
        throw NonFiniteNumberError(location: "the initial value of \(column)")
      }
      for index in 0..<track.count {
        let segment = track.segment(index)
        let at = Ticks.decimalSeconds(segment.start) + "s"
        guard segment.from.isFinite, segment.to.isFinite else {
          throw NonFiniteNumberError(location: "a value of the change of \(column) at \(at)")
        }
        guard segment.easing.parameters.allSatisfy(\.isFinite) else {
          throw NonFiniteNumberError(location: "the curve of the change of \(column) at \(at)")
        }
      }
    }
  }
}

extension Value {
  /// Whether every number of the value (a color's four components) is finite.
  public var isFinite: Bool {
    switch self {
    case .number(let number): return number.isFinite
    case .color(let color):
      return color.red.isFinite && color.green.isFinite && color.blue.isFinite
        && color.alpha.isFinite
    }
  }
}

extension Easing {
  /// Every number the curve is written with (what the track writes for it).
  public var parameters: [Double] {
    switch self {
    case .linear, .family, .steps: return []
    case .cubicBezier(let curve): return [curve.x1, curve.y1, curve.x2, curve.y2]
    case .piecewiseLinear(let curve):
      return curve.points.flatMap { [$0.input, $0.output] }
        + curve.stops.flatMap { [$0.output] + $0.inputs }
    case .spring(let spring, let duration):
      return [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity, duration]
    case .reversed(let inner): return inner.parameters
    }
  }
}
