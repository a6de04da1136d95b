import Foundation
import MotionTestSupport
import XCTest

@testable import MotionCLI

/// `motionc compile --format tokens`: the file-level `let`s as a design-token file, written
/// atomically with `-o`, and read back by `import … as`.
final class TokensCommandTests: XCTestCase {
  func testCompileWritesTokensThatAnImportReadsBack() throws {
    let folder = try TemporaryFolder()
    let spec = try folder.write(
      "tokens.motion", "let quick = 0.2s\nlet standard = cubic(0.2, 0, 0, 1)\nlet turn = 90deg\n")
    let output = folder.path("tokens.json")
    let result = motionc(["compile", spec, "--format", "tokens", "-o", output])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.output, "")
    XCTAssertEqual(
      try String(contentsOfFile: output, encoding: .utf8),
      """
      {
        "quick": { "$type": "duration", "$value": { "value": 200, "unit": "ms" } },
        "standard": { "$type": "cubicBezier", "$value": [0.2, 0, 0, 1] }
      }

      """)
    let user = try folder.write(
      "card.motion",
      "import \"tokens.json\" as tokens\nmoveX 10 over tokens.quick ease tokens.standard\n")
    let check = motionc(["check", user])
    XCTAssertEqual(check.code, 0, check.error)
  }

  func testASpecWithErrorsWritesNothing() throws {
    let folder = try TemporaryFolder()
    let spec = try folder.write("bad.motion", "let quick = 0.2s +\n")
    let output = folder.path("tokens.json")
    let result = motionc(["compile", spec, "--format", "tokens", "-o", output])
    XCTAssertEqual(result.code, 1)
    XCTAssertTrue(result.error.contains("error[M0010]"), result.error)
    XCTAssertFalse(FileManager.default.fileExists(atPath: output))
  }

  func testTheTokenFileErrorsShowItsLineAndTheHelpNamesTheFormat() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "t.json", "{\n  \"a\": {\"$type\": \"duration\", \"$value\": \"fast\"}\n}\n")
    let spec = try folder.write("s.motion", "import \"t.json\" as t\n")
    let result = motionc(["check", spec])
    XCTAssertEqual(result.code, 1)
    XCTAssertTrue(result.error.contains("t.json:2:40: error[M0171]"), result.error)
    XCTAssertTrue(motionc(["compile", "--help"]).output.contains("`tokens`: the file-level"))
  }
}
