#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

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
    var info = stat()
    guard stat(path, &info) == 0 else { throw .notFound }
    if info.st_mode & S_IFMT == S_IFDIR { throw .folder }
    // The entry itself (a link is not followed), as Foundation's file attributes describe it.
    var entry = stat()
    let isDescribed = lstat(path, &entry) == 0
    if regularFilesOnly, !isDescribed || entry.st_mode & S_IFMT != S_IFREG {
      throw .notRegularFile
    }
    if isDescribed, Int(entry.st_size) > limit { throw .tooLarge(size: Int(entry.st_size)) }
    // Opened without waiting, and described again once open: a file replaced by a named pipe
    // after the checks above neither blocks `open` nor is read.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | (regularFilesOnly ? O_NONBLOCK : 0))
    guard descriptor >= 0 else { throw .notOpened }
    defer { close(descriptor) }
    var opened = stat()
    if regularFilesOnly, fstat(descriptor, &opened) != 0 || opened.st_mode & S_IFMT != S_IFREG {
      throw .notRegularFile
    }
    let bytes: [UInt8]
    do {
      bytes = try read(descriptor: descriptor, limit: limit)
    } catch {
      throw .readFailed(error.reason)
    }
    guard bytes.count <= limit else { throw .tooLarge(size: nil) }
    return bytes
  }

  /// A `read(2)` that failed: the system's reason.
  public struct ReadError: Error, Sendable {
    /// `strerror` of the `errno` the read gave.
    public let reason: String
  }

  /// Everything the open file `descriptor` gives, but no more than `limit + 1` bytes: enough
  /// to tell that it is too large without reading all of a stream that may never end
  /// (`/dev/zero`).
  public static func read(descriptor: Int32, limit: Int) throws(ReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(1 << 20, limit + 1))
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { buffer in
        #if canImport(Glibc)
          Glibc.read(descriptor, buffer.baseAddress, wanted)
        #else
          Darwin.read(descriptor, buffer.baseAddress, wanted)
        #endif
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
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
