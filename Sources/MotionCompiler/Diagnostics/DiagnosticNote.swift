import MotionRuntime

/// A line shown after a diagnostic's source excerpt: a fact that explains the problem, or a
/// suggestion that fixes it (`help: …`).
///
/// All wording of notes lives here, as the wording of messages lives in ``DiagnosticKind``:
/// call sites name a note and give it names and numbers, never sentences (swift-syntax's
/// static notes and fix-its). The associated values are names and values as the spec writes
/// them (or as messages print them), not prose.
public enum DiagnosticNote: Hashable, Sendable {
  // Lexical
  /// The file starts with a UTF-16 byte-order mark; `encoding` is `UTF-16LE` or `UTF-16BE`.
  case savedWithByteOrderMark(encoding: String)
  /// The file has a NUL byte beside each letter.
  case savedAsUTF16(encoding: String)
  /// The units a number can have.
  case knownUnits
  /// A lone `#`.
  case commentNeedsSpace
  /// `#text` that is no color, as a comment would be written.
  case commentNeedsSpaceBefore(String)
  // Syntax
  /// What a statement looks like.
  case whatAStatementIs
  /// A sign written apart from the number in a `linear` input.
  case signBeforeNumber(sign: String)
  /// How CSS writes the components of a color function.
  case cssColorSyntax(function: String)
  /// A near-miss of a modifier's name.
  case meantModifier(String)
  /// A brace other tools put around a block, where motionc writes `<` or `>`.
  case blockBetweenAngleBrackets
  /// `SUBJECT START to TARGET`, as other tools write a change: motionc's spelling of it.
  case targetThenFrom(subject: String, target: String, start: String)
  // Names, motions and imports
  /// A name used above the `let` or `import` (`keyword`) that defines it.
  case moveAboveFirstUse(keyword: String)
  /// What a name can be.
  case whatANameIs
  /// A `wait` that ends a motion, and how to write it where the motion is played.
  case pauseWherePlayed(motion: String, duration: String)
  /// A motion that is neither defined nor imported.
  case defineMotion(String)
  /// An unlabeled argument of `play`, with the label it could have.
  case nameTheParameter(motion: String, parameter: String, value: String)
  /// How the expansion of plays is counted.
  case playsCountEachTime
  /// How much the plays before this one expand to.
  case earlierPlaysExpand(statements: Int)
  /// An unused `let`.
  case removeOrUseLet
  /// A motion that is never played.
  case playOrRemoveMotion(String)
  /// An import outside the root folder.
  case widenImportRoot
  /// Files that import each other.
  case breakImportCycle
  // Steps and timing
  /// A lone `over 0s` change, and the two ways to write what it means.
  case setOrInitial(property: String, value: String)
  /// `ease` on an instant change.
  case removeEaseOrAddOver
  /// A `repeat` around something that repeats forever.
  case removeEndlessRepeat
  /// Steps after a `repeat forever`.
  case mergeOrMoveAbove
  /// `yoyo` without `repeat`.
  case addRepeatCount
  /// `repeat always` and its like.
  case useForever
  /// A `repeat forever` whose play takes no time.
  case playsWithoutTime
  /// How to give a `repeat forever` time.
  case giveForeverTime
  // Values
  /// A plain number beside a duration: the two spellings with a unit.
  case durationNeedsUnit(number: String)
  /// `*` of two values with units.
  case multiplyByPlainNumber
  /// `/` of values of different kinds.
  case divideByPlainNumber
  /// `random` with the wrong number of arguments.
  case randomExample
  /// `pick` with no arguments.
  case pickExample
  /// `pick` between easings.
  case useEasingParameter
  /// `pick` between values of different kinds.
  case pickOneKind
  /// A CSS color function with the wrong number of components.
  case colorFunctionExample(function: String)
  /// A length written with `%`.
  case lengthsInPoints
  /// A `name` that holds a value of another kind (`kind`) where an easing goes.
  case nameHoldsNoEasing(name: String, kind: QuantityKind)
  /// An easing that takes arguments, written without them.
  case easingTakesArguments(String)
  /// A spring cut short by `over`.
  case springSnaps
  // Start values
  /// An `initial` after the property's first change.
  case moveInitialAboveChange(property: String)
  /// An `initial` in a motion played after the property's first change.
  case playMotionBeforeChange(property: String)
  /// Two different start values.
  case oneStartValue
  /// A change with no start value: an example `initial` for it.
  case giveStartValue(property: String, isColor: Bool)
  /// A `by` change whose result is too large.
  case relativeChangeTooLarge(from: String, to: String)
  /// A `by` change whose result is out of range.
  case relativeChange(from: String)
  /// A `drift` that starts outside its box.
  case moveIntoBox(axis: String)
  /// A repeat that jumps back.
  case endWhereStarted
  /// A visible jump to a `from` value.
  case initialOrSetBeforeChange(property: String, value: String)
  /// When an overlapping change runs (`to` is `Tick.max` for forever).
  case changeRuns(from: Tick, to: Tick)
  /// Two changes that overlap.
  case sequenceOverlappingChanges
  // Whole compilations
  /// A problem only the reduced-motion timeline has.
  case inReducedTimeline
  /// `--max-duration` measures a motion with its defaults.
  case measuredWithDefaults
  /// `--require-reduced` without a `reduced` block.
  case addReducedBlock

  /// Whether the note suggests a fix (`help:`) rather than explaining.
  public var isHelp: Bool {
    switch self {
    case .savedWithByteOrderMark, .savedAsUTF16, .commentNeedsSpace, .commentNeedsSpaceBefore,
      .signBeforeNumber, .cssColorSyntax, .meantModifier, .blockBetweenAngleBrackets,
      .targetThenFrom, .moveAboveFirstUse, .pauseWherePlayed,
      .defineMotion, .nameTheParameter, .removeOrUseLet, .playOrRemoveMotion, .widenImportRoot,
      .breakImportCycle, .setOrInitial, .removeEaseOrAddOver, .removeEndlessRepeat,
      .mergeOrMoveAbove, .addRepeatCount, .useForever, .giveForeverTime, .durationNeedsUnit,
      .multiplyByPlainNumber, .divideByPlainNumber, .randomExample, .pickExample,
      .useEasingParameter, .pickOneKind, .colorFunctionExample, .nameHoldsNoEasing,
      .easingTakesArguments, .moveInitialAboveChange, .playMotionBeforeChange, .oneStartValue,
      .giveStartValue, .moveIntoBox, .endWhereStarted, .initialOrSetBeforeChange,
      .sequenceOverlappingChanges, .addReducedBlock:
      return true
    case .knownUnits, .whatAStatementIs, .whatANameIs, .playsCountEachTime, .earlierPlaysExpand,
      .playsWithoutTime, .lengthsInPoints, .springSnaps, .relativeChangeTooLarge, .relativeChange,
      .changeRuns, .inReducedTimeline, .measuredWithDefaults:
      return false
    }
  }

  /// The line as shown, `help: ` first for a suggestion.
  public var text: String { isHelp ? "help: " + body : body }

  /// The line without its `help: `.
  public var body: String {
    switch self {
    case .savedWithByteOrderMark(let encoding):
      return "the file starts with a \(encoding) byte-order mark: save it as UTF-8"
    case .savedAsUTF16(let encoding):
      return
        "the file looks like \(encoding) (a NUL byte beside each letter): save it as UTF-8"
    case .knownUnits:
      return "units are `s` and `ms` for durations, `deg`, `rad` and `turn` for angles, "
        + "`pt` and `px` for lengths, and `%`"
    case .commentNeedsSpace:
      return "to start a comment, put a space after `#`"
    case .commentNeedsSpaceBefore(let text):
      return "to start a comment, put a space after `#`: `# \(text)`"
    case .whatAStatementIs:
      return "a statement is a change such as `moveX 20 over 0.5s`, `wait 0.2s`, `set`, `initial`, "
        + "`target`, or a group: `merge < … >`, `sequence < … >`"
    case .signBeforeNumber(let sign):
      return "an input with a sign has the sign directly before the number, as in "
        + "`\(sign)10%`"
    case .cssColorSyntax(let function):
      return "CSS writes `\(function)(…)` with spaces and `/` before the alpha, "
        + "`rgb(49 130 246 / 50%)`, or with commas, `rgb(49, 130, 246, 0.5)`"
    case .meantModifier(let name):
      return "did you mean the modifier `\(name)`?"
    case .blockBetweenAngleBrackets:
      return "groups and blocks are written between `<` and `>`, as in `merge < moveX 20, "
        + "opacity 0 >`"
    case .targetThenFrom(let subject, let target, let start):
      return "write the value to change to first, and the start value after `from`: "
        + "`\(subject) \(target) from \(start)`"
    case .moveAboveFirstUse(let keyword):
      return "move the `\(keyword)` above the first use"
    case .whatANameIs:
      return "a name is a `let` or a parameter of the motion it is in; values are numbers such as "
        + "`20`, `0.5s`, `90deg`, `50%`, or colors such as `#3182F6`"
    case .pauseWherePlayed(let motion, let duration):
      return "put the pause where the motion is played: `play \(motion) wait \(duration)`"
    case .defineMotion(let name):
      return "define it with `motion \(name) < … >`, or `import` the file that does"
    case .nameTheParameter(let motion, let parameter, let value):
      return "name the parameter, e.g. `play \(motion)(\(parameter): \(value))`"
    case .playsCountEachTime:
      return
        "a motion's statements count each time it is played, and so do those of the motions it "
        + "plays"
    case .earlierPlaysExpand(let statements):
      return "the plays before this one expand to \(statements) statements"
    case .removeOrUseLet:
      return "remove it, or use it; a name starting with `_` is not reported"
    case .playOrRemoveMotion(let name):
      return "play it with `play \(name)`, or remove it"
    case .widenImportRoot:
      return "imports may not leave the spec's folder; give `--root FOLDER` to widen it"
    case .breakImportCycle:
      return "move what both files need into a third file that both import"
    case .setOrInitial(let property, let value):
      return "write `set \(property) \(value)` for a jump at this moment, or "
        + "`initial \(property) \(value)` for the value it starts with"
    case .removeEaseOrAddOver:
      return "remove the `ease`, or give the change a duration with `over`"
    case .removeEndlessRepeat:
      return "remove this `repeat`, or make the inner part repeat a number of times"
    case .mergeOrMoveAbove:
      return "to run it at the same time, put both in a `merge`; to run it once before, "
        + "move it above"
    case .addRepeatCount:
      return "add a number of plays, e.g. `repeat 2 yoyo`"
    case .useForever:
      return "a step that plays again and again, without end, is `repeat forever`"
    case .playsWithoutTime:
      return "it would play again and again without time passing"
    case .giveForeverTime:
      return "give it a duration with `over`, or a pause between plays with `wait`"
    case .durationNeedsUnit(let number):
      return "durations need a unit: write `\(number)s` or `\(number)ms`"
    case .multiplyByPlainNumber:
      return "one side of `*` must be a plain number, as in `0.2s * 2`"
    case .divideByPlainNumber:
      return
        "divide by a plain number (`1s / 4`), or by a value of the same kind for a ratio "
        + "(`1s / 250ms` is 4)"
    case .randomExample:
      return "write e.g. `random(0deg, 360deg)`"
    case .pickExample:
      return "write e.g. `pick(#3182F6, #F04452)`"
    case .useEasingParameter:
      return "give a motion an easing parameter to vary its curve"
    case .pickOneKind:
      return "every value of `pick` must be of one kind, so the result is too"
    case .colorFunctionExample(let function):
      return "write e.g. `\(function)(\(Self.colorExample(function)))`"
    case .lengthsInPoints:
      return "lengths are in points: write `20` or `20pt`"
    case .nameHoldsNoEasing(let name, let kind):
      return "`\(name)` holds \(kind.text), not an easing: give it an easing, as in "
        + "`let \(name) = cubic(0.2, 0, 0, 1)`"
    case .easingTakesArguments(let name):
      return "`\(name)` takes arguments: `\(name)(…)`"
    case .springSnaps:
      return "the value snaps to its target at the end of `over`"
    case .moveInitialAboveChange(let property):
      return "move this `initial` line above the first change of `\(property)`"
    case .playMotionBeforeChange(let property):
      return "play the motion before anything animates `\(property)`, or start its "
        + "change with `from` instead"
    case .oneStartValue:
      return
        "an element starts at one value; give the same value in both, or use `set` for a "
        + "jump later in the timeline"
    case .giveStartValue(let property, let isColor):
      return "give it a value before it changes, e.g. `initial \(property) "
        + "\(isColor ? "#FFFFFF" : "0")`, or add `from VALUE` to this change"
    case .relativeChangeTooLarge(let from, let to):
      return "this change goes from \(from) by the given amount, to \(to): values may be at most "
        + "10^15 in size"
    case .relativeChange(let from):
      return "this change goes from \(from) by the given amount"
    case .moveIntoBox(let axis):
      return "move the element into the box first, e.g. `set \(axis) 0`"
    case .endWhereStarted:
      return "end the repeated part where it started, or add `yoyo` to play every "
        + "second time backwards"
    case .initialOrSetBeforeChange(let property, let value):
      return "to start `\(property)` at \(value), give it `initial` (in the file, "
        + "or in the motion for the element it is played on); if the jump is meant, write "
        + "`set \(property) \(value)` before the change"
    case .changeRuns(let from, let to):
      return "this change runs from \(RelatedLabel.span(from, to)); a property can only change in "
        + "one way at a time"
    case .sequenceOverlappingChanges:
      return "start one change when the other ends, or put them in a `sequence`"
    case .inReducedTimeline:
      return
        "in the reduced-motion timeline (`--reduced` builds it alone, `--no-reduced` leaves it out)"
    case .measuredWithDefaults:
      return "measured with its parameters' defaults"
    case .addReducedBlock:
      return "add `reduced < … >` with the timeline for people who asked for reduced "
        + "motion, e.g. fades instead of movement"
    }
  }

  /// Components that make a good example for a CSS color function.
  private static func colorExample(_ function: String) -> String {
    switch function {
    case "hsl", "hsla": return "217deg 92% 58%"
    case "oklch": return "0.62 0.19 259"
    default: return "49 130 246 / 50%"
    }
  }
}
