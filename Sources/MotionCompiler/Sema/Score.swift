import MotionRuntime

/// The checked model of a spec: what it means, in exact numbers and resolved names, with the
/// source ranges diagnostics need. The semantic pass builds it from the syntax tree; the
/// timeline builder turns it into a ``Timeline``.
struct Score {
  /// Element names, in the order the spec first names them.
  var elements: [String]
  /// Values given with `initial`.
  var initials: [TrackKey: Value]
  /// The top-level sequence.
  var body: [ScoreNode]
}

/// One property of one element.
struct TrackKey: Hashable, Comparable {
  var element: Int
  var property: Property

  static func < (lhs: TrackKey, rhs: TrackKey) -> Bool {
    (lhs.element, lhs.property) < (rhs.element, rhs.property)
  }
}

indirect enum ScoreNode {
  case change(ScoreChange)
  case pause(Tick, range: SourceRange)
  case group(ScoreGroup)
}

/// Where a change goes.
enum ChangeTarget {
  /// To this value.
  case absolute(Value)
  /// This much further than the start value.
  case relative(Double)
}

/// A checked property change (a step or `set`).
struct ScoreChange {
  var element: Int
  /// One property, or two for `scale` (`scaleX` and `scaleY`).
  var properties: [Property]
  var target: ChangeTarget
  var from: Value?
  var timing: Timing
  var easing: Easing
  /// The statement, for diagnostics.
  var range: SourceRange
  /// The value, for diagnostics about it.
  var valueRange: SourceRange
  /// The subject as written (`moveX`, `card.scale`), for messages.
  var subject: String
}

/// `delay`, `over`, `wait`, `repeat` and `yoyo`, resolved.
struct Timing {
  var delay: Tick = 0
  var over: Tick = 0
  var wait: Tick = 0
  var plays = 1
  var yoyo = false
}

enum ScoreGroupKind {
  case merge
  case sequence
  case stagger(Tick)
}

struct ScoreGroup {
  var kind: ScoreGroupKind
  var children: [ScoreNode]
  /// `over` is always 0 for groups.
  var timing: Timing
  var range: SourceRange
}
