/// The kinds of token the lexer produces.
public enum TokenKind: Hashable, Sendable {
  /// A name: a letter or `_`, then letters, digits and `_` (also `jump-start` and friends).
  case identifier
  /// A reserved word.
  case keyword(Keyword)
  /// A number, with its unit if one is written right after it (`0.5s`, `50%`).
  case number
  /// A color literal: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  case color
  /// A string literal in double quotes.
  case string
  case lessThan
  case greaterThan
  case comma
  case semicolon
  case dot
  case plus
  case minus
  case star
  case slash
  case leftParen
  case rightParen
  case colon
  /// `=`, for `let` and parameter defaults (a later version).
  case equals
  /// One or more line breaks (comments and blank lines between them included).
  case newline
  /// The end of the file.
  case endOfFile
  /// Something malformed that already has an error; the parser accepts it silently.
  case invalid
}

/// The reserved words. Property, easing and element names are not reserved.
public enum Keyword: String, CaseIterable, Hashable, Sendable {
  case target, initial, set, wait
  case merge, sequence, stagger, `repeat`, forever, yoyo
  case over, delay, ease, from, by, `in`
  case `let`, defaults, motion, play, on, `import`, seed
  case drift, within, speed, `for`, heading, reduced
}

/// A token: its kind and the byte range of its text.
public struct Token: Hashable, Sendable {
  public var kind: TokenKind
  public var start: UInt32
  public var end: UInt32

  public init(kind: TokenKind, start: Int, end: Int) {
    self.kind = kind
    self.start = UInt32(truncatingIfNeeded: start)
    self.end = UInt32(truncatingIfNeeded: end)
  }

  public var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }
}

/// The units a number may carry.
public enum NumberUnit: String, CaseIterable, Hashable, Sendable {
  case none = ""
  case seconds = "s"
  case milliseconds = "ms"
  case degrees = "deg"
  case radians = "rad"
  case turns = "turn"
  case points = "pt"
  case pixels = "px"
  case percent = "%"
}

extension Array where Element == Token {
  /// The index of the first token that starts at or after `position` (`count` if none): a
  /// binary search, tokens being in position order.
  func firstIndex(startingAtOrAfter position: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if Int(self[middle].start) < position { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
