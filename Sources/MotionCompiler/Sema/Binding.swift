/// A name's meaning: a `let` or a parameter.
struct Binding {
  /// `nil` when its expression has an error (uses of it then say nothing more).
  var value: Quantity?
  /// The name where it is defined.
  var definition: SourceRange
  /// The position from which the name may be used (in the file that sees it).
  var visibleFrom: Int
  /// What a use of the name reports: a design token that cannot be used (its value is then
  /// `nil`), or a deprecated one.
  var notice: DiagnosticKind? {
    get { noticeBox?.kind }
    set { noticeBox = newValue.map(Notice.init) }
  }
  /// The notice, boxed: most names have none, and a binding is copied on every use, so it
  /// stays small.
  private var noticeBox: Notice?

  init(value: Quantity?, definition: SourceRange, visibleFrom: Int) {
    self.value = value
    self.definition = definition
    self.visibleFrom = visibleFrom
  }

  private final class Notice {
    let kind: DiagnosticKind
    init(_ kind: DiagnosticKind) { self.kind = kind }
  }
}

/// A binding ``Checker/visibleBinding(_:)`` found, and whether it is a parameter or block-level
/// `let` (a struct, not a tuple: an optional tuple is copied through generic witnesses).
struct VisibleBinding {
  var binding: Binding
  var isLocal: Bool
}

/// A parameter or block-level `let` in ``Checker/locals``.
struct LocalBinding {
  var name: String
  var binding: Binding
}
