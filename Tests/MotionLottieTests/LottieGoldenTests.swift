import Foundation
import MotionCompiler
import MotionLottie
import MotionRuntime
import MotionTestSupport
import XCTest

/// Every spec in specs/ as a Lottie file (the default size and frame rate), against golden
/// files in Tests/Fixtures/lottie/, with the warnings the export gives beside them.
final class LottieGoldenTests: XCTestCase {
  /// A spec of the repository, its diagnostics showing `path`.
  private func sourceFile(_ path: String) throws -> SourceFile {
    let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
    return SourceFile(path: path, bytes: Array(data))
  }

  func testEverySpecExportsToItsGoldenLottieFile() throws {
    let specs = motionFiles(in: "specs")
    XCTAssertGreaterThanOrEqual(specs.count, 12, "specs/ lost its examples")
    for path in specs {
      let result = Compiler.compile(try sourceFile(path))
      let timeline = try XCTUnwrap(result.timeline, result.rendered)
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      let file = try LottieFile(timeline, options: LottieOptions(name: name))
      assertGolden(file.text, "Tests/Fixtures/lottie/\(name).json")
      let warnings = file.warnings.map { $0.message + "\n" }.joined()
      let warningsPath = "Tests/Fixtures/lottie/\(name).warnings.txt"
      if !warnings.isEmpty
        || FileManager.default.fileExists(
          atPath: repositoryRoot.appendingPathComponent(warningsPath).path)
      {
        assertGolden(warnings, warningsPath)
      }
    }
  }

  /// The specs written for players (scripts/lottie-check plays them in rlottie too), against
  /// golden files beside them: opacity and colors eased past their ends hold their limits.
  func testThePlayerSpecsExportToTheirGoldenFiles() throws {
    let specs = motionFiles(in: "Tests/Fixtures/lottie/players")
    XCTAssertEqual(specs, ["Tests/Fixtures/lottie/players/overshoot.motion"])
    for path in specs {
      let result = Compiler.compile(try sourceFile(path))
      let timeline = try XCTUnwrap(result.timeline, result.rendered)
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      let file = try LottieFile(timeline, options: LottieOptions(name: name))
      XCTAssertEqual(file.warnings, [])
      assertGolden(file.text, "Tests/Fixtures/lottie/players/\(name).json")
    }
  }

  /// docs/exports.md's frame-number fallback for players that do not find markers by name
  /// (lottie-web before 5.9.2) looks up a marker that screen.motion's export has, by the keys
  /// the export writes.
  func testTheDocumentedMarkerFallbackUsesAnExportedMarker() throws {
    let docs = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/exports.md"), encoding: .utf8)
    XCTAssertTrue(docs.contains("from **5.9.2** on"))
    XCTAssertTrue(docs.contains("animation.goToAndPlay(marker.tm, true);"))
    XCTAssertTrue(
      docs.contains("animation.playSegments([marker.tm, marker.tm + marker.dr], true);"))
    let lookup = try XCTUnwrap(docs.range(of: "m.cm === \""))
    let name = String(docs[lookup.upperBound...].prefix { $0 != "\"" })
    XCTAssertEqual(name, "fadeIn on card")
    let result = Compiler.compile(try sourceFile("specs/screen.motion"))
    let timeline = try XCTUnwrap(result.timeline, result.rendered)
    let text = try LottieFile(timeline, options: LottieOptions(name: "screen")).text
    let document = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let markers = try XCTUnwrap(document["markers"] as? [[String: Any]])
    let marker = try XCTUnwrap(markers.first { ($0["cm"] as? String) == name })
    XCTAssertEqual(Set(marker.keys), ["tm", "cm", "dr"])
  }

  /// The reduced-motion timeline exports like any other (movements become holds and jumps).
  func testTheReducedTimelineExports() throws {
    let result = Compiler.compile(
      try sourceFile("specs/reduced.motion"), options: CompileOptions(reduced: true))
    let timeline = try XCTUnwrap(result.timeline, result.rendered)
    let file = try LottieFile(
      timeline, options: LottieOptions(name: "reduced", framesPerSecond: 30))
    assertGolden(file.text, "Tests/Fixtures/lottie/reduced.reduced.json")
  }
}
