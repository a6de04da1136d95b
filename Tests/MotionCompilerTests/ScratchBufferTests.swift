import XCTest

@testable import MotionCompiler

/// The parser's scratch buffer hands out what was gathered in order, grows past its first
/// capacity, and owns its elements exactly once (none leaked, none released twice).
final class ScratchBufferTests: XCTestCase {
  /// An element whose release can be watched through a weak reference.
  private final class Tracked {
    let value: Int
    init(_ value: Int) { self.value = value }
  }

  func testTakeAllGivesTheElementsInOrderAndEmptiesTheBuffer() {
    let buffer = ScratchBuffer<Int>(capacity: 4)
    XCTAssertTrue(buffer.isEmpty)
    for value in [3, 1, 2] { buffer.append(value) }
    XCTAssertEqual(buffer.count, 3)
    XCTAssertFalse(buffer.isEmpty)
    XCTAssertEqual(buffer.takeAll(), [3, 1, 2])
    XCTAssertTrue(buffer.isEmpty)
    XCTAssertEqual(buffer.takeAll(), [])
  }

  func testGrowsPastItsCapacity() {
    // Capacity 1 (and 0, taken as 1): every append after the first may move the elements.
    for capacity in [0, 1] {
      let buffer = ScratchBuffer<Int>(capacity: capacity)
      for value in 0..<100 { buffer.append(value) }
      XCTAssertEqual(buffer.count, 100)
      XCTAssertEqual(buffer.takeAll(), Array(0..<100))
    }
  }

  func testIsReusedAfterTakeAllAndRemoveAll() {
    let buffer = ScratchBuffer<String>(capacity: 2)
    buffer.append("over")
    buffer.append("ease")
    XCTAssertEqual(buffer.takeAll(), ["over", "ease"])
    buffer.append("delay")
    buffer.removeAll()
    XCTAssertTrue(buffer.isEmpty)
    buffer.append("from")
    buffer.append("in")
    buffer.append("yoyo")
    XCTAssertEqual(buffer.takeAll(), ["from", "in", "yoyo"])
  }

  func testTakenElementsAreMovedNotCopied() {
    let buffer = ScratchBuffer<Tracked>(capacity: 1)
    weak var first: Tracked?
    weak var second: Tracked?
    var taken: [Tracked] = []
    do {
      let one = Tracked(1)
      let two = Tracked(2)
      first = one
      second = two
      buffer.append(one)
      buffer.append(two)
      taken = buffer.takeAll()
    }
    XCTAssertEqual(taken.map(\.value), [1, 2])
    // The array handed out holds the only references: the buffer kept none.
    XCTAssertTrue(isKnownUniquelyReferenced(&taken[0]))
    XCTAssertTrue(isKnownUniquelyReferenced(&taken[1]))
    taken = []
    XCTAssertNil(first)
    XCTAssertNil(second)
  }

  func testRemoveAllAndDeinitReleaseTheElements() {
    weak var removed: Tracked?
    weak var leftInBuffer: Tracked?
    var buffer: ScratchBuffer<Tracked>? = ScratchBuffer<Tracked>(capacity: 2)
    do {
      let element = Tracked(1)
      removed = element
      buffer?.append(element)
    }
    XCTAssertNotNil(removed)
    buffer?.removeAll()
    XCTAssertNil(removed)
    do {
      let element = Tracked(2)
      leftInBuffer = element
      buffer?.append(element)
    }
    XCTAssertNotNil(leftInBuffer)
    buffer = nil
    XCTAssertNil(leftInBuffer)
  }

  func testTakeAllFromAStartServesNestedLists() {
    // As the parser's groups use it: an outer list, an inner one pushed after it and taken
    // before the outer goes on, then the outer taken whole.
    let buffer = ScratchBuffer<String>(capacity: 2)
    let outer = buffer.count
    buffer.append("a")
    buffer.append("b")
    let inner = buffer.count
    buffer.append("c")
    buffer.append("d")
    buffer.append("e")
    XCTAssertEqual(buffer.takeAll(from: inner), ["c", "d", "e"])
    XCTAssertEqual(buffer.count, 2)
    buffer.append("f")
    XCTAssertEqual(buffer.takeAll(from: buffer.count), [])
    XCTAssertEqual(buffer.takeAll(from: outer), ["a", "b", "f"])
    XCTAssertTrue(buffer.isEmpty)
    // A start past the end takes nothing; one before the start takes everything.
    buffer.append("g")
    XCTAssertEqual(buffer.takeAll(from: 5), [])
    XCTAssertEqual(buffer.takeAll(from: -1), ["g"])
  }

  func testRemoveAllFromAStartKeepsTheEnclosingListsElements() {
    // As the parser's argument lists use it after an error: the inner list's elements are
    // dropped (and released), the outer list's stay.
    let buffer = ScratchBuffer<Tracked>(capacity: 1)
    weak var dropped: Tracked?
    buffer.append(Tracked(1))
    let inner = buffer.count
    do {
      let element = Tracked(2)
      dropped = element
      buffer.append(element)
      buffer.append(Tracked(3))
    }
    buffer.removeAll(from: inner)
    XCTAssertNil(dropped)
    XCTAssertEqual(buffer.count, 1)
    // A start past the end drops nothing; one before the start drops everything.
    buffer.removeAll(from: 5)
    XCTAssertEqual(buffer.count, 1)
    buffer.append(Tracked(4))
    XCTAssertEqual(buffer.takeAll().map(\.value), [1, 4])
    buffer.append(Tracked(5))
    buffer.removeAll(from: -1)
    XCTAssertTrue(buffer.isEmpty)
  }
}
