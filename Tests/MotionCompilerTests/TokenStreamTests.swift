import Foundation
import MotionTestSupport
import XCTest

@testable import MotionCompiler

/// `Parser.parse` lexes as it parses, a batch of tokens at a time, and lets go of the tokens
/// behind it. Whatever the batch size, it must give exactly the tree and the diagnostics of a
/// parse over all of the file's tokens at once (the formatter's `StatementStream`).
final class TokenStreamTests: XCTestCase {
  private var inputs: [String] { everySpecInRepository() }

  /// The tree and diagnostics of a parse over the whole token array.
  private func parsedWhole(_ file: SourceFile) -> String {
    var statements = Parser.StatementStream(file, limits: Limits())
    var parsed: [Statement] = []
    while let statement = statements.next() { parsed.append(statement) }
    return Dump.syntaxTree(SyntaxTree(statements: parsed), file: file)
      + DiagnosticRenderer().render(statements.diagnostics, in: file)
  }

  private func parsedInBatches(_ file: SourceFile, of size: Int) -> String {
    let (tree, diagnostics) = Parser.parse(file, limits: Limits(), tokensPerBatch: size)
    return Dump.syntaxTree(tree, file: file) + DiagnosticRenderer().render(diagnostics, in: file)
  }

  func testEverySpecParsesTheSameInBatchesOfAnySize() throws {
    let paths = inputs
    XCTAssertGreaterThan(paths.count, 300)
    for path in paths {
      let file = try sourceFile(path)
      let whole = parsedWhole(file)
      for size in [1, 2, 3, 5, 1_024] {
        XCTAssertEqual(parsedInBatches(file, of: size), whole, "\(path), \(size) a batch")
      }
    }
  }

  func testEdgesOfTheFile() {
    // Empty, only trivia, UTF-16, a last line without a break, lexical errors at batch edges.
    let texts = [
      "", "\n\n", "// only a comment", "  \t", "\u{FEFF}target a\nmoveX 1 over 1s",
      "target a\nmoveX 1 over 1s", "moveX 1 @ 2 $ 3\n\"open", "#zz #12345 1.2.3 play x(",
      "tokens.motion.a-1 .5 -2 x:",
    ]
    for text in texts {
      let file = SourceFile(path: "t.motion", text: text)
      for size in [1, 2, 3] {
        XCTAssertEqual(
          parsedInBatches(file, of: size), parsedWhole(file), "\(text.debugDescription)")
      }
    }
    let utf16 = SourceFile(path: "t.motion", bytes: [0xFF, 0xFE, 0x74, 0x00])
    XCTAssertEqual(parsedInBatches(utf16, of: 1), parsedWhole(utf16))
    XCTAssertTrue(parsedWhole(utf16).contains("UTF-16LE"))
  }

  func testAFileAtAnOffsetKeepsItsPositions() {
    // An imported file's positions start past the files before it.
    let file = SourceFile(path: "t.motion", bytes: Array("moveX 1 over 1s $\n".utf8), base: 500)
    XCTAssertEqual(parsedInBatches(file, of: 1), parsedWhole(file))
    XCTAssertTrue(parsedInBatches(file, of: 2).contains("t.motion:1:17"))
  }
}
