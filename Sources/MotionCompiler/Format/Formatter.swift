/// What formatting a file gives.
public enum FormatResult: Sendable {
  /// The file in canonical layout (UTF-8, `\n` line ends, no byte-order mark).
  case formatted([UInt8])
  /// The file has errors found before meaning (lexical or syntax errors, or it is too large),
  /// so it is not formatted.
  case errors([Diagnostic])
  /// The layout would not have parsed to the same syntax tree: a bug in motionc, reported
  /// rather than risk changing what the file means.
  case unsafe(UnsafeLayout)

  /// The formatted text, when there is one.
  public var text: String? {
    guard case .formatted(let bytes) = self else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Puts a `.motion` file in its one canonical layout (`motionc fmt`; the rules are in
/// grammar.md, section 4.4).
///
/// Design: the file is parsed, and the syntax tree printed again line by line
/// (``LayoutPrinter``), so the layout never depends on how the file was spaced. Comments,
/// which the lexer skips, are recovered from the gaps between tokens (``SourceComments``) and
/// put back next to the code they followed (trailing) or preceded (on their own line). A file
/// with lexical or syntax errors is not formatted. The output is parsed again and its tree
/// compared with the input's, positions aside: a layout that would change the meaning is
/// refused, never written.
///
/// Memory: the file is parsed one top-level statement at a time (``Parser/StatementStream``),
/// each laid out and let go, and the check parses the input and the output side by side the
/// same way, comparing each pair of statements: no whole syntax tree is ever in memory, only
/// the tokens, the lines and the text.
public enum Formatter {
  /// The canonical layout of `file`.
  public static func format(_ file: SourceFile, limits: Limits = Limits()) -> FormatResult {
    if file.bytes.count > limits.maximumFileSize {
      return .errors([
        Diagnostic(
          .fileTooLarge(size: file.bytes.count, limit: limits.maximumFileSize),
          at: SourceRange(start: file.base, end: file.base))
      ])
    }
    let output: [UInt8]
    switch layout(file, limits: limits) {
    case .success(let (lines, code)): output = render(lines, code: code, file: file)
    case .failure(let errors): return .errors(errors.diagnostics)
    }
    return check(output, against: file, limits: limits).map { .unsafe($0) } ?? .formatted(output)
  }

  /// A file's lexical or syntax errors.
  private struct SyntaxErrors: Error {
    var diagnostics: [Diagnostic]
  }

  /// The file's lines in canonical layout, comments placed, and the code they show, or its
  /// errors. Its tokens are released when this returns; its statements as soon as each is
  /// laid out.
  private static func layout(_ file: SourceFile, limits: Limits) -> Result<
    ([FormattedLine], [UInt8]), SyntaxErrors
  > {
    var statements = Parser.StatementStream(file, limits: limits)
    let tokens = statements.tokens
    var printer = LayoutPrinter(file: file, tokens: tokens)
    while let statement = statements.next() { printer.layout(statement, depth: 0) }
    let diagnostics = statements.diagnostics
    if diagnostics.contains(where: { $0.severity == .error }) {
      return .failure(SyntaxErrors(diagnostics: diagnostics))
    }
    let lines = placeComments(
      SourceComments.scan(file, tokens: tokens), in: printer.lines, shown: printer.shown,
      tokens: tokens)
    return .success((lines, printer.code))
  }

  /// Why `output` may not replace `file`, or `nil` when it parses to the same tree, positions
  /// aside (``SyntaxShape``). Both are parsed side by side, a statement of each at a time.
  private static func check(_ output: [UInt8], against file: SourceFile, limits: Limits)
    -> UnsafeLayout?
  {
    var input = Parser.StatementStream(file, limits: limits)
    var reparsed = Parser.StatementStream(
      SourceFile(path: file.path, bytes: output), limits: limits)
    var changesMeaning = false
    while true {
      let old = input.next()
      let new = reparsed.next()
      if old == nil && new == nil { break }
      // After a difference the output is still read to its end, for its errors.
      if !changesMeaning {
        changesMeaning = old.map(SyntaxShape.normalized) != new.map(SyntaxShape.normalized)
      }
    }
    if reparsed.diagnostics.contains(where: { $0.severity == .error }) { return .wouldNotParse }
    return changesMeaning ? .wouldChangeMeaning : nil
  }

  // MARK: Comments

  /// The lines with every comment put back: a trailing comment at the end of the line that
  /// shows the token before it, a comment on its own line before the line that shows the token
  /// after it (at that line's indentation, or one level in before a body's `>`).
  private static func placeComments(
    _ comments: [SourceComment], in code: [FormattedLine],
    shown: [(range: SourceRange, line: Int)], tokens: [Token]
  ) -> [FormattedLine] {
    guard !comments.isEmpty else { return code }
    // In source order already unless modifiers were put in canonical order: not copied then.
    let inOrder = zip(shown, shown.dropFirst()).allSatisfy { $0.range.start <= $1.range.start }
    let shown = inOrder ? shown : shown.sorted { $0.range.start < $1.range.start }
    /// The line showing the token at `position`, if any shows it.
    func line(showing position: Int) -> Int? {
      var low = 0
      var high = shown.count
      while low < high {
        let middle = (low + high) / 2
        if shown[middle].range.start <= position { low = middle + 1 } else { high = middle }
      }
      guard low > 0, position < shown[low - 1].range.end else { return nil }
      return shown[low - 1].line
    }

    var trailing = [[SourceRange]](repeating: [], count: code.count)
    var before = [[SourceRange]](repeating: [], count: code.count)
    var atEnd: [SourceRange] = []
    for comment in comments {
      if comment.isTrailing {
        var index = tokens.firstIndex(startingAtOrAfter: comment.range.start) - 1
        while index >= 0, line(showing: Int(tokens[index].start)) == nil { index -= 1 }
        if index >= 0, let target = line(showing: Int(tokens[index].start)) {
          trailing[target].append(comment.range)
          continue
        }
      }
      var index = tokens.firstIndex(startingAtOrAfter: comment.range.end)
      while index < tokens.count, line(showing: Int(tokens[index].start)) == nil { index += 1 }
      if index < tokens.count, let target = line(showing: Int(tokens[index].start)) {
        before[target].append(comment.range)
      } else {
        atEnd.append(comment.range)
      }
    }

    var lines: [FormattedLine] = []
    lines.reserveCapacity(code.count + comments.count)
    func commentLine(_ range: SourceRange, depth: Int) -> FormattedLine {
      FormattedLine(comment: range, depth: depth)
    }
    for (index, var line) in code.enumerated() {
      let depth = line.kind == .closing ? line.depth + 1 : line.depth
      lines += before[index].map { commentLine($0, depth: depth) }
      line.comment = trailing[index].first
      lines.append(line)
      // Two trailing comments cannot share a line; the second goes on its own line after it.
      let after = line.kind == .opening ? line.depth + 1 : line.depth
      lines += trailing[index].dropFirst().map { commentLine($0, depth: after) }
    }
    lines += atEnd.map { commentLine($0, depth: 0) }
    return lines
  }

  // MARK: Text

  /// The lines as bytes: blank lines kept where the source had one (at most one, none just
  /// inside `< … >`), trailing comments of consecutive lines aligned two spaces after the
  /// longest code among them, `\n` after every line.
  private static func render(_ lines: [FormattedLine], code: [UInt8], file: SourceFile)
    -> [UInt8]
  {
    let blankBefore = lines.indices.map { index in
      index > 0 && lines[index].kind != .closing && lines[index - 1].kind != .opening
        && hasBlankLine(before: lines[index].anchor, in: file)
    }
    let width = lines.map(\.width)
    // The column of each trailing comment: runs of consecutive lines with one share it.
    var column = [Int](repeating: 0, count: lines.count)
    var runStart = 0
    while runStart < lines.count {
      guard lines[runStart].kind != .comment, lines[runStart].comment != nil else {
        runStart += 1
        continue
      }
      var runEnd = runStart + 1
      while runEnd < lines.count, lines[runEnd].kind != .comment, lines[runEnd].comment != nil,
        !blankBefore[runEnd]
      {
        runEnd += 1
      }
      let shared = (runStart..<runEnd).map { width[$0] }.max() ?? 0
      for index in runStart..<runEnd { column[index] = shared + 2 }
      runStart = runEnd
    }

    var out: [UInt8] = []
    out.reserveCapacity(file.bytes.count + file.bytes.count / 4)
    for (index, line) in lines.enumerated() {
      if blankBefore[index] { out.append(UInt8(ascii: "\n")) }
      out += repeatElement(UInt8(ascii: " "), count: line.depth * LayoutPrinter.indentWidth)
      out += code[line.code]
      if let comment = line.comment {
        if line.kind != .comment {
          out += repeatElement(UInt8(ascii: " "), count: column[index] - width[index])
        }
        out += file.bytes[(comment.start - file.base)..<(comment.end - file.base)]
      }
      out.append(UInt8(ascii: "\n"))
    }
    return out
  }

  /// Whether the source has a blank line (only spaces, tabs or `\r`) just before `position`.
  private static func hasBlankLine(before position: Int, in file: SourceFile) -> Bool {
    var index = position - file.base - 1
    var lineBreaks = 0
    while index >= file.contentStart {
      switch file.bytes[index] {
      case UInt8(ascii: "\n"):
        lineBreaks += 1
        if lineBreaks == 2 { return true }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        break
      default:
        return false
      }
      index -= 1
    }
    return false
  }
}
