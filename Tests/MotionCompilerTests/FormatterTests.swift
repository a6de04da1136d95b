import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// `motionc fmt`: the canonical layout (goldens and one rule per test), idempotence, and that
/// formatting never changes what a file means.
final class FormatterTests: XCTestCase {
  override func setUp() {
    // Imports resolve against the files' relative paths, as in GoldenTests.
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
  }

  private func format(_ text: String) -> String? {
    Formatter.format(SourceFile(path: "test.motion", text: text)).text
  }
  /// The field report: `let a = cubic (0, 0, 1, 1)` (a space before `(`) once parsed as an
  /// unknown function, and `fmt` refused it as "would not mean the same". A space before an
  /// easing's `(` is now the same call everywhere, and `fmt` writes it touching the name.
  func testASpaceBeforeAnEasingsParenthesisIsTheSameCallAndIsFormattedAway() {
    let spaced = """
      let a = cubic (0, 0, 1, 1)
      let b = spring  (duration: 0.3s)
      motion m(e = linear (0, 1)) < moveX 1 over 1s ease e >
      moveX 1 over 1s ease a
      moveX 2 over 1s ease b
      play m(e: steps (4))
      opacity 0 over 1s ease cubic (0.2, 0, 0, 1)

      """
    let touching = """
      let a = cubic(0, 0, 1, 1)
      let b = spring(duration: 0.3s)
      motion m(e = linear(0, 1)) < moveX 1 over 1s ease e >
      moveX 1 over 1s ease a
      moveX 2 over 1s ease b
      play m(e: steps(4))
      opacity 0 over 1s ease cubic(0.2, 0, 0, 1)

      """
    XCTAssertEqual(format(spaced), format(touching))
    XCTAssertEqual(format(spaced)?.contains("cubic(0, 0, 1, 1)"), true, format(spaced) ?? "")
    let compiled = Compiler.compile(SourceFile(path: "t.motion", text: spaced))
    XCTAssertEqual(compiled.diagnostics, [])
    let expected = Compiler.compile(SourceFile(path: "t.motion", text: touching)).timeline
    XCTAssertNotNil(compiled.timeline)
    XCTAssertEqual(String(describing: compiled.timeline), String(describing: expected))
  }

  private func assertFormats(
    _ input: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(format(input), expected, file: file, line: line)
    XCTAssertEqual(format(expected), expected, "not idempotent", file: file, line: line)
  }

  // MARK: Goldens

  func testFixturesFormatToTheirGoldens() throws {
    let inputs = motionFiles(in: "Tests/Fixtures/fmt").filter {
      !$0.hasSuffix(".formatted.motion")
    }
    XCTAssertGreaterThanOrEqual(inputs.count, 2)
    for path in inputs {
      let text = try XCTUnwrap(Formatter.format(try sourceFile(path)).text, path)
      let golden = path.replacingOccurrences(of: ".motion", with: ".formatted.motion")
      assertGolden(text, golden)
      // The golden is in canonical layout itself.
      XCTAssertEqual(Formatter.format(try sourceFile(golden)).text, text, golden)
    }
  }

  // MARK: Every file

  /// Every spec, every fixture (recursively) and every documentation example.
  private func everySource() throws -> [SourceFile] {
    var paths = motionFiles(in: "specs")
    let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")
    let enumerator = FileManager.default.enumerator(atPath: fixtures.path)
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".motion") { paths.append("Tests/Fixtures/" + relative) }
    }
    var files = try paths.sorted().map(sourceFile)
    for document in try documentationPages() {
      for (line, text) in try motionBlocks(in: document) {
        files.append(SourceFile(path: "\(document):\(line)", text: text))
      }
    }
    XCTAssertGreaterThan(files.count, 100)
    return files
  }

  func testFormattingIsIdempotent() throws {
    var formatted = 0
    for file in try everySource() {
      switch Formatter.format(file) {
      case .formatted(let once):
        let twice = Formatter.format(SourceFile(path: file.path, bytes: once))
        XCTAssertEqual(twice.text, String(decoding: once, as: UTF8.self), file.path)
        formatted += 1
      case .errors(let diagnostics):
        XCTAssertTrue(diagnostics.contains { $0.severity == .error }, file.path)
      case .unsafe(let reason):
        XCTFail("\(file.path): \(reason.text)")
      }
    }
    XCTAssertGreaterThan(formatted, 100)
  }

  /// Compiles each file before and after formatting, from its own path so that imports
  /// resolve: the same track, byte for byte (the normal and the reduced timeline), and the
  /// same diagnostic codes.
  func testFormattingNeverChangesMeaning() throws {
    var compared = 0
    for file in try everySource() {
      guard case .formatted(let bytes) = Formatter.format(file) else { continue }
      let after = SourceFile(path: file.path, bytes: bytes)
      for reduced in [false, true] {
        let options = CompileOptions(reduced: reduced)
        let old = Compiler.compile(file, options: options)
        let new = Compiler.compile(after, options: options)
        XCTAssertEqual(
          new.diagnostics.map(\.code).sorted(), old.diagnostics.map(\.code).sorted(), file.path)
        XCTAssertEqual(
          try new.timeline.map { try TrackWriter.json($0) },
          try old.timeline.map { try TrackWriter.json($0) }, file.path)
        if old.timeline != nil { compared += 1 }
      }
    }
    XCTAssertGreaterThan(compared, 100)
  }

  func testFilesWithSyntaxErrorsAreNotFormatted() {
    for text in ["moveX 20, moveY 10\n", "merge < moveX 1\n", "moveX 1 over 1s )\n", "#note\n"] {
      guard case .errors(let diagnostics) = Formatter.format(SourceFile(path: "t", text: text))
      else {
        XCTFail("formatted \(text)")
        continue
      }
      XCTAssertFalse(diagnostics.isEmpty)
    }
    // Errors of meaning are not syntax errors: such a file is formatted.
    XCTAssertEqual(format("movX   20 over 1\n"), "movX 20 over 1\n")
  }

  /// grammar.md's example of the layout: the ```text block after "For example, this spec"
  /// formats to the ```motion block after it.
  func testTheGrammarExampleOfTheLayout() throws {
    let grammar = try String(
      contentsOf: repositoryRoot.appendingPathComponent("grammar.md"), encoding: .utf8)
    let parts = grammar.components(separatedBy: "For example, this spec\n\n```text\n")
    XCTAssertEqual(parts.count, 2, "grammar.md lost its example of the canonical layout")
    let rest = try XCTUnwrap(parts.last)
    let before = try XCTUnwrap(rest.components(separatedBy: "```\n").first)
    let after = try XCTUnwrap(
      rest.components(separatedBy: "is formatted as\n\n```motion\n").last?
        .components(separatedBy: "```\n").first)
    assertFormats(before, after)
  }

  // MARK: Rules

  func testSpacesBetweenWordsAndAroundOperators() {
    assertFormats("moveX   20\tover .5s\n", "moveX 20 over .5s\n")
    assertFormats("let a=(1+2)*3/ 4-5\n", "let a = (1 + 2) * 3 / 4 - 5\n")
    assertFormats("moveY - 5\nmoveX 20 -5\nmoveX --20\n", "moveY -5\nmoveX 20 - 5\nmoveX 20\n")
    assertFormats("moveY -( 2+3 )\n", "moveY -(2 + 3)\n")
    assertFormats("card . moveX 1\n", "card.moveX 1\n")
    assertFormats(
      "moveX 1 ease cubic( 0.2,0 ,0, 1, )\n", "moveX 1 ease cubic(0.2, 0, 0, 1)\n")
    assertFormats(
      "moveX 1 ease spring( duration : 0.5s,bounce:0.3)\n",
      "moveX 1 ease spring(duration: 0.5s, bounce: 0.3)\n")
    assertFormats("moveX random (1,2)\n", "moveX random(1, 2)\n")
  }

  func testNumbersColorsAndStringsStayAsWritten() {
    assertFormats(
      "moveX 1e3 over .5s\ncolor #3182f6 from #FFF\nimport \"a \\\"b\\\".motion\"\n",
      "moveX 1e3 over .5s\ncolor #3182f6 from #FFF\nimport \"a \\\"b\\\".motion\"\n")
  }

  func testModifiersInCanonicalOrder() {
    assertFormats(
      "moveX 1 yoyo repeat 2 wait 1s in oklab ease easeOut over 1s delay 1s from 0\n",
      "moveX 1 from 0 delay 1s over 1s ease easeOut in oklab wait 1s repeat 2 yoyo\n")
    assertFormats("merge < > yoyo repeat 2 wait 1s\n", "merge <> wait 1s repeat 2 yoyo\n")
    // A repeated modifier (an error of meaning) keeps its place after the first.
    assertFormats("moveX 1 over 1s wait 1s over 2s\n", "moveX 1 over 1s over 2s wait 1s\n")
    // Two random draws keep their order: reordering could change the values drawn.
    assertFormats(
      "moveX 1 wait random(1s, 2s) over random(1s, 2s)\n",
      "moveX 1 wait random(1s, 2s) over random(1s, 2s)\n")
  }

  func testGroupsOnOneLineStayWhenTheyFit() {
    assertFormats(
      "merge<moveX 1;moveY 2 ,opacity 0>wait 1s\n",
      "merge < moveX 1, moveY 2, opacity 0 > wait 1s\n")
    assertFormats("merge < >\nsequence <\n>\n", "merge <>\nsequence <\n>\n")
    let long = (1...8).map { "e\($0).moveX 100 over 1s" }.joined(separator: ", ")
    assertFormats(
      "merge < \(long) >\n",
      "merge <\n" + (1...8).map { "  e\($0).moveX 100 over 1s\n" }.joined() + ">\n")
    // Exactly 100 columns fit; 101 do not.
    let fits = "merge < moveX 1 over 1s, " + String(repeating: "a", count: 65) + ".moveY 2 >"
    XCTAssertEqual(fits.count, 100)
    assertFormats(fits + "\n", fits + "\n")
    let name = String(repeating: "a", count: 66)
    assertFormats(
      "merge < moveX 1 over 1s, \(name).moveY 2 >\n",
      "merge <\n  moveX 1 over 1s\n  \(name).moveY 2\n>\n")
  }

  func testMultiLineBodiesGetOneStatementPerLine() {
    assertFormats(
      "merge < moveX 1, moveY 2\nsequence < a.moveX 1; a.moveX 2 >\n    opacity 0 >\n",
      "merge <\n  moveX 1\n  moveY 2\n  sequence < a.moveX 1, a.moveX 2 >\n  opacity 0\n>\n")
    assertFormats(
      "defaults <\nease easeOut\n  over 1s\n>\ndefaults<over 1s>\n",
      "defaults <\n  over 1s\n  ease easeOut\n>\ndefaults < over 1s >\n")
    assertFormats(
      "motion m() <\nmoveX 1\n  reduced<opacity 0>\n>\nplay m()\nplay m\n",
      "motion m <\n  moveX 1\n  reduced < opacity 0 >\n>\nplay m()\nplay m\n")
  }

  func testBlankLines() {
    assertFormats(
      "\n\nmoveX 1\n\n\n\nmoveX 2\nmerge <\n\n  moveX 3\n\n  moveX 4\n\n>\n\n\n",
      "moveX 1\n\nmoveX 2\nmerge <\n  moveX 3\n\n  moveX 4\n>\n")
    assertFormats("moveX 1   \n  \t\nmoveX 2", "moveX 1\n\nmoveX 2\n")
  }

  func testComments() {
    // Trailing comments of consecutive lines line up two spaces after the longest code.
    assertFormats(
      "moveX 1 # one\nmoveX 100 over 1s   # two\n\nmoveY 1 // three\n",
      "moveX 1            # one\nmoveX 100 over 1s  # two\n\nmoveY 1  // three\n")
    // Own-line comments take the indentation of the next line; before `>`, one level in.
    assertFormats(
      "merge < # opens\n# first\n moveX 1\n      # last\n> # closes\n# end\n",
      "merge <  # opens\n  # first\n  moveX 1\n  # last\n>  # closes\n# end\n")
    // Comment text is kept as written, trailing spaces aside; `#` alone is a comment too.
    assertFormats("#\n#\tTab\n//x  \nmoveX 1#  b\n", "#\n#\tTab\n//x\nmoveX 1  #  b\n")
    // A comment after a separator follows the statement before it.
    assertFormats(
      "merge <\n  moveX 1, # one\n  moveY 1 >\n", "merge <\n  moveX 1  # one\n  moveY 1\n>\n")
    assertFormats("# only a comment", "# only a comment\n")
  }

  func testCommentBytesAreKeptEvenWhenNotUTF8() throws {
    let input: [UInt8] = Array("moveX 1 # ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
    guard case .formatted(let bytes) = Formatter.format(SourceFile(path: "t", bytes: input))
    else { return XCTFail("not formatted") }
    XCTAssertEqual(bytes, Array("moveX 1  # ".utf8) + [0xFF, 0xFE] + Array("\n".utf8))
  }

  func testLineEndsByteOrderMarkAndEmptyFiles() {
    assertFormats("\u{FEFF}moveX 1\r\n\r\n\r\nmoveY 2 # c\r\n", "moveX 1\n\nmoveY 2  # c\n")
    assertFormats("moveX 1\rover 1s\n", "moveX 1 over 1s\n")
    assertFormats("moveX 1", "moveX 1\n")
    assertFormats("", "")
    assertFormats(" \n\n\t\n", "")
    assertFormats("\u{FEFF}", "")
  }

  func testIndentationIsTwoSpacesPerLevel() {
    assertFormats(
      "merge <\n\tsequence <\n\t\t\tmoveX 1\n>\n>\n",
      "merge <\n  sequence <\n    moveX 1\n  >\n>\n")
  }
}
