/// What each kind of token can do in the grammar: the one place that lists the kinds, so the
/// parser asks a question (`kind.startsValue`) instead of spelling out twenty cases each time.
extension TokenKind {
  /// A line break or the end of the file: ends a statement anywhere.
  var endsLine: Bool {
    switch self {
    case .newline, .endOfFile: return true
    case .identifier, .keyword, .number, .color, .string, .lessThan, .greaterThan, .comma,
      .semicolon, .dot, .plus, .minus, .star, .slash, .leftParen, .rightParen, .colon, .equals,
      .invalid:
      return false
    }
  }

  /// `,` `;` or `>`: ends a statement inside a group (and is a mistake after one outside).
  var endsStatementInGroup: Bool {
    switch self {
    case .comma, .semicolon, .greaterThan: return true
    case .identifier, .keyword, .number, .color, .string, .lessThan, .dot, .plus, .minus, .star,
      .slash, .leftParen, .rightParen, .colon, .equals, .newline, .endOfFile, .invalid:
      return false
    }
  }

  /// Whether the token ends a statement: a line end, and inside a group `,` `;` `>` too.
  func endsStatement(inGroup: Bool) -> Bool {
    endsLine || (inGroup && endsStatementInGroup)
  }

  /// Whether a statement can start here: a name (a change), or a keyword that is not only a
  /// modifier (`wait` and `repeat` are both).
  var startsStatement: Bool {
    switch self {
    case .identifier: return true
    case .keyword(let keyword):
      return keyword.modifier == nil || keyword == .wait || keyword == .repeat
    case .number, .color, .string, .lessThan, .greaterThan, .comma, .semicolon, .dot, .plus,
      .minus, .star, .slash, .leftParen, .rightParen, .colon, .equals, .newline, .endOfFile,
      .invalid:
      return false
    }
  }

  /// Whether a value can start here: a number, a color, a name, `-` or `(` (or a malformed
  /// token, which already has its error).
  var startsValue: Bool {
    switch self {
    case .number, .color, .identifier, .minus, .leftParen, .invalid: return true
    case .keyword, .string, .lessThan, .greaterThan, .comma, .semicolon, .dot, .plus, .star,
      .slash, .rightParen, .colon, .equals, .newline, .endOfFile:
      return false
    }
  }

  /// Whether the token, after a number or a name, makes it more than that value: an operator,
  /// a call's `(`, or a dotted name's `.`, number (`.100`) or `-`.
  var continuesLoneValue: Bool {
    switch self {
    case .plus, .minus, .star, .slash, .leftParen, .dot, .number: return true
    case .identifier, .keyword, .color, .string, .lessThan, .greaterThan, .comma, .semicolon,
      .rightParen, .colon, .equals, .newline, .endOfFile, .invalid:
      return false
    }
  }

  /// A word: a name or a reserved word.
  var isWord: Bool {
    switch self {
    case .identifier, .keyword: return true
    case .number, .color, .string, .lessThan, .greaterThan, .comma, .semicolon, .dot, .plus,
      .minus, .star, .slash, .leftParen, .rightParen, .colon, .equals, .newline, .endOfFile,
      .invalid:
      return false
    }
  }

  /// A keyword that starts a modifier (`over`, `ease`, `wait`, …).
  var isModifierKeyword: Bool {
    guard case .keyword(let keyword) = self else { return false }
    return keyword.modifier != nil
  }
}
