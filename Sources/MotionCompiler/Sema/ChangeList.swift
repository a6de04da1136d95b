/// The score's changes, in source order, stored in chunks of a fixed size.
///
/// A spec of 10 MB makes hundreds of thousands of changes while its syntax tree is still in
/// memory. An array that doubles its buffer as it grows takes up to twice the room its
/// changes need, and both buffers at once while it copies them; chunks take at most one chunk
/// more than the changes, and appending never moves a change already made.
///
/// A chunk is small (64 changes, 6 KiB), of the size of the syntax tree's own allocations (a
/// group's statements, a statement's modifiers): the checker releases the main file's
/// statements as it walks them, and the score's chunks fit in the holes they leave, so the
/// score grows into the memory the tree gives back instead of beside it. (Chunks of 4,096, at
/// 384 KiB, were mapped afresh; chunks of 1,024, at 96 KiB, found no hole that large among the
/// freed statements: each left `check`'s peak on the bench spec 19 MB higher.)
struct ChangeList: RandomAccessCollection {
  /// Changes per chunk (a power of two, so an index splits with a shift and a mask).
  static let chunkShift = 6
  static let chunkSize = 1 << chunkShift
  private var chunks: [[ScoreChange]] = []
  /// How many changes the list holds.
  private(set) var count = 0

  /// An empty list.
  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> ScoreChange {
    // Yields the change in place: reading one field copies nothing else.
    _read {
      yield chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }
  }

  /// Adds `change` after the others; its index is the count before.
  mutating func append(_ change: ScoreChange) {
    if count & (Self.chunkSize - 1) == 0 {
      var chunk: [ScoreChange] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(change)
    count += 1
  }
}
