import Foundation
import MotionCompiler
import MotionRuntime
import XCTest

/// `let`, expressions and units, `defaults`, `motion` and `play`, `seed` with `random` and
/// `pick`, `reduced` and `--motion`: exact values, and every error path by its code.
final class LetDefaultsAndMotionTests: XCTestCase {
  private func compile(_ text: String, options: CompileOptions = CompileOptions()) -> CompileResult
  {
    Compiler.compile(SourceFile(path: "test.motion", text: text), options: options)
  }

  private func clean(
    _ text: String, options: CompileOptions = CompileOptions(), file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> Timeline {
    let result = compile(text, options: options)
    guard let timeline = result.timeline, result.diagnostics.isEmpty else {
      XCTFail("expected no diagnostics, got:\n\(result.rendered)", file: file, line: line)
      throw CompileFailure()
    }
    return timeline
  }

  /// The codes reported, in order.
  private func codes(_ text: String, options: CompileOptions = CompileOptions()) -> [String] {
    compile(text, options: options).diagnostics.map(\.code)
  }

  private func segments(_ timeline: Timeline, _ element: String, _ property: Property) -> [String] {
    segmentStrings(timeline, element, property)
  }

  // MARK: Expressions and units

  func testArithmeticFollowsPrecedenceAndKeepsUnits() throws {
    let timeline = try clean(
      """
      let beat = 0.04s
      moveX 10 + 5 * 2 over beat * 1.75
      moveY -(2 + 3) * 4 over 1s / 4
      rotate 0.25turn + 45deg over 100ms + 0.1s
      opacity 50% / 2
      scale (100% + 100%) / 4 + 100%
      """)
    XCTAssertEqual(segments(timeline, "view", .moveX), ["0-0.07 0>20"])
    XCTAssertEqual(segments(timeline, "view", .moveY), ["0.07-0.32 0>-20"])
    XCTAssertEqual(segments(timeline, "view", .rotate), ["0.32-0.52 0>135"])
    XCTAssertEqual(segments(timeline, "view", .opacity), ["0.52-1.02 1>0.25"])
    XCTAssertEqual(segments(timeline, "view", .scaleX), ["1.02-1.52 1>1.5"])
  }

  func testComputedNumbersDropBinaryRoundingNoise() throws {
    let timeline = try clean("let amount = 12\nmoveX -amount * 0.8\nmoveY 0.1 + 0.2\n")
    XCTAssertEqual(segments(timeline, "view", .moveX), ["0-0.5 0>-9.6"])
    XCTAssertEqual(segments(timeline, "view", .moveY), ["0.5-1 0>0.3"])
  }

  func testARatioOfDurationsIsAPlainNumber() throws {
    let timeline = try clean("moveX 10 over 0.1s repeat 1s / 250ms yoyo\n")
    XCTAssertEqual(timeline.duration, 400_000_000)
  }

  func testUnitErrorsNameBothSides() {
    let result = compile("moveX 10 over 0.2s + 20\n")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0141"])
    XCTAssertEqual(
      result.diagnostics.first?.message, "cannot add a duration and a plain number")
    XCTAssertEqual(
      result.diagnostics.first?.related.map(\.label), ["a duration", "a plain number"])
    XCTAssertEqual(result.diagnostics.first?.notes, [.durationNeedsUnit(number: "20")])
    XCTAssertEqual(
      compile("moveX 0.2s + 20pt\n").diagnostics.first?.message,
      "cannot add a duration and a length")
    XCTAssertEqual(codes("moveX 2s * 3s\n"), ["M0141"])
    XCTAssertEqual(codes("moveX 2 / 3s\n"), ["M0141"])
    XCTAssertEqual(codes("color #FFF + 1\n"), ["M0141"])
    XCTAssertEqual(codes("moveX 1 / (2 - 2)\n"), ["M0144"])
    XCTAssertEqual(codes("rotate 10 + 5\n"), ["M0103"])
    XCTAssertEqual(codes("moveX 1e15 * 10\n"), ["M0120"])
  }

  func testComputedDurationsNeedAUnit() {
    let result = compile("let beat = 0.04\nmoveX 1 over beat * 2\n")
    XCTAssertEqual(
      result.diagnostics.map(\.message), ["durations need a unit: write `0.08s` or `80ms`"])
    XCTAssertEqual(codes("moveX 1 over 1s - 2s\n"), ["M0106"])
    XCTAssertEqual(codes("moveX 1 over 90deg * 2\n"), ["M0122"])
  }

  // MARK: let

  func testLetNamesAValueForEveryPlaceAValueGoes() throws {
    let timeline = try clean(
      """
      let quick = 0.2s
      let far = 40pt
      let brand = #3182F6
      let count = 2
      initial color brand
      moveX far over quick ease cubic(0.2, 0, 0, 1) repeat count yoyo
      color #FFFFFF over quick
      stagger quick < opacity 0.5 over quick, scale 2 over quick >
      """)
    XCTAssertEqual(timeline.track(element: "view", property: .moveX)?.count, 2)
    XCTAssertEqual(timeline.duration, 1_000_000_000)
  }

  func testLetErrors() {
    XCTAssertEqual(codes("moveX quik\nlet quick = 1\n"), ["M0140"])
    // The typo is not also reported as an unused `quick`.
    XCTAssertEqual(compile("let quick = 1\nmoveX quik\n").diagnostics.map(\.code), ["M0140"])
    XCTAssertEqual(
      compile("let quick = 1\nmoveX quik\n").diagnostics.first?.kind.label,
      "did you mean `quick`?")
    XCTAssertEqual(codes("let a = b\nlet b = 1\nmoveX a + b\n"), ["M0146"])
    XCTAssertEqual(codes("let a = 1\nlet a = 2\nmoveX a\n"), ["M0145"])
    XCTAssertEqual(codes("let a 1\n"), ["M0010"])
    XCTAssertEqual(codes("let = 1\n"), ["M0010"])
  }

  func testLetsInAGroupLastToItsEnd() throws {
    XCTAssertEqual(codes("merge <\n  let d = 5\n  moveX d\n>\nmoveY d\n"), ["M0140"])
    let timeline = try clean("merge <\n  let d = 5\n  moveX d\n>\n")
    XCTAssertEqual(segments(timeline, "view", .moveX), ["0-0.5 0>5"])
  }

  func testUnusedLetsAreWarnedUnlessTheFileIsALibrary() {
    XCTAssertEqual(codes("let unused = 1\nmoveX 1\n"), ["M0204"])
    XCTAssertEqual(codes("let _scratch = 1\nmoveX 1\n"), [])
    XCTAssertEqual(codes("let token = 1\n"), [])
  }

  // MARK: defaults

  func testDefaultsApplyFromTheirLineToTheEndOfTheirBlock() throws {
    let timeline = try clean(
      """
      moveX 10
      defaults < over 1s ease easeOut, in oklab >
      moveX 20
      initial color #000
      color #FFF
      sequence <
        defaults < over 2s >
        moveY 5
      >
      moveX 0 over 0.1s ease linear
      rotate 90deg
      """)
    XCTAssertEqual(
      segments(timeline, "view", .moveX), ["0-0.5 0>10", "0.5-1.5 10>20", "4.5-4.6 20>0"])
    XCTAssertEqual(segments(timeline, "view", .moveY), ["2.5-4.5 0>5"])
    XCTAssertEqual(segments(timeline, "view", .rotate), ["4.6-5.6 0>90"])
    let track = try XCTUnwrap(timeline.track(element: "view", property: .moveX))
    XCTAssertEqual(track.segment(1).easing, Easing(named: "easeOut"))
    XCTAssertEqual(track.segment(2).easing, .linear)
    XCTAssertEqual(timeline.track(element: "view", property: .color)?.segment(0).colorSpace, .oklab)
  }

  func testDefaultsErrors() {
    XCTAssertEqual(codes("defaults < wait 1s >\n"), ["M0117"])
    XCTAssertEqual(codes("defaults < over 1s over 2s >\n"), ["M0105"])
    XCTAssertEqual(codes("defaults < ease bouncy >\n"), ["M0111"])
    XCTAssertEqual(codes("defaults < in cmyk >\n"), ["M0114"])
    XCTAssertEqual(codes("defaults < moveX 1 >\n"), ["M0010"])
    XCTAssertEqual(codes("defaults over 1s\n"), ["M0010"])
  }

  // MARK: motion and play

  func testPlayRunsTheMotionAsOneStepOnTheElement() throws {
    let timeline = try clean(
      """
      target card
      play shake
      play shake(amount: 8, beat: 0.1s) on title
      moveY 5 over 0.1s
      motion shake(amount = 20, beat = 0.04s) <
        moveX amount over beat
        moveX -amount * 0.8 over beat
        moveX amount * 0.6 over beat * 1.75
        moveX 0 over beat
      >
      """)
    XCTAssertEqual(
      segments(timeline, "card", .moveX),
      ["0-0.04 0>20", "0.04-0.08 20>-16", "0.08-0.15 -16>12", "0.15-0.19 12>0"])
    XCTAssertEqual(
      segments(timeline, "title", .moveX),
      ["0.19-0.29 0>8", "0.29-0.39 8>-6.4", "0.39-0.565 -6.4>4.8", "0.565-0.665 4.8>0"])
    XCTAssertEqual(segments(timeline, "card", .moveY), ["0.665-0.765 0>5"])
  }

  func testPlayTakesGroupModifiersAndDefaultsSeeEarlierParameters() throws {
    let result = compile(
      """
      motion nudge(distance = 10, back = -distance) <
        moveX distance over 0.1s
        moveX back over 0.1s
      >
      play nudge repeat 2 wait 0.1s
      """)
    // The second play jumps back to where the first started, with the usual warning.
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0200"])
    let timeline = try XCTUnwrap(result.timeline)
    XCTAssertEqual(
      segments(timeline, "view", .moveX),
      ["0-0.1 0>10", "0.1-0.2 10>-10", "0.3-0.3 -10>0", "0.3-0.4 0>10", "0.4-0.5 10>-10"])
  }

  func testMotionBodyTargetsAndTheirOwnDefaults() throws {
    let timeline = try clean(
      """
      defaults < over 1s >
      motion pair <
        moveX 1
        badge.moveX 2
      >
      defaults < over 2s >
      play pair on card
      """)
    XCTAssertEqual(segments(timeline, "card", .moveX), ["0-1 0>1"])
    XCTAssertEqual(segments(timeline, "badge", .moveX), ["1-2 0>2"])
  }

  func testPlayErrors() {
    let motion = "motion shake(amount = 20, beat) <\n  moveX amount over beat\n>\n"
    XCTAssertEqual(codes(motion + "play shak(beat: 1s)\n"), ["M0147"])
    XCTAssertEqual(
      compile(motion + "play shak(beat: 1s)\n").diagnostics.first?.kind.label,
      "did you mean `shake`?")
    XCTAssertEqual(codes(motion + "play shake(beat: 1s, amont: 2)\n"), ["M0148"])
    XCTAssertEqual(codes(motion + "play shake\n"), ["M0149"])
    XCTAssertEqual(codes(motion + "play shake(beat: 1s, beat: 2s)\n"), ["M0105"])
    XCTAssertEqual(codes(motion + "play shake(1s)\n"), ["M0149", "M0150"])
    XCTAssertEqual(codes(motion + "play shake(beat: 1s) over 1s\n"), ["M0117"])
    XCTAssertEqual(codes(motion + "play shake(beat: 1s) ease easeOut\n"), ["M0117"])
    XCTAssertEqual(codes(motion + motion + "play shake(beat: 1s)\n"), ["M0145"])
    XCTAssertEqual(codes("motion m(a, a) < moveX a >\nplay m(a: 1)\n"), ["M0145"])
    XCTAssertEqual(codes("merge <\n  motion m < moveX 1 >\n>\n"), ["M0152"])
  }

  func testRecursionIsRejectedWithTheWholeChain() {
    let direct = compile("motion a < play a >\nplay a\n")
    XCTAssertEqual(direct.diagnostics.map(\.code), ["M0151"])
    XCTAssertEqual(direct.diagnostics.first?.message, "a motion cannot play itself: a → a")
    let indirect = compile("motion a < play b >\nmotion b < play a >\nplay a\n")
    XCTAssertEqual(indirect.diagnostics.map(\.code), ["M0151"])
    XCTAssertEqual(indirect.diagnostics.first?.message, "a motion cannot play itself: a → b → a")
  }

  func testAMistakeInAMotionIsReportedOnceAtTheMotion() {
    let result = compile("motion m < movX 1 >\nplay m\nplay m\nplay m on card\n")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0100"])
    XCTAssertEqual(result.diagnostics.first?.related, [])
  }

  func testAMistakeOnlyAPlayCausesShowsThatPlay() {
    let result = compile("motion fade(to = 1) < opacity to >\nplay fade\nplay fade(to: 2)\n")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0104"])
    XCTAssertEqual(result.diagnostics.first?.related.map(\.label), ["in this `play fade`"])
  }

  func testUnusedMotionsAreWarnedInFilesWithATimeline() {
    XCTAssertEqual(codes("motion m < moveX 1 >\nmoveY 1\n"), ["M0205"])
    XCTAssertEqual(codes("motion m < moveX 1 >\n"), [])
  }

  func testAWaitEndingAMotionIsWarned() {
    XCTAssertEqual(codes("motion m <\n  moveX 1\n  wait 1s\n>\nplay m\n"), ["M0207"])
  }

  func testOverlappingPlaysPointAtThePlays() {
    let result = compile(
      "motion m < moveX 10 over 1s >\nmerge <\n  play m on card\n  play m on card\n>\n")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0109"])
    // The later play, with the earlier one as the other side.
    XCTAssertEqual(result.diagnostics.first?.range, SourceRange(start: 57, end: 71))
    XCTAssertEqual(result.diagnostics.first?.related.first?.range, SourceRange(start: 40, end: 54))
  }

  func testMotionOptionCompilesOneMotionOnView() throws {
    let library = "motion shake(amount = 20) <\n  moveX amount over 0.1s\n>\ncard.moveY 5\n"
    let timeline = try clean(library, options: CompileOptions(motion: "shake(amount: 3)"))
    XCTAssertEqual(timeline.elements.map(\.name), ["view"])
    XCTAssertEqual(segments(timeline, "view", .moveX), ["0-0.1 0>3"])
    let unknown = compile(library, options: CompileOptions(motion: "shak"))
    XCTAssertEqual(unknown.diagnostics.map(\.code), ["M0147"])
    XCTAssertTrue(unknown.rendered.hasPrefix("--motion:1:1: error[M0147]: unknown motion `shak`"))
    // As after `play`: an element and modifiers (for `sample --play`).
    let onCard = try clean(library, options: CompileOptions(motion: "shake on card delay 0.1s"))
    XCTAssertEqual(onCard.elements.map(\.name), ["card"])
    XCTAssertEqual(segments(onCard, "card", .moveX), ["0.1-0.2 0>20"])
    XCTAssertNil(compile(library, options: CompileOptions(motion: "shake soon")).timeline)
  }

  // MARK: seed, random and pick

  func testRandomAndPickAreDeterministicAndFollowTheSeed() throws {
    let spec = """
      seed 7
      moveX random(-10, 10) over random(100ms, 1s)
      rotate random(0deg, 360deg)
      color pick(#F00, #0F0, #00F) from #000
      scale pick(1, 2, 3, 4, 5)
      """
    let first = try TrackWriter.json(try clean(spec))
    XCTAssertEqual(try TrackWriter.json(try clean(spec)), first)
    let other = try TrackWriter.json(
      try clean(spec.replacingOccurrences(of: "seed 7", with: "seed 8")))
    XCTAssertNotEqual(other, first)
    // The generator is the program's own (SplitMix64): the same values on every machine.
    // Reference: SplitMix64's first output for seed 1, top 53 bits as a fraction, computed in
    // Python (0.5665615751722809), shown to 15 significant digits like every computed value.
    let timeline = try clean("seed 1\nmoveX random(0, 1)\n")
    XCTAssertEqual(
      timeline.track(element: "view", property: .moveX)?.segment(0).to, .number(0.566561575172281))
  }

  func testRandomErrors() {
    XCTAssertEqual(codes("moveX random(1)\n"), ["M0143"])
    XCTAssertEqual(codes("moveX pick()\n"), ["M0143"])
    XCTAssertEqual(codes("moveX random(0, 1s)\n"), ["M0141"])
    XCTAssertEqual(codes("moveX pick(1, #FFF)\n"), ["M0141"])
    XCTAssertEqual(codes("moveX randum(0, 1)\n"), ["M0142"])
    XCTAssertEqual(codes("seed 1.5\nmoveX 1\n"), ["M0157"])
    XCTAssertEqual(codes("seed -1\nmoveX 1\n"), ["M0157"])
    XCTAssertEqual(codes("seed 1\nseed 2\nmoveX 1\n"), ["M0145"])
    XCTAssertEqual(codes("merge < seed 1 >\n"), ["M0152"])
  }

  // MARK: Reduced motion

  func testReducedUsesTheFilesReducedBlock() throws {
    let spec = "target card\nmoveX 100 over 1s\nreduced <\n  opacity 0 over 0.3s\n>\n"
    let full = try clean(spec)
    XCTAssertEqual(segments(full, "card", .moveX), ["0-1 0>100"])
    XCTAssertNil(full.track(element: "card", property: .opacity))
    let reduced = try clean(spec, options: CompileOptions(reduced: true))
    XCTAssertNil(reduced.track(element: "card", property: .moveX))
    XCTAssertEqual(segments(reduced, "card", .opacity), ["0-0.3 1>0"])
  }

  func testTheAutomaticReducedFormMakesMovementInstantAtItsEnd() throws {
    let reduced = try clean(
      "moveX 100 delay 0.1s over 1s ease easeOut\nopacity 0.5 over 1s\nrotate 90deg over 0.5s\n",
      options: CompileOptions(reduced: true))
    XCTAssertEqual(segments(reduced, "view", .moveX), ["1.1-1.1 0>100"])
    XCTAssertEqual(segments(reduced, "view", .opacity), ["1.1-2.1 1>0.5"])
    XCTAssertEqual(segments(reduced, "view", .rotate), ["2.6-2.6 0>90"])
    XCTAssertEqual(reduced.duration, 2_600_000_000)
  }

  /// grammar.md 5.17: each change happens at once at the moment it would have ended, in every
  /// play: a backward play of `yoyo` ends where it ends, so it changes at the end of that play,
  /// not at its start (which would undo the forward play's change the moment it was made).
  func testTheAutomaticReducedFormChangesAtTheEndOfEveryPlayOfAYoyo() throws {
    let reduced = try clean(
      "moveX 100 over 1s repeat 3 yoyo\n", options: CompileOptions(reduced: true))
    XCTAssertEqual(
      segments(reduced, "view", .moveX), ["1-1 0>100", "2-2 100>0", "3-3 0>100"])
    let samples = [0.5, 1, 1.5, 2, 2.5, 3].map { number(reduced, "view", .moveX, at: $0) }
    XCTAssertEqual(samples, [0, 100, 100, 0, 0, 100])
    // A group's changes, each where its own backward play ends. The first play runs 0–1.2 s
    // (`moveX` 0.2–0.6 s, `moveY` 1–1.2 s); the second mirrors it in 1.2–2.4 s, so `moveY`
    // runs back 1.2–1.4 s and `moveX` 1.8–2.2 s.
    let group = try clean(
      "sequence <\n  moveX 10 delay 0.2s over 0.4s wait 0.4s\n  moveY 5 over 0.2s\n> repeat 2 yoyo\n",
      options: CompileOptions(reduced: true))
    XCTAssertEqual(segments(group, "view", .moveX), ["0.6-0.6 0>10", "2.2-2.2 10>0"])
    XCTAssertEqual(segments(group, "view", .moveY), ["1.2-1.2 0>5", "1.4-1.4 5>0"])
    // An endless yoyo keeps one cycle: up at 0.6 s, down at 1.2 s, from 0 s on.
    let endless = try clean(
      "scale 1.3 over 0.6s repeat forever yoyo\n", options: CompileOptions(reduced: true))
    XCTAssertEqual(segments(endless, "view", .scaleX), ["0.6-0.6 1>1.3", "1.2-1.2 1.3>1"])
    XCTAssertEqual(number(endless, "view", .scaleX, at: 0.9), 1.3)
    XCTAssertEqual(number(endless, "view", .scaleX, at: 1.5), 1)
    XCTAssertEqual(number(endless, "view", .scaleX, at: 2.1), 1.3)
  }

  func testAMotionsReducedBlockIsPlayedUnderReducedMotion() throws {
    let spec = """
      motion hop <
        moveY -10 over 0.2s
        moveY 0 over 0.2s
        reduced < opacity 0.5 over 0.1s >
      >
      play hop
      moveX 5 over 1s
      """
    let reduced = try clean(spec, options: CompileOptions(reduced: true))
    XCTAssertNil(reduced.track(element: "view", property: .moveY))
    XCTAssertEqual(segments(reduced, "view", .opacity), ["0-0.1 1>0.5"])
    XCTAssertEqual(segments(reduced, "view", .moveX), ["1.1-1.1 0>5"])
  }

  func testReducedBlockErrors() {
    XCTAssertEqual(codes("reduced < moveX 1 >\nreduced < moveX 2 >\n"), ["M0145"])
    XCTAssertEqual(codes("merge < reduced < moveX 1 > >\n"), ["M0152"])
    XCTAssertEqual(codes("reduced < movX 1 >\n"), ["M0100"])
  }
}
