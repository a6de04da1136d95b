/// A track started on a stage at a given time, over what is already playing there: what
/// `motionc sample --play` adds to a spec's timeline.
public struct ScheduledPlay: Sendable {
  /// What starts (all of its timeline: a `play` compiled on its own names its element).
  public var track: MotionTrack
  /// When it starts, on the stage's clock (the first track starts at 0).
  public var time: Tick
  /// What it does to the properties already moving (``Handoff``).
  public var handoff: Handoff

  /// `track`, started at `time` with `handoff`.
  public init(_ track: MotionTrack, at time: Tick, handoff: Handoff = .retarget) {
    self.track = track
    self.time = time
    self.handoff = handoff
  }
}

/// What a ``MotionStage`` shows when a track plays from time 0 and others start over it at
/// given times: the values an app's stage gives, read at the times asked for, so that a
/// designer (or CI) can see an interruption without writing an app.
///
/// The stage runs on a ``ManualClock``: the clock moves to each play's time (in time order, a
/// play before a sample at the same time), starts it there, and moves on to each sample time,
/// where every column is read with ``MotionStage/value(of:onElementAt:)``. The clock counts
/// whole nanoseconds, so a time between two (a frame at 1/60 s) is read at the nanosecond
/// before it: these are the numbers an app's stage shows, to the bit.
public struct StageSampling {
  /// A column: an element's property that one of the tracks animates.
  public struct Column: Hashable, Sendable {
    public var element: String
    public var property: Property
  }

  /// The first track's columns in its order, then those only later tracks animate, in theirs.
  public let columns: [Column]
  private let first: MotionTrack
  private let plays: [ScheduledPlay]
  private let reducedMotion: Bool

  /// `first` from time 0, then `plays` at their times (in time order; the order given among
  /// equal times), each with its timeline for reduced motion when `reducedMotion`.
  public init(first: MotionTrack, plays: [ScheduledPlay], reducedMotion: Bool = false) {
    self.first = first
    self.plays = plays.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    .map(\.element)
    self.reducedMotion = reducedMotion
    var seen = Set<Column>()
    var columns: [Column] = []
    for track in [first] + self.plays.map(\.track) {
      let timeline = reducedMotion ? (track.reducedTimeline ?? track.timeline) : track.timeline
      for (element, propertyTrack) in timeline.columns {
        let column = Column(element: element, property: propertyTrack.property)
        if seen.insert(column).inserted { columns.append(column) }
      }
    }
    self.columns = columns
  }

  /// A stage on a clock at 0 with every track prepared, the first one playing.
  private func start() -> (ManualClock, MotionStage, first: StagePlay, [StageTrack]) {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let firstTrack = stage.prepare(first, reducedMotion: reducedMotion)
    let tracks = plays.map { stage.prepare($0.track, reducedMotion: reducedMotion) }
    let play = stage.play(firstTrack, handoff: .replace)
    return (clock, stage, play, tracks)
  }

  /// When the last property stops changing: every play has ended or lost every property it
  /// moved; `nil` when one never ends (a `repeat forever`).
  public func end() -> Tick? {
    let (clock, stage, firstPlay, tracks) = start()
    var handles = [firstPlay]
    var ends: [Tick?] = [0]
    /// Where each play under way ends as things stand: at its cut when it holds nothing, else
    /// at its length; `false` when one never ends.
    func update() -> Bool {
      for (position, handle) in handles.enumerated() where stage.isUnderWay(handle) {
        let record = stage.plays[handle.index]
        guard record.state == .playing else { continue }
        if record.held == 0, let cut = record.cut {
          ends[position] = record.start.saturatingAdd(cut)
        } else if let length = record.length {
          ends[position] = record.start.saturatingAdd(length)
        } else {
          return false
        }
      }
      return true
    }
    guard update() else { return nil }
    for (play, track) in zip(plays, tracks) {
      clock.advance(to: .ticks(play.time))
      guard update() else { return nil }
      handles.append(stage.play(track, handoff: play.handoff))
      ends.append(nil)
      guard update() else { return nil }
    }
    // Queued plays start as the plays before them end: run to each end known, until none waits.
    while handles.contains(where: { stage.isUnderWay($0) }) {
      let latest = ends.compactMap { $0 }.max() ?? 0
      guard latest > clock.currentTicks else { break }
      clock.advance(to: .ticks(latest))
      guard update() else { return nil }
    }
    return ends.compactMap { $0 }.max() ?? 0
  }

  /// Each time's values, one per column (a color before anything sets it: the first track's
  /// start value for it).
  public func sample(at times: [SampleTime]) -> [[Value]] {
    let (clock, stage, _, tracks) = start()
    let elements = columns.map { stage.elementIndex(named: $0.element) ?? -1 }
    let fallbacks = columns.map { column in
      column.property.defaultValue ?? initialValue(of: column) ?? .number(0)
    }
    var next = 0
    var rows = [[Value]](repeating: [], count: times.count)
    // The clock only moves forward: the times in order, each row put back in its place.
    let order = times.indices.sorted { (times[$0], $0) < (times[$1], $1) }
    for position in order {
      let time = times[position]
      while next < plays.count, plays[next].time <= time.tick {
        clock.advance(to: .ticks(plays[next].time))
        stage.play(tracks[next], handoff: plays[next].handoff)
        next += 1
      }
      clock.advance(to: .ticks(time.tick))
      rows[position] = columns.indices.map {
        stage.value(of: columns[$0].property, onElementAt: elements[$0]) ?? fallbacks[$0]
      }
    }
    return rows
  }

  /// The start value of the first track that animates `column`.
  private func initialValue(of column: Column) -> Value? {
    for track in [first] + plays.map(\.track) {
      let timeline = reducedMotion ? (track.reducedTimeline ?? track.timeline) : track.timeline
      if let found = timeline.track(element: column.element, property: column.property) {
        return found.initial
      }
    }
    return nil
  }
}
