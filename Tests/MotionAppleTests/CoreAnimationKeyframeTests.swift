import MotionApple
import MotionRuntime
import XCTest

/// The shape of the Core Animation data: key paths, units, jumps, discrete runs, loops.
final class CoreAnimationKeyframeTests: XCTestCase {
  private let second: Tick = 1_000_000_000

  private func timeline(_ track: PropertyTrack, duration: Tick, endless: Bool = false) -> Timeline {
    Timeline(
      duration: duration, elements: [ElementTimeline(name: "card", tracks: [track])],
      isEndless: endless)
  }

  func testKeyPathsAndUnits() {
    XCTAssertEqual(
      Property.allCases.map(CoreAnimationExport.keyPath(of:)),
      [
        "transform.translation.x", "transform.translation.y", "transform.scale.x",
        "transform.scale.y", "transform.rotation.z", "opacity", "foregroundColor",
        "backgroundColor", "bounds.size.width", "bounds.size.height", "cornerRadius",
        "filters.gaussianBlur.inputRadius",
      ])
    XCTAssertEqual(
      CoreAnimationExport.coreAnimationValue(.number(180), of: .rotate), .number(.pi))
    XCTAssertEqual(CoreAnimationExport.coreAnimationValue(.number(180), of: .moveX), .number(180))
  }

  func testAChangeAfterAHoldWithABezierCurve() throws {
    let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    let track = PropertyTrack(
      property: .rotate, initial: .number(0),
      segments: [
        Segment(
          start: second / 2, end: second, from: .number(0), to: .number(90),
          easing: .cubicBezier(easeOut))
      ])
    let animations = CoreAnimationExport.animations(
      of: track, in: timeline(track, duration: 2 * second))
    let animation = try XCTUnwrap(animations.first)
    XCTAssertEqual(animations.count, 1)
    XCTAssertEqual(animation.calculationMode, .linear)
    XCTAssertEqual(animation.keyPath, "transform.rotation.z")
    XCTAssertEqual(animation.durationSeconds, 2)
    XCTAssertEqual(animation.keyTimes, [0, 0.25, 0.5, 1])
    XCTAssertEqual(animation.values, [.number(0), .number(0), .number(.pi / 2), .number(.pi / 2)])
    XCTAssertEqual(
      animation.timingFunctions,
      [.linear, .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1), .linear])
  }

  func testJumpsAndHoldsAloneAreADiscreteRun() throws {
    let track = PropertyTrack(
      property: .opacity, initial: .number(1),
      segments: [
        Segment(start: second, end: second, from: .number(1), to: .number(0), easing: .linear),
        Segment(start: second, end: second, from: .number(0), to: .number(0.5), easing: .linear),
        Segment(
          start: 3 * second, end: 3 * second, from: .number(0.5), to: .number(1), easing: .linear),
      ])
    let animation = try XCTUnwrap(
      CoreAnimationExport.animations(of: track, in: timeline(track, duration: 4 * second)).first)
    XCTAssertEqual(animation.calculationMode, .discrete)
    XCTAssertEqual(animation.keyTimes, [0, 0.25, 0.75, 1])
    XCTAssertEqual(animation.values, [.number(1), .number(0.5), .number(1)])
    XCTAssertEqual(animation.timingFunctions, [])
  }

  func testStepsJumpAtTheirExactTicks() throws {
    // steps(3) over 1 s: jumps at the first ticks at or after 1/3 and 2/3 of a second.
    let track = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(
          start: 0, end: second, from: .number(0), to: .number(30), easing: .steps(3, .jumpEnd))
      ])
    let animation = try XCTUnwrap(
      CoreAnimationExport.animations(of: track, in: timeline(track, duration: second)).first)
    XCTAssertEqual(animation.calculationMode, .discrete)
    XCTAssertEqual(animation.keyframes.map(\.time), [0, 333_333_334, 666_666_667, second, second])
    XCTAssertEqual(animation.values, [.number(0), .number(10), .number(20), .number(30)])
  }

  func testALoopRepeatsItsCycleFromItsEnd() throws {
    let track = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(start: second, end: 2 * second, from: .number(0), to: .number(10), easing: .linear)
      ], loop: try XCTUnwrap(TrackLoop(start: second, end: 3 * second)))
    let animations = CoreAnimationExport.animations(
      of: track, in: timeline(track, duration: 3 * second, endless: true))
    XCTAssertEqual(animations.count, 2)
    let once = animations[0]
    let cycle = animations[1]
    XCTAssertFalse(once.repeatsForever)
    XCTAssertEqual(once.duration, 3 * second)
    XCTAssertEqual(once.keyTimes.count, once.values.count)
    XCTAssertTrue(cycle.repeatsForever)
    XCTAssertEqual(cycle.beginTime, 3 * second)
    XCTAssertEqual(cycle.duration, 2 * second)
    XCTAssertEqual(cycle.keyTimes, [0, 0.5, 1])
    XCTAssertEqual(cycle.values, [.number(0), .number(10), .number(10)])
    XCTAssertEqual(
      CoreAnimationExport.animations(of: timeline(track, duration: 0), element: "x"), [])
  }

  func testTranslucentColorsAreBakedAndOpaqueOnesAreNot() throws {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)
    let opaque = PropertyTrack(
      property: .background, initial: .color(red),
      segments: [
        Segment(start: 0, end: second, from: .color(red), to: .color(blue), easing: .linear)
      ])
    let clear = RGBA(red: 0, green: 0, blue: 1, alpha: 0)
    let translucent = PropertyTrack(
      property: .background, initial: .color(red),
      segments: [
        Segment(start: 0, end: second, from: .color(red), to: .color(clear), easing: .linear)
      ])
    XCTAssertEqual(
      CoreAnimationExport.animations(of: opaque, in: timeline(opaque, duration: second)).first?
        .keyframes.count, 2)
    let baked = try XCTUnwrap(
      CoreAnimationExport.animations(of: translucent, in: timeline(translucent, duration: second))
        .first)
    // The start, a frame every 8,333,333 ticks (120 of them before the end), and the end.
    XCTAssertEqual(baked.keyframes.count, 122)
    XCTAssertEqual(baked.keyframes[1].time, 8_333_333)
    XCTAssertEqual(
      baked.keyframes[60].value, translucent.value(at: SampleTime(tick: baked.keyframes[60].time)))
  }
}
