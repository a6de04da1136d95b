import MotionCompiler
import MotionRuntime

/// `--fps`, as `sample` and `compile --format lottie` read it: one parser, so both take the
/// same rates and say the same about the ones they refuse.
enum FrameRateArgument {
  /// A frame rate as an exact fraction: a decimal (`29.97` → 2997/100) or a ratio of two
  /// decimals (`30000/1001`, NTSC's 29.97…), above 0 and at most `maximum`.
  static func parse(_ text: String, maximum: Int) throws(UsageError) -> FrameRate {
    let problem = UsageError(
      message: "`--fps` takes a frame rate greater than 0 and at most \(maximum), "
        + "such as `60`, `29.97` or `30000/1001`; found `\(text)`")
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count <= 2, let (numerator, denominator) = decimal(String(parts[0])) else {
      throw problem
    }
    var rate = (numerator: numerator, denominator: denominator)
    if parts.count == 2 {
      // a/b ÷ c/d = ad / bc, in 64 bits or not at all.
      guard let (divisorNumerator, divisorDenominator) = decimal(String(parts[1])) else {
        throw problem
      }
      let (top, topOverflow) = numerator.multipliedReportingOverflow(by: divisorDenominator)
      let (bottom, bottomOverflow) = denominator.multipliedReportingOverflow(
        by: divisorNumerator)
      guard !topOverflow, !bottomOverflow else { throw problem }
      rate = (top, bottom)
    }
    // 0 < rate ≤ the maximum, compared exactly: numerator ≤ maximum · denominator.
    let (ceiling, overflow) = rate.denominator.multipliedReportingOverflow(
      by: UInt64(max(maximum, 0)))
    guard rate.numerator > 0, overflow || rate.numerator <= ceiling,
      let frameRate = FrameRate(numerator: rate.numerator, denominator: rate.denominator)
    else { throw problem }
    return frameRate
  }

  /// A plain decimal above 0 without a unit as an exact fraction (at most 9 decimal places,
  /// numerator and denominator in 64 bits), or `nil`.
  private static func decimal(_ text: String) -> (UInt64, UInt64)? {
    guard let literal = NumberLiteral(parsing: text), literal.unit == .none, literal.isExact,
      literal.significand > 0
    else { return nil }
    var numerator = literal.significand
    var denominator: UInt64 = 1
    if literal.exponent >= 0 {
      for _ in 0..<literal.exponent {
        let (scaled, overflow) = numerator.multipliedReportingOverflow(by: 10)
        guard !overflow else { return nil }
        numerator = scaled
      }
    } else {
      guard literal.exponent >= -9 else { return nil }
      for _ in 0 ..< -literal.exponent { denominator *= 10 }
    }
    return (numerator, denominator)
  }
}
