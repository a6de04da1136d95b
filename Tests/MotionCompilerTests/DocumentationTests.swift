import Foundation
import MotionCompiler
import MotionTestSupport
import XCTest

/// The examples are tests: every ```motion block in grammar.md, README.md, CONTRIBUTING.md and
/// the pages of `docs/` compiles without errors (some show a warning on purpose, such as a
/// repeat's jump back). An example may import a file of the repository by its path from the
/// root (`import "specs/design-tokens.json" as tokens`), on every page.
final class DocumentationTests: XCTestCase {
  private func checkExamples(in path: String, atLeast minimum: Int) throws {
    let blocks = try motionBlocks(in: path)
    XCTAssertGreaterThanOrEqual(blocks.count, minimum, "\(path) has too few ```motion examples")
    for (line, text) in blocks {
      // Named as a file at the repository's root, so that its imports are read from there.
      let flat = path.replacingOccurrences(of: "/", with: "-")
      let named = repositoryRoot.appendingPathComponent("\(flat):\(line)").path
      let result = Compiler.compile(SourceFile(path: named, text: text))
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

  func testEveryExampleOfTheDocsCompiles() throws {
    try checkExamples(in: "docs/language-tour.md", atLeast: 5)
    try checkExamples(in: "docs/designers.md", atLeast: 4)
    for page in try documentationPages() where page.hasPrefix("docs/") || page == "CONTRIBUTING.md"
    {
      try checkExamples(in: page, atLeast: 0)
    }
  }
}
