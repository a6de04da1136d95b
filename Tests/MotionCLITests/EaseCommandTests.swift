import Foundation
import MotionCLI
import XCTest

/// `motionc ease`: the curve of an easing, a spring's settling time, and its errors.
final class EaseCommandTests: CommandTestCase {
  func testEaseShowsACurve() {
    let result = run(["ease", "easeInOutBack", "--rows", "5"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(result.output.hasPrefix("easeInOutBack\n  over 1s\n"), result.output)
    // The table rows: p = 0, .25, .5, .75, 1 against easing-facts.md's reference values.
    for row in [
      "0         0s          0\n", "0.25      0.25s       -0.099682\n",
      "0.5       0.5s        0.5\n",
      "0.75      0.75s       1.099682\n", "1         1s          1\n",
    ] {
      XCTAssertTrue(result.output.contains("  " + row), "missing row \(row)")
    }
  }

  func testEaseShowsASpringsSettlingTime() {
    let result = run(["ease", "spring(mass: 1, stiffness: 100, damping: 10)"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(result.output.contains("  = duration 0.628318531s, bounce 0.5"), result.output)
    XCTAssertTrue(result.output.contains("  settling time 1.270165s\n"), result.output)
  }

  func testEaseErrors() {
    let typo = run(["ease", "easOutBack"])
    XCTAssertEqual(typo.code, 1)
    XCTAssertTrue(typo.error.contains("did you mean `easeOutBack`?"), typo.error)
    let bad = run(["ease", "steps(0)"])
    XCTAssertEqual(bad.code, 1)
    XCTAssertTrue(bad.error.contains("[M0119]"), bad.error)
    XCTAssertEqual(run(["ease"]).code, 2)
    XCTAssertEqual(run(["ease", "linear", "--rows", "1"]).code, 2)
  }

  func testAnEasingIsOneEasingOnOneLine() {
    assertUsageError(["ease", "linear\nmoveY 3"], "must each be on one line")
    assertUsageError(["ease", "linear", "--over", "1s\rmoveY 3"], "must each be on one line")
    let more = motionc(["ease", "linear repeat 2"])
    XCTAssertEqual(more.code, 1)
    XCTAssertTrue(
      more.error.contains("error: `linear repeat 2` makes more than one change"), more.error)
  }
}
