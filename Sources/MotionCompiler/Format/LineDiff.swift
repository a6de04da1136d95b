// What `fmt --diff` shows: the lines `fmt` would change, as a unified diff.
//
// The edit script is Myers' O(ND) difference algorithm in its linear-space form ("An O(ND)
// Difference Algorithm and Its Variations", 1986, section 4b): find the middle snake of the
// shortest edit path, then solve the two halves on either side of it. Lines are compared by an
// integer id (one dictionary lookup per line), so comparing is cheap whatever the lines hold.
// Time is O((N + M) · D) for D changed lines, memory O(N + M); `fmt` changes few lines of a
// file, so D is small. The output is what `diff -u` prints, and `patch -p0` applies it.

/// One line-level edit script between two texts, and its rendering as a unified diff.
public struct LineDiff {
  /// A run of the edit script: lines kept, removed from the old text or added from the new.
  /// Each run says where it is in both texts (a removal's `new` range is empty, at the place
  /// the lines were; an addition's `old` range likewise).
  struct Run: Equatable {
    enum Kind: Equatable {
      case keep, remove, add
    }
    var kind: Kind
    var old: Range<Int>
    var new: Range<Int>
  }

  /// The old text's lines, each with its line terminator (the last one may have none).
  let oldLines: [ArraySlice<UInt8>]
  /// The new text's lines, likewise.
  let newLines: [ArraySlice<UInt8>]
  /// The edit script, in order; consecutive runs are of different kinds.
  let runs: [Run]

  /// Compares `old` with `new` line by line.
  public init(old: [UInt8], new: [UInt8]) {
    oldLines = Self.lines(of: old)
    newLines = Self.lines(of: new)
    var ids: [ArraySlice<UInt8>: Int] = [:]
    func id(_ line: ArraySlice<UInt8>) -> Int {
      if let known = ids[line] { return known }
      ids[line] = ids.count
      return ids.count - 1
    }
    runs = EditScript(old: oldLines.map(id), new: newLines.map(id)).runs()
  }

  /// Whether the two texts have the same lines.
  public var isEmpty: Bool {
    runs.allSatisfy { $0.kind == .keep }
  }

  /// The unified diff, with `context` unchanged lines around each change, under the header
  /// `--- oldLabel` / `+++ newLabel`; empty when nothing changes.
  public func unified(oldLabel: String, newLabel: String, context: Int = 3) -> String {
    let hunks = Self.hunks(of: runs, context: max(0, context))
    guard !hunks.isEmpty else { return "" }
    var out: [UInt8] = Array("--- \(oldLabel)\n+++ \(newLabel)\n".utf8)
    for hunk in hunks {
      out += Array(
        "@@ -\(Self.range(hunk.old)) +\(Self.range(hunk.new)) @@\n".utf8)
      for run in hunk.runs {
        switch run.kind {
        case .keep: append(run.old.map { oldLines[$0] }, marker: " ", to: &out)
        case .remove: append(run.old.map { oldLines[$0] }, marker: "-", to: &out)
        case .add: append(run.new.map { newLines[$0] }, marker: "+", to: &out)
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private func append(_ lines: [ArraySlice<UInt8>], marker: Unicode.Scalar, to out: inout [UInt8]) {
    for line in lines {
      out.append(UInt8(ascii: marker))
      out += line
      if line.last != UInt8(ascii: "\n") {
        out += Array("\n\\ No newline at end of file\n".utf8)
      }
    }
  }

  /// A hunk header's range: `start,count`, `start` alone for one line, and for no lines the
  /// line before the place (as `diff -u` writes it).
  private static func range(_ lines: Range<Int>) -> String {
    switch lines.count {
    case 0: return "\(lines.lowerBound),0"
    case 1: return "\(lines.lowerBound + 1)"
    default: return "\(lines.lowerBound + 1),\(lines.count)"
    }
  }

  /// Splits after every `\n`; a last line without one is kept as it is.
  static func lines(of text: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(text[start...index])
      start = index + 1
    }
    if start < text.count { lines.append(text[start...]) }
    return lines
  }

  /// One hunk: the runs it shows (its changes and the context around them) and the lines it
  /// spans in each text.
  struct Hunk {
    var runs: [Run]
    var old: Range<Int>
    var new: Range<Int>
  }

  /// Groups changes whose contexts touch or overlap into one hunk.
  static func hunks(of runs: [Run], context: Int) -> [Hunk] {
    var hunks: [Hunk] = []
    var current: Hunk?
    for (index, run) in runs.enumerated() {
      if run.kind != .keep {
        if var hunk = current {
          hunk.append(run)
          current = hunk
        } else if index > 0, runs[index - 1].kind == .keep, context > 0 {
          var hunk = Hunk(runs[index - 1].tail(context))
          hunk.append(run)
          current = hunk
        } else {
          current = Hunk(run)
        }
      } else if var hunk = current {
        if index < runs.count - 1 && run.old.count <= 2 * context {
          hunk.append(run)
          current = hunk
        } else {
          if context > 0 { hunk.append(run.head(context)) }
          hunks.append(hunk)
          current = nil
        }
      }
    }
    if let current { hunks.append(current) }
    return hunks
  }
}

extension LineDiff.Hunk {
  /// A hunk that starts with `run`.
  init(_ run: LineDiff.Run) {
    self.init(runs: [run], old: run.old, new: run.new)
  }

  /// Adds `run`, which follows the runs so far.
  mutating func append(_ run: LineDiff.Run) {
    runs.append(run)
    old = old.lowerBound..<run.old.upperBound
    new = new.lowerBound..<run.new.upperBound
  }
}

extension LineDiff.Run {
  /// The first `count` lines of a kept run.
  func head(_ count: Int) -> Self {
    let kept = min(count, old.count)
    return Self(
      kind: kind, old: old.lowerBound..<old.lowerBound + kept,
      new: new.lowerBound..<new.lowerBound + kept)
  }

  /// The last `count` lines of a kept run.
  func tail(_ count: Int) -> Self {
    let kept = min(count, old.count)
    return Self(
      kind: kind, old: old.upperBound - kept..<old.upperBound,
      new: new.upperBound - kept..<new.upperBound)
  }
}

/// Myers' linear-space search for a shortest edit script between two sequences of line ids.
struct EditScript {
  let old: [Int]
  let new: [Int]
  /// The furthest-reaching x on each diagonal, forward and (over the reversed texts) backward,
  /// indexed by diagonal + `offset`; reused by every middle-snake search.
  private var forward: [Int]
  private var backward: [Int]
  private let offset: Int
  private var found: [LineDiff.Run] = []

  init(old: [Int], new: [Int]) {
    self.old = old
    self.new = new
    offset = old.count + new.count + 1
    forward = Array(repeating: 0, count: 2 * offset + 1)
    backward = forward
  }

  /// The edit script, runs of one kind merged.
  consuming func runs() -> [LineDiff.Run] {
    solve(0..<old.count, 0..<new.count)
    var merged: [LineDiff.Run] = []
    for run in found where !run.old.isEmpty || !run.new.isEmpty {
      if let last = merged.last, last.kind == run.kind {
        merged[merged.count - 1] = LineDiff.Run(
          kind: run.kind, old: last.old.lowerBound..<run.old.upperBound,
          new: last.new.lowerBound..<run.new.upperBound)
      } else {
        merged.append(run)
      }
    }
    return merged
  }

  /// Appends the edits that turn `old[a]` into `new[b]`. Each call splits its ranges at a
  /// middle snake, so the recursion is about log2(D) deep.
  private mutating func solve(_ a: Range<Int>, _ b: Range<Int>) {
    var a = a
    var b = b
    // Common first and last lines are kept as they are.
    var head = 0
    while head < min(a.count, b.count), old[a.lowerBound + head] == new[b.lowerBound + head] {
      head += 1
    }
    keep(a.lowerBound..<a.lowerBound + head, b.lowerBound..<b.lowerBound + head)
    a = a.lowerBound + head..<a.upperBound
    b = b.lowerBound + head..<b.upperBound
    var tail = 0
    while tail < min(a.count, b.count), old[a.upperBound - 1 - tail] == new[b.upperBound - 1 - tail]
    {
      tail += 1
    }
    let kept = (a.upperBound - tail..<a.upperBound, b.upperBound - tail..<b.upperBound)
    a = a.lowerBound..<a.upperBound - tail
    b = b.lowerBound..<b.upperBound - tail
    if a.isEmpty || b.isEmpty {
      found.append(LineDiff.Run(kind: .remove, old: a, new: b.lowerBound..<b.lowerBound))
      found.append(LineDiff.Run(kind: .add, old: a.upperBound..<a.upperBound, new: b))
    } else {
      let (x, y, u, v) = middleSnake(a, b)
      solve(a.lowerBound..<x, b.lowerBound..<y)
      keep(x..<u, y..<v)
      solve(u..<a.upperBound, v..<b.upperBound)
    }
    keep(kept.0, kept.1)
  }

  private mutating func keep(_ a: Range<Int>, _ b: Range<Int>) {
    found.append(LineDiff.Run(kind: .keep, old: a, new: b))
  }

  /// The middle snake of a shortest path from (a.lower, b.lower) to (a.upper, b.upper): the
  /// diagonal run from (x, y) to (u, v) where the forward and backward searches meet. Both
  /// ranges are non-empty and differ in their first and last lines.
  private mutating func middleSnake(
    _ a: Range<Int>, _ b: Range<Int>
  ) -> (Int, Int, Int, Int) {
    let n = a.count
    let m = b.count
    let delta = n - m
    let odd = delta % 2 != 0
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    for d in 0...(n + m + 1) / 2 {
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
          ? forward[offset + k + 1] : forward[offset + k - 1] + 1
        var y = x - k
        let start = (x, y)
        while x < n, y < m, old[a.lowerBound + x] == new[b.lowerBound + y] {
          x += 1
          y += 1
        }
        forward[offset + k] = x
        let reverse = delta - k
        if odd, abs(reverse) <= d - 1, x + backward[offset + reverse] >= n {
          return (
            a.lowerBound + start.0, b.lowerBound + start.1, a.lowerBound + x, b.lowerBound + y
          )
        }
      }
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
          ? backward[offset + k + 1] : backward[offset + k - 1] + 1
        var y = x - k
        let start = (x, y)
        while x < n, y < m, old[a.upperBound - 1 - x] == new[b.upperBound - 1 - y] {
          x += 1
          y += 1
        }
        backward[offset + k] = x
        let ahead = delta - k
        if !odd, abs(ahead) <= d, x + forward[offset + ahead] >= n {
          return (
            a.upperBound - x, b.upperBound - y, a.upperBound - start.0, b.upperBound - start.1
          )
        }
      }
    }
    // Unreachable: the searches meet by d = ⌈(n + m) / 2⌉. Replacing the ranges is still a
    // correct (if longer) script.
    return (a.upperBound, b.lowerBound, a.upperBound, b.lowerBound)
  }
}
