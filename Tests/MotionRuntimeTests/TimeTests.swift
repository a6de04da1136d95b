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
    XCTAssertEqual(
      rate.time(ofFrame: 1), SampleTime(tick: 33_333_333, remainder: 1, denominator: 3))
    XCTAssertEqual(rate.time(ofFrame: 3), SampleTime(tick: 100_000_000))
    let ntsc = try XCTUnwrap(FrameRate(numerator: 2997, denominator: 100))
    // Frame 2997 at 29.97 fps is exactly 100 s.
    XCTAssertEqual(ntsc.time(ofFrame: 2997), SampleTime(tick: 100_000_000_000))
    XCTAssertNil(FrameRate(numerator: 0, denominator: 1))
  }

  func testSampleTimesKeepTheirFractionExactly() throws {
    // In lowest terms, so equal times are equal values.
    XCTAssertEqual(
      SampleTime(tick: 5, remainder: 2, denominator: 6),
      SampleTime(tick: 5, remainder: 1, denominator: 3))
    XCTAssertEqual(SampleTime(tick: 5, remainder: 0, denominator: 7), SampleTime(tick: 5))
    // A remainder of a tick or more carries.
    XCTAssertEqual(
      SampleTime(tick: 5, remainder: 7, denominator: 3),
      SampleTime(tick: 7, remainder: 1, denominator: 3))
    // Ordered exactly, even where the Doubles of the fractions are equal.
    let third = SampleTime(tick: 0, remainder: 1, denominator: 3)
    let justOver = SampleTime(tick: 0, remainder: 1 << 62 + 1, denominator: 3 << 62)
    XCTAssertEqual(third.fraction, justOver.fraction)
    XCTAssertLessThan(third, justOver)
    XCTAssertLessThan(SampleTime(tick: 0, remainder: 2, denominator: 3), SampleTime(tick: 1))
    // A Double fraction of a tick is exact when it can be (every Double from 2⁻¹⁰ up).
    let quarter = SampleTime(tick: 9, fraction: 0.25)
    XCTAssertEqual([quarter.remainder, quarter.denominator], [1, 4])
    XCTAssertEqual(SampleTime(tick: 9, fraction: 0.999).fraction, 0.999)
    XCTAssertEqual(SampleTime(tick: 9, fraction: 0), SampleTime(tick: 9))
    XCTAssertEqual(SampleTime(tick: 9, fraction: .nan), SampleTime(tick: 9))
    XCTAssertEqual(SampleTime(tick: 9, fraction: 2).tick, 9)
  }

  func testDurationsBecomeExactSampleTimes() {
    // A Duration counts attoseconds: a billionth of a tick.
    XCTAssertEqual(SampleTime(.seconds(1)), SampleTime(tick: 1_000_000_000))
    XCTAssertEqual(SampleTime(.milliseconds(250)), SampleTime(tick: 250_000_000))
    let third = Duration.seconds(1) / 3  // 333,333,333.333333333 ns
    XCTAssertEqual(
      SampleTime(third),
      SampleTime(tick: 333_333_333, remainder: 333_333_333, denominator: 1_000_000_000))
    XCTAssertEqual(SampleTime(.nanoseconds(-1)), SampleTime(tick: -1))
    XCTAssertEqual(
      SampleTime(Duration(secondsComponent: 0, attosecondsComponent: -1)),
      SampleTime(tick: -1, remainder: 999_999_999, denominator: 1_000_000_000))
    XCTAssertEqual(SampleTime(.seconds(Int64.max)).tick, .max)
    XCTAssertEqual(SampleTime(.seconds(Int64.min)).tick, .min)
  }

  func testSampleTimesPrintRoundedToTheNearestTick() {
    XCTAssertEqual(
      NumberFormatting.time(SampleTime(tick: 333_333_333, remainder: 1, denominator: 3)),
      "0.333333333")
    XCTAssertEqual(
      NumberFormatting.time(SampleTime(tick: 666_666_666, remainder: 2, denominator: 3)),
      "0.666666667")
    XCTAssertEqual(
      NumberFormatting.time(SampleTime(tick: 1, remainder: 1, denominator: 2)), "0.000000002")
    XCTAssertEqual(
      NumberFormatting.time(SampleTime(tick: 1, remainder: .max - 1, denominator: .max)),
      "0.000000002")
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
