/// One Lottie property over time: pieces laid end to end from frame 0, then a final value that
/// holds after the last piece (a jump, when it differs from where the last piece arrives).
///
/// No pieces means the value never changes: a static property.
struct AnimatedValue: Equatable {
  var pieces: [Piece]
  var final: [Double]

  /// A value that never changes.
  static func constant(_ value: [Double]) -> AnimatedValue {
    AnimatedValue(pieces: [], final: value)
  }

  /// When the last piece ends (0 for a static value).
  var end: Double { pieces.last?.end ?? 0 }

  /// The same value with every component mapped through `transform` (which must be affine
  /// per component, such as a scale to percent, so that every piece keeps its shape).
  func mapped(_ transform: @escaping ([Double]) -> [Double]) -> AnimatedValue {
    AnimatedValue(
      pieces: pieces.map {
        Piece(
          start: $0.start, end: $0.end, from: transform($0.from), to: transform($0.to),
          shape: $0.shape)
      },
      final: transform(final))
  }

  /// The value with redundant pieces merged: a curve between equal values is a hold, and
  /// holds of one value in a row are one hold. A value that never moves becomes static.
  var simplified: AnimatedValue {
    var merged: [Piece] = []
    for var piece in pieces {
      if piece.from == piece.to { piece.shape = .hold }
      if var last = merged.last, last.shape == .hold, piece.shape == .hold, last.from == piece.from,
        last.end == piece.start
      {
        last.end = piece.end
        merged[merged.count - 1] = last
      } else {
        merged.append(piece)
      }
    }
    if merged.allSatisfy({ $0.shape == .hold && $0.from == final }) { return .constant(final) }
    return AnimatedValue(pieces: merged, final: final)
  }

  /// Lottie keyframes: each piece starts a keyframe (`h: 1` for a hold, its tangents for a
  /// curve), a curve that is followed by a jump gets a keyframe where it arrives (a hold, at
  /// the same time as the keyframe it jumps to), and the final value ends the list.
  var keyframes: [Keyframe] {
    var keys: [Keyframe] = []
    for (index, piece) in pieces.enumerated() {
      if index > 0 {
        let previous = pieces[index - 1]
        if case .curve = previous.shape, previous.to != piece.from {
          keys.append(Keyframe(time: previous.end, value: previous.to, shape: .hold))
        }
      }
      keys.append(Keyframe(time: piece.start, value: piece.from, shape: piece.shape))
    }
    if let last = pieces.last {
      if case .curve = last.shape, last.to != final {
        keys.append(Keyframe(time: last.end, value: last.to, shape: .hold))
      }
      keys.append(Keyframe(time: last.end, value: final, shape: nil))
    }
    return keys
  }
}

/// One Lottie keyframe: its time in frames, its value, and how it leaves (`nil` for the last
/// keyframe, which leads nowhere).
struct Keyframe: Equatable {
  var time: Double
  var value: [Double]
  var shape: PieceShape?
}
