#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A document the client has open: its latest text, as the client sees it.
struct TextDocument {
  let uri: String
  /// The file path for a `file:` URI (imports are read relative to it); else the URI itself.
  let path: String
  /// The real path of ``path`` (``BufferLoader/realPath(_:)``), resolved once when the document
  /// opens, for an absolute path; imports that name this file read this buffer.
  let realPath: String?
  var version: Int
  private(set) var lines: LineIndex

  var bytes: [UInt8] { lines.bytes }

  init(uri: String, version: Int, text: String) {
    self.uri = uri
    let path = DocumentURI.path(of: uri) ?? uri
    self.path = path
    self.realPath = path.hasPrefix("/") ? BufferLoader.realPath(path) : nil
    self.version = version
    self.lines = LineIndex(Array(text.utf8))
  }

  /// Applies one entry of `contentChanges`: the whole text (no `range`), or a range replaced.
  mutating func apply(_ change: JSONValue, encoding: PositionEncoding) throws(ResponseError) {
    guard let text = change["text"]?.stringValue else {
      throw ResponseError(.invalidParams, "a content change needs a `text`")
    }
    guard let rangeValue = change["range"] else {
      lines = LineIndex(Array(text.utf8))
      return
    }
    let range = try TextRange(rangeValue)
    let start = lines.offset(of: range.start, encoding: encoding)
    let end = max(start, lines.offset(of: range.end, encoding: encoding))
    var bytes = lines.bytes
    bytes.replaceSubrange(start..<end, with: Array(text.utf8))
    lines = LineIndex(bytes)
  }
}

/// `file:` URIs and paths.
enum DocumentURI {
  /// The path a `file:` URI names (percent-escapes decoded), or `nil` for another scheme.
  static func path(of uri: String) -> String? {
    guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return nil }
    let path = url.path
    return path.isEmpty ? nil : path
  }

  /// The `file:` URI of an absolute path.
  static func uri(of path: String) -> String {
    URL(fileURLWithPath: path).absoluteString
  }
}
