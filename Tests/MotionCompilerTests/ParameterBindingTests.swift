import MotionRuntime
import MotionTestSupport
import XCTest

@testable import MotionCompiler

/// A `play` binds its motion's parameters to its arguments, else to their defaults. A default
/// whose value is the same at every `play` is evaluated once, while the motion is checked on
/// its own (`LoadedMotions.fixedDefaults`), unless an editor records names' uses; every other
/// default is evaluated at each `play`. Either way a spec reports and builds the same as when
/// every default is evaluated at each `play` (`analyze`, which records names' uses).
final class ParameterBindingTests: XCTestCase {
  /// Motions with defaults of every kind: literals, `let`s, colors and easings by name, an
  /// easing call that names a `let`, defaults that use the parameters before them, random
  /// draws, and mistakes (a `let` used before it is defined, an unknown name, a parameter
  /// defined twice, a parameter without a default).
  private let motions = """
    seed 3
    let rise = 12
    let tint = #336699
    motion lit(distance = 8, length = 0.2s) <
      moveY distance over length
    >
    motion named(distance = rise, back = tint, curve = easeOut, shade = red) <
      moveY distance over 0.1s ease curve
      background back over 0.1s
      color shade over 0.1s
    >
    motion chained(a = 2, b = a * 3, c = -(b + rise) / 2) <
      moveX b over 0.1s
      moveY c over 0.1s
    >
    motion drawn(amount = random(1, 9), choice = pick(1, 2, 3)) <
      moveX amount over 0.1s
      moveY choice over 0.1s
    >
    motion curved(curve = cubic(0.2, 0, rise / 100, 1), gap = rise * 10ms) <
      moveX 3 over gap ease curve
    >
    motion required(to, gap = 50ms) <
      moveX to over gap
    >
    target card
    initial background white
    initial color black

    """

  private let plays = """
    play lit
    play lit(distance: 3)
    play named
    play named(back: #ff0000, distance: 2)
    play chained
    play chained(a: 5)
    play chained(b: 1)
    play drawn
    play drawn
    play drawn(amount: 2)
    play curved
    play curved(gap: 0.3s)
    play required(to: 4)
    play required(to: 6, gap: 0.2s)

    """

  private let mistakes = """
    motion early(x = later) <
      moveX x over 0.1s
    >
    let later = 4
    motion unknown(x = missing) <
      moveX x over 0.1s
    >
    motion twice(x = 1, x = 2) <
      moveX x over 0.1s
    >
    play early
    play unknown
    play twice
    play twice(x: 5)
    play required
    play early

    """

  private func assertSameAsEvaluatedAtEveryPlay(
    _ text: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let source = SourceFile(path: "defaults.motion", text: text)
    for options in [CompileOptions(), CompileOptions(maximumDuration: Ticks.perSecond / 2)] {
      let compiled = Compiler.compile(source, options: options)
      let analyzed = Compiler.analyze(source, options: options).result
      XCTAssertEqual(compiled.rendered, analyzed.rendered, file: file, line: line)
      XCTAssertEqual(
        try compiled.timeline.map(Dump.timeline), try analyzed.timeline.map(Dump.timeline),
        file: file, line: line)
    }
  }

  func testDefaultsGiveWhatTheyGiveEvaluatedAtEveryPlay() throws {
    // Played twice over, so that the second `play`s of each motion use what the first found.
    let text = motions + plays + plays
    try assertSameAsEvaluatedAtEveryPlay(text)
    let compiled = Compiler.compile(SourceFile(path: "defaults.motion", text: text))
    XCTAssertEqual(compiled.diagnostics.filter { $0.severity == .error }, [])
    let timeline = try Dump.timeline(XCTUnwrap(compiled.timeline))
    // `b` follows the `a` of each `play`: 2 * 3, then 5 * 3, then as given.
    for value in ["6", "15", "1"] {
      XCTAssertTrue(timeline.contains(value), value)
    }
  }

  func testMistakesInDefaultsAreReportedAsWhenEvaluatedAtEveryPlay() throws {
    let text = motions + plays + mistakes + plays + mistakes
    try assertSameAsEvaluatedAtEveryPlay(text)
    let codes = Compiler.compile(SourceFile(path: "defaults.motion", text: text))
      .diagnostics.map(\.code)
    // Used before its definition, unknown, defined twice, missing.
    for code in ["M0146", "M0140", "M0145", "M0149"] {
      XCTAssertTrue(codes.contains(code), "\(code) in \(codes)")
    }
  }

  func testNoFixedDefaultOutsideWhatWasFound() {
    var loaded = LoadedMotions()
    XCTAssertNil(loaded.fixedDefault(of: 0, motion: 0))
    let definition = SourceRange(start: 3, end: 6)
    let binding = LocalBinding(
      name: "gap", binding: Binding(value: .unknown, definition: definition, visibleFrom: 0))
    loaded.fixedDefaults = [[], [nil, binding]]
    XCTAssertNil(loaded.fixedDefault(of: 0, motion: 0))
    XCTAssertNil(loaded.fixedDefault(of: 0, motion: 1))
    XCTAssertEqual(loaded.fixedDefault(of: 1, motion: 1)?.name, "gap")
    XCTAssertEqual(loaded.fixedDefault(of: 1, motion: 1)?.binding.definition, definition)
    XCTAssertNil(loaded.fixedDefault(of: 2, motion: 1))
    XCTAssertNil(loaded.fixedDefault(of: 0, motion: 2))
  }
}
