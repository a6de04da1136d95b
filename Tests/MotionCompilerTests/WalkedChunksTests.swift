import XCTest

@testable import MotionCompiler

/// The main file's statements, split for the walk (`Checker.walkedChunks`), come in chunks of
/// `walkedChunkSize`, every statement once and in order.
final class WalkedChunksTests: XCTestCase {
  /// A `wait` whose range tells which statement it is.
  private func statement(_ index: Int) -> Statement {
    let range = SourceRange(start: index, end: index + 1)
    return .wait(WaitStatement(duration: .invalid(range: range), modifiers: [], range: range))
  }

  func testEveryStatementOnceInOrder() {
    let size = Checker.walkedChunkSize
    for count in [0, 1, size - 1, size, size + 1, 2 * size + 3] {
      let statements = (0..<count).map(statement)
      let chunks = Checker.walkedChunks(statements)
      XCTAssertEqual(chunks.count, (count + size - 1) / size, "\(count) statements")
      XCTAssertTrue(chunks.dropLast().allSatisfy { $0.count == size }, "\(count) statements")
      XCTAssertEqual(Array(chunks.joined()), statements, "\(count) statements")
    }
  }
}
