/// The score's changes, in source order, stored in chunks of a fixed size.
///
/// A spec of 10 MB makes hundreds of thousands of changes while its syntax tree is still in
/// memory. An array that doubles its buffer as it grows takes up to twice the room its
/// changes need, and both buffers at once while it copies them; chunks take at most one chunk
/// more than the changes, and appending never moves a change already made.
struct ChangeList: RandomAccessCollection {
  /// Changes per chunk (a power of two, so an index splits with a shift and a mask).
  private static let chunkShift = 12
  private static let chunkSize = 1 << chunkShift
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
