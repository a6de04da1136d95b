import MotionRuntime

/// Machine-readable forms of diagnostics: JSON for tools, annotations for GitHub Actions.
public enum DiagnosticFormats {
  /// The `format` field of the JSON document.
  public static let jsonFormat = "motionc-diagnostics"

  /// One file's outcome: its diagnostics, or the reason it could not be read.
  public struct FileReport: Sendable {
    public var path: String
    /// The file and the files it imports (empty when it could not be read).
    public var sources: SourceMap
    public var diagnostics: [Diagnostic]
    /// Set when the file could not be read at all.
    public var failure: String?

    public init(path: String, sources: SourceMap, diagnostics: [Diagnostic], failure: String?) {
      self.path = path
      self.sources = sources
      self.diagnostics = diagnostics
      self.failure = failure
    }

    /// Its errors, those the cap on shown problems hides included, and a failure to read it.
    public var errorCount: Int {
      diagnostics.map(\.problems.errors).reduce(0, +) + (failure == nil ? 0 : 1)
    }

    /// Its warnings, those the cap hides included (the cap's note is not one of them).
    public var warningCount: Int { diagnostics.map(\.problems.warnings).reduce(0, +) }
  }

  /// Every report as one JSON document: each diagnostic with every field, including the text
  /// a person would see (`rendered`). Deterministic.
  public static func json(_ reports: [FileReport]) -> String {
    var out = "{\n  \"format\": \(JSONText.quoted(jsonFormat)),\n  \"version\": 1,\n  \"files\": ["
    for (index, report) in reports.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out += "    {\"path\": \(JSONText.quoted(report.path)), "
      if let failure = report.failure {
        out += "\"error\": \(JSONText.quoted(failure)), "
      }
      out += "\"diagnostics\": ["
      let locations = SourceLocations(
        report.sources, positions: SourceLocations.positions(report.diagnostics))
      for (diagnosticIndex, diagnostic) in report.diagnostics.enumerated() {
        out += diagnosticIndex == 0 ? "\n" : ",\n"
        out += "      " + json(diagnostic, in: report.sources, locations: locations)
      }
      out += report.diagnostics.isEmpty ? "]}" : "\n    ]}"
    }
    let errors = reports.map(\.errorCount).reduce(0, +)
    let warnings = reports.map(\.warningCount).reduce(0, +)
    out += reports.isEmpty ? "],\n" : "\n  ],\n"
    out +=
      "  \"summary\": {\"files\": \(reports.count), \"errors\": \(errors), \"warnings\": \(warnings)}\n}\n"
    return out
  }

  private static func json(
    _ diagnostic: Diagnostic, in sources: SourceMap, locations: SourceLocations
  ) -> String {
    var fields = [
      "\"code\": \(JSONText.quoted(diagnostic.code))",
      "\"severity\": \(JSONText.quoted(diagnostic.severity.rawValue))",
      "\"message\": \(JSONText.quoted(diagnostic.message))",
    ]
    if let main = sources.main, let file = sources.file(containing: diagnostic.range.start) {
      if file.base != main.base { fields.append("\"path\": \(JSONText.quoted(file.path))") }
      fields.append("\"range\": \(json(diagnostic.range, in: sources, locations))")
      if let label = diagnostic.kind.label { fields.append("\"label\": \(JSONText.quoted(label))") }
      let related = diagnostic.related.map {
        "{\"range\": \(json($0.range, in: sources, locations)), \"label\": \(JSONText.quoted($0.label))}"
      }
      fields.append("\"related\": [\(related.joined(separator: ", "))]")
      fields.append(
        "\"notes\": [\(diagnostic.notes.map { JSONText.quoted($0.text) }.joined(separator: ", "))]")
      let fixIts = diagnostic.fixIts.map {
        "{\"range\": \(json($0.range, in: sources, locations)), \"replacement\": \(JSONText.quoted($0.replacement))}"
      }
      fields.append("\"fixIts\": [\(fixIts.joined(separator: ", "))]")
      fields.append(
        "\"rendered\": \(JSONText.quoted(DiagnosticRenderer().render(diagnostic, in: sources, locations: locations)))"
      )
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// A range as lines and columns; offsets count bytes from the start of the range's file, and a
  /// range in an imported file names it in `path`.
  private static func json(
    _ range: SourceRange, in sources: SourceMap, _ locations: SourceLocations
  ) -> String {
    guard let file = sources.file(containing: range.start) else { return "null" }
    let start = locations[range.start]
    let end = locations[range.end]
    let path =
      file.base == sources.main?.base ? "" : "\"path\": \(JSONText.quoted(file.path)), "
    return
      "{" + path
      + "\"start\": {\"offset\": \(range.start - file.base), \"line\": \(start.line), \"column\": \(start.column)}, "
      + "\"end\": {\"offset\": \(range.end - file.base), \"line\": \(end.line), \"column\": \(end.column)}}"
  }

  /// GitHub Actions workflow commands, one line per diagnostic:
  /// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`. `path` turns a
  /// file's path into the form GitHub matches to a pull request's files (the command line
  /// knows the working folder).
  public static func github(
    _ reports: [FileReport], path display: (String) -> String = { $0 }
  ) -> String {
    var out = ""
    for report in reports {
      if let failure = report.failure {
        out += "::error file=\(property(display(report.path))),title=motionc::\(data(failure))\n"
      }
      let locations = SourceLocations(
        report.sources, positions: SourceLocations.positions(report.diagnostics))
      for diagnostic in report.diagnostics {
        guard let file = report.sources.file(containing: diagnostic.range.start) else { continue }
        let start = locations[diagnostic.range.start]
        let end = locations[diagnostic.range.end]
        let command = diagnostic.severity == .error ? "error" : "warning"
        let path = file.base == report.sources.main?.base ? report.path : file.path
        out +=
          "::\(command) file=\(property(display(path))),line=\(start.line),col=\(start.column),"
        out += "endLine=\(end.line),endColumn=\(end.column),"
        // The places the diagnostic points at besides its own (the `let` behind a value, the
        // `play` that led to it), each as PATH:LINE:COLUMN and its label.
        let places = diagnostic.related.compactMap { related -> String? in
          guard let relatedFile = report.sources.file(containing: related.range.start) else {
            return nil
          }
          let location = locations[related.range.start]
          let relatedPath =
            relatedFile.base == report.sources.main?.base ? report.path : relatedFile.path
          return "\(display(relatedPath)):\(location.line):\(location.column): \(related.label)"
        }
        out += "title=\(property("motionc \(diagnostic.code)"))::"
        out += data(annotation(diagnostic, places: places)) + "\n"
      }
    }
    return out
  }

  /// An annotation's message: what a person reads under the caret too, one line each (GitHub
  /// shows a message's lines): the message, the caret's label ("did you mean `easeOutQuad`?"),
  /// the other places it points at (`places`), then each note and help.
  private static func annotation(_ diagnostic: Diagnostic, places: [String]) -> String {
    var lines = [diagnostic.message]
    if let label = diagnostic.kind.label { lines.append(label) }
    lines += places
    lines += diagnostic.notes.map { $0.isHelp ? "help: " + $0.body : "note: " + $0.body }
    return lines.joined(separator: "\n")
  }

  /// Escapes a workflow command's message.
  private static func data(_ text: String) -> String {
    text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
  }

  /// Escapes a workflow command's property value.
  private static func property(_ text: String) -> String {
    data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
  }
}

extension String {
  fileprivate func replacingAll(_ target: Character, _ replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
