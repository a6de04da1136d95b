import Foundation
import MotionCLI
import XCTest

/// `motionc timeline`: the chart of a timeline, with the loops of an endless one.
final class TimelineCommandTests: CommandTestCase {
  func testTimelineChart() {
    let result = run(
      ["timeline", "-", "--width", "20"], input: "moveX 10 over 1s\nset moveX 0\nwait 1s\n")
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(
      result.output,
      """
      <stdin> — 2s

                  0s        1s        2s
                  ├─────────┼─────────┼
      view.moveX  ██████████│·········

      view.moveX  (from 0)
        0s – 1s  0 → 10  linear
        at 1s    10 → 0  instant

      """)
    XCTAssertEqual(run(["timeline", "specs/fairy.motion", "--width", "5"]).code, 2)
    XCTAssertEqual(run(["timeline"]).code, 2)
  }

  func testTheTimelineChartOfAnEndlessTimelineShowsItsLoops() {
    let result = run(
      ["timeline", "-", "--width", "20"],
      input: "merge <\n  moveX 10 over 1s repeat forever yoyo\n  opacity 0 over 0.5s\n>\n")
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(
      result.output,
      """
      <stdin> — 2s, then repeats forever

                    0s        1s        2s
                    ├─────────┼─────────┼
      view.moveX    ██████████▓▓▓▓▓▓▓▓▓▓ ↻
      view.opacity  █████···············

      view.moveX  (from 0)
        0s – 1s  0 → 10  linear
        1s – 2s  10 → 0  linear
        ↻ 0s – 2s repeats forever, every 2s

      view.opacity  (from 1)
        0s – 0.5s  1 → 0  linear

      """)
    let ir = run(["dump", "ir", "-"], input: "moveX 10 delay 1s over 1s repeat forever\n")
    XCTAssertEqual(ir.code, 0, ir.error)
    XCTAssertEqual(
      ir.output,
      """
      duration 2s, then repeats forever
      element view
        moveX (pt) initial 0
          1s..2s  0 -> 10  linear
          2s..2s  10 -> 0  linear
          ↻ 1s..3s  repeats forever, every 2s

      """)
  }

  /// A loop shorter than the chart is drawn again for every cycle, not as holding once its
  /// first cycle ends (issue 32, item 9).
  func testLoopsOfDifferentPeriodsAreDrawnRepeatingToTheChartsEnd() {
    let result = run(
      ["timeline", "-", "--width", "20"],
      input: "merge <\n  moveX 10 over 0.5s repeat forever yoyo\n"
        + "  rotate 360deg over 2s repeat forever\n>\n")
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(
      result.output.split(separator: "\n").dropFirst(3).prefix(2).joined(separator: "\n"),
      """
      view.moveX   █████▓▓▓▓▓█████▓▓▓▓▓ ↻
      view.rotate  ████████████████████ ↻
      """)
  }

  /// `scale` is one row where both axes move together, two where they part; a color mixed in
  /// another space names it; the plays of named motions are listed (issue 32, items 4 and 9).
  func testScaleRowsColorSpacesAndPlays() {
    let result = run(
      ["timeline", "-", "--width", "20"],
      input: """
        motion pop <
          scale 1.2 over 0.5s
        >
        motion tint <
          background #FF0000 over 0.5s in oklab
        >
        initial box.background #000000
        merge <
          play pop on card
          play pop
        >
        scaleX 1 over 0.5s
        play tint on box

        """)
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(
      result.output,
      """
      <stdin> — 1.5s

                      0s           1s
                      ├────────────┼───────
      view.scaleX     ██████▓▓▓▓▓▓▓▓······
      view.scaleY     ███████·············
      box.background  ·············███████
      card.scale      ███████·············

      view.scaleX  (from 1)
        0s – 0.5s  1 → 1.2  linear
        0.5s – 1s  1.2 → 1  linear

      view.scaleY  (from 1)
        0s – 0.5s  1 → 1.2  linear

      box.background  (from #000000FF)
        1s – 1.5s  #000000FF → #FF0000FF  linear in oklab

      card.scale  (from 1)
        0s – 0.5s  1 → 1.2  linear

      plays
        0s – 0.5s  pop on card
        0s – 0.5s  pop on view
        1s – 1.5s  tint on box

      """)
  }
}
