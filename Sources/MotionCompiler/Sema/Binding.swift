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

/// Where ``Checker/visibleBinding(_:)`` found a name's binding, to read it there in place: a
/// copy of the binding (its value, and the notice's box), and destroying the copy, cost more
/// than the rest of a lookup.
enum BindingPlace {
  /// A parameter or block-level `let`: its index in ``Checker/locals``.
  case local(Int)
  /// A `let` of a file or one it imports: the file's index, and the binding's in its scope's
  /// ``Scope/bindings``.
  case file(Int, Int)
}

/// A parameter or block-level `let` in ``Checker/locals``.
struct LocalBinding {
  var name: String
  var binding: Binding
}
