import MotionRuntime

// The families of `DiagnosticKind` that share one code: each message its own case, with names
// and numbers as associated values, and its wording here. Also the small closed sets messages
// name (kinds of value, places, parts of a `drift`), worded here too.

/// What the parser or checker expected where it found something else (M0010).
public enum Expectation: Hashable, Sendable {
  case statement
  case elementAfterTarget
  case letName
  case equalsAfterLet(name: String)
  case importPath
  case aliasAfterAs
  case easingInTokenExtension
  case endOfEasing
  case property
  case propertyAfterDot(String)
  /// `<` opening a group, after `keyword` (`reduced`, `motion pop`) if given.
  case groupOpening(after: String?)
  case defaultsOpening
  case defaultsModifier
  case motionName
  case parameterName
  case motionAfterPlay
  case elementAfterOn
  case motionCall
  case nothingAfterMotionCall
  case withinAfterDrift
  case speedAfterBox
  case forAfterSpeed
  case dimensionSeparator(keyword: String)
  case colorSpace
  case easingAfterEase
  case commaOrClose
  case closingParenthesis
  case componentSeparator
  case alphaOrClose
  case close
  case modifierOrEnd
  case endOfStatement
  // Values
  case durationValue
  case valueFor(String)
  case staggerInterval
  case numberAfterSeed
  case parameterDefault(String)
  case driftSpeed
  case driftDuration
  case headingAngle
  case width(of: DriftRectangle, after: String)
  case height(of: DriftRectangle)
  case durationAfter(String)
  case valueAfterFrom
  case playCount
  case argument
  case value
  case valueAfterParenthesis
  case valueAfterOperator(String)
  case argumentOf(function: String)
  case colorComponent(function: String)
  case angle
  case length(for: DriftMeasure)
  case numberAfterMinus
  case plainNumber

  /// How the message names it, after "expected".
  public var text: String {
    switch self {
    case .statement: return "a statement"
    case .elementAfterTarget: return "an element name after `target`"
    case .letName: return "a name after `let`, as in `let quick = 0.2s`"
    case .equalsAfterLet(let name): return "`=` after `let \(name)`"
    case .importPath:
      return "a file name in quotes after `import`, as in `import \"tokens.motion\"`"
    case .aliasAfterAs: return "a name after `as`, as in `import \"tokens.json\" as tokens`"
    case .easingInTokenExtension: return "an easing such as `spring(duration: 0.4s)`"
    case .endOfEasing: return "the end of the easing"
    case .property: return "a property such as `moveX`"
    case .propertyAfterDot(let element): return "a property name after `\(element).`"
    case .groupOpening(let keyword):
      return keyword.map { "`<` after `\($0)`" } ?? "`<` to open the group"
    case .defaultsOpening:
      return "`<` after `defaults`, as in `defaults < over 0.3s ease easeOut >`"
    case .defaultsModifier: return "a modifier such as `over 0.3s` or `ease easeOut`"
    case .motionName: return "a name after `motion`, as in `motion pop < … >`"
    case .parameterName: return "a parameter name, as in `motion shake(amount = 20)`"
    case .motionAfterPlay: return "the name of a motion after `play`"
    case .elementAfterOn: return "an element name after `on`"
    case .motionCall:
      return "a motion name, as after `play`: `NAME`, or `NAME(amount: 8) on card delay 0.1s`"
    case .nothingAfterMotionCall:
      return "nothing after the play: one motion, as after `play` (`NAME(amount: 8) on card`)"
    case .withinAfterDrift: return "`within` after `drift`, as in `drift within 300 x 500 …`"
    case .speedAfterBox: return "`speed` after the box, as in `speed 120`"
    case .forAfterSpeed:
      return "`for` and a duration after the speed, as in `for 10s`, or `forever`"
    case .dimensionSeparator(let keyword):
      return "`x` between the width and the height, as in `\(keyword) 300 x 500`"
    case .colorSpace: return "a color space after `in`: `srgb`, `linear` or `oklab`"
    case .easingAfterEase: return "an easing such as `easeOut` after `ease`"
    case .commaOrClose: return "`,` or `)`"
    case .closingParenthesis: return "`)` to close the `(`"
    case .componentSeparator: return "a space or `,` between the components, or `)`"
    case .alphaOrClose: return "`/` and an alpha, or `)`"
    case .close: return "`)`"
    case .modifierOrEnd: return "a modifier or the end of the statement"
    case .endOfStatement: return "the end of the statement"
    case .durationValue: return "a duration such as `0.5s`"
    case .valueFor(let name): return "a value for `\(name)`"
    case .staggerInterval: return "a duration after `stagger`"
    case .numberAfterSeed: return "a number after `seed`"
    case .parameterDefault(let name): return "a default value for `\(name)`"
    case .driftSpeed: return "a speed in points per second after `speed`"
    case .driftDuration: return "a duration after `for`"
    case .headingAngle: return "an angle after `heading`, such as `30deg`"
    case .width(let rectangle, let keyword):
      return "the width of \(rectangle.text) after `\(keyword)`"
    case .height(let rectangle): return "the height of \(rectangle.text) after `x`"
    case .durationAfter(let keyword): return "a duration after `\(keyword)`"
    case .valueAfterFrom: return "a value after `from`"
    case .playCount: return "a number of plays after `repeat`"
    case .argument: return "an argument"
    case .value: return "a value"
    case .valueAfterParenthesis: return "a value after `(`"
    case .valueAfterOperator(let symbol): return "a value after `\(symbol)`"
    case .argumentOf(let function): return "an argument of `\(function)`"
    case .colorComponent(let function):
      return "a component of `\(function)(…)`, such as `255`, `50%` or `120deg`"
    case .angle: return "an angle such as `30deg`"
    case .length(let measure): return "a length for the \(measure.text)"
    case .numberAfterMinus: return "a number after `-`"
    case .plainNumber: return "a plain number"
    }
  }
}

/// What was found instead of what was expected.
public enum Found: Hashable, Sendable {
  case endOfLine
  case endOfFile
  /// A token, as written.
  case token(String)
  /// A value of this kind.
  case value(QuantityKind)

  /// How the message names it, after "found".
  public var text: String {
    switch self {
    case .endOfLine: return "the end of the line"
    case .endOfFile: return "the end of the file"
    case .token(let text): return "`\(text)`"
    case .value(let kind): return kind.text
    }
  }
}

/// The kinds of value messages name: "a duration", "a color", ….
public enum QuantityKind: Hashable, Sendable {
  case plainNumber, length, percentage, angle, duration, color, easing, value

  /// "a plain number", "a length", ….
  public var text: String {
    switch self {
    case .plainNumber: return "a plain number"
    case .length: return "a length"
    case .percentage: return "a percentage"
    case .angle: return "an angle"
    case .duration: return "a duration"
    case .color: return "a color"
    case .easing: return "an easing"
    case .value: return "a value"
    }
  }
}

/// The two rectangles of a `drift`: the box it moves in and the element that moves.
public enum DriftRectangle: Hashable, Sendable {
  case box, element

  var text: String {
    switch self {
    case .box: return "the box"
    case .element: return "the element"
    }
  }
}

/// The sizes and speed of a `drift` that must be more than 0.
public enum DriftMeasure: Hashable, Sendable {
  case boxWidth, boxHeight, elementWidth, elementHeight, speed

  var text: String {
    switch self {
    case .boxWidth: return "width of the box"
    case .boxHeight: return "height of the box"
    case .elementWidth: return "width of the element"
    case .elementHeight: return "height of the element"
    case .speed: return "speed"
    }
  }
}

/// Why the arguments of an easing are wrong (M0119).
public enum EasingArgumentProblem: Hashable, Sendable {
  case takesNoArguments(easing: String)
  case springNeverSettles
  /// A curve the runtime rejects; its reason is worded by ``EasingParameterError``, which the
  /// runtime shares with reading track files.
  case rejected(EasingParameterError)
  case springImpossible(EasingParameterError)
  case stepsArgumentCount(Int)
  case stepsPosition
  case stepsPlainCount
  case stepsCount(minimum: Int, maximum: Int, jumpNone: Bool, found: String)
  case linearLabel
  case linearInputCount
  case linearInputNotPercentage(found: String)
  case springUnlabeled
  case springUnknownArgument(String, suggestion: String?)
  case springMultipleValues
  /// Two spring arguments that give the same thing.
  case springConflictingArguments(
    first: String, second: String, aspect: SpringAspect, names: [String])
  case cubicArgumentCount(Int)
  case cubicLabel
  case cubicXOutOfRange(index: Int, found: String)

  var text: String {
    switch self {
    case .takesNoArguments(let name): return "`\(name)` takes no arguments: write `ease \(name)`"
    case .springNeverSettles:
      return "this spring never settles: give the step a duration with `over`"
    case .rejected(let problem): return problem.reason
    case .springImpossible(let problem): return "this spring is not possible: \(problem.reason)"
    case .stepsArgumentCount(let count):
      return "`steps` takes a number of steps and optionally a position, found \(count) arguments"
    case .stepsPosition:
      return "the position of `steps` is `jump-start`, `jump-end`, `jump-none` or `jump-both`"
    case .stepsPlainCount: return "`steps` takes a plain number of steps"
    case .stepsCount(let minimum, let maximum, let jumpNone, let found):
      return "`steps` needs a whole number of steps from \(minimum) to \(maximum)"
        + (jumpNone ? " with `jump-none`" : "") + ", found `\(found)`"
    case .linearLabel: return "`linear` takes points, not labels"
    case .linearInputCount: return "a point of `linear` has at most two input percentages"
    case .linearInputNotPercentage(let found):
      return "input positions in `linear` are percentages such as `40%`, found `\(found)`"
    case .springUnlabeled:
      return "`spring` arguments are named, e.g. `spring(duration: 0.5s, bounce: 0.3)`"
    case .springUnknownArgument(let name, let suggestion):
      return "`spring` has no argument `\(name)`"
        + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
    case .springMultipleValues: return "one value per `spring` argument"
    case .springConflictingArguments(let first, let second, let aspect, let names):
      return "`\(first)` and `\(second)` both give the spring's \(aspect.text): "
        + "give one of \(names.map { "`\($0)`" }.joined(separator: ", "))"
    case .cubicArgumentCount(let count):
      return "`cubic` takes 4 numbers (x1, y1, x2, y2), found \(count)"
    case .cubicLabel: return "`cubic` takes plain numbers, not labels"
    case .cubicXOutOfRange(let index, let found):
      return "x\(index) of `cubic` must be between 0 and 1, found `\(found)`"
    }
  }
}

/// A limit that keeps the compiler's time and memory bounded (M0121).
public enum ExceededLimit: Hashable, Sendable {
  /// A `play` that expands to `statements` (`Int.max`: more than the limit).
  case expansion(statements: Int, limit: Int)
  case changes(limit: Int)
  case timelineChanges(limit: Int)
  case motionPlays(limit: Int)
  case files(limit: Int)
  /// The files of one compilation would be more than `limit` bytes together.
  case sourceSize(limit: Int)
  case duration(limit: Tick)
  case timelineDuration(limit: Tick)
  case driftBounces(limit: Int)
  /// A `drift` whose bounce along `axis` (`x` or `y`) takes longer than the longest timeline.
  case driftTooSlow(axis: String, limit: Tick)
  case operators(limit: Int)
  /// `--max-duration` out of expansion budget at motion `motion`.
  case measuringBudget(motion: String, limit: Int)

  var text: String {
    switch self {
    case .expansion(let statements, let limit):
      let counted = statements == Int.max ? "more than \(limit)" : "\(statements)"
      return "this `play` expands to \(counted) statements: the plays of a timeline may expand to "
        + "at most \(limit)"
    case .changes(let limit):
      return "this makes too many changes: a timeline may have at most \(limit) changes"
    case .timelineChanges(let limit):
      return "this makes too many changes: a timeline may have at most "
        + "\(limit) changes, counting every play of a `repeat` and each jump back"
    case .motionPlays(let limit):
      return "this plays motions too often: a timeline may have at most \(limit) "
        + "plays of motions, counting every play of a `repeat`"
    case .files(let limit):
      return "too many files: a spec and its imports may be at most \(limit) files"
    case .sourceSize(let limit):
      return "too much source: a spec and its imports may be at most \(limit) bytes together"
    case .duration(let limit):
      return "this duration is too long: the limit is \(Ticks.decimalSeconds(limit))s"
    case .timelineDuration(let limit):
      return "the timeline is too long: the limit is \(Ticks.decimalSeconds(limit))s"
    case .driftBounces(let limit):
      return "this `drift` bounces too often: at most \(limit) "
        + "bounces per axis (make the box larger, the speed lower or the time shorter)"
    case .driftTooSlow(let axis, let limit):
      return "this `drift` moves so slowly along \(axis) that one bounce there takes longer than "
        + "the longest timeline (\(Ticks.decimalSeconds(limit))s): raise its speed or turn its "
        + "heading away from the sides of the box"
    case .operators(let limit):
      return "this expression is too long: an expression may have at most \(limit) operators"
    case .measuringBudget(let motion, let limit):
      return "`--max-duration` cannot measure motion `\(motion)` on its own: the "
        + "timeline and the motions measured before it expand to at most "
        + "\(limit) statements"
    }
  }
}

/// What is wrong with a call of `random`, `pick` or a CSS color function (M0143).
public enum CallProblem: Hashable, Sendable {
  case randomArgumentCount(Int)
  case randomColors
  case pickEmpty
  case pickEasings
  case colorComponentCount(function: String, found: Int)
  /// A component (`red`, `hue`, `alpha`) of a color function of a kind not in `allowed`.
  case colorComponentKind(function: String, component: String, allowed: [QuantityKind])

  var text: String {
    switch self {
    case .randomArgumentCount(let count):
      return "`random` takes two values, the lowest and the highest, found \(count)"
    case .randomColors:
      return "`random` takes numbers, not colors; use `pick` to choose between colors"
    case .pickEmpty: return "`pick` needs at least one value to choose from"
    case .pickEasings: return "`pick` chooses between numbers or colors, not easings"
    case .colorComponentCount(let function, let found):
      return "`\(function)` takes three components and an optional alpha, found \(found)"
    case .colorComponentKind(let function, let component, let allowed):
      return "the \(component) of `\(function)` must be "
        + allowed.map(\.text).joined(separator: " or ")
    }
  }
}

/// A statement in a place it cannot be (M0152).
public enum MisplacedStatement: Hashable, Sendable {
  case motion, `import`, seed, reduced

  var text: String {
    switch self {
    case .motion: return "`motion` can only be defined at the top level of a file"
    case .import: return "`import` belongs at the top level of a file"
    case .seed: return "`seed` belongs at the top level of a file"
    case .reduced: return "`reduced` belongs at the top level of a file or a motion"
    }
  }
}

/// What is wrong with a `drift` (M0158).
public enum DriftProblem: Hashable, Sendable {
  /// The element does not fit in the box.
  case elementDoesNotFit(width: Double, height: Double, boxWidth: Double, boxHeight: Double)
  case notPositive(DriftMeasure, found: String)

  var text: String {
    switch self {
    case .elementDoesNotFit(let width, let height, let boxWidth, let boxHeight):
      return "the element (\(NumberFormatting.shortest(width)) x "
        + "\(NumberFormatting.shortest(height))) does not fit in the box of `drift` "
        + "(\(NumberFormatting.shortest(boxWidth)) x \(NumberFormatting.shortest(boxHeight)))"
    case .notPositive(let measure, let found):
      return "the \(measure.text) of `drift` must be more than 0, found `\(found)`"
    }
  }
}

/// Where a modifier is not allowed (M0117), with what that place takes instead.
public enum ModifierPlace: Hashable, Sendable {
  case play, wait, set, group, defaults, initial, drift, endlessDrift

  var text: String {
    switch self {
    case .play: return "`play`; it takes `wait`, `delay`, `repeat` and `yoyo`"
    case .wait: return "`wait`"
    case .set:
      return "`set`, which is instant; write `PROPERTY VALUE over …` for a change that takes time"
    case .group: return "a group; put `from` on the steps inside it"
    case .defaults: return "`defaults`, which sets `over`, `ease` and `in`"
    case .initial: return "`initial`, which sets a value before time 0"
    case .drift: return "`drift`; its length is given by `for`"
    case .endlessDrift: return "an endless `drift`, which never ends to wait after"
    }
  }
}

/// What is defined twice (M0145).
public enum DefinedThing: Hashable, Sendable {
  case seed, name, motion, parameter, block

  var text: String {
    switch self {
    case .seed: return "the"
    case .name: return "the name"
    case .motion: return "the motion"
    case .parameter: return "the parameter"
    case .block: return "a block"
    }
  }
}

/// How two values are combined, for a message about values of kinds that do not combine
/// (M0141).
public enum Combination: Hashable, Sendable {
  case operation(BinaryOperator)
  /// `random` between two values, or `pick` among several.
  case choice

  var verb: String {
    switch self {
    case .operation(.add): return "add"
    case .operation(.subtract): return "subtract"
    case .operation(.multiply): return "multiply"
    case .operation(.divide): return "divide"
    case .choice: return "choose between"
    }
  }
}

/// What `--max-duration` measured (M0160).
public enum MeasuredPart: Hashable, Sendable {
  case timeline
  case firstCycle
  case motion(String)

  var text: String {
    switch self {
    case .timeline: return "this timeline"
    case .firstCycle: return "the first cycle of this timeline"
    case .motion(let name): return "motion `\(name)`"
    }
  }
}

/// What comes after a `repeat forever` and never runs (M0130).
public enum NeverRunning: Hashable, Sendable {
  case step, wait

  var text: String {
    switch self {
    case .step: return "this step"
    case .wait: return "this `wait`"
    }
  }
}

/// A group or a motion, which a `repeat forever` inside it makes endless.
public enum EndlessPart: Hashable, Sendable {
  case group, motion

  var text: String {
    switch self {
    case .group: return "the group"
    case .motion: return "the motion"
    }
  }
}

/// The two things a spring's arguments give: how long it takes, and how much it bounces.
public enum SpringAspect: Hashable, Sendable {
  case timing, damping

  var text: String {
    switch self {
    case .timing: return "timing"
    case .damping: return "damping"
    }
  }
}

/// A cycle of names (motions that play each other, files that import each other), the first
/// again at the end, as messages print it: `a → b → a`. A long cycle shows its ends.
func cycleText(_ names: [String], shortened: Bool) -> String {
  var names = names
  if shortened, names.count > 9 {
    names = names.prefix(4) + ["… (\(names.count - 7) more)"] + names.suffix(3)
  }
  return names.joined(separator: " → ")
}

/// Why a file an `import` names could not be read (M0156).
public enum UnreadableImport: Hashable, Sendable {
  case folder
  /// A device, a pipe or a socket: reading one could block or never end.
  case notRegularFile
  case tooLarge(limit: Int)
  case permissionDenied
  case readFailed

  /// How the message says it, after the file's name.
  public var text: String {
    switch self {
    case .folder: return "it is a folder"
    case .notRegularFile: return "it is not a regular file"
    case .tooLarge(let limit): return "it is larger than \(limit) bytes"
    case .permissionDenied: return "permission denied"
    case .readFailed: return "the file could not be read"
    }
  }
}

/// Why `motionc fmt` left a file as it was although it has no errors: its own check of the
/// layout failed (a bug in motionc, reported rather than risk changing what the file means).
public enum UnsafeLayout: Hashable, Sendable {
  /// The formatted text has syntax errors.
  case wouldNotParse
  /// The formatted text parses to another syntax tree.
  case wouldChangeMeaning

  /// How messages say it.
  public var text: String {
    switch self {
    case .wouldNotParse: return "the formatted file would not parse"
    case .wouldChangeMeaning: return "the formatted file would not mean the same"
    }
  }
}
