/// One property of one element on a stage: at rest, or held by a play (see ``MotionStage``).
struct StageSlot {
  /// The play holding the slot, or -1 when it rests.
  var play = -1
  /// That play's track for this property (an index into its tables' tracks).
  var track = -1
  /// The value at rest (`nil`: the property's default).
  var rest: Value?
  /// When the slot came to rest (clock time; `.min`: it always was).
  var restSince: Tick = .min
  /// Whether the track's first change starts from ``cutValue`` (a retargeting handoff).
  var handsOff = false
  /// The value the slot had when the play took it.
  var cutValue = Value.number(0)
  /// Whether the first change is the handed-off ``spring``.
  var springs = false
  /// The first change as a spring in absolute units.
  var spring = HandoffSpring()
  /// How long that spring runs, in ticks.
  var springLength: Tick = 0
  /// How much later the track's changes after the spring come (the spring's length minus the
  /// change's as written).
  var shift: Tick = 0
}

/// A play on a stage (see ``MotionStage``).
struct PlayRecord {
  enum State {
    /// Waiting for its properties to come to rest (`.queue`).
    case waiting
    /// Under way.
    case playing
    /// Ended: the record is free.
    case ended
  }

  var track: StageTrack?
  /// The timeline element it plays, or -1 for all of them.
  var element = -1
  var handoff = Handoff.retarget
  var state = State.ended
  var generation: UInt32 = 0
  /// The clock time its timeline time 0 is at.
  var start: Tick = 0
  /// Its length, or `nil` when it never ends.
  var length: Tick? = 0
  /// How many slots it holds.
  var held = 0
  /// The timeline time it was first interrupted at, or `nil`.
  var cut: Tick?
  /// Markers have fired up to here (timeline time); `includesStart`: an edge there is still due.
  var markerPosition: Tick = 0
  var includesStart = true
  var onComplete: ((Bool) -> Void)?
}
