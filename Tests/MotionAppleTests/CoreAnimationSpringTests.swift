import Foundation
import MotionApple
import MotionRuntime
import XCTest

/// A handed-off spring as `CASpringAnimation` data: the initial velocity in the animation's
/// units (the velocity over the distance), the distance-0 case as two additive springs, and the
/// motion Core Animation would play equal to the stage's.
final class CoreAnimationSpringTests: XCTestCase {
  private let second: Tick = 1_000_000_000

  private func spring(damping: Double = 10) throws -> Spring {
    try Spring(mass: 1, stiffness: 100, damping: damping)
  }

  func testTheInitialVelocityIsTheVelocityOverTheDistance() throws {
    let springs = CoreAnimationExport.handoffSprings(
      try spring(), property: .moveX, from: 10, velocity: 250, to: 110)
    XCTAssertEqual(springs.count, 1)
    let animation = try XCTUnwrap(springs.first)
    XCTAssertEqual(animation.keyPath, "transform.translation.x")
    XCTAssertEqual(animation.fromValue, 10)
    XCTAssertEqual(animation.toValue, 110)
    XCTAssertEqual(animation.initialVelocity, 2.5)
    XCTAssertFalse(animation.isAdditive)
    XCTAssertEqual([animation.mass, animation.stiffness, animation.damping], [1, 100, 10])
    // Moving away from the target is a negative initial velocity.
    XCTAssertEqual(
      CoreAnimationExport.handoffSprings(
        try spring(), property: .opacity, from: 0.5, velocity: 2, to: 0
      ).first?.initialVelocity, -4)
  }

  func testARotationIsInRadiansWithTheSameInitialVelocity() throws {
    let animation = try XCTUnwrap(
      CoreAnimationExport.handoffSprings(
        try spring(), property: .rotate, from: 90, velocity: -180, to: 0
      ).first)
    XCTAssertEqual(animation.fromValue, 90 * .pi / 180)
    XCTAssertEqual(animation.toValue, 0)
    XCTAssertEqual(animation.initialVelocity, 2)
  }

  func testNoDistanceIsTwoAdditiveSpringsAndNoMotionIsNone() throws {
    // ω₀ = 10 per second, so the velocity carries the spring 300 / 10 = 30 points.
    let springs = CoreAnimationExport.handoffSprings(
      try spring(), property: .moveY, from: 50, velocity: 300, to: 50)
    XCTAssertEqual(springs.map(\.fromValue), [30, -30])
    XCTAssertEqual(springs.map(\.toValue), [0, 0])
    XCTAssertEqual(springs.map(\.initialVelocity), [-10, 0])
    XCTAssertEqual(springs.map(\.isAdditive), [true, true])
    XCTAssertEqual(
      CoreAnimationExport.handoffSprings(
        try spring(), property: .moveY, from: 50, velocity: 0, to: 50), [])
  }

  /// The layer's value `t` seconds in, as Core Animation computes it: the model value `target`
  /// (under additive animations only), plus each animation's `from + (to − from) · p(t)`, `p`
  /// the 0 → 1 move of the spring with the animation's initial velocity.
  private func coreAnimationValue(
    _ springs: [CoreAnimationSpring], target: Double, atSeconds t: Double
  ) throws -> Double {
    var value = springs.allSatisfy(\.isAdditive) ? target : 0
    for animation in springs {
      let unit = try Spring(
        mass: animation.mass, stiffness: animation.stiffness, damping: animation.damping,
        velocity: animation.initialVelocity)
      value +=
        animation.fromValue + (animation.toValue - animation.fromValue)
        * unit.value(atSeconds: t)
    }
    return value
  }

  /// `card.moveX` from `from` to `to` along `easing` over `length`.
  private func move(from: Double, to: Double, easing: Easing, length: Tick) -> MotionTrack {
    let track = PropertyTrack(
      property: .moveX, initial: .number(from),
      segments: [
        Segment(start: 0, end: length, from: .number(from), to: .number(to), easing: easing)
      ])
    return MotionTrack(
      timeline: Timeline(
        duration: length, elements: [ElementTimeline(name: "card", tracks: [track])]))
  }

  func testCoreAnimationPlaysWhatTheStagePlaysAfterTheHandoff() throws {
    for damping in [10.0, 20, 40] {
      for target in [40.0, 50] {  // 50: where the card is at the cut, moving at 100 a second
        let spring = try spring(damping: damping)
        let settling = try XCTUnwrap(spring.settlingTime)
        let length = try XCTUnwrap(Ticks.from(seconds: settling))
        let clock = ManualClock()
        let stage = MotionStage(clock: clock)
        let slide = stage.prepare(move(from: 0, to: 100, easing: .linear, length: second))
        let springBack = stage.prepare(
          move(
            from: 0, to: target, easing: .spring(spring, duration: Ticks.seconds(length)),
            length: length))
        stage.play(slide)
        clock.advance(by: .milliseconds(500))
        let springs = CoreAnimationExport.handoffSprings(
          spring, property: .moveX, on: "card", in: stage, to: target)
        XCTAssertEqual(springs.count, target == 50 ? 2 : 1)
        stage.play(springBack)
        for step in 0...50 {
          let t = Double(step) * 0.01
          let onStage = try XCTUnwrap(stage.value(of: .moveX, on: "card")?.number)
          XCTAssertEqual(
            try coreAnimationValue(springs, target: target, atSeconds: t), onStage,
            accuracy: 1e-9 * 100, "damping \(damping), target \(target), at \(t) s")
          clock.advance(by: .milliseconds(10))
        }
      }
    }
  }

  func testTheDurationIsTheStagesSettlingRule() throws {
    let spring = try spring()
    let animation = try XCTUnwrap(
      CoreAnimationExport.handoffSprings(spring, property: .moveX, from: 0, velocity: 0, to: 100)
        .first)
    XCTAssertEqual(animation.durationSeconds, spring.settlingTime)
  }

  func testATimelinesSpringsStartFromTheStageAsARetargetingPlayWould() throws {
    let spring = try spring()
    let length = try XCTUnwrap(Ticks.from(seconds: try XCTUnwrap(spring.settlingTime)))
    func change(_ property: Property, from: Double, to: Double, easing: Easing, initial: Double)
      -> PropertyTrack
    {
      PropertyTrack(
        property: property, initial: .number(initial),
        segments: [
          Segment(start: 0, end: length, from: .number(from), to: .number(to), easing: easing)
        ])
    }
    let springing = Easing.spring(spring, duration: Ticks.seconds(length))
    let release = Timeline(
      duration: length,
      elements: [
        ElementTimeline(
          name: "button",
          tracks: [
            change(.scaleX, from: 0.5, to: 1, easing: springing, initial: 0.5),
            change(.scaleY, from: 0.5, to: 1, easing: springing, initial: 0.5),
            change(.opacity, from: 0.5, to: 1, easing: .linear, initial: 0.5),  // not a spring
            change(.moveX, from: 10, to: 0, easing: springing, initial: 0),  // its own `from`
          ])
      ])
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let pressing = PropertyTrack(
      property: .scaleX, initial: .number(1),
      segments: [
        Segment(start: 0, end: second, from: .number(1), to: .number(0.5), easing: .linear)
      ])
    stage.play(
      stage.prepare(
        MotionTrack(
          timeline: Timeline(
            duration: second,
            elements: [ElementTimeline(name: "button", tracks: [pressing])]))))
    clock.advance(by: .milliseconds(250))
    let springs = CoreAnimationExport.handoffSprings(of: release, element: "button", in: stage)
    // scaleX is at 0.875 moving at −0.5 a second: −0.5 / (1 − 0.875) = −4. scaleY is at rest
    // at 1, its target: nothing moves it.
    XCTAssertEqual(springs.map(\.property), [.scaleX])
    XCTAssertEqual(springs.map(\.fromValue), [0.875])
    XCTAssertEqual(springs.map(\.toValue), [1])
    XCTAssertEqual(springs.map(\.initialVelocity), [-4])
    XCTAssertEqual(
      CoreAnimationExport.handoffSprings(of: release, element: "nowhere", in: stage), [])
  }
}
