import MotionCompiler
import MotionRuntime

/// `textDocument/completion`: the words that may come at the cursor.
///
/// The context is read from the tokens before the cursor on its statement, not from the
/// syntax tree, because the line being typed is usually incomplete: after `play` motions,
/// inside `play NAME(` its parameters, after a value the modifiers not used yet, at the start
/// of a statement properties, elements and statement keywords, and where a value goes the
/// values that fit there. Each place a value goes takes a kind of value (a ``ValueSlot``:
/// after `ease` an easing, after `over` a duration, after `moveX` a length, …); the names in
/// scope (`let`s, parameters, design tokens), the built-in easings and `random`/`pick` are
/// offered only where their kind fits (``QuantityKind/fits(_:)``, with the kinds the checker
/// recorded in ``NameTable/kinds``).
struct CompletionProvider {
  let context: DocumentContext

  init(_ context: DocumentContext) {
    self.context = context
  }

  /// LSP's `CompletionItemKind`s used here.
  private enum Kind: Int {
    case function = 3
    case field = 5
    case variable = 6
    case `class` = 7
    case property = 10
    case keyword = 14
    case enumMember = 20
    case constant = 21
  }

  private struct Item {
    var label: String
    var kind: Kind
    var detail: String?
    var insert: String?

    var json: JSONValue {
      var members: [String: JSONValue] = ["label": .string(label), "kind": .integer(kind.rawValue)]
      if let detail { members["detail"] = .string(detail) }
      if let insert { members["insertText"] = .string(insert) }
      return .object(members)
    }
  }

  func complete(at position: Position) -> JSONValue {
    let offset = context.offset(of: position)
    let items = items(at: offset)
    var seen: Set<String> = []
    let unique = items.filter { seen.insert($0.label).inserted }
    return ["isIncomplete": false, "items": .array(unique.map(\.json))]
  }

  private func items(at offset: Int) -> [Item] {
    let file = SourceFile(path: context.document.path, bytes: context.document.bytes)
    let tokens = Lexer.tokenize(file).tokens
    var end = tokens.firstIndex { Int($0.start) >= offset } ?? tokens.count
    // Inside a string (an import's path) or a comment: nothing to complete.
    if end > 0, tokens[end - 1].kind == .string, Int(tokens[end - 1].end) > offset { return [] }
    if isInComment(offset, after: end > 0 ? Int(tokens[end - 1].end) : 0) { return [] }
    // The word being typed is not context.
    if end > 0, Int(tokens[end - 1].end) == offset, isWord(tokens[end - 1].kind) { end -= 1 }
    let statement = statementTokens(tokens, before: end)
    return items(for: statement.tokens, call: statement.call, offset: offset)
  }

  private func isWord(_ kind: TokenKind) -> Bool {
    switch kind {
    case .identifier, .keyword: return true
    case .number, .color, .string, .lessThan, .greaterThan, .comma, .semicolon, .dot, .plus,
      .minus, .star, .slash, .leftParen, .rightParen, .colon, .equals, .newline, .endOfFile,
      .invalid:
      return false
    }
  }

  /// Whether `offset` is in a comment that starts after the last token (at `start`).
  private func isInComment(_ offset: Int, after start: Int) -> Bool {
    let bytes = context.document.bytes
    var index = max(0, min(start, bytes.count))
    while index < min(offset, bytes.count) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") { return false }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        return true
      }
      if byte == UInt8(ascii: "#") { return true }
      index += 1
    }
    return false
  }

  /// The tokens of the statement before `end`, and for a cursor inside parentheses the
  /// tokens before the innermost open `(` (the call it is in) and those of its argument.
  func statementTokens(_ tokens: [Token], before end: Int) -> (
    tokens: [Token], call: [Token]?
  ) {
    // Statements never span lines outside groups, and a group's lines are statements: start
    // at the line.
    var lineStart = end
    while lineStart > 0, tokens[lineStart - 1].kind != .newline { lineStart -= 1 }
    var statementStart = lineStart
    // Per open `(`: its index, and where its current argument starts.
    var open: [(paren: Int, argument: Int)] = []
    for index in lineStart..<end {
      switch tokens[index].kind {
      case .leftParen:
        open.append((index, index + 1))
      case .rightParen:
        if !open.isEmpty { open.removeLast() }
      case .comma where !open.isEmpty:
        open[open.count - 1].argument = index + 1
      case .comma, .semicolon, .lessThan:
        statementStart = index + 1
        open = []
      case .greaterThan:
        // A group's `>`: its modifiers follow it on the same statement.
        statementStart = index
        open = []
      case .identifier, .keyword, .number, .color, .string, .dot, .plus, .minus, .star, .slash,
        .colon, .equals, .newline, .endOfFile, .invalid:
        break
      }
    }
    guard let innermost = open.last else { return (Array(tokens[statementStart..<end]), nil) }
    return (
      Array(tokens[innermost.argument..<end]), Array(tokens[statementStart..<innermost.paren])
    )
  }

  private func items(for tokens: [Token], call: [Token]?, offset: Int) -> [Item] {
    if let call { return callItems(call, inside: tokens, offset: offset) }
    guard let last = tokens.last else { return statementStart(offset) }
    switch last.kind {
    case .dot:
      return tokenNameEndings(after: tokens) ?? properties
    case .keyword(let keyword):
      return after(keyword, tokens: tokens, offset: offset)
    case .plus, .minus, .star, .slash, .equals, .colon, .leftParen:
      return values(offset, fitting: slot(of: tokens, call: nil))
    case .greaterThan:
      return modifiers(except: [], group: true)
    case .identifier, .number, .color, .rightParen, .string:
      return afterValue(tokens, offset: offset)
    case .lessThan, .comma, .semicolon, .newline, .endOfFile, .invalid:
      return statementStart(offset)
    }
  }

  private func after(_ keyword: Keyword, tokens: [Token], offset: Int) -> [Item] {
    switch keyword {
    case .set, .initial: return properties + elements
    case .in: return ["srgb", "linear", "oklab"].map { Item(label: $0, kind: .enumMember) }
    case .play: return motions
    case .on, .target: return elements
    case .ease, .over, .delay, .from, .by, .stagger, .seed, .within, .speed, .for, .heading:
      return values(offset, fitting: slot(of: tokens, call: nil))
    case .wait:
      // `wait` starting a statement is a pause; after a value, the modifier: both take a
      // duration.
      return values(offset, fitting: slot(of: tokens, call: nil))
    case .repeat:
      return [Item(label: "forever", kind: .keyword)]
        + values(offset, fitting: slot(of: tokens, call: nil))
    case .yoyo, .forever:
      return modifiers(except: usedModifiers(tokens), group: false)
    case .let, .motion, .import, .merge, .sequence, .defaults, .reduced, .drift:
      return []
    }
  }

  /// After a value: a change's value may still be written (`by`), else modifiers.
  private func afterValue(_ tokens: [Token], offset: Int) -> [Item] {
    var rest = tokens[...]
    if let first = rest.first, first.kind == .keyword(.set) || first.kind == .keyword(.initial) {
      rest = rest.dropFirst()
    }
    let kinds = rest.map(\.kind)
    if kinds == [.identifier] || kinds == [.identifier, .dot, .identifier] {
      return [Item(label: "by", kind: .keyword, detail: "a change relative to the current value")]
        + values(offset, fitting: slot(of: tokens, call: nil))
    }
    let used = usedModifiers(tokens)
    guard case .keyword(let first)? = tokens.first?.kind else {
      return modifiers(except: used, group: false)
    }
    switch first {
    case .target, .let, .motion, .import, .seed, .defaults:
      return []
    case .play:
      return [Item(label: "on", kind: .keyword, detail: "the element to play it on")]
        + modifiers(except: used, group: true)
    case .drift:
      let words: [Keyword] = [.within, .speed, .for, .heading]
      return words.filter { !used.contains($0.rawValue) }.map {
        Item(label: $0.rawValue, kind: .keyword)
      } + modifiers(except: used, group: false)
    case .initial, .set, .wait, .merge, .sequence, .stagger, .repeat, .forever, .yoyo, .over,
      .delay, .ease, .from, .by, .in, .on, .within, .speed, .for, .heading, .reduced:
      return modifiers(except: used, group: false)
    }
  }

  private func usedModifiers(_ tokens: [Token]) -> Set<String> {
    var used: Set<String> = []
    for token in tokens.dropFirst() {
      if case .keyword(let keyword) = token.kind { used.insert(keyword.rawValue) }
    }
    return used
  }

  // MARK: Calls

  /// Inside `call(`: at an argument's start its labels (a motion's parameters, a spring's) or
  /// a `steps` jump, else the values that fit the argument.
  private func callItems(_ call: [Token], inside tokens: [Token], offset: Int) -> [Item] {
    func values() -> [Item] { self.values(offset, fitting: slot(of: tokens, call: call)) }
    guard let callee = call.last, callee.kind == .identifier else { return values() }
    let name = context.text(callee.range)
    let atLabel = tokens.isEmpty
    if call.count >= 2, call[call.count - 2].kind == .keyword(.play) {
      return atLabel ? motionParameters(name) : values()
    }
    if call.count >= 2, call[call.count - 2].kind == .keyword(.motion) { return [] }
    switch name {
    case "spring" where atLabel:
      return [
        "duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping",
        "velocity",
      ]
      .map { Item(label: $0, kind: .field, insert: $0 + ": ") }
    case "steps" where atLabel:
      return ["jump-start", "jump-end", "jump-none", "jump-both"].map {
        Item(label: $0, kind: .enumMember)
      }
    default:
      return values()
    }
  }

  private func motionParameters(_ name: String) -> [Item] {
    for (declaration, _) in context.topLevelDeclarations {
      guard case .motion(let motion) = declaration, motion.name.text == name else { continue }
      return motion.parameters.map { parameter in
        Item(
          label: parameter.name.text, kind: .field,
          detail: parameter.defaultValue.map { "default " + context.text($0.range) }
            ?? "required", insert: parameter.name.text + ": ")
      }
    }
    return []
  }

  // MARK: Word lists

  private func statementStart(_ offset: Int) -> [Item] {
    let keywords: [Keyword] = [
      .target, .initial, .set, .wait, .merge, .sequence, .stagger, .repeat, .let, .defaults,
      .motion, .play, .import, .seed, .drift, .reduced,
    ]
    return properties + elements + keywords.map { Item(label: $0.rawValue, kind: .keyword) }
  }

  private var properties: [Item] {
    (Property.allCases.map(\.rawValue) + ["scale"]).map { name in
      Item(label: name, kind: .property, detail: Descriptions.property(name))
    }
  }

  /// The built-in easings: the named ones and the calls that make one.
  private var easings: [Item] {
    Easing.allNames.map { Item(label: $0, kind: .function) } + [
      Item(label: "cubic(x1, y1, x2, y2)", kind: .function, insert: "cubic("),
      Item(label: "steps(n)", kind: .function, insert: "steps("),
      Item(label: "linear(stops)", kind: .function, insert: "linear("),
      Item(label: "spring(duration:, bounce:)", kind: .function, insert: "spring("),
    ]
  }

  /// The kinds of number: what `random(…)` may give (`pick(…)` may also give a color).
  private static let numberKinds: [QuantityKind] = [
    .plainNumber, .length, .percentage, .angle, .duration,
  ]

  private func modifiers(except used: Set<String>, group: Bool) -> [Item] {
    let kinds: [ModifierKind] =
      group ? [.wait, .delay, .repeat, .yoyo, .over, .ease, .in] : ModifierKind.allCases
    return kinds.filter { !used.contains($0.rawValue) }.map { kind in
      Item(label: kind.rawValue, kind: .keyword, detail: Descriptions.modifier(kind))
    }
  }

  /// The motions of the file and of the files it imports.
  private var motions: [Item] {
    context.topLevelDeclarations.compactMap { declaration, file in
      guard case .motion(let motion) = declaration else { return nil }
      return Item(
        label: motion.name.text, kind: .function,
        detail: Descriptions.signature(motion, context: context) + origin(file))
    }
  }

  private func origin(_ file: ParsedFile) -> String {
    file.file.base == 0 ? "" : " (from \(context.place(file.file.base).split(separator: ":")[0]))"
  }

  /// The elements the file names, `view` first.
  private var elements: [Item] {
    var names = ["view"]
    func visit(_ statements: [Statement]) {
      for statement in statements {
        switch statement {
        case .change(let change): change.subject.element.map { names.append($0.text) }
        case .initial(let initial): initial.subject.element.map { names.append($0.text) }
        case .target(let name, _): names.append(name.text)
        case .play(let play): play.element.map { names.append($0.text) }
        case .group(let group): visit(group.body)
        case .motion(let motion): visit(motion.body)
        case .reduced(let block): visit(block.body)
        case .wait, .let, .defaults, .import, .seed, .drift: break
        }
      }
    }
    visit(context.main?.tree.statements ?? [])
    return names.map { Item(label: $0, kind: .class, detail: "element") }
  }

  /// What may be written at `offset` where a value of `slot`'s kind goes: the names in scope
  /// whose values fit (the parameters of the motion it is in, the `let`s of the blocks it is
  /// in, the file's and imported files' `let`s, design tokens; a name of unknown kind fits
  /// anywhere), then the built-in easings where an easing fits, and `random` and `pick` where
  /// what they give does.
  private func values(_ offset: Int, fitting slot: ValueSlot) -> [Item] {
    var names: [(item: Item, definition: SourceRange)] = []
    let enclosing = context.main?.tree.item(at: offset)?.statements ?? []
    for statement in enclosing.reversed() {
      switch statement {
      case .motion(let motion):
        names += motion.parameters.map { parameter in
          let item = Item(
            label: parameter.name.text, kind: .variable,
            detail: "parameter of \(motion.name.text)"
              + (parameter.defaultValue.map { ", default " + context.text($0.range) } ?? ""))
          return (item, parameter.name.range)
        }
        names += lets(in: motion.body)
      case .group(let group): names += lets(in: group.body)
      case .reduced(let block): names += lets(in: block.body)
      case .change, .wait, .target, .initial, .let, .defaults, .play, .import, .seed, .drift:
        break
      }
    }
    for (declaration, file) in context.topLevelDeclarations {
      guard case .letBinding(let binding) = declaration else { continue }
      names.append((letItem(binding, origin: origin(file)), binding.name.range))
    }
    var items = names.filter { holdsValue(fitting: slot, definedAt: $0.definition) }.map(\.item)
    items += tokenItems(startingWith: "", fitting: slot)
    if QuantityKind.easing.fits(slot) { items += easings }
    if Self.numberKinds.contains(where: { $0.fits(slot) }) {
      items.append(Item(label: "random(a, b)", kind: .function, insert: "random("))
    }
    if (Self.numberKinds + [.color]).contains(where: { $0.fits(slot) }) {
      items.append(Item(label: "pick(a, b, …)", kind: .function, insert: "pick("))
    }
    return items
  }

  /// Whether the `let`, parameter or design token defined at `definition` holds a value that
  /// fits `slot` (one of unknown kind does).
  private func holdsValue(fitting slot: ValueSlot, definedAt definition: SourceRange) -> Bool {
    (context.analysis.names.kinds[definition.start] ?? .value).fits(slot)
  }

  /// After `NAME.` or `NAME.group.` that begins design-token names: the rest of each of those
  /// names whose value fits where the name is written (`nil` when no token name begins so:
  /// then it is `ELEMENT.` and a property follows).
  private func tokenNameEndings(after tokens: [Token]) -> [Item]? {
    // The dotted name written so far, read backwards from its last `.`: words and dots.
    var prefix = ""
    var index = tokens.count - 1
    while index >= 1, tokens[index].kind == .dot, isWord(tokens[index - 1].kind),
      tokens[index - 1].end == tokens[index].start
    {
      prefix = context.text(tokens[index - 1].range) + "." + prefix
      index -= 2
      guard index >= 0, tokens[index].end == tokens[index + 1].start else { break }
    }
    guard !prefix.isEmpty,
      context.analysis.names.tokens.keys.contains(where: { $0.hasPrefix(prefix) })
    else { return nil }
    // The dotted name starts after `index`.
    return tokenItems(
      startingWith: prefix, fitting: slot(of: Array(tokens[..<(index + 1)]), call: nil))
  }

  /// The design tokens the file sees whose names start with `prefix` and whose values fit
  /// `slot`, labelled with the rest of their names, sorted by name.
  private func tokenItems(startingWith prefix: String, fitting slot: ValueSlot) -> [Item] {
    let tokens = context.analysis.names.tokens.filter {
      holdsValue(fitting: slot, definedAt: $0.value)
    }
    return tokens.filter { $0.key.hasPrefix(prefix) }
      .sorted { $0.key < $1.key }
      .map { name, definition in
        let value = context.analysis.names.values[definition.start].map { "= \($0) " } ?? ""
        let file = context.place(definition.start).split(separator: ":").first ?? ""
        return Item(
          label: String(name.dropFirst(prefix.count)), kind: .constant,
          detail: value + "(token from \(file))")
      }
  }

  private func lets(in statements: [Statement]) -> [(item: Item, definition: SourceRange)] {
    statements.compactMap { statement in
      guard case .let(let binding) = statement else { return nil }
      return (letItem(binding, origin: ""), binding.name.range)
    }
  }

  private func letItem(_ binding: LetStatement, origin: String) -> Item {
    let value =
      context.analysis.names.values[binding.name.range.start] ?? context.text(binding.value.range)
    return Item(label: binding.name.text, kind: .variable, detail: "= " + value + origin)
  }
}
