import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// CSS colors (named, `rgb()`, `hsl()`, `oklch()`) against ColorAide, an independent CSS Color 4
/// implementation (`scripts/css-color-reference.py` writes the reference file).
final class CSSColorTests: XCTestCase {
  private struct Reference: Decodable {
    var named: [String: [Double]]
    var functions: [String: [Double]]
  }

  private func reference() throws -> Reference {
    let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/css-color-reference.json")
    return try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
  }

  /// The color `text` compiles to, as `initial color TEXT`.
  private func color(_ text: String) throws -> [Double] {
    let timeline = try compileClean("initial color \(text)\n")
    guard case .color(let rgba)? = timeline.track(element: "view", property: .color)?.initial
    else {
      XCTFail("\(text): no color")
      return []
    }
    return [rgba.red, rgba.green, rgba.blue, rgba.alpha]
  }

  func testEveryNamedColorIsCSSs() throws {
    let named = try reference().named
    XCTAssertEqual(named.count, 149)  // 148 names and `transparent`
    for (name, expected) in named {
      XCTAssertEqual(try color(name), expected, name)
    }
    // ASCII case-insensitive, as in CSS.
    XCTAssertEqual(try color("RebeccaPurple"), named["rebeccapurple"])
  }

  func testFunctionsAgreeWithCSSColor4() throws {
    for (text, expected) in try reference().functions.sorted(by: { $0.key < $1.key }) {
      let actual = try color(text)
      XCTAssertEqual(actual.count, 4, text)
      for (a, e) in zip(actual, expected) {
        // Oklab matrices differ in their last digits; the gamut search stops within 1e-4 of
        // chroma. Both stay far below one step of 8-bit color (0.004).
        XCTAssertEqual(a, e, accuracy: text.hasPrefix("oklch") ? 2e-4 : 1e-12, text)
      }
    }
  }

  func testALetWithAColorsNameWins() throws {
    let timeline = try compileClean("let red = #00FF00\ninitial color red\n")
    XCTAssertEqual(
      timeline.track(element: "view", property: .color)?.initial,
      .color(RGBA(red: 0, green: 1, blue: 0)))
  }

  func testColorFunctionMistakes() {
    XCTAssertEqual(diagnosticSummary("initial color rgb(255 0 0 0.5)\n"), ["M0010@1:27"])
    XCTAssertEqual(diagnosticSummary("initial color rgb(255, 0 0)\n"), ["M0010@1:26"])
    XCTAssertEqual(diagnosticSummary("initial color rgb(255 0, 0)\n"), ["M0010@1:24"])
    XCTAssertEqual(diagnosticSummary("initial color rgb(1s 0 0)\n"), ["M0143@1:19"])
    XCTAssertEqual(diagnosticSummary("initial color hsl(1 2)\n"), ["M0143@1:15"])
    XCTAssertEqual(diagnosticSummary("initial color hsl(10px 50% 50%)\n"), ["M0143@1:19"])
    XCTAssertEqual(diagnosticSummary("initial color oklch(0.5 0.1 20 / 1deg)\n"), ["M0143@1:34"])
    XCTAssertEqual(diagnosticSummary("initial color rgbb(1, 2, 3)\n"), ["M0142@1:15"])
    XCTAssertEqual(diagnosticSummary("initial color reed\n"), ["M0140@1:15"])
  }

  func testTheFormatterWritesCSSColor4sSpelling() throws {
    let source = "initial color rgba(0, 128, 255, 0.5)\ncolor hsl(120deg, 100%, 25%) over 1s\n"
    let formatted = try XCTUnwrap(
      Formatter.format(SourceFile(path: "test.motion", text: source)).text)
    XCTAssertEqual(
      formatted, "initial color rgba(0 128 255 / 0.5)\ncolor hsl(120deg 100% 25%) over 1s\n")
  }
}
