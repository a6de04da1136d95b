import Foundation
import MotionRuntime
import XCTest

@testable import MotionCompiler

/// The exact conversions of numbers: written times to ticks (one routine for the checker and
/// the command line), and computed values to 15 significant digits.
final class NumberConversionTests: XCTestCase {
  func testWrittenTimesBecomeExactTicks() {
    let cases: [(String, Tick?)] = [
      ("0.34s", 340_000_000), ("40ms", 40_000_000), ("0.5", 500_000_000), ("1e-3s", 1_000_000),
      ("0.0000000005s", 1), ("0.0000000004s", 0), ("0.0000015ms", 2),
      ("1.5e9s", 1_500_000_000_000_000_000),
      ("9.3e9s", nil), ("20deg", nil), ("50%", nil), ("3pt", nil), ("0s", 0),
    ]
    for (text, ticks) in cases {
      XCTAssertEqual(NumberLiteral(parsing: text)?.ticks, ticks, text)
    }
  }

  func testEveryPowerOfTenScalesExactly() {
    // The powers of ten the conversions scale by: each exponent a `Double` holds exactly, and
    // each whole power a `UInt64` holds, past which ticks overflow or round to 0.
    for exponent in -22...22 {
      let text = "3e\(exponent)"
      XCTAssertEqual(NumberLiteral(parsing: text)?.doubleValue, Double(text), text)
    }
    for power in 0...19 {
      let text = "1e\(power - 9)"
      let expected = power <= 18 ? Int64(String("1" + String(repeating: "0", count: power))) : nil
      XCTAssertEqual(NumberLiteral(parsing: text)?.scaledInteger(scale: 9), expected, text)
    }
    XCTAssertEqual(NumberLiteral(parsing: "5e-19")?.scaledInteger(scale: 0), 0)
    XCTAssertEqual(NumberLiteral(parsing: "5e-20")?.scaledInteger(scale: 0), 0)
    XCTAssertEqual(NumberLiteral(parsing: "6e-1")?.scaledInteger(scale: 0), 1)
  }

  func testTheCheckerAndTheCommandLineAgreeOnTicks() {
    // `wait 0.123456789s` in a spec lasts exactly what `--at 0.123456789` names.
    let result = Compiler.compile(
      SourceFile(path: "t.motion", text: "wait 0.123456789s\nmoveX 1 over 1ms\n"))
    XCTAssertEqual(result.timeline?.duration, 123_456_789 + 1_000_000)
    XCTAssertEqual(NumberLiteral(parsing: "0.123456789")?.ticks, 123_456_789)
  }

  /// The fast path gives what `%.15g` read back gives, on values with short and long decimal
  /// spellings, both signs, and tiny and huge magnitudes.
  func testRoundingTo15DigitsMatchesTheFormatter() {
    var random = SplitMix64(seed: 15)
    var values: [Double] = [
      0, -0.0, 1, 9.6, 12 * 0.8, 0.1 + 0.2, 1.0 / 3, -2.0 / 3, .leastNonzeroMagnitude,
      -.leastNonzeroMagnitude * 3, 1e300,
      123456789012345.6,
      1234567890123456, 0.30000000000000004, 999999999999999.9, .greatestFiniteMagnitude,
      .leastNormalMagnitude,
    ]
    for _ in 0..<20_000 {
      let bits = random.next()
      values.append(Double(bitPattern: bits))
      values.append(Double(bits % 1_000_000) / Double(1 + bits % 997))
      values.append(Double(Int64(bitPattern: bits) % 100_000) * 0.01 * 1.1)
    }
    for value in values where value.isFinite {
      let expected = Double(String(format: "%.15g", value)) ?? value
      XCTAssertEqual(
        Checker.roundedTo15Digits(value).bitPattern, expected.bitPattern, "\(value)")
    }
  }
}

/// Seconds computed from input become ticks only when they fit: an endless `drift` whose
/// heading runs nearly along a side of its box has one axis so slow that its period would not
/// fit in a tick count (this trapped before).
final class DriftPeriodTests: XCTestCase {
  private func codes(_ text: String) -> [String] {
    Compiler.compile(SourceFile(path: "t.motion", text: text)).diagnostics.map(\.code)
  }

  func testAPeriodBeyondTheLongestTimelineIsAnError() {
    XCTAssertEqual(
      codes("drift within 300 x 300 speed 100 forever heading 89.99999999deg\n"), ["M0121"])
    XCTAssertEqual(
      codes("drift within 1000000000000 x 1000 speed 0.000000001 forever heading 0deg\n"),
      ["M0121"])
  }

  func testAPeriodJustInsideTheLimitIsAllowed() {
    // 2 × 500 / 0.001 = 1,000,000 s: exactly the longest timeline.
    XCTAssertEqual(codes("drift within 500 x 500 speed 0.001 forever heading 0deg\n"), [])
    XCTAssertEqual(
      codes("drift within 500.001 x 500 speed 0.001 forever heading 0deg\n"), ["M0121"])
  }
}
