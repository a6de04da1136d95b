/// The syntax tree: what the file says, with the source range of every part.
///
/// The tree is only what was written; meaning (units, elements, times) is the semantic pass's
/// job, and the tree is never edited after parsing.
///
/// Layout: a large file has a node per step, so the nodes are kept small (sizes in
/// `SyntaxLayoutTests`). Positions are 32-bit (``SourceRange``); rare or large cases live in
/// a heap box of their own (`indirect`), common small ones inline: a number, a color, a name
/// or a malformed value sits inside its ``Expression``, and an `ease` inside its
/// ``Modifier``, so a step's values cost no allocation.
/// Ranges the tree implies are computed, not stored: a `set`, `by` or modifier word is where
/// its statement or modifier starts, spelled as the keyword is.
public struct SyntaxTree: Hashable, Sendable {
  public var statements: [Statement]
}

/// One statement: a line, or one entry of a group written on one line.
public enum Statement: Hashable, Sendable {
  /// `PROPERTY [by] VALUE [modifiers]`, or `set PROPERTY [by] VALUE [modifiers]`.
  case change(ChangeStatement)
  /// `wait DURATION`.
  case wait(WaitStatement)
  /// `target NAME`.
  case target(Name, range: SourceRange)
  /// `initial [NAME.]PROPERTY VALUE`.
  indirect case initial(InitialStatement)
  /// `merge|sequence|stagger D|repeat N < … > [modifiers]`.
  indirect case group(GroupStatement)
  /// `let NAME = EXPRESSION`.
  case `let`(LetStatement)
  /// `defaults < over … ease … in … >`.
  case defaults(DefaultsStatement)
  /// `motion NAME(PARAMETER = DEFAULT, …) < … >`.
  case motion(MotionStatement)
  /// `play NAME(ARGUMENT: VALUE, …) [on ELEMENT] [modifiers]`.
  case play(PlayStatement)
  /// `import "PATH"`.
  case `import`(ImportStatement)
  /// `seed N`.
  case seed(Expression, range: SourceRange)
  /// `drift within W x H speed V for DURATION [heading ANGLE] [modifiers]`.
  indirect case drift(DriftStatement)
  /// `reduced < … >`: the timeline to use when reduced motion is asked for.
  case reduced(BlockStatement)

  public var range: SourceRange {
    switch self {
    case .change(let change): return change.range
    case .wait(let wait): return wait.range
    case .target(_, let range): return range
    case .initial(let initial): return initial.range
    case .group(let group): return group.range
    case .let(let binding): return binding.range
    case .defaults(let defaults): return defaults.range
    case .motion(let motion): return motion.range
    case .play(let play): return play.range
    case .import(let statement): return statement.range
    case .seed(_, let range): return range
    case .drift(let drift): return drift.range
    case .reduced(let block): return block.range
    }
  }
}

/// `let NAME = EXPRESSION`.
public struct LetStatement: Hashable, Sendable {
  public var name: Name
  public var value: Expression
  public var range: SourceRange
}

/// `defaults < MODIFIERS >`.
public struct DefaultsStatement: Hashable, Sendable {
  public var modifiers: [Modifier]
  public var range: SourceRange
}

/// A body in `< … >` after a keyword (`reduced`).
public struct BlockStatement: Hashable, Sendable {
  /// The range of the keyword.
  public var keyword: SourceRange
  public var body: [Statement]
  public var range: SourceRange
}

/// One parameter of a motion: `amount` or `amount = 20`.
public struct Parameter: Hashable, Sendable {
  public var name: Name
  public var defaultValue: Expression?
  public var range: SourceRange
}

/// `motion NAME(PARAMETERS) < BODY >`.
public struct MotionStatement: Hashable, Sendable {
  public var name: Name
  public var parameters: [Parameter]
  public var body: [Statement]
  public var range: SourceRange
}

/// `play NAME(ARGUMENTS) [on ELEMENT] [MODIFIERS]`.
public struct PlayStatement: Hashable, Sendable {
  public var name: Name
  /// `nil` without parentheses.
  public var arguments: [Argument]?
  public var element: Name?
  public var modifiers: [Modifier]
  public var range: SourceRange
}

/// `import "PATH"`.
public struct ImportStatement: Hashable, Sendable {
  /// The path, escapes resolved.
  public var path: String
  /// The string literal.
  public var pathRange: SourceRange
  /// `as NAME`: the name a design-token file's tokens are reached through (`NAME.group.token`).
  public var alias: Name? = nil
  public var range: SourceRange
}

/// `drift within W x H speed V for DURATION [heading ANGLE]`.
public struct DriftStatement: Hashable, Sendable {
  public var width: Expression
  public var height: Expression
  /// `size W x H`: the element's size, whose edges bounce off the walls.
  public var size: (width: Expression, height: Expression)?
  public var speed: Expression
  /// How long it drifts: `for DURATION`, or `forever`.
  public var length: DriftLength
  public var heading: Expression?
  public var modifiers: [Modifier]
  public var range: SourceRange
}

extension DriftStatement {
  public static func == (lhs: DriftStatement, rhs: DriftStatement) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.size?.width == rhs.size?.width
      && lhs.size?.height == rhs.size?.height && lhs.speed == rhs.speed
      && lhs.length == rhs.length && lhs.heading == rhs.heading
      && lhs.modifiers == rhs.modifiers && lhs.range == rhs.range
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(size?.width)
    hasher.combine(size?.height)
    hasher.combine(speed)
    hasher.combine(length)
    hasher.combine(heading)
    hasher.combine(modifiers)
    hasher.combine(range)
  }
}

/// How long a `drift` lasts.
public enum DriftLength: Hashable, Sendable {
  /// `for DURATION`.
  case duration(Expression)
  /// `forever`, at the range of the word.
  case forever(SourceRange)
}

/// A name as written, with its range.
public struct Name: Hashable, Sendable {
  public var text: String
  public var range: SourceRange
}

/// `PROPERTY` or `ELEMENT.PROPERTY`.
public struct Subject: Hashable, Sendable {
  public var element: Name?
  public var property: Name

  public var range: SourceRange {
    element.map { $0.range.union(property.range) } ?? property.range
  }
}

/// A property change: `moveX by 20 over 0.5s ease easeOut`.
public struct ChangeStatement: Hashable, Sendable {
  public var subject: Subject
  public var value: Expression
  public var modifiers: [Modifier]
  public var range: SourceRange
  /// Where `by` starts (when `hasBy`).
  private var byStart: UInt32
  private var hasSet: Bool
  private var hasBy: Bool

  init(
    setKeyword: SourceRange?, subject: Subject, by: SourceRange?, value: Expression,
    modifiers: [Modifier], range: SourceRange
  ) {
    self.subject = subject
    self.value = value
    self.modifiers = modifiers
    self.range = range
    hasSet = setKeyword != nil
    hasBy = by != nil
    byStart = UInt32(truncatingIfNeeded: by?.start ?? 0)
  }

  /// The range of `set`, for instant changes written with it (where the statement starts).
  public var setKeyword: SourceRange? {
    get { hasSet ? SourceRange(start: range.start, end: range.start + 3) : nil }
    set { hasSet = newValue != nil }
  }

  /// The range of `by`, when the value is relative.
  public var by: SourceRange? {
    get { hasBy ? SourceRange(start: Int(byStart), end: Int(byStart) + 2) : nil }
    set {
      hasBy = newValue != nil
      byStart = UInt32(truncatingIfNeeded: newValue?.start ?? 0)
    }
  }
}

/// `wait DURATION`.
public struct WaitStatement: Hashable, Sendable {
  public var duration: Expression
  public var modifiers: [Modifier]
  public var range: SourceRange
}

/// `initial [ELEMENT.]PROPERTY VALUE`.
public struct InitialStatement: Hashable, Sendable {
  public var subject: Subject
  public var value: Expression
  public var modifiers: [Modifier]
  public var range: SourceRange
}

/// The kinds of group.
public enum GroupKind: Hashable, Sendable {
  case merge
  case sequence
  /// `stagger DURATION`: like merge, child i starts i × DURATION later.
  case stagger(Expression)
  /// `repeat COUNT < … >`: a sequence played COUNT times.
  indirect case `repeat`(RepeatCount)
}

/// `merge < … >` and the other groups.
public struct GroupStatement: Hashable, Sendable {
  public var kind: GroupKind
  /// The range of the group's keyword.
  public var keyword: SourceRange
  /// The range of `<`.
  public var open: SourceRange
  public var body: [Statement]
  /// The range of `>`.
  public var close: SourceRange
  public var modifiers: [Modifier]
  public var range: SourceRange
}

/// The modifier words.
public enum ModifierKind: String, Hashable, Sendable, CaseIterable {
  case over, wait, delay, ease, from, `repeat`, yoyo, `in`
}

/// One modifier and its argument.
public struct Modifier: Hashable, Sendable {
  public var argument: ModifierArgument
  public var range: SourceRange
  public var kind: ModifierKind

  init(kind: ModifierKind, keyword: SourceRange, argument: ModifierArgument, range: SourceRange) {
    self.argument = argument
    self.range = range
    self.kind = kind
  }

  /// The range of the modifier word (where the modifier starts).
  public var keyword: SourceRange {
    SourceRange(start: range.start, end: range.start + kind.rawValue.utf8.count)
  }
}

/// What follows a modifier word.
public enum ModifierArgument: Hashable, Sendable {
  /// `yoyo` takes nothing.
  case none
  /// `over`, `wait`, `delay`, `from`.
  case value(Expression)
  /// `ease`. Inline, not in a box: most steps have one, and its box was an allocation a step,
  /// made by the parser and freed with the tree (a modifier is 56 bytes, not 40, for it).
  case easing(EasingSyntax)
  /// `repeat`. Inline too: it fits in the room the easing takes.
  case count(RepeatCount)
  /// `in`: the color space name. Inline too: it fits in the room the easing takes.
  case name(Name)
}

/// `repeat N` or `repeat forever`.
public enum RepeatCount: Hashable, Sendable {
  case times(Expression)
  case forever(SourceRange)

  /// Where the count is written: the number, or `forever`.
  public var range: SourceRange {
    switch self {
    case .times(let expression): return expression.range
    case .forever(let range): return range
    }
  }
}

/// An easing as written: a name, optionally with arguments (`cubic(0.2, 0, 0, 1)`).
public struct EasingSyntax: Hashable, Sendable {
  public var name: Name
  /// `nil` for a plain name; the arguments for a call.
  public var arguments: [Argument]?
  public var range: SourceRange

  /// The easings written as calls, in the order messages list them.
  public static let callNames = ["cubic", "steps", "linear", "spring"]
}

/// One argument of an easing call: `0.5`, `bounce: 0.3`, `jump-start`, or a `linear()` point
/// with its input positions (`0.25 40%`).
public struct Argument: Hashable, Sendable {
  public var label: Name?
  public var value: Expression
  /// Values written after the first, before the next `,` (`40%` in `0.25 40%`).
  public var more: [Expression]
  public var range: SourceRange
}

/// A value as written. Numbers, colors, names and malformed values are held inline (32 bytes
/// in all); every other case is in a heap box of its own.
public enum Expression: Hashable, Sendable {
  case number(NumberLiteral, range: SourceRange)
  case color(RGBAComponents, range: SourceRange)
  /// A name: a `let` or a parameter (or `jump-start` in `steps(…)`). Inline: a design
  /// system's values are mostly names, and a box for each was made by the parser, read
  /// through at every `play` and freed with the tree.
  case name(Name)
  indirect case negate(Expression, range: SourceRange)
  /// `left OP right`; `operator` is the range of the operator.
  indirect case binary(BinaryOperator, Expression, Expression, operator: SourceRange)
  /// `( EXPRESSION )`, kept so that ranges and layout stay as written.
  indirect case parenthesized(Expression, range: SourceRange)
  /// `random(a, b)` or `pick(a, b, …)`, or a CSS color such as `rgb(49 130 246)`.
  indirect case call(Name, [Expression], range: SourceRange)
  /// An easing call as a value: `cubic(0.2, 0, 0, 1)`, `spring(duration: 0.4s, bounce: 0.2)`,
  /// `steps(4)`, `linear(0, 0.5 25%, 1)` (a plain easing name is a ``name(_:)``).
  indirect case easing(EasingSyntax)
  /// Something malformed that already has an error.
  case invalid(range: SourceRange)

  public var range: SourceRange {
    switch self {
    case .number(_, let range), .color(_, let range), .negate(_, let range), .invalid(let range),
      .parenthesized(_, let range), .call(_, _, let range):
      return range
    case .name(let name): return name.range
    case .easing(let easing): return easing.range
    case .binary(_, let left, let right, _): return left.range.union(right.range)
    }
  }
}

/// The arithmetic operators, loosest first.
public enum BinaryOperator: String, Hashable, Sendable {
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
}

/// A color literal's components, 0…255 each.
public struct RGBAComponents: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8
}
