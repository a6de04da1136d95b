#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

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
  /// The file is there but cannot be read.
  case unreadable(UnreadableImport)
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

/// Reads every file a compilation imports, once each, and reports the imports that fail:
/// missing files, files outside the tree, unreadable files and cycles (with the whole cycle).
struct ImportResolver {
  private var files: [ParsedFile]
  private var sources: SourceMap
  private var loaded: [LoadedSource]
  private var fileByIdentity: [String: Int] = [:]
  /// Token files read so far, by identity: each is read, and its problems reported, once.
  private var tokensByIdentity: [String: [DesignToken]] = [:]
  private var diagnostics: [Diagnostic] = []
  private let loader: any SourceLoader
  private let limits: Limits

  /// The main file, and everything it imports (depth first, in import order).
  static func resolve(
    main: ParsedFile, loader: any SourceLoader, limits: Limits
  ) -> (files: [ParsedFile], sources: SourceMap, diagnostics: [Diagnostic]) {
    let identity = loader.identity(ofMain: main.file.path)
    var resolver = ImportResolver(
      files: [main], sources: SourceMap([main.file]),
      loaded: [LoadedSource(identity: identity, path: main.file.path, bytes: [])],
      loader: loader, limits: limits)
    resolver.fileByIdentity[identity] = 0
    resolver.visitAll()
    return (resolver.files, resolver.sources, resolver.diagnostics)
  }

  private init(
    files: [ParsedFile], sources: SourceMap, loaded: [LoadedSource], loader: any SourceLoader,
    limits: Limits
  ) {
    self.files = files
    self.sources = sources
    self.loaded = loaded
    self.loader = loader
    self.limits = limits
  }

  /// Loads the imports of every file, depth first from the main one, in import order. The
  /// stack holds the chain of files being visited (each with its next statement), so that a
  /// chain of imports, however long, uses no call stack.
  private mutating func visitAll() {
    var stack: [(file: Int, next: Int)] = [(0, 0)]
    // Where each file on the stack is on it.
    var positions: [Int: Int] = [0: 0]
    while let (index, next) = stack.last {
      let statements = files[index].tree.statements
      guard next < statements.count else {
        stack.removeLast()
        positions[index] = nil
        continue
      }
      stack[stack.count - 1].next += 1
      // Read through the buffer: read through the array's subscript, every statement of the
      // file was copied whole (and released) to find the few imports.
      let found = statements.withUnsafeBufferPointer { buffer -> ImportStatement? in
        // `next` is below the count (checked above), checked against the end anyway.
        guard next < buffer.count, let base = buffer.baseAddress,
          case .import(let statement) = base[next]
        else { return nil }
        return statement
      }
      guard let statement = found else { continue }
      if statement.path.hasSuffix(".json") || statement.alias != nil {
        if let tokens = loadTokens(statement, from: index) {
          files[index].tokenImports[statement.range.start] = tokens
        } else {
          files[index].hasFailedImport = true
        }
        continue
      }
      guard let (target, isNew) = load(statement, from: index) else {
        files[index].hasFailedImport = true
        continue
      }
      if let position = positions[target] {
        reportCycle(stack[position...].map(\.file) + [target], closing: statement)
        files[index].hasFailedImport = true
        continue
      }
      files[index].imports[statement.range.start] = target
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
    guard fits(source, statement) else { return nil }
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
      var notes: [DiagnosticNote] = []
      switch error {
      case .notFound(let resolved): kind = .importNotFound(path: statement.path, resolved: resolved)
      case .outsideRoot(let root):
        kind = .importOutsideRoot(path: statement.path, root: root)
        notes = [.widenImportRoot]
      case .unreadable(let reason): kind = .importUnreadable(path: statement.path, reason: reason)
      }
      diagnostics.append(Diagnostic(kind, at: statement.pathRange, notes: notes))
      return nil
    }
  }

  /// Whether `source` fits in the compilation's positions (``Limits/maximumSourceSize``);
  /// reports it at `statement` when not.
  private mutating func fits(_ source: LoadedSource, _ statement: ImportStatement) -> Bool {
    guard sources.canAppend(size: source.bytes.count, limit: limits.sourceSizeCap) else {
      diagnostics.append(
        Diagnostic(
          .limitExceeded(.sourceSize(limit: limits.sourceSizeCap)), at: statement.range))
      return false
    }
    return true
  }

  /// The index of the file `statement` names, reading and parsing it the first time (`isNew`).
  private mutating func load(_ statement: ImportStatement, from index: Int) -> (
    file: Int, isNew: Bool
  )? {
    guard let source = read(statement, from: index) else { return nil }
    if let existing = fileByIdentity[source.identity] { return (existing, false) }
    guard files.count < limits.maximumFiles else {
      diagnostics.append(
        Diagnostic(
          .limitExceeded(.files(limit: limits.maximumFiles)),
          at: statement.range))
      return nil
    }
    guard fits(source, statement) else { return nil }
    let file = SourceFile(path: source.path, bytes: source.bytes, base: sources.nextBase)
    sources.append(file)
    let (tree, parseDiagnostics) = Parser.parse(file, limits: limits)
    diagnostics += parseDiagnostics
    files.append(ParsedFile(file: file, tree: tree))
    loaded.append(source)
    fileByIdentity[source.identity] = files.count - 1
    return (files.count - 1, true)
  }

  private mutating func reportCycle(_ cycle: [Int], closing statement: ImportStatement) {
    let names = cycle.map { PathText.lastComponent(files[$0].file.path) }
    // Each import in the cycle but the one that closes it, labelled.
    var related: [RelatedRange] = []
    for (from, to) in zip(cycle, cycle.dropFirst()) {
      if let position = files[from].imports.first(where: { $0.value == to })?.key,
        let range = importRange(in: from, at: position)
      {
        related.append(
          RelatedRange(
            range, .importsFile(importer: names[related.count], imported: names[related.count + 1]))
        )
      }
    }
    diagnostics.append(
      Diagnostic(
        .importCycle(chain: names), at: statement.pathRange,
        related: related,
        notes: [.breakImportCycle]))
  }

  private func importRange(in file: Int, at position: Int) -> SourceRange? {
    for statement in files[file].tree.statements {
      if case .import(let statement) = statement, statement.range.start == position {
        return statement.pathRange
      }
    }
    return nil
  }
}
