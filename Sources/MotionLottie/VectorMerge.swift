/// Joins separately animated values into one Lottie vector property, which has one list of
/// keyframes (and one easing per keyframe) for all its components: `scaleX` and `scaleY` into
/// the layer's scale, `width` and `height` into the rectangle's size.
///
/// Pieces are cut wherever either value has a boundary, exactly (``Piece/split(at:)``), so
/// both run over the same stretches. A stretch where at most one of them moves, or both move
/// along the same curve, keeps that curve; one where they move along different curves has no
/// single Lottie easing and is baked into straight pieces close to both.
extension CurveFit {
  /// How close a baked stretch follows each value, as a fraction of that value's change over
  /// the stretch: 0.05 % (the export promises 0.1 %).
  static let mergeTolerance = 5e-4

  /// `first` and `second` as one value whose components are the first's, then the second's.
  mutating func merged(_ first: AnimatedValue, _ second: AnimatedValue) throws(LottieExportError)
    -> AnimatedValue
  {
    let final = first.final + second.final
    if first.pieces.isEmpty {
      return second.mapped { first.final + $0 }
    }
    if second.pieces.isEmpty {
      return first.mapped { $0 + second.final }
    }
    let a = Self.extended(first, to: second.end)
    let b = Self.extended(second, to: first.end)
    var cuts = Set(a.map(\.start) + a.map(\.end) + b.map(\.start) + b.map(\.end)).sorted()
    cuts.removeAll { $0 < 0 }
    guard cuts.count >= 2 else { return first.mapped { $0 + second.final } }
    var pieces: [Piece] = []
    var indexA = 0
    var indexB = 0
    for index in 0..<(cuts.count - 1) {
      let start = cuts[index]
      let end = cuts[index + 1]
      while indexA < a.count - 1, a[indexA].end <= start { indexA += 1 }
      while indexB < b.count - 1, b[indexB].end <= start { indexB += 1 }
      let pieceA = a[indexA]
      let pieceB = b[indexB]
      let partA = try part(of: pieceA, from: start, to: end)
      let partB = try part(of: pieceB, from: start, to: end)
      if partA.count == 1, partB.count == 1, let shape = Self.sharedShape(partA[0], partB[0]) {
        pieces.append(
          Piece(
            start: start, end: end, from: partA[0].from + partB[0].from,
            to: partA[0].to + partB[0].to, shape: shape))
        continue
      }
      let scaleA = Self.change(pieceA)
      let scaleB = Self.change(pieceB)
      let count = pieceA.from.count
      func unscaled(_ values: [Double]) -> [Double] {
        values.enumerated().map { $0.offset < count ? $0.element * scaleA : $0.element * scaleB }
      }
      // Each component measured in units of its own change, so one tolerance fits both.
      var baked: [Piece] = []
      try linear(
        { time in
          pieceA.value(at: time).map { $0 / scaleA } + pieceB.value(at: time).map { $0 / scaleB }
        },
        weight: { _ in 1 }, tolerance: Self.mergeTolerance, from: start, to: end, into: &baked)
      for piece in baked {
        pieces.append(
          Piece(
            start: piece.start, end: piece.end, from: unscaled(piece.from),
            to: unscaled(piece.to), shape: piece.shape))
      }
    }
    return AnimatedValue(pieces: pieces, final: final)
  }

  /// The pieces of `value`, held at its final value until `end` when they stop earlier.
  private static func extended(_ value: AnimatedValue, to end: Double) -> [Piece] {
    guard value.end < end else { return value.pieces }
    return value.pieces + [
      Piece(start: value.end, end: end, from: value.final, to: value.final, shape: .hold)
    ]
  }

  /// The one easing two parts can share: a part that does not move takes the other's.
  private static func sharedShape(_ a: Piece, _ b: Piece) -> PieceShape? {
    let movesA = a.from != a.to
    let movesB = b.from != b.to
    switch (movesA, movesB) {
    case (false, false): return .hold
    case (true, false): return a.shape
    case (false, true): return b.shape
    case (true, true):
      switch (a.shape, b.shape) {
      case (.curve(let x), .curve(let y)):
        let close = [x.x1 - y.x1, x.y1 - y.y1, x.x2 - y.x2, x.y2 - y.y2].allSatisfy {
          abs($0) <= 1e-9
        }
        return close ? a.shape : nil
      case (.hold, _), (_, .hold): return nil
      }
    }
  }

  /// The size of a piece's change (1 when it does not change).
  private static func change(_ piece: Piece) -> Double {
    let largest = zip(piece.from, piece.to).map { abs($1 - $0) }.max() ?? 0
    return largest > 0 ? largest : 1
  }
}
