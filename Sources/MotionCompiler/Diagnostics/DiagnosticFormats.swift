/// Machine-readable forms of diagnostics: JSON for tools, annotations for GitHub Actions.
public enum DiagnosticFormats {
  /// The `format` field of the JSON document.
  public static let jsonFormat = "motionc-diagnostics"

  /// One file's outcome: its diagnostics, or the reason it could not be read.
  public struct FileReport: Sendable {
    public var path: String
    public var file: SourceFile?
    public var diagnostics: [Diagnostic]
    /// Set when the file could not be read at all.
    public var failure: String?

    public init(path: String, file: SourceFile?, diagnostics: [Diagnostic], failure: String?) {
      self.path = path
      self.file = file
      self.diagnostics = diagnostics
      self.failure = failure
    }

    public var errorCount: Int {
      diagnostics.filter { $0.severity == .error }.count + (failure == nil ? 0 : 1)
    }

    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
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
      let locations = report.file.map { LocationTable($0, offsets: offsets(report.diagnostics)) }
      for (diagnosticIndex, diagnostic) in report.diagnostics.enumerated() {
        out += diagnosticIndex == 0 ? "\n" : ",\n"
        out += "      " + json(diagnostic, in: report.file, locations: locations)
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

  /// Every offset a diagnostic's ranges start or end at.
  private static func offsets(_ diagnostics: [Diagnostic]) -> [Int] {
    diagnostics.flatMap { diagnostic in
      ([diagnostic.range] + diagnostic.related.map(\.range)).flatMap { [$0.start, $0.end] }
    }
  }

  private static func json(
    _ diagnostic: Diagnostic, in file: SourceFile?, locations: LocationTable?
  ) -> String {
    var fields = [
      "\"code\": \(JSONText.quoted(diagnostic.code))",
      "\"severity\": \(JSONText.quoted(diagnostic.severity.rawValue))",
      "\"message\": \(JSONText.quoted(diagnostic.message))",
    ]
    if let file, let locations {
      fields.append("\"range\": \(json(diagnostic.range, locations))")
      if let label = diagnostic.kind.label { fields.append("\"label\": \(JSONText.quoted(label))") }
      let related = diagnostic.related.map {
        "{\"range\": \(json($0.range, locations)), \"label\": \(JSONText.quoted($0.label))}"
      }
      fields.append("\"related\": [\(related.joined(separator: ", "))]")
      fields.append(
        "\"notes\": [\(diagnostic.notes.map(JSONText.quoted).joined(separator: ", "))]")
      fields.append(
        "\"rendered\": "
          + JSONText.quoted(DiagnosticRenderer().render(diagnostic, in: file, locations: locations))
      )
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private static func json(_ range: SourceRange, _ locations: LocationTable) -> String {
    let start = locations[range.start]
    let end = locations[range.end]
    return
      "{\"start\": {\"offset\": \(range.start), \"line\": \(start.line), \"column\": \(start.column)}, "
      + "\"end\": {\"offset\": \(range.end), \"line\": \(end.line), \"column\": \(end.column)}}"
  }

  /// GitHub Actions workflow commands, one line per diagnostic:
  /// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
  public static func github(_ reports: [FileReport]) -> String {
    var out = ""
    for report in reports {
      if let failure = report.failure {
        out += "::error file=\(property(report.path)),title=motionc::\(data(failure))\n"
      }
      guard let file = report.file else { continue }
      let locations = LocationTable(
        file, offsets: report.diagnostics.flatMap { [$0.range.start, $0.range.end] })
      for diagnostic in report.diagnostics {
        let start = locations[diagnostic.range.start]
        let end = locations[diagnostic.range.end]
        let command = diagnostic.severity == .error ? "error" : "warning"
        out += "::\(command) file=\(property(report.path)),line=\(start.line),col=\(start.column),"
        out += "endLine=\(end.line),endColumn=\(end.column),"
        out += "title=\(property("motionc \(diagnostic.code)"))::\(data(diagnostic.message))\n"
      }
    }
    return out
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
