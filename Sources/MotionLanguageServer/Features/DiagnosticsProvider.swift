import MotionCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The compiler's diagnostics as LSP diagnostics: severity, code with a link to its
/// explanation page, message with its notes, and the related places.
///
/// A diagnostic in an imported file is shown at the `import` that leads to it (its message
/// names the file, and its first related place is where it really is), so a document shows
/// every problem that keeps it from compiling without publishing for files the client may not
/// have open.
struct DiagnosticsProvider {
  let context: DocumentContext

  init(_ context: DocumentContext) {
    self.context = context
  }

  /// Every diagnostic of the document's compilation.
  func diagnostics() -> [JSONValue] {
    context.analysis.result.diagnostics.map(convert)
  }

  func convert(_ diagnostic: Diagnostic) -> JSONValue {
    var primary = diagnostic.range
    var message = diagnostic.message
    var related = diagnostic.related.map { relatedRange in
      JSONValue.object([
        "location": context.location(relatedRange.range), "message": .string(relatedRange.label),
      ])
    }
    if let file = context.sourceFile(containing: diagnostic.range.start), file.base != 0 {
      let name = PathText.lastComponent(file.path)
      message = diagnostic.message(inImportedFile: name)
      related.insert(
        [
          "location": context.location(diagnostic.range),
          "message": .string(RelatedLabel.problemHere.text),
        ], at: 0)
      primary =
        importLeading(to: file.base) ?? tokenImport(naming: file) ?? SourceRange(start: 0, end: 0)
    }
    if !diagnostic.notes.isEmpty {
      message += "\n" + diagnostic.notes.map(\.text).joined(separator: "\n")
    }
    var members: [String: JSONValue] = [
      "range": context.range(primary).json,
      "severity": .integer(Self.severity(diagnostic.severity)),
      "code": .string(diagnostic.code),
      "source": "motionc",
      "message": .string(message),
    ]
    if let base = context.docsBase {
      members["codeDescription"] = ["href": .string(base + "/" + diagnostic.code + ".md")]
    }
    if !related.isEmpty { members["relatedInformation"] = .array(related) }
    if Self.isUnnecessary(diagnostic.kind) { members["tags"] = [1] }
    return .object(members)
  }

  /// LSP's `DiagnosticSeverity`.
  private static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: return 1
    case .warning: return 2
    }
  }

  /// Whether the diagnostic marks code that does nothing (shown faded by editors).
  private static func isUnnecessary(_ kind: DiagnosticKind) -> Bool {
    if case .unusedLet = kind { return true }
    if case .unusedMotion = kind { return true }
    return false
  }

  /// The path of the document's `import "….json" as NAME` that names the design-token file
  /// `file` (a token file is not one of the parsed files `importLeading` walks).
  private func tokenImport(naming file: SourceFile) -> SourceRange? {
    guard let main = context.analysis.files.first else { return nil }
    let name = PathText.lastComponent(file.path)
    for case .import(let statement) in main.tree.statements
    where statement.alias != nil && PathText.lastComponent(statement.path) == name {
      return statement.pathRange
    }
    return nil
  }

  /// The path of the document's `import` that reads, directly or through other imports, the
  /// file at `base`.
  private func importLeading(to base: Int) -> SourceRange? {
    let files = context.analysis.files
    guard let main = files.first,
      let target = files.firstIndex(where: { $0.file.base == base })
    else { return nil }
    for statement in main.tree.statements {
      guard case .import(let statement) = statement, let first = main.imports[statement.range.start]
      else { continue }
      var seen: Set<Int> = [first]
      var stack = [first]
      while let index = stack.popLast() {
        if index == target { return statement.pathRange }
        for next in files[index].imports.values where seen.insert(next).inserted {
          stack.append(next)
        }
      }
    }
    return nil
  }
}
