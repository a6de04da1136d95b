import MotionRuntime
import XCTest

/// What plays on a ``MotionStage`` do around a cut: completion, markers, waits, `.queue` and
/// `.replace`, and reading values without allocating.
final class StagePlayTests: XCTestCase {
  private let markers = [
    Marker(name: "early", element: "card", start: 200 * millisecond, end: 200 * millisecond),
    Marker(name: "late", element: "card", start: 800 * millisecond, end: 800 * millisecond),
  ]

  func testTheInterruptedPlayCompletesUnfinishedAndFiresNoMarkerAfterTheCut() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    var fired: [String] = []
    var completions: [String] = []
    stage.onMarker = { _, marker, edge in fired.append("\(marker.name) \(edge)") }
    let old = stage.prepare(
      StageFixtures.move(from: 0, to: 100, easing: .linear, markers: markers))
    let new = stage.prepare(StageFixtures.move(from: 0, to: 0, easing: .linear))
    stage.play(old) { completions.append("old \($0)") }
    clock.advance(by: .milliseconds(500))
    XCTAssertEqual(StageFixtures.x(stage), 50)
    stage.play(new) { completions.append("new \($0)") }
    XCTAssertEqual(completions, [])
    clock.advance(by: .milliseconds(16))
    XCTAssertEqual(completions, ["old false"])
    clock.advance(by: .milliseconds(2000))
    XCTAssertEqual(fired, ["early start", "early end"])
    XCTAssertEqual(completions, ["old false", "new true"])
    XCTAssertEqual(StageFixtures.x(stage), 0)
    XCTAssertEqual(stage.velocity(of: .moveX, on: "card"), 0)
  }

  func testAPlayThatKeepsSomePropertiesPlaysThemOnAndCompletesUnfinished() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    var completions: [String] = []
    let both = stage.prepare(
      MotionTrack(
        timeline: Timeline(
          duration: second,
          elements: [
            ElementTimeline(name: "card", tracks: [Self.linear(.moveX), Self.linear(.moveY)])
          ])))
    let onlyX = stage.prepare(StageFixtures.move(from: 0, to: -10, easing: .linear))
    stage.play(both) { completions.append("both \($0)") }
    clock.advance(by: .milliseconds(250))
    stage.play(onlyX) { completions.append("x \($0)") }
    clock.advance(by: .milliseconds(500))
    XCTAssertEqual(stage.value(of: .moveY, on: "card"), .number(75))
    XCTAssertEqual(completions, [])
    clock.advance(by: .milliseconds(500))
    XCTAssertEqual(completions, ["both false", "x true"])
    XCTAssertEqual(stage.value(of: .moveY, on: "card"), .number(100))
  }

  private static func linear(_ property: Property) -> PropertyTrack {
    PropertyTrack(
      property: property, initial: .number(0),
      segments: [
        Segment(start: 0, end: second, from: .number(0), to: .number(100), easing: .linear)
      ])
  }

  func testACutDuringTheOldWaitStartsFromTheHeldValueAtRest() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let old = stage.prepare(
      StageFixtures.move(from: 10, to: 100, easing: .linear, wait: 500 * millisecond))
    let spring = StageFixtures.springs[0].1
    let new = stage.prepare(
      StageFixtures.move(
        from: 0, to: 50, easing: .spring(spring, duration: StageFixtures.settling(spring))))
    stage.play(old)
    clock.advance(by: .milliseconds(200))
    XCTAssertEqual(StageFixtures.x(stage), 10)
    XCTAssertEqual(stage.velocity(of: .moveX, on: "card"), 0)
    stage.play(new)
    clock.advance(by: .milliseconds(100))
    // From 10 at rest toward 50: 10 + 40 × the spring's own 0 → 1 move.
    XCTAssertEqual(
      StageFixtures.x(stage), 10 + 40 * spring.value(atSeconds: 0.1), accuracy: 1e-12)
  }

  func testASpringAfterTheNewTracksWaitStartsFromRest() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    stage.play(stage.prepare(StageFixtures.move(from: 0, to: 100, easing: .linear)))
    clock.advance(by: .milliseconds(400))
    let spring = StageFixtures.springs[0].1
    stage.play(
      stage.prepare(
        StageFixtures.move(
          from: 0, to: 0, easing: .spring(spring, duration: StageFixtures.settling(spring)),
          wait: 300 * millisecond)))
    clock.advance(by: .milliseconds(200))
    XCTAssertEqual(StageFixtures.x(stage), 40)
    clock.advance(by: .milliseconds(200))
    // 0.1 s into the spring, from 40 at rest (not at the old 100 per second) toward 0.
    XCTAssertEqual(
      StageFixtures.x(stage), 40 - 40 * spring.value(atSeconds: 0.1), accuracy: 1e-12)
  }

  func testTheNewTrackHoldsTheCutValueUntilItsFirstChange() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    stage.play(stage.prepare(StageFixtures.move(from: 0, to: 100, easing: .linear)))
    clock.advance(by: .milliseconds(400))
    stage.play(
      stage.prepare(
        StageFixtures.move(
          from: 0, to: 0, easing: .linear, wait: 300 * millisecond,
          length: 500 * millisecond)))
    clock.advance(by: .milliseconds(200))
    XCTAssertEqual(StageFixtures.x(stage), 40)
    XCTAssertEqual(stage.velocity(of: .moveX, on: "card"), 0)
    clock.advance(by: .milliseconds(350))
    XCTAssertEqual(StageFixtures.x(stage), 40 + (0 - 40) * 0.5)
    XCTAssertEqual(stage.velocity(of: .moveX, on: "card"), -80)
  }

  func testQueueWaitsForRestAndReplaceJumps() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let old = stage.prepare(StageFixtures.move(from: 0, to: 100, easing: .linear))
    let new = stage.prepare(StageFixtures.move(from: 0, to: 0, easing: .linear))
    var completions: [String] = []
    stage.play(old) { completions.append("old \($0)") }
    clock.advance(by: .milliseconds(300))
    stage.play(new, handoff: .queue) { completions.append("new \($0)") }
    clock.advance(by: .milliseconds(300))
    XCTAssertEqual(StageFixtures.x(stage), 60)
    clock.advance(by: .milliseconds(400))  // 1.0 s: the old play ends, the queued one starts
    XCTAssertEqual(completions, ["old true"])
    clock.advance(by: .milliseconds(250))
    XCTAssertEqual(StageFixtures.x(stage), 75)
    clock.advance(by: .milliseconds(750))
    XCTAssertEqual(completions, ["old true", "new true"])

    stage.play(old)
    clock.advance(by: .milliseconds(500))
    stage.play(
      stage.prepare(StageFixtures.move(from: 20, to: 30, easing: .linear)), handoff: .replace)
    XCTAssertEqual(StageFixtures.x(stage), 20)
    clock.advance(by: .milliseconds(500))
    XCTAssertEqual(StageFixtures.x(stage), 25)
  }

  func testCancelRestsWhereItIs() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    var completions: [Bool] = []
    let play = stage.play(stage.prepare(StageFixtures.move(from: 0, to: 100, easing: .linear))) {
      completions.append($0)
    }
    clock.advance(by: .milliseconds(300))
    XCTAssertTrue(stage.isUnderWay(play))
    stage.cancel(play)
    stage.cancel(play)
    XCTAssertEqual(completions, [false])
    XCTAssertFalse(stage.isUnderWay(play))
    clock.advance(by: .milliseconds(300))
    XCTAssertEqual(StageFixtures.x(stage), 30)
    XCTAssertNil(stage.value(of: .moveX, on: "nobody"))
    XCTAssertNil(stage.velocity(of: .color, on: "card"))
  }

  func testAColorStartsFromTheCurrentColor() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)
    func fade(_ from: RGBA, _ to: RGBA) -> MotionTrack {
      MotionTrack(
        timeline: Timeline(
          duration: second,
          elements: [
            ElementTimeline(
              name: "card",
              tracks: [
                PropertyTrack(
                  property: .background, initial: .color(from),
                  segments: [
                    Segment(
                      start: 0, end: second, from: .color(from), to: .color(to), easing: .linear)
                  ])
              ])
          ]))
    }
    stage.play(stage.prepare(fade(red, blue)))
    clock.advance(by: .milliseconds(500))
    guard case .color(let middle) = stage.value(of: .background, on: "card") else {
      return XCTFail("a color")
    }
    stage.play(stage.prepare(fade(blue, red)))
    clock.advance(by: .milliseconds(250))
    XCTAssertEqual(
      stage.value(of: .background, on: "card"), .color(middle.mixed(with: red, amount: 0.25)))
  }

  func testOnFrameFollowsEveryTickWhileAPlayIsUnderWayAndTheOneThatEndsIt() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    var frames: [Double] = []
    stage.onFrame = { frames.append(StageFixtures.x($0)) }
    let move = stage.prepare(StageFixtures.move(from: 0, to: 100, easing: .linear))
    clock.advance(by: .milliseconds(100))
    XCTAssertEqual(frames, [], "nothing under way: the stage is not stepped")
    stage.play(move)
    for _ in 0..<4 { clock.advance(by: .milliseconds(250)) }
    clock.advance(by: .milliseconds(250))
    XCTAssertEqual(frames, [25, 50, 75, 100])
  }

  func testAPlayStartedInOnFrameKeepsTheStageOnTheClockOnce() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let there = stage.prepare(StageFixtures.move(from: 0, to: 100, easing: .linear))
    let back = stage.prepare(StageFixtures.move(from: 100, to: 0, easing: .linear))
    var frames = 0
    var playedBack = false
    stage.onFrame = { stage in
      frames += 1
      if StageFixtures.x(stage) == 100 && !playedBack {
        playedBack = true
        stage.play(back)
      }
    }
    stage.play(there)
    clock.advance(by: .seconds(1))
    XCTAssertEqual(frames, 1)
    clock.advance(by: .milliseconds(500))
    XCTAssertEqual(frames, 2, "stepped once a tick, not twice")
    XCTAssertEqual(StageFixtures.x(stage), 50)
  }
}
