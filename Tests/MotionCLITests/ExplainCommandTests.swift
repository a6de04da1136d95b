import Foundation
import MotionCLI
import XCTest

/// `motionc explain`: the built-in explanation of every code is its page in docs/diagnostics
/// (Sources/MotionCLI/Generated/Explanations.swift, written by scripts/generate-explanations.py).
final class ExplainCommandTests: CommandTestCase {
  func testExplainPrintsTheDocsForEveryCode() throws {
    let folder = repositoryRoot.appendingPathComponent("docs/diagnostics")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("M") && $0.hasSuffix(".md") }
    XCTAssertGreaterThanOrEqual(pages.count, 40)
    for page in pages {
      let code = String(page.dropLast(3))
      let expected = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
      let result = run(["explain", code])
      XCTAssertEqual(result.code, 0, code)
      // The built-in text is docs/diagnostics; regenerate with scripts/generate-explanations.py.
      XCTAssertEqual(
        result.output, expected,
        "\(code): the built-in explanation is stale; run scripts/generate-explanations.py")
    }
    XCTAssertEqual(run(["explain", "m100"]).output, run(["explain", "M0100"]).output)
    XCTAssertEqual(run(["explain", "M9999"]).code, 2)
    XCTAssertEqual(run(["explain"]).code, 2)
  }
}
