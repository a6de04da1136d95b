/// Elements gathered one at a time, then handed out as one array of exactly their number.
///
/// The elements are moved out, not copied: handing them out retains and releases nothing and
/// costs one copy of their bytes. An `Array` used as scratch can only copy its elements into
/// the array handed out (a retain for each copy, a release when the scratch is emptied) or pop
/// them one at a time, which reverses them. The parser gathers a statement's modifiers here,
/// a group's statements, and a call's or a `play`'s arguments (but `cubic`'s four, whose
/// number is known), since how many there are is known only once they are read.
final class ScratchBuffer<Element> {
  private var storage: UnsafeMutablePointer<Element>
  private var capacity: Int
  /// How many elements are gathered.
  private(set) var count = 0

  init(capacity: Int = 8) {
    self.capacity = max(1, capacity)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  /// Adds `element` after the others.
  func append(_ element: consuming Element) {
    if count == capacity {
      let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = larger
      capacity *= 2
    }
    (storage + count).initialize(to: element)
    count += 1
  }

  /// Drops every element.
  func removeAll() {
    // Mostly empty already (the parser empties the buffer before each statement's modifiers):
    // then the call that deinitializes nothing is skipped.
    guard count > 0 else { return }
    storage.deinitialize(count: count)
    count = 0
  }

  /// Drops the elements from the `start`th on (`start` at most ``count``), keeping the first
  /// `start`: what a list abandoned after an error leaves above its enclosing list's.
  func removeAll(from start: Int) {
    let start = min(max(start, 0), count)
    guard count > start else { return }
    (storage + start).deinitialize(count: count - start)
    count = start
  }

  /// The elements in the order they were added, in an array of exactly their number; the
  /// buffer is empty afterwards.
  func takeAll() -> [Element] {
    takeAll(from: 0)
  }

  /// The elements from the `start`th on (`start` at most ``count``), in the order they were
  /// added, in an array of exactly their number; the buffer keeps the first `start`. Used as a
  /// stack, the buffer serves nested lists: each takes its own elements, added after its
  /// enclosing list's, before that list goes on.
  func takeAll(from start: Int) -> [Element] {
    // `reserveCapacity` and `append` rather than `Array(unsafeUninitializedCapacity:)`, whose
    // allocation is a generic function of the standard library that looks up the array's
    // type at run time on every call.
    let start = min(max(start, 0), count)
    var taken: [Element] = []
    taken.reserveCapacity(count - start)
    for index in start..<count { taken.append((storage + index).move()) }
    count = start
    return taken
  }
}
