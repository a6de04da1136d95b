import MotionRuntime

/// Every timing curve as Lottie keyframe pieces over progress 0…1, with eased progress as the
/// value: exact where Lottie can say it, fitted where it cannot.
///
/// - Exact: `linear` and cubic Béziers (one piece, their own tangents), `steps()` (holds, one
///   per step) and `linear(…)` (straight pieces between its points).
/// - Fitted (``CurveFit``): the Penner families, cut first where their formulas change (½ for
///   `inOut`, the floor contacts of `bounce`) so that every stretch is smooth; springs, which
///   run in real time and may end before they settle (the last piece then ends at the spring's
///   value, and the change jumps to its target at its end, as motionc does).
/// - A curve played backwards is the forward curve's pieces mirrored: the same shapes, exact
///   where those were.
///
/// Pieces may end where the next starts at another value: a jump. A curve's value at progress
/// 1 is always 1 (the change holds its target), so the last piece's end value is where the
/// curve arrives *just before* the end.
struct EasingPieces {
  private var cache: [Easing: [Piece]] = [:]

  /// The pieces of `easing`, fitted once per distinct curve.
  mutating func pieces(of easing: Easing, fit: inout CurveFit) throws(LottieExportError)
    -> [Piece]
  {
    if let known = cache[easing] { return known }
    let made = Self.startingAt(easing.value(at: 0), try Self.make(easing, fit: &fit))
    cache[easing] = made
    return made
  }

  /// How long, in progress, the value a curve has at an instant of a jump is held before the
  /// jump where Lottie's right-continuous keyframes would otherwise show the value after it.
  static let instant = 1e-6

  /// `pieces`, held at `start` for an ``instant`` first when they leave from elsewhere: where
  /// a curve jumps right at its start (`expo`, `elastic`, a spring played backwards), motionc
  /// has the start value at the start itself, so the file has it there too.
  private static func startingAt(_ start: Double, _ pieces: [Piece]) -> [Piece] {
    guard var first = pieces.first, first.from != [start], first.end > instant else {
      return pieces
    }
    first.start = instant
    return [Piece(start: 0, end: instant, from: [start], to: [start], shape: .hold), first]
      + pieces.dropFirst()
  }

  /// Mirrored pieces whose jumps happen an ``instant`` late: a curve played backwards keeps,
  /// at the instant of a jump, the value from before it (the mirror of a forward curve, which
  /// has the value after it), and Lottie's keyframes switch at the instant.
  private static func leftContinuous(_ pieces: [Piece]) -> [Piece] {
    var pieces = pieces
    for index in pieces.indices.dropFirst() where pieces[index - 1].to != pieces[index].from {
      let moved = pieces[index].start + instant
      guard moved < pieces[index].end else { continue }
      pieces[index - 1].end = moved
      pieces[index].start = moved
    }
    return pieces
  }

  private static func make(_ easing: Easing, fit: inout CurveFit) throws(LottieExportError)
    -> [Piece]
  {
    switch easing {
    case .linear:
      return [Piece(start: 0, end: 1, from: [0], to: [1], shape: .linear)]
    case .cubicBezier(let curve):
      return [Piece(start: 0, end: 1, from: [0], to: [1], shape: .curve(curve))]
    case .family(let family, let mode):
      var pieces: [Piece] = []
      let cuts = [0] + breakpoints(family, mode) + [1]
      // Where the formulas do not reach 0 and 1 at the ends (`expo` misses them by 2⁻¹⁰,
      // `elastic` by about half that), the families jump there; the fit follows the formula
      // up to the end, and the jump is the change's: to its target at its end (as in motionc),
      // and from its start value at its start (right after it, where motionc is already past
      // the jump).
      func formula(_ progress: Double) -> Double {
        switch progress {
        case 0:
          let start = family.value(at: 0.0.nextUp, mode: mode)
          return abs(start) < 1e-12 ? 0 : start
        case 1:
          let end = family.value(at: 1.0.nextDown, mode: mode)
          return abs(end - 1) < 1e-12 ? 1 : end
        default:
          return family.value(at: progress, mode: mode)
        }
      }
      for index in 0..<(cuts.count - 1) {
        try fit.bezier(formula, from: cuts[index], to: cuts[index + 1], into: &pieces)
      }
      return pieces
    case .steps(let count, let position):
      return try steps(count, position, fit: &fit)
    case .piecewiseLinear(let curve):
      return try lines(curve, fit: &fit)
    case .spring(let spring, let duration):
      var pieces: [Piece] = []
      // Not `Easing.value(at:)`, which snaps to 1 at the end: the pieces end where the spring
      // is, and the jump to the target is the change's.
      try fit.bezier(
        { spring.value(atSeconds: $0 * duration) }, from: 0, to: 1, into: &pieces)
      return pieces
    case .reversed(let inner):
      return leftContinuous(try make(inner, fit: &fit).reversed().map(mirrored))
    }
  }

  /// Where a family's formula changes inside 0…1: the middle of every `inOut`, and where
  /// `bounce` touches the floor (its slope jumps there).
  static func breakpoints(_ family: EasingFamily, _ mode: EasingMode) -> [Double] {
    var bounces: [Double] = []
    switch family {
    case .bounce: bounces = [1 / 2.75, 2 / 2.75, 2.5 / 2.75]
    case .quad, .cubic, .quart, .quint, .sine, .expo, .circ, .back, .elastic: break
    }
    switch mode {
    case .in: return bounces.map { 1 - $0 }.sorted()
    case .out: return bounces
    case .inOut:
      return (bounces.map { (1 - $0) / 2 } + [0.5] + bounces.map { (1 + $0) / 2 }).sorted()
    }
  }

  /// `steps(count, position)`: step k holds from k / count to (k + 1) / count.
  private static func steps(_ count: Int, _ position: StepPosition, fit: inout CurveFit)
    throws(LottieExportError) -> [Piece]
  {
    let jumps = position.jumps(count: count)
    let first: Int
    switch position {
    case .jumpStart, .jumpBoth: first = 1
    case .jumpEnd, .jumpNone: first = 0
    }
    // The checker allows no fewer steps than the position needs; a timeline built some other
    // way might, and then there is nothing to step through.
    guard count >= 1, jumps >= 1 else {
      return [Piece(start: 0, end: 1, from: [0], to: [1], shape: .linear)]
    }
    var pieces: [Piece] = []
    for step in 0..<count {
      let value = Double(min(step + first, jumps)) / Double(jumps)
      try fit.take()
      pieces.append(
        Piece(
          start: Double(step) / Double(count), end: Double(step + 1) / Double(count),
          from: [value], to: [value], shape: .hold))
    }
    return pieces
  }

  /// `linear(…)`: straight between consecutive points, and beyond the first and last point
  /// along the first and last line (as CSS extrapolates).
  private static func lines(_ curve: LinearEasing, fit: inout CurveFit) throws(LottieExportError)
    -> [Piece]
  {
    let inside = curve.points.map(\.input).filter { $0 > 0 && $0 < 1 }
    var cuts = [0.0]
    for input in inside.sorted() where input > (cuts.last ?? 0) { cuts.append(input) }
    cuts.append(1)
    var pieces: [Piece] = []
    for index in 0..<(cuts.count - 1) {
      let start = cuts[index]
      let end = cuts[index + 1]
      let line = Self.line(of: curve, containing: (start + end) / 2)
      let from = line(start)
      let to = line(end)
      try fit.take()
      pieces.append(
        Piece(start: start, end: end, from: [from], to: [to], shape: from == to ? .hold : .linear))
    }
    return pieces
  }

  /// The straight line `curve` follows at `progress` (chosen as `LinearEasing.value(at:)`
  /// chooses it), as a function of progress.
  private static func line(of curve: LinearEasing, containing progress: Double) -> (Double) ->
    Double
  {
    let points = curve.points
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) >> 1
      if points[middle].input <= progress { low = middle + 1 } else { high = middle }
    }
    let index = min(max(low - 1, 0), points.count - 2)
    let a = points[index]
    let b = points[index + 1]
    if a.input == b.input { return { _ in b.output } }
    return { a.output + ($0 - a.input) / (b.input - a.input) * (b.output - a.output) }
  }

  /// A piece of a curve played backwards: progress p becomes 1 − p and eased progress e
  /// becomes 1 − e, so the piece runs the other way with its curve turned half a turn.
  private static func mirrored(_ piece: Piece) -> Piece {
    let shape: PieceShape
    switch piece.shape {
    case .hold: shape = .hold
    case .curve(let curve):
      shape = .curve(
        CubicBezier(x1: 1 - curve.x2, y1: 1 - curve.y2, x2: 1 - curve.x1, y2: 1 - curve.y1))
    }
    return Piece(
      start: 1 - piece.end, end: 1 - piece.start, from: piece.to.map { 1 - $0 },
      to: piece.from.map { 1 - $0 }, shape: shape)
  }
}
