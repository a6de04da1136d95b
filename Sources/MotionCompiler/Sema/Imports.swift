import Foundation

/// One parsed file of a compilation.
struct Unit {
  var file: SourceFile
  var tree: SyntaxTree
  /// For each top-level `import` of the file (by the position its statement starts at), the
  /// index of the unit it names; absent when the import failed (it has an error).
  var imports: [Int: Int] = [:]
  /// Whether an import of the file failed: names it does not know may be in that file, so
  /// they are not reported again.
  var hasFailedImport = false
  /// For each `import "….json" as NAME` that was read (by the position its statement starts
  /// at), the design tokens of the file.
  var tokenImports: [Int: [DesignToken]] = [:]
}

/// A file an import names, as read by a ``SourceLoader``.
public struct LoadedSource: Sendable {
  /// The same for every path that names the same file (its real path, symlinks resolved), so
  /// that each file is read once and cycles are found however they are spelled.
  public var identity: String
  /// The path diagnostics show.
  public var path: String
  public var bytes: [UInt8]

  public init(identity: String, path: String, bytes: [UInt8]) {
    self.identity = identity
    self.path = path
    self.bytes = bytes
  }
}

/// Why an import could not be read.
public enum ImportProblem: Error, Sendable {
  /// No file there; `resolved` is the path that was tried.
  case notFound(resolved: String)
  /// The file is outside the tree imports may read.
  case outsideRoot(root: String)
  case unreadable(String)
}

/// Reads the files `import` names. The compiler reads imports only through this, so tests
/// and tools can serve files from memory.
public protocol SourceLoader: Sendable {
  /// The identity of the file given to the compiler (see ``LoadedSource/identity``).
  func identity(ofMain path: String) -> String
  /// Reads `path`, as written in an `import` of the file whose identity is `importer`.
  func load(_ path: String, importedFrom importer: LoadedSource) throws(ImportProblem)
    -> LoadedSource
}

/// Reads imports from the file system: relative to the importing file, and only inside
/// `root` (symlinks are resolved before the check, so a link cannot lead out of the tree).
public struct FileSystemLoader: SourceLoader {
  /// The real path of the folder imports may read.
  public let root: String
  /// The folder as given (or as the main file's path names it), for messages: paths in
  /// messages stay the ones the user wrote, on every machine.
  public let rootDisplay: String
  public var maximumFileSize: Int

  /// Imports may read `root`, or by default the folder of `mainFile` (the working folder for
  /// standard input).
  public init(
    mainFile: String, root: String? = nil, maximumFileSize: Int = Limits().maximumFileSize
  ) {
    let folder =
      root
      ?? (mainFile == "<stdin>" ? "." : (mainFile as NSString).deletingLastPathComponent)
    let given = folder.isEmpty ? "." : folder
    self.root = Self.realPath(given) ?? given
    self.rootDisplay = given
    self.maximumFileSize = maximumFileSize
  }

  public func identity(ofMain path: String) -> String {
    Self.realPath(path) ?? path
  }

  public func load(_ path: String, importedFrom importer: LoadedSource) throws(ImportProblem)
    -> LoadedSource
  {
    let folder =
      importer.path == "<stdin>" ? "" : (importer.path as NSString).deletingLastPathComponent
    let written = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
    let display = (written as NSString).standardizingPath
    guard let real = Self.realPath(display) else { throw .notFound(resolved: display) }
    guard real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
      throw .outsideRoot(root: rootDisplay)
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) else {
      throw .notFound(resolved: display)
    }
    if isFolder.boolValue { throw .unreadable("it is a folder") }
    // Only regular files: a device or a pipe could block or never end.
    let type =
      (try? FileManager.default.attributesOfItem(atPath: real))?[.type] as? FileAttributeType
    guard type == .typeRegular else { throw .unreadable("it is not a regular file") }
    guard let handle = FileHandle(forReadingAtPath: real) else {
      throw .unreadable("permission denied")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
    } catch {
      throw .unreadable("the file could not be read")
    }
    guard data.count <= maximumFileSize else {
      throw .unreadable("it is larger than \(maximumFileSize) bytes")
    }
    return LoadedSource(identity: real, path: display, bytes: [UInt8](data))
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// Reads every file a compilation imports, once each, and reports the imports that fail:
/// missing files, files outside the tree, unreadable files and cycles (with the whole cycle).
struct ImportResolver {
  private var units: [Unit]
  private var sources: SourceMap
  private var loaded: [LoadedSource]
  private var unitByIdentity: [String: Int] = [:]
  /// Token files read so far, by identity: each is read, and its problems reported, once.
  private var tokensByIdentity: [String: [DesignToken]] = [:]
  private var diagnostics: [Diagnostic] = []
  private let loader: any SourceLoader
  private let limits: Limits

  /// The main unit, and everything it imports (depth first, in import order).
  static func resolve(
    main: Unit, loader: any SourceLoader, limits: Limits
  ) -> (units: [Unit], sources: SourceMap, diagnostics: [Diagnostic]) {
    let identity = loader.identity(ofMain: main.file.path)
    var resolver = ImportResolver(
      units: [main], sources: SourceMap([main.file]),
      loaded: [LoadedSource(identity: identity, path: main.file.path, bytes: [])],
      loader: loader, limits: limits)
    resolver.unitByIdentity[identity] = 0
    resolver.visitAll()
    return (resolver.units, resolver.sources, resolver.diagnostics)
  }

  private init(
    units: [Unit], sources: SourceMap, loaded: [LoadedSource], loader: any SourceLoader,
    limits: Limits
  ) {
    self.units = units
    self.sources = sources
    self.loaded = loaded
    self.loader = loader
    self.limits = limits
  }

  /// Loads the imports of every unit, depth first from the main one, in import order. The
  /// stack holds the chain of units being visited (each with its next statement), so that a
  /// chain of imports, however long, uses no call stack.
  private mutating func visitAll() {
    var stack: [(unit: Int, next: Int)] = [(0, 0)]
    // Where each unit on the stack is on it.
    var positions: [Int: Int] = [0: 0]
    while let (index, next) = stack.last {
      let statements = units[index].tree.statements
      guard next < statements.count else {
        stack.removeLast()
        positions[index] = nil
        continue
      }
      stack[stack.count - 1].next += 1
      guard case .import(let statement) = statements[next] else { continue }
      if statement.path.hasSuffix(".json") || statement.alias != nil {
        if let tokens = loadTokens(statement, from: index) {
          units[index].tokenImports[statement.range.start] = tokens
        } else {
          units[index].hasFailedImport = true
        }
        continue
      }
      guard let (target, isNew) = load(statement, from: index) else {
        units[index].hasFailedImport = true
        continue
      }
      if let position = positions[target] {
        reportCycle(stack[position...].map(\.unit) + [target], closing: statement)
        units[index].hasFailedImport = true
        continue
      }
      units[index].imports[statement.range.start] = target
      // A file read before and not on the stack has been visited whole already.
      if isNew {
        positions[target] = stack.count
        stack.append((target, 0))
      }
    }
  }

  /// The tokens of the design-token file `statement` names (`import "….json" as NAME`), read
  /// through the same loader, so the same sandbox, as `.motion` imports.
  private mutating func loadTokens(_ statement: ImportStatement, from index: Int)
    -> [DesignToken]?
  {
    guard statement.path.hasSuffix(".json") == (statement.alias != nil) else {
      diagnostics.append(
        Diagnostic(
          .importAsMismatch(path: statement.path, isTokenFile: statement.alias == nil),
          at: statement.alias == nil ? statement.pathRange : statement.range))
      return nil
    }
    guard let source = read(statement, from: index) else { return nil }
    if let tokens = tokensByIdentity[source.identity] { return tokens }
    let file = SourceFile(path: source.path, bytes: source.bytes, base: sources.nextBase)
    sources.append(file)
    let (tokens, problems) = DesignTokenReader.read(file, limits: limits)
    diagnostics += problems
    tokensByIdentity[source.identity] = tokens
    return tokens
  }

  /// The file `statement` names, or `nil` after reporting why it cannot be read.
  private mutating func read(_ statement: ImportStatement, from index: Int) -> LoadedSource? {
    do {
      return try loader.load(statement.path, importedFrom: loaded[index])
    } catch {
      let kind: DiagnosticKind
      var notes: [String] = []
      switch error {
      case .notFound(let resolved): kind = .importNotFound(path: statement.path, resolved: resolved)
      case .outsideRoot(let root):
        kind = .importOutsideRoot(path: statement.path, root: root)
        notes = ["help: imports may not leave the spec's folder; give `--root FOLDER` to widen it"]
      case .unreadable(let reason): kind = .importUnreadable(path: statement.path, reason: reason)
      }
      diagnostics.append(Diagnostic(kind, at: statement.pathRange, notes: notes))
      return nil
    }
  }

  /// The unit for the file `statement` names, reading and parsing it the first time (`isNew`).
  private mutating func load(_ statement: ImportStatement, from index: Int) -> (
    unit: Int, isNew: Bool
  )? {
    guard let source = read(statement, from: index) else { return nil }
    if let existing = unitByIdentity[source.identity] { return (existing, false) }
    guard units.count < limits.maximumFiles else {
      diagnostics.append(
        Diagnostic(
          .limitExceeded(
            "too many files: a spec and its imports may be at most \(limits.maximumFiles) files"),
          at: statement.range))
      return nil
    }
    let file = SourceFile(path: source.path, bytes: source.bytes, base: sources.nextBase)
    sources.append(file)
    let (tree, parseDiagnostics) = Parser.parse(file, limits: limits)
    diagnostics += parseDiagnostics
    units.append(Unit(file: file, tree: tree))
    loaded.append(source)
    unitByIdentity[source.identity] = units.count - 1
    return (units.count - 1, true)
  }

  private mutating func reportCycle(_ cycle: [Int], closing statement: ImportStatement) {
    let names = cycle.map { (units[$0].file.path as NSString).lastPathComponent }
    // Each import in the cycle but the one that closes it, labelled.
    var related: [RelatedRange] = []
    for (from, to) in zip(cycle, cycle.dropFirst()) {
      if let position = units[from].imports.first(where: { $0.value == to })?.key,
        let range = importRange(in: from, at: position)
      {
        related.append(
          RelatedRange(range, "`\(names[related.count])` imports `\(names[related.count + 1])`"))
      }
    }
    diagnostics.append(
      Diagnostic(
        .importCycle(chain: names.joined(separator: " → ")), at: statement.pathRange,
        related: related,
        notes: ["help: move what both files need into a third file that both import"]))
  }

  private func importRange(in unit: Int, at position: Int) -> SourceRange? {
    for statement in units[unit].tree.statements {
      if case .import(let statement) = statement, statement.range.start == position {
        return statement.pathRange
      }
    }
    return nil
  }
}
