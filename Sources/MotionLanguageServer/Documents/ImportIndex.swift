/// Which open documents import which files, both ways: a document's last analysis says what it
/// imported, and a change to a file finds the documents to check again without visiting all.
struct ImportIndex {
  /// Per document URI, the paths of the files its last analysis imported.
  private var imported: [String: Set<String>] = [:]
  /// Per file path, the URIs of the documents importing it.
  private var importers: [String: Set<String>] = [:]

  /// The documents whose last analysis imported `path`.
  func documents(importing path: String) -> Set<String> {
    importers[path] ?? []
  }

  /// `uri`'s latest analysis imported `paths` (none once it is closed).
  mutating func record(_ paths: Set<String>, for uri: String) {
    for path in imported[uri] ?? [] where !paths.contains(path) {
      importers[path]?.remove(uri)
      if importers[path]?.isEmpty == true { importers[path] = nil }
    }
    for path in paths { importers[path, default: []].insert(uri) }
    imported[uri] = paths.isEmpty ? nil : paths
  }
}
