import MotionRuntime

/// A group of steps, or a `play` (its motion's body as a sequence). There is one per group
/// and `play` the timeline plays (a large design system has over a hundred thousand, alive
/// together at the end of the walk), so it is kept to 40 bytes, stored in a list with the
/// others (``ScoreStorage/groups``) and its children in one with every group's
/// (``ScoreStorage/children``): what few groups have (a `delay`, `wait`, `repeat` or `yoyo`, a
/// stagger's interval, a `repeat forever`) is in a ``Details`` box, made only for those groups
/// and shared by copies.
struct ScoreGroup {
  /// Where its children begin in ``ScoreStorage/children`` (set when it is stored).
  private(set) var firstChild = 0
  var range: SourceRange
  private var details: Details?
  /// How many children it has (a group's children are statements of one block of one file,
  /// which holds fewer than 2^32 bytes).
  private var childCount: UInt32 = 0
  /// The motion this group plays, by index in ``ScoreStorage/motionNames`` (-1: not a `play`).
  private var motionName: Int32
  /// The element the motion is played on, by index into ``Score/elements``.
  private var motionElement: Int32
  private var form: Form

  private enum Form: UInt8 {
    case merge, sequence, stagger
  }

  /// The parts of a group few groups have.
  private final class Details {
    let timing: Timing
    /// A stagger's interval (0 for other groups).
    let interval: Tick
    let endless: SourceRange?

    init(timing: Timing, interval: Tick, endless: SourceRange?) {
      self.timing = timing
      self.interval = interval
      self.endless = endless
    }
  }

  /// A group not stored yet: ``ScoreStorage/add(_:children:motion:)`` stores it with its
  /// children and the motion it plays.
  init(kind: ScoreGroupKind, timing: Timing, range: SourceRange) {
    self.range = range
    motionName = -1
    motionElement = 0
    var interval: Tick = 0
    switch kind {
    case .merge: form = .merge
    case .sequence: form = .sequence
    case .stagger(let tick): (form, interval) = (.stagger, tick)
    }
    details = Self.details(timing: timing, interval: interval, endless: nil)
  }

  /// A box for what is not the common case (nothing to box: `nil`).
  private static func details(timing: Timing, interval: Tick, endless: SourceRange?) -> Details? {
    let plain =
      timing.delay == 0 && timing.over == 0 && timing.wait == 0 && timing.plays == .times(1)
      && !timing.yoyo && interval == 0 && endless == nil
    return plain ? nil : Details(timing: timing, interval: interval, endless: endless)
  }

  var kind: ScoreGroupKind {
    switch form {
    case .merge: return .merge
    case .sequence: return .sequence
    case .stagger: return .stagger(details?.interval ?? 0)
    }
  }

  /// `over` is always 0 for groups.
  var timing: Timing { details?.timing ?? Timing() }

  /// The `repeat forever` that makes the group never end: its own, or one inside it (the
  /// group then has no `repeat` and no `wait` of its own).
  var endless: SourceRange? {
    get { details?.endless }
    set {
      // Most groups end: their box (or none) is kept as it is, not made again.
      guard newValue != details?.endless else { return }
      details = Self.details(timing: timing, interval: details?.interval ?? 0, endless: newValue)
    }
  }

  /// Where its children are in ``ScoreStorage/children``.
  var children: Range<Int> { firstChild..<firstChild + Int(childCount) }

  /// The motion it plays, by index in ``ScoreStorage/motionNames``, and the element it is
  /// played on, when it is a `play`.
  var motion: (name: Int, element: Int)? {
    motionName < 0 ? nil : (Int(motionName), Int(motionElement))
  }

  /// Records where its children are stored and what it plays.
  fileprivate mutating func place(children: Range<Int>, motion: (name: Int, element: Int)?) {
    firstChild = children.lowerBound
    childCount = UInt32(truncatingIfNeeded: children.count)
    if let motion {
      motionName = Int32(truncatingIfNeeded: motion.name)
      motionElement = Int32(truncatingIfNeeded: motion.element)
    }
  }
}

/// The score's changes, groups and pauses, each kind in one list that nodes index, and every
/// group's children in one list, each group's together: the score's tree, flat. A group is
/// one entry of a list and a range of another, not an allocation of its own with an array of
/// its own, which halves what the groups of a large design system take.
struct ScoreStorage {
  /// Every change, in source order.
  var changes = ChunkedList<ScoreChange>()
  var groups = ChunkedList<ScoreGroup>()
  /// Every group's children, each group's in a row (a group's are stored when it is done,
  /// after those of the groups inside it).
  var children = ChunkedList<ScoreNode>()
  var pauses = ChunkedList<ScorePause>()
  /// The names of the motions played, each motion's once.
  var motionNames: [String] = []
  /// By the motion's index in the ``MotionGraph``, its name's index in ``motionNames`` (-1:
  /// not played yet; as long as the highest index played).
  private var motionIndexes: [Int32] = []

  /// Stores `group` with its children, and `motion` (its name, its index in the
  /// ``MotionGraph`` and the element it is played on) when it is a `play`; returns its node.
  mutating func add(
    _ group: ScoreGroup, children: [ScoreNode],
    motion: (name: String, node: Int, element: Int)? = nil
  ) -> ScoreNode {
    var group = group
    group.place(
      children: self.children.append(contentsOf: children),
      motion: motion.map { (name: index(ofMotion: $0.name, node: $0.node), element: $0.element) })
    groups.append(group)
    return .group(groups.count - 1)
  }

  /// Stores a pause; returns its node.
  mutating func addPause(_ length: Tick, range: SourceRange) -> ScoreNode {
    pauses.append(ScorePause(length: length, range: range))
    return .pause(pauses.count - 1)
  }

  /// The index in ``motionNames`` of the motion `name`, at index `node` of the graph: found
  /// by its index, where a dictionary by name hashed the name on every `play`. (Motions of
  /// one name defined in two files are two entries of the same name.)
  private mutating func index(ofMotion name: String, node: Int) -> Int {
    // A graph's indexes are never negative; -1 stores the group as no `play` rather than trap.
    guard node >= 0 else { return -1 }
    if node >= motionIndexes.count {
      motionIndexes.append(contentsOf: repeatElement(-1, count: node + 1 - motionIndexes.count))
    }
    if motionIndexes[node] >= 0 { return Int(motionIndexes[node]) }
    motionNames.append(name)
    motionIndexes[node] = Int32(truncatingIfNeeded: motionNames.count - 1)
    return motionNames.count - 1
  }

  /// Lets go of the groups and pauses (once scheduled, they are not read again).
  mutating func releaseGroups() {
    groups = ChunkedList()
    children = ChunkedList()
    pauses = ChunkedList()
    motionIndexes = []
  }

  /// The `repeat forever` that makes `node` never end, if it never ends.
  func endlessRepeat(_ node: ScoreNode) -> SourceRange? {
    switch node.kind {
    case .change(let index): return changes[index].timing.plays.foreverRange
    case .pause: return nil
    case .group(let index): return groups[index].endless
    }
  }

  /// The range diagnostics about `node` as a whole point at (a group: its keyword).
  func range(_ node: ScoreNode) -> SourceRange {
    switch node.kind {
    case .change(let index): return changes[index].range
    case .pause(let index): return pauses[index].range
    case .group(let index): return groups[index].range
    }
  }
}
