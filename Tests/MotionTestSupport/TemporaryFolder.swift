import Foundation

/// A fresh temporary folder for one test, removed (with everything in it) when the value goes.
/// Its `url` has no symbolic links in it, so paths built from it are the paths the code under
/// test reports.
public final class TemporaryFolder {
  /// The folder.
  public let url: URL

  /// Makes the folder.
  public init() throws {
    url = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
      .appendingPathComponent("motionc-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // Make anything a test made unreadable removable again; not through a link, which may lead
    // out of the folder (to /dev/null).
    if let names = FileManager.default.subpaths(atPath: url.path) {
      for name in names {
        let path = url.appendingPathComponent(name).path
        if fileType(path) != S_IFLNK { chmod(path, 0o755) }
      }
    }
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `bytes` to `name` in the folder (creating subfolders); returns its path.
  @discardableResult
  public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file.path
  }

  /// Writes the UTF-8 `text` to `name` in the folder (creating subfolders); returns its path.
  @discardableResult
  public func write(_ name: String, _ text: String) throws -> String {
    try write(name, Array(text.utf8))
  }

  /// The path of `name` in the folder (which need not exist).
  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names in the folder (not recursive), sorted.
  public func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}

/// The type bits of the file at `path` (not following a link), or `nil` when nothing is there.
public func fileType(_ path: String) -> mode_t? {
  var info = stat()
  guard lstat(path, &info) == 0 else { return nil }
  return info.st_mode & S_IFMT
}
