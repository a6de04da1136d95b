import Foundation
import MotionApple
import MotionRuntime
import XCTest

/// What the appliers set: an element's values from a player's frame, and one transform.
final class ElementStyleTests: XCTestCase {
  func testTheStyleOfAnElementFromAPlayer() throws {
    let second: Tick = 1_000_000_000
    let tracks = [
      PropertyTrack(
        property: .moveX, initial: .number(0),
        segments: [
          Segment(start: 0, end: second, from: .number(0), to: .number(100), easing: .linear)
        ]),
      PropertyTrack(property: .rotate, initial: .number(90)),
      PropertyTrack(property: .background, initial: .color(RGBA(red: 1, green: 0, blue: 0))),
      PropertyTrack(property: .width, initial: .number(40)),
    ]
    let track = MotionTrack(
      timeline: Timeline(
        duration: second, elements: [ElementTimeline(name: "card", tracks: tracks)]))
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
      player.play()
      clock.advance(by: .milliseconds(250))
      let style = ElementStyle(frame: player.frame, element: "card")
      XCTAssertEqual(style.offsetX, 25)
      XCTAssertEqual(style.offsetY, 0)
      XCTAssertEqual(style.scaleX, 1)
      XCTAssertEqual(style.rotation, 90)
      XCTAssertEqual(style.opacity, 1)
      XCTAssertEqual(style.background, RGBA(red: 1, green: 0, blue: 0))
      XCTAssertNil(style.color)
      XCTAssertEqual(style.width, 40)
      XCTAssertNil(style.height)
      XCTAssertNil(style.cornerRadius)
      XCTAssertEqual(
        style,
        ElementStyle(
          timeline: track.timeline, element: "card", at: SampleTime(tick: second / 4)))
      XCTAssertEqual(ElementStyle(frame: player.frame, element: "nothing"), ElementStyle())
    }
  }

  func testTheTransformScalesThenRotatesThenMoves() {
    var style = ElementStyle()
    style.offsetX = 10
    style.offsetY = 20
    style.scaleX = 2
    style.scaleY = 3
    style.rotation = 90
    let transform = style.transform
    // (1, 0) → scaled (2, 0) → rotated clockwise on a y-down screen (0, 2) → moved (10, 22).
    let point = transform.apply(x: 1, y: 0)
    XCTAssertEqual(point.x, 10, accuracy: 1e-12)
    XCTAssertEqual(point.y, 22, accuracy: 1e-12)
    let other = transform.apply(x: 0, y: 1)
    XCTAssertEqual(other.x, 7, accuracy: 1e-12)
    XCTAssertEqual(other.y, 20, accuracy: 1e-12)
    XCTAssertEqual(
      ElementStyle().transform, AffineTransform(a: 1, b: 0, c: -0.0, d: 1, tx: 0, ty: 0))
  }
}
