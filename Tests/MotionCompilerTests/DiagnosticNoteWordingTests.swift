import MotionCompiler
import XCTest

/// The exact words of notes whose tests elsewhere compare ``DiagnosticNote`` values, not prose:
/// the wording is checked once here, where a change to it shows up.
final class DiagnosticNoteWordingTests: XCTestCase {
  func testNotesReadAsWritten() {
    let expected: [(DiagnosticNote, String)] = [
      (
        .commentNeedsSpaceBefore("note"),
        "help: to start a comment, put a space after `#`: `# note`"
      ),
      (.earlierPlaysExpand(statements: 140), "the plays before this one expand to 140 statements"),
      (.durationNeedsUnit(number: "20"), "help: durations need a unit: write `20s` or `20ms`"),
      (
        .signBeforeNumber(sign: "-"),
        "help: an input with a sign has the sign directly before the number, as in `-10%`"
      ),
      (
        .savedAsUTF16(encoding: "UTF-16LE"),
        "help: the file looks like UTF-16LE (a NUL byte beside each letter): save it as UTF-8"
      ),
      (
        .savedAsUTF16(encoding: "UTF-16BE"),
        "help: the file looks like UTF-16BE (a NUL byte beside each letter): save it as UTF-8"
      ),
    ]
    for (note, text) in expected {
      XCTAssertEqual(note.text, text, "\(note)")
    }
  }
}
