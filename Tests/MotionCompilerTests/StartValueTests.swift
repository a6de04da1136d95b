import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// Where elements start: `initial` in a motion (for the element it is played on), and the
/// warning for a `from` that makes a property jump visibly after time 0.
final class StartValueTests: XCTestCase {
  private func compile(_ text: String, options: CompileOptions = CompileOptions())
    -> CompileResult
  {
    Compiler.compile(SourceFile(path: "t.motion", text: text), options: options)
  }

  /// Each diagnostic as `CODE@LINE:COLUMN`, then its related ranges as `LINE:COLUMN label`.
  private func described(_ text: String) -> [String] {
    let file = SourceFile(path: "t.motion", text: text)
    return Compiler.compile(file).diagnostics.flatMap { diagnostic in
      ["\(diagnostic.code)@\(file.location(of: diagnostic.range.start))"]
        + diagnostic.related.map { "  \(file.location(of: $0.range.start)) \($0.label)" }
    }
  }

  private let fadeIn = """
    motion fadeIn(distance = 12) <
      initial opacity 0
      initial moveY distance
      merge <
        opacity 1 over 0.3s
        moveY 0 over 0.3s
      >
    >

    """

  // MARK: `initial` in a motion

  func testAMotionsInitialIsWhereTheElementItIsPlayedOnStarts() throws {
    let timeline = try compileClean(fadeIn + "wait 1s\nplay fadeIn on card\n")
    XCTAssertEqual(timeline.track(element: "card", property: .opacity)?.initial, .number(0))
    XCTAssertEqual(timeline.track(element: "card", property: .moveY)?.initial, .number(12))
    // Hidden until its turn, then fading in: no jump.
    XCTAssertEqual(number(timeline, "card", .opacity, at: 0.999), 0)
    XCTAssertEqual(segmentStrings(timeline, "card", .opacity), ["1-1.3 0>1"])
    XCTAssertEqual(segmentStrings(timeline, "card", .moveY), ["1-1.3 12>0"])
  }

  func testAnElementNamedInTheMotionStartsThere() throws {
    let timeline = try compileClean(
      "motion badge < initial badge.opacity 0, target dot, initial scale 0.5 >\nplay badge on card\n"
        + "badge.opacity 1 over 1s\ndot.scale 1 over 1s\n")
    XCTAssertEqual(timeline.track(element: "badge", property: .opacity)?.initial, .number(0))
    XCTAssertEqual(timeline.track(element: "dot", property: .scaleY)?.initial, .number(0.5))
    XCTAssertNil(timeline.track(element: "card", property: .opacity))
  }

  func testAMotionPlayedOnItsOwnStartsView() throws {
    let result = compile(fadeIn, options: CompileOptions(motion: "fadeIn(distance: 4)"))
    let timeline = try XCTUnwrap(result.timeline, result.rendered)
    XCTAssertEqual(result.diagnostics.map(\.code), [])
    XCTAssertEqual(timeline.track(element: "view", property: .moveY)?.initial, .number(4))
  }

  func testTheSameStartTwiceIsFine() throws {
    // Played twice on one element, with the same start; and agreeing with the file's `initial`.
    let text =
      "initial card.opacity 0\n" + fadeIn
      + "play fadeIn on card\ncard.opacity 0 over 0.2s\nplay fadeIn on card\n"
    let result = compile(text)
    XCTAssertFalse(result.hasErrors, result.rendered)
  }

  func testTwoPlaysThatDisagreeAreAnErrorShowingBoth() {
    XCTAssertEqual(
      described(fadeIn + "play fadeIn on card\nplay fadeIn(distance: 24) on card\n"),
      [
        "M0162@10:1",
        "  3:3 the `initial` of motion `fadeIn`",
        "  9:1 this starts it at 12",
      ])
    let result = compile(fadeIn + "play fadeIn on card\nplay fadeIn(distance: 24) on card\n")
    XCTAssertEqual(
      result.diagnostics.first?.message, "`card.moveY` cannot start at both 12 and 24")
    XCTAssertEqual(result.diagnostics.first?.kind.label, "this starts it at 24")
  }

  func testTheFilesInitialAndAMotionsThatDisagreeAreAnError() {
    // Whichever comes first.
    XCTAssertEqual(
      described("initial card.opacity 0.5\n" + fadeIn + "play fadeIn on card\n"),
      [
        "M0162@10:1",
        "  3:3 the `initial` of motion `fadeIn`",
        "  1:1 this starts it at 0.5",
      ])
    XCTAssertEqual(
      described("motion hide < initial opacity 0 >\nplay hide on card\ninitial card.opacity 1\n"),
      ["M0162@3:1", "  2:1 this starts it at 0", "  1:15 the `initial` of motion `hide`"])
  }

  func testAnInitialInAMotionPlayedByAnotherNamesTheMotionItIsIn() {
    // Each `initial` is labelled with the motion that holds it, between and after others,
    // however deep the `play` that reached it.
    let text = """
      motion hide < initial opacity 0 >
      motion rise(drop = 8) <
        merge <
          initial moveY drop
          play hide
        >
      >
      motion enter < play rise(drop: 4) >
      play enter on card
      play rise on card
      motion last < initial opacity 1 >
      play last on card

      """
    XCTAssertEqual(
      described(text),
      [
        "M0162@10:1",
        "  4:5 the `initial` of motion `rise`",
        "  9:1 this starts it at 4",
        "M0162@12:1",
        "  11:15 the `initial` of motion `last`",
        "  9:1 this starts it at 0",
        "  1:15 the `initial` of motion `hide`",
      ])
  }

  func testAMotionsInitialAfterItsElementIsAnimatedIsAnError() {
    XCTAssertEqual(
      described(fadeIn + "card.opacity 0.5 over 1s\nplay fadeIn on card\n"),
      [
        "M0110@10:1",
        "  9:1 `card.opacity` is first animated here",
        "  2:3 the `initial` of motion `fadeIn`",
      ])
  }

  func testANestedMotionsInitialNamesThatMotion() {
    let text =
      fadeIn + "motion entrance < play fadeIn >\nplay entrance on card\n"
      + "play fadeIn(distance: 3) on card\n"
    XCTAssertEqual(
      described(text),
      [
        "M0162@11:1",
        "  3:3 the `initial` of motion `fadeIn`",
        "  10:1 this starts it at 12",
      ])
  }

  func testAMotionOnItsOwnChecksItsInitialOnce() {
    // Checked with the motion (a mistake is reported at the motion), even when never played.
    XCTAssertEqual(
      described("motion m < initial opacity 2 >\nmoveX 1 over 1s\n"), ["M0205@1:8", "M0104@1:28"])
  }

  // MARK: Visible jumps (M0209)

  func testAFromThatJumpsAfterTimeZeroIsAWarning() {
    let text = "moveX 40 over 0.3s\nmoveX 80 from 0 over 0.3s\n"
    let result = compile(text)
    XCTAssertNotNil(result.timeline)
    XCTAssertEqual(described(text), ["M0209@2:10"])
    XCTAssertEqual(
      result.diagnostics.first?.message,
      "`view.moveX` jumps from 40 to 0 at 0.3s, where a change starts `from` 0")
  }

  func testAJumpFromAMotionPointsAtThePlay() {
    let text =
      "motion fadeIn < opacity 1 from 0 over 0.3s >\nplay fadeIn on card\n"
      + "play fadeIn on title\n"
    XCTAssertEqual(described(text), ["M0209@3:1", "  1:27 this `from`, in the motion"])
    XCTAssertEqual(
      compile(text).diagnostics.first?.message,
      "`title.opacity` jumps from 1 to 0 at 0.3s, where a change starts `from` 0")
  }

  func testFromsThatDoNotJumpVisiblyAreNotReported() {
    let quiet = [
      // At time 0: that is how a property gets its start value.
      "moveX 10 from 5 over 1s\n",
      "wait 1s\nwidth 120 from 100 over 0.2s\n",  // no value before: it holds 100 from 0s
      "moveX 10 over 1s\nmoveX 20 from 10 over 1s\n",  // from the value it has
      "rotate 360deg over 1s\nrotate 90deg from 0deg over 1s\n",  // whole turns look the same
      "initial opacity 0\nwait 1s\nopacity 1 from 0 over 1s\n",  // started with `initial`
      "moveX 10 over 1s\nset moveX 0\nmoveX 20 from 0 over 1s\n",  // the jump is a `set`
    ]
    for text in quiet {
      XCTAssertEqual(compile(text).diagnostics.map(\.code), [], text)
    }
  }

  func testARepeatsJumpsAreItsOwnWarning() {
    // Every play of a repeat starts at its `from` on purpose (a ripple): no M0209, once or
    // forever, forwards or with `yoyo`; a repeat's jump back to its start is M0200.
    let text = "initial opacity 0\nwait 0.3s\nopacity 0 from 0.8 over 0.9s repeat forever\n"
    XCTAssertEqual(compile(text).diagnostics.map(\.code), [])
    XCTAssertEqual(
      compile("moveX 10 over 1s\nrepeat 3 < moveX 20 from 0 over 1s > yoyo\n").diagnostics.map(
        \.code), [])
    XCTAssertEqual(
      compile("moveX 10 over 1s\nsequence < moveX 30 over 1s, moveX 20 from 0 over 1s > repeat 2\n")
        .diagnostics.map(\.code), ["M0200"])
  }

  // MARK: The specs

  func testNoSpecHasAVisibleJump() throws {
    let specs = motionFiles(in: "specs")
    XCTAssertGreaterThanOrEqual(specs.count, 12)
    for path in specs {
      for reduced in [false, true] {
        let result = Compiler.compile(
          try sourceFile(path), options: CompileOptions(reduced: reduced))
        XCTAssertFalse(result.hasErrors, result.rendered)
        XCTAssertEqual(
          result.diagnostics.filter { $0.code == "M0209" }.count, 0,
          "\(path)\(reduced ? " --reduced" : ""):\n\(result.rendered)")
      }
    }
  }

  func testTheSignInScreenShowsNothingBeforeItsTurn() throws {
    // `title`, `field` and `button` sat at opacity 1 while the card faded in, then snapped to 0.
    let result = Compiler.compile(try sourceFile("specs/screen.motion"))
    let timeline = try XCTUnwrap(result.timeline, result.rendered)
    for element in ["card", "title", "field", "button"] {
      XCTAssertEqual(timeline.track(element: element, property: .opacity)?.initial, .number(0))
    }
    for seconds in [0, 0.1, 0.29, 0.3] {
      for element in ["title", "field", "button"] {
        XCTAssertEqual(number(timeline, element, .opacity, at: seconds), 0, "\(element) \(seconds)")
      }
    }
    // The opacity of each only rises: it never jumps down.
    for element in ["card", "title", "field", "button"] {
      let segments = try XCTUnwrap(timeline.track(element: element, property: .opacity)?.segments)
      XCTAssertTrue(
        segments.allSatisfy { ($0.from.number ?? 0) <= ($0.to.number ?? 0) }, element)
      XCTAssertEqual(segments.first?.from, .number(0), element)
    }
  }
}
