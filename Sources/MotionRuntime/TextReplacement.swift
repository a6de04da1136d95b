/// Literal text search and replacement on UTF-8 bytes, for the modules that escape text into
/// outputs (JSON in a page, CSS comments, error messages). Foundation's `replacingOccurrences`
/// and `range(of:)` are not in FoundationEssentials, and motionc links no more than that.
///
/// Matching is byte for byte, with no Unicode equivalence: a `</` directly followed by a
/// combining mark is still found (Foundation skipped it), which is what an HTML or CSS tokenizer
/// sees too.
extension String {
  /// `self` with every occurrence of `target` replaced by `replacement`, left to right, matches
  /// not overlapping. An empty `target` changes nothing.
  package func replacingEvery(_ target: String, with replacement: String) -> String {
    let bytes = Array(utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var copiedUpTo = 0
    var index = 0
    while index <= bytes.count - pattern.count {
      if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
        result += bytes[copiedUpTo..<index]
        result += replacement.utf8
        index += pattern.count
        copiedUpTo = index
      } else {
        index += 1
      }
    }
    guard copiedUpTo > 0 else { return self }
    result += bytes[copiedUpTo...]
    return String(decoding: result, as: UTF8.self)
  }

  /// The range of the first occurrence of `target` (compared byte for byte), or `nil`.
  package func firstByteRange(of target: String) -> Range<String.Index>? {
    byteRange(of: target, fromEnd: false)
  }

  /// The range of the last occurrence of `target` (compared byte for byte), or `nil`.
  package func lastByteRange(of target: String) -> Range<String.Index>? {
    byteRange(of: target, fromEnd: true)
  }

  private func byteRange(of target: String, fromEnd: Bool) -> Range<String.Index>? {
    let bytes = Array(utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
    let starts = 0...(bytes.count - pattern.count)
    let found =
      fromEnd
      ? starts.reversed().first { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
      : starts.first { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
    guard let found else { return nil }
    let lower = utf8.index(utf8.startIndex, offsetBy: found)
    return lower..<utf8.index(lower, offsetBy: pattern.count)
  }
}
