/// How serious a diagnostic is.
public enum Severity: String, Hashable, Sendable {
  case error
  case warning
}

/// A problem found in a spec: what it is (``DiagnosticKind``), where, and what else helps.
///
/// A diagnostic is a value; ``DiagnosticRenderer`` turns it into text. All wording lives in
/// the Diagnostics folder: ``DiagnosticKind``, ``DiagnosticNote`` and ``RelatedLabel``.
public struct Diagnostic: Hashable, Sendable {
  /// What went wrong; decides the code, severity and message.
  public var kind: DiagnosticKind
  /// The smallest range that shows the problem.
  public var range: SourceRange
  /// Other places that explain it (e.g. the other side of a conflict), each with a label.
  public var related: [RelatedRange]
  /// Extra lines shown after the source excerpt; ``DiagnosticNote/text`` words them.
  public var notes: [DiagnosticNote]

  public init(
    _ kind: DiagnosticKind, at range: SourceRange, related: [RelatedRange] = [],
    notes: [DiagnosticNote] = []
  ) {
    self.kind = kind
    self.range = range
    self.related = related
    self.notes = notes
  }

  /// Moves every range by `offset` (from indexes in a file's bytes to positions).
  mutating func shift(by offset: Int) {
    range = SourceRange(start: range.start + offset, end: range.end + offset)
    for index in related.indices {
      let old = related[index].range
      related[index].range = SourceRange(start: old.start + offset, end: old.end + offset)
    }
  }

  /// Edits that fix the problem, for editors and tools (`check --format json`): today the
  /// replacement of a misspelled name by the nearest known one.
  public var fixIts: [FixIt] {
    kind.suggestion.map { [FixIt(range: range, replacement: $0)] } ?? []
  }

  /// Whether it stops compilation (an error) or only points at something (a warning).
  public var severity: Severity { kind.severity }
  /// The problems it stands for, as every summary counts them: itself, or for the cap's
  /// note (M0009) the problems it hides.
  public var problems: (errors: Int, warnings: Int) {
    if case .tooManyErrors(_, let errors, let warnings) = kind { return (errors, warnings) }
    return severity == .error ? (1, 0) : (0, 1)
  }
  /// The stable code, `M0100`, that names its explanation (`motionc explain M0100`).
  public var code: String { kind.code }
  /// The one-line message, as every output format shows it.
  public var message: String { kind.message }

  /// The message of a problem in the imported file `name`, for an editor that shows it at the
  /// `import` that leads to it.
  public func message(inImportedFile name: String) -> String { "in `\(name)`: " + message }
}

/// A replacement of a range's text.
public struct FixIt: Hashable, Sendable {
  public var range: SourceRange
  public var replacement: String

  public init(range: SourceRange, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

/// A secondary range with a label, e.g. "first defined here".
public struct RelatedRange: Hashable, Sendable {
  public var range: SourceRange
  /// What the range shows; ``RelatedLabel/text`` words it.
  public var kind: RelatedLabel
  /// The label as shown.
  public var label: String { kind.text }

  public init(_ range: SourceRange, _ kind: RelatedLabel) {
    self.range = range
    self.kind = kind
  }
}

/// Collects diagnostics in the order they are found, keeping at most
/// ``DiagnosticBag/capacity`` of each severity so that garbage input cannot use unbounded
/// memory. Warnings never take an error's place: a spec with thousands of warnings before its
/// one error still has that error.
public struct DiagnosticBag: Sendable {
  /// How many diagnostics of one severity one stage keeps; more are counted, not stored.
  public static let capacity = 1_000

  private var kept: [Diagnostic] = []
  private var keptErrors = 0
  /// How many of each severity were not kept, and where the first of them was.
  private var droppedErrors = 0
  private var droppedWarnings = 0
  private var firstDropped: SourceRange?

  public init() {}

  /// What was kept, in the order found, then (when some were not kept) one ``DiagnosticKind/
  /// tooManyErrors(shown:hiddenErrors:hiddenWarnings:)`` that counts them. The compiler's cap
  /// folds such counts into its own, so the totals reach every report.
  public var diagnostics: [Diagnostic] {
    guard let firstDropped else { return kept }
    let summary = DiagnosticKind.tooManyErrors(
      shown: kept.count, hiddenErrors: droppedErrors, hiddenWarnings: droppedWarnings)
    return kept + [Diagnostic(summary, at: firstDropped)]
  }

  public mutating func add(_ diagnostic: Diagnostic) {
    if case .tooManyErrors(_, let errors, let warnings) = diagnostic.kind {
      // Another stage's count of what it did not keep.
      drop(errors: errors, warnings: warnings, at: diagnostic.range)
      return
    }
    let isError = diagnostic.severity == .error
    let keptOfSeverity = isError ? keptErrors : kept.count - keptErrors
    guard keptOfSeverity < Self.capacity else {
      drop(errors: isError ? 1 : 0, warnings: isError ? 0 : 1, at: diagnostic.range)
      return
    }
    if isError { keptErrors += 1 }
    kept.append(diagnostic)
  }

  public mutating func add(
    _ kind: DiagnosticKind, at range: SourceRange, related: [RelatedRange] = [],
    notes: [DiagnosticNote] = []
  ) {
    add(Diagnostic(kind, at: range, related: related, notes: notes))
  }

  public mutating func append(contentsOf other: [Diagnostic]) {
    for diagnostic in other { add(diagnostic) }
  }

  public var hasErrors: Bool { keptErrors > 0 }

  /// Whether a diagnostic of `severity` made now would be kept; when not, it is counted (at
  /// `range`) instead, and the caller need not format its message (a large spec can have
  /// thousands of warnings past the cap).
  public mutating func keeps(_ severity: Severity, at range: SourceRange) -> Bool {
    let isError = severity == .error
    guard (isError ? keptErrors : kept.count - keptErrors) >= Self.capacity else { return true }
    drop(errors: isError ? 1 : 0, warnings: isError ? 0 : 1, at: range)
    return false
  }

  private mutating func drop(errors: Int, warnings: Int, at range: SourceRange) {
    droppedErrors += errors
    droppedWarnings += warnings
    if firstDropped == nil { firstDropped = range }
  }
}
