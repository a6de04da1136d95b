/// How many times a player plays its track: a number of times, or until cancelled.
///
/// An integer literal is a count: `player.repeatCount = 3`.
public enum RepeatCount: Hashable, Sendable, ExpressibleByIntegerLiteral {
  /// This many times in all (a count below 1 plays once).
  case times(Int)
  /// Again and again, until the player is cancelled or finished.
  case forever

  /// `count` times.
  public init(integerLiteral count: Int) {
    self = .times(count)
  }

  /// The number of plays, or `nil` for ``forever``.
  var count: Int? {
    switch self {
    case .times(let count): return max(count, 1)
    case .forever: return nil
    }
  }
}

/// Which end of a ``Marker`` playback crosses: the play's start or its end.
///
/// Played forwards, a marker's `start` comes first; played backwards, its `end` does.
public enum MarkerEdge: Hashable, Sendable {
  /// The marker's start time.
  case start
  /// The marker's end time.
  case end
}
