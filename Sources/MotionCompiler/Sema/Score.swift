import MotionRuntime

/// The checked model of a spec: what it means, in exact numbers and resolved names, with the
/// source ranges diagnostics need. The semantic pass builds it from the syntax tree; the
/// timeline builder turns it into a ``Timeline``.
struct Score {
  /// Element names, in the order the spec first names them.
  var elements: [String]
  /// Values given with `initial`.
  var initials: TrackTable<Value>
  /// The top-level sequence.
  var body: [ScoreNode]
  /// Every change, group and pause; nodes refer to them by index, which keeps nodes small.
  var storage: ScoreStorage
  /// The easings changes use, by index.
  var easings: [Easing]

  /// A score with nothing in it.
  static var empty: Score {
    Score(elements: [], initials: TrackTable(), body: [], storage: ScoreStorage(), easings: [])
  }
}

/// One property of one element.
struct TrackKey: Hashable, Comparable {
  var element: Int
  var property: Property

  static func < (lhs: TrackKey, rhs: TrackKey) -> Bool {
    (lhs.element, lhs.property) < (rhs.element, rhs.property)
  }

  // Hash the property's position, not its String raw value (the synthesized way).
  func hash(into hasher: inout Hasher) {
    hasher.combine(element &* 16 &+ property.index)
  }
}

/// One node of the score's tree: a change, pause or group, by its index in the
/// ``ScoreStorage`` list of its kind. There is one per step and group the timeline plays, so
/// it is one word: the index, with the kind in its two low bits.
struct ScoreNode: Equatable {
  private let bits: Int

  /// What a node is, with its index.
  enum Kind {
    /// A change, by its index in ``ScoreStorage/changes``.
    case change(Int)
    /// A pause (a `wait` line), by its index in ``ScoreStorage/pauses``.
    case pause(Int)
    /// A group or `play`, by its index in ``ScoreStorage/groups``.
    case group(Int)
  }

  private init(index: Int, tag: Int) {
    bits = index << 2 | tag
  }

  static func change(_ index: Int) -> ScoreNode { ScoreNode(index: index, tag: 0) }
  static func pause(_ index: Int) -> ScoreNode { ScoreNode(index: index, tag: 1) }
  static func group(_ index: Int) -> ScoreNode { ScoreNode(index: index, tag: 2) }

  var kind: Kind {
    let index = bits >> 2
    switch bits & 3 {
    case 1: return .pause(index)
    case 2: return .group(index)
    default: return .change(index)
    }
  }
}

/// A `wait` between steps.
struct ScorePause {
  var length: Tick
  var range: SourceRange
}

/// Where a change goes.
enum ChangeTarget: Equatable {
  /// To this value.
  case absolute(Value)
  /// This much further than the start value.
  case relative(Double)
  /// `drift`: bouncing inside a box (the change's properties are `moveX` and `moveY`).
  case drift(DriftPath)
}

/// A checked property change (a step or `set`). There is one per step the timeline plays (a
/// 10 MB spec has hundreds of thousands, alive with the syntax tree at the peak of a
/// compilation), so it is kept to 88 bytes: what every change has is stored inline, a number
/// target as a plain `Double` and the timing field by field; what few changes have (a color or
/// `drift` target, a `from`, an `over 0s`, a `repeat forever`) is in a ``Details`` box, made
/// only for those changes and shared by copies.
struct ScoreChange {
  /// The number it goes to, or with `by` how much further (unused when ``details`` holds the
  /// target).
  private var number: Double
  private var delay: Tick
  private var over: Tick
  private var wait: Tick
  /// The statement, for diagnostics.
  var range: SourceRange
  /// The value, for diagnostics about it.
  var valueRange: SourceRange
  /// The subject as written (`moveX`, `card.scale`), for messages.
  var subject: SourceRange
  /// ``site``, or ``noSite`` (an optional range would take a word more: a position has no
  /// spare bits).
  private var storedSite: SourceRange
  private var details: Details?
  /// Index into ``Score/easings``.
  var easing: Int32
  /// The element, by index into ``Score/elements`` (fewer than 2^31: each is named in a
  /// source of fewer than 2^32 bytes).
  private var storedElement: Int32
  /// `repeat N`, unless ``details`` holds the plays.
  private var playCount: Int32
  /// One property, or two for `scale` (`scaleX` and `scaleY`).
  var properties: PropertyPair
  /// The space colors are mixed in (`in srgb|linear|oklab`).
  var colorSpace: ColorSpace
  private var flags: Flags

  /// Three flags in one byte (`Bool`s would make the change 8 bytes larger).
  private struct Flags: OptionSet {
    let rawValue: UInt8
    /// The target is ``number`` further than the start value (`by`).
    static let relative = Flags(rawValue: 1)
    static let yoyo = Flags(rawValue: 2)
    /// ``ScoreChange/happensAtEnd``.
    static let happensAtEnd = Flags(rawValue: 4)
  }

  /// The parts of a change few changes have.
  private final class Details {
    /// A color or `drift` target (`nil`: the change's number).
    let target: ChangeTarget?
    let from: Value?
    let fromRange: SourceRange?
    let instantOver: SourceRange?
    /// `repeat forever`, or a count too large for the change's own field.
    let plays: Plays?

    init(
      target: ChangeTarget?, from: Value?, fromRange: SourceRange?, instantOver: SourceRange?,
      plays: Plays?
    ) {
      self.target = target
      self.from = from
      self.fromRange = fromRange
      self.instantOver = instantOver
      self.plays = plays
    }
  }

  init(
    element: Int, properties: PropertyPair, target: ChangeTarget, from: Value?, timing: Timing,
    easing: Int32, colorSpace: ColorSpace, range: SourceRange, valueRange: SourceRange,
    subject: SourceRange, site: SourceRange?, instantOver: SourceRange? = nil,
    fromRange: SourceRange? = nil, happensAtEnd: Bool = false
  ) {
    var boxedTarget: ChangeTarget?
    var flags: Flags = timing.yoyo ? .yoyo : []
    if happensAtEnd { flags.insert(.happensAtEnd) }
    switch target {
    case .absolute(.number(let value)):
      number = value
    case .relative(let delta):
      number = delta
      flags.insert(.relative)
    case .absolute(.color), .drift:
      (number, boxedTarget) = (0, target)
    }
    self.flags = flags
    var boxedPlays: Plays?
    if case .times(let count) = timing.plays, let small = Int32(exactly: count) {
      playCount = small
    } else {
      (playCount, boxedPlays) = (0, timing.plays)
    }
    if boxedTarget != nil || from != nil || fromRange != nil || instantOver != nil
      || boxedPlays != nil
    {
      details = Details(
        target: boxedTarget, from: from, fromRange: fromRange, instantOver: instantOver,
        plays: boxedPlays)
    }
    delay = timing.delay
    over = timing.over
    wait = timing.wait
    storedElement = Int32(truncatingIfNeeded: element)
    self.range = range
    self.valueRange = valueRange
    self.subject = subject
    storedSite = site ?? Self.noSite
    self.easing = easing
    self.properties = properties
    self.colorSpace = colorSpace
  }

  /// Where it goes.
  var target: ChangeTarget {
    if let target = details?.target { return target }
    return flags.contains(.relative) ? .relative(number) : .absolute(.number(number))
  }
  /// The value it starts from, when it has a `from`.
  var from: Value? { details?.from }
  /// The element, by index into ``Score/elements``.
  var element: Int { Int(storedElement) }
  /// The outermost `play` this change comes from, if any (where its problems are shown).
  var site: SourceRange? { storedSite == Self.noSite ? nil : storedSite }
  /// A range past every position a source has (``SourceRange/maximumPosition``).
  private static let noSite = SourceRange(start: Int(UInt32.max), end: Int(UInt32.max))
  /// Its `delay`, `over`, `wait`, `repeat` and `yoyo`.
  var timing: Timing {
    Timing(
      delay: delay, over: over, wait: wait, plays: details?.plays ?? .times(Int(playCount)),
      yoyo: flags.contains(.yoyo))
  }
  /// Whether the change happens at once at the moment it would have ended, wherever the
  /// timeline plays it (the automatic reduced form of a movement): it keeps its times, and
  /// the timeline builder makes it instant where it places it, forwards or, in the backward
  /// plays of `yoyo`, mirrored.
  var happensAtEnd: Bool { flags.contains(.happensAtEnd) }
  /// The `over 0s` that makes this change instant, when it is written so (not `set`).
  var instantOver: SourceRange? { details?.instantOver }
  /// The `from` modifier, when it has one.
  var fromRange: SourceRange? { details?.fromRange }
}

/// `delay`, `over`, `wait`, `repeat` and `yoyo`, resolved.
struct Timing {
  var delay: Tick = 0
  var over: Tick = 0
  var wait: Tick = 0
  var plays = Plays.times(1)
  var yoyo = false
}

/// How many times a step or group plays.
enum Plays: Equatable {
  /// `repeat N` (1 without `repeat`).
  case times(Int)
  /// `repeat forever`, written at this range (`repeat forever`).
  case forever(SourceRange)

  /// Whether it plays more than once (a repeat with a block of its own in the timeline).
  var repeats: Bool {
    switch self {
    case .times(let count): return count > 1
    case .forever: return true
    }
  }

  /// Where `repeat forever` is written, if it plays forever.
  var foreverRange: SourceRange? {
    switch self {
    case .times: return nil
    case .forever(let range): return range
    }
  }
}

enum ScoreGroupKind {
  case merge
  case sequence
  case stagger(Tick)
}

/// One property, or two for `scale`, without an array allocation.
struct PropertyPair: Sequence {
  var first: Property
  var second: Property?

  init(_ first: Property, _ second: Property? = nil) {
    self.first = first
    self.second = second
  }

  func makeIterator() -> Iterator { Iterator(pair: self) }

  struct Iterator: IteratorProtocol {
    let pair: PropertyPair
    var position = 0

    mutating func next() -> Property? {
      position += 1
      switch position {
      case 1: return pair.first
      case 2: return pair.second
      default: return nil
      }
    }
  }
}

/// A statement's modifiers by kind: a byte per kind holding its index + 1 (0: absent).
struct ModifierSet {
  private let modifiers: [Modifier]
  private var slots: UInt64 = 0

  init(_ modifiers: [Modifier]) {
    self.modifiers = modifiers
  }

  // Inlined: most reads find no modifier, which then costs a shift and a test, not a call.
  @inline(__always)
  subscript(_ kind: ModifierKind) -> Modifier? {
    let slot = slot(kind)
    return slot == 0 ? nil : modifiers[slot - 1]
  }

  /// Whether the statement has a modifier of `kind` (reading it would copy it).
  func contains(_ kind: ModifierKind) -> Bool { slot(kind) != 0 }

  /// The expression of the modifier of `kind` (`over`, `wait`, `delay` or `from`), read in
  /// place: reading the modifier first would copy it, and then its argument.
  @inline(__always)
  func expression(_ kind: ModifierKind) -> Expression? {
    let slot = slot(kind)
    guard slot != 0 else { return nil }
    return modifiers.withUnsafeBufferPointer { buffer in
      // A slot is a position in `modifiers` plus one (``insert(_:at:)``), checked against
      // the end anyway; read through the pointer, the modifier is not copied first.
      guard slot <= buffer.count, let base = buffer.baseAddress,
        case .value(let expression) = base[slot - 1].argument
      else { return nil }
      return expression
    }
  }

  /// The easing of the `ease` modifier, read in place (see ``expression(_:)``).
  @inline(__always)
  func easing() -> EasingSyntax? {
    let slot = slot(.ease)
    guard slot != 0 else { return nil }
    return modifiers.withUnsafeBufferPointer { buffer in
      // Checked against the end as in ``expression(_:)``.
      guard slot <= buffer.count, let base = buffer.baseAddress,
        case .easing(let syntax) = base[slot - 1].argument
      else { return nil }
      return syntax
    }
  }

  /// The color space name of the `in` modifier, and the modifier's range, read in place (see
  /// ``expression(_:)``).
  @inline(__always)
  func colorSpaceName() -> (name: Name, range: SourceRange)? {
    let slot = slot(.in)
    guard slot != 0 else { return nil }
    return modifiers.withUnsafeBufferPointer { buffer in
      // Checked against the end as in ``expression(_:)``.
      guard slot <= buffer.count, let base = buffer.baseAddress,
        case .name(let name) = base[slot - 1].argument
      else { return nil }
      return (name, base[slot - 1].range)
    }
  }

  /// The count of the `repeat` modifier, and the modifier's range, read in place (see
  /// ``expression(_:)``).
  @inline(__always)
  func repeatCount() -> (count: RepeatCount, range: SourceRange)? {
    let slot = slot(.repeat)
    guard slot != 0 else { return nil }
    return modifiers.withUnsafeBufferPointer { buffer in
      // Checked against the end as in ``expression(_:)``.
      guard slot <= buffer.count, let base = buffer.baseAddress,
        case .count(let count) = base[slot - 1].argument
      else { return nil }
      return (count, base[slot - 1].range)
    }
  }

  /// The range of the modifier of `kind`, read in place (see ``expression(_:)``).
  @inline(__always)
  func range(_ kind: ModifierKind) -> SourceRange? {
    let slot = slot(kind)
    guard slot != 0 else { return nil }
    return modifiers.withUnsafeBufferPointer { buffer in
      // Checked against the end as in ``expression(_:)``.
      guard slot <= buffer.count, let base = buffer.baseAddress else { return nil }
      return base[slot - 1].range
    }
  }

  private func slot(_ kind: ModifierKind) -> Int {
    Int((slots >> (UInt64(kind.index) * 8)) & 0xFF)
  }

  mutating func insert(_ kind: ModifierKind, at index: Int) {
    slots |= UInt64(min(index + 1, 255)) << (UInt64(kind.index) * 8)
  }

  static let all: UInt8 = 0xFF
  static let forSet: UInt8 = ModifierKind.delay.bit | ModifierKind.wait.bit
  /// A group's own timing, and `over`, `ease` and `in` for the steps inside it.
  static let forGroup: UInt8 = all & ~ModifierKind.from.bit
  /// A `play`'s timing: its motion's steps keep the `over`, `ease` and `in` of its definition.
  static let forPlay: UInt8 =
    ModifierKind.wait.bit | ModifierKind.delay.bit | ModifierKind.repeat.bit | ModifierKind.yoyo.bit
}

extension ModifierKind {
  var index: Int {
    switch self {
    case .over: return 0
    case .wait: return 1
    case .delay: return 2
    case .ease: return 3
    case .from: return 4
    case .repeat: return 5
    case .yoyo: return 6
    case .in: return 7
    }
  }

  var bit: UInt8 { 1 << UInt8(index) }
}

extension Value {
  /// The value in a message: numbers rounded to 9 decimals (no float noise), colors as hex.
  var messageText: String {
    switch self {
    case .number(let number): return NumberFormatting.fixed(number)
    case .color(let color): return color.hexString
    }
  }
}
