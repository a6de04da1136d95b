/// Wall-clock timing helpers.
enum Measure {
  /// Runs `body` `runs` times and returns the shortest wall-clock time in seconds, and the
  /// result of the last run. Only `body` is timed: dropping the previous result is not.
  static func best<Result>(
    of runs: Int, _ body: () -> Result
  ) -> (seconds: Double, result: Result) {
    let clock = ContinuousClock()
    var start = clock.now
    var last = body()
    var best = seconds(clock.now - start)
    for _ in 1..<max(runs, 1) {
      _ = consume last  // free the previous run's result before timing the next
      start = clock.now
      last = body()
      best = min(best, seconds(clock.now - start))
    }
    return (best, last)
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}

/// Formatting for the report (no Foundation `String(format:)` needed).
enum Format {
  /// `value` with `digits` decimals: `fixed(3.14159, 2)` → `"3.14"`.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = (scaled / scale).rounded(.down)
    let fraction = Int(scaled - whole * scale)
    var text = (value < 0 && scaled != 0 ? "-" : "") + grouped(Int(whole))
    if digits > 0 {
      let fractionText = String(fraction)
      text +=
        "." + String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
    }
    return text
  }

  /// An integer with thousands separators: `1234567` → `"1,234,567"`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(character)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// Milliseconds with 1 decimal.
  static func ms(_ seconds: Double) -> String { fixed(seconds * 1000, 1) + " ms" }

  /// `text` padded with spaces to `width` characters.
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// `text` right-aligned in `width` characters.
  static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
