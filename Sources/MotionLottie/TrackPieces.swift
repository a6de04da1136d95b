import MotionRuntime

/// Turns property tracks into ``AnimatedValue``s over the exported span, in frames.
///
/// Between changes a value holds; a change is its curve's pieces (``EasingPieces``) stretched
/// over its time and scaled to its values; an instant change, or a change that starts from
/// another value (`from`), is a jump. A track that repeats forever plays its cycle again and
/// again until the export ends, each time from the value at the cycle's start, exactly as
/// ``PropertyTrack/value(at:)`` maps a time into the first cycle.
struct TrackPieces {
  /// Frames per second.
  let rate: Double
  /// Where the export ends, in ticks: nothing after it is shown.
  let end: Tick
  var easings = EasingPieces()
  var fit: CurveFit

  /// How close a baked color follows the true one, in premultiplied components (0…1): a
  /// quarter of an 8-bit step.
  static let colorTolerance = 0.25 / 255

  /// The time of `tick` in frames.
  func frames(_ tick: Tick) -> Double { Double(tick) * rate / 1e9 }

  /// The pieces of a number track.
  mutating func number(_ track: PropertyTrack) throws(LottieExportError) -> AnimatedValue {
    try build(track, .number)
  }

  /// The pieces of a color track: its red, green and blue (for the fill color) and its alpha
  /// (for the fill opacity).
  ///
  /// Alpha moves along the change's curve, so it is exact wherever the curve is. Red, green
  /// and blue are too when the change mixes in sRGB between equal alphas (each component then
  /// moves along the curve as well); otherwise (another space, or premultiplied alpha that
  /// changes) they are baked into straight pieces, close to the true color to a quarter of an
  /// 8-bit step once multiplied by alpha, which is what shows.
  mutating func color(_ track: PropertyTrack) throws(LottieExportError) -> (
    rgb: AnimatedValue, alpha: AnimatedValue
  ) {
    (try build(track, .rgb), try build(track, .alpha))
  }

  /// What part of a track's values a build describes.
  private enum Channel {
    case number
    case rgb
    case alpha
  }

  private static func components(_ value: Value, _ channel: Channel) -> [Double] {
    switch channel {
    case .number: return [value.number ?? 0]
    case .rgb:
      let color = rgba(value)
      return [color.red, color.green, color.blue]
    case .alpha: return [rgba(value).alpha]
    }
  }

  /// One change's pieces in progress 0…1, from its curve's pieces.
  private mutating func pieces(
    of segment: Segment, _ channel: Channel
  ) throws(LottieExportError) -> [Piece] {
    let curve = try easings.pieces(of: segment.easing, fit: &fit)
    let from = Self.rgba(segment.from)
    let to = Self.rgba(segment.to)
    switch channel {
    case .number, .alpha:
      break
    case .rgb:
      guard segment.colorSpace == .srgb && from.alpha == to.alpha else {
        var pieces: [Piece] = []
        for piece in curve {
          try bakeColor(piece, from: from, to: to, space: segment.colorSpace, into: &pieces)
        }
        return pieces
      }
    }
    let start = Self.components(segment.from, channel)
    let end = Self.components(segment.to, channel)
    let moves = start != end
    // The ends exactly (start + (end − start) · 1 may miss `end` by a bit).
    func mix(_ eased: Double) -> [Double] {
      if eased == 0 { return start }
      if eased == 1 { return end }
      return zip(start, end).map { $0 + ($1 - $0) * eased }
    }
    return curve.map { piece in
      Piece(
        start: piece.start, end: piece.end, from: mix(piece.from[0]), to: mix(piece.to[0]),
        shape: moves ? piece.shape : .hold)
    }
  }

  /// Straight pieces that follow a color change along one piece of its curve (in progress).
  private mutating func bakeColor(
    _ piece: Piece, from: RGBA, to: RGBA, space: ColorSpace, into pieces: inout [Piece]
  ) throws(LottieExportError) {
    func mix(_ eased: Double) -> RGBA {
      // The ends exactly: the round trip through another space would move them by a bit.
      if eased == 0 { return from }
      if eased == 1 { return to }
      return from.mixed(with: to, amount: eased, in: space)
    }
    if piece.shape == .hold {
      let color = mix(piece.from[0])
      let rgb = [color.red, color.green, color.blue]
      try fit.take()
      pieces.append(Piece(start: piece.start, end: piece.end, from: rgb, to: rgb, shape: .hold))
      return
    }
    try fit.linear(
      { progress in
        let color = mix(piece.value(at: progress)[0])
        return [color.red, color.green, color.blue]
      },
      weight: { progress in abs(mix(piece.value(at: progress)[0]).alpha) },
      tolerance: Self.colorTolerance, from: piece.start, to: piece.end, into: &pieces)
  }

  static func rgba(_ value: Value) -> RGBA {
    switch value {
    case .color(let color): return color
    case .number(let number): return RGBA(red: number, green: number, blue: number)
    }
  }

  /// The pieces of one channel of `track`.
  private mutating func build(_ track: PropertyTrack, _ channel: Channel) throws(LottieExportError)
    -> AnimatedValue
  {
    var pieces: [Piece] = []
    var current = Self.components(track.initial, channel)
    var time = 0.0
    let loopEnd = track.loop?.end ?? Tick.max
    for segment in track.segments where segment.start < loopEnd {
      let start = frames(segment.start)
      let end = frames(segment.end)
      if start > time {
        try fit.take()
        pieces.append(Piece(start: time, end: start, from: current, to: current, shape: .hold))
        time = start
      }
      current = Self.components(segment.to, channel)
      if segment.end == segment.start { continue }
      for piece in try self.pieces(of: segment, channel) {
        let pieceStart = start + (end - start) * piece.start
        let pieceEnd = start + (end - start) * piece.end
        // A piece too short to have a time of its own is skipped; its neighbours meet.
        guard pieceEnd > pieceStart else { continue }
        try fit.take()
        pieces.append(
          Piece(
            start: pieceStart, end: pieceEnd, from: piece.from, to: piece.to, shape: piece.shape))
      }
      time = max(time, end)
    }
    let value = AnimatedValue(pieces: pieces, final: current)
    guard let loop = track.loop else { return value }
    return try repeated(value, loop: loop)
  }

  /// `value` (which describes the first cycle) with the cycle played again from `loop.end`
  /// until the export ends.
  private mutating func repeated(_ value: AnimatedValue, loop: TrackLoop) throws(LottieExportError)
    -> AnimatedValue
  {
    let cycleStart = frames(loop.start)
    let cycleEnd = frames(loop.end)
    // The first cycle exactly: cut at its end, held to its end when it stops changing earlier.
    var pieces = try cut(value.pieces, before: cycleEnd)
    if value.end < cycleEnd {
      pieces.append(
        Piece(start: value.end, end: cycleEnd, from: value.final, to: value.final, shape: .hold))
    }
    let cycle = try cut(pieces, from: cycleStart)
    guard !cycle.isEmpty else { return AnimatedValue(pieces: pieces, final: value.final) }
    var play: Tick = 1
    while loop.start + play * loop.period < end {
      let offset = frames(loop.start + play * loop.period) - cycleStart
      try fit.take(cycle.count)
      for piece in cycle {
        var shifted = piece
        shifted.start += offset
        shifted.end += offset
        pieces.append(shifted)
      }
      play += 1
    }
    return AnimatedValue(pieces: pieces, final: pieces.last?.to ?? value.final)
  }

  /// The pieces before `time`, the one across it cut there.
  mutating func cut(_ pieces: [Piece], before time: Double) throws(LottieExportError) -> [Piece] {
    var kept: [Piece] = []
    for piece in pieces {
      if piece.end <= time {
        kept.append(piece)
      } else if piece.start < time {
        kept += try fit.part(of: piece, from: piece.start, to: time)
      }
    }
    return kept
  }

  /// The pieces after `time`, the one across it cut there.
  mutating func cut(_ pieces: [Piece], from time: Double) throws(LottieExportError) -> [Piece] {
    var kept: [Piece] = []
    for piece in pieces {
      if piece.start >= time {
        kept.append(piece)
      } else if piece.end > time {
        kept += try fit.part(of: piece, from: time, to: piece.end)
      }
    }
    return kept
  }
}
