import Foundation
import MotionRuntime
import MotionTestSupport
import XCTest

@testable import MotionCLI

/// The command line never prints a number that is not finite: a spec whose curve would
/// overflow is an error before anything is written, and the writers' refusal of such a number
/// is an internal error (exit 3, nothing written).
final class FiniteOutputTests: XCTestCase {
  /// The spec: it checked clean, sampled `-inf` (not JSON) and wrote it to the track.
  private let overflowing = "moveX 100 over 1s ease linear(0, 1e9 1e-300%, 0 2e-300%)\n"

  func testACurveThatOverflowsIsAnErrorForEveryCommand() throws {
    let folder = try TemporaryFolder()
    let spec = try folder.write("steep.motion", overflowing)
    let check = motionc(["check", spec])
    XCTAssertEqual(check.code, 1)
    XCTAssertTrue(
      check.error.contains(
        "steep.motion:1:47: error[M0119]: the line through stops 2 and 3 of `linear()` is too "
          + "steep: extended to 100%, it overflows"), check.error)
    for arguments in [
      ["sample", spec, "--fps", "10"], ["sample", spec, "--at", "0.5", "--format", "json"],
      ["dump", "ir", spec], ["timeline", spec],
    ] {
      let result = motionc(arguments)
      XCTAssertEqual(result.code, 1, "\(arguments)")
      XCTAssertEqual(result.output, "", "\(arguments)")
      XCTAssertFalse(result.output.contains("inf") || result.output.contains("nan"))
    }
    let output = folder.path("track.json")
    XCTAssertEqual(motionc(["compile", spec, "-o", output]).code, 1)
    XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    XCTAssertEqual(try folder.names(), ["steep.motion"])
  }

  func testSpecsNearTheLimitsPrintOnlyFiniteNumbers() throws {
    let spec = """
      moveX 100 over 1s ease linear(0 1e-300%, 1e9 2e-300%, 1)
      color #00FF0080 from #FFFFFF00 over 1s ease cubic(0, 1e15, 1, -1e15) in oklab
      rotate 1e15turn over 1s ease spring(mass: 1e15, stiffness: 1e15, velocity: 1e15)

      """
    for format in ["csv", "json"] {
      let result = motionc(
        ["sample", "-", "--fps", "30", "--format", format], input: Array(spec.utf8))
      XCTAssertEqual(result.code, 0, result.error)
      XCTAssertFalse(result.output.contains("inf"), result.output)
      XCTAssertFalse(result.output.contains("nan"), result.output)
    }
    let track = motionc(["compile", "-"], input: Array(spec.utf8))
    XCTAssertEqual(track.code, 0, track.error)
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(track.output.utf8)))
  }

  func testAWriterRefusingANumberIsAnInternalError() {
    let console = RecordingConsole()
    let code = MotionCommand.internalError(
      NonFiniteNumberError(location: "the value of `view.moveX` at 0.5s"), console: console)
    XCTAssertEqual(code, .internalError)
    XCTAssertEqual(code.rawValue, 3)
    XCTAssertEqual(console.output, "")
    XCTAssertEqual(
      console.error,
      "error: internal error: a number that is not finite reached the output (the value of "
        + "`view.moveX` at 0.5s); motionc's checks should make this impossible: please report it "
        + "with the spec\n")
  }
}
