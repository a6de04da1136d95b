import MotionRuntime

/// How a value moves across one stretch of time: held, or along a cubic Bézier easing.
///
/// A Lottie keyframe carries exactly this: `h: 1`, or the out tangent `o` = (x1, y1) and the in
/// tangent `i` = (x2, y2) of a CSS-style `cubic-bezier` from (0, 0) to (1, 1) that maps the
/// fraction of time elapsed to the fraction of the change made.
enum PieceShape: Equatable {
  /// The value stays where the stretch starts.
  case hold
  /// The value eases from the start value to the end value along the curve.
  case curve(CubicBezier)

  /// Straight from start to end.
  static let linear = PieceShape.curve(CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
}

/// One stretch of an animated value, from `start` to `end` (frames, `start < end`): it leaves
/// `from` at `start` and arrives at `to` just before `end` (a hold has `to == from`).
///
/// A list of pieces laid end to end describes a property; where one piece's `to` differs from
/// the next one's `from`, the value jumps at the boundary (the new value holds from that
/// instant on, as in motionc and in lottie-web).
struct Piece: Equatable {
  var start: Double
  var end: Double
  var from: [Double]
  var to: [Double]
  var shape: PieceShape

  /// The value at `time` (in `start…end`).
  func value(at time: Double) -> [Double] {
    switch shape {
    case .hold: return from
    case .curve(let curve):
      let eased = BezierMath.value(curve, at: (time - start) / (end - start))
      return zip(from, to).map { $0 + ($1 - $0) * eased }
    }
  }

  /// The part of the piece from `start` to `time` and the part from `time` to `end`, each
  /// described exactly when the curve can be cut there (see ``BezierMath/split(_:at:)``);
  /// `nil` when a part has no exact description.
  func split(at time: Double) -> (Piece, Piece)? {
    guard let left = before(time), let right = after(time) else { return nil }
    return (left, right)
  }

  /// The part of the piece from `start` to `time`, exactly; `nil` when it has no exact
  /// description (whatever the other part is).
  func before(_ time: Double) -> Piece? {
    let cut = self.cut(at: time)
    guard let shape = cut.left else { return nil }
    return Piece(start: start, end: time, from: from, to: cut.middle, shape: shape)
  }

  /// The part of the piece from `time` to `end`, exactly; `nil` when it has no exact
  /// description (whatever the other part is).
  func after(_ time: Double) -> Piece? {
    let cut = self.cut(at: time)
    guard let shape = cut.right else { return nil }
    return Piece(start: time, end: end, from: cut.middle, to: to, shape: shape)
  }

  /// The value at `time` and the shapes of the parts on either side of it (`nil`: none).
  private func cut(at time: Double) -> (middle: [Double], left: PieceShape?, right: PieceShape?) {
    let middle = value(at: time)
    switch shape {
    case .hold:
      return (from, .hold, .hold)
    case .curve(let curve):
      if from == to { return (from, .hold, .hold) }
      let (left, right) = BezierMath.split(curve, at: (time - start) / (end - start))
      return (
        middle, Self.shape(left, from: from, to: middle), Self.shape(right, from: middle, to: to)
      )
    }
  }

  /// The shape of a cut part: its curve, or a hold when it neither moves nor bulges; `nil`
  /// when it bulges between equal end values (no Lottie easing can draw that).
  private static func shape(_ cut: BezierMath.Cut, from: [Double], to: [Double]) -> PieceShape? {
    if from == to { return cut.isFlat ? .hold : nil }
    if let curve = cut.curve { return .curve(curve) }
    return cut.isFlat ? .hold : nil
  }
}
