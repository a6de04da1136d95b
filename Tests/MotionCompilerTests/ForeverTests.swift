import MotionCompiler
import MotionRuntime
import XCTest

/// `repeat forever`: one cycle resolved and looped, exact values at every cycle boundary and at
/// huge times, ownership, and the errors for what can never run (grammar.md, section 8.13).
final class ForeverTests: XCTestCase {
  private let second: Tick = 1_000_000_000

  private func segments(_ timeline: Timeline, _ property: Property, of element: String = "view")
    -> [String]
  {
    (timeline.track(element: element, property: property)?.segments ?? []).map {
      "\(Ticks.decimalSeconds($0.start))-\(Ticks.decimalSeconds($0.end)) "
        + "\(Dump.text($0.from))>\(Dump.text($0.to))"
    }
  }

  private func loop(_ timeline: Timeline, _ property: Property, of element: String = "view")
    -> [Tick]?
  {
    timeline.track(element: element, property: property)?.loop.map { [$0.start, $0.end] }
  }

  private func value(_ timeline: Timeline, _ property: Property, at tick: Tick) -> Double? {
    timeline.track(element: "view", property: property)?.value(at: SampleTime(tick: tick)).number
  }

  // MARK: Steps

  func testAStepRepeatsForeverJumpingBackAtEveryPlay() throws {
    let timeline = try compileClean("moveX 10 over 1s wait 0.5s repeat forever\n")
    XCTAssertTrue(timeline.isEndless)
    XCTAssertEqual(timeline.duration, 1_500_000_000)
    XCTAssertEqual(segments(timeline, .moveX), ["0-1 0>10"])
    XCTAssertEqual(loop(timeline, .moveX), [0, 1_500_000_000])
    let period: Tick = 1_500_000_000
    for k: Tick in [1, 2, 10, 666_665] {
      let start = k * period
      XCTAssertEqual(value(timeline, .moveX, at: start - 1), 10, "play \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start), 0, "play \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start + 1), 1e-8, "play \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start + second / 2), 5, "play \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start + second), 10, "play \(k)")
    }
    // 10^6 s = 666,666 plays of 1.5s + 1s: the change has just ended.
    XCTAssertEqual(number(timeline, "view", .moveX, at: 1_000_000), 10)
    XCTAssertEqual(number(timeline, "view", .moveX, at: 999_999.5), 5)
  }

  func testAStepWithYoyoRunsEverySecondPlayBackwardsForever() throws {
    let timeline = try compileClean("moveX 10 delay 0.5s over 1s ease easeIn repeat forever yoyo\n")
    XCTAssertTrue(timeline.isEndless)
    XCTAssertEqual(timeline.duration, 3 * second)  // two plays of 1.5s
    // Play 2 is play 1 mirrored (wait first, then the change back, then the delay).
    XCTAssertEqual(segments(timeline, .moveX), ["0.5-1.5 0>10", "1.5-2.5 10>0"])
    XCTAssertEqual(
      timeline.track(element: "view", property: .moveX)?.segment(1).easing,
      Easing(named: "easeOut"))
    XCTAssertEqual(loop(timeline, .moveX), [second / 2, 3_500_000_000])
    let halfway = try XCTUnwrap(value(timeline, .moveX, at: second))
    XCTAssertEqual(halfway, 10 * 0.3153568125725892, accuracy: 1e-12)  // easeIn(0.5)
    for k: Tick in [1, 7, 333_332] {
      let start = second / 2 + k * 3 * second  // the first change of play 2k + 1
      XCTAssertEqual(value(timeline, .moveX, at: start - 1), 0, "cycle \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start), 0, "cycle \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start + second / 2), halfway, "cycle \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start + second), 10, "cycle \(k)")
      XCTAssertEqual(
        try XCTUnwrap(value(timeline, .moveX, at: start + 3 * second / 2)), halfway,
        accuracy: 1e-12, "cycle \(k): backwards, mirrored")
      XCTAssertEqual(value(timeline, .moveX, at: start + 2 * second), 0, "cycle \(k)")
    }
    // 10^6 s − 0.5s = 333,333 cycles of 3s + 0.5s: halfway through a forward change.
    XCTAssertEqual(value(timeline, .moveX, at: 1_000_000 * second), halfway)
  }

  func testAWholeTurnIsNoJumpBackButHalfATurnIs() {
    XCTAssertEqual(diagnosticSummary("rotate 360deg over 1s repeat forever\n"), [])
    XCTAssertEqual(diagnosticSummary("rotate -2turn over 1s repeat 3\n"), [])
    XCTAssertEqual(diagnosticSummary("rotate 180deg over 1s repeat forever\n"), ["M0200@1:1"])
    XCTAssertEqual(diagnosticSummary("moveX 360 over 1s repeat forever\n"), ["M0200@1:1"])
  }

  // MARK: Groups

  func testAGroupLoopsEachPropertyFromItsFirstChange() throws {
    let timeline = try compileClean(
      "sequence < wait 0.2s, moveX 10 over 0.3s, opacity 0.5 over 0.5s > repeat forever\n")
    XCTAssertTrue(timeline.isEndless)
    XCTAssertEqual(timeline.duration, second)
    // Each play (1s) jumps back at its start; each track's cycle starts at its first change.
    XCTAssertEqual(segments(timeline, .moveX), ["0.2-0.5 0>10", "1-1 10>0"])
    XCTAssertEqual(loop(timeline, .moveX), [200_000_000, 1_200_000_000])
    XCTAssertEqual(segments(timeline, .opacity), ["0.5-1 1>0.5", "1-1 0.5>1"])
    XCTAssertEqual(loop(timeline, .opacity), [500_000_000, 1_500_000_000])
    for k: Tick in [0, 1, 999_998] {
      let play = k * second
      XCTAssertEqual(value(timeline, .moveX, at: play + 100_000_000), 0, "play \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: play + 350_000_000), 5, "play \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: play + 500_000_000), 10, "play \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: play + second - 1), 10, "play \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: play + second), 0, "play \(k)")
      XCTAssertEqual(value(timeline, .opacity, at: play + 500_000_000), 1, "play \(k)")
      XCTAssertEqual(value(timeline, .opacity, at: play + 750_000_000), 0.75, "play \(k)")
      XCTAssertEqual(
        try XCTUnwrap(value(timeline, .opacity, at: play + second - 1)), 0.500000001,
        accuracy: 1e-15, "play \(k)")
      XCTAssertEqual(value(timeline, .opacity, at: play + second), 1, "play \(k)")
    }
    XCTAssertEqual(number(timeline, "view", .moveX, at: 1_000_000.35), 5)
    XCTAssertEqual(number(timeline, "view", .opacity, at: 1_000_000.75), 0.75)
  }

  func testAGroupWithYoyoRestoresItsJumpsOnTheWayBack() throws {
    let timeline = try compileClean(
      "sequence < moveX 10 over 1s, moveX 20 from 30 over 1s > repeat forever yoyo\n")
    XCTAssertEqual(
      segments(timeline, .moveX),
      ["0-1 0>10", "1-2 30>20", "2-3 20>30", "3-3 30>10", "3-4 10>0"])
    XCTAssertEqual(loop(timeline, .moveX), [0, 4 * second])
    for k: Tick in [1, 250_000 - 1] {
      let start = k * 4 * second
      XCTAssertEqual(
        try XCTUnwrap(value(timeline, .moveX, at: start - 1)), 1e-8, accuracy: 1e-15, "cycle \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start), 0, "cycle \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start + second), 30, "cycle \(k)")
      XCTAssertEqual(
        try XCTUnwrap(value(timeline, .moveX, at: start + 3 * second - 1)), 29.99999999,
        accuracy: 1e-12, "cycle \(k)")
      XCTAssertEqual(value(timeline, .moveX, at: start + 3 * second), 10, "cycle \(k)")
    }
    XCTAssertEqual(number(timeline, "view", .moveX, at: 1_000_000), 0)
  }

  func testAMergeWithAnEndlessChildIsEndlessAndLastsItsLongestFirstCycle() throws {
    let timeline = try compileClean(
      "initial opacity 0\nmerge <\n  moveX 10 over 1s repeat forever yoyo\n  opacity 1 over 3s\n>\n"
    )
    XCTAssertTrue(timeline.isEndless)
    XCTAssertEqual(timeline.duration, 3 * second)
    XCTAssertNil(loop(timeline, .opacity))
    XCTAssertEqual(number(timeline, "view", .opacity, at: 1_000_000), 1)
    XCTAssertEqual(number(timeline, "view", .moveX, at: 999_999.5), 5)
    // A stagger, a `delay`, and a `repeat 1` around it are fine too.
    let staggered = try compileClean(
      "stagger 0.5s < a.moveX 10 over 1s repeat forever yoyo, b.moveX 10 over 1s > delay 1s\n")
    XCTAssertTrue(staggered.isEndless)
    XCTAssertEqual(staggered.duration, 3 * second)
    XCTAssertEqual(loop(staggered, .moveX, of: "a"), [second, 3 * second])
    XCTAssertNil(loop(staggered, .moveX, of: "b"))
    XCTAssertTrue(try compileClean("repeat 1 < moveX 10 over 1s repeat forever yoyo >\n").isEndless)
    XCTAssertFalse(try compileClean("moveX 10 over 1s repeat 2 yoyo\n").isEndless)
  }

  // MARK: Ownership

  func testItOwnsItsPropertyForeverFromItsFirstChange() throws {
    XCTAssertEqual(
      diagnosticSummary(
        "merge <\n  moveX 10 over 1s repeat forever yoyo\n  sequence < wait 100s, moveX 0 >\n>\n"),
      ["M0109@3:25"])
    XCTAssertEqual(
      diagnosticSummary(
        "merge <\n  moveX 10 over 1s repeat forever yoyo\n  set moveX 3 delay 1s\n>\n"),
      ["M0109@3:3"])
    // Before its first change, another change of the property is fine: each play then starts
    // from where that one left it.
    let timeline = try compileClean(
      "merge <\n  moveX 10 delay 1s over 1s repeat forever\n  moveX 5 over 0.5s\n>\n")
    XCTAssertEqual(segments(timeline, .moveX), ["0-0.5 0>5", "1-2 5>10", "2-2 10>5"])
    XCTAssertEqual(loop(timeline, .moveX), [second, 3 * second])
    XCTAssertEqual(value(timeline, .moveX, at: 3 * second), 5)
    XCTAssertEqual(value(timeline, .moveX, at: 3_500_000_000), 7.5)
    XCTAssertEqual(value(timeline, .moveX, at: 4 * second), 5)
  }

  func testTheOverlapMessageSaysItRunsForever() {
    let result = Compiler.compile(
      SourceFile(
        path: "test.motion",
        text: "merge <\n  moveX 10 over 1s repeat forever\n  moveX 0 delay 2s\n>\n"))
    let overlap = result.diagnostics.first { $0.code == "M0109" }
    XCTAssertEqual(overlap?.related.first?.label, "the other change runs from 0s on, forever")
  }

  // MARK: What never runs

  func testAStepAfterSomethingEndlessIsAnError() {
    XCTAssertEqual(diagnosticSummary("moveX 10 repeat forever\nmoveY 5\n"), ["M0130@2:1"])
    XCTAssertEqual(diagnosticSummary("moveX 10 repeat forever\nwait 1s\n"), ["M0130@2:1"])
    XCTAssertEqual(
      diagnosticSummary("sequence < moveX 1 repeat forever, moveY 1, opacity 0 >\n"),
      ["M0130@1:36"])
    // After a merge (or stagger, or sequence) with an endless child at any depth.
    XCTAssertEqual(
      diagnosticSummary(
        "merge <\n  sequence < wait 1s, merge < moveX 1 repeat forever yoyo > >\n  moveY 2\n>\nopacity 0\n"
      ), ["M0130@5:1"])
    XCTAssertEqual(
      diagnosticSummary("repeat forever < moveX 1, moveX 0 >\nmerge < moveY 1 >\n"),
      ["M0130@2:1"])
  }

  func testTheErrorLabelsTheEndlessRepeat() throws {
    let file = SourceFile(
      path: "test.motion", text: "merge < sequence < moveX 1 repeat forever > >\nmoveY 2\n")
    let diagnostic = try XCTUnwrap(Compiler.compile(file).diagnostics.first)
    XCTAssertEqual(diagnostic.code, "M0130")
    XCTAssertEqual(file.text(diagnostic.range), "moveY 2")
    let related = try XCTUnwrap(diagnostic.related.first)
    XCTAssertEqual(file.text(related.range), "repeat forever")
    XCTAssertEqual(related.label, "this repeats forever, so the group around it never ends")
    let direct = SourceFile(path: "test.motion", text: "repeat forever < moveX 1 >\nmoveY 2\n")
    let own = try XCTUnwrap(Compiler.compile(direct).diagnostics.first?.related.first)
    XCTAssertEqual(direct.text(own.range), "repeat forever")
    XCTAssertEqual(own.label, "this repeats forever, so the next step would never run")
  }

  func testAWaitAfterAnEndlessBodyIsAnErrorButAWaitInEveryPlayIsNot() throws {
    XCTAssertEqual(
      diagnosticSummary("merge < moveX 1 over 1s repeat forever > wait 1s\n"), ["M0130@1:42"])
    let timeline = try compileClean("sequence < moveX 1 over 1s > wait 1s repeat forever yoyo\n")
    XCTAssertEqual(timeline.duration, 4 * second)
    XCTAssertEqual(loop(timeline, .moveX), [0, 4 * second])
  }

  func testRepeatingSomethingEndlessIsAnError() {
    XCTAssertEqual(
      diagnosticSummary("repeat 3 < moveX 10 over 0.5s, moveX 0 repeat forever >\n"),
      ["M0131@1:1"])
    XCTAssertEqual(
      diagnosticSummary("merge < moveX 1 repeat forever > repeat 2 yoyo\n"), ["M0131@1:34"])
    XCTAssertEqual(
      diagnosticSummary("repeat forever < merge < moveX 1 repeat forever > >\n"), ["M0131@1:1"])
  }

  func testAForeverThatTakesNoTimeIsAnError() {
    XCTAssertEqual(diagnosticSummary("moveX 10 over 0s repeat forever\n"), ["M0132@1:18"])
    XCTAssertEqual(diagnosticSummary("sequence < > repeat forever yoyo\n"), ["M0132@1:14"])
    XCTAssertEqual(diagnosticSummary("repeat forever < wait 0s >\n"), ["M0132@1:1"])
    XCTAssertEqual(diagnosticSummary("moveX 10 over 0s wait 1ms repeat forever\n"), ["M0200@1:1"])
  }
}
