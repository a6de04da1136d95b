import Foundation
import MotionApple
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// The interruptible app example of docs/apps.md (docs/examples/): the page quotes its files
/// as they are, and its motions hand off on a stage as the page says. (scripts/apple-typecheck
/// type-checks its SwiftUI.)
final class AppExampleTests: XCTestCase {
  private let folder = "docs/examples"

  private func text(_ path: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The example's `name.motion`, compiled.
  private func track(_ name: String) throws -> MotionTrack {
    let path = "\(folder)/\(name).motion"
    let result = Compiler.compile(SourceFile(path: path, text: try text(path)))
    XCTAssertEqual(result.diagnostics.count, 0, result.rendered)
    return try XCTUnwrap(result.track, result.rendered)
  }

  func testTheDocsQuoteEveryFileOfTheExample() throws {
    let page = try text("docs/apps.md")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent(folder).path
    ).sorted()
    XCTAssertEqual(
      names,
      [
        "InterruptibleMotion.swift", "dismiss.motion", "present.motion", "press.motion",
        "release.motion",
      ])
    for name in names {
      let language = name.hasSuffix(".swift") ? "swift" : "motion"
      let quoted = "```\(language)\n" + (try text("\(folder)/\(name)")) + "```\n"
      XCTAssertTrue(page.contains(quoted), "docs/apps.md does not quote \(folder)/\(name) as it is")
    }
  }

  func testTheReleaseSpringsBackFromWhereThePressLeftItAtItsSpeed() throws {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let press = stage.prepare(try track("press"))
    let release = stage.prepare(try track("release"))
    stage.play(press)
    clock.advance(by: .milliseconds(50))  // released mid-squash
    let scale = try XCTUnwrap(stage.value(of: .scaleX, on: "button")?.number)
    let speed = try XCTUnwrap(stage.velocity(of: .scaleX, on: "button"))
    XCTAssertLessThan(scale, 1)
    XCTAssertGreaterThan(scale, 0.9)
    XCTAssertLessThan(speed, 0)
    var finished: [Bool] = []
    stage.play(release) { finished.append($0) }
    for property in [Property.scaleX, .scaleY] {
      XCTAssertEqual(stage.value(of: property, on: "button")?.number, scale)
      XCTAssertEqual(stage.velocity(of: property, on: "button"), speed)
    }
    clock.advance(by: .milliseconds(5))
    XCTAssertLessThan(
      try XCTUnwrap(stage.value(of: .scaleX, on: "button")?.number), scale,
      "carried on down for a moment by the press's speed")
    clock.advance(by: .seconds(2))
    XCTAssertEqual(finished, [true])
    XCTAssertEqual(MotionSource.stage(stage).style(of: "button").scaleX, 1)
  }

  func testASheetDismissedMidPresentationFallsFromWhereItIs() throws {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let present = stage.prepare(try track("present"))
    let dismiss = stage.prepare(try track("dismiss"))
    var completions: [String] = []
    stage.play(present) { completions.append("present \($0)") }
    XCTAssertEqual(stage.value(of: .moveY, on: "sheet"), .number(800), "from below the screen")
    clock.advance(by: .milliseconds(100))
    let y = try XCTUnwrap(stage.value(of: .moveY, on: "sheet")?.number)
    let rising = try XCTUnwrap(stage.velocity(of: .moveY, on: "sheet"))
    let dim = try XCTUnwrap(stage.value(of: .opacity, on: "backdrop")?.number)
    XCTAssertLessThan(rising, 0)
    stage.play(dismiss) { completions.append("dismiss \($0)") }
    XCTAssertEqual(stage.value(of: .moveY, on: "sheet")?.number, y)
    XCTAssertEqual(stage.velocity(of: .moveY, on: "sheet"), rising)
    XCTAssertEqual(stage.value(of: .opacity, on: "backdrop")?.number, dim)
    clock.advance(by: .milliseconds(10))
    XCTAssertEqual(completions, ["present false"])
    XCTAssertLessThan(
      try XCTUnwrap(stage.value(of: .moveY, on: "sheet")?.number), y,
      "carried on up for a moment at the speed it rose at")
    clock.advance(by: .seconds(2))
    XCTAssertEqual(completions, ["present false", "dismiss true"])
    XCTAssertEqual(stage.value(of: .moveY, on: "sheet"), .number(800))
    XCTAssertEqual(stage.value(of: .opacity, on: "backdrop"), .number(0))
  }

  func testShownAgainWhileItFallsTheSheetRisesFromThereAndTheDismissDoesNotFinish() throws {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let present = stage.prepare(try track("present"))
    let dismiss = stage.prepare(try track("dismiss"))
    var completions: [String] = []
    stage.play(present)
    clock.advance(by: .seconds(2))
    stage.play(dismiss) { completions.append("dismiss \($0)") }
    clock.advance(by: .milliseconds(100))
    let y = try XCTUnwrap(stage.value(of: .moveY, on: "sheet")?.number)
    XCTAssertGreaterThan(y, 0)
    XCTAssertLessThan(y, 800)
    stage.play(present) { completions.append("present \($0)") }
    XCTAssertEqual(stage.value(of: .moveY, on: "sheet")?.number, y, "no jump back to 800")
    clock.advance(by: .seconds(2))
    XCTAssertEqual(completions, ["dismiss false", "present true"])
    XCTAssertEqual(stage.value(of: .moveY, on: "sheet"), .number(0))
  }
}
