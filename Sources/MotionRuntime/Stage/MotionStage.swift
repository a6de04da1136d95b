/// The elements of a scene, each property's current value and velocity, and the plays that
/// move them, all on one clock: where a new motion starts from where the element is, at the
/// speed it is moving (interruptible playback).
///
/// ```swift
/// let stage = MotionStage(clock: clock)
/// let show = stage.prepare(showTrack)          // once per track
/// let hide = stage.prepare(hideTrack)
/// stage.play(show)
/// // … halfway, the user dismisses it:
/// stage.play(hide, handoff: .retarget) { finished in … }
/// stage.value(of: .opacity, on: "card")       // where it is now
/// stage.velocity(of: .opacity, on: "card")    // how fast it moves, per second
/// ```
///
/// ## Design
///
/// **One clock, one slot per (element, property).** The stage keeps a slot for each property
/// of each element any prepared track names (12 per element, at `element × 12 +
/// property.index`). A slot is at rest (it holds a value: the last one a play left it at, or
/// the property's default) or held by exactly one play, which then decides its value. Values
/// are not copied into the slot each frame: ``value(of:on:)`` and ``velocity(of:on:)`` work
/// them out from the holding play's track at the clock's time, exactly (the track's own value
/// to the last bit where no handoff changed it), and allocate nothing.
///
/// **A play** is one start of a ``StageTrack`` (the whole timeline, or one element's part of
/// it), at the clock's time: its position is the clock's time since it started, never a sum of
/// frame lengths. Starting it takes hold of every slot its tracks animate. The clock steps the
/// stage after its players on every tick: the stage fires the markers the plays crossed and
/// ends the plays that are done, leaving their slots at rest at their final values.
///
/// **Handoff** (``Handoff``), when a play takes a slot another play holds or that rests at a
/// value a play left it at (a slot no play has moved yet hands nothing off: the track's own
/// start values decide, as for a player):
/// - `.retarget` (the default): the cut is the clock's time now. The slot's value and velocity
///   there are taken (the *cut value* and *cut velocity*); the old play loses the slot (its
///   other slots play on). If the new property track's first change continues from the value
///   before it (it has no `from` of its own: its start value is the track's initial value),
///   the property holds the cut value until that change starts, and the change runs from the
///   cut value to its own end value with its own curve and length. A spring on a number runs
///   instead in the property's own units from `u₀ = cut − target` with `u′ = cut velocity`
///   (``HandoffSpring``; right when the target is the cut value too). A spring written without
///   `over` lasts until that spring settles, by the compiler's rule (within 0.001 of the change
///   it makes for good, ``Spring/settlingTime(tolerance:)``: of `|u₀|`, or of `|v₀| / ω₀`, the
///   distance the velocity carries it, when that is larger), and the property's later changes move
///   by the difference. A change that starts after a wait starts from rest (velocity 0): the
///   old play stopped moving the property at the cut.
/// - `.queue`: the play waits until no play holds any slot it animates, then starts at the
///   time the last of them came to rest, as `.retarget` would.
/// - `.replace`: the play's tracks decide from the start (a jump to their start values).
///
/// **Completion.** A play that reaches its end calls its completion with `true`. A play that
/// lost a slot to another is *interrupted* at that cut: its markers at or after the cut never
/// fire, and it completes with `false` when it holds no slot any more, or at its end. A play
/// ended with ``cancel(_:)`` completes with `false` at once, its slots resting where they are.
///
/// **Velocity** is the exact derivative of the curve being played (``Easing/slope(at:)``):
/// Bézier dy/dx, every Penner family, springs, `linear(…)`, 0 for steps and between changes.
/// At a join (a segment's start or end, a stop of `linear(…)`, a bounce's landing) it is the
/// velocity of what starts there, as values are right-continuous; at a segment's end it is
/// that of what follows (0 if nothing does). Colors have no velocity (`nil`).
///
/// The stage belongs, with its clock, to the thread or actor that made them.
public final class MotionStage {
  /// The clock the stage's plays run on.
  public let clock: MotionClock
  /// Called as a play crosses a marker's start or end, in playback order.
  public var onMarker: ((_ play: StagePlay, _ marker: Marker, _ edge: MarkerEdge) -> Void)?
  /// Called after every tick of the clock while a play is under way or waiting, after the
  /// tick's markers and completions, and once more on the tick the last play ends: where a view
  /// applier applies the values (``value(of:on:)``). A stage with nothing under way is not
  /// stepped, so it costs nothing per frame.
  public var onFrame: ((_ stage: MotionStage) -> Void)?

  /// Element indices by name.
  private(set) var elements: [String: Int] = [:]
  /// The slots, 12 per element.
  var slots: [StageSlot] = []
  /// The plays, by index (ended ones are reused).
  var plays: [PlayRecord] = []
  /// Indices of ended plays, to reuse.
  var freePlays: [Int] = []
  /// Whether the clock steps the stage (a play is under way).
  var isOnClock = false
  /// How many plays are under way or waiting.
  var activeCount = 0

  /// A stage on `clock`, with no elements yet.
  public init(clock: MotionClock) {
    self.clock = clock
  }

  /// `track` made ready to play on this stage; its elements join the stage (at rest, with
  /// their properties' defaults) if they are not on it yet.
  public func prepare(_ track: MotionTrack, reducedMotion: Bool = false) -> StageTrack {
    StageTrack(track, reducedMotion: reducedMotion, stage: self)
  }

  /// The stage's index of the element named `name`, added if it is new.
  func elementIndex(registering name: String) -> Int {
    if let index = elements[name] { return index }
    let index = elements.count
    elements[name] = index
    slots.append(contentsOf: repeatElement(StageSlot(), count: Property.allCases.count))
    return index
  }

  /// The stage's index of the element named `name`, or `nil` when no prepared track has it.
  public func elementIndex(named name: String) -> Int? { elements[name] }

  /// The time now on the stage's clock.
  public var now: Duration { .ticks(clock.currentTicks) }
}

/// One start of a track on a stage, to cancel it or ask about it later.
public struct StagePlay: Hashable, Sendable {
  let index: Int
  let generation: UInt32
}
