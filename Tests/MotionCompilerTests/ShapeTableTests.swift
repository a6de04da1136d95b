import XCTest

@testable import MotionCompiler

/// `MotionGraph.ShapeTable`: the shapes of a file's motions by position, put in in source order
/// (or not) and found by position.
final class ShapeTableTests: XCTestCase {
  private func shape(size: Int) -> MotionGraph.MotionShape {
    var shape = MotionGraph.MotionShape([])
    shape.size = size
    return shape
  }

  func testFindsEachPositionPutInInSourceOrder() {
    var table = MotionGraph.ShapeTable()
    XCTAssertTrue(table.isEmpty)
    for position in stride(from: 10, through: 100, by: 10) {
      table.insert(shape(size: position), at: position)
    }
    XCTAssertEqual(table.count, 10)
    XCTAssertEqual(table.map(\.key), Array(stride(from: 10, through: 100, by: 10)))
    for position in stride(from: 10, through: 100, by: 10) {
      XCTAssertEqual(table[position]?.size, position)
      XCTAssertTrue(table.contains(position))
      let index = try? XCTUnwrap(table.find(position))
      XCTAssertEqual(index.map { table.shape(at: $0).size }, position)
    }
    for position in [0, 5, 15, 95, 105] {
      XCTAssertNil(table[position])
      XCTAssertFalse(table.contains(position))
      XCTAssertNil(table.find(position))
    }
  }

  func testFindsOutOfOrderAndAgain() {
    var table = MotionGraph.ShapeTable()
    for position in [1, 2, 3, 4] { table.insert(shape(size: position), at: position) }
    // Backwards, skipping, and the same position twice: each found by a search.
    for position in [4, 2, 2, 1, 3, 3, 4] {
      XCTAssertEqual(table.find(position).map { table.shape(at: $0).size }, position)
    }
    XCTAssertNil(table.find(5))
    XCTAssertEqual(table.find(1).map { table.shape(at: $0).size }, 1)
  }

  func testInsertOutOfOrderKeepsPositionsSortedAndReplacesADuplicate() {
    var table = MotionGraph.ShapeTable()
    for position in [30, 10, 20, 40, 5] { table.insert(shape(size: position), at: position) }
    table.insert(shape(size: 99), at: 20)
    XCTAssertEqual(table.map(\.key), [5, 10, 20, 30, 40])
    XCTAssertEqual(table.map(\.value.size), [5, 10, 99, 30, 40])
    XCTAssertEqual(table[20]?.size, 99)
  }
}
