/// What every analysis needs from the open documents, kept up to date as they open, change
/// and close, so that checking one document does not visit all the others: their texts by real
/// path (imports of an open file read its buffer) and their URIs by path (for links).
struct OpenFiles {
  private(set) var buffers: [String: [UInt8]] = [:]
  private(set) var uris: [String: String] = [:]

  /// `document` was opened or changed.
  mutating func update(_ document: TextDocument) {
    uris[document.path] = document.uri
    if let realPath = document.realPath { buffers[realPath] = document.bytes }
  }

  /// `document` was closed; `stillOpen` are the documents open now, one of which may name the
  /// same file (through another URI or a symlink) and keeps it open.
  mutating func remove(_ document: TextDocument, stillOpen: some Sequence<TextDocument>) {
    uris[document.path] = nil
    if let realPath = document.realPath { buffers[realPath] = nil }
    for open in stillOpen where open.path == document.path || open.realPath == document.realPath {
      update(open)
    }
  }
}
