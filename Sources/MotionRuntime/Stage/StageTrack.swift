/// A track made ready to play on one ``MotionStage`` (``MotionStage/prepare(_:reducedMotion:)``):
/// its timeline set out for lookups, each element's place on the stage, and per property track
/// what a handoff needs (whether its first change continues from the value before it, and
/// whether a spring there runs until it settles). Made once, played any number of times;
/// playing it allocates nothing.
public final class StageTrack {
  /// The track.
  public let track: MotionTrack
  /// The timeline played (the reduced-motion one when asked for and the track has one).
  public var timeline: Timeline { tables.timeline }
  let tables: PlaybackTables
  /// Per element of the timeline, its index on the stage.
  let stageElements: [Int]
  /// Per track in `tables.tracks`, how its first change hands off.
  let openings: [Opening]
  /// The stage it was prepared for.
  unowned let stage: MotionStage

  /// How a property track's first change takes over from what was playing.
  struct Opening {
    /// Whether the first change starts from the value held before it (no `from` of its own),
    /// so that a handoff starts it from the current value instead.
    var continues: Bool
    /// The first change's spring, when it is a spring on a number.
    var spring: Spring?
    /// Whether that spring lasts until it settles (it was written without `over`).
    var settles: Bool
  }

  init(_ track: MotionTrack, reducedMotion: Bool, stage: MotionStage) {
    self.track = track
    self.stage = stage
    tables = PlaybackTables(track.timeline(reducedMotion: reducedMotion))
    stageElements = tables.timeline.elements.map { stage.elementIndex(registering: $0.name) }
    openings = tables.tracks.map(Self.opening)
  }

  private static func opening(of track: PropertyTrack) -> Opening {
    guard track.count > 0 else {
      return Opening(continues: true, spring: nil, settles: false)
    }
    let first = track.segment(0)
    var opening = Opening(continues: first.from == track.initial, spring: nil, settles: false)
    if case .spring(let spring, let duration) = first.easing, !track.isColor,
      case .number = first.from
    {
      opening.spring = spring
      if let settling = spring.settlingTime, let length = Ticks.from(seconds: settling) {
        opening.settles =
          abs(Ticks.seconds(length) - duration) < 1e-9
          || Ticks.from(seconds: duration) == length
      }
    }
    return opening
  }

  /// The index in `tables.tracks` of `property`'s track on the timeline's element `element`,
  /// or -1.
  @inline(__always)
  func trackIndex(element: Int, property: Int) -> Int {
    tables.slots[element * Property.allCases.count + property]
  }
}
