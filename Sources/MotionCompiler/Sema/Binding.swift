/// A name's meaning: a `let` or a parameter.
///
/// 64 bytes (`CheckerLayoutTests` holds it): a file's scope holds one per top-level `let` it
/// sees (a design system has tens of thousands, in a dictionary with up to twice as many
/// slots, from the start of the walk to its end), and a binding is copied on every use. The
/// 41-byte value comes first, the range and the 32-bit position fill the rest of its last
/// word, and the rare notice is a pointer.
struct Binding {
  /// `nil` when its expression has an error (uses of it then say nothing more).
  var value: Quantity?
  /// The name where it is defined.
  var definition: SourceRange
  /// ``visibleFrom`` (positions fit in 32 bits, as in a ``SourceRange``).
  private var storedVisibleFrom: UInt32
  /// The position from which the name may be used (in the file that sees it).
  var visibleFrom: Int {
    get { Int(storedVisibleFrom) }
    set { storedVisibleFrom = UInt32(truncatingIfNeeded: newValue) }
  }
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
    storedVisibleFrom = UInt32(truncatingIfNeeded: visibleFrom)
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
