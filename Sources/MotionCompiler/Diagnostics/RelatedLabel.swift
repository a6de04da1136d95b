import MotionRuntime

/// The label of a secondary range of a diagnostic, e.g. "first defined here".
///
/// All wording of labels lives here, as the wording of messages lives in ``DiagnosticKind``
/// and of notes in ``DiagnosticNote``.
public enum RelatedLabel: Hashable, Sendable {
  /// The first definition of something defined twice.
  case firstDefinedHere
  /// A definition.
  case definedHere
  /// The `let` of a plain number used where a value with a unit goes.
  case definedWithoutUnit
  /// The second definition, in an imported file.
  case alsoDefinedInImport
  case alsoDefinedInTokenFile
  /// The definition of the motion `name`.
  case motionDefinedHere(String)
  /// The parameter of a missing argument.
  case parameterDefinedHere
  /// The first of two values given for one modifier or argument.
  case firstGivenHere
  /// The first `seed`.
  case firstSeed
  /// The first `reduced` block.
  case firstReducedBlock
  /// The `play` that led to a problem in a motion's body.
  case inPlay(motion: String)
  /// The `repeat` of the group that already repeats.
  case groupAlreadyRepeats
  /// A `repeat forever` inside a repeated part.
  case foreverFirstPlayNeverEnds
  /// A `repeat forever` before the next step.
  case foreverNextStepNeverRuns
  /// A `repeat forever` that makes the group around it endless.
  case foreverGroupNeverEnds
  /// A `repeat forever` that makes a group or motion endless.
  case foreverNeverEnds(EndlessPart)
  /// One of two spring arguments that give the same thing.
  case springArgumentGivenHere(SpringAspect)
  /// One import of a cycle.
  case importsFile(importer: String, imported: String)
  /// An operand, labelled with its kind of value (`a duration`).
  case valueKind(QuantityKind)
  /// The first change of a property.
  case firstAnimatedHere(property: String)
  /// The first of two `initial`s.
  case firstInitialHere
  /// The other of two conflicting `initial`s, with its value.
  case startsItAt(String)
  /// The `initial` line of a motion.
  case initialOfMotion(String)
  /// The change in a motion's body, for a problem reported at its `play`.
  case changeOfMotion
  /// The `from` in a motion's body, for a jump reported at its `play`.
  case fromInMotion
  /// Where a problem in an imported file is, for an editor that shows it at the `import`.
  case problemHere
  /// The other of two overlapping changes, with the time it runs (`to` is `Tick.max` for
  /// forever).
  case otherChangeRuns(from: Tick, to: Tick)

  /// The label as shown.
  public var text: String {
    switch self {
    case .firstDefinedHere: return "first defined here"
    case .definedHere: return "defined here"
    case .definedWithoutUnit: return "defined here, without a unit"
    case .alsoDefinedInImport: return "and here, in the imported file"
    case .alsoDefinedInTokenFile: return "and here, in the token file"
    case .motionDefinedHere(let name): return "`\(name)` is defined here"
    case .parameterDefinedHere: return "the parameter is defined here"
    case .firstGivenHere: return "first given here"
    case .firstSeed: return "the first `seed` is here"
    case .firstReducedBlock: return "the first `reduced` block is here"
    case .inPlay(let motion): return "in this `play \(motion)`"
    case .groupAlreadyRepeats: return "the group already repeats here"
    case .foreverFirstPlayNeverEnds: return "this repeats forever, so the first play never ends"
    case .foreverNextStepNeverRuns: return "this repeats forever, so the next step would never run"
    case .foreverGroupNeverEnds: return "this repeats forever, so the group around it never ends"
    case .foreverNeverEnds(let what): return "this repeats forever, so \(what.text) never ends"
    case .springArgumentGivenHere(let aspect): return "the \(aspect.text), given here"
    case .importsFile(let importer, let imported): return "`\(importer)` imports `\(imported)`"
    case .valueKind(let kind): return kind.text
    case .firstAnimatedHere(let property): return "`\(property)` is first animated here"
    case .firstInitialHere: return "the first initial value is given here"
    case .startsItAt(let value): return "this starts it at \(value)"
    case .initialOfMotion(let motion): return "the `initial` of motion `\(motion)`"
    case .changeOfMotion: return "this change of the motion"
    case .fromInMotion: return "this `from`, in the motion"
    case .problemHere: return "the problem is here"
    case .otherChangeRuns(let from, let to):
      return "the other change runs from \(Self.span(from, to))"
    }
  }

  /// When a change runs, e.g. `0.2s to 0.5s` (or `0.2s on, forever`).
  static func span(_ start: Tick, _ end: Tick) -> String {
    guard end < Tick.max else { return "\(Ticks.decimalSeconds(start))s on, forever" }
    return "\(Ticks.decimalSeconds(start))s to \(Ticks.decimalSeconds(end))s"
  }
}
