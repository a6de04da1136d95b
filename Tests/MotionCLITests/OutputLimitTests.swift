import Foundation
import MotionTestSupport
import XCTest

@testable import MotionCLI

/// `sample` prints at most 50,000,000 values in all, whatever the number of rows, and `timeline`
/// draws at most 20,000,000 cells: just under and just over (printing that much would be slow in
/// a test, so the checks are called directly), and through the command line, where the limits
/// stop a wide spec before anything is sampled or drawn.
final class OutputLimitTests: XCTestCase {
  func testTheValueLimitJustUnderAndJustOver() {
    XCTAssertNil(SampleCommand.tooManyValues(rows: 1_000_000, columns: 50))
    XCTAssertNil(SampleCommand.tooManyValues(rows: 50_000_000, columns: 1))
    XCTAssertEqual(
      SampleCommand.tooManyValues(rows: 1_000_001, columns: 50),
      "this would print 1000001 rows of 50 values, 50000050 in all, more than the limit of "
        + "50000000")
    XCTAssertEqual(
      SampleCommand.tooManyValues(rows: UInt64.max, columns: 2),
      "this would print \(UInt64.max) rows of 2 values, more than the limit of 50000000")
  }

  func testAWideSpecOnALongGridIsRefusedBeforeSampling() throws {
    // 20,000 properties for 1001 s at 100 fps: two billion values, refused at once.
    let folder = try TemporaryFolder()
    var text = "merge <\n"
    for index in 0..<20_000 { text += "  e\(index).moveX 1 over 1s\n" }
    let spec = try folder.write("wide.motion", text + ">\nwait 1000s\n")
    let started = Date()
    let result = motionc(["sample", spec, "--fps", "100"])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(
      result.error.hasPrefix(
        "error: this would print 100101 rows of 20001 values, 2002120101 in all, more than the "
          + "limit of 50000000; sample a shorter range with --from/--to or at a lower --fps"),
      result.error)
    XCTAssertLessThan(Date().timeIntervalSince(started), 60)
    let times = Array(repeating: "0.5", count: 2_500).joined(separator: ",")
    let atTimes = motionc(["sample", spec, "--at", times])
    XCTAssertEqual(atTimes.code, 2)
    XCTAssertTrue(
      atTimes.error.hasPrefix(
        "error: this would print 2500 rows of 20001 values, 50002500 in all, more than the limit "
          + "of 50000000; give fewer times"), atTimes.error)
  }

  func testTheChartLimitJustUnderAndJustOver() throws {
    XCTAssertNil(TimelineCommand.tooLarge(rows: 20_000, width: 1000))
    XCTAssertNil(TimelineCommand.tooLarge(rows: 333_333, width: 60))
    XCTAssertEqual(
      TimelineCommand.tooLarge(rows: 20_001, width: 1000),
      "a chart of 20001 rows, 1000 columns wide, would have 20001000 cells, more than the limit "
        + "of 20000000; draw it narrower (`--width 999`) or compile the spec instead")
    XCTAssertEqual(
      TimelineCommand.tooLarge(rows: 1_000_001, width: 20),
      "a chart of 1000001 rows, 20 columns wide, would have 20000020 cells, more than the limit "
        + "of 20000000; compile the spec instead")
    let folder = try TemporaryFolder()
    var text = "merge <\n"
    for index in 0..<20_001 { text += "  e\(index).moveX 1 over 1s\n" }
    let spec = try folder.write("wide.motion", text + ">\n")
    let result = motionc(["timeline", spec, "--width", "1000"])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(result.error.hasPrefix("error: a chart of 20001 rows"), result.error)
  }
}
