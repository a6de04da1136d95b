import MotionCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Reads imports for the language server: from the client's open buffer when the file is
/// open (so unsaved edits count), else from disk, under the same sandbox as `motionc check`:
/// relative to the importing file, and only inside the root folder (by default the spec's
/// own folder).
struct BufferLoader: SourceLoader {
  let disk: FileSystemLoader
  /// The open buffers by real path (``realPath(_:)``, resolved once when a buffer opens).
  let buffers: [String: [UInt8]]

  init(mainFile: String, root: String?, buffers: [String: [UInt8]], maximumFileSize: Int) {
    disk = FileSystemLoader(mainFile: mainFile, root: root, maximumFileSize: maximumFileSize)
    self.buffers = buffers
  }

  func identity(ofMain path: String) -> String {
    Self.realPath(path)
  }

  func load(_ path: String, importedFrom importer: LoadedSource) throws(ImportProblem)
    -> LoadedSource
  {
    let display = FileSystemLoader.importedPath(path, from: importer)
    let real = Self.realPath(display)
    guard let bytes = buffers[real] else { return try disk.load(path, importedFrom: importer) }
    try disk.checkInsideRoot(real)
    guard bytes.count <= disk.maximumFileSize else {
      throw .unreadable(.tooLarge(limit: disk.maximumFileSize))
    }
    return LoadedSource(identity: real, path: display, bytes: bytes)
  }

  /// The real path of `path`: symlinks resolved, for a file that exists; else its folder's
  /// real path and its name (an open buffer need not be saved yet).
  static func realPath(_ path: String) -> String {
    if let resolved = FileReader.realPath(path) { return resolved }
    let name = PathText.lastComponent(path)
    let folder = PathText.deletingLastComponent(path)
    guard let resolvedFolder = FileReader.realPath(folder.isEmpty ? "." : folder) else {
      return path
    }
    return PathText.appending(name, to: resolvedFolder)
  }
}
