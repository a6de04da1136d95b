import MotionCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// One open document and its analysis, with the conversions every feature needs: positions
/// to compiler positions and back, in any file of the compilation, and files to URIs.
struct DocumentContext {
  let document: TextDocument
  let analysis: Analysis
  let encoding: PositionEncoding
  /// The URIs of open documents by path (a location in an open file uses the client's URI).
  let openURIs: [String: String]
  /// Where diagnostic codes link to (see ``LanguageServer/Configuration/docsBase``).
  let docsBase: String?

  /// The main file (the document as compiled).
  var main: ParsedFile? { analysis.files.first }

  /// The compiler position of `position` in the document.
  func offset(of position: Position) -> Int {
    document.lines.offset(of: position, encoding: encoding)
  }

  /// The client's range of a compiler range, in whichever file of the compilation it is.
  func range(_ range: SourceRange) -> TextRange {
    guard let file = sourceFile(containing: range.start) else {
      return TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
    }
    let lines = file.base == 0 ? document.lines : LineIndex(file.bytes)
    return TextRange(
      start: lines.position(of: range.start - file.base, encoding: encoding),
      end: lines.position(of: range.end - file.base, encoding: encoding))
  }

  /// A `Location` of a compiler range.
  func location(_ range: SourceRange) -> JSONValue {
    ["uri": .string(uri(containing: range.start)), "range": self.range(range).json]
  }

  func sourceFile(containing position: Int) -> SourceFile? {
    analysis.result.sources.file(containing: position)
  }

  /// The URI of the file holding a compiler position.
  func uri(containing position: Int) -> String {
    guard let file = sourceFile(containing: position), file.base != 0 else { return document.uri }
    return uri(ofPath: file.path)
  }

  func uri(ofPath path: String) -> String {
    if let open = openURIs[path] { return open }
    return path.hasPrefix("/") ? DocumentURI.uri(of: path) : path
  }

  /// The text of a compiler range.
  func text(_ range: SourceRange) -> String {
    sourceFile(containing: range.start)?.text(range) ?? ""
  }

  /// The 1-based line of a compiler position and its file's name, for messages:
  /// `line 4` in the document, `tokens.motion:4` elsewhere.
  func place(_ position: Int) -> String {
    guard let file = sourceFile(containing: position) else { return "" }
    let line = file.line(of: position)
    if file.base == 0 { return "line \(line)" }
    return "\(PathText.lastComponent(file.path)):\(line)"
  }
}
