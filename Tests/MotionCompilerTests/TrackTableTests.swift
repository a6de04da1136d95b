import MotionRuntime
import XCTest

@testable import MotionCompiler

/// The checker's and timeline builder's tables by track: an index per track in ``TrackKey``
/// order, a value only where one is set.
final class TrackTableTests: XCTestCase {
  func testTrackIndexesFollowTrackKeyOrderAndRoundTrip() {
    var keys: [TrackKey] = []
    for element in 0..<3 {
      for property in Property.allCases {
        keys.append(TrackKey(element: element, property: property))
      }
    }
    XCTAssertEqual(keys.map(\.trackIndex), Array(0..<36))
    XCTAssertEqual(keys, keys.sorted())
    for key in keys { XCTAssertEqual(TrackKey(trackIndex: key.trackIndex), key) }
  }

  func testValuesAreFoundOnlyAtTheirTrack() {
    var table = TrackTable<String>()
    let opacity = TrackKey(element: 40_000, property: .opacity)
    let moveX = TrackKey(element: 2, property: .moveX)
    XCTAssertNil(table[opacity])
    table[opacity] = "a"
    table[moveX] = "b"
    table[opacity] = "c"
    XCTAssertEqual(table[opacity], "c")
    XCTAssertEqual(table[moveX], "b")
    XCTAssertNil(table[TrackKey(element: 2, property: .moveY)])
    XCTAssertNil(table[TrackKey(element: 50_000, property: .moveX)])
    table[moveX] = nil
    XCTAssertNil(table[moveX])
    // Values keep the order first set: a table beside can say more about each.
    XCTAssertEqual(table.valueIndex(of: opacity), 0)
    XCTAssertNil(table.valueIndex(of: moveX))
    XCTAssertNil(table.valueIndex(of: TrackKey(element: 50_000, property: .moveX)))
    let moveY = TrackKey(element: 1, property: .moveY)
    table[moveY] = "d"
    XCTAssertEqual(table.valueIndex(of: moveY), 2)
    XCTAssertEqual(table.value(at: 2), "d")
    XCTAssertEqual(table.value(at: 0), "c")
  }
}
