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
}
