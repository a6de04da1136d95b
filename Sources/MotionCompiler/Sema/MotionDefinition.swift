/// A motion, where it is defined and the `defaults` its body starts with. A class: every file
/// that sees the motion, and every `play` of it, shares one, without copying its tree.
///
/// The checker holds every motion of a compilation from the time the files are prepared to
/// the end of the walk, and a design system defines tens of thousands of them, so a definition
/// is kept small (`CheckerLayoutTests` holds the sizes):
/// - when the parser let go of a motion's parameters and body (`check` and `compile` of a main
///   file: see ``MainFileReading``), only its name and where it is are kept; both are parsed
///   again where they are needed (``Checker/parametersAndBody(of:)``). The
///   parameters were most of a definition: an array of 56-byte parameters, and a heap box for
///   each default value that names a `let`;
/// - the `defaults` (80 bytes) are shared by the motions defined under the same ones
///   (``MotionDefaults``): a file has a few `defaults` lines, and many motions.
///
/// So a definition the parser let go of is one 112-byte allocation (and its name's text,
/// when that is longer than 15 bytes), where it was about 440 bytes in four or more
/// allocations.
final class MotionDefinition {
  // The stored properties are in this order so that they pack into 88 bytes after the
  // object's header: one 112-byte allocation.
  /// The definition as parsed; only its name and range when ``isParsedAgain``.
  let statement: MotionStatement
  /// The `defaults` in effect where the motion is defined, shared with the motions defined
  /// under the same ones.
  private let sharedDefaults: MotionDefaults
  /// Its parameters and body parsed again, while the checker keeps them
  /// (``Checker/loadedMotions``).
  var loaded: ParsedAgain?
  /// Its index in the ``MotionGraph`` (set when the graph is built).
  var graphIndex: Int?
  /// Whether the parser let go of its parameters and body (see ``MainFileReading``), which
  /// are parsed again where they are needed.
  let isParsedAgain: Bool
  /// Whether it is used: a `play` names it, or an unknown name was taken to mean it (for the
  /// unused warning; a flag here, in what would be padding, where ``Checker/used`` would hash
  /// a position per `play` and hold a slot per motion).
  var isUsed = false
  /// ``fileIndex`` (a compilation has far fewer than 2^31 files).
  private let storedFileIndex: Int32

  /// A motion's parameters and body.
  typealias ParsedAgain = (parameters: [Parameter], body: [Statement])

  init(
    statement: MotionStatement, fileIndex: Int, defaults: MotionDefaults,
    isParsedAgain: Bool = false
  ) {
    self.statement = statement
    storedFileIndex = Int32(truncatingIfNeeded: fileIndex)
    sharedDefaults = defaults
    self.isParsedAgain = isParsedAgain
  }

  /// The index of its file in the checker's files.
  var fileIndex: Int { Int(storedFileIndex) }

  /// The `defaults` its body starts with.
  var defaults: Defaults { sharedDefaults.value }

  /// The parameters and body, parsed again from `file` (``isParsedAgain``).
  func parseAgain(in file: SourceFile, limits: Limits) -> ParsedAgain {
    var stream = Parser.StatementStream(file, rereading: statement.range, limits: limits)
    guard case .motion(let motion)? = stream.next() else { return ([], []) }
    return (motion.parameters, motion.body)
  }
}

/// The `defaults` in effect at a point of a file, as the motions defined there keep them: one
/// value shared by every motion defined under the same `defaults` lines (see
/// ``MotionDefinition``).
final class MotionDefaults {
  let value: Defaults

  init(_ value: Defaults) { self.value = value }
}

/// The motions whose parameters and bodies the checker keeps although the parser let go of
/// them in the tree (``MotionDefinition/loaded``: kept from the first parse, or parsed again),
/// the oldest first: see ``Checker/parametersAndBody(of:)``. And what `play`s bind of each
/// motion's parameters without evaluating it again (``fixedDefaults``).
struct LoadedMotions {
  private var motions: [MotionDefinition] = []
  /// How many bytes of source the kept motions were parsed from.
  private(set) var sourceBytes = 0
  /// How many bytes of source the motions kept while they are checked on their own may have
  /// been parsed from: most are kept from the main file's parse (``MainFileReading``), the
  /// rest parsed again for their checks, and the walk then plays them without parsing them
  /// again. A parsed body takes about 9 bytes of memory a byte of source, so these are at most
  /// about 4.7 MB, from the parse until the walk has played them. The parse is a `check`'s
  /// peak (the main file's statements grow one array), and they raise it by as much: a 10 MB
  /// design system peaks at about 108 MB with them (103 MB when they were parsed again after
  /// the parse). A design system of up to about 1 MB has all its motions' bodies kept, none
  /// parsed twice.
  static let definitionBudget = 512 * 1024

  /// For each motion of the graph (by ``MotionDefinition/graphIndex``), its parameters bound
  /// to their defaults, each whose value is the same at every `play`, found while the motion
  /// is checked on its own (``Checker/bindParameters(_:arguments:motion:)``); empty for a
  /// motion without one. About 90 bytes a parameter, kept to the end of the walk (only while
  /// nothing records names' uses: an editor is shown every use).
  var fixedDefaults: [[LocalBinding?]] = []

  /// Parameter `index` of the motion at `node` of the graph bound to its default, when that is
  /// the same at every `play`; `nil` when the default is evaluated again (or there is none).
  /// (Inlined: the binding is then copied once, from the table to the scope.)
  @inline(__always)
  func fixedDefault(of index: Int, motion node: Int) -> LocalBinding? {
    guard node < fixedDefaults.count, index < fixedDefaults[node].count else { return nil }
    return fixedDefaults[node][index]
  }

  mutating func append(_ motion: MotionDefinition, sourceBytes size: Int) {
    motions.append(motion)
    sourceBytes += size
  }

  /// Lets go of all but the last `count` motions.
  mutating func keepLast(_ count: Int) {
    guard motions.count > count else { return }
    let dropped = motions.count - count
    for motion in motions[..<dropped] {
      motion.loaded = nil
      sourceBytes -= motion.statement.range.end - motion.statement.range.start
    }
    motions.removeFirst(dropped)
  }
}
