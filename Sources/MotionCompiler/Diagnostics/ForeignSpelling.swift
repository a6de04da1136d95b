/// What people coming from other tools (CSS, SwiftUI, Core Animation) write where motionc has
/// a spelling of its own, with motionc's.
///
/// The one table every hint for such a spelling reads: a "did you mean" comes from here before
/// edit distance is tried (CSS's `infinite` is no near miss of `forever`), so teaching motionc
/// another spelling is adding a line here. Words are matched ignoring case.
public enum ForeignSpelling {
  /// motionc's name of an easing written as CSS writes it: `cubic-bezier` is `cubic`.
  public static func easing(_ name: String) -> String? {
    easings[name.lowercased()]
  }

  /// Whether `word`, written as a repeat count, means `forever` (CSS's `infinite`, …).
  public static func meansForever(_ word: String) -> Bool {
    endlessWords.contains(word.lowercased())
  }

  /// motionc's character for a brace other tools put around a block: `<` for `{`, `>` for `}`.
  public static func character(_ text: String) -> String? {
    characters[text]
  }

  /// The modifier meant by a word written where a modifier goes: `duration` is `over`. `to`,
  /// which other tools write before the value a change goes to, answers `from`: motionc writes
  /// that value first and the start after `from`.
  public static func modifier(_ word: String) -> ModifierKind? {
    modifiers[word.lowercased()]
  }

  /// motionc's name of a spring argument as SwiftUI, UIKit, Core Animation or React Spring
  /// write it: `initialVelocity` is `velocity`.
  public static func springArgument(_ label: String) -> String? {
    springArguments[label.lowercased()]
  }

  private static let characters = ["{": "<", "}": ">"]

  private static let modifiers: [String: ModifierKind] = [
    "duration": .over, "dur": .over, "to": .from, "easing": .ease, "curve": .ease,
    "timingfunction": .ease, "autoreverse": .yoyo, "autoreverses": .yoyo, "alternate": .yoyo,
    "repeatcount": .repeat, "iterations": .repeat, "iterationcount": .repeat,
  ]

  private static let springArguments = [
    "initialvelocity": "velocity", "initialspringvelocity": "velocity",
    "dampingfraction": "dampingRatio", "tension": "stiffness", "friction": "damping",
  ]

  /// CSS's names of curves, with motionc's.
  private static let easings = [
    "cubic-bezier": "cubic", "ease-in": "easeIn", "ease-out": "easeOut",
    "ease-in-out": "easeInOut",
  ]

  /// Words other tools use for `forever`.
  private static let endlessWords: Set<String> = [
    "infinite", "infinity", "inf", "infinitely", "indefinite", "indefinitely", "always",
    "endless", "endlessly", "loop", "unlimited", "continuous", "continuously",
  ]
}
