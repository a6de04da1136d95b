import XCTest

@testable import MotionCompiler

/// The score keeps one change and one node per step the timeline plays, so their sizes decide
/// much of the checker's memory on a large spec (README's Benchmark section).
final class ScoreLayoutTests: XCTestCase {
  func testAChangeAndANodeStaySmall() {
    XCTAssertLessThanOrEqual(MemoryLayout<ScoreChange>.stride, 240)
    XCTAssertLessThanOrEqual(MemoryLayout<ScoreNode>.stride, 32)
    XCTAssertEqual(MemoryLayout<OptionalRange>.stride, MemoryLayout<SourceRange>.stride)
  }
}
