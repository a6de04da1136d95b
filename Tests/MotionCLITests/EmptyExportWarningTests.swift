import Foundation
import MotionTestSupport
import XCTest

@testable import MotionCLI

/// A spec of motions only (a library) exports an empty file in every format: `compile` says
/// so on standard error, naming `--motion NAME` and the motions, and still writes the file
/// (status 0).
final class EmptyExportWarningTests: CommandTestCase {
  private let library = """
    let calm = 0.3s
    motion fadeIn <
      opacity 1 from 0 over calm
    >
    motion pop(to = 1.2) <
      scale to over 0.2s
    >

    """

  private static let expected =
    "has no top-level steps, so the export is empty; pick one of its motions with "
    + "`--motion NAME` (fadeIn, pop)\n"

  func testEveryFormatWarnsThatALibraryExportsNothing() throws {
    let path = try write("library.motion", library)
    for format in ["json", "swift", "css", "waapi", "lottie"] {
      let output = try write("out/library.\(format)", "")
      let result = motionc(["compile", path, "--format", format, "-o", output])
      XCTAssertEqual(result.code, 0, format)
      XCTAssertEqual(result.output, "", format)
      XCTAssertEqual(result.error, "warning: `\(path)` " + Self.expected, format)
      // The file is still written.
      let written = try String(contentsOfFile: output, encoding: .utf8)
      XCTAssertFalse(written.isEmpty, format)
    }
    // The default format is the track.
    let json = motionc(["compile", path])
    XCTAssertEqual(json.code, 0)
    XCTAssertEqual(json.error, "warning: `\(path)` " + Self.expected)
    XCTAssertTrue(json.output.hasPrefix("{"), json.output)
  }

  func testTheRepositorysDesignSystemNamesItsMotions() {
    let path = repositoryRoot.appendingPathComponent("specs/design-system.motion").path
    let result = motionc(["compile", path, "--format", "lottie"])
    XCTAssertEqual(result.code, 0)
    XCTAssertEqual(
      result.error,
      "warning: `\(path)` has no top-level steps, so the export is empty; pick one of its "
        + "motions with `--motion NAME` (pop, shake, fadeIn, fadeOut, highlight)\n")
  }

  func testNoWarningWithMotionOrWithStepsOrForTokens() throws {
    let path = try write("library.motion", library)
    for format in ["json", "swift", "css", "waapi", "lottie"] {
      let picked = motionc(["compile", path, "--format", format, "--motion", "fadeIn"])
      XCTAssertEqual(picked.code, 0, format)
      XCTAssertEqual(picked.error, "", format)
    }
    let steps = try write("steps.motion", library + "play fadeIn on card\nplay pop on card\n")
    XCTAssertEqual(motionc(["compile", steps, "--format", "lottie"]).error, "")
    // Tokens export the `let`s, which a library is for.
    let tokens = motionc(["compile", path, "--format", "tokens"])
    XCTAssertEqual(tokens.code, 0)
    XCTAssertEqual(tokens.error, "")
  }

  func testStandardInputAndAFileWithoutMotions() throws {
    let piped = motionc(["compile", "-", "--format", "lottie"], input: library)
    XCTAssertEqual(piped.code, 0)
    XCTAssertEqual(
      piped.error,
      "warning: standard input has no top-level steps, so the export is empty; to export a "
        + "motion, pick it with `--motion NAME`\n")
    let lets = try write("lets.motion", "let calm = 0.3s\n")
    XCTAssertEqual(
      motionc(["compile", lets, "--format", "css"]).error,
      "warning: `\(lets)` has no top-level steps, so the export is empty\n")
  }

  func testTheWarningIsColoredLikeTheOthers() throws {
    let path = try write("library.motion", library)
    let console = RecordingConsole()
    console.colorsErrors = true
    XCTAssertEqual(MotionCommand.run(["compile", path, "--format", "waapi"], console: console), 0)
    XCTAssertTrue(
      console.error.hasPrefix("\u{1B}[1;33mwarning:\u{1B}[0m `\(path)` has no top-level"),
      console.error)
  }
}
