import MotionRuntime
import XCTest

final class TimeTests: XCTestCase {
  func testDecimalSecondsAreExact() {
    XCTAssertEqual(Ticks.decimalSeconds(530_000_000), "0.53")
    XCTAssertEqual(Ticks.decimalSeconds(0), "0")
    XCTAssertEqual(Ticks.decimalSeconds(1_000_000_000), "1")
    XCTAssertEqual(Ticks.decimalSeconds(1), "0.000000001")
    XCTAssertEqual(Ticks.decimalSeconds(-1_500_000_000), "-1.5")
    XCTAssertEqual(Ticks.decimalSeconds(12_345_678_900), "12.3456789")
  }

  func testFrameTimesAreExactFractions() throws {
    let rate = try XCTUnwrap(FrameRate(numerator: 30, denominator: 1))
    XCTAssertEqual(rate.time(ofFrame: 1), SampleTime(tick: 33_333_333, fraction: 1.0 / 3.0))
    XCTAssertEqual(rate.time(ofFrame: 3), SampleTime(tick: 100_000_000))
    let ntsc = try XCTUnwrap(FrameRate(numerator: 2997, denominator: 100))
    // Frame 2997 at 29.97 fps is exactly 100 s.
    XCTAssertEqual(ntsc.time(ofFrame: 2997), SampleTime(tick: 100_000_000_000))
    XCTAssertNil(FrameRate(numerator: 0, denominator: 1))
  }

  func testGridAddsTheEndWhenItIsNotOnAFrame() throws {
    let rate = try XCTUnwrap(FrameRate(numerator: 100, denominator: 1))
    // 0.53 s at 100 fps: frames 0…53 (54 rows), the end is frame 53.
    let grid = try XCTUnwrap(FrameGrid(rate: rate, from: 0, to: 530_000_000))
    XCTAssertEqual(grid.count, 54)
    XCTAssertEqual(grid.times(limit: 1000)?.last, SampleTime(tick: 530_000_000))
    // 0.535 s: 54 frames plus a last row at exactly 0.535 s.
    let offGrid = try XCTUnwrap(FrameGrid(rate: rate, from: 0, to: 535_000_000))
    XCTAssertEqual(offGrid.count, 55)
    XCTAssertEqual(offGrid.times(limit: 1000)?.last, SampleTime(tick: 535_000_000))
    XCTAssertNil(offGrid.times(limit: 54))
    // A range that starts between frames begins at the next frame.
    let window = try XCTUnwrap(FrameGrid(rate: rate, from: 5_000_000, to: 20_000_000))
    XCTAssertEqual(window.times(limit: 10)?.map(\.tick), [10_000_000, 20_000_000])
    XCTAssertNil(FrameGrid(rate: rate, from: 2, to: 1))
  }

  func testFixedFormattingRoundsFloatNoise() {
    XCTAssertEqual(NumberFormatting.fixed(-0.8999999999999986), "-0.9")
    XCTAssertEqual(NumberFormatting.fixed(1e-12), "0")
    XCTAssertEqual(NumberFormatting.fixed(-0.0), "0")
    XCTAssertEqual(NumberFormatting.fixed(15.12), "15.12")
    XCTAssertEqual(NumberFormatting.fixed(1.0 / 3.0), "0.333333333")
    XCTAssertEqual(NumberFormatting.shortest(20), "20")
    XCTAssertEqual(NumberFormatting.shortest(0.1), "0.1")
    XCTAssertEqual(NumberFormatting.shortest(-0.0), "0")
  }
}
