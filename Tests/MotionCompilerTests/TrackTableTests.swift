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
    // The count is a constant: it must stay that of the properties.
    XCTAssertEqual(TrackKey.propertyCount, Property.allCases.count)
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
    // By track index: the same answer as by key, past the table's end too.
    for key in [opacity, moveX, moveY, TrackKey(element: 50_000, property: .blur)] {
      XCTAssertEqual(table.hasValue(atTrackIndex: key.trackIndex), table[key] != nil)
    }
  }
}
