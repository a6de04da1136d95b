import Foundation
import MotionCompiler

/// Reading specs and writing outputs.
enum Files {
  struct Failure: Error {
    var message: String
  }

  /// Reads a spec (`-` is standard input), refusing one over the size limit: a file from its
  /// size before reading, anything else (a device, a pipe) after reading one byte too many.
  static func readSpec(_ path: String, console: Console?, limits: Limits) throws(Failure)
    -> SourceFile
  {
    if path == "-" {
      let bytes = console?.readStandardInput() ?? []
      guard bytes.count <= limits.maximumFileSize else {
        throw Failure(
          message: "standard input is more than \(limits.maximumFileSize) bytes; specs may be "
            + "at most \(limits.maximumFileSize) bytes")
      }
      return SourceFile(path: "<stdin>", bytes: bytes)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Failure(message: "no such file: `\(path)`")
    }
    if isDirectory.boolValue {
      throw Failure(message: "`\(path)` is a folder, not a `.motion` file")
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let size = attributes?[.size] as? NSNumber, size.intValue > limits.maximumFileSize {
      // Too large to read at all.
      throw Failure(
        message: "`\(path)` is \(size.intValue) bytes; specs may be at most "
          + "\(limits.maximumFileSize) bytes")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Failure(message: "cannot read `\(path)`: permission denied or not a regular file")
    }
    defer { try? handle.close() }
    let bytes: [UInt8]
    do {
      bytes = try read(handle, limit: limits.maximumFileSize)
    } catch {
      throw Failure(message: "cannot read `\(path)`: \(error.localizedDescription)")
    }
    guard bytes.count <= limits.maximumFileSize else {
      throw Failure(
        message: "`\(path)` is more than \(limits.maximumFileSize) bytes; specs may be at most "
          + "\(limits.maximumFileSize) bytes")
    }
    return SourceFile(path: path, bytes: bytes)
  }

  /// Everything `handle` gives, but no more than `limit + 1` bytes: enough to tell that it is
  /// too large without reading all of a stream that may never end (`/dev/zero`).
  static func read(_ handle: FileHandle, limit: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count <= limit {
      guard let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - bytes.count)),
        !chunk.isEmpty
      else { break }
      bytes += chunk
    }
    return bytes
  }

  /// Writes `text` to `path` (`-` or `nil` is standard output) atomically: into a temporary
  /// file in the same folder, then renamed over the target. A failure leaves any existing
  /// file untouched and no temporary file behind.
  static func writeAtomically(_ text: String, to path: String?, console: Console) throws(Failure) {
    guard let path, path != "-" else {
      console.writeOutput(text)
      return
    }
    try writeAtomically(bytes: Array(text.utf8), to: path)
  }

  /// Writes `bytes` to the file `path` atomically, as ``writeAtomically(_:to:console:)`` does.
  /// A path that is not a regular file or a folder (`/dev/null`, a pipe) is written to in
  /// place: renaming over it would replace the device with a file.
  static func writeAtomically(bytes: [UInt8], to path: String) throws(Failure) {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG,
      status.st_mode & S_IFMT != S_IFDIR
    {
      try writeInPlace(bytes: bytes, to: path)
      return
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw Failure(message: "cannot write `\(path)`: the folder `\(folder)` does not exist")
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
    var written = true
    var offset = 0
    while offset < bytes.count {
      let result = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if result <= 0 {
        written = false
        break
      }
      offset += result
    }
    // As a plain `>` would: a file that exists keeps its permissions (`fmt` rewrites specs in
    // place), a new one gets the usual ones (0666 less the umask).
    if let existing = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
      as? NSNumber
    {
      fchmod(descriptor, mode_t(existing.uint16Value & 0o7777))
    } else {
      let mask = umask(0)
      umask(mask)
      fchmod(descriptor, 0o666 & ~mask)
    }
    if fsync(descriptor) != 0 { written = false }
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure(message: "cannot write `\(path)`: \(reason)")
    }
  }

  /// Writes `bytes` into the existing special file `path` (a device or a pipe).
  private static func writeInPlace(bytes: [UInt8], to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else {
      throw Failure(message: "cannot write `\(path)`: \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let result = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard result > 0 else {
        throw Failure(message: "cannot write `\(path)`: \(String(cString: strerror(errno)))")
      }
      offset += result
    }
  }

  /// Whether both paths name one existing file (the same device and inode, so also through a
  /// link or another spelling of the path).
  static func sameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  /// The specs command-line paths name, in order: `-` (standard input) as itself, a file as
  /// itself, a folder as its `.motion` files; a path that cannot be searched gives its failure
  /// in its place, so the others are still used.
  static func specPaths(_ arguments: [String]) -> [SpecPath] {
    var result: [SpecPath] = []
    for path in arguments {
      if path == "-" {
        result.append(.spec(path))
        continue
      }
      do {
        result += try specs(in: [path]).map { .spec($0) }
      } catch {
        result.append(.unsearchable(path: path, message: error.message))
      }
    }
    return result
  }

  /// One entry of ``specPaths(_:)``.
  enum SpecPath {
    case spec(String)
    case unsearchable(path: String, message: String)

    var spec: String? {
      if case .spec(let path) = self { return path }
      return nil
    }
  }

  /// The `.motion` files under each path (folders searched recursively), sorted, each once.
  static func specs(in paths: [String]) throws(Failure) -> [String] {
    var found: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw Failure(message: "no such file or folder: `\(path)`")
      }
      guard isDirectory.boolValue else {
        found.append(path)
        continue
      }
      guard let enumerator = FileManager.default.enumerator(atPath: path) else {
        throw Failure(message: "cannot read the folder `\(path)`")
      }
      var inFolder: [String] = []
      while let relative = enumerator.nextObject() as? String {
        guard relative.hasSuffix(".motion") else { continue }
        let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
        // Regular files only: a named pipe would block the check, a device never end.
        let type = (try? FileManager.default.attributesOfItem(atPath: full))?[.type]
        if type as? FileAttributeType == .typeRegular { inFolder.append(full) }
      }
      if inFolder.isEmpty { throw Failure(message: "no `.motion` files in `\(path)`") }
      found += inFolder.sorted()
    }
    var seen = Set<String>()
    return found.filter { seen.insert($0).inserted }
  }
}
