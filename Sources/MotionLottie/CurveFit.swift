import MotionRuntime

/// Fits Lottie keyframe curves to a function that has no exact keyframe form (the Penner
/// families, springs, colors mixed in another space).
///
/// Two fits, both adaptive: a piece is tried over the whole stretch, its error is measured at
/// many points, and a stretch whose piece is not close enough is cut in two and each half fitted
/// again. Pieces are bounded in number by a budget shared with the whole export, so no input
/// can make the fit run away.
struct CurveFit {
  /// How far a fitted curve may be from the true one, in eased progress: 0.01 % of the change
  /// (the export promises 0.1 %).
  static let tolerance = 1e-4
  /// Pieces still allowed; each piece made takes one.
  private(set) var budget: Int
  /// The budget at the start.
  let limit: Int

  /// A fit that may make at most `limit` pieces in all.
  init(limit: Int) {
    self.budget = limit
    self.limit = limit
  }

  /// How many points each piece's error is measured at.
  static let checkpoints = 32
  /// Stretches are halved at most this often (2⁻³⁰ of a change lasting a day is a tenth of a
  /// millisecond).
  static let maximumDepth = 30
  /// The largest normalized tangent accepted; steeper stretches are cut further, which keeps
  /// the numbers players read (in single precision, some of them) small.
  static let maximumTangent = 50.0

  /// Pieces of cubic Bézier easing that follow `f` on `start…end` to within ``tolerance``.
  ///
  /// Each piece goes through the stretch's end values with the slopes `f` has there. Two
  /// curves are tried: the cubic Hermite curve (control points at a third of the stretch in
  /// time, so the slopes carry across pieces without a kink), and, where that one fails (a
  /// slope so steep it is nearly vertical, as `easeInCirc` ends), the curve whose handles
  /// point along the slopes with a third of the chord's length, which can end vertically.
  /// Slopes are measured a little inside the stretch, so that a jump at an end smaller than the
  /// tolerance (`easeInOutElastic` starts 0.00008 above 0) does not spoil them. A stretch that
  /// does not change but stays within the tolerance is a hold.
  mutating func bezier(
    _ f: (Double) -> Double, from start: Double, to end: Double, into pieces: inout [Piece]
  ) throws(LottieExportError) {
    try bezier(f, start, end, f(start), f(end), depth: 0, into: &pieces)
  }

  private mutating func bezier(
    _ f: (Double) -> Double, _ a: Double, _ b: Double, _ fa: Double, _ fb: Double, depth: Int,
    into pieces: inout [Piece]
  ) throws(LottieExportError) {
    let width = b - a
    let change = fb - fa
    if depth < Self.maximumDepth {
      if abs(change) <= 1e-12 {
        if Self.maximumDeviation(f, a, b, { _ in fa }) <= Self.tolerance {
          return try append(Piece(start: a, end: b, from: [fa], to: [fa], shape: .hold), &pieces)
        }
      } else if let curve = Self.curve(f, a, b, fa, fb) {
        return try append(
          Piece(start: a, end: b, from: [fa], to: [fb], shape: .curve(curve)), &pieces)
      }
      let middle = a + width / 2
      if middle > a, middle < b {
        let fm = f(middle)
        try bezier(f, a, middle, fa, fm, depth: depth + 1, into: &pieces)
        try bezier(f, middle, b, fm, fb, depth: depth + 1, into: &pieces)
        return
      }
    }
    // As fine as it gets: a straight line.
    let shape: PieceShape = change == 0 ? .hold : .linear
    try append(Piece(start: a, end: b, from: [fa], to: [fb], shape: shape), &pieces)
  }

  /// The first of the two candidate curves (see ``bezier(_:from:to:into:)``) that follows `f`
  /// on `a…b` within the tolerance, in the unit square of the stretch.
  private static func curve(
    _ f: (Double) -> Double, _ a: Double, _ b: Double, _ fa: Double, _ fb: Double
  ) -> CubicBezier? {
    let width = b - a
    let change = fb - fa
    let h = width * 1e-5
    // The slopes at the ends of the parabolas through three points just inside them: exact
    // for parabolas, and blind to what happens at the end points themselves.
    let slopeA = (-5 * f(a + h) + 8 * f(a + 2 * h) - 3 * f(a + 3 * h)) / (2 * h)
    let slopeB = (5 * f(b - h) - 8 * f(b - 2 * h) + 3 * f(b - 3 * h)) / (2 * h)
    // The slopes in the unit square.
    let unitA = slopeA * width / change
    let unitB = slopeB * width / change
    guard unitA.isFinite, unitB.isFinite else { return nil }
    func follows(_ curve: CubicBezier, parameterIsTime: Bool) -> Bool {
      let limits = [curve.y1, curve.y2].allSatisfy { abs($0) <= maximumTangent }
      return limits
        && maximumDeviation(f, a, b) { x in
          fa + change * (parameterIsTime ? BezierMath.y(curve, x) : BezierMath.value(curve, at: x))
        } <= tolerance
    }
    let hermite = CubicBezier(x1: 1.0 / 3, y1: unitA / 3, x2: 2.0 / 3, y2: 1 - unitB / 3)
    // x is the curve parameter of the Hermite curve (x1 = 1/3, x2 = 2/3): no solve needed.
    if follows(hermite, parameterIsTime: true) { return hermite }
    let handle = 2.0.squareRoot() / 3
    let lengthA = (1 + unitA * unitA).squareRoot()
    let lengthB = (1 + unitB * unitB).squareRoot()
    let chordal = CubicBezier(
      x1: handle / lengthA, y1: handle * unitA / lengthA, x2: 1 - handle / lengthB,
      y2: 1 - handle * unitB / lengthB)
    return follows(chordal, parameterIsTime: false) ? chordal : nil
  }

  /// Straight pieces (vectors: every component at once) that follow `f` on `start…end` to
  /// within `tolerance` in every component, the error of each component weighed by `weight`
  /// at that point (a color's alpha, so that what cannot be seen needs no keys).
  mutating func linear(
    _ f: (Double) -> [Double], weight: (Double) -> Double, tolerance: Double,
    from start: Double, to end: Double, into pieces: inout [Piece]
  ) throws(LottieExportError) {
    try linear(f, weight, tolerance, start, end, f(start), f(end), depth: 0, into: &pieces)
  }

  private mutating func linear(
    _ f: (Double) -> [Double], _ weight: (Double) -> Double, _ tolerance: Double, _ a: Double,
    _ b: Double, _ fa: [Double], _ fb: [Double], depth: Int, into pieces: inout [Piece]
  ) throws(LottieExportError) {
    let middle = a + (b - a) / 2
    var worst = 0.0
    for x in Self.checkpointOrder where worst <= tolerance {
      let time = a + (b - a) * x
      let actual = f(time)
      let scale = weight(time)
      for component in actual.indices {
        let line = fa[component] + (fb[component] - fa[component]) * x
        worst = max(worst, abs(actual[component] - line) * scale)
      }
    }
    if worst > tolerance, depth < Self.maximumDepth, middle > a, middle < b {
      let fm = f(middle)
      try linear(f, weight, tolerance, a, middle, fa, fm, depth: depth + 1, into: &pieces)
      try linear(f, weight, tolerance, middle, b, fm, fb, depth: depth + 1, into: &pieces)
      return
    }
    try append(
      Piece(start: a, end: b, from: fa, to: fb, shape: fa == fb ? .hold : .linear), &pieces)
  }

  /// The largest distance between `f` and `fitted` at the checkpoints inside `a…b`.
  private static func maximumDeviation(
    _ f: (Double) -> Double, _ a: Double, _ b: Double, _ fitted: (Double) -> Double
  ) -> Double {
    var worst = 0.0
    for x in checkpointOrder {
      worst = max(worst, abs(f(a + (b - a) * x) - fitted(x)))
      // Already too far: the rest cannot make it fit (most failing candidates stop at once).
      if worst > tolerance { return worst }
    }
    return worst
  }

  /// The checkpoints inside a stretch, coarsest first (½, ¼, ¾, ⅛, …), so that a curve that
  /// does not fit is usually found out at the first few.
  static let checkpointOrder: [Double] = {
    var order: [Double] = []
    var step = checkpoints / 2
    while step >= 1 {
      for index in stride(from: step, to: checkpoints, by: step)
      where !order.contains(Double(index) / Double(checkpoints)) {
        order.append(Double(index) / Double(checkpoints))
      }
      step /= 2
    }
    return order
  }()

  private mutating func append(_ piece: Piece, _ pieces: inout [Piece]) throws(LottieExportError) {
    try take()
    pieces.append(piece)
  }

  /// Takes one piece from the budget, or throws when it is spent.
  mutating func take(_ count: Int = 1) throws(LottieExportError) {
    budget -= count
    guard budget >= 0 else { throw .tooManyKeyframes(limit: limit) }
  }
}

extension CurveFit {
  /// The part of `piece` from `start` to `end` (inside it): the piece cut exactly where its
  /// curve allows, else its curve fitted over the part (a part that bulges between equal end
  /// values has no exact keyframe).
  mutating func part(of piece: Piece, from start: Double, to end: Double) throws(LottieExportError)
    -> [Piece]
  {
    var exact: Piece? = piece
    if end < piece.end { exact = exact?.before(end) }
    if start > piece.start { exact = exact?.after(start) }
    if let exact {
      try take()
      return [exact]
    }
    guard case .curve(let curve) = piece.shape else { return [] }
    var eased: [Piece] = []
    let length = piece.end - piece.start
    try bezier(
      { BezierMath.value(curve, at: ($0 - piece.start) / length) }, from: start, to: end,
      into: &eased)
    func mix(_ eased: Double) -> [Double] {
      if eased == 0 { return piece.from }
      if eased == 1 { return piece.to }
      return zip(piece.from, piece.to).map { $0 + ($1 - $0) * eased }
    }
    return eased.map { part in
      Piece(
        start: part.start, end: part.end, from: mix(part.from[0]), to: mix(part.to[0]),
        shape: part.shape)
    }
  }
}
