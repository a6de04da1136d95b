/// Turns a source file's UTF-8 bytes into tokens.
///
/// The lexer scans bytes, never `Character`s: every token is a kind plus a byte range, and
/// numbers, colors and names are decoded later from their bytes only when needed. Malformed
/// input produces a diagnostic and an `.invalid` token, and scanning goes on.
public struct Lexer {
  private let bytes: [UInt8]
  /// Where scanning stops: the end of the bytes, or of the statements a pass reads again.
  private var end: Int
  private var diagnostics = DiagnosticBag()
  /// Whether ``run(from:into:upTo:)`` has looked at the file's start.
  private var hasStarted = false
  private let keywords = KeywordTable.shared

  /// Tokens and lexical diagnostics for `file`. The last token is always `.endOfFile`.
  public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    var stream = Stream(file)
    var tokens: [Token] = []
    tokens.reserveCapacity(file.bytes.count / 4)
    let diagnostics = stream.lex(into: &tokens, upTo: Int.max)
    return (tokens, diagnostics)
  }

  /// A file's tokens a batch at a time, for a parser that needs only the few around the one
  /// it reads: the file's tokens are never all in memory at once. The tokens and diagnostics
  /// are those ``tokenize(_:)`` gives, in the same order.
  struct Stream {
    private var lexer: Lexer
    /// Where scanning goes on.
    private var position: Int
    /// What the file's positions add to an index into its bytes.
    private let base: Int
    /// Whether the `.endOfFile` token has been handed out.
    private(set) var isFinished = false

    /// Ready to lex `file` from its start.
    init(_ file: SourceFile) {
      lexer = Lexer(bytes: file.bytes)
      position = file.contentStart
      base = file.base
    }

    /// Ready to lex the part of `file` in `range` (positions of the compilation, from where a
    /// top-level statement starts to where one ends, so the bytes around it change no token
    /// in it), for a pass that reads some statements of the file again; the file ends there
    /// as far as the stream is concerned. The file's start was checked when it was first
    /// lexed: nothing here reports its encoding again.
    init(_ file: SourceFile, in range: SourceRange) {
      lexer = Lexer(bytes: file.bytes)
      lexer.hasStarted = true
      lexer.end = min(max(range.end - file.base, file.contentStart), file.bytes.count)
      position = min(max(range.start - file.base, file.contentStart), lexer.end)
      base = file.base
    }

    /// A stream with nothing left to hand out (for a parser given all of a file's tokens).
    static var finished: Stream {
      var stream = Stream(SourceFile(path: "", bytes: []))
      stream.isFinished = true
      return stream
    }

    /// Appends the file's next tokens to `tokens` until it holds `limit` tokens or the file
    /// ends (the last token appended is then `.endOfFile`), and returns the lexical
    /// diagnostics of the tokens appended. `tokens` must end with the token appended last
    /// (its previous tokens may have been removed): a line break is one token however many
    /// follow one another.
    mutating func lex(into tokens: inout [Token], upTo limit: Int) -> [Diagnostic] {
      guard !isFinished else { return [] }
      let first = tokens.count
      isFinished = lexer.run(from: &position, into: &tokens, upTo: limit)
      var diagnostics = lexer.diagnostics.diagnostics
      lexer.diagnostics = DiagnosticBag()
      // The scan works on indexes into the file's bytes; tokens and diagnostics carry positions.
      if base != 0 {
        let shift = UInt32(truncatingIfNeeded: base)
        for index in first..<tokens.count {
          tokens[index].start &+= shift
          tokens[index].end &+= shift
        }
        for index in diagnostics.indices { diagnostics[index].shift(by: base) }
      }
      return diagnostics
    }
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    end = bytes.count
  }

  /// Scans from `position` until `tokens` holds `limit` tokens or the bytes end; returns whether
  /// they ended (the `.endOfFile` token is then appended).
  private mutating func run(from position: inout Int, into tokens: inout [Token], upTo limit: Int)
    -> Bool
  {
    // In UTF-16 every other byte would be an error of its own: one error says what it is.
    if !hasStarted {
      hasStarted = true
      if let encoding = Self.utf16ByteOrderMark(bytes) {
        diagnostics.add(
          .invalidUTF8(byte: bytes[0]), at: SourceRange(start: 0, end: 1),
          notes: [.savedWithByteOrderMark(encoding: encoding)])
        tokens.append(Token(kind: .endOfFile, start: bytes.count, end: bytes.count))
        return true
      }
      if let (encoding, nul) = Self.utf16WithoutByteOrderMark(bytes) {
        diagnostics.add(
          .unexpectedCharacter("\\u{0}", meant: nil), at: SourceRange(start: nul, end: nul + 1),
          notes: [.savedAsUTF16(encoding: encoding)])
        tokens.append(Token(kind: .endOfFile, start: bytes.count, end: bytes.count))
        return true
      }
    }
    // The scan reads the bytes through one buffer pointer, which has no bounds check of its
    // own: every index it reads is first checked against `end` (at most the count) or the
    // count, as the array's subscript would check it.
    let file = bytes
    return file.withUnsafeBufferPointer { bytes in
      scan(bytes, from: &position, into: &tokens, upTo: limit)
    }
  }

  /// ``run(from:into:upTo:)`` past the file's start: scans `bytes` (the file's) from
  /// `resume`.
  private mutating func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, from resume: inout Int, into tokens: inout [Token],
    upTo limit: Int
  ) -> Bool {
    withUnsafeTemporaryAllocation(of: Token.self, capacity: 256) { buffer in
      // A local position, kept in a register rather than written back at every token.
      var position = resume
      defer { resume = position }
      var sink = TokenSink(buffer, after: tokens.last?.kind)
      let room = limit - tokens.count
      let count = end
      while position < count, sink.total < room {
        sink.makeRoom(in: &tokens)
        var byte = bytes[position]
        // Spaces before a token are skipped in the token's turn of the loop, not one of their
        // own (the space case below still takes tabs, carriage returns and spaces after them).
        if byte == UInt8(ascii: " ") {
          position += 1
          while position < count, bytes[position] == UInt8(ascii: " ") { position += 1 }
          guard position < count else { break }
          byte = bytes[position]
        }
        let tokenStart = position
        // A word, the commonest token, is tested for first: the switch below reaches letters
        // only after a chain of tests for the other cases.
        if (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") {
          // The common word is scanned here, not by a call (whose cost was a sixth of a
          // word's); `scanWord` scans a possible `jump-…` again.
          let end = Self.wordEnd(bytes, from: position + 1)
          if end - position == 4, end < bytes.count, bytes[end] == UInt8(ascii: "-") {
            position = scanWord(bytes, from: position, into: &sink)
          } else {
            sink.append(Token(kind: keywords.kind(bytes, position, end), start: position, end: end))
            position = end
          }
          continue
        }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          // A run of spaces (an indentation) in one go rather than a turn of the loop each.
          position += 1
          while position < count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        case UInt8(ascii: "\n"):
          position += 1
          if let last = sink.lastKind, last != .newline {
            sink.append(Token(kind: .newline, start: tokenStart, end: position))
          }
        case UInt8(ascii: "#"):
          let next = position + 1 < count ? bytes[position + 1] : UInt8(ascii: "\n")
          if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n")
            || next == UInt8(ascii: "\r")
          {
            position = endOfLine(bytes, from: position)
          } else {
            position = scanColor(from: position, into: &sink)
          }
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          position = scanNumber(bytes, from: position, into: &sink)
        case UInt8(ascii: "."):
          if position + 1 < count, isDigit(bytes[position + 1]) {
            position = scanNumber(bytes, from: position, into: &sink)
          } else {
            position += 1
            sink.append(Token(kind: .dot, start: tokenStart, end: position))
          }
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "_"):
          // Words are scanned above.
          position = scanWord(bytes, from: position, into: &sink)
        case UInt8(ascii: "\""):
          position = scanString(from: position, into: &sink)
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: ";"),
          UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
          UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"), UInt8(ascii: "="):
          // `//` is tested here rather than by a `where` case of its own, which would keep the
          // switch from being one jump on the byte.
          if byte == UInt8(ascii: "/"), position + 1 < count,
            bytes[position + 1] == UInt8(ascii: "/")
          {
            position = endOfLine(bytes, from: position)
          } else {
            position += 1
            sink.append(Token(kind: Self.punctuation(byte), start: tokenStart, end: position))
          }
        default:
          position = scanUnexpected(from: position, into: &sink)
        }
      }
      sink.flush(into: &tokens)
      guard position >= count else { return false }
      if tokens.last?.kind != .newline, !tokens.isEmpty {
        tokens.append(Token(kind: .newline, start: count, end: count))
      }
      tokens.append(Token(kind: .endOfFile, start: count, end: count))
      return true
    }
  }

  /// Where the word going on at `start` ends: the first byte from `start` on that is not a
  /// letter, a digit or `_`, or the end of the bytes. Eight bytes are tested at once.
  @inline(__always)
  private static func wordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var position = start
    if let base = bytes.baseAddress {
      // In bounds: each load reads the 8 bytes from `position`, all under the count.
      while position <= bytes.count &- 8 {
        let others = nonWordBytes(
          UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)))
        if others != 0 { return position &+ others.trailingZeroBitCount &>> 3 }
        position &+= 8
      }
    }
    while position < bytes.count, isWordByte(bytes[position]) { position += 1 }
    return position
  }

  /// The high bit of each byte of `word` that ``isWordByte(_:)`` rejects, all 8 bytes tested at
  /// once. A byte of 0x80 or more is one; the others are compared as 7-bit values, to which no
  /// sum below adds more than 0x7F, so no sum carries into the next byte.
  @inline(__always)
  static func nonWordBytes(_ word: UInt64) -> UInt64 {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let seven = word & 0x7F7F_7F7F_7F7F_7F7F
    let lower = seven | 0x2020_2020_2020_2020
    // The high bit set where the byte is at least the bound: 0x80 - bound is added.
    let letters = (lower &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(lower &+ 0x0505_0505_0505_0505)
    let digits = (seven &+ 0x5050_5050_5050_5050) & ~(seven &+ 0x4646_4646_4646_4646)
    // An underscore is the byte whose difference from `_` is 0, the one that adds to 0x7F
    // without reaching 0x80.
    let underscores = ~((seven ^ 0x5F5F_5F5F_5F5F_5F5F) &+ 0x7F7F_7F7F_7F7F_7F7F)
    return ~(letters | digits | underscores) & highBits | word & highBits
  }

  /// `UTF-16LE` or `UTF-16BE` when the bytes start with that byte-order mark.
  private static func utf16ByteOrderMark(_ bytes: [UInt8]) -> String? {
    guard bytes.count >= 2 else { return nil }
    switch (bytes[0], bytes[1]) {
    case (0xFF, 0xFE): return "UTF-16LE"
    case (0xFE, 0xFF): return "UTF-16BE"
    default: return nil
    }
  }

  /// `UTF-16LE` or `UTF-16BE` and the offset of the first NUL byte, when the file starts with
  /// an ASCII character in UTF-16 (a NUL byte, which no spec has, beside an ASCII one).
  private static func utf16WithoutByteOrderMark(_ bytes: [UInt8]) -> (String, Int)? {
    guard bytes.count >= 2 else { return nil }
    switch (bytes[0], bytes[1]) {
    case (0x01..<0x80, 0): return ("UTF-16LE", 1)
    case (0, 0x01..<0x80): return ("UTF-16BE", 0)
    default: return nil
    }
  }

  private static func punctuation(_ byte: UInt8) -> TokenKind {
    switch byte {
    case UInt8(ascii: "<"): return .lessThan
    case UInt8(ascii: ">"): return .greaterThan
    case UInt8(ascii: ","): return .comma
    case UInt8(ascii: ";"): return .semicolon
    case UInt8(ascii: "+"): return .plus
    case UInt8(ascii: "-"): return .minus
    case UInt8(ascii: "*"): return .star
    case UInt8(ascii: "/"): return .slash
    case UInt8(ascii: "("): return .leftParen
    case UInt8(ascii: ")"): return .rightParen
    case UInt8(ascii: "="): return .equals
    default: return .colon
    }
  }

  /// Skips a comment: everything up to (not including) the line break. Any bytes are allowed
  /// in comments, even invalid UTF-8.
  private func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var position = start
    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
    return position
  }

  private mutating func scanWord(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into sink: inout TokenSink
  ) -> Int {
    var position = start + 1
    while position < bytes.count, isWordByte(bytes[position]) { position += 1 }
    // `jump-start`, `jump-end`, `jump-none`, `jump-both`: the one hyphenated spelling.
    if position - start == 4, position < bytes.count, bytes[position] == UInt8(ascii: "-"),
      bytes[start] == UInt8(ascii: "j"), matches(bytes, start, "jump")
    {
      var end = position + 1
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      let suffixStart = position + 1
      let found: Bool
      switch end - suffixStart {
      case 3: found = matches(bytes, suffixStart, "end")
      case 4: found = matches(bytes, suffixStart, "none") || matches(bytes, suffixStart, "both")
      case 5: found = matches(bytes, suffixStart, "start")
      default: found = false
      }
      if found {
        sink.append(Token(kind: .identifier, start: start, end: end))
        return end
      }
    }
    sink.append(Token(kind: keywords.kind(bytes, start, position), start: start, end: position))
    return position
  }

  private func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString)
    -> Bool
  {
    let length = word.utf8CodeUnitCount
    guard start + length <= bytes.count else { return false }
    return word.withUTF8Buffer { word in
      for index in 0..<length where bytes[start + index] != word[index] { return false }
      return true
    }
  }

  /// A number: digits with an optional fraction and exponent, then an optional unit.
  private mutating func scanNumber(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into sink: inout TokenSink
  ) -> Int {
    var position = start
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    if position < bytes.count, bytes[position] == UInt8(ascii: "."),
      position + 1 < bytes.count, isDigit(bytes[position + 1])
    {
      position += 1
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    // An exponent only when digits follow: `1e3`, `1e-3`; `1em` is a number with a unit.
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    {
      var next = position + 1
      if next < bytes.count, bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-") {
        next += 1
      }
      if next < bytes.count, isDigit(bytes[next]) {
        position = next
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
      }
    }
    let unitStart = position
    if position < bytes.count, bytes[position] == UInt8(ascii: "%") {
      position += 1
    } else {
      while position < bytes.count, isWordByte(bytes[position]) { position += 1 }
    }
    // A second decimal point (`1.2.3`) makes the whole thing malformed.
    if position < bytes.count, bytes[position] == UInt8(ascii: "."), position + 1 < bytes.count,
      isDigit(bytes[position + 1])
    {
      var end = position + 1
      while end < bytes.count, isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
        end += 1
      }
      let range = SourceRange(start: start, end: end)
      diagnostics.add(.malformedNumber(text(range)), at: range)
      sink.append(Token(kind: .invalid, start: start, end: end))
      return end
    }
    if position > unitStart, NumberLiteral.unit(bytes, unitStart, position) == nil {
      let range = SourceRange(start: unitStart, end: position)
      diagnostics.add(
        .unknownUnit(text(range)), at: range,
        notes: [.knownUnits])
      sink.append(Token(kind: .invalid, start: start, end: position))
      return position
    }
    sink.append(Token(kind: .number, start: start, end: position))
    return position
  }

  /// A color: `#` and hex digits. Letters or digits that are not valid make it malformed.
  private mutating func scanColor(from start: Int, into sink: inout TokenSink) -> Int {
    var position = start + 1
    var allHex = true
    while position < bytes.count, isWordByte(bytes[position]) {
      if !isHexDigit(bytes[position]) { allHex = false }
      position += 1
    }
    let digits = position - start - 1
    if allHex && (digits == 3 || digits == 6 || digits == 8) {
      sink.append(Token(kind: .color, start: start, end: position))
      return position
    }
    if digits == 0 {
      // `#` followed by punctuation or a non-ASCII character.
      let range = SourceRange(start: start, end: start + 1)
      diagnostics.add(
        .malformedColor("#"), at: range,
        notes: [.commentNeedsSpace])
      sink.append(Token(kind: .invalid, start: start, end: start + 1))
      return start + 1
    }
    let range = SourceRange(start: start, end: position)
    var notes: [DiagnosticNote] = []
    if !allHex {
      notes.append(.commentNeedsSpaceBefore(text(SourceRange(start: start + 1, end: position))))
    }
    diagnostics.add(.malformedColor(text(range)), at: range, notes: notes)
    sink.append(Token(kind: .invalid, start: start, end: position))
    return position
  }

  /// A string: `"…"` on one line, with `\"` and `\\` escapes.
  private mutating func scanString(from start: Int, into sink: inout TokenSink) -> Int {
    var position = start + 1
    var valid = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        sink.append(Token(kind: valid ? .string : .invalid, start: start, end: position + 1))
        return position + 1
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte == UInt8(ascii: "\\") {
        let next = position + 1 < bytes.count ? bytes[position + 1] : 0
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
          position += 2
          continue
        }
        let length =
          next >= 0x80
          ? utf8Length(at: position + 1) : (next == 0 || next == UInt8(ascii: "\n") ? 0 : 1)
        let range = SourceRange(start: position, end: position + 1 + length)
        diagnostics.add(.invalidEscape(text(range)), at: range)
        valid = false
        position += 1 + length
        continue
      }
      if byte >= 0x80 {
        let length = utf8Length(at: position)
        if length == 0 {
          diagnostics.add(
            .invalidUTF8(byte: byte), at: SourceRange(start: position, end: position + 1))
          valid = false
          position += 1
        } else {
          position += length
        }
        continue
      }
      position += 1
    }
    diagnostics.add(.unterminatedString, at: SourceRange(start: start, end: start + 1))
    sink.append(Token(kind: .invalid, start: start, end: position))
    return position
  }

  /// Bytes that start no token: one error for the whole run of them (so a binary file gives
  /// one error per line, not one per byte), naming its first character or bad byte.
  private mutating func scanUnexpected(from start: Int, into sink: inout TokenSink) -> Int {
    let byte = bytes[start]
    let firstLength = byte < 0x80 ? 1 : utf8Length(at: start)
    var position = start + max(firstLength, 1)
    let first = SourceRange(start: start, end: start + firstLength)
    var meant = firstLength > 1 ? Self.asciiLookalike(of: text(first)) : nil
    // A lookalike stands alone, so that its fix-it replaces just it.
    while meant == nil, position < bytes.count, Self.startsNoToken(bytes[position]) {
      position += max(bytes[position] < 0x80 ? 1 : utf8Length(at: position), 1)
    }
    position = min(position, bytes.count)
    // A brace on its own, as other tools put around a block: motionc's `<` or `>`.
    var notes: [DiagnosticNote] = []
    if meant == nil, position == first.end, let bracket = ForeignSpelling.character(text(first)) {
      meant = bracket
      notes = [.blockBetweenAngleBrackets]
    }
    let range = SourceRange(start: start, end: position)
    if firstLength == 0 {
      diagnostics.add(.invalidUTF8(byte: byte), at: SourceRange(start: start, end: start + 1))
    } else {
      diagnostics.add(
        .unexpectedCharacter(displayCharacter(first), meant: meant), at: range, notes: notes)
    }
    sink.append(Token(kind: .invalid, start: start, end: position))
    return position
  }

  /// The ASCII character that `character` is mistaken for when text is pasted from a word
  /// processor or a design tool: typographic minus signs and dashes, curly double quotes, the
  /// multiplication sign, full-width brackets and punctuation.
  static func asciiLookalike(of character: String) -> String? {
    switch character {
    case "\u{2212}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{FE63}",
      "\u{FF0D}":
      return "-"
    case "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{FF02}": return "\""
    case "\u{00D7}": return "x"
    case "\u{FF0B}": return "+"
    case "\u{2039}", "\u{FF1C}", "\u{2329}", "\u{27E8}": return "<"
    case "\u{203A}", "\u{FF1E}", "\u{232A}", "\u{27E9}": return ">"
    case "\u{FF08}": return "("
    case "\u{FF09}": return ")"
    case "\u{FF0C}": return ","
    case "\u{FF1B}": return ";"
    case "\u{FF1A}": return ":"
    case "\u{FF1D}": return "="
    case "\u{FF0A}", "\u{2217}": return "*"
    case "\u{2044}", "\u{2215}", "\u{FF0F}": return "/"
    default: return nil
    }
  }

  /// Whether `byte` falls to the `default` branch of the scanner's switch.
  private static func startsNoToken(_ byte: UInt8) -> Bool {
    if byte >= 0x80 { return true }
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
      UInt8(ascii: "#"), UInt8(ascii: "."), UInt8(ascii: "\""), UInt8(ascii: "_"),
      UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"), UInt8(ascii: "="),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return false
    default:
      return true
    }
  }

  /// The character at `range` as a message shows it: escaped as `\u{…}` when it cannot be
  /// seen (a control, a format character such as a byte-order mark or a zero-width space, a
  /// space other than ` `), as itself otherwise.
  private func displayCharacter(_ range: SourceRange) -> String {
    let text = text(range)
    guard let scalar = text.unicodeScalars.first else { return text }
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse,
      .unassigned, .surrogate:
      return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      return text
    @unknown default:
      return text
    }
  }

  /// The length of the valid UTF-8 sequence at `position`, or 0 if it is not valid.
  private func utf8Length(at position: Int) -> Int {
    let lead = bytes[position]
    let length: Int
    let minimum: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      minimum = 0x80
    case 0xE0...0xEF:
      length = 3
      minimum = 0x800
    case 0xF0...0xF4:
      length = 4
      minimum = 0x10000
    default: return 0
    }
    guard position + length <= bytes.count else { return 0 }
    var scalar = UInt32(lead) & (0x7F >> UInt32(length))
    for index in 1..<length {
      let continuation = bytes[position + index]
      guard continuation & 0xC0 == 0x80 else { return 0 }
      scalar = scalar << 6 | UInt32(continuation & 0x3F)
    }
    guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
      return 0
    }
    return length
  }

  private func text(_ range: SourceRange) -> String {
    String(decoding: bytes[range.start..<range.end], as: UTF8.self)
  }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool {
  byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

@inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
  isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
}

@inline(__always) func isWordByte(_ byte: UInt8) -> Bool {
  let lower = byte | 0x20
  return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || isDigit(byte)
    || byte == UInt8(ascii: "_")
}
