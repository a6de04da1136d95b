import Foundation
import MotionCompiler
import XCTest

/// The examples are tests: every ```motion block in grammar.md and README.md compiles without
/// errors (some show a warning on purpose, such as a repeat's jump back).
final class DocumentationTests: XCTestCase {
  private func checkExamples(in path: String, atLeast minimum: Int) throws {
    let blocks = try motionBlocks(in: path)
    XCTAssertGreaterThanOrEqual(blocks.count, minimum, "\(path) has too few ```motion examples")
    for (line, text) in blocks {
      let result = Compiler.compile(SourceFile(path: "\(path):\(line)", text: text))
      XCTAssertFalse(
        result.hasErrors, "the example at \(path):\(line) does not compile:\n\(result.rendered)")
    }
  }

  func testEveryGrammarExampleCompiles() throws {
    try checkExamples(in: "grammar.md", atLeast: 10)
  }

  func testEveryReadmeExampleCompiles() throws {
    try checkExamples(in: "README.md", atLeast: 1)
  }
}
