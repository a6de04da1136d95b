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
  /// The tokens around the one being read: all of the file's, or with ``stream`` the last
  /// batch the lexer gave, from the token before the current one on.
  private var tokens: [Token]
  /// The file's index of `tokens[0]`.
  private var base = 0
  /// The index in `tokens` of the current token: always under their count.
  private var position = 0
  /// `tokens[position]`, kept at hand: the parser asks for it more than for anything else.
  private var current = Token(kind: .endOfFile, start: 0, end: 0)
  /// Where more tokens come from as parsing goes (finished when `tokens` holds them all).
  private var stream: Lexer.Stream
  /// How many tokens ``stream`` is asked for at once.
  private let tokensPerBatch: Int
  private var depth = 0
  private var diagnostics = DiagnosticBag()
  /// Set by a statement that is kept although its end has an error already reported (a
  /// `let` whose value is malformed): ``nextStatement(inGroup:)`` then skips the rest of it
  /// without a second error.
  private var statementEndsInError = false
  /// The lexical diagnostics of the tokens ``stream`` has given.
  private var lexical = DiagnosticBag()
  private let limits: Limits
  /// Where ``parseModifiers()`` gathers a statement's modifiers (never nested: no modifier
  /// holds a statement).
  private let modifierScratch = ScratchBuffer<Modifier>()
  /// Where ``parseStatements(inGroup:)`` gathers a group's statements: a stack, each group
  /// taking its own statements (after its enclosing group's) when its `>` is reached.
  private let statementScratch = ScratchBuffer<Statement>(capacity: 64)
  /// Where ``parseArguments(stops:)`` gathers the arguments in parentheses: a stack, as
  /// ``statementScratch`` is (an argument may hold an easing call with arguments of its own).
  /// A `play`'s arguments grew an array from one to two, a second allocation, for about a
  /// quarter of a design system's plays.
  private let argumentScratch = ScratchBuffer<Argument>(capacity: 4)
  /// The texts of names read lately (off for a parse of a few statements).
  private var names: NameTextCache

  /// Parses `file`, returning the tree and every lexical and syntax diagnostic.
  /// The file is lexed as parsing goes, a batch of tokens at a time: its tokens are never all
  /// in memory at once.
  public static func parse(
    _ file: SourceFile, limits: Limits = Limits()
  ) -> (tree: SyntaxTree, diagnostics: [Diagnostic]) {
    parse(file, limits: limits, tokensPerBatch: 1_024)
  }

  /// ``parse(_:limits:)`` asking the lexer for `tokensPerBatch` tokens at a time (tests try
  /// the smallest batches, where every token is at a batch's edge).
  static func parse(
    _ file: SourceFile, limits: Limits, tokensPerBatch: Int
  ) -> (tree: SyntaxTree, diagnostics: [Diagnostic]) {
    var parser = Parser(
      file: file, stream: Lexer.Stream(file), limits: limits, tokensPerBatch: tokensPerBatch)
    let statements = parser.parseFile()
    // Lexical diagnostics first, as when the file is lexed before it is parsed.
    var diagnostics = parser.lexical
    diagnostics.append(contentsOf: parser.diagnostics.diagnostics)
    return (SyntaxTree(statements: statements), diagnostics.diagnostics)
  }

  /// Parses `file` as one motion call, `NAME` or `NAME(ARGUMENTS)`, as `--motion` takes it:
  /// a `play` without `on` or modifiers, and only the text the user wrote in its source.
  public static func parseMotionCall(
    _ file: SourceFile, limits: Limits = Limits()
  ) -> (play: PlayStatement?, diagnostics: [Diagnostic]) {
    let (tokens, lexical) = Lexer.tokenize(file)
    var parser = Parser(file: file, tokens: tokens, limits: limits)
    parser.diagnostics.append(contentsOf: lexical)
    let play = parser.parseMotionCall()
    let diagnostics = parser.diagnostics.diagnostics
    return (diagnostics.isEmpty ? play : nil, diagnostics)
  }

  /// Parses `file` as one value (an easing call such as `spring(duration: 0.4s)` included), as
  /// a design-token file's `dev.motionc` extension holds one.
  static func parseValue(
    _ file: SourceFile, limits: Limits = Limits()
  ) -> (value: Expression?, diagnostics: [Diagnostic]) {
    let (tokens, lexical) = Lexer.tokenize(file)
    var parser = Parser(file: file, tokens: tokens, limits: limits)
    parser.diagnostics.append(contentsOf: lexical)
    let value = parser.parseExpression(what: .easingInTokenExtension)
    while parser.kind == .newline { _ = parser.advance() }
    if value != nil, parser.kind != .endOfFile { parser.expected(.endOfEasing) }
    let diagnostics = parser.diagnostics.diagnostics
    return (diagnostics.isEmpty ? value : nil, diagnostics)
  }

  /// A file's statements one at a time, for a pass that takes them as they come (the
  /// formatter, which never holds a whole tree; `check` and `compile`, which keep each motion
  /// without its parameters and body: `MainFileReading`). The statements and diagnostics are those
  /// ``parse(_:limits:)`` gives, in the same order.
  struct StatementStream {
    private var parser: Parser

    /// Lexes `file` whole, ready to parse its first statement (``tokens`` are all of them).
    init(_ file: SourceFile, limits: Limits) {
      let (tokens, lexical) = Lexer.tokenize(file)
      parser = Parser(file: file, tokens: tokens, limits: limits)
      parser.diagnostics.append(contentsOf: lexical)
    }

    /// Lexes `file` as parsing goes, as ``parse(_:limits:)`` does: its tokens are never all in
    /// memory (``tokens`` holds only those around the current one).
    init(lexingAsItGoes file: SourceFile, limits: Limits) {
      parser = Parser(file: file, stream: Lexer.Stream(file), limits: limits, tokensPerBatch: 1_024)
    }

    /// The top-level statements of `file` in `range` (from where one starts to where the
    /// last ends), parsed again: the same statements as when the whole file was parsed,
    /// because a top-level statement is read from its own tokens only.
    init(_ file: SourceFile, rereading range: SourceRange, limits: Limits) {
      // About a token for every four bytes of the range (a motion is a few hundred bytes), at
      // most 256: the token buffer then fits malloc's fast path, where one of 256 tokens (3 KB,
      // reserved for every motion read again) took about 1,300 instructions to allocate.
      let tokensPerBatch = min(256, max(16, (range.end - range.start) / 4))
      parser = Parser(
        file: file, stream: Lexer.Stream(file, in: range), limits: limits,
        tokensPerBatch: tokensPerBatch, cachesNames: false)
    }

    /// The file's tokens (around the current one when lexing as parsing goes).
    var tokens: [Token] { parser.tokens }

    /// The next top-level statement, or `nil` at the end of the file (or of the range read).
    mutating func next() -> Statement? { parser.nextStatement(inGroup: false) }

    /// Every lexical and syntax diagnostic so far: the lexical ones first, as
    /// ``parse(_:limits:)`` gives them.
    var diagnostics: [Diagnostic] {
      var all = parser.lexical
      all.append(contentsOf: parser.diagnostics.diagnostics)
      return all.diagnostics
    }
  }

  private init(file: SourceFile, tokens: [Token], limits: Limits) {
    self.file = file
    names = NameTextCache(enabled: Self.cachesNames(of: file))
    self.tokens = tokens
    self.stream = .finished
    self.limits = limits
    self.tokensPerBatch = 0
    // The lexer's tokens end with `.endOfFile`, the placeholder's kind.
    if let first = tokens.first { current = first }
  }

  /// A parser reading `stream`'s tokens as it goes, `tokensPerBatch` at a time.
  private init(
    file: SourceFile, stream: Lexer.Stream, limits: Limits, tokensPerBatch: Int,
    cachesNames: Bool? = nil
  ) {
    self.file = file
    names = NameTextCache(enabled: cachesNames ?? Self.cachesNames(of: file))
    self.tokens = []
    self.stream = stream
    self.limits = limits
    self.tokensPerBatch = max(1, tokensPerBatch)
    tokens.reserveCapacity(self.tokensPerBatch + 8)
    refill()
    if let first = tokens.first { current = first }
  }

  /// Whether names are worth caching: in a file of more than a few statements, where they
  /// repeat (filling the cache costs about what decoding a few hundred names does).
  private static func cachesNames(of file: SourceFile) -> Bool {
    file.bytes.count >= 8_192
  }

  // MARK: Token access

  /// The file's index of the current token (among all of the file's tokens): what a loop
  /// compares to see that it consumed a token.
  private var index: Int { base + position }
  private var kind: TokenKind { current.kind }
  /// The token after the current one; `nil` at the end of the file.
  private var following: Token? {
    position &+ 1 < tokens.count ? tokens[position &+ 1] : nil
  }
  /// The token before the current one; `nil` at the start of the file.
  private var previous: Token? { position > 0 ? tokens[position &- 1] : nil }

  /// Moves past the current token (never past the end of the file) and returns it. The
  /// token after the new current one is always at hand, except at the end of the file.
  @inline(__always)
  private mutating func advance() -> Token {
    let token = current
    if token.kind != .endOfFile {
      // No overflow: `position` is under the count of an array.
      position &+= 1
      if position &+ 1 >= tokens.count { refill() }
      current = tokens[position]
    }
    return token
  }

  /// Lexes the next batch of tokens, first letting go of those before the previous one: then
  /// the token after the current one is at hand, unless the current one ends the file.
  private mutating func refill() {
    guard !stream.isFinished else { return }
    let unused = position - 1
    if unused > 0 {
      tokens.removeSubrange(0..<unused)
      base += unused
      position -= unused
    }
    // At least up to the token after the current one (or the end of the file).
    let limit = max(position + 2, tokens.count + tokensPerBatch)
    lexical.append(contentsOf: stream.lex(into: &tokens, upTo: limit))
  }

  private var previousEnd: Int {
    previous.map { Int($0.end) } ?? 0
  }

  private func text(_ token: Token) -> String { file.text(token.range) }

  /// A number token as a value.
  @inline(__always)
  private func number(_ token: Token) -> Expression {
    .number(
      NumberLiteral(
        bytes: file.bytes, start: Int(token.start) - file.base, end: Int(token.end) - file.base),
      range: token.range)
  }

  /// The text of a name token, from ``names`` when it was read lately.
  @inline(__always)
  private mutating func nameText(_ token: Token) -> String {
    names.text(file.bytes, Int(token.start) - file.base, Int(token.end) - file.base)
  }

  /// How a token is named in "expected …, found …".
  private func describe(_ token: Token) -> Found {
    switch token.kind {
    case .newline: return .endOfLine
    case .endOfFile: return .endOfFile
    case .identifier, .keyword, .number, .color, .string, .lessThan, .greaterThan, .comma,
      .semicolon, .dot, .plus, .minus, .star, .slash, .leftParen, .rightParen, .colon, .equals,
      .invalid:
      return .token(text(token))
    }
  }

  private mutating func error(
    _ kind: DiagnosticKind, at range: SourceRange, related: [RelatedRange] = [],
    notes: [DiagnosticNote] = []
  ) {
    diagnostics.add(kind, at: range, related: related, notes: notes)
  }

  private mutating func expected(_ what: Expectation, notes: [DiagnosticNote] = []) {
    // A malformed token already has its own error.
    if kind == .invalid { return }
    error(.expected(what, found: describe(current)), at: current.range, notes: notes)
  }

  // MARK: Statements

  private mutating func parseFile() -> [Statement] {
    parseStatements(inGroup: false)
  }

  /// The statements of a file (up to its end) or of a group (up to its `>`, not consumed):
  /// the one loop that reads statements, and the one place that recovers from a bad one (as
  /// jlox's `declaration()`). After a statement comes its end (`expectStatementEnd`); after
  /// an error, `synchronize` skips to the end of the statement, and the loop goes on with the
  /// next one. Between statements, line ends (and in a group `,` and `;`) are skipped; outside
  /// a group a stray `>`, `,` or `;` is an error of its own. Every turn consumes a token.
  private mutating func parseStatements(inGroup: Bool) -> [Statement] {
    guard inGroup else {
      // A file's statements: many, so gathered in place (the scratch would hold them twice).
      var statements: [Statement] = []
      while let statement = nextStatement(inGroup: false) { statements.append(statement) }
      return statements
    }
    // A group's: a few, gathered in the scratch and moved once into an array of their number
    // (an array grown one statement at a time was reallocated at 1, 2, 4 and 8).
    let start = statementScratch.count
    while let statement = nextStatement(inGroup: true) {
      statementScratch.append(consume statement)
    }
    return statementScratch.takeAll(from: start)
  }

  /// One turn of ``parseStatements(inGroup:)``'s loop, up to and including the next
  /// statement: `nil` at the end of the file (or of the group).
  private mutating func nextStatement(inGroup: Bool) -> Statement? {
    while kind != .endOfFile {
      if kind == .greaterThan && inGroup { return nil }
      if kind == .newline || (inGroup && kind.endsStatementInGroup) {
        _ = advance()
      } else if kind == .greaterThan {
        error(.unmatchedClose, at: advance().range)
      } else if kind.endsStatementInGroup {
        let token = advance()
        error(.separatorOutsideGroup(text(token)), at: token.range)
      } else {
        let start = index
        // The statement is bound once and returned as it is: testing the optional and
        // unwrapping it later copied the whole statement (and destroyed the original).
        guard let statement = parseStatement() else {
          synchronize(inGroup: inGroup)
          if index == start { _ = advance() }
          continue
        }
        // Tested here first: most statements end where they should, and the call cost more
        // than the test. A statement kept despite an error (a `let` whose value has one)
        // already said what is wrong with the rest of it.
        if !kind.endsStatement(inGroup: inGroup) {
          if statementEndsInError {
            synchronize(inGroup: inGroup)
          } else {
            expectStatementEnd(after: statement, inGroup: inGroup)
          }
        }
        statementEndsInError = false
        if index == start { _ = advance() }
        return statement
      }
    }
    return nil
  }

  /// One statement, or `nil` after reporting an error (the caller synchronizes).
  private mutating func parseStatement() -> Statement? {
    let start = current.range.start
    if case .identifier = kind { return parseChange(setKeyword: nil) }
    if case .keyword(let keyword) = kind {
      switch keyword {
      case .set:
        let keywordRange = advance().range
        return parseChange(setKeyword: keywordRange)
      case .wait:
        _ = advance()
        guard let duration = parseExpression(what: .durationValue) else { return nil }
        guard let modifiers = parseModifiers() else { return nil }
        return .wait(
          WaitStatement(duration: duration, modifiers: modifiers, range: range(from: start)))
      case .target:
        _ = advance()
        guard case .identifier = kind else {
          expected(.elementAfterTarget)
          return nil
        }
        let name = parseName()
        return .target(name, range: range(from: start))
      case .initial:
        _ = advance()
        guard let subject = parseSubject() else { return nil }
        guard let value = parseExpression(what: .valueFor(subject.property.text)) else {
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
        guard let interval = parseExpression(what: .staggerInterval) else {
          return nil
        }
        return parseGroup(.stagger(interval), keyword: keywordRange)
      case .repeat:
        let keywordRange = advance().range
        guard let count = parseRepeatCount() else { return nil }
        return parseGroup(.repeat(count), keyword: keywordRange)
      case .let:
        _ = advance()
        guard case .identifier = kind else {
          expected(.letName)
          return nil
        }
        let name = parseName()
        guard kind == .equals else {
          expected(.equalsAfterLet(name: name.text))
          return nil
        }
        let valueStart = advance().range.end
        guard let value = parseExpression(what: .valueFor(name.text)) else {
          // The name stays defined, as a value with an error, so its uses say nothing
          // more: the error above is the whole story.
          statementEndsInError = true
          let invalid = Expression.invalid(range: range(from: valueStart))
          return .let(LetStatement(name: name, value: invalid, range: range(from: start)))
        }
        return .let(LetStatement(name: name, value: value, range: range(from: start)))
      case .defaults:
        _ = advance()
        guard let modifiers = parseModifierBlock() else { return nil }
        return .defaults(DefaultsStatement(modifiers: modifiers, range: range(from: start)))
      case .motion:
        return parseMotion()
      case .play:
        return parsePlay()
      case .import:
        _ = advance()
        guard kind == .string else {
          expected(.importPath)
          return nil
        }
        let token = advance()
        // `as NAME`: `as` is a word only here, so it stays free as a name elsewhere.
        var alias: Name?
        if case .identifier = kind, text(current) == "as" {
          _ = advance()
          guard case .identifier = kind else {
            expected(.aliasAfterAs)
            return nil
          }
          alias = parseName()
        }
        return .import(
          ImportStatement(
            path: stringValue(token), pathRange: token.range, alias: alias,
            range: range(from: start)))
      case .seed:
        _ = advance()
        guard let value = parseExpression(what: .numberAfterSeed) else { return nil }
        return .seed(value, range: range(from: start))
      case .drift:
        return parseDrift()
      case .reduced:
        let keywordRange = advance().range
        guard let (body, _) = parseBlock(after: "reduced") else { return nil }
        return .reduced(
          BlockStatement(keyword: keywordRange, body: body, range: range(from: start)))
      case .forever, .yoyo, .over, .delay, .ease, .from, .by, .in, .on, .within, .speed, .for,
        .heading:
        expected(.statement, notes: [.whatAStatementIs])
        return nil
      }
    }
    // A malformed token already has its error.
    if kind == .invalid { _ = advance() } else { expected(.statement, notes: [.whatAStatementIs]) }
    return nil
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
    guard let value = parseExpression(what: .valueFor(subject.property.text)) else {
      return nil
    }
    guard let modifiers = parseModifiers() else { return nil }
    let statementRange = range(from: start)
    return .change(
      ChangeStatement(
        setKeyword: setKeyword, subject: subject, by: by, value: value, modifiers: modifiers,
        range: statementRange))
  }

  /// `PROPERTY` or `ELEMENT.PROPERTY`.
  @inline(__always)
  private mutating func parseSubject() -> Subject? {
    guard case .identifier = kind else {
      expected(.property)
      return nil
    }
    let first = parseName()
    guard kind == .dot else { return Subject(element: nil, property: first) }
    _ = advance()
    guard case .identifier = kind else {
      expected(.propertyAfterDot(first.text))
      return nil
    }
    return Subject(element: first, property: parseName())
  }

  @inline(__always)
  private mutating func parseName() -> Name {
    let token = advance()
    return Name(text: nameText(token), range: token.range)
  }

  /// A name, or a design token's dotted name written without spaces: `tokens.motion.short`.
  /// After a `.`, a part may also be digits (`spacing.100`, which the lexer reads as the
  /// number `.100`) and may join words and digits with `-` (`duration.short-1`).
  @inline(__always)
  private mutating func parseDottedName() -> Name {
    var name = parseName()
    func touches(_ token: Token, _ end: Int) -> Bool { Int(token.start) == end }
    while let next = following, touches(current, name.range.end) {
      let part: String
      // A keyword is a part too: `tokens.motion.enter.delay`.
      if kind == .dot, next.kind.isWord, touches(next, Int(current.end)) {
        _ = advance()
        part = text(advance())
      } else if kind == .number, isDigitsAfterDot(current) {
        part = String(text(advance()).dropFirst())
      } else if kind == .minus, name.text.contains("."),
        touches(next, Int(current.end)), next.kind.isWord || isDigits(next)
      {
        _ = advance()
        let word = advance()
        name = Name(
          text: name.text + "-" + text(word),
          range: SourceRange(start: name.range.start, end: Int(word.end)))
        continue
      } else {
        break
      }
      name = Name(
        text: name.text + "." + part,
        range: SourceRange(start: name.range.start, end: previousEnd))
    }
    return name
  }

  /// A number token `.123`: digits only after its dot.
  private func isDigitsAfterDot(_ token: Token) -> Bool {
    let bytes = file.bytes[Int(token.start) - file.base..<Int(token.end) - file.base]
    return bytes.count > 1 && bytes.first == UInt8(ascii: ".")
      && bytes.dropFirst().allSatisfy(isDigit)
  }

  /// A number token of digits only: `100`.
  private func isDigits(_ token: Token) -> Bool {
    guard token.kind == .number else { return false }
    return file.bytes[Int(token.start) - file.base..<Int(token.end) - file.base].allSatisfy(isDigit)
  }

  // MARK: Groups

  private mutating func parseGroup(_ kind: GroupKind, keyword: SourceRange) -> Statement? {
    let open = current.range
    guard let (body, close) = parseBlock(after: nil) else { return nil }
    guard let modifiers = parseModifiers() else { return nil }
    return .group(
      GroupStatement(
        kind: kind, keyword: keyword, open: open, body: body, close: close,
        modifiers: modifiers, range: range(from: keyword.start)))
  }

  /// `< STATEMENTS >`: the body and the range of `>`, or `nil` after an error. `what` names
  /// the construct for the error when `<` is missing (`nil`: a group); it is made only then
  /// (`motion NAME` is a string of its own, allocated for most names).
  private mutating func parseBlock(after what: @autoclosure () -> String?) -> (
    [Statement], SourceRange
  )? {
    guard self.kind == .lessThan else {
      expected(.groupOpening(after: what()))
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
    let body = parseStatements(inGroup: true)
    guard self.kind == .greaterThan else {
      error(.unclosedGroup, at: open)
      return nil
    }
    return (body, advance().range)
  }

  /// `defaults < MODIFIERS >`: modifiers, on one line or several.
  private mutating func parseModifierBlock() -> [Modifier]? {
    guard kind == .lessThan else {
      expected(.defaultsOpening)
      return nil
    }
    let open = advance().range
    var modifiers: [Modifier] = []
    while kind != .greaterThan {
      if kind == .endOfFile {
        error(.unclosedGroup, at: open)
        return nil
      }
      if kind == .newline || kind == .comma || kind == .semicolon {
        _ = advance()
        continue
      }
      let atModifier = kind.isModifierKeyword
      guard atModifier, let more = parseModifiers() else {
        if !atModifier { expected(.defaultsModifier) }
        skipGroupBody()
        return nil
      }
      modifiers += more
    }
    _ = advance()
    return modifiers
  }

  /// `motion NAME [(PARAMETERS)] < BODY >`.
  private mutating func parseMotion() -> Statement? {
    let start = advance().range.start
    guard case .identifier = kind else {
      expected(.motionName)
      return nil
    }
    let name = parseName()
    var parameters: [Parameter] = []
    if kind == .leftParen {
      _ = advance()
      // Room for two parameters at once: a design system's motions often have two (and
      // `check` and `compile` let go of a motion's parameters once it is read).
      guard
        let list = parseList(
          count: 2,
          { parser -> Parameter? in
            guard case .identifier = parser.kind else {
              parser.expected(.parameterName)
              return nil
            }
            let parameterName = parser.parseName()
            var defaultValue: Expression?
            if parser.kind == .equals {
              _ = parser.advance()
              guard
                let value = parser.parseExpression(
                  what: .parameterDefault(parameterName.text))
              else { return nil }
              defaultValue = value
            }
            return Parameter(
              name: parameterName, defaultValue: defaultValue,
              range: parser.range(from: parameterName.range.start))
          })
      else { return nil }
      parameters = list
    }
    guard let (body, _) = parseBlock(after: "motion \(name.text)") else { return nil }
    return .motion(
      MotionStatement(name: name, parameters: parameters, body: body, range: range(from: start)))
  }

  /// `play NAME [(ARGUMENTS)] [on ELEMENT] [MODIFIERS]`.
  private mutating func parsePlay() -> Statement? {
    let start = advance().range.start
    guard case .identifier = kind else {
      expected(.motionAfterPlay)
      return nil
    }
    return parsePlayCall(from: start).map { .play($0) }
  }

  /// What follows `play`: `NAME [(ARGUMENTS)] [on ELEMENT] [MODIFIERS]`, the name at the
  /// current token; the statement's range starts at `start`.
  private mutating func parsePlayCall(from start: Int) -> PlayStatement? {
    let name = parseName()
    var arguments: [Argument]?
    if kind == .leftParen {
      guard let parsed = parseArguments() else { return nil }
      arguments = parsed
    }
    var element: Name?
    if kind == .keyword(.on) {
      _ = advance()
      guard case .identifier = kind else {
        expected(.elementAfterOn)
        return nil
      }
      element = parseName()
    }
    guard let modifiers = parseModifiers() else { return nil }
    return PlayStatement(
      name: name, arguments: arguments, element: element, modifiers: modifiers,
      range: range(from: start))
  }

  /// What a `play` statement holds after `play` (`NAME [(ARGUMENTS)] [on ELEMENT]
  /// [MODIFIERS]`), and nothing after it (a line end at most): `--motion` and `--play`.
  private mutating func parseMotionCall() -> PlayStatement? {
    guard case .identifier = kind else {
      expected(.motionCall)
      return nil
    }
    guard let play = parsePlayCall(from: current.range.start) else { return nil }
    while kind == .newline { _ = advance() }
    guard kind == .endOfFile else {
      expected(.nothingAfterMotionCall)
      return nil
    }
    return play
  }

  /// `drift within W x H [size W x H] speed V (for DURATION | forever) [heading ANGLE]
  /// [MODIFIERS]`.
  private mutating func parseDrift() -> Statement? {
    let start = advance().range.start
    guard expectKeyword(.within, .withinAfterDrift),
      let (width, height) = parseDimensions(of: .box, after: "within")
    else { return nil }
    var size: (width: Expression, height: Expression)?
    if case .identifier = kind, text(current) == "size" {
      _ = advance()
      guard let dimensions = parseDimensions(of: .element, after: "size") else { return nil }
      size = dimensions
    }
    guard expectKeyword(.speed, .speedAfterBox),
      let speed = parseExpression(what: .driftSpeed)
    else { return nil }
    let length: DriftLength
    if kind == .keyword(.forever) {
      length = .forever(advance().range)
    } else {
      guard
        expectKeyword(.for, .forAfterSpeed),
        let duration = parseExpression(what: .driftDuration)
      else { return nil }
      length = .duration(duration)
    }
    var heading: Expression?
    if kind == .keyword(.heading) {
      _ = advance()
      guard let angle = parseExpression(what: .headingAngle) else {
        return nil
      }
      heading = angle
    }
    guard let modifiers = parseModifiers() else { return nil }
    return .drift(
      DriftStatement(
        width: width, height: height, size: size, speed: speed, length: length,
        heading: heading, modifiers: modifiers, range: range(from: start)))
  }

  /// `W x H` after `within` or `size`.
  private mutating func parseDimensions(of what: DriftRectangle, after keyword: String)
    -> (width: Expression, height: Expression)?
  {
    guard let width = parseExpression(what: .width(of: what, after: keyword)) else {
      return nil
    }
    guard case .identifier = kind, text(current) == "x" else {
      expected(.dimensionSeparator(keyword: keyword))
      return nil
    }
    _ = advance()
    guard let height = parseExpression(what: .height(of: what)) else {
      return nil
    }
    return (width, height)
  }

  private mutating func expectKeyword(_ keyword: Keyword, _ what: Expectation) -> Bool {
    guard kind == .keyword(keyword) else {
      expected(what)
      return false
    }
    _ = advance()
    return true
  }

  /// The text of a string literal, escapes resolved.
  private func stringValue(_ token: Token) -> String {
    var bytes: [UInt8] = []
    var index = Int(token.start) - file.base + 1
    let end = Int(token.end) - file.base - 1
    while index < end {
      var byte = file.bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < end {
        index += 1
        byte = file.bytes[index]
      }
      bytes.append(byte)
      index += 1
    }
    return String(decoding: bytes, as: UTF8.self)
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

  /// A statement's modifiers, gathered in ``modifierScratch`` and moved once into an array of
  /// their number (one allocation per statement with modifiers, none without).
  private mutating func parseModifiers() -> [Modifier]? {
    modifierScratch.removeAll()
    while case .keyword(let keyword) = kind, let modifierKind = keyword.modifier {
      let keywordRange = advance().range
      let argument: ModifierArgument
      switch modifierKind {
      case .over, .wait, .delay:
        guard let value = parseExpression(what: .durationAfter(keyword.rawValue)) else {
          return nil
        }
        argument = .value(value)
      case .from:
        guard let value = parseExpression(what: .valueAfterFrom) else { return nil }
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
          expected(.colorSpace)
          return nil
        }
        argument = .name(parseName())
      }
      // The range first: a call after `argument` is passed would make the argument a copy.
      // Consumed: otherwise the modifier got a copy (a retain of a boxed argument) and the
      // local was destroyed after it.
      let modifierRange = range(from: keywordRange.start)
      modifierScratch.append(
        Modifier(
          kind: modifierKind, keyword: keywordRange, argument: consume argument,
          range: modifierRange))
    }
    guard !modifierScratch.isEmpty else { return [] }
    return modifierScratch.takeAll()
  }

  private mutating func parseRepeatCount() -> RepeatCount? {
    if kind == .keyword(.forever) { return .forever(advance().range) }
    return parseExpression(what: .playCount).map { .times($0) }
  }

  /// `NAME` or `NAME(ARGUMENTS)`.
  private mutating func parseEasing() -> EasingSyntax? {
    // `ease` is a keyword and also the name of the CSS `ease` curve.
    guard kind == .identifier || kind == .keyword(.ease) else {
      expected(.easingAfterEase)
      return nil
    }
    var name = parseDottedName()
    // A CSS spelling (`cubic-bezier`, `ease-in-out`) is read as one name, so the checker reports
    // it once, with motionc's spelling of it.
    while kind == .minus, Int(current.start) == name.range.end, let next = following,
      next.start == current.end, next.kind.isWord
    {
      _ = advance()
      let part = advance()
      name = Name(
        text: name.text + "-" + text(part),
        range: SourceRange(start: name.range.start, end: Int(part.end)))
    }
    // Nothing else can follow a name here, so its `(` may follow a space (`cubic (…)`), as a
    // function's does; `fmt` writes it touching the name.
    guard kind == .leftParen else {
      return EasingSyntax(name: name, arguments: nil, range: name.range)
    }
    // `cubic(…)` has four arguments: room for them at once (the array grew at 1, 2 and 4;
    // gathered in the scratch, they cost two moves each).
    let count = name.text == "cubic" ? 4 : 0
    guard let arguments = parseArguments(stops: name.text == "linear", count: count) else {
      return nil
    }
    return EasingSyntax(name: name, arguments: arguments, range: range(from: name.range.start))
  }

  /// `( [LABEL:] VALUE [MORE…], … )`: the arguments of an easing or a `play`.
  ///
  /// With `stops` (the arguments of `linear(…)`), each argument is a CSS stop: an output, then
  /// input positions, each a number with an optional sign directly before it (`0 -20%`,
  /// `0.5 10% -10%`). A sign directly before a number ends the output rather than subtracting
  /// (write `a - b`, with spaces, to subtract), so `10% -10%` is two inputs, as in CSS.
  ///
  /// `count`: how many arguments to make room for at once, when it is known; otherwise they
  /// are gathered in ``argumentScratch``.
  ///
  /// Arguments nest (`spring(` inside `spring(`, through an argument's value), so they count
  /// towards ``Limits/maximumNesting`` as parentheses and calls do.
  private mutating func parseArguments(stops: Bool = false, count: Int = 0) -> [Argument]? {
    let open = advance().range
    guard depth < limits.maximumNesting else {
      error(.nestingTooDeep(limit: limits.maximumNesting), at: open)
      return nil
    }
    depth += 1
    defer { depth -= 1 }
    guard count == 0 else {
      return parseList(count: count) { parser in parser.parseArgument(stops: stops) }
    }
    return parseList(gatheringIn: argumentScratch) { parser in
      parser.parseArgument(stops: stops)
    }
  }

  /// One argument of ``parseArguments(stops:count:)``.
  private mutating func parseArgument(stops: Bool) -> Argument? {
    let start = current.range.start
    var label: Name?
    if case .identifier = kind, following?.kind == .colon {
      label = parseName()
      _ = advance()
    }
    var operators = 0
    guard
      let value = parseSum(
        what: .argument, operators: &operators, endsAtSignedNumber: stops)
    else { return nil }
    var more: [Expression] = []
    if stops {
      while let input = parseSignedNumber() { more.append(input) }
      if kind == .minus || kind == .plus, following?.kind == .number {
        // `10% - 10%`: a sign apart from its number.
        let sign = text(current)
        expected(.commaOrClose, notes: [.signBeforeNumber(sign: sign)])
        return nil
      }
    } else {
      while kind == .number {
        guard let next = parseExpression(what: .value) else { return nil }
        more.append(next)
      }
    }
    return Argument(label: label, value: value, more: more, range: range(from: start))
  }

  /// Whether the current token is a `-` or `+` written directly before a number (`-10%`).
  private var atSignedNumber: Bool {
    guard kind == .minus || kind == .plus, let next = following else { return false }
    return next.kind == .number && next.start == current.end
  }

  /// An input position of a `linear(…)` stop: a number, with an optional `-` or `+` directly
  /// before it; `nil` (consuming nothing) when none starts here.
  private mutating func parseSignedNumber() -> Expression? {
    guard kind == .number || atSignedNumber else { return nil }
    let sign = kind == .number ? nil : advance()
    let token = advance()
    let value = number(token)
    guard let sign, sign.kind == .minus else { return value }
    return .negate(value, range: sign.range.union(token.range))
  }

  /// After a `(`: `ITEM ("," ITEM)* ","? ")"`, each item read by `item` (`nil` after an
  /// error), in an array with room for `count` at first. Consumes the `)`.
  private mutating func parseList<Item>(count: Int = 0, _ item: (inout Parser) -> Item?)
    -> [Item]?
  {
    var items: [Item] = []
    if count > 0 { items.reserveCapacity(count) }
    while kind != .rightParen {
      guard let next = item(&self) else { return nil }
      // Moved: a plain `next` lives to the end of the turn, so the array would get a copy.
      items.append(consume next)
      if kind == .comma {
        _ = advance()
      } else if kind != .rightParen {
        expected(.commaOrClose)
        return nil
      }
    }
    _ = advance()
    return items
  }

  /// ``parseList(count:_:)`` gathering the items in `scratch` (above those of any list it is
  /// inside), then moving them into an array of exactly their number: one allocation a list,
  /// however many items it has.
  private mutating func parseList<Item>(
    gatheringIn scratch: ScratchBuffer<Item>, _ item: (inout Parser) -> Item?
  ) -> [Item]? {
    let start = scratch.count
    while kind != .rightParen {
      guard let next = item(&self) else {
        scratch.removeAll(from: start)
        return nil
      }
      scratch.append(consume next)
      if kind == .comma {
        _ = advance()
      } else if kind != .rightParen {
        expected(.commaOrClose)
        scratch.removeAll(from: start)
        return nil
      }
    }
    _ = advance()
    return scratch.takeAll(from: start)
  }

  // MARK: Values

  /// An expression: `+ -` over `* /` over unary `-`, over numbers, colors, names,
  /// parentheses and calls. Operators are left-associative and read in a loop; minus signs are
  /// counted and folded (an even number cancels out). Parentheses nest through recursion,
  /// capped at ``Limits/maximumNesting``, and one expression has at most
  /// ``Limits/maximumOperators`` operators, so no input can build a tree deep enough to
  /// overflow the stack of a later pass.
  private mutating func parseExpression(what: @autoclosure () -> Expectation) -> Expression? {
    if let value = parseLoneValue() { return value }
    if kind == .minus, let value = parseLoneNegativeNumber() { return value }
    var operators = 0
    return parseSum(what: what(), operators: &operators)
  }

  /// The commonest value, a number or a plain name with no operator, `(`, `.` or `-` after
  /// it (`0.5s`, `length`), read as ``parseUnary(what:operators:)`` reads it but without the
  /// precedence loops or the expectation (made only for an error); `nil`, consuming nothing,
  /// for any other value.
  private mutating func parseLoneValue() -> Expression? {
    let token = current
    guard token.kind == .number || token.kind == .identifier, let next = following else {
      return nil
    }
    guard !next.kind.continuesLoneValue else { return nil }
    _ = advance()
    if token.kind == .identifier { return .name(Name(text: nameText(token), range: token.range)) }
    return number(token)
  }

  /// A number with one `-` before it (`-20`) and nothing after it that continues the value
  /// (as ``parseLoneValue()``); `nil`, consuming nothing, for any other value.
  private mutating func parseLoneNegativeNumber() -> Expression? {
    // The number and the token after it, at hand only when they are in `tokens`.
    let at = position + 1
    guard at + 1 < tokens.count, tokens[at].kind == .number,
      !tokens[at + 1].kind.continuesLoneValue
    else { return nil }
    let minus = advance().range
    let token = advance()
    return .negate(number(token), range: minus.union(token.range))
  }

  /// `+ -` over products: left-associative, in a loop. With `endsAtSignedNumber`, a `-` or `+`
  /// directly before a number ends the sum (the output of a `linear(…)` stop, before its
  /// signed inputs).
  private mutating func parseSum(
    what: Expectation, operators: inout Int, endsAtSignedNumber: Bool = false
  ) -> Expression? {
    if let value = parseLoneValue() { return value }
    guard var left = parseProduct(what: what, operators: &operators) else { return nil }
    while let operation = binaryOperator(tight: false), !(endsAtSignedNumber && atSignedNumber) {
      let operatorToken = advance()
      // The operator's spelling is its token's text, without decoding the token.
      guard countOperator(&operators, operatorToken),
        let right = parseProduct(
          what: .valueAfterOperator(operation.rawValue), operators: &operators)
      else { return nil }
      left = .binary(operation, left, right, operator: operatorToken.range)
    }
    return left
  }

  /// `* /` over unary values: left-associative, in a loop.
  private mutating func parseProduct(what: Expectation, operators: inout Int) -> Expression? {
    guard var left = parseUnary(what: what, operators: &operators) else { return nil }
    while let operation = binaryOperator(tight: true) {
      let operatorToken = advance()
      guard countOperator(&operators, operatorToken),
        let right = parseUnary(
          what: .valueAfterOperator(operation.rawValue), operators: &operators)
      else { return nil }
      left = .binary(operation, left, right, operator: operatorToken.range)
    }
    return left
  }

  /// The operator at the current token, of the given binding.
  private func binaryOperator(tight: Bool) -> BinaryOperator? {
    switch (kind, tight) {
    case (.plus, false): return .add
    case (.minus, false): return .subtract
    case (.star, true): return .multiply
    case (.slash, true): return .divide
    default: return nil
    }
  }

  private mutating func countOperator(_ operators: inout Int, _ token: Token) -> Bool {
    operators += 1
    guard operators <= limits.maximumOperators else {
      error(
        .limitExceeded(.operators(limit: limits.maximumOperators)), at: token.range)
      return false
    }
    return true
  }

  private mutating func parseUnary(what: Expectation, operators: inout Int) -> Expression? {
    // Only the number of minus signs and where the first is are kept (no array to allocate).
    var minuses = 0
    var firstMinus = current.range
    while kind == .minus {
      let minus = advance().range
      if minuses == 0 { firstMinus = minus }
      minuses += 1
    }
    let token = current
    var expression: Expression
    switch token.kind {
    case .number:
      _ = advance()
      expression = number(token)
    case .color:
      _ = advance()
      expression = .color(colorComponents(token), range: token.range)
    case .identifier:
      // The name's text is made only before a `(` (most names are not calls).
      if let next = following, next.kind == .leftParen,
        EasingSyntax.callNames.contains(text(token))
      {
        // An easing as a value: read exactly as after `ease` (`cubic (…)` too, as a
        // function's `(` may follow a space).
        guard let easing = parseEasing() else { return nil }
        expression = .easing(easing)
        break
      }
      let name = parseDottedName()
      if kind == .leftParen {
        guard let call = parseCall(name, operators: &operators) else { return nil }
        expression = call
      } else {
        expression = .name(name)
      }
    case .leftParen:
      let open = advance().range
      guard depth < limits.maximumNesting else {
        error(.nestingTooDeep(limit: limits.maximumNesting), at: open)
        return nil
      }
      depth += 1
      defer { depth -= 1 }
      guard let inner = parseSum(what: .valueAfterParenthesis, operators: &operators) else {
        return nil
      }
      guard kind == .rightParen else {
        expected(.closingParenthesis)
        return nil
      }
      _ = advance()
      expression = .parenthesized(inner, range: range(from: open.start))
    case .invalid:
      _ = advance()
      expression = .invalid(range: token.range)
    case .keyword, .string, .lessThan, .greaterThan, .comma, .semicolon, .dot, .plus, .minus,
      .star, .slash, .rightParen, .colon, .equals, .newline, .endOfFile:
      expected(what)
      return nil
    }
    if minuses % 2 == 1 {
      expression = .negate(expression, range: firstMinus.union(expression.range))
    }
    return expression
  }

  /// `NAME(VALUE, …)`, after the name.
  private mutating func parseCall(_ name: Name, operators: inout Int) -> Expression? {
    let open = advance().range
    guard depth < limits.maximumNesting else {
      error(.nestingTooDeep(limit: limits.maximumNesting), at: open)
      return nil
    }
    depth += 1
    defer { depth -= 1 }
    if CSSColor.functions.contains(name.text) {
      guard let components = parseColorComponents(of: name, operators: &operators) else {
        return nil
      }
      return .call(name, components, range: range(from: name.range.start))
    }
    guard
      let arguments = parseList({ parser in
        parser.parseSum(what: .argumentOf(function: name.text), operators: &operators)
      })
    else { return nil }
    return .call(name, arguments, range: range(from: name.range.start))
  }

  /// The components of a CSS color function after its `(`, in either of CSS's spellings:
  /// `rgb(255 0 0 / 50%)` (spaces, and `/` before the alpha) or `rgb(255, 0, 0, 0.5)` (commas).
  /// Each component is a number, a name or a parenthesized value (`/` would be ambiguous
  /// otherwise). Consumes the `)`.
  private mutating func parseColorComponents(of name: Name, operators: inout Int)
    -> [Expression]?
  {
    var components: [Expression] = []
    var commas: Bool?
    var slashed = false
    while true {
      let what = Expectation.colorComponent(function: name.text)
      guard let component = parseUnary(what: what, operators: &operators) else { return nil }
      components.append(component)
      if kind == .rightParen {
        _ = advance()
        return components
      }
      if kind == .comma, commas != false, !slashed {
        commas = true
        _ = advance()
        continue
      }
      if kind == .slash, commas != true, !slashed, components.count == 3 {
        commas = false
        slashed = true
        _ = advance()
        continue
      }
      if kind.startsValue, commas != true, !slashed, components.count < 3 {
        commas = false
        continue
      }
      let separator =
        commas == true
        ? Expectation.commaOrClose : components.count == 3 && !slashed ? .alphaOrClose : .close
      expected(
        commas == nil ? .componentSeparator : separator,
        notes: [.cssColorSyntax(function: name.text)])
      return nil
    }
  }

  private func colorComponents(_ token: Token) -> RGBAComponents {
    let digits = file.bytes[Int(token.start) - file.base + 1..<Int(token.end) - file.base].map {
      byte -> UInt8 in
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
  private mutating func expectStatementEnd(after statement: Statement, inGroup: Bool) {
    if kind.endsStatement(inGroup: inGroup) { return }
    if previous?.kind == .invalid {
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
      if !kind.startsStatement { synchronize(inGroup: inGroup) }
      return
    }
    if case .identifier = kind {
      // Another tool's word for a modifier (`duration`), else a near miss of one.
      let word = current
      let notes: [DiagnosticNote]
      if let meant = ForeignSpelling.modifier(text(word)) {
        notes = meant == .from ? fromSpelling(of: statement) : [.meantModifier(meant.rawValue)]
      } else {
        let names = ModifierKind.allCases.map(\.rawValue)
        notes = Suggestions.nearest(to: text(word), in: names).map { [.meantModifier($0)] } ?? []
      }
      error(.expected(.modifierOrEnd, found: describe(word)), at: word.range, notes: notes)
    } else {
      expected(.endOfStatement)
    }
    synchronize(inGroup: inGroup)
  }

  /// For `opacity 0 to 1`, a change as other tools write it (at `to`): motionc's spelling,
  /// `opacity 1 from 0`. Reads the value after `to` without reporting its errors: the
  /// statement has its error at `to`, and the rest of it is skipped.
  private mutating func fromSpelling(of statement: Statement) -> [DiagnosticNote] {
    guard case .change(let change) = statement, change.setKeyword == nil, change.by == nil,
      !change.modifiers.contains(where: { $0.kind == .from })
    else { return [] }
    _ = advance()
    let reported = diagnostics
    let target = parseExpression(what: .value)
    diagnostics = reported
    guard let target else { return [] }
    // A value too long to quote gets no spelling.
    let quoted = [change.subject.range, change.value.range, target.range]
    guard quoted.allSatisfy({ $0.end - $0.start <= 60 }) else { return [] }
    return [
      .targetThenFrom(
        subject: file.text(change.subject.range), target: file.text(target.range),
        start: file.text(change.value.range))
    ]
  }

  /// Skips to the end of the current statement, stepping over whole `< … >` groups and over
  /// the `,` and `;` between a call's parentheses (`cubic(0.2, 0, 0, 1)` is one piece of a
  /// statement, not three statements). A line end always ends the statement.
  private mutating func synchronize(inGroup: Bool) {
    var open = 0
    var parentheses = 0
    while kind != .endOfFile {
      let insideCall = parentheses > 0 && (kind == .comma || kind == .semicolon)
      if open == 0 && !insideCall && kind.endsStatement(inGroup: inGroup) { return }
      let token = advance()
      if token.kind == .lessThan { open += 1 }
      if token.kind == .greaterThan { open = max(open - 1, 0) }
      if token.kind == .leftParen { parentheses += 1 }
      if token.kind == .rightParen { parentheses = max(parentheses - 1, 0) }
      if token.kind == .newline { parentheses = 0 }
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
