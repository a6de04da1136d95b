import Foundation

/// The one place motionc reads files: a spec named on the command line, an import, a file an
/// editor has not opened. Every read is bounded, so a huge file or an endless stream
/// (`/dev/zero`, a pipe that never closes) costs at most one byte more than the limit.
public enum FileReader {
  /// Why a file was not read. Each reader words it for its own messages.
  public enum Problem: Error, Equatable, Sendable {
    /// Nothing is at the path.
    case notFound
    /// The path names a folder.
    case folder
    /// Not a regular file (a device, a pipe, a socket), refused when only regular files are
    /// read.
    case notRegularFile
    /// Larger than the limit: `size` is the file's size when it was known before reading,
    /// `nil` when the read itself went past the limit.
    case tooLarge(size: Int?)
    /// The file could not be opened (no permission, or a special file that refuses it).
    case notOpened
    /// Reading failed part way; the system's reason.
    case readFailed(String)
  }

  /// The bytes of the file at `path`, at most `limit` of them. With `regularFilesOnly`, a
  /// device, pipe or socket is refused before it is opened (an import must not block); without
  /// it, one is read up to one byte past the limit. A regular file larger than the limit is
  /// refused from its size, without reading it.
  public static func read(_ path: String, limit: Int, regularFilesOnly: Bool) throws(Problem)
    -> [UInt8]
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .notFound
    }
    if isFolder.boolValue { throw .folder }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if regularFilesOnly, attributes?[.type] as? FileAttributeType != .typeRegular {
      throw .notRegularFile
    }
    if let size = attributes?[.size] as? NSNumber, size.intValue > limit {
      throw .tooLarge(size: size.intValue)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw .notOpened }
    defer { try? handle.close() }
    let bytes: [UInt8]
    do {
      bytes = try read(handle, limit: limit)
    } catch {
      throw .readFailed(error.localizedDescription)
    }
    guard bytes.count <= limit else { throw .tooLarge(size: nil) }
    return bytes
  }

  /// Everything `handle` gives, but no more than `limit + 1` bytes: enough to tell that it is
  /// too large without reading all of a stream that may never end (`/dev/zero`).
  public static func read(_ handle: FileHandle, limit: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count <= limit {
      guard let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - bytes.count)),
        !chunk.isEmpty
      else { break }
      bytes += chunk
    }
    return bytes
  }

  /// The absolute path `path` names with every symbolic link resolved, or `nil` when it names
  /// nothing.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
