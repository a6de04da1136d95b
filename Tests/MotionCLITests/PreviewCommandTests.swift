import Foundation
import MotionCLI
import XCTest

/// `motionc preview`: the page is the web golden, on standard output or in a file, and every
/// wrong command line is a usage error.
final class PreviewCommandTests: CommandTestCase {
  func testThePageIsTheGolden() throws {
    for name in ["fairy", "screen", "loop"] {
      XCTAssertEqual(
        run(["preview", "specs/\(name).motion"]).output, try webGolden("\(name).preview.html"))
    }
  }

  func testThePageGoesToTheOutputFile() throws {
    let page = folder.appendingPathComponent("fairy.html").path
    XCTAssertEqual(run(["preview", "specs/fairy.motion", "-o", page]).code, 0)
    XCTAssertEqual(
      try String(contentsOfFile: page, encoding: .utf8), try webGolden("fairy.preview.html"))
  }

  func testWrongCommandLines() {
    let spec = "specs/fairy.motion"
    assertUsageError(["preview"], "missing the spec to preview", opening: true)
    assertUsageError(["preview", spec, spec], "`preview` takes one spec, found 2", opening: true)
    assertUsageError(
      ["preview", spec, "--port", "9000"], "`--port` goes with `--serve`", opening: true)
    assertUsageError(
      ["preview", spec, "--serve", "-o", "x.html"],
      "`--serve` serves the page; it does not go with `--output`", opening: true)
    assertUsageError(
      ["preview", "-", "--serve"], "`--serve` watches the spec's file", opening: true)
    assertUsageError(
      ["preview", spec, "--serve", "--port", "65536"],
      "`--port` takes a whole number from 0 to 65535, found `65536`", opening: true)
    assertUsageError(
      ["preview", spec, "-o", spec], "the output `\(spec)` is the spec itself", opening: true)
  }

  func testASpecWithErrorsWritesNothing() {
    let result = run(["preview", "-"], input: "moveX over\n")
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(result.error.contains("error[M0010]"), result.error)
  }

  func testHelp() {
    let help = run(["preview", "--help"])
    XCTAssertEqual(help.code, 0)
    XCTAssertTrue(help.output.hasPrefix("OVERVIEW: "), help.output)
    XCTAssertTrue(help.output.contains("USAGE: motionc preview <spec>"))
    XCTAssertTrue(help.output.contains("--serve"))
    let main = run(["--help"]).output
    XCTAssertTrue(main.contains("  preview  "), main)
  }

  func testAPageTooLargeToBuildIsAnError() {
    let result = run(["preview", "-"], input: specTooLargeForTheWeb)
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(
      result.error.hasSuffix(
        "error: this spec would need more than 2000000 keyframes in its web outputs; compile "
          + "it to the JSON track instead, or sample it\n"), result.error)
  }
}
