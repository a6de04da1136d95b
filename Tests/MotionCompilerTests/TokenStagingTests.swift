import MotionCompiler
import XCTest

/// The lexer stages tokens in a small buffer and moves them to the token array a buffer at a
/// time: tokens past one buffer keep their order, and a run of line breaks stays one token
/// across a move.
final class TokenStagingTests: XCTestCase {
  func testTokensPastTheStagingBufferKeepTheirOrderAndOneLineBreakPerRun() {
    // 300 lines of three tokens each, each followed by a blank line: four tokens a line.
    let text = (0..<300).map { "x\($0) over 1s\n\n" }.joined()
    let tokens = Lexer.tokenize(SourceFile(path: "t.motion", text: text)).tokens
    XCTAssertEqual(tokens.count, 300 * 4 + 1)
    for line in 0..<300 {
      XCTAssertEqual(
        tokens[line * 4..<line * 4 + 4].map(\.kind),
        [.identifier, .keyword(.over), .number, .newline])
      XCTAssertEqual(Int(tokens[line * 4].start), offset(line))
    }
    XCTAssertEqual(tokens.last?.kind, .endOfFile)
  }

  /// Where the text of line pair `line` (0-based) starts.
  private func offset(_ line: Int) -> Int {
    (0..<line).reduce(0) { $0 + "x\($1) over 1s\n\n".utf8.count }
  }
}
