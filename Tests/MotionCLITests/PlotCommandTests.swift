import Foundation
import MotionCLI
import XCTest

/// `motionc plot`: the plot is the web golden, `--property` and `--reduced` choose what it
/// draws, and every wrong command line is a usage error.
final class PlotCommandTests: CommandTestCase {
  func testThePlotIsTheGolden() throws {
    for name in ["fairy", "screen", "loop"] {
      XCTAssertEqual(
        run(["plot", "specs/\(name).motion"]).output, try webGolden("\(name).plot.svg"))
    }
  }

  func testOnePropertyAndTheReducedTimeline() {
    let plot = run(["plot", "specs/fairy.motion", "--property", "fairy.moveY"])
    XCTAssertEqual(plot.code, 0, plot.error)
    XCTAssertTrue(plot.output.contains(">fairy.moveY<"))
    XCTAssertFalse(plot.output.contains(">fairy.scaleX<"))
    let reduced = run(["plot", "specs/reduced.motion", "--reduced"])
    XCTAssertTrue(
      reduced.output.contains("<title>reduced.motion (reduced motion) — 2.65s</title>"),
      reduced.output)
  }

  func testWrongCommandLines() {
    let spec = "specs/fairy.motion"
    assertUsageError(["plot"], "missing the spec to plot", opening: true)
    assertUsageError(
      ["plot", spec, "--property", "moveY"], "`--property` takes ELEMENT.PROPERTY", opening: true)
    assertUsageError(
      ["plot", spec, "--property", "fairy.moveZ"],
      "unknown property `moveZ` in `--property`; did you mean `moveX`?", opening: true)
    assertUsageError(
      ["plot", spec, "--property", "view.moveY"],
      "the timeline has no `view.moveY`; it has `fairy.moveY`, `fairy.scaleX`, `fairy.scaleY`",
      opening: true)
  }

  func testASpecWithErrorsWritesNothing() {
    let result = run(["plot", "-"], input: "moveX over\n")
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(result.error.contains("error[M0010]"), result.error)
  }

  func testHelp() {
    let help = run(["plot", "--help"])
    XCTAssertEqual(help.code, 0)
    XCTAssertTrue(help.output.hasPrefix("OVERVIEW: "), help.output)
    XCTAssertTrue(help.output.contains("USAGE: motionc plot <spec>"))
    let main = run(["--help"]).output
    XCTAssertTrue(main.contains("  plot  "), main)
  }

  func testStepsTooManyForTheWebOutputsStillPlot() {
    // Plotting draws the steps as lines, which stays small.
    XCTAssertEqual(run(["plot", "-"], input: specTooLargeForTheWeb).code, 0)
  }
}
