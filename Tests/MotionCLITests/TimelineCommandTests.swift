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
}
