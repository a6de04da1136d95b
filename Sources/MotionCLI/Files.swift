import MotionCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Reading specs and writing outputs.
enum Files {
  struct Failure: Error {
    var message: String
    /// Whether the path names something motionc never writes (a folder, a named pipe, a
    /// device): a mistake in the command line (status 2), not a failed write.
    var refused = false
  }

  /// Reads a spec (`-` is standard input) with ``FileReader``, refusing one over the size
  /// limit: a file from its size before reading, anything else (a device, a pipe) after
  /// reading one byte too many. With `regularFilesOnly` (the preview server, which must never
  /// block), anything but a regular file, or a link to one, is refused without being read.
  static func readSpec(
    _ path: String, console: Console?, limits: Limits, regularFilesOnly: Bool = false
  ) throws(Failure) -> SourceFile {
    if path == "-" {
      let bytes = console?.readStandardInput() ?? []
      guard bytes.count <= limits.maximumFileSize else {
        throw Failure(
          message: "standard input is more than \(limits.maximumFileSize) bytes; specs may be "
            + "at most \(limits.maximumFileSize) bytes")
      }
      return SourceFile(path: "<stdin>", bytes: bytes)
    }
    let bytes: [UInt8]
    do {
      // FileReader refuses a link when it reads only regular files: read what it names.
      let target = regularFilesOnly ? FileReader.realPath(path) ?? path : path
      bytes = try FileReader.read(
        target, limit: limits.maximumFileSize, regularFilesOnly: regularFilesOnly)
    } catch {
      switch error {
      case .notFound: throw Failure(message: "no such file: `\(path)`")
      case .folder: throw Failure(message: "`\(path)` is a folder, not a `.motion` file")
      case .tooLarge(let size?):
        // Too large to read at all.
        throw Failure(
          message: "`\(path)` is \(size) bytes; specs may be at most "
            + "\(limits.maximumFileSize) bytes")
      case .tooLarge(nil):
        throw Failure(
          message: "`\(path)` is more than \(limits.maximumFileSize) bytes; specs may be at most "
            + "\(limits.maximumFileSize) bytes")
      case .notRegularFile:
        throw Failure(
          message: "`\(path)` is not a regular file (a named pipe, a device or a socket); only "
            + "regular files are read here")
      case .notOpened:
        throw Failure(message: "cannot read `\(path)`: permission denied or not a regular file")
      case .readFailed(let reason): throw Failure(message: "cannot read `\(path)`: \(reason)")
      }
    }
    return SourceFile(path: path, bytes: bytes)
  }

  /// Writes `text` to `path` (`-` or `nil` is standard output) atomically, as
  /// ``writeAtomically(bytes:to:)`` does.
  static func writeAtomically(_ text: String, to path: String?, console: Console) throws(Failure) {
    guard let path, path != "-" else {
      console.writeOutput(text)
      return
    }
    try writeAtomically(bytes: Array(text.utf8), to: path)
  }

  /// Writes `bytes` to the file `path` atomically: into a temporary file in the same folder,
  /// then renamed over the target. A failure leaves any existing file untouched and no
  /// temporary file behind, and so does SIGINT, SIGTERM or SIGHUP (``TemporaryFiles``).
  ///
  /// The target is the file ``writeTarget(_:)`` finds: through symbolic links (which stay
  /// links), and never a folder, a named pipe or a device (those are refused, with nothing
  /// opened). A file that exists keeps its permissions and, where allowed, its owner.
  ///
  /// A file that exists but that its owner may not write (mode 0444, say) is refused, as the
  /// shell's `>` refuses it: renaming over it would need only the folder's permission. With
  /// `replacing`, the bytes the caller read the file as, the file is read again right before
  /// the rename and left as it is when it changed since (an editor saved it meanwhile).
  static func writeAtomically(
    bytes: [UInt8], to path: String, replacing original: [UInt8]? = nil
  ) throws(Failure) {
    let target = try writeTarget(path)
    if access(target, F_OK) == 0, access(target, W_OK) != 0 {
      let reason = String(cString: strerror(errno))
      throw Failure(message: "cannot write `\(path)`: \(reason) (the file is not writable)")
    }
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    var folderInfo = stat()
    guard stat(folder, &folderInfo) == 0, FileSystemFolders.kind(folderInfo.st_mode) == .folder
    else {
      let link = target == path ? "" : "it links to `\(target)`, and "
      throw Failure(message: "cannot write `\(path)`: \(link)the folder `\(folder)` does not exist")
    }
    var template = Array((folder + "/." + url.lastPathComponent + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      throw Failure(message: "cannot write `\(path)`: \(String(cString: strerror(errno)))")
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    TemporaryFiles.track(temporary)
    defer { TemporaryFiles.forget(temporary) }
    // The first failure's errno, kept before later calls (stat, close) overwrite it: a full
    // disk is reported as ENOSPC, not as whatever the last call left.
    var failure: Int32? = nil
    var offset = 0
    while offset < bytes.count {
      let result = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if result <= 0 {
        if result < 0, errno == EINTR { continue }
        failure = result < 0 ? errno : ENOSPC
        break
      }
      offset += result
    }
    // As a plain `>` would: a file that exists keeps its permissions (`fmt` rewrites specs in
    // place) and its owner (when root rewrites someone's file), a new one gets the usual
    // permissions (0666 less the umask).
    var existing = stat()
    if stat(target, &existing) == 0 {
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
      fchmod(descriptor, existing.st_mode & 0o7777)
    } else {
      let mask = umask(0)
      umask(mask)
      fchmod(descriptor, 0o666 & ~mask)
    }
    if fsync(descriptor) != 0, failure == nil { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, let original, !unchanged(target, since: original) {
      unlink(temporary)
      throw Failure(
        message: "`\(path)` changed since it was read (saved by an editor?); it is left as it "
          + "is: run the command again")
    }
    if failure == nil, TemporaryFiles.rename(temporary, over: target) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw Failure(message: "cannot write `\(path)`: \(String(cString: strerror(failure)))")
    }
  }

  /// Whether the file at `target` still holds `original` (a file that is gone has changed).
  private static func unchanged(_ target: String, since original: [UInt8]) -> Bool {
    let limit = Swift.max(original.count, 1)
    guard let now = try? FileReader.read(target, limit: limit, regularFilesOnly: true) else {
      return false
    }
    return now == original
  }

  /// The file that writing `path` replaces: `path` itself when it is a regular file or
  /// nothing, or else the final target of the symbolic links it names, so that a link stays a
  /// link and its target gets the new contents. A link that leads nowhere (a dangling link)
  /// gives its final target, created as a new file if its folder exists, as the shell's `>`
  /// does. Found with `lstat` and `readlink` only: nothing is opened, so a named pipe cannot
  /// block.
  ///
  /// Throws a refusal (``Failure/refused``) for a folder, a named pipe, a device or a socket,
  /// whether named or reached through links.
  static func writeTarget(_ path: String) throws(Failure) -> String {
    var current = path
    // Links followed so far; the kernel's own limit (`ELOOP`) is 40.
    var links = 0
    while true {
      var info = stat()
      // Nothing there (or a folder on the way that cannot be searched): the write will say.
      guard lstat(current, &info) == 0 else { return current }
      switch FileSystemFolders.kind(info.st_mode) {
      case .regularFile:
        return current
      case .symbolicLink:
        links += 1
        guard links <= 40, let destination = readLink(current) else {
          throw Failure(message: "cannot write `\(path)`: too many levels of symbolic links")
        }
        let folder = PathText.deletingLastComponent(current)
        current =
          destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
      case .folder, .other:
        let what = describe(info.st_mode)
        let through = current == path ? "is" : "links to `\(current)`,"
        throw Failure(message: "`\(path)` \(through) \(what), not a regular file", refused: true)
      }
    }
  }

  /// What a file of this type is, for messages: `a named pipe`.
  private static func describe(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a named pipe"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }

  /// Where the symbolic link `path` points, as written in the link.
  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether both paths name one existing file (the same device and inode, so also through a
  /// link or another spelling of the path).
  static func sameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }
}
