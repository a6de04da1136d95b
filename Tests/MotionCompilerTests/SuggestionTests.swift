import MotionCompiler
import XCTest

private func compile(_ text: String) -> CompileResult {
  Compiler.compile(SourceFile(path: "test.motion", text: text))
}

/// "Did you mean" for easings: CSS spellings, and family curves ranked by family and mode
/// before edit distance.
final class SuggestionTests: XCTestCase {
  func testEasingSuggestions() {
    let cases: [(written: String, meant: String?)] = [
      ("cubic-bezier", "cubic"),
      ("ease-in", "easeIn"),
      ("ease-out", "easeOut"),
      ("ease-in-out", "easeInOut"),
      // The family the name begins like, in the mode it was written with.
      ("easeOutQuadratic", "easeOutQuad"),
      ("easeInQuartic", "easeInQuart"),
      ("easeInOutQuintic", "easeInOutQuint"),
      ("easeInOutCubical", "easeInOutCubic"),
      ("easeInSinusoidal", "easeInSine"),
      ("easeOutExponential", "easeOutExpo"),
      ("easeInOutCircular", "easeInOutCirc"),
      ("easeoutelastic", "easeOutElastic"),
      // Otherwise the nearest name.
      ("easeOutBounc", "easeOutBounce"),
      ("easOut", "easeOut"),
      ("lienar", "linear"),
      ("wobble", nil),
    ]
    for (written, meant) in cases {
      XCTAssertEqual(Suggestions.easing(for: written), meant, written)
    }
  }

  func testEndlessSpellingsSuggestForeverButALetWins() {
    let endless = compile("moveX 1 repeat infinite\n")
    XCTAssertEqual(endless.diagnostics.map(\.code), ["M0140"])
    XCTAssertEqual(endless.diagnostics.first?.fixIts.map(\.replacement), ["forever"])
    let named = compile("let infinite = 3\nmoveX 1 over 0.1s repeat infinite yoyo\n")
    XCTAssertEqual(named.diagnostics.map(\.code), [])
  }

  func testAnEasingNamedLikeALetIsNotAlsoUnused() {
    let result = compile("let standard = 0.3\nmoveX 1 ease standard\n")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0111"])
  }

  func testPastedLookalikesGetTheirASCIICharacter() {
    let result = compile("moveX \u{2212}20 over 0.5s\n")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0002"])
    XCTAssertEqual(result.diagnostics.first?.fixIts.map(\.replacement), ["-"])
    XCTAssertEqual(result.diagnostics.first?.range.end, 9)  // the minus sign alone: 3 bytes
  }
}
