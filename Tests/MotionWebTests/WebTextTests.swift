import MotionWeb
import XCTest

/// The number spellings of the web outputs: exact, deterministic, never in exponent form.
final class WebTextTests: XCTestCase {
  func testDecimalsRoundAndDropTrailingZeros() {
    XCTAssertEqual(WebText.decimal(0.1 + 0.2, places: 6), "0.3")
    XCTAssertEqual(WebText.decimal(-0.0000001, places: 6), "0")
    XCTAssertEqual(WebText.decimal(-12.5, places: 3), "-12.5")
    XCTAssertEqual(WebText.decimal(0.000123, places: 6), "0.000123")
    XCTAssertEqual(WebText.decimal(255, places: 6), "255")
  }

  func testExactSpellingsHaveNoExponent() {
    XCTAssertEqual(WebText.exact(1e-7), "0.0000001")
    XCTAssertEqual(WebText.exact(-1.5e-7), "-0.00000015")
    XCTAssertEqual(WebText.exact(1e21), "1000000000000000000000")
    XCTAssertEqual(WebText.exact(15.5931899356509), "15.5931899356509")
    XCTAssertEqual(WebText.exact(-0.0), "0")
  }

  func testPercentagesMoveTheDecimalPoint() {
    XCTAssertEqual(WebText.percent(0.29), "29%")
    XCTAssertEqual(WebText.percent(0.4), "40%")
    XCTAssertEqual(WebText.percent(1), "100%")
    XCTAssertEqual(WebText.percent(0), "0%")
    XCTAssertEqual(WebText.percent(0.00125), "0.125%")
    XCTAssertEqual(WebText.percent(-0.2), "-20%")
    XCTAssertEqual(WebText.percent(1.2), "120%")
    XCTAssertEqual(WebText.percent(1e-9), "0.0000001%")
  }

  func testSecondsAndMilliseconds() {
    XCTAssertEqual(WebText.seconds(530_000_000), "0.53")
    XCTAssertEqual(WebText.milliseconds(818_746_717), "818.746717")
    XCTAssertEqual(WebText.milliseconds(0), "0")
  }

  func testEscapes() {
    XCTAssertEqual(WebText.escapedMarkup("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;")
    XCTAssertEqual(WebText.javaScriptString("</script>\n\"x\""), "\"<\\/script>\\n\\\"x\\\"\"")
    XCTAssertEqual(WebText.javaScriptString("<!-- <b>"), "\"\\u003c!-- <b>\"")
    // JavaScript string literals may not hold U+2028/U+2029 as they are (JSON may).
    XCTAssertEqual(WebText.javaScriptString("a\u{2028}b\u{2029}"), "\"a\\u2028b\\u2029\"")
    XCTAssertEqual(WebText.javaScriptString("\u{1}\t\\"), "\"\\u0001\\t\\\\\"")
    XCTAssertEqual(WebText.singleLine("a\nb"), "a?b")
    XCTAssertEqual(WebText.cssString("a\"b\\c"), "\"a\\\"b\\\\c\"")
    XCTAssertEqual(WebText.commentSafe("a */ b"), "a * / b")
  }
}
