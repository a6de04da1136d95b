/// What starting a track on a ``MotionStage`` does to the properties already moving there.
public enum Handoff: String, CaseIterable, Hashable, Sendable {
  /// Each property the new track animates starts from where it is, at the speed it is moving:
  /// the change that begins the property's track (unless it jumps to a start value of its own,
  /// a `from`) runs from the current value, a spring with the current velocity. The old play's
  /// hold on those properties ends at once; its other properties play on.
  case retarget
  /// The new track waits until every property it animates is at rest (no play holds it), then
  /// starts there as `retarget` would, from values at rest.
  case queue
  /// The new track starts from its own start values, as if nothing were playing: a jump.
  case replace
}
