import MotionCompiler

/// `textDocument/formatting` (the layout of `motionc fmt`) and `textDocument/codeAction` (the
/// compiler's fix-its as quick fixes).
enum EditingProvider {
  /// The edit that puts the document in the canonical layout: none when it is in it already,
  /// or when it has syntax errors (the formatter never guesses at a broken file).
  static func format(_ document: TextDocument, encoding: PositionEncoding) throws(ResponseError)
    -> JSONValue
  {
    switch Formatter.format(SourceFile(path: document.path, bytes: document.bytes)) {
    case .formatted(let bytes):
      guard bytes != document.bytes else { return [] }
      let end = document.lines.position(of: document.bytes.count, encoding: encoding)
      let whole = TextRange(start: Position(line: 0, character: 0), end: end)
      return [["range": whole.json, "newText": .string(String(decoding: bytes, as: UTF8.self))]]
    case .errors:
      return []
    case .unsafe(let reason):
      throw ResponseError(
        .requestFailed, "motionc could not format this file safely: \(reason.text)")
    }
  }

  /// A quick fix for each fix-it of a diagnostic in the document that touches `range`.
  static func codeActions(_ context: DocumentContext, in range: TextRange) -> JSONValue {
    let start = context.offset(of: range.start)
    let end = context.offset(of: range.end)
    let diagnostics = DiagnosticsProvider(context)
    var actions: [JSONValue] = []
    for diagnostic in context.analysis.result.diagnostics
    where diagnostic.range.start <= end && start <= diagnostic.range.end {
      for fixIt in diagnostic.fixIts {
        guard let file = context.sourceFile(containing: fixIt.range.start), file.base == 0 else {
          continue
        }
        let found = context.text(fixIt.range)
        let edit: JSONValue = [
          "range": context.range(fixIt.range).json, "newText": .string(fixIt.replacement),
        ]
        actions.append([
          "title": .string("Replace `\(found)` with `\(fixIt.replacement)`"),
          "kind": "quickfix",
          "isPreferred": true,
          "diagnostics": [diagnostics.convert(diagnostic)],
          "edit": ["changes": .object([context.document.uri: [edit]])],
        ])
      }
    }
    return .array(actions)
  }
}
