/// The motions of a compilation as a graph: each motion, the motions its `play`s name, and how
/// much checking one `play` of it costs. Built once, before any `play` is expanded.
///
/// Every walk here is iterative (an explicit stack) and linear in the number of motions and
/// statements, so no chain of motions, however long, can overflow the stack or take
/// quadratic time.
///
/// - **Cycles.** Motions that play themselves, directly or through others, are the strongly
///   connected components of the graph with more than one motion, or one motion that plays
///   itself (Tarjan's algorithm). Each component is reported once (`M0151`), and its motions
///   are never expanded: expanding one would report the cycle again, and enumerating the ways
///   around a large component takes time exponential in its size.
/// - **Expanded size.** How many statements checking one `play` of a motion walks: the
///   statements of its body (in groups and `reduced` blocks too, each `play` among them), plus
///   the expanded size of each motion it plays. Tarjan's algorithm finishes a component only
///   after every component it can reach, so the sizes are computed bottom-up in the same pass,
///   saturating instead of overflowing. Arguments never change a size: nothing in the language
///   is conditional, and a `repeat` count (which a parameter may give) repeats a group in the
///   timeline without checking its body again; the timeline builder bounds the unrolled
///   segments before unrolling. So the size is exact, and an upper bound when a statement with
///   an error is left out.
struct MotionGraph {
  /// A `play` in a motion's body and the motion it plays.
  struct Edge {
    var target: Int
    var play: PlayStatement
    /// How many groups and `reduced` blocks of the body are around the `play`.
    var depth: Int
  }

  /// A set of motions that play each other: reported once, at the `play` that closes a cycle
  /// through the first-defined of them.
  struct Cycle {
    /// The motions of the cycle from the first-defined one, in the order they play each other.
    var path: [Int]
    /// The `play` that leads back to the first motion of `path`.
    var closing: PlayStatement
  }

  /// Every motion definition of the compilation, in the order of their positions.
  let motions: [MotionDefinition]
  private let edges: [[Edge]]
  /// Whether each motion is part of a cycle (it is never expanded).
  private(set) var isCyclic: [Bool]
  /// How many statements checking one `play` of each motion walks (saturating at `Int.max`).
  private(set) var expandedSize: [Int]
  /// How many levels of groups and `play`s expanding the body of each motion nests (the
  /// `play` of it not counted), for `Limits.maximumNesting`.
  private(set) var nestingDepth: [Int]
  /// The cycles, one per set of motions that play each other, by their first-defined motion.
  private(set) var cycles: [Cycle] = []

  /// The graph of `motions`, each `play` of a motion of file `u` naming a motion of
  /// `motionTables[u]`.
  init(
    motions: [MotionDefinition], motionTables: [[String: MotionDefinition]],
    shape: (MotionDefinition) -> MotionShape = { MotionShape($0.statement.body) }
  ) {
    // Sorting the positions, not the definitions, moves a few bytes instead of whole trees;
    // motions given in order (the checker's, in source order) are not sorted at all.
    let positions = motions.map(\.statement.name.range.start)
    let order =
      positions.indices.dropFirst().allSatisfy { positions[$0 - 1] < positions[$0] }
      ? Array(positions.indices) : positions.indices.sorted { positions[$0] < positions[$1] }
    self.motions = order.map { motions[$0] }
    // The motions' positions, increasing: a motion played is found by halving them, where a
    // dictionary by position hashed each position once to put it in and once per `play`.
    let sortedPositions = order.map { positions[$0] }
    var edges: [[Edge]] = Array(repeating: [], count: self.motions.count)
    var ownSizes = Array(repeating: 0, count: self.motions.count)
    var ownDepths = Array(repeating: 0, count: self.motions.count)
    for index in self.motions.indices {
      let fileIndex = self.motions[index].fileIndex
      let shape = shape(self.motions[index])
      ownSizes[index] = shape.size
      ownDepths[index] = shape.depth
      for (play, depth) in shape.plays {
        guard let target = motionTables[fileIndex][play.name.text],
          let targetIndex = Self.index(of: target.statement.name.range.start, in: sortedPositions)
        else { continue }
        edges[index].append(Edge(target: targetIndex, play: play, depth: depth))
      }
    }
    self.edges = edges
    isCyclic = Array(repeating: false, count: edges.count)
    expandedSize = Array(repeating: 0, count: edges.count)
    nestingDepth = Array(repeating: 0, count: edges.count)
    findComponents(ownSizes: ownSizes, ownDepths: ownDepths)
    cycles.sort { $0.path[0] < $1.path[0] }
  }

  /// The index of `position` in `positions` (increasing), if it is there.
  private static func index(of position: Int, in positions: [Int]) -> Int? {
    var low = 0
    var high = positions.count
    while low < high {
      let middle = low + (high - low) / 2
      if positions[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low < positions.count && positions[low] == position ? low : nil
  }

  /// What the graph needs of a motion's body: how many statements it has (in groups and
  /// `reduced` blocks too), how deeply they nest, and its `play`s, each with how many groups
  /// and `reduced` blocks are around it. Found while the body is at hand, so that a body the
  /// parser let go of (``MotionDefinition/isParsedAgain``) need not be parsed again for the graph.
  struct MotionShape {
    var size = 0
    var depth = 0
    var plays: [(play: PlayStatement, depth: Int)] = []
    /// The parameters and body themselves, when the parser kept them for the checker
    /// (``MainFileReading``).
    var kept: MotionDefinition.ParsedAgain?

    /// The shape of `body`: its statements read in source order, in place, each group's and
    /// `reduced` block's before the rest of the block around it, with an explicit stack of the
    /// blocks being read (a copy of each statement, and of each block's rest, cost more than
    /// the rest of the walk).
    init(_ body: [Statement]) {
      // The blocks around the one being read, each with where to resume it.
      var outer: [(statements: [Statement], next: Int)] = []
      var statements = body
      var next = 0
      while true {
        guard next < statements.count else {
          guard let (block, resume) = outer.popLast() else { break }
          statements = block
          next = resume
          continue
        }
        let index = next
        next += 1
        size += 1
        let depth = outer.count
        switch statements[index] {
        case .group(let group):
          self.depth = max(self.depth, depth + 1)
          outer.append((statements, next))
          statements = group.body
          next = 0
        case .reduced(let block):
          self.depth = max(self.depth, depth + 1)
          outer.append((statements, next))
          statements = block.body
          next = 0
        case .play(let play):
          self.depth = max(self.depth, depth + 1)
          plays.append((play, depth))
        case .change, .wait, .target, .initial, .let, .defaults, .motion, .import, .seed,
          .drift:
          continue
        }
      }
    }
  }

  /// The shapes of a file's motions that the parser let go of, by the position each motion
  /// starts at (``ParsedFile/motionShapes``). The parser meets the motions in source order, so
  /// the positions come in increasing order: appended to arrays and found by halving them,
  /// where a dictionary hashed every position and was grown, rehashing, a dozen times on a
  /// design system. A position out of order is still put in its place.
  struct ShapeTable: Sequence {
    /// The positions, increasing, and the shape at each.
    private var positions: [Int] = []
    private var shapes: [MotionShape] = []
    /// Where ``find(_:)`` looks first: after the last position it found.
    private var next = 0

    var count: Int { positions.count }
    var isEmpty: Bool { positions.isEmpty }

    /// The shape of the motion that starts at `position`, if the table has one.
    subscript(position: Int) -> MotionShape? {
      let index = firstIndex(notBelow: position)
      guard index < positions.count, positions[index] == position else { return nil }
      return shapes[index]
    }

    /// Whether the table has a shape for the motion that starts at `position` (the shape is
    /// not copied).
    func contains(_ position: Int) -> Bool {
      let index = firstIndex(notBelow: position)
      return index < positions.count && positions[index] == position
    }

    /// The index of the shape of the motion that starts at `position`, for ``shape(at:)``.
    /// Looked for first after the last one found: the motions are mostly looked up in source
    /// order, each then found at once, with no search.
    mutating func find(_ position: Int) -> Int? {
      var index = next
      if index >= positions.count || positions[index] != position {
        index = firstIndex(notBelow: position)
        guard index < positions.count, positions[index] == position else { return nil }
      }
      next = index + 1
      return index
    }

    /// The shape at `index`, an index ``find(_:)`` gave.
    func shape(at index: Int) -> MotionShape { shapes[index] }

    /// Puts in the shape of the motion at `position`, in place of any shape there.
    mutating func insert(_ shape: MotionShape, at position: Int) {
      // In source order, the place is the end: no search.
      guard let last = positions.last, position <= last else {
        positions.append(position)
        shapes.append(shape)
        return
      }
      let index = firstIndex(notBelow: position)
      if index < positions.count, positions[index] == position {
        shapes[index] = shape
      } else {
        positions.insert(position, at: index)
        shapes.insert(shape, at: index)
      }
    }

    /// The index of the first position at or after `position` (`count` if none).
    private func firstIndex(notBelow position: Int) -> Int {
      var low = 0
      var high = positions.count
      while low < high {
        let middle = low + (high - low) / 2
        if positions[middle] < position { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// The positions and shapes, in increasing order of position.
    func makeIterator() -> Iterator { Iterator(table: self) }

    struct Iterator: IteratorProtocol {
      fileprivate let table: ShapeTable
      fileprivate var index = 0

      mutating func next() -> (key: Int, value: MotionShape)? {
        guard index < table.positions.count else { return nil }
        defer { index += 1 }
        return (table.positions[index], table.shapes[index])
      }
    }
  }

  // MARK: Components

  /// Tarjan's strongly connected components, with an explicit stack of calls; each component
  /// is finished (``finish(_:ownSizes:)``) after every component it can reach.
  private mutating func findComponents(ownSizes: [Int], ownDepths: [Int]) {
    let count = motions.count
    var order = Array(repeating: -1, count: count)
    var lowest = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var visited = 0
    for root in 0..<count where order[root] < 0 {
      // Each call: a motion, and the next of its edges to follow.
      var calls: [(motion: Int, edge: Int)] = []
      func enter(_ motion: Int) {
        order[motion] = visited
        lowest[motion] = visited
        visited += 1
        stack.append(motion)
        onStack[motion] = true
        calls.append((motion, 0))
      }
      enter(root)
      while let (motion, edge) = calls.last {
        if edge < edges[motion].count {
          calls[calls.count - 1].edge += 1
          let next = edges[motion][edge].target
          if order[next] < 0 {
            enter(next)
          } else if onStack[next] {
            lowest[motion] = min(lowest[motion], order[next])
          }
          continue
        }
        calls.removeLast()
        if let caller = calls.last?.motion {
          lowest[caller] = min(lowest[caller], lowest[motion])
        }
        guard lowest[motion] == order[motion] else { continue }
        var members: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          members.append(member)
          if member == motion { break }
        }
        finish(members, ownSizes: ownSizes, ownDepths: ownDepths)
      }
    }
  }

  /// A finished component: a cycle to report, or one motion whose size and depth can now be
  /// computed (every motion it plays is finished).
  private mutating func finish(_ members: [Int], ownSizes: [Int], ownDepths: [Int]) {
    if members.count == 1, let motion = members.first,
      !edges[motion].contains(where: { $0.target == motion })
    {
      var size = ownSizes[motion]
      var depth = ownDepths[motion]
      for edge in edges[motion] where !isCyclic[edge.target] {
        size = Self.saturatingSum(size, expandedSize[edge.target])
        depth = max(depth, edge.depth + 1 + nestingDepth[edge.target])
      }
      expandedSize[motion] = size
      nestingDepth[motion] = depth
      return
    }
    for member in members { isCyclic[member] = true }
    if let first = members.min(), let cycle = cycle(from: first, within: Set(members)) {
      cycles.append(cycle)
    }
  }

  /// The first cycle through `start` a depth-first walk of its `play`s (in source order)
  /// finds, staying within `members` (no other motion leads back to it).
  private func cycle(from start: Int, within members: Set<Int>) -> Cycle? {
    var calls: [(motion: Int, edge: Int)] = [(start, 0)]
    var seen: Set<Int> = [start]
    while let (motion, edge) = calls.last {
      guard edge < edges[motion].count else {
        calls.removeLast()
        continue
      }
      calls[calls.count - 1].edge += 1
      let next = edges[motion][edge]
      if next.target == start { return Cycle(path: calls.map(\.motion), closing: next.play) }
      if members.contains(next.target), seen.insert(next.target).inserted {
        calls.append((next.target, 0))
      }
    }
    return nil
  }

  static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }
}
