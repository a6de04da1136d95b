import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

/// `compile --format css|waapi`, `preview` and `plot` on the command line: the outputs are the
/// web goldens, and every wrong command line is a usage error.
final class WebCommandTests: XCTestCase {
  override func setUp() {
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
  }

  private func golden(_ name: String) throws -> String {
    try String(
      contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/web/\(name)"),
      encoding: .utf8)
  }

  private func assertUsageError(
    _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let result = motionc(arguments)
    XCTAssertEqual(result.code, 2, "\(arguments): \(result.error)", file: file, line: line)
    XCTAssertTrue(
      result.error.hasPrefix("error: \(message)"), "\(arguments): \(result.error)", file: file,
      line: line)
    XCTAssertEqual(result.output, "", file: file, line: line)
  }

  func testTheWebOutputsAreTheGoldens() throws {
    for name in ["fairy", "screen", "loop"] {
      let spec = "specs/\(name).motion"
      XCTAssertEqual(
        motionc(["compile", spec, "--format", "css"]).output, try golden("\(name).css"))
      XCTAssertEqual(
        motionc(["compile", spec, "--format", "waapi"]).output, try golden("\(name).mjs"))
      XCTAssertEqual(motionc(["preview", spec]).output, try golden("\(name).preview.html"))
      XCTAssertEqual(motionc(["plot", spec]).output, try golden("\(name).plot.svg"))
    }
    // JSON stays the default.
    XCTAssertEqual(
      motionc(["compile", "specs/fairy.motion", "--format", "json"]).output,
      motionc(["compile", "specs/fairy.motion"]).output)
  }

  func testOutputFilesAndOneProperty() throws {
    let folder = try TemporaryFolder()
    let page = folder.path("fairy.html")
    XCTAssertEqual(motionc(["preview", "specs/fairy.motion", "-o", page]).code, 0)
    XCTAssertEqual(
      try String(contentsOfFile: page, encoding: .utf8), try golden("fairy.preview.html"))
    let plot = motionc(["plot", "specs/fairy.motion", "--property", "fairy.moveY"])
    XCTAssertEqual(plot.code, 0, plot.error)
    XCTAssertTrue(plot.output.contains(">fairy.moveY<"))
    XCTAssertFalse(plot.output.contains(">fairy.scaleX<"))
    let reduced = motionc(["plot", "specs/reduced.motion", "--reduced"])
    XCTAssertTrue(
      reduced.output.contains("<title>reduced.motion (reduced motion) — 2.65s</title>"),
      reduced.output)
    let selector = motionc([
      "compile", "specs/fairy.motion", "--format", "waapi", "--selector", "#{name}",
    ])
    XCTAssertTrue(selector.output.contains("selector: \"#fairy\","), selector.output)
  }

  func testWrongCommandLines() {
    let spec = "specs/fairy.motion"
    assertUsageError(
      ["compile", spec, "--format", "svg"],
      "unknown format `svg`: use `json`, `swift`, `css`, `waapi`, `lottie` or `tokens`")
    assertUsageError(
      ["compile", spec, "--selector", "#{name}"],
      "`--selector` goes with `--format css` or `--format waapi`")
    assertUsageError(
      ["compile", spec, "--format", "css", "--reduced"],
      "`--reduced` does not go with `--format css`")
    assertUsageError(
      ["compile", spec, "--format", "waapi", "--selector", "#card"], "`--selector` needs `{name}`")
    assertUsageError(["preview"], "missing the spec to preview")
    assertUsageError(["preview", spec, spec], "`preview` takes one spec, found 2")
    assertUsageError(["preview", spec, "--port", "9000"], "`--port` goes with `--serve`")
    assertUsageError(
      ["preview", spec, "--serve", "-o", "x.html"],
      "`--serve` serves the page; it does not go with `--output`")
    assertUsageError(["preview", "-", "--serve"], "`--serve` watches the spec's file")
    assertUsageError(
      ["preview", spec, "--serve", "--port", "65536"],
      "`--port` takes a whole number from 0 to 65535, found `65536`")
    assertUsageError(["preview", spec, "-o", spec], "the output `\(spec)` is the spec itself")
    assertUsageError(["plot"], "missing the spec to plot")
    assertUsageError(["plot", spec, "--property", "moveY"], "`--property` takes ELEMENT.PROPERTY")
    assertUsageError(
      ["plot", spec, "--property", "fairy.moveZ"],
      "unknown property `moveZ` in `--property`; did you mean `moveX`?")
    assertUsageError(
      ["plot", spec, "--property", "view.moveY"],
      "the timeline has no `view.moveY`; it has `fairy.moveY`, `fairy.scaleX`, `fairy.scaleY`")
  }

  func testASpecWithErrorsWritesNothing() {
    for arguments in [["compile", "-", "--format", "css"], ["preview", "-"], ["plot", "-"]] {
      let result = motionc(arguments, input: Array("moveX over\n".utf8))
      XCTAssertEqual(result.code, 1, "\(arguments)")
      XCTAssertEqual(result.output, "", "\(arguments)")
      XCTAssertTrue(result.error.contains("error[M0010]"), "\(arguments): \(result.error)")
    }
  }

  func testHelp() {
    for command in ["preview", "plot"] {
      let help = motionc([command, "--help"])
      XCTAssertEqual(help.code, 0)
      XCTAssertTrue(help.output.hasPrefix("OVERVIEW: "), help.output)
      XCTAssertTrue(help.output.contains("USAGE: motionc \(command) <spec>"))
    }
    XCTAssertTrue(motionc(["preview", "--help"]).output.contains("--serve"))
    XCTAssertTrue(motionc(["compile", "--help"]).output.contains("--format <format>"))
    let main = motionc(["--help"]).output
    XCTAssertTrue(main.contains("  preview  ") && main.contains("  plot  "), main)
  }
}

extension WebCommandTests {
  func testAnExportTooLargeToBuildIsAnError() {
    let spec = """
      initial color #FF0000
      repeat 11 <
        color #0000FF over 1s ease steps(100000) in oklab
        color #FF0000 over 1s ease steps(100000) in oklab
      >

      """
    for arguments in [["compile", "-", "--format", "waapi"], ["preview", "-"]] {
      let result = motionc(arguments, input: Array(spec.utf8))
      XCTAssertEqual(result.code, 1, "\(arguments)")
      XCTAssertEqual(result.output, "")
      XCTAssertTrue(
        result.error.hasSuffix(
          "error: this spec would need more than 2000000 keyframes in its web outputs; compile "
            + "it to the JSON track instead, or sample it\n"), result.error)
    }
    // Plotting draws the steps as lines, which stays small.
    XCTAssertEqual(motionc(["plot", "-"], input: Array(spec.utf8)).code, 0)
  }
}
