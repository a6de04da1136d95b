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
/// ``DiagnosticBag/capacity`` so that garbage input cannot use unbounded memory.
public struct DiagnosticBag: Sendable {
  /// How many diagnostics one stage keeps; more are counted, not stored.
  public static let capacity = 1_000

  public private(set) var diagnostics: [Diagnostic] = []
  /// How many were not kept.
  public private(set) var dropped = 0

  public init() {}

  public mutating func add(_ diagnostic: Diagnostic) {
    guard diagnostics.count < Self.capacity else {
      dropped += 1
      return
    }
    diagnostics.append(diagnostic)
  }

  public mutating func add(
    _ kind: DiagnosticKind, at range: SourceRange, related: [RelatedRange] = [],
    notes: [DiagnosticNote] = []
  ) {
    add(Diagnostic(kind, at: range, related: related, notes: notes))
  }

  /// Whether it keeps no more: a caller may then count a diagnostic with ``countDropped()``
  /// instead of formatting its message (a large spec can have thousands past the cap).
  public var isFull: Bool { diagnostics.count >= Self.capacity }

  /// Counts a diagnostic that is not kept, without making it.
  public mutating func countDropped() {
    dropped += 1
  }

  public mutating func append(contentsOf other: [Diagnostic]) {
    for diagnostic in other { add(diagnostic) }
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
