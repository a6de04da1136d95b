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

  /// Each search for a near miss reads every name in scope, so only the first
  /// `maximumDiagnostics` unknown names and motions are searched: a spec of thousands of lets
  /// and thousands of misspellings stays linear.
  func testOnlyTheFirstUnknownNamesAreSearchedForANearMiss() {
    let text =
      "let alpha = 1\nlet gamma = 2\nmotion pop < scale 2 >\n"
      + "moveX alpah\nmoveX gama\nmoveX alpah2\nplay pope\n"
    // Every one searched: `pope` means `pop`, which is then not also "never played".
    let all = compile(text).diagnostics
    XCTAssertEqual(all.map(\.code), ["M0140", "M0140", "M0140", "M0147"])
    XCTAssertEqual(all.map { $0.fixIts.map(\.replacement) }, [["alpha"], ["gamma"], [], ["pop"]])
    // Three searched (the `play` is the fourth): `pop` is reported as never played (M0205),
    // the one warning the cap's note counts (errors are shown first).
    var limits = Limits()
    limits.maximumDiagnostics = 3
    let first = Compiler.compile(SourceFile(path: "test.motion", text: text), limits: limits)
    XCTAssertEqual(
      first.diagnostics.map { $0.fixIts.map(\.replacement) }, [["alpha"], ["gamma"], [], []])
    XCTAssertEqual(
      first.diagnostics.last?.kind, .tooManyErrors(shown: 3, hiddenErrors: 1, hiddenWarnings: 1),
      first.diagnostics.map(\.message).description)
  }

  func testPastedLookalikesGetTheirASCIICharacter() {
    let result = compile("moveX \u{2212}20 over 0.5s\n")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0002"])
    XCTAssertEqual(result.diagnostics.first?.fixIts.map(\.replacement), ["-"])
    XCTAssertEqual(result.diagnostics.first?.range.end, 9)  // the minus sign alone: 3 bytes
  }
}
