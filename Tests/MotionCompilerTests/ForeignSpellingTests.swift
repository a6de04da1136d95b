import MotionCompiler
import XCTest

/// What people coming from other tools write, and the hint each gets: motionc's spelling, from
/// ``ForeignSpelling``. Kinds, notes and positions are compared, not prose (the wording is in
/// the golden files of Tests/Fixtures/errors).
final class ForeignSpellingTests: XCTestCase {
  private func compile(_ marked: MarkedSource) -> [Diagnostic] {
    Compiler.compile(SourceFile(path: "test.motion", text: marked.text)).diagnostics
  }

  func testBracesAroundAGroupGetAngleBrackets() {
    let source = MarkedSource("merge 1️⃣{\n  moveX 10 over 1s\n  opacity 0.5 over 1s\n2️⃣}\n")
    let diagnostics = compile(source)
    XCTAssertEqual(
      diagnostics.map(\.kind),
      [.unexpectedCharacter("{", meant: "<"), .unexpectedCharacter("}", meant: ">")])
    XCTAssertEqual(diagnostics.map(\.range.start), [source[1], source[2]])
    XCTAssertEqual(diagnostics.map { $0.fixIts.map(\.replacement) }, [["<"], [">"]])
    XCTAssertEqual(
      diagnostics.map(\.notes), [[.blockBetweenAngleBrackets], [.blockBetweenAngleBrackets]])
  }

  /// A brace inside a run of other bad bytes is no block: the run stays one error, unhinted.
  func testABraceAmongOtherBadCharactersIsNotHinted() {
    let diagnostics = compile(MarkedSource("moveX 1 over 1s {@\n"))
    XCTAssertEqual(diagnostics.map(\.kind), [.unexpectedCharacter("{", meant: nil)])
    XCTAssertEqual(diagnostics.map(\.notes), [[]])
  }

  func testSwiftUIAndCoreAnimationSpringArgumentsGetMotioncs() {
    let cases = [
      ("initialVelocity: 2", "initialVelocity", "velocity"),
      ("initialSpringVelocity: 2", "initialSpringVelocity", "velocity"),
      ("dampingFraction: 0.7", "dampingFraction", "dampingRatio"),
    ]
    for (argument, label, meant) in cases {
      let source = MarkedSource("moveY 0 ease spring(response: 0.4s, 1️⃣\(argument))\n")
      let diagnostics = compile(source)
      XCTAssertEqual(
        diagnostics.map(\.kind),
        [.invalidEasingArgument(.springUnknownArgument(label, suggestion: meant))], argument)
      XCTAssertEqual(diagnostics.map(\.range.start), [source[1]], argument)
    }
  }

  func testDurationAsAModifierIsOver() {
    let source = MarkedSource("moveX 10 1️⃣duration 0.3s\nmoveY 10 over 1s 2️⃣easing easeOut\n")
    let diagnostics = compile(source)
    XCTAssertEqual(diagnostics.map(\.code), ["M0010", "M0010"])
    XCTAssertEqual(diagnostics.map(\.range.start), [source[1], source[2]])
    XCTAssertEqual(diagnostics.map(\.notes), [[.meantModifier("over")], [.meantModifier("ease")]])
  }

  func testAChangeFromOneValueToAnotherIsTheTargetThenFrom() {
    let source = MarkedSource(
      "opacity 0 1️⃣to 1\ncard.moveX -20 2️⃣to 20 * 2 over 0.5s\nmoveY 0 over 1s 3️⃣to 5\n")
    let diagnostics = compile(source)
    XCTAssertEqual(diagnostics.map(\.code), ["M0010", "M0010", "M0010"])
    XCTAssertEqual(diagnostics.map(\.range.start), [source[1], source[2], source[3]])
    XCTAssertEqual(
      diagnostics.map(\.notes),
      [
        [.targetThenFrom(subject: "opacity", target: "1", start: "0")],
        [.targetThenFrom(subject: "card.moveX", target: "20 * 2", start: "-20")],
        [.targetThenFrom(subject: "moveY", target: "5", start: "0")],
      ])
  }

  /// `to` with nothing to quote after it, or on a change that already has a start, gets no
  /// spelling, and reading ahead for one reports nothing more.
  func testToWithoutATargetOrWithAStartGetsNoSpelling() {
    let diagnostics = compile(
      MarkedSource("opacity 0 to\nopacity 0 from 1 to 0.5\nset opacity 0 to 1\nopacity 0 to )\n"))
    XCTAssertEqual(diagnostics.map(\.code), ["M0010", "M0010", "M0010", "M0010"])
    XCTAssertEqual(diagnostics.map(\.notes), [[], [], [], []])
  }

  func testAPlainNumberLetUsedAsADurationPointsAtTheLet() {
    let source = MarkedSource(
      "let 1️⃣durationShort = 150\nmoveX 10 over 2️⃣durationShort\nwait 3️⃣durationShort\n"
        + "motion m(d = 2) < moveY 1 over 4️⃣d >\nplay m\n")
    let diagnostics = compile(source)
    XCTAssertEqual(diagnostics.map(\.code), ["M0102", "M0102", "M0102"])
    XCTAssertEqual(diagnostics.map(\.range.start), [source[2], source[3], source[4]])
    let definition = SourceRange(start: source[1], end: source[1] + "durationShort".utf8.count)
    // A parameter's value may come from the `play`, so it is not pointed at.
    XCTAssertEqual(
      diagnostics.map(\.related),
      [
        [RelatedRange(definition, .definedWithoutUnit)],
        [RelatedRange(definition, .definedWithoutUnit)], [],
      ])
  }
}
