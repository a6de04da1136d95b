#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension NumberFormatting {
  /// `value` with 15 significant digits, as C's `printf("%.15g")` writes it (the text
  /// Foundation's `String(format:)` gave, without Foundation).
  package static func fifteenSignificantDigits(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer -> String in
      guard let base = buffer.baseAddress else { return value.description }
      let written = withVaList([value]) { vsnprintf(base, buffer.count, "%.15g", $0) }
      guard written > 0, Int(written) < buffer.count else { return value.description }
      return String(cString: base)
    }
  }
}
