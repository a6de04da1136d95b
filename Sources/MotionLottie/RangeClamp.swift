import MotionRuntime

/// Keeps a value that a player clamps (opacity 0…100, color components 0…1) inside its range
/// between keyframes too, so that every player shows the same picture.
///
/// lottie-web and ThorVG clamp what they interpolate; rlottie converts to 8 bits without
/// clamping, so an eased fade that overshoots (`easeInBack`, `easeOutBack`) wraps around there
/// and flashes. Each piece is cut where a component crosses a limit (the crossing's curve
/// parameter solved from the Bézier's y, the cut made by de Casteljau's construction, so the
/// parts inside the range are the same curve exactly); a part outside the range holds the limit,
/// and a part where only some components are outside (a color whose red overshoots while its
/// green still moves) is baked into straight pieces of the clamped value.
///
/// Position, scale and rotation are not clamped: they overshoot on purpose.
extension CurveFit {
  /// `value` with every component clamped to `range` at every instant, within `tolerance` where
  /// a part has to be baked.
  mutating func clamped(
    _ value: AnimatedValue, to range: ClosedRange<Double>, tolerance: Double
  ) throws(LottieExportError) -> AnimatedValue {
    func clamp(_ values: [Double]) -> [Double] {
      values.map { min(max($0, range.lowerBound), range.upperBound) }
    }
    var pieces: [Piece] = []
    for piece in value.pieces {
      guard case .curve(let curve) = piece.shape else {
        pieces.append(
          Piece(
            start: piece.start, end: piece.end, from: clamp(piece.from), to: clamp(piece.to),
            shape: .hold))
        continue
      }
      let cuts = Self.crossings(piece, curve, range)
      if cuts.isEmpty, clamp(piece.from) == piece.from, clamp(piece.to) == piece.to,
        Self.isInside(piece.value(at: (piece.start + piece.end) / 2), range)
      {
        pieces.append(piece)
        continue
      }
      let bounds = [piece.start] + cuts + [piece.end]
      for index in 0..<(bounds.count - 1) {
        let start = bounds[index]
        let end = bounds[index + 1]
        let middle = piece.value(at: (start + end) / 2)
        if Self.isInside(middle, range) {
          // Exact where the curve can be cut; the ends put on the limit they cross at.
          for part in try self.part(of: piece, from: start, to: end) {
            var part = part
            part.from = clamp(part.from)
            part.to = clamp(part.to)
            pieces.append(part)
          }
        } else if zip(zip(piece.from, piece.to), middle).allSatisfy({
          $0.0 == $0.1 || !range.contains($1)
        }) {
          // Every moving component is past a limit: the clamped value does not change.
          let held = clamp(middle)
          try take()
          pieces.append(Piece(start: start, end: end, from: held, to: held, shape: .hold))
        } else {
          try linear(
            { clamp(piece.value(at: $0)) }, weight: { _ in 1 }, tolerance: tolerance,
            from: start, to: end, into: &pieces)
        }
      }
    }
    return AnimatedValue(pieces: pieces, final: clamp(value.final)).simplified
  }

  private static func isInside(_ values: [Double], _ range: ClosedRange<Double>) -> Bool {
    values.allSatisfy { range.contains($0) }
  }

  /// The times inside `piece` where a moving component reaches a limit of `range` along its
  /// curve, in order.
  static func crossings(_ piece: Piece, _ curve: CubicBezier, _ range: ClosedRange<Double>)
    -> [Double]
  {
    var levels: [Double] = []
    for (from, to) in zip(piece.from, piece.to) where from != to {
      levels.append((range.lowerBound - from) / (to - from))
      levels.append((range.upperBound - from) / (to - from))
    }
    var times: [Double] = []
    for level in levels {
      for t in parameters(curve, whereYIs: level) {
        let time = piece.start + (piece.end - piece.start) * x(curve, t)
        if time > piece.start, time < piece.end { times.append(time) }
      }
    }
    return Set(times).sorted()
  }

  /// The curve parameters strictly inside 0…1 where the curve's y is `level`: y is a cubic in
  /// the parameter, monotonic between the roots of its derivative, so each monotonic stretch
  /// holds at most one, found by bisection to the last bit.
  static func parameters(_ curve: CubicBezier, whereYIs level: Double) -> [Double] {
    // y(t) = a t³ + b t² + c t, and y'(t) = 3a t² + 2b t + c.
    let c = 3 * curve.y1
    let b = 3 * curve.y2 - 6 * curve.y1
    let a = 1 + 3 * curve.y1 - 3 * curve.y2
    var turns: [Double] = []
    if abs(a) > 1e-15 {
      let discriminant = 4 * b * b - 12 * a * c
      if discriminant > 0 {
        let root = discriminant.squareRoot()
        turns = [(-2 * b - root) / (6 * a), (-2 * b + root) / (6 * a)]
      }
    } else if abs(b) > 1e-15 {
      turns = [-c / (2 * b)]
    }
    let stops = [0.0] + turns.filter { $0 > 0 && $0 < 1 }.sorted() + [1.0]
    var roots: [Double] = []
    for index in 0..<(stops.count - 1) {
      var low = stops[index]
      var high = stops[index + 1]
      let rising = BezierMath.y(curve, high) >= BezierMath.y(curve, low)
      let lowValue = BezierMath.y(curve, low) - level
      let highValue = BezierMath.y(curve, high) - level
      guard lowValue * highValue < 0 else { continue }
      while true {
        let middle = low + (high - low) / 2
        guard middle > low, middle < high else { break }
        if (BezierMath.y(curve, middle) < level) == rising { low = middle } else { high = middle }
      }
      roots.append(low + (high - low) / 2)
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  /// x at curve parameter `t`.
  static func x(_ curve: CubicBezier, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * curve.x1 + 3 * s * t * t * curve.x2 + t * t * t
  }
}
