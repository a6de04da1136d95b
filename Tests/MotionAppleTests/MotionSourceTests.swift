import MotionApple
import MotionRuntime
import XCTest

/// What the adapters read from a stage: an element's values where its play has them, handed
/// off when a new play takes over, and a frame callback after each tick.
final class MotionSourceTests: XCTestCase {
  private let second: Tick = 1_000_000_000

  /// `element.scaleX` from `from` to `to` along `easing` over `length` (a spring's own length).
  private func scale(
    _ element: String, from: Double, to: Double, easing: Easing, length: Tick
  ) -> MotionTrack {
    MotionTrack(
      timeline: Timeline(
        duration: length,
        elements: [
          ElementTimeline(
            name: element,
            tracks: [
              PropertyTrack(
                property: .scaleX, initial: .number(from),
                segments: [
                  Segment(
                    start: 0, end: length, from: .number(from), to: .number(to), easing: easing)
                ])
            ])
        ]))
  }

  func testTheStyleOnAStageIsTheStagesValueAndHandsOff() throws {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let spring = try Spring(mass: 1, stiffness: 400, damping: 20)
    let settling = try XCTUnwrap(spring.settlingTime)
    let press = stage.prepare(scale("button", from: 1, to: 0.5, easing: .linear, length: second))
    let release = stage.prepare(
      scale(
        "button", from: 0.5, to: 1, easing: .spring(spring, duration: settling),
        length: try XCTUnwrap(Ticks.from(seconds: settling))))
    let source = MotionSource.stage(stage)
    XCTAssertEqual(source.style(of: "button"), ElementStyle(), "at rest with its defaults")
    XCTAssertEqual(source.style(of: "nowhere"), ElementStyle())
    stage.play(press)
    clock.advance(by: .milliseconds(250))
    XCTAssertEqual(source.style(of: "button").scaleX, 0.875)
    // Released a quarter of the way: the spring starts at 0.875, moving down at 0.5 per second.
    stage.play(release)
    XCTAssertEqual(source.style(of: "button").scaleX, 0.875)
    XCTAssertEqual(stage.velocity(of: .scaleX, on: "button"), -0.5)
    clock.advance(by: .milliseconds(10))
    let style = source.style(of: "button")
    XCTAssertEqual(style.scaleX, stage.value(of: .scaleX, on: "button")?.number)
    XCTAssertLessThan(style.scaleX, 0.875, "carried on down by the press's speed")
    XCTAssertEqual(style.scaleY, 1)
    XCTAssertNil(style.width, "a property without a default that nothing set is the view's own")
    clock.advance(by: .seconds(2))
    XCTAssertEqual(source.style(of: "button").scaleX, 1)
  }

  func testTheSourceCallsBackAfterEachFrameOfAStageOrAPlayer() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let track = scale("card", from: 0, to: 1, easing: .linear, length: second)
    var stageFrames: [Double] = []
    let onStage = MotionSource.stage(stage)
    onStage.onFrame { stageFrames.append(onStage.style(of: "card").scaleX) }
    stage.play(stage.prepare(track))
    let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
    var playerFrames: [Double] = []
    let ofPlayer = MotionSource.player(player)
    ofPlayer.onFrame { playerFrames.append(ofPlayer.style(of: "card").scaleX) }
    player.play()
    clock.advance(by: .milliseconds(500))
    clock.advance(by: .milliseconds(500))
    XCTAssertEqual(stageFrames, [0.5, 1])
    XCTAssertEqual(playerFrames, [0.5, 1])
  }
}
