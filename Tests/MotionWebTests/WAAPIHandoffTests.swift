import MotionRuntime
import XCTest

@testable import MotionWeb

/// The data and code the Web Animations module hands off with (`from: "current"`).
final class WAAPIHandoffTests: XCTestCase {
  func testEachTrackListsItsExactChangesWithTheirCurvesAndHowItsFirstChangeHandsOff() throws {
    let module = WAAPIExport.module(
      try webExport(
        text: """
          target sheet
          initial moveX 320
          merge <
            moveX 0 ease spring(mass: 1, stiffness: 170, damping: 26)
            opacity 0 over 0.2s ease easeInBack
          >
          moveX 40 over 0.25s ease cubic(0.2, 0, 0, 1)
          """))
    XCTAssertTrue(
      module.contains(
        "{ property: \"--motion-move-x\", unit: \"px\", initial: 320, continues: true, "
          + "settles: true, loop: null, changes: [[0, 701.700537, 320, 0, "
          + "[\"spring\", 1, 170, 26, 0, 0.701700537], null], [701.700537, 951.700537, 0, 40, "
          + "[\"cubic\", 0.2, 0, 0, 1], \"cubic-bezier(0.2, 0, 0, 1)\"]] },"), module)
    XCTAssertTrue(
      module.contains(
        "{ property: \"--motion-opacity\", unit: \"\", initial: 1, continues: true, "
          + "settles: false, loop: null, changes: [[0, 200, 1, 0, "
          + "[\"family\", \"back\", \"in\"], null]] },"), module)
    XCTAssertTrue(
      module.contains("export function animate(root = document, { reducedMotion, from } = {})"))
    XCTAssertTrue(
      module.contains("export function play(element, { reducedMotion, from } = {}) {"))
    XCTAssertTrue(
      module.contains("function handoffSettling(mass, stiffness, damping, u0, v0, tolerance)"))
  }

  func testAChangeWithAFromOfItsOwnDoesNotContinueAndOklabColorsPlayTheirOwnRuns() throws {
    let module = WAAPIExport.module(
      try webExport(
        text: """
          initial color #FF0000
          moveX 10 from 5 over 1s
          color #0000FF over 1s in oklab
          """))
    XCTAssertTrue(module.contains("initial: 0, continues: false, settles: false"), module)
    XCTAssertTrue(
      module.contains(
        "{ property: \"--motion-color\", unit: null, initial: \"rgba(255, 0, 0, 1)\", "
          + "continues: true, settles: false, loop: null, changes: null },"), module)
  }

  func testEveryEasingIsWrittenAsACurveTheModuleEvaluates() throws {
    let curve = try LinearEasing(stops: [(0, []), (0.7, [0.3]), (1, [])])
    let spring = try Spring(mass: 2, stiffness: 50, damping: 40, velocity: 3)
    let cases: [(Easing, String)] = [
      (.linear, "[\"linear\"]"),
      (
        .cubicBezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        "[\"cubic\", 0.25, 0.1, 0.25, 1]"
      ),
      (.steps(4, .jumpStart), "[\"steps\", 4, \"jump-start\"]"),
      (.piecewiseLinear(curve), "[\"points\", 0, 0, 0.3, 0.7, 1, 1]"),
      (.family(.elastic, .inOut), "[\"family\", \"elastic\", \"inOut\"]"),
      (.spring(spring, duration: 5), "[\"spring\", 2, 50, 40, 3, 5]"),
      (.reversed(.steps(2, .jumpEnd)), "[\"reversed\", [\"steps\", 2, \"jump-end\"]]"),
    ]
    for (easing, expected) in cases {
      XCTAssertEqual(WAAPIChanges.curve(easing), expected)
    }
  }
}
