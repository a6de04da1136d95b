import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

/// `motionc sample`: rows at frames or given times, CSV and JSON, the frame limit, endless
/// timelines and `--reduced`.
final class SampleCommandTests: CommandTestCase {
  func testSampleTheShakeAt100FPSGives54ExactRows() {
    let result = run(["sample", "specs/shake.motion", "--fps", "100"])
    XCTAssertEqual(result.code, 0, result.error)
    let lines = result.output.split(separator: "\n")
    XCTAssertEqual(lines.first, "time,view.moveX")
    XCTAssertEqual(lines.count, 55)
    XCTAssertEqual(lines.last, "0.53,-0.92")
  }

  func testSampleAtGivenTimes() {
    let result = run(["sample", "specs/shake.motion", "--at", "0.455, 530ms,0.1s"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.output, "time,view.moveX\n0.455,-0.9\n0.53,-0.92\n0.1,0\n")
  }

  func testSampleAddsTheEndWhenItIsNotOnAFrame() {
    let result = run(["sample", "specs/prose.motion", "--fps", "3"])
    XCTAssertEqual(result.code, 0)
    // 1.6 s at 3 fps: frames 0…4 (at 0, 1/3, …, 4/3 s), then the end.
    XCTAssertEqual(
      result.output.split(separator: "\n").map { $0.split(separator: ",")[0] },
      [
        "time", "0", "0.333333333", "0.666666667", "1", "1.333333333", "1.6",
      ])
  }

  func testSampleFromAndTo() {
    let result = run([
      "sample", "specs/prose.motion", "--fps", "10", "--from", "0.45", "--to", "0.75s",
    ])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.output, "time,view.moveX\n0.5,20\n0.6,20\n0.7,20\n0.75,17.142857143\n")
    XCTAssertEqual(
      run(["sample", "specs/prose.motion", "--fps", "10", "--from", "1", "--to", "0.5"]).code, 2)
  }

  func testSampleAsJSON() {
    let result = run(["sample", "specs/shake.motion", "--at", "0.455", "--format", "json"])
    XCTAssertEqual(result.code, 0)
    XCTAssertEqual(
      result.output,
      """
      {
        "format": "motionc-samples",
        "version": 1,
        "duration": 0.53,
        "columns": ["time", "view.moveX"],
        "rows": [
          [0.455, -0.9]
        ]
      }

      """)
  }

  func testSampleRejectsBadRatesTimesAndCombinations() {
    let spec = "specs/shake.motion"
    for arguments in [
      ["--fps", "0"], ["--fps", "-1"], ["--fps", "abc"], ["--fps", "20000"], ["--fps", "1e400"],
      ["--fps", "60s"], ["--at", "1,x"], ["--at", "-1"], ["--at", "1deg"], ["--at", "1e400"],
      ["--fps", "60", "--at", "1"], [], ["--fps", "60", "--format", "xml"],
      ["--fps", "60", "--max-frames", "0"], ["--at", "1", "--from", "0"],
    ] {
      let result = run(["sample", spec] + arguments)
      XCTAssertEqual(result.code, 2, "\(arguments): \(result.error)")
      XCTAssertTrue(result.error.contains("USAGE:"), "\(arguments)")
    }
  }

  func testSampleFrameLimit() {
    let result = run(["sample", "specs/shake.motion", "--fps", "100", "--max-frames", "10"])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(
      result.error.contains("this would print 54 rows, more than the limit of 10"), result.error)
    XCTAssertEqual(
      run(["sample", "specs/shake.motion", "--fps", "100", "--max-frames", "54"]).code, 0)
  }

  func testSamplingAnEndlessTimelineOnFramesNeedsTo() {
    let spec = "moveX 10 over 1s wait 0.5s repeat forever\n"
    for arguments in [["--fps", "4"], ["--fps", "4", "--from", "1"]] {
      let result = run(["sample", "-"] + arguments, input: spec)
      XCTAssertEqual(result.code, 2, "\(arguments)")
      XCTAssertTrue(
        result.error.contains(
          "error: this timeline never ends (it has a `repeat forever`): with `--fps`, say where "
            + "to stop with `--to <time>`"), result.error)
      XCTAssertTrue(result.error.contains("USAGE: motionc sample"), result.error)
      XCTAssertEqual(result.output, "")
    }
    let frames = run(["sample", "-", "--fps", "2", "--from", "1", "--to", "3.25"], input: spec)
    XCTAssertEqual(frames.code, 0, frames.error)
    XCTAssertEqual(
      frames.output, "time,view.moveX\n1,10\n1.5,0\n2,5\n2.5,10\n3,0\n3.25,2.5\n")
    // `--at` works at any time, in any order.
    let at = run(["sample", "-", "--at", "1000000,999999.5,0.25,1.5"], input: spec)
    XCTAssertEqual(at.code, 0, at.error)
    XCTAssertEqual(at.output, "time,view.moveX\n1000000,10\n999999.5,5\n0.25,2.5\n1.5,0\n")
  }

  func testAnEndlessTrackIsCompiledWithItsLoop() {
    let result = run(
      ["compile", "-", "--no-reduced"], input: "moveX 10 over 1s repeat forever yoyo\n")
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(
      result.output.contains("\"version\": 2,\n  \"duration\": 2,\n  \"endless\": true,"))
    XCTAssertTrue(result.output.contains("\"loop\": {\"start\": 0, \"end\": 2},"), result.output)
  }

  func testFractionalFrameRates() {
    // 29.97 fps is exactly 2997/100: frame 1 is at 100/2997 s, printed to the nanosecond.
    let result = run(["sample", "specs/fairy.motion", "--fps", "29.97", "--to", "0.1"])
    XCTAssertEqual(result.code, 0, result.error)
    let times = result.output.split(separator: "\n").map { String($0.split(separator: ",")[0]) }
    XCTAssertEqual(times, ["time", "0", "0.0333667", "0.0667334", "0.1"])
  }

  func testReducedSamplesTheReducedTimeline() {
    let full = run(["sample", "specs/reduced.motion", "--at", "0.1"])
    XCTAssertEqual(full.code, 0, full.error)
    XCTAssertTrue(full.output.hasPrefix("time,toast.moveY,toast.opacity\n0.1,"), full.output)
    XCTAssertFalse(full.output.contains("0.1,0,"), full.output)
    let reduced = run(["sample", "specs/reduced.motion", "--at", "0.1", "--reduced"])
    XCTAssertEqual(reduced.code, 0, reduced.error)
    XCTAssertEqual(reduced.output, "time,toast.moveY,toast.opacity\n0.1,0,0.5\n")
    // Without a `reduced` block: movement is instant at its end, opacity still animates.
    let auto = run(
      ["sample", "-", "--at", "0.25,0.5", "--reduced"],
      input: "moveX 10 over 0.5s\nopacity 0 over 0.5s\n")
    XCTAssertEqual(auto.output, "time,view.moveX,view.opacity\n0.25,0,1\n0.5,10,1\n")
    XCTAssertEqual(run(["compile", "specs/fairy.motion", "--reduced"]).code, 0)
  }

  func testFrameRatesFromJustAboveZeroToTenThousand() {
    let spec = "specs/shake.motion"
    for rate in ["10000", "9999.999999999", "0.000000001", "29.97", "1e2", "60"] {
      let result = motionc(["sample", spec, "--fps", rate, "--to", "0.01"])
      XCTAssertEqual(result.code, 0, "--fps \(rate): \(result.error)")
    }
    for rate in [
      "10000.000000001", "10001", "1e5", "0", "0.0", "-0", "-60", "0.0000000001", "inf", "nan",
      "", " 60", "60 ", "60fps", "60s", "0x10", "1e400", "1e-400", "60.", "6 0",
    ] {
      assertUsageError(
        ["sample", spec, "--fps", rate],
        "`--fps` takes a frame rate greater than 0 and at most 10000")
    }
  }

  func testTimesAreFiniteFromZeroToOneMillionSeconds() {
    let spec = "specs/shake.motion"
    XCTAssertEqual(motionc(["sample", spec, "--at", "1000000,1000000s,0,0ms"]).code, 0)
    XCTAssertEqual(
      motionc(["sample", spec, "--fps", "1", "--from", "999999", "--to", "1e6"]).code, 0)
    for time in ["1000000.000000001", "1000001s", "1e400", "99999999999999999999999"] {
      assertUsageError(["sample", spec, "--at", time], "`--at` time `\(time)` is too large")
      assertUsageError(["sample", spec, "--fps", "1", "--to", time], "`--to` time")
      assertUsageError(["sample", spec, "--fps", "1", "--from", time], "`--from` time")
    }
    for time in ["inf", "-inf", "nan", "-1", "-0", "", "1,,2", "1;2", "0.5 s", "1deg", "1e"] {
      assertUsageError(["sample", spec, "--at", time], "`--at`")
    }
    assertUsageError(["sample", spec, "--fps", "1", "--from", "2", "--to", "1"], "is after `--to`")
  }

  func testTheFrameLimitJustUnderAndJustOver() throws {
    // shake.motion at 100 fps: 54 rows (frames 0…53, the last at the end, 0.53 s).
    let spec = "specs/shake.motion"
    XCTAssertEqual(motionc(["sample", spec, "--fps", "100", "--max-frames", "54"]).code, 0)
    assertUsageError(
      ["sample", spec, "--fps", "100", "--max-frames", "53"],
      "this would print 54 rows, more than the limit of 53; raise it with `--max-frames 54`")
    // The default limit, 1,000,000 rows: frames 0…999,999 at 10,000 fps up to 99.9999 s.
    // (Into a file: `-o /dev/null` is refused, as it once replaced the device when run as root.)
    XCTAssertEqual(
      motionc([
        "sample", spec, "--fps", "10000", "--to", "99.9999", "-o",
        folder.appendingPathComponent("rows.csv").path,
      ]).code, 0)
    assertUsageError(
      ["sample", spec, "--fps", "10000", "--to", "100"],
      "this would print 1000001 rows, more than the limit of 1000000")
    // --max-frames itself: 1 to 10,000,000.
    XCTAssertEqual(motionc(["sample", spec, "--fps", "1", "--max-frames", "10000000"]).code, 0)
    for count in ["10000001", "0", "-1", "1.5", "abc", "99999999999999999999"] {
      assertUsageError(
        ["sample", spec, "--fps", "1", "--max-frames", count],
        "`--max-frames` takes a whole number from 1 to 10000000, found `\(count)`")
    }
    // More rows than --max-frames may ever allow: no advice to raise it.
    let huge = motionc(["sample", spec, "--fps", "10000", "--to", "1001"])
    XCTAssertEqual(huge.code, 2)
    XCTAssertTrue(
      huge.error.contains(
        "this would print 10010001 rows, more than the limit of 1000000; sample a shorter range"),
      huge.error)
  }
}
