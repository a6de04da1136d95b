/// A comment as written (`# …` or `// …`), for the formatter, which must keep comments that
/// the lexer skips.
struct SourceComment: Hashable, Sendable {
  /// The comment's positions, from `#` or `//` to the end of its line, without trailing
  /// spaces, tabs and `\r`.
  var range: SourceRange
  /// Whether a token comes before it on its line (`moveX 20  # note`), rather than the
  /// comment being alone on its line.
  var isTrailing: Bool
}

/// Recovers the comments of a file from the gaps between its tokens.
///
/// The lexer skips comments to keep its hot path fast, so they are found here instead: the
/// bytes between two tokens can only be spaces, tabs, `\r`, line breaks and comments (anything
/// else would have been a token), so in a gap every `#` and every `//` starts a comment.
enum SourceComments {
  /// Every comment of `file`, in source order. `tokens` are the file's tokens, as
  /// ``Lexer/tokenize(_:)`` gives them.
  static func scan(_ file: SourceFile, tokens: [Token]) -> [SourceComment] {
    let bytes = file.bytes
    var comments: [SourceComment] = []
    var index = file.contentStart
    // Whether a token has been seen on the current line.
    var lineHasToken = false
    for token in tokens {
      let gapEnd = min(max(Int(token.start) - file.base, index), bytes.count)
      while index < gapEnd {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
          lineHasToken = false
          index += 1
        } else if byte == UInt8(ascii: "#")
          || (byte == UInt8(ascii: "/") && index + 1 < gapEnd
            && bytes[index + 1] == UInt8(ascii: "/"))
        {
          let start = index
          while index < gapEnd, bytes[index] != UInt8(ascii: "\n") { index += 1 }
          var end = index
          while end > start, isTrailingSpace(bytes[end - 1]) { end -= 1 }
          comments.append(
            SourceComment(
              range: SourceRange(start: file.base + start, end: file.base + end),
              isTrailing: lineHasToken))
        } else {
          index += 1
        }
      }
      switch token.kind {
      case .newline:
        lineHasToken = false
      case .endOfFile:
        break
      case .identifier, .keyword, .number, .color, .string, .lessThan, .greaterThan, .comma,
        .semicolon, .dot, .plus, .minus, .star, .slash, .leftParen, .rightParen, .colon, .equals,
        .invalid:
        lineHasToken = true
      }
      index = max(index, Int(token.end) - file.base)
    }
    return comments
  }

  private static func isTrailingSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }
}
