#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Reads imports from the file system: relative to the importing file, and only inside
/// `root` (symlinks are resolved before the check, so a link cannot lead out of the tree).
public struct FileSystemLoader: SourceLoader {
  /// The real path of the folder imports may read.
  public let root: String
  /// The folder as given (or as the main file's path names it), for messages: paths in
  /// messages stay the ones the user wrote, on every machine.
  public let rootDisplay: String
  /// Imports larger than this many bytes are not read.
  public var maximumFileSize: Int

  /// Imports may read `root`, or by default the folder of `mainFile` (the working folder for
  /// standard input).
  public init(
    mainFile: String, root: String? = nil, maximumFileSize: Int = Limits().maximumFileSize
  ) {
    let folder =
      root
      ?? (mainFile == "<stdin>" ? "." : PathText.deletingLastComponent(mainFile))
    let given = folder.isEmpty ? "." : folder
    self.root = FileReader.realPath(given) ?? given
    self.rootDisplay = given
    self.maximumFileSize = maximumFileSize
  }

  public func identity(ofMain path: String) -> String {
    FileReader.realPath(path) ?? path
  }

  public func load(_ path: String, importedFrom importer: LoadedSource) throws(ImportProblem)
    -> LoadedSource
  {
    let display = Self.importedPath(path, from: importer)
    guard let real = FileReader.realPath(display) else { throw .notFound(resolved: display) }
    try checkInsideRoot(real)
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(real, limit: maximumFileSize, regularFilesOnly: true)
    } catch {
      switch error {
      case .notFound: throw .notFound(resolved: display)
      case .folder: throw .unreadable(.folder)
      // Only regular files: a device or a pipe could block or never end.
      case .notRegularFile: throw .unreadable(.notRegularFile)
      case .tooLarge: throw .unreadable(.tooLarge(limit: maximumFileSize))
      case .notOpened: throw .unreadable(.permissionDenied)
      case .readFailed: throw .unreadable(.readFailed)
      }
    }
    return LoadedSource(identity: real, path: display, bytes: bytes)
  }

  /// The path an `import` of `path` names, as messages show it: relative to the importing
  /// file's folder (the working folder for standard input), `.` and `..` resolved.
  public static func importedPath(_ path: String, from importer: LoadedSource) -> String {
    let folder =
      importer.path == "<stdin>" ? "" : PathText.deletingLastComponent(importer.path)
    let written = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
    return PathText.standardized(written)
  }

  /// The sandbox of imports: `real` (a path with its links resolved) must be the root or
  /// inside it.
  public func checkInsideRoot(_ real: String) throws(ImportProblem) {
    guard real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
      throw .outsideRoot(root: rootDisplay)
    }
  }
}
