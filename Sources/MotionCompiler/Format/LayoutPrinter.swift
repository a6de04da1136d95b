/// One line of formatted code, before comments and blank lines are added. Its text is a
/// stretch of ``LayoutPrinter/code`` (a large file has a line per step: 36 bytes each, no
/// string of its own).
struct FormattedLine: Sendable {
  enum Kind: UInt8, Sendable {
    /// A whole statement, or a modifier of a multi-line `defaults`.
    case code
    /// The head of a multi-line body, ending in `<`.
    case opening
    /// The `>` of a multi-line body, with the modifiers after it.
    case closing
    /// A comment on its own line.
    case comment
  }

  var kind: Kind
  private var storedDepth: Int32
  private var codeStart: UInt32
  private var codeEnd: UInt32
  /// The width of the code, in characters.
  private var codeWidth: UInt32
  private var storedAnchor: UInt32
  /// The comment at the end of the line (or, for a `.comment` line, the line's comment).
  var comment: SourceRange?

  /// A line whose code is `code` in the printer's ``LayoutPrinter/code``, `width`
  /// characters wide.
  init(
    kind: Kind, depth: Int, code: Range<Int>, width: Int, anchor: Int, comment: SourceRange?
  ) {
    self.kind = kind
    storedDepth = Int32(clamping: depth)
    codeStart = UInt32(truncatingIfNeeded: code.lowerBound)
    codeEnd = UInt32(truncatingIfNeeded: code.upperBound)
    codeWidth = UInt32(truncatingIfNeeded: width)
    storedAnchor = UInt32(truncatingIfNeeded: anchor)
    self.comment = comment
  }

  /// A comment on its own line.
  init(comment: SourceRange, depth: Int) {
    self.init(
      kind: .comment, depth: depth, code: 0..<0, width: 0, anchor: comment.start,
      comment: comment)
  }

  /// Levels of indentation.
  var depth: Int { Int(storedDepth) }
  /// Where the line's code is in ``LayoutPrinter/code``.
  var code: Range<Int> { Int(codeStart)..<Int(codeEnd) }
  /// The width of the line, indentation included, in characters.
  var width: Int { depth * LayoutPrinter.indentWidth + Int(codeWidth) }
  /// The position in the source where the line's first part starts: a blank line before it
  /// there is kept.
  var anchor: Int { Int(storedAnchor) }
}

/// Lays out the syntax tree as lines of canonical text: one statement per line, bodies
/// indented, words spelled as written with canonical spaces, modifiers in canonical order.
///
/// Each line remembers which source ranges it shows, so that comments can be put back next
/// to the code they were written next to.
struct LayoutPrinter {
  /// The widest a line may be for a body written on one line to stay on one line.
  static let maximumWidth = 100
  /// Spaces per level of indentation.
  static let indentWidth = 2

  private let file: SourceFile
  private let tokens: [Token]
  private(set) var lines: [FormattedLine] = []
  /// The code of every line, one after the other (each line says where its code is).
  private(set) var code: [UInt8] = []
  /// The source ranges each line shows, in the order laid out.
  private(set) var shown: [(range: SourceRange, line: Int)] = []

  init(file: SourceFile, tokens: [Token]) {
    self.file = file
    self.tokens = tokens
  }

  // MARK: Lines

  mutating func layout(_ statements: [Statement], depth: Int) {
    for statement in statements { layout(statement, depth: depth) }
  }

  mutating func layout(_ statement: Statement, depth: Int) {
    guard let body = body(of: statement) else {
      emit(.code, depth, text(statement), showing: statement.range)
      return
    }
    // A body written on one line stays on one line when the whole line fits.
    if file.line(of: body.open.start) == file.line(of: body.close.start) {
      let line = text(statement)
      if depth * Self.indentWidth + line.count <= Self.maximumWidth {
        emit(.code, depth, line, showing: statement.range)
        return
      }
    }
    emit(
      .opening, depth, body.head + " <",
      showing: SourceRange(start: statement.range.start, end: body.open.end))
    switch body.items {
    case .statements(let children):
      layout(children, depth: depth + 1)
    case .modifiers(let modifiers):
      for modifier in Self.canonicalOrder(modifiers) {
        emit(.code, depth + 1, text(modifier), showing: modifier.range)
      }
    }
    emit(
      .closing, depth, ">" + body.tail,
      showing: SourceRange(start: body.close.start, end: max(body.close.end, statement.range.end)))
  }

  private mutating func emit(
    _ kind: FormattedLine.Kind, _ depth: Int, _ code: String, showing range: SourceRange
  ) {
    shown.append((range, lines.count))
    let start = self.code.count
    self.code += code.utf8
    lines.append(
      FormattedLine(
        kind: kind, depth: depth, code: start..<self.code.count, width: code.count,
        anchor: range.start, comment: nil))
  }

  // MARK: Bodies

  /// What a statement with a `< … >` body is made of.
  private struct Body {
    enum Items {
      case statements([Statement])
      case modifiers([Modifier])
    }

    /// The text before ` <`: `merge`, `stagger 0.1s`, `motion shake(amount = 20)`.
    var head: String
    var open: SourceRange
    var items: Items
    var close: SourceRange
    /// The text after `>`: the group's modifiers, each after a space.
    var tail: String
  }

  private func body(of statement: Statement) -> Body? {
    switch statement {
    case .change, .wait, .target, .initial, .let, .play, .import, .seed, .drift:
      return nil
    case .group(let group):
      return Body(
        head: groupHead(group.kind), open: group.open, items: .statements(group.body),
        close: group.close, tail: modifiers(group.modifiers))
    case .defaults(let defaults):
      let (open, close) = brackets(after: defaults.range.start, in: defaults.range)
      return Body(
        head: "defaults", open: open, items: .modifiers(defaults.modifiers), close: close,
        tail: "")
    case .motion(let motion):
      let (open, close) = brackets(after: motion.name.range.end, in: motion.range)
      return Body(
        head: motionHead(motion), open: open, items: .statements(motion.body), close: close,
        tail: "")
    case .reduced(let block):
      let (open, close) = brackets(after: block.keyword.end, in: block.range)
      return Body(
        head: "reduced", open: open, items: .statements(block.body), close: close, tail: "")
    }
  }

  /// The `<` after `position` and the `>` that ends `range`, for statements whose tree does
  /// not keep them.
  private func brackets(after position: Int, in range: SourceRange) -> (SourceRange, SourceRange) {
    var index = tokens.firstIndex(startingAtOrAfter: position)
    while index < tokens.count, tokens[index].kind != .lessThan { index += 1 }
    let open =
      index < tokens.count ? tokens[index].range : SourceRange(start: position, end: position)
    var last = tokens.firstIndex(startingAtOrAfter: range.end) - 1
    while last > 0, tokens[last].kind != .greaterThan { last -= 1 }
    let close = last >= 0 ? tokens[last].range : SourceRange(start: range.end, end: range.end)
    return (open, close)
  }

  // MARK: Text

  /// A statement on one line, bodies included.
  private func text(_ statement: Statement) -> String {
    switch statement {
    case .change(let change):
      return (change.setKeyword == nil ? "" : "set ") + text(change.subject)
        + (change.by == nil ? "" : " by") + " " + text(change.value) + modifiers(change.modifiers)
    case .wait(let wait):
      return "wait " + text(wait.duration) + modifiers(wait.modifiers)
    case .target(let name, _):
      return "target " + name.text
    case .initial(let initial):
      return "initial " + text(initial.subject) + " " + text(initial.value)
        + modifiers(initial.modifiers)
    case .let(let binding):
      return "let " + binding.name.text + " = " + text(binding.value)
    case .play(let play):
      return "play " + play.name.text + (play.arguments.map(text) ?? "")
        + (play.element.map { " on " + $0.text } ?? "") + modifiers(play.modifiers)
    case .import(let statement):
      return "import " + file.text(statement.pathRange)
        + (statement.alias.map { " as " + $0.text } ?? "")
    case .seed(let value, _):
      return "seed " + text(value)
    case .drift(let drift):
      let size = drift.size.map { " size " + text($0.width) + " x " + text($0.height) } ?? ""
      let length: String
      switch drift.length {
      case .duration(let duration): length = " for " + text(duration)
      case .forever: length = " forever"
      }
      return "drift within " + text(drift.width) + " x " + text(drift.height) + size + " speed "
        + text(drift.speed) + length
        + (drift.heading.map { " heading " + text($0) } ?? "") + modifiers(drift.modifiers)
    case .group, .defaults, .motion, .reduced:
      guard let body = body(of: statement) else { return file.text(statement.range) }
      let inside: [String]
      let separator: String
      switch body.items {
      case .statements(let children):
        inside = children.map(text)
        separator = ", "
      case .modifiers(let modifiers):
        inside = Self.canonicalOrder(modifiers).map(text)
        separator = " "
      }
      let brackets = inside.isEmpty ? "<>" : "< " + inside.joined(separator: separator) + " >"
      return body.head + " " + brackets + body.tail
    }
  }

  private func groupHead(_ kind: GroupKind) -> String {
    switch kind {
    case .merge: return "merge"
    case .sequence: return "sequence"
    case .stagger(let interval): return "stagger " + text(interval)
    case .repeat(let count): return "repeat " + text(count)
    }
  }

  private func motionHead(_ motion: MotionStatement) -> String {
    var head = "motion " + motion.name.text
    if !motion.parameters.isEmpty {
      let parameters = motion.parameters.map { parameter in
        parameter.name.text + (parameter.defaultValue.map { " = " + text($0) } ?? "")
      }
      head += "(" + parameters.joined(separator: ", ") + ")"
    }
    return head
  }

  private func text(_ subject: Subject) -> String {
    (subject.element.map { $0.text + "." } ?? "") + subject.property.text
  }

  /// Modifiers in canonical order, each after a space.
  private func modifiers(_ modifiers: [Modifier]) -> String {
    Self.canonicalOrder(modifiers).map { " " + text($0) }.joined()
  }

  private func text(_ modifier: Modifier) -> String {
    let word = modifier.kind.rawValue
    switch modifier.argument {
    case .none: return word
    case .value(let value): return word + " " + text(value)
    case .easing(let easing):
      return word + " " + easing.name.text + (easing.arguments.map(text) ?? "")
    case .count(let count): return word + " " + text(count)
    case .name(let name): return word + " " + name.text
    }
  }

  private func text(_ count: RepeatCount) -> String {
    switch count {
    case .times(let value): return text(value)
    case .forever: return "forever"
    }
  }

  /// `(LABEL: VALUE MORE…, …)`.
  private func text(_ arguments: [Argument]) -> String {
    let each = arguments.map { argument in
      (argument.label.map { $0.text + ": " } ?? "") + text(argument.value)
        + argument.more.map { " " + text($0) }.joined()
    }
    return "(" + each.joined(separator: ", ") + ")"
  }

  /// An expression: numbers, colors and names as written, spaces around binary operators,
  /// unary minus attached, parentheses as written.
  private func text(_ expression: Expression) -> String {
    switch expression {
    case .number(_, let range), .color(_, let range), .invalid(let range):
      return file.text(range)
    case .name(let name):
      return name.text
    case .negate(let inner, _):
      return "-" + text(inner)
    case .binary(let op, let left, let right, _):
      return text(left) + " " + op.rawValue + " " + text(right)
    case .parenthesized(let inner, _):
      return "(" + text(inner) + ")"
    case .call(let name, let arguments, _) where CSSColor.functions.contains(name.text):
      // CSS colors in CSS Color 4's spelling: spaces, and `/` before the alpha.
      let components = arguments.prefix(3).map(text).joined(separator: " ")
      let alpha =
        arguments.count > 3 ? arguments.dropFirst(3).map(text).joined(separator: " ") : nil
      return name.text + "(" + components + (alpha.map { " / " + $0 } ?? "") + ")"
    case .call(let name, let arguments, _):
      return name.text + "(" + arguments.map(text).joined(separator: ", ") + ")"
    case .easing(let easing):
      return easing.name.text + (easing.arguments.map(text) ?? "")
    }
  }

  // MARK: Modifier order

  /// The canonical order of modifiers: what the step starts from, then one play in time
  /// order (`delay`, `over` with its `ease` and `in`, `wait`), then its repetition.
  static func rank(_ kind: ModifierKind) -> Int {
    switch kind {
    case .from: return 0
    case .delay: return 1
    case .over: return 2
    case .ease: return 3
    case .in: return 4
    case .wait: return 5
    case .repeat: return 6
    case .yoyo: return 7
    }
  }

  /// `modifiers` in canonical order (a stable sort, so a repeated modifier keeps its place
  /// after the first). Left as written when two or more draw random values (`random`, `pick`):
  /// draws happen in the order values are read, so reordering could change them.
  static func canonicalOrder(_ modifiers: [Modifier]) -> [Modifier] {
    guard modifiers.count > 1, modifiers.filter(\.callsFunction).count < 2 else {
      return modifiers
    }
    return modifiers.enumerated()
      .sorted { (rank($0.element.kind), $0.offset) < (rank($1.element.kind), $1.offset) }
      .map(\.element)
  }
}

extension Modifier {
  /// Whether the modifier's argument calls `random`, `pick` or another function.
  fileprivate var callsFunction: Bool {
    switch argument {
    case .none, .name: return false
    case .value(let value): return value.callsFunction
    case .count(.times(let value)): return value.callsFunction
    case .count(.forever): return false
    case .easing(let easing):
      return (easing.arguments ?? []).contains { argument in
        argument.value.callsFunction || argument.more.contains { $0.callsFunction }
      }
    }
  }
}

extension Expression {
  fileprivate var callsFunction: Bool {
    switch self {
    case .number, .color, .name, .invalid: return false
    case .call: return true
    case .easing(let easing):
      return (easing.arguments ?? []).contains { argument in
        argument.value.callsFunction || argument.more.contains { $0.callsFunction }
      }
    case .negate(let inner, _), .parenthesized(let inner, _): return inner.callsFunction
    case .binary(_, let left, let right, _): return left.callsFunction || right.callsFunction
    }
  }
}
