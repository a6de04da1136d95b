import Foundation
import MotionTestSupport
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A spec's file name is the user's and may hold any character but `/` and NUL. Every output
/// that names its spec must keep the name inert: no character of it may end a comment, a string
/// or an element, so nothing after it is read as code (the field report's U+2028 in a WAAPI
/// module's header ran the rest of the name on import).
final class HostileNameTests: CommandTestCase {
  /// The payload each name tries to run, and names that try to end a comment or element with
  /// each character some generated language reads as a line break or an end.
  private let payload = "alert(1)"
  private var hostileNames: [String] {
    [
      "a\u{2028}\(payload);", "a\u{2029}\(payload);", "a\n\(payload);", "a\r\(payload);",
      "a\u{85}\(payload);", "a\u{0B}\(payload);", "a\u{0C}\(payload);", "a\u{01}\(payload);",
      "a*<script>\(payload)<\\script>", "a]]>\(payload)", "a\u{202E}\(payload)",
      "a\"\\'`\(payload)", "é ü \(payload)",
    ]
  }

  /// The lines a JavaScript parser sees (it ends lines at LF, CR, U+2028 and U+2029).
  private func javaScriptLines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
  }

  private func spec(named stem: String) throws -> String {
    try write(
      stem + ".motion",
      "motion pop < scale 1.2 over 0.1s >\nplay pop\nmoveX 10 over 0.5s\nopacity 0.5 over 0.2s\n")
  }

  func testTheWebAnimationsModuleKeepsEveryNameInItsComment() throws {
    for stem in hostileNames {
      let path = try spec(named: stem)
      let result = run(["compile", path, "--format", "waapi"])
      XCTAssertEqual(result.code, 0, "\(stem.debugDescription): \(result.error)")
      for line in javaScriptLines(result.output) where line.contains(payload) {
        XCTAssertTrue(
          line.hasPrefix("//"),
          "\(stem.debugDescription): the name left its comment: \(line.debugDescription)")
      }
      XCTAssertFalse(result.output.contains("\u{202E}"), stem.debugDescription)
    }
  }

  func testTheSwiftFileKeepsEveryNameInItsComments() throws {
    for stem in hostileNames {
      let path = try spec(named: stem)
      let result = run(["compile", path, "--format", "swift", "--name", "Spec"])
      XCTAssertEqual(result.code, 0, "\(stem.debugDescription): \(result.error)")
      // Swift ends a line at LF and CR; a line holding the name must be a comment.
      let lines = result.output.split(omittingEmptySubsequences: false) {
        $0 == "\n" || $0 == "\r" || $0 == "\r\n"
      }
      for line in lines where line.contains(payload) {
        XCTAssertTrue(
          line.hasPrefix("//"),
          "\(stem.debugDescription): the name left its comment: \(line.debugDescription)")
      }
      for character in ["\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\u{202E}"] {
        XCTAssertFalse(result.output.contains(character), stem.debugDescription)
      }
    }
  }

  func testTheStylesheetKeepsEveryNameInItsComment() throws {
    for stem in hostileNames {
      let path = try spec(named: stem)
      let result = run(["compile", path, "--format", "css"])
      XCTAssertEqual(result.code, 0, "\(stem.debugDescription): \(result.error)")
      // The first comment is the header; the name is in it, and nothing of it after it.
      let end = try XCTUnwrap(result.output.range(of: "*/"), stem.debugDescription)
      let header = result.output[..<end.lowerBound]
      let rest = result.output[end.upperBound...]
      XCTAssertTrue(header.contains(payload), stem.debugDescription)
      XCTAssertFalse(rest.contains(payload), "\(stem.debugDescription): \(rest.prefix(200))")
      XCTAssertFalse(header.contains("\n\(payload)"), stem.debugDescription)
    }
  }

  func testThePreviewPageAndThePlotEscapeEveryName() throws {
    for stem in hostileNames {
      let path = try spec(named: stem)
      for command in ["preview", "plot"] {
        let result = run([command, path])
        XCTAssertEqual(result.code, 0, "\(command) \(stem.debugDescription): \(result.error)")
        // Well-formed XML (both are): a name cannot open an element or end the script's
        // CDATA section, and no control character XML forbids is left in.
        let parser = XMLParser(data: Data(result.output.utf8))
        XCTAssertTrue(
          parser.parse(),
          "\(command) \(stem.debugDescription): \(String(describing: parser.parserError))")
        XCTAssertFalse(
          result.output.contains("<script>\(payload)"), "\(command) \(stem.debugDescription)")
      }
    }
  }

  func testTheJSONOutputsQuoteEveryName() throws {
    for stem in hostileNames {
      let path = try spec(named: stem)
      for format in ["json", "lottie"] {
        let result = run(["compile", path, "--format", format])
        XCTAssertEqual(result.code, 0, "\(format) \(stem.debugDescription): \(result.error)")
        XCTAssertNoThrow(
          try JSONSerialization.jsonObject(with: Data(result.output.utf8)),
          "\(format) \(stem.debugDescription)")
      }
    }
  }

  /// The generated Swift file names its spec relative to the working folder (or by its file
  /// name when it is outside it), so an absolute path gives the same bytes on every machine.
  func testTheSwiftHeaderNamesTheSpecReproducibly() throws {
    let absolute = repositoryRoot.appendingPathComponent("specs/fairy.motion").path
    let relative = run(["compile", "specs/fairy.motion", "--format", "swift"])
    let throughAbsolute = run(["compile", absolute, "--format", "swift"])
    let throughDots = run(["compile", "./specs/../specs/fairy.motion", "--format", "swift"])
    XCTAssertEqual(relative.code, 0)
    XCTAssertTrue(relative.output.hasPrefix("// Generated by motionc from `specs/fairy.motion`"))
    XCTAssertEqual(throughAbsolute.output, relative.output)
    XCTAssertEqual(throughDots.output, relative.output)
    // Outside the working folder: the file name alone.
    let outside = try spec(named: "outside")
    let elsewhere = run(["compile", outside, "--format", "swift"])
    XCTAssertTrue(
      elsewhere.output.hasPrefix("// Generated by motionc from `outside.motion`"),
      String(elsewhere.output.prefix(120)))
  }
}
