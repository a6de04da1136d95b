/// The score's changes, groups and pauses, and every group's children, each kind in source
/// order, stored in chunks of a fixed count.
///
/// A spec of 10 MB makes hundreds of thousands of changes and groups while its syntax tree is
/// still in memory. An array that doubles its buffer as it grows takes up to twice the room
/// its elements need, and both buffers at once while it copies them; chunks take at most one
/// chunk more than the elements, and appending never moves an element already made.
///
/// A chunk is small (at most 512 bytes: 4 changes, 8 groups, 64 nodes), of the size of the
/// syntax tree's own allocations (a group's statements, a statement's modifiers): the checker
/// releases the main file's statements as it walks them, and the score's chunks fit in the
/// holes they leave, so the score grows into the memory the tree gives back instead of beside
/// it. (Chunks of 4,096 changes, at 384 KiB, were mapped afresh, and chunks of 1,024, at
/// 96 KiB, found no hole that large among the freed statements: each left `check`'s peak on
/// the bench spec 19 MB higher. Chunks of 64 elements, up to 6 KiB, left the design-system
/// spec's 10 MB higher than these.)
struct ChunkedList<Element>: RandomAccessCollection {
  /// Elements per chunk: the largest power of two (so that an index splits with a shift and a
  /// mask) whose chunk takes at most 512 bytes, and at least 4.
  static var chunkShift: Int {
    let strideBits = Int.bitWidth - (MemoryLayout<Element>.stride - 1).leadingZeroBitCount
    return Swift.max(2, 9 - strideBits)
  }
  static var chunkSize: Int { 1 << chunkShift }
  private var chunks: [[Element]] = []
  /// How many elements the list holds.
  private(set) var count = 0

  /// An empty list.
  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> Element {
    // Yields the element in place: reading one field copies nothing else.
    _read {
      yield chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }
  }

  /// Adds `element` after the others; its index is the count before. (Taken, not borrowed:
  /// it is moved into its chunk, where a borrowed one would be copied and then released.)
  @inline(__always)
  mutating func append(_ element: consuming Element) {
    // The element is stored with no call before (a call first, and the element was copied to
    // be passed, and the one given destroyed).
    if count & (Self.chunkSize - 1) == 0 {
      appendChunk(startingWith: element)
    } else {
      chunks[chunks.count - 1].append(element)
    }
    count += 1
  }

  /// Starts a new chunk with `element` (once per chunk: kept out of ``append(_:)``, which is
  /// inlined).
  @inline(never)
  private mutating func appendChunk(startingWith element: consuming Element) {
    var chunk: [Element] = []
    chunk.reserveCapacity(Self.chunkSize)
    chunk.append(element)
    chunks.append(chunk)
  }

  /// Adds `elements` after the others, in order; returns where they are.
  mutating func append(contentsOf elements: some Collection<Element>) -> Range<Int> {
    let first = count
    for element in elements { append(element) }
    return first..<count
  }
}
