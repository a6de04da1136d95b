import MotionRuntime
import XCTest

@testable import MotionCompiler

/// The caps on diagnostics: each stage keeps at most ``DiagnosticBag/capacity`` of each
/// severity, and a compilation shows at most ``Limits/maximumDiagnostics``, errors first. A cap
/// never hides an error behind warnings, and what it hides is counted in every summary.
final class DiagnosticBagTests: XCTestCase {
  private let range = SourceRange(start: 0, end: 1)

  func testAFullBagCountsWhatItDoesNotKeep() {
    var bag = DiagnosticBag()
    for _ in 0..<DiagnosticBag.capacity {
      XCTAssertTrue(bag.keeps(.error, at: range))
      bag.add(.numberTooLarge, at: range)
    }
    XCTAssertFalse(bag.keeps(.error, at: SourceRange(start: 5, end: 6)))
    bag.add(.numberTooLarge, at: range)
    XCTAssertEqual(bag.diagnostics.count, DiagnosticBag.capacity + 1)
    XCTAssertEqual(
      bag.diagnostics.last,
      Diagnostic(
        .tooManyErrors(shown: DiagnosticBag.capacity, hiddenErrors: 2, hiddenWarnings: 0),
        at: SourceRange(start: 5, end: 6)))
  }

  func testWarningsNeverTakeAnErrorsPlaceInABag() {
    var bag = DiagnosticBag()
    for _ in 0..<(DiagnosticBag.capacity + 500) {
      bag.add(.unusedLet("a"), at: range)
    }
    XCTAssertFalse(bag.hasErrors)
    bag.add(.numberTooLarge, at: range)
    XCTAssertTrue(bag.hasErrors)
    XCTAssertEqual(bag.diagnostics.filter { $0.severity == .error }.count, 1)
    XCTAssertEqual(
      bag.diagnostics.last?.kind,
      .tooManyErrors(shown: DiagnosticBag.capacity + 1, hiddenErrors: 0, hiddenWarnings: 500))
  }

  func testABagAddsUpTheCountsOfAnother() {
    var inner = DiagnosticBag()
    for _ in 0..<(DiagnosticBag.capacity + 3) { inner.add(.unusedLet("a"), at: range) }
    var outer = DiagnosticBag()
    outer.append(contentsOf: inner.diagnostics)
    outer.append(contentsOf: inner.diagnostics)
    XCTAssertEqual(
      outer.diagnostics.last?.kind,
      .tooManyErrors(
        shown: DiagnosticBag.capacity, hiddenErrors: 0,
        hiddenWarnings: DiagnosticBag.capacity + 6))
  }

  func testTimelineWarningsPastTheCapAreAllCounted() {
    // 1,200 repeats that each jump back (M0200): the builder keeps 1,000 and counts 200, and
    // the compilation shows 100 and counts the other 1,100.
    let text = (0..<1_200).map { "e\($0).moveX 10 over 0.1s repeat 2\n" }.joined()
    let result = Compiler.compile(SourceFile(path: "t.motion", text: text))
    XCTAssertNotNil(result.timeline)
    XCTAssertEqual(result.diagnostics.count, 101)
    XCTAssertEqual(result.diagnostics.dropLast().map(\.code), Array(repeating: "M0200", count: 100))
    XCTAssertEqual(
      result.diagnostics.last?.kind,
      .tooManyErrors(shown: 100, hiddenErrors: 0, hiddenWarnings: 1_100))
    XCTAssertEqual(result.diagnostics.first?.range.start, 0)
  }

  /// The field report's case: 100 warnings before an error once turned the error into part of
  /// the cap's note, so `check` passed a spec that does not compile.
  func testAnErrorAfterManyWarningsIsShownAndCounted() {
    let text = (0..<150).map { "let a\($0) = \($0)\n" }.joined() + "moveX 1 over 1\n"
    let result = Compiler.compile(SourceFile(path: "t.motion", text: text))
    XCTAssertNil(result.timeline)
    XCTAssertTrue(result.hasErrors)
    XCTAssertEqual(result.diagnostics.count, 101)
    XCTAssertEqual(result.diagnostics.filter { $0.code == "M0102" }.count, 1)
    XCTAssertEqual(result.diagnostics.filter { $0.code == "M0204" }.count, 99)
    // Shown in source order (the error last, on line 151), then the note, at the first
    // problem it hides: line 100's `let a99`.
    XCTAssertEqual(result.diagnostics[99].code, "M0102")
    let note = result.diagnostics[100]
    XCTAssertEqual(note.kind, .tooManyErrors(shown: 100, hiddenErrors: 0, hiddenWarnings: 51))
    let line100 = (0..<99).map { "let a\($0) = \($0)\n" }.joined().utf8.count
    XCTAssertEqual(note.range, SourceRange(start: line100 + 4, end: line100 + 7))
    XCTAssertEqual(
      note.message, "too many problems: 100 are shown (errors first), 51 more warnings are not")
  }

  func testMoreErrorsThanTheCapShowTheFirstHundredErrors() {
    let text =
      (0..<120).map { "let a\($0) = \($0)\n" }.joined()
      + String(repeating: "moveX 1 over 1\n", count: 130)
    let result = Compiler.compile(SourceFile(path: "t.motion", text: text))
    XCTAssertEqual(result.diagnostics.dropLast().map(\.code), Array(repeating: "M0102", count: 100))
    XCTAssertEqual(
      result.diagnostics.last?.kind,
      .tooManyErrors(shown: 100, hiddenErrors: 30, hiddenWarnings: 120))
    XCTAssertEqual(
      result.diagnostics.last?.message,
      "too many problems: 100 are shown (errors first), 30 more errors and 120 more warnings are not"
    )
  }

  func testTheNotesWording() {
    XCTAssertEqual(
      DiagnosticKind.tooManyErrors(shown: 100, hiddenErrors: 1, hiddenWarnings: 0).message,
      "too many problems: 100 are shown (errors first), 1 more error is not")
    XCTAssertEqual(
      DiagnosticKind.tooManyErrors(shown: 100, hiddenErrors: 0, hiddenWarnings: 2).message,
      "too many problems: 100 are shown (errors first), 2 more warnings are not")
  }
}

/// The field report: one `scale … repeat` line gave M0200 twice, for `scaleX` and `scaleY`.
final class ScaleWarningTests: XCTestCase {
  private func warnings(_ text: String) -> [String] {
    Compiler.compile(SourceFile(path: "t.motion", text: text)).diagnostics.map(\.message)
  }

  func testAScaleThatJumpsBackIsOneWarning() {
    XCTAssertEqual(
      warnings("scale 1.3 over 0.4s repeat 3\n"),
      ["every play after the first jumps `view.scale` back from 1.3 to 1"])
  }

  func testAScaleToItsOwnValueIsOneWarning() {
    XCTAssertEqual(
      warnings("scale 1.3 over 0.4s\nscale 1.3 over 0.4s\n"),
      ["`scale` is already 1.3 here, so this change does nothing"])
  }

  func testAxesThatJumpDifferentlyKeepTheirOwnWarnings() {
    XCTAssertEqual(
      warnings("repeat 2 < merge < scaleX 1.3 over 0.4s; scaleY 1.5 over 0.4s > >\n"),
      [
        "every play after the first jumps `view.scaleX` back from 1.3 to 1",
        "every play after the first jumps `view.scaleY` back from 1.5 to 1",
      ])
    XCTAssertEqual(
      warnings("scaleX 1.3 over 0.4s repeat 2\n"),
      ["every play after the first jumps `view.scaleX` back from 1.3 to 1"])
  }
}
