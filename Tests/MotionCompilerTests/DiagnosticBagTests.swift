import MotionRuntime
import XCTest

@testable import MotionCompiler

/// Past its cap the bag only counts diagnostics, so the timeline builder skips formatting the
/// warnings it would drop; what is kept and reported stays the same.
final class DiagnosticBagTests: XCTestCase {
  func testAFullBagCountsWhatItDoesNotKeep() {
    var bag = DiagnosticBag()
    let range = SourceRange(start: 0, end: 1)
    for _ in 0..<DiagnosticBag.capacity {
      XCTAssertFalse(bag.isFull)
      bag.add(.numberTooLarge, at: range)
    }
    XCTAssertTrue(bag.isFull)
    bag.countDropped()
    bag.add(.numberTooLarge, at: range)
    XCTAssertEqual(bag.diagnostics.count, DiagnosticBag.capacity)
    XCTAssertEqual(bag.dropped, 2)
  }

  func testTimelineWarningsPastTheCapAreCountedAsBefore() {
    // 1,200 repeats that each jump back (M0200): the builder keeps the first 1,000, and the
    // compilation shows 100 of them and counts the other 900.
    let text = (0..<1_200).map { "e\($0).moveX 10 over 0.1s repeat 2\n" }.joined()
    let result = Compiler.compile(SourceFile(path: "t.motion", text: text))
    XCTAssertNotNil(result.timeline)
    XCTAssertEqual(result.diagnostics.count, 101)
    XCTAssertEqual(result.diagnostics.dropLast().map(\.code), Array(repeating: "M0200", count: 100))
    XCTAssertEqual(result.diagnostics.last?.kind, .tooManyErrors(shown: 100, hidden: 900))
    XCTAssertEqual(result.diagnostics.first?.range.start, 0)
  }
}
