import Foundation
import MotionCLI
import XCTest

/// `compile --format css|waapi` (WebCompilation): the outputs are the web goldens, `--selector`
/// names each element, and every wrong command line is a usage error.
final class CompileWebFormatTests: CommandTestCase {
  func testTheCSSAndModuleOutputsAreTheGoldens() throws {
    for name in ["fairy", "screen", "loop"] {
      let spec = "specs/\(name).motion"
      XCTAssertEqual(
        run(["compile", spec, "--format", "css"]).output, try webGolden("\(name).css"))
      XCTAssertEqual(
        run(["compile", spec, "--format", "waapi"]).output, try webGolden("\(name).mjs"))
    }
    // JSON stays the default.
    XCTAssertEqual(
      run(["compile", "specs/fairy.motion", "--format", "json"]).output,
      run(["compile", "specs/fairy.motion"]).output)
  }

  func testTheSelectorNamesEachElement() {
    let selector = run([
      "compile", "specs/fairy.motion", "--format", "waapi", "--selector", "#{name}",
    ])
    XCTAssertTrue(selector.output.contains("selector: \"#fairy\","), selector.output)
  }

  func testWebFormatMistakesAreUsageErrors() {
    let spec = "specs/fairy.motion"
    assertUsageError(
      ["compile", spec, "--format", "svg"],
      "unknown format `svg`: use `json`, `swift`, `css`, `waapi`, `lottie` or `tokens`",
      opening: true)
    assertUsageError(
      ["compile", spec, "--selector", "#{name}"],
      "`--selector` goes with `--format css` or `--format waapi`", opening: true)
    assertUsageError(
      ["compile", spec, "--format", "css", "--reduced"],
      "`--reduced` does not go with `--format css`", opening: true)
    assertUsageError(
      ["compile", spec, "--format", "waapi", "--selector", "#card"], "`--selector` needs `{name}`",
      opening: true)
  }

  func testASpecWithErrorsWritesNoWebOutput() {
    for format in ["css", "waapi"] {
      let result = run(["compile", "-", "--format", format], input: "moveX over\n")
      XCTAssertEqual(result.code, 1, format)
      XCTAssertEqual(result.output, "", format)
      XCTAssertTrue(result.error.contains("error[M0010]"), "\(format): \(result.error)")
    }
  }

  func testHelpShowsTheFormatOption() {
    XCTAssertTrue(run(["compile", "--help"]).output.contains("--format <format>"))
  }

  func testAnExportTooLargeToBuildIsAnError() {
    let result = run(["compile", "-", "--format", "waapi"], input: specTooLargeForTheWeb)
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(
      result.error.hasSuffix(
        "error: this spec would need more than 2000000 keyframes in its web outputs; compile "
          + "it to the JSON track instead, or sample it\n"), result.error)
  }
}
