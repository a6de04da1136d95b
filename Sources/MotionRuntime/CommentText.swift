/// Text that stays on one line of a line comment, in every language motionc writes.
///
/// A generated file names its spec in a header comment (`// …` in Swift and JavaScript, `/* … */`
/// in CSS), and a spec's file name is the user's: it may hold any character a file system allows.
/// A character that ends a line in the target language would end the comment and turn the rest
/// of the name into code that runs when the file is imported. The languages disagree on what ends
/// a line (Swift: LF and CR; JavaScript: LF, CR, U+2028 and U+2029; CSS: LF, CR and FF), so one
/// rule serves them all: every character that any of them, or Unicode, treats as a line break,
/// every other control character, and the bidirectional overrides and isolates (which make the
/// code a reviewer sees differ from the code a compiler reads, CVE-2021-42574) are shown as `?`.
extension String {
  /// `self` with line breaks, control characters and bidirectional controls replaced by `?`.
  package var commentLine: String {
    guard unicodeScalars.contains(where: \.breaksCommentLine) else { return self }
    return String(
      String.UnicodeScalarView(unicodeScalars.map { $0.breaksCommentLine ? "?" : $0 }))
  }
}

extension Unicode.Scalar {
  /// Whether the scalar could end a line comment or disguise what follows it: C0 and C1
  /// controls (LF, CR, VT, FF and NEL among them), DEL, U+2028 LINE SEPARATOR, U+2029 PARAGRAPH
  /// SEPARATOR, and the bidirectional embeddings, overrides and isolates.
  fileprivate var breaksCommentLine: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
