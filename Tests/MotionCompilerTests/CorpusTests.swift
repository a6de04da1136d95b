import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// The bad-input corpus (Tests/Fixtures/corpus, written by scripts/generate-corpus.py):
/// truncated specs, stray `<` `>`, wrong units, huge and tiny numbers, deep nesting, odd
/// encodings, binary files and a trigger for every diagnostic code. Each input gives at least one
/// error, exactly the golden diagnostics beside it, and every other view of it works too.
final class CorpusTests: XCTestCase {
  private let folder = "Tests/Fixtures/corpus"

  func testEveryBadInputGivesAnErrorAndItsGoldenDiagnostics() throws {
    let inputs = motionFiles(in: folder)
    XCTAssertGreaterThanOrEqual(inputs.count, 150, "run scripts/generate-corpus.py")
    for path in inputs {
      let file = try sourceFile(path)
      let result = Compiler.compile(file)
      XCTAssertTrue(result.hasErrors, "\(path) should have an error")
      XCTAssertNil(result.timeline, path)
      assertGolden(result.rendered, path.replacingOccurrences(of: ".motion", with: ".stderr"))
      // Nothing a terminal would act on: only line breaks among the control characters.
      XCTAssertFalse(
        result.rendered.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        }, "\(path): control characters in the messages")
      // The other views of the same input.
      let report = DiagnosticFormats.FileReport(
        path: path, sources: result.sources, diagnostics: result.diagnostics, failure: nil)
      XCTAssertNotNil(
        try? JSONSerialization.jsonObject(with: Data(DiagnosticFormats.json([report]).utf8)), path)
      XCTAssertEqual(
        DiagnosticFormats.github([report]).split(separator: "\n").count,
        result.diagnostics.count, path)
      XCTAssertFalse(Dump.tokens(file).isEmpty, path)
      _ = Dump.syntaxTree(Parser.parse(file).tree, file: file)
    }
  }

  func testEveryDiagnosticCodeHasATriggerInTheCorpus() throws {
    var seen = Set<String>()
    for path in motionFiles(in: folder) {
      for diagnostic in Compiler.compile(try sourceFile(path)).diagnostics {
        seen.insert(diagnostic.code)
      }
    }
    // Not here: M0008 (a file over 64 MiB; LimitTests), M0015 (the constructs still to come,
    // whose messages will change), and M0200/M0201 (warnings found only when building the
    // timeline of a file without errors; Tests/Fixtures/warnings).
    let expected: Set<String> = Set((1...9).map { String(format: "M%04d", $0) })
      .union([10, 12, 13, 14, 16].map { String(format: "M%04d", $0) })
      .union((100...122).map { String(format: "M%04d", $0) })
      .union([202, 203].map { String(format: "M%04d", $0) })
      .subtracting(["M0008"])
    XCTAssertEqual(expected.subtracting(seen).sorted(), [], "codes without a trigger")
    XCTAssertFalse(seen.contains("M0015"), "the corpus must not use constructs still to come")
  }

  func testTheCorpusIsGeneratedByItsScript() throws {
    // Every input is listed in scripts/generate-corpus.py, and no golden is left without one.
    let script = try String(
      contentsOf: repositoryRoot.appendingPathComponent("scripts/generate-corpus.py"),
      encoding: .utf8)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent(folder).path)
    let inputs = Set(names.filter { $0.hasSuffix(".motion") }.map { $0.dropLast(7) })
    let goldens = Set(names.filter { $0.hasSuffix(".stderr") }.map { $0.dropLast(7) })
    XCTAssertEqual(goldens.subtracting(inputs).sorted(), [], "goldens without an input")
    for name in inputs where !name.hasPrefix("truncated-") && !name.hasPrefix("character-") {
      XCTAssertTrue(script.contains("\"\(name).motion\""), "\(name) is not in the script")
    }
  }
}
