import Foundation
import MotionCompiler
import MotionRuntime
import XCTest

/// Inputs built to be huge, slow or hostile (long names and lines, runs of bad bytes, control
/// and invisible characters, UTF-16, extreme springs): each gets a short, located answer in
/// time linear in its size.
final class AdversarialInputTests: XCTestCase {
  func testAHugeUnknownNameGetsNoSuggestionWithoutComparingIt() {
    // Edit distances against a 10 MB name would take minutes; no candidate is within reach.
    let name = String(repeating: "m", count: 10_000_000)
    XCTAssertNil(Suggestions.nearest(to: name, in: ["moveX", "moveY", "opacity"]))
    XCTAssertEqual(Suggestions.nearest(to: "movX", in: ["moveX", "moveY", "opacity"]), "moveX")
    let source = String(repeating: "m", count: 1_000_000) + " 1 over 1s\n"
    let result = Compiler.compile(SourceFile(path: "t.motion", text: source))
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0100"])
    XCTAssertFalse(result.rendered.contains("did you mean"))
  }
}

extension AdversarialInputTests {
  func testManyErrorsAtTheEndOfALongLineAreLocatedInOnePass() {
    // A string of 500,000 é (an error at its start), then 150 stray `@`: each message's column
    // counts every é before it, and the line is decoded once for all of them.
    let source =
      "\"" + String(repeating: "é", count: 500_000) + "\""
      + String(repeating: " @", count: 150) + "\n"
    let file = SourceFile(path: "t.motion", text: source)
    let result = Compiler.compile(file)
    XCTAssertEqual(result.diagnostics.count, 101)
    let lines = result.rendered.split(separator: "\n").filter { $0.hasPrefix("t.motion:") }
    XCTAssertEqual(lines.count, 101)
    XCTAssertTrue(lines[1].hasPrefix("t.motion:1:500004: error[M0002]: unexpected character `@`"))
    XCTAssertTrue(lines[99].hasPrefix("t.motion:1:500200: error["))
    let report = DiagnosticFormats.FileReport(
      path: file.path, sources: result.sources, diagnostics: result.diagnostics, failure: nil)
    XCTAssertTrue(DiagnosticFormats.json([report]).contains("\"column\": 500200}"))
    XCTAssertTrue(DiagnosticFormats.github([report]).contains("line=1,col=500200,"))
  }

  func testErrorsAfterALongRunOfBadBytesShowAShortExcerpt() {
    // One error for `@` and the 1 MB of continuation bytes after it, then 150 more: each
    // excerpt is cut to a window around its caret without walking back over the bad bytes.
    let bytes =
      Array("@".utf8) + [UInt8](repeating: 0x80, count: 1_000_000)
      + Array(String(repeating: " @", count: 150).utf8) + [0x0A]
    let result = Compiler.compile(SourceFile(path: "t.motion", bytes: bytes))
    XCTAssertEqual(result.diagnostics.count, 101)
    XCTAssertLessThan(result.rendered.utf8.count, 101 * 600)
  }
}

extension AdversarialInputTests {
  func testMessagesShowControlCharactersWithoutSendingThemToTheTerminal() {
    // An escape sequence in a string, a lone carriage return and a DEL in the excerpt, C1
    // controls: all shown as visible characters, one column each, carets still aligned.
    let source = "\"\u{1B}[2J\" moveX\r@\u{7F} \u{85}\n"
    let rendered = Compiler.compile(SourceFile(path: "t\u{1B}.motion", text: source)).rendered
    XCTAssertFalse(
      rendered.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      }, rendered)
    XCTAssertTrue(
      rendered.hasPrefix("t␛.motion:1:1: error[M0010]: expected a statement, found `\"␛[2J\"`"))
    XCTAssertTrue(rendered.contains("1 | \"␛[2J\" moveX␍@␡ \u{FFFD}\n"), rendered)
    XCTAssertTrue(
      rendered.contains("t␛.motion:1:14: error[M0002]: unexpected character `@`"), rendered)
    XCTAssertTrue(
      rendered.contains("\n  | " + String(repeating: " ", count: 13) + "^^\n"), rendered)
    XCTAssertTrue(rendered.contains("t␛.motion:1:17: error[M0002]: unexpected character `\\u{85}`"))
  }
}

extension AdversarialInputTests {
  func testInvisibleCharactersAreNamedByTheirCode() {
    for (character, shown) in [
      ("\u{A0}", "\\u{A0}"), ("\u{200B}", "\\u{200B}"), ("\u{FEFF}", "\\u{FEFF}"),
      ("\u{202E}", "\\u{202E}"), ("\u{2028}", "\\u{2028}"), ("é", "é"), ("→", "→"),
    ] {
      let result = Compiler.compile(SourceFile(path: "t.motion", text: "moveX 1 \(character)\n"))
      XCTAssertEqual(result.diagnostics.map(\.message), ["unexpected character `\(shown)`"])
    }
  }

  func testUTF16WithoutAByteOrderMarkIsOneError() {
    for (bytes, offset, encoding) in [
      (Array("moveX 1\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, 1, "UTF-16LE"),
      (Array("moveX 1\n".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, 0, "UTF-16BE"),
    ] {
      let result = Compiler.compile(SourceFile(path: "t.motion", bytes: bytes))
      XCTAssertEqual(result.diagnostics.map(\.code), ["M0002"], encoding)
      XCTAssertEqual(result.diagnostics.first?.range.start, offset, encoding)
      XCTAssertEqual(
        result.diagnostics.first?.notes, [.savedAsUTF16(encoding: encoding)], encoding)
    }
  }
}

extension AdversarialInputTests {
  private func requireSendable<T: Sendable>(_: T.Type) {}

  /// Checked by the compiler: the compiler's results may be passed between threads (as
  /// `motionc check` does).
  func testTheCompilersResultsAreSendable() {
    requireSendable(SourceFile.self)
    requireSendable(SourceRange.self)
    requireSendable(SourceLocation.self)
    requireSendable(Limits.self)
    requireSendable(CompileResult.self)
    requireSendable(Diagnostic.self)
    requireSendable(DiagnosticKind.self)
    requireSendable(DiagnosticBag.self)
    requireSendable(RelatedRange.self)
    requireSendable(Severity.self)
    requireSendable(DiagnosticRenderer.self)
    requireSendable(DiagnosticFormats.FileReport.self)
    requireSendable(SyntaxTree.self)
    requireSendable(Token.self)
    requireSendable(TokenKind.self)
    requireSendable(NumberLiteral.self)
    requireSendable(SampleWriter.Format.self)
  }
}

extension AdversarialInputTests {
  func testAnExtremeSpringIsCheckedInBoundedTime() {
    // Its settling time search walked back for ever; it settles only after about 10^16 s.
    let spring = "spring(mass: 1, stiffness: 1e15, damping: 1e-15, velocity: 1e15)"
    XCTAssertEqual(diagnosticSummary("moveX 1 ease \(spring)\n"), ["M0119@1:14"])
    XCTAssertEqual(diagnosticSummary("moveX 1 over 1s ease \(spring)\n"), ["M0203@1:9"])
  }
}
