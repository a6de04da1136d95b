import MotionRuntime

/// Where an Apple adapter (the SwiftUI modifier, a view applier) reads an element's values:
/// a player, which plays one track, or a stage, where a new play on an element takes over from
/// the one under way, from where the element is and at the speed it moves (``MotionStage``).
/// Platform-neutral, so what the adapters read is tested everywhere.
///
/// Not `Sendable`: like the player or stage it holds, it belongs to the thread or actor that
/// made them (the main actor, for the display's clock).
public enum MotionSource {
  /// The values of one player (``MotionPlayer/frame``).
  case player(MotionPlayer)
  /// The values on a stage now (``MotionStage/value(of:on:)``).
  case stage(MotionStage)

  /// What to apply to `element`'s view now (the neutral style for an unknown element).
  public func style(of element: String) -> ElementStyle {
    switch self {
    case .player(let player): return ElementStyle(frame: player.frame, element: element)
    case .stage(let stage): return ElementStyle(stage: stage, element: element)
    }
  }

  /// Calls `body` after every frame that changes the values: the player's `onFrame` or the
  /// stage's ``MotionStage/onFrame`` (replacing what was there).
  public func onFrame(_ body: @escaping () -> Void) {
    switch self {
    case .player(let player): player.onFrame = { _ in body() }
    case .stage(let stage): stage.onFrame = { _ in body() }
    }
  }
}
