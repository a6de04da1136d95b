import Foundation
import MotionTestSupport
import XCTest

/// `steps()` sampled on frame grids: every step is decided from the exact frame time, also
/// for frames between two nanoseconds (1/3 s, 1001/30000 s).
///
/// The expected CSVs in Tests/Fixtures/frames/ come from scripts/frame-steps-reference.py,
/// which computes them in rational arithmetic from the language's rules, not from this code.
final class FrameStepsTests: XCTestCase {
  private let frames = repositoryRoot.appendingPathComponent("Tests/Fixtures/frames")

  func testThreeStepsAtThreeFramesASecondTakeEveryStep() {
    // The regression: frame 1 is at 333,333,333⅓ ticks, exactly on the first step boundary.
    let result = motionc(
      ["sample", "-", "--fps", "3"], input: Array("moveX 3 over 1s ease steps(3)\n".utf8))
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(
      result.output, "time,view.moveX\n0,0\n0.333333333,1\n0.666666667,2\n1,3\n")
  }

  func testSixtyStepsAtSixtyFramesASecondAreNeverBehind() {
    let result = motionc(
      ["sample", "-", "--fps", "60"], input: Array("moveX 60 over 1s ease steps(60)\n".utf8))
    XCTAssertEqual(result.code, 0, result.error)
    let values = result.output.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",")[1]
    }
    XCTAssertEqual(values, (0...60).map { Substring(String($0)) })
  }

  func testEveryCommonFrameRateMatchesTheRationalReference() throws {
    let specs = try FileManager.default.contentsOfDirectory(atPath: frames.path)
      .filter { $0.hasSuffix(".motion") }.sorted()
    XCTAssertEqual(specs.count, 12, "one spec per frame rate")
    for name in specs {
      let spec = frames.appendingPathComponent(name)
      let text = try String(contentsOf: spec, encoding: .utf8)
      let prefix = "# sample: "
      let firstLine = String(text.prefix { $0 != "\n" })
      XCTAssertTrue(firstLine.hasPrefix(prefix), name)
      let options = firstLine.dropFirst(prefix.count).split(separator: " ").map(String.init)
      let expected = try String(
        contentsOf: spec.deletingPathExtension().appendingPathExtension("csv"), encoding: .utf8)
      let result = motionc(["sample", spec.path] + options)
      XCTAssertEqual(result.code, 0, "\(name): \(result.error)")
      XCTAssertEqual(
        result.output, expected, "\(name): \(firstDifference(result.output, expected))")
    }
  }

  func testFrameRatesAreReadAsExactFractions() {
    let spec = Array("moveX 30 over 1.001s ease steps(30)\n".utf8)
    let ntsc = motionc(["sample", "-", "--fps", "30000/1001"], input: spec)
    XCTAssertEqual(ntsc.code, 0, ntsc.error)
    let lines = ntsc.output.split(separator: "\n")
    XCTAssertEqual(lines.count, 32)
    guard lines.count == 32 else { return }
    // Frame 1 is at 1001/30000 s = 33,366,666⅔ ticks, on the first boundary: step 1.
    XCTAssertEqual(lines[2], "0.033366667,1")
    XCTAssertEqual(lines.last, "1.001,30")
    // The same rate as a quotient of decimals.
    XCTAssertEqual(motionc(["sample", "-", "--fps", "30/1.001"], input: spec).output, ntsc.output)
    for bad in ["1/0", "0/1", "30000/", "/1001", "1/2/3", "20000/1", "30000/1001s", "a/b", "-1/2"] {
      let result = motionc(["sample", "-", "--fps", bad], input: spec)
      XCTAssertEqual(result.code, 2, bad)
      XCTAssertTrue(
        result.error.contains("`--fps` takes a frame rate greater than 0 and at most 10000"),
        "\(bad): \(result.error)")
    }
    // At most 10000 fps, compared exactly.
    XCTAssertEqual(
      motionc(["sample", "-", "--fps", "20000/2", "--to", "0.001"], input: spec).code, 0)
    XCTAssertEqual(motionc(["sample", "-", "--fps", "20001/2"], input: spec).code, 2)
  }

  private func firstDifference(_ actual: String, _ expected: String) -> String {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
      return "line \(index + 1): got `\(got)`, expected `\(want)`"
    }
    return "\(actualLines.count) lines, expected \(expectedLines.count)"
  }
}
