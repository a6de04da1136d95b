/// Builds the syntax tree from tokens.
///
/// Design: a hand-written recursive-descent parser, one function per construct of
/// `grammar.md`. It never stops at the first mistake: after an error it skips to the end of
/// the statement (the line end, or a `,` `;` `>` inside a group, stepping over whole `< … >`
/// groups) and goes on, so one run reports every independent error and no follow-on errors.
/// Recursion happens only for nested groups, and nesting is capped at
/// ``Limits/maximumNesting`` before recursing, so no input can overflow the stack. Every loop
/// consumes at least one token per iteration.
public struct Parser {
  private let file: SourceFile
  private let tokens: [Token]
  private var index = 0
  private var depth = 0
  private var diagnostics = DiagnosticBag()
  private let limits: Limits

  /// Parses `file`, returning the tree and every lexical and syntax diagnostic.
  public static func parse(
    _ file: SourceFile, limits: Limits = Limits()
  ) -> (tree: SyntaxTree, diagnostics: [Diagnostic]) {
    let (tokens, lexical) = Lexer.tokenize(file)
    var parser = Parser(file: file, tokens: tokens, limits: limits)
    parser.diagnostics.append(contentsOf: lexical)
    let statements = parser.parseFile()
    return (SyntaxTree(statements: statements), parser.diagnostics.diagnostics)
  }

  private init(file: SourceFile, tokens: [Token], limits: Limits) {
    self.file = file
    self.tokens = tokens
    self.limits = limits
  }

  // MARK: Token access

  private var current: Token { tokens[index] }
  private var kind: TokenKind { tokens[index].kind }

  private mutating func advance() -> Token {
    let token = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  private var previousEnd: Int {
    index > 0 ? Int(tokens[index - 1].end) : 0
  }

  private func text(_ token: Token) -> String { file.text(token.range) }

  /// How a token is named in "expected …, found …".
  private func describe(_ token: Token) -> String {
    switch token.kind {
    case .newline: return "the end of the line"
    case .endOfFile: return "the end of the file"
    case .identifier, .keyword, .number, .color, .string, .lessThan, .greaterThan, .comma,
      .semicolon, .dot, .plus, .minus, .star, .slash, .leftParen, .rightParen, .colon, .equals,
      .invalid:
      return "`\(text(token))`"
    }
  }

  private mutating func error(
    _ kind: DiagnosticKind, at range: SourceRange, related: [RelatedRange] = [],
    notes: [String] = []
  ) {
    diagnostics.add(kind, at: range, related: related, notes: notes)
  }

  private mutating func expected(_ what: String, notes: [String] = []) {
    // A malformed token already has its own error.
    if kind == .invalid { return }
    error(.expected(what, found: describe(current)), at: current.range, notes: notes)
  }

  // MARK: Statements

  private mutating func parseFile() -> [Statement] {
    var statements: [Statement] = []
    while kind != .endOfFile {
      switch kind {
      case .newline:
        _ = advance()
      case .greaterThan:
        error(.unmatchedClose, at: advance().range)
      case .comma, .semicolon:
        let token = advance()
        error(.separatorOutsideGroup(text(token)), at: token.range)
      case .identifier, .keyword, .number, .color, .string, .lessThan, .dot, .plus, .minus,
        .star, .slash, .leftParen, .rightParen, .colon, .equals, .invalid, .endOfFile:
        let start = index
        if let statement = parseStatement() {
          statements.append(statement)
          expectStatementEnd(inGroup: false)
        } else {
          synchronize(inGroup: false)
        }
        if index == start { _ = advance() }
      }
    }
    return statements
  }

  /// One statement, or `nil` after reporting an error (the caller synchronizes).
  private mutating func parseStatement() -> Statement? {
    let start = current.range.start
    switch kind {
    case .identifier:
      return parseChange(setKeyword: nil)
    case .keyword(let keyword):
      switch keyword {
      case .set:
        let keywordRange = advance().range
        return parseChange(setKeyword: keywordRange)
      case .wait:
        _ = advance()
        guard let duration = parseExpression(what: "a duration such as `0.5s`") else { return nil }
        guard let modifiers = parseModifiers() else { return nil }
        return .wait(
          WaitStatement(duration: duration, modifiers: modifiers, range: range(from: start)))
      case .target:
        _ = advance()
        guard case .identifier = kind else {
          expected("an element name after `target`")
          return nil
        }
        let name = parseName()
        return .target(name, range: range(from: start))
      case .initial:
        _ = advance()
        guard let subject = parseSubject() else { return nil }
        guard let value = parseExpression(what: "a value for `\(subject.property.text)`") else {
          return nil
        }
        guard let modifiers = parseModifiers() else { return nil }
        return .initial(
          InitialStatement(
            subject: subject, value: value, modifiers: modifiers, range: range(from: start)))
      case .merge:
        let keywordRange = advance().range
        return parseGroup(.merge, keyword: keywordRange)
      case .sequence:
        let keywordRange = advance().range
        return parseGroup(.sequence, keyword: keywordRange)
      case .stagger:
        let keywordRange = advance().range
        guard let interval = parseExpression(what: "a duration after `stagger`") else {
          return nil
        }
        return parseGroup(.stagger(interval), keyword: keywordRange)
      case .repeat:
        let keywordRange = advance().range
        guard let count = parseRepeatCount() else { return nil }
        return parseGroup(.repeat(count), keyword: keywordRange)
      case .let, .defaults, .motion, .play, .import, .seed, .drift, .reduced:
        let keywordToken = advance()
        error(.notSupportedYet("`\(keyword.rawValue)`"), at: keywordToken.range)
        synchronize(inGroup: depth > 0)
        return .unsupported(keyword, range: range(from: start))
      case .forever, .yoyo, .over, .delay, .ease, .from, .by, .in, .on, .within, .speed, .for,
        .heading:
        expected("a statement", notes: statementHelp)
        return nil
      }
    case .invalid:
      _ = advance()
      return nil
    case .number, .color, .string, .lessThan, .greaterThan, .comma, .semicolon, .dot, .plus,
      .minus, .star, .slash, .leftParen, .rightParen, .colon, .equals, .newline, .endOfFile:
      expected("a statement", notes: statementHelp)
      return nil
    }
  }

  private var statementHelp: [String] {
    [
      "a statement is a change such as `moveX 20 over 0.5s`, `wait 0.2s`, `set`, `initial`, "
        + "`target`, or a group: `merge < … >`, `sequence < … >`"
    ]
  }

  private func range(from start: Int) -> SourceRange {
    SourceRange(start: start, end: max(start, previousEnd))
  }

  /// `[set] SUBJECT [by] VALUE MODIFIERS`.
  private mutating func parseChange(setKeyword: SourceRange?) -> Statement? {
    let start = setKeyword?.start ?? current.range.start
    guard let subject = parseSubject() else { return nil }
    var by: SourceRange?
    if kind == .keyword(.by) { by = advance().range }
    guard let value = parseExpression(what: "a value for `\(subject.property.text)`") else {
      return nil
    }
    guard let modifiers = parseModifiers() else { return nil }
    return .change(
      ChangeStatement(
        setKeyword: setKeyword, subject: subject, by: by, value: value, modifiers: modifiers,
        range: range(from: start)))
  }

  /// `PROPERTY` or `ELEMENT.PROPERTY`.
  private mutating func parseSubject() -> Subject? {
    guard case .identifier = kind else {
      expected("a property such as `moveX`")
      return nil
    }
    let first = parseName()
    guard kind == .dot else { return Subject(element: nil, property: first) }
    _ = advance()
    guard case .identifier = kind else {
      expected("a property name after `\(first.text).`")
      return nil
    }
    return Subject(element: first, property: parseName())
  }

  private mutating func parseName() -> Name {
    let token = advance()
    return Name(text: text(token), range: token.range)
  }

  // MARK: Groups

  private mutating func parseGroup(_ kind: GroupKind, keyword: SourceRange) -> Statement? {
    guard self.kind == .lessThan else {
      expected("`<` to open the group")
      return nil
    }
    let open = advance().range
    if depth >= limits.maximumNesting {
      error(.nestingTooDeep(limit: limits.maximumNesting), at: open)
      skipGroupBody()
      return nil
    }
    depth += 1
    defer { depth -= 1 }
    var body: [Statement] = []
    var close: SourceRange?
    while close == nil {
      switch self.kind {
      case .newline, .comma, .semicolon:
        _ = advance()
      case .greaterThan:
        close = advance().range
      case .endOfFile:
        error(.unclosedGroup, at: open)
        return nil
      case .identifier, .keyword, .number, .color, .string, .lessThan, .dot, .plus, .minus,
        .star, .slash, .leftParen, .rightParen, .colon, .equals, .invalid:
        let start = index
        if let statement = parseStatement() {
          body.append(statement)
          expectStatementEnd(inGroup: true)
        } else {
          synchronize(inGroup: true)
        }
        if index == start { _ = advance() }
      }
    }
    guard let modifiers = parseModifiers() else { return nil }
    return .group(
      GroupStatement(
        kind: kind, keyword: keyword, open: open, body: body, close: close ?? open,
        modifiers: modifiers, range: range(from: keyword.start)))
  }

  /// After `<` of a group that is too deep: skips to its matching `>` without recursing.
  private mutating func skipGroupBody() {
    var open = 1
    while kind != .endOfFile {
      let token = advance()
      if token.kind == .lessThan { open += 1 }
      if token.kind == .greaterThan {
        open -= 1
        if open == 0 { return }
      }
    }
  }

  // MARK: Modifiers

  private mutating func parseModifiers() -> [Modifier]? {
    var modifiers: [Modifier] = []
    while case .keyword(let keyword) = kind, let modifierKind = keyword.modifier {
      let keywordRange = advance().range
      let argument: ModifierArgument
      switch modifierKind {
      case .over, .wait, .delay:
        guard let value = parseExpression(what: "a duration after `\(keyword.rawValue)`") else {
          return nil
        }
        argument = .value(value)
      case .from:
        guard let value = parseExpression(what: "a value after `from`") else { return nil }
        argument = .value(value)
      case .ease:
        guard let easing = parseEasing() else { return nil }
        argument = .easing(easing)
      case .repeat:
        guard let count = parseRepeatCount() else { return nil }
        argument = .count(count)
      case .yoyo:
        argument = .none
      case .in:
        guard case .identifier = kind else {
          expected("a color space after `in`: `srgb`, `linear` or `oklab`")
          return nil
        }
        argument = .name(parseName())
      }
      modifiers.append(
        Modifier(
          kind: modifierKind, keyword: keywordRange, argument: argument,
          range: range(from: keywordRange.start)))
    }
    return modifiers
  }

  private mutating func parseRepeatCount() -> RepeatCount? {
    if kind == .keyword(.forever) { return .forever(advance().range) }
    return parseExpression(what: "a number of plays after `repeat`").map { .times($0) }
  }

  /// `NAME` or `NAME(ARGUMENTS)`.
  private mutating func parseEasing() -> EasingSyntax? {
    // `ease` is a keyword and also the name of the CSS `ease` curve.
    guard kind == .identifier || kind == .keyword(.ease) else {
      expected("an easing such as `easeOut` after `ease`")
      return nil
    }
    let name = parseName()
    guard kind == .leftParen, Int(current.start) == name.range.end else {
      return EasingSyntax(name: name, arguments: nil, range: name.range)
    }
    _ = advance()
    var arguments: [Argument] = []
    while kind != .rightParen {
      let start = current.range.start
      var label: Name?
      if case .identifier = kind, tokens[index + 1].kind == .colon {
        label = parseName()
        _ = advance()
      }
      guard let value = parseExpression(what: "an argument") else { return nil }
      var more: [Expression] = []
      while kind == .number || kind == .minus {
        guard let next = parseExpression(what: "a value") else { return nil }
        more.append(next)
      }
      arguments.append(Argument(label: label, value: value, more: more, range: range(from: start)))
      if kind == .comma {
        _ = advance()
      } else if kind != .rightParen {
        expected("`,` or `)`")
        return nil
      }
    }
    _ = advance()
    return EasingSyntax(name: name, arguments: arguments, range: range(from: name.range.start))
  }

  // MARK: Values

  /// `-`* then a number, a color or a name. Minus signs are counted in a loop and folded
  /// (an even number cancels out), so the tree stays shallow however many are written.
  private mutating func parseExpression(what: @autoclosure () -> String) -> Expression? {
    var minuses: [SourceRange] = []
    while kind == .minus { minuses.append(advance().range) }
    let token = current
    var expression: Expression
    switch token.kind {
    case .number:
      _ = advance()
      expression = .number(
        NumberLiteral(bytes: file.bytes, start: Int(token.start), end: Int(token.end)),
        range: token.range)
    case .color:
      _ = advance()
      expression = .color(colorComponents(token), range: token.range)
    case .identifier:
      expression = .name(parseName())
    case .invalid:
      _ = advance()
      expression = .invalid(range: token.range)
    case .keyword, .string, .lessThan, .greaterThan, .comma, .semicolon, .dot, .plus, .minus,
      .star, .slash, .leftParen, .rightParen, .colon, .equals, .newline, .endOfFile:
      expected(what())
      return nil
    }
    if let first = minuses.first, minuses.count % 2 == 1 {
      expression = .negate(expression, range: first.union(expression.range))
    }
    return expression
  }

  private func colorComponents(_ token: Token) -> RGBAComponents {
    let digits = file.bytes[Int(token.start) + 1..<Int(token.end)].map { byte -> UInt8 in
      let lower = byte | 0x20
      return isDigit(byte) ? byte - UInt8(ascii: "0") : lower - UInt8(ascii: "a") + 10
    }
    func pair(_ index: Int) -> UInt8 { digits[index] << 4 | digits[index + 1] }
    switch digits.count {
    case 3:
      return RGBAComponents(
        red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17, alpha: 255)
    case 6:
      return RGBAComponents(red: pair(0), green: pair(2), blue: pair(4), alpha: 255)
    default:
      return RGBAComponents(red: pair(0), green: pair(2), blue: pair(4), alpha: pair(6))
    }
  }

  // MARK: Recovery

  /// After a statement: a line end, the end of the file, or inside a group `,` `;` `>`.
  private mutating func expectStatementEnd(inGroup: Bool) {
    if isStatementEnd(inGroup: inGroup) { return }
    if index > 0, tokens[index - 1].kind == .invalid {
      // The statement ends in a malformed token that already has an error: say no more.
      synchronize(inGroup: inGroup)
      return
    }
    if kind == .greaterThan {
      error(.unmatchedClose, at: advance().range)
      synchronize(inGroup: inGroup)
      return
    }
    if kind == .comma || kind == .semicolon {
      // Outside a group: say so, and read the rest of the line as the next statement.
      let token = advance()
      error(.separatorOutsideGroup(text(token)), at: token.range)
      // Read what follows as the next statement only if it can be one; else say no more.
      if !canStartStatement { synchronize(inGroup: inGroup) }
      return
    }
    if case .identifier = kind {
      let word = text(current)
      let suggestion = Suggestions.nearest(to: word, in: ModifierKind.allCases.map(\.rawValue))
      let notes = suggestion.map { ["help: did you mean the modifier `\($0)`?"] } ?? []
      expected("a modifier or the end of the statement", notes: notes)
    } else {
      expected("the end of the statement")
    }
    synchronize(inGroup: inGroup)
  }

  private var canStartStatement: Bool {
    switch kind {
    case .identifier: return true
    case .keyword(let keyword):
      return keyword.modifier == nil || keyword == .wait || keyword == .repeat
    case .number, .color, .string, .lessThan, .greaterThan, .comma, .semicolon, .dot, .plus,
      .minus, .star, .slash, .leftParen, .rightParen, .colon, .equals, .newline, .endOfFile,
      .invalid:
      return false
    }
  }

  private func isStatementEnd(inGroup: Bool) -> Bool {
    switch kind {
    case .newline, .endOfFile: return true
    case .comma, .semicolon, .greaterThan: return inGroup
    case .identifier, .keyword, .number, .color, .string, .lessThan, .dot, .plus, .minus, .star,
      .slash, .leftParen, .rightParen, .colon, .equals, .invalid:
      return false
    }
  }

  /// Skips to the end of the current statement, stepping over whole `< … >` groups.
  private mutating func synchronize(inGroup: Bool) {
    var open = 0
    while kind != .endOfFile {
      if open == 0 && isStatementEnd(inGroup: inGroup) { return }
      let token = advance()
      if token.kind == .lessThan { open += 1 }
      if token.kind == .greaterThan && open > 0 { open -= 1 }
    }
  }
}

extension Keyword {
  /// The modifier this keyword starts, if it is one.
  var modifier: ModifierKind? {
    switch self {
    case .over: return .over
    case .wait: return .wait
    case .delay: return .delay
    case .ease: return .ease
    case .from: return .from
    case .repeat: return .repeat
    case .yoyo: return .yoyo
    case .in: return .in
    case .target, .initial, .set, .merge, .sequence, .stagger, .forever, .by, .let, .defaults,
      .motion, .play, .on, .import, .seed, .drift, .within, .speed, .for, .heading, .reduced:
      return nil
    }
  }
}
