import MotionRuntime

/// One change as the timeline builder resolved it: when it runs, from which value to which,
/// along which curve. A change in a motion is resolved once for each `play` of it.
public struct ResolvedChange: Hashable, Sendable {
  /// The change as written (in a motion: its line in the motion).
  public var statement: SourceRange
  /// The outermost `play` it comes from, if it comes from one.
  public var play: SourceRange?
  /// The element it animates.
  public var element: String
  /// The property it animates (`scale` is resolved as `scaleX` and `scaleY`, one each).
  public var property: Property
  /// When the change starts and ends (its first play, when it repeats).
  public var start: Tick
  public var end: Tick
  /// The value it starts from.
  public var from: Value
  /// The value it ends at.
  public var to: Value
  /// Its timing curve.
  public var easing: Easing
}

/// When a group, or a `play` of a motion, starts and ends on the timeline.
public struct ResolvedSpan: Hashable, Sendable {
  /// The group, or the `play` statement (the outermost one, for a `play` inside a motion).
  public var range: SourceRange
  /// When it starts.
  public var start: Tick
  /// The end (of its first cycle, when it repeats forever).
  public var end: Tick
  /// Whether it repeats forever.
  public var isEndless: Bool
}

/// The times the timeline builder resolved, for editors: every change and every group. Empty
/// when the file has errors (no timeline is built then).
public struct TimingTable: Hashable, Sendable {
  /// In the order they were resolved (by track, then by time).
  public internal(set) var changes: [ResolvedChange] = []
  /// In the order they were scheduled.
  public internal(set) var spans: [ResolvedSpan] = []

  public init() {}

  /// The changes written at `statement`.
  public func changes(writtenAt statement: SourceRange) -> [ResolvedChange] {
    changes.filter { $0.statement == statement }
  }

  /// The span of the group or `play` written at `range`, if it was scheduled: its first play,
  /// when it is in a motion played several times. (A `play` inside a motion shares its range
  /// with the outermost `play`, so the widest span of the first is the outermost one.)
  public func span(of range: SourceRange) -> ResolvedSpan? {
    spans.filter { $0.range == range }.min { ($0.start, -$0.end) < ($1.start, -$1.end) }
  }
}

/// Fills a ``TimingTable`` while the timeline builder runs.
final class TimingRecorder {
  /// The most changes and spans kept: enough for any spec a person edits, and a bound on the
  /// memory a generated one with millions of steps can take.
  static let capacity = 100_000
  var table = TimingTable()

  func record(_ change: ResolvedChange) {
    if table.changes.count < Self.capacity { table.changes.append(change) }
  }

  func record(_ span: ResolvedSpan) {
    if table.spans.count < Self.capacity { table.spans.append(span) }
  }
}
