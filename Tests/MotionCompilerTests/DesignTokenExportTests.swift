import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// `compile --format tokens`: golden token files, and the round trip — importing the export
/// gives the same values, so exporting that import again gives the same file, byte for byte.
final class DesignTokenExportTests: XCTestCase {
  /// Every spec in specs/ with file-level `let`s, and the fixture with every kind.
  private var specs: [String] {
    motionFiles(in: "specs") + ["Tests/Fixtures/tokens/every-kind.motion"]
  }

  private func export(_ path: String) throws -> String? {
    let url = repositoryRoot.appendingPathComponent(path)
    let file = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
    let (json, result) = DesignTokenWriter.export(file)
    XCTAssertFalse(result.hasErrors, result.rendered)
    return json
  }

  /// The names of the top-level tokens of an export, in order (one token a line).
  private func names(_ json: String) -> [String] {
    json.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  \""), let end = line.dropFirst(3).firstIndex(of: "\"") else {
        return nil
      }
      return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
    }
  }

  func testEverySpecWithLetsExportsToItsGoldenAndRoundTrips() throws {
    var exported = 0
    for path in specs {
      guard let json = try export(path) else { return XCTFail("\(path) has errors") }
      let tokens = names(json)
      guard !tokens.isEmpty else { continue }
      exported += 1
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      assertGolden(json, "Tests/Fixtures/tokens/\(name).tokens.json")
      // The import of the export holds the same values: a spec that names each token with a
      // `let` of the same name exports to the same file.
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("motionc-round-trip-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try json.write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
      let probe =
        "import \"t.json\" as t\n" + tokens.map { "let \($0) = t.\($0)\n" }.joined()
      let probePath = folder.appendingPathComponent("probe.motion").path
      let (again, result) = DesignTokenWriter.export(
        SourceFile(path: probePath, text: probe),
        options: CompileOptions(loader: FileSystemLoader(mainFile: probePath)))
      XCTAssertFalse(result.hasErrors, "\(path):\n\(result.rendered)")
      XCTAssertEqual(again, json, "\(path): the import of its export has other values")
    }
    XCTAssertGreaterThanOrEqual(exported, 2)
  }

  func testAngleAndPercentageLetsAreLeftOut() throws {
    let json = try XCTUnwrap(try export("Tests/Fixtures/tokens/every-kind.motion"))
    XCTAssertFalse(names(json).contains("turn"))
    XCTAssertFalse(names(json).contains("half"))
    XCTAssertEqual(
      DesignTokenWriter.export(SourceFile(path: "a.motion", text: "moveX 1\n")).json, "{}\n")
  }

  /// The fitted fallback: exact for a curve that is a cubic in x (a `cubic` with x1 = 1/3 and
  /// x2 = 2/3), and y1, y2 by hand for `easeInQuad` (p²): the least-squares fit of
  /// 3p(1−p)² y1 + 3p²(1−p) y2 + p³ to p² is y1 = 0, y2 = 1/3 exactly (p² is that cubic).
  func testTheFallbackCurveIsTheLeastSquaresFit() throws {
    let json = try XCTUnwrap(
      DesignTokenWriter.export(
        SourceFile(path: "a.motion", text: "let q = easeInQuad\nlet s = easeInCubic\n")
      ).json)
    XCTAssertTrue(
      json.contains(#""$value": [0.3333333333333333, 0, 0.6666666666666666, 0.333]"#), json)
    // p³ is y1 = y2 = 0.
    XCTAssertTrue(
      json.contains(#""$value": [0.3333333333333333, 0, 0.6666666666666666, 0], "#), json)
  }
}
