import MotionRuntime
import XCTest

/// Every curve interrupted by every other on a ``MotionStage`` under a ``ManualClock``: the
/// value is continuous at the cut (exactly: the first sample after it is the new curve started
/// from the sampled value), and a spring taking over keeps the velocity.
final class StageHandoffTests: XCTestCase {
  /// Where the old change is cut, as fractions of its length.
  private static let cuts = [0.1, 0.37, 0.75]

  func testEveryCurveStartsFromTheValueItInterrupts() {
    let easings = StageFixtures.easings
    for (oldName, old) in easings {
      for (newName, new) in easings {
        for cut in Self.cuts {
          assertValueContinuity(old: old, new: new, cut: cut, "\(oldName) → \(newName) @\(cut)")
        }
      }
    }
  }

  private func assertValueContinuity(old: Easing, new: Easing, cut: Double, _ label: String) {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let oldTrack = StageFixtures.move(from: 0, to: 100, easing: old)
    let newTrack = StageFixtures.move(from: 0, to: -50, easing: new, length: 600 * millisecond)
    let oldLength = oldTrack.timeline.duration
    stage.play(stage.prepare(oldTrack))
    let cutTick = Tick((Double(oldLength) * cut).rounded())
    clock.advance(to: .nanoseconds(cutTick))
    let sampled = StageFixtures.x(stage)
    let velocityBefore = stage.velocity(of: .moveX, on: "card") ?? .nan
    XCTAssertEqual(
      sampled,
      oldTrack.timeline.track(element: "card", property: .moveX)?
        .value(at: SampleTime(tick: cutTick)).number, label)
    stage.play(stage.prepare(newTrack))
    XCTAssertEqual(StageFixtures.x(stage), sampled, "the value at the cut: " + label)
    let step = 16 * millisecond
    clock.advance(by: .nanoseconds(step))
    let after = StageFixtures.x(stage)
    if case .spring(let spring, _) = new {
      // The same spring as a 0 → 1 move from the sampled value, its velocity in progress units
      // (the change is −50 − sampled): the closed form the compiler plays, scaled.
      let velocity = velocityBefore / (-50 - sampled)
      let unit = try? Spring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        velocity: velocity)
      let progress = unit?.value(atSeconds: Ticks.seconds(step)) ?? .nan
      XCTAssertEqual(after, sampled + (-50 - sampled) * progress, accuracy: 1e-9, label)
    } else {
      let length = newTrack.timeline.duration
      let eased = new.value(elapsed: SampleTime(tick: step), length: length)
      XCTAssertEqual(after, sampled + (-50 - sampled) * eased, "after the cut: " + label)
    }
  }

  /// Second-order one-sided differences either side of the cut, `h` = 10 µs.
  func testSpringsKeepTheVelocity() {
    let easings = StageFixtures.easings
    for (oldName, old) in easings where !Self.hasJump(old) {
      for (springName, spring) in StageFixtures.springs {
        for cut in Self.cuts {
          for target in [-50.0, nil] {
            assertVelocityContinuity(
              old: old, spring: spring, cut: cut, target: target,
              "\(oldName) → spring \(springName) @\(cut) to \(target.map { "\($0)" } ?? "current")")
          }
        }
      }
    }
  }

  /// Steps and curves with corners near the cuts are left out of the velocity test: their
  /// velocity is not defined at every instant (the value test covers them).
  private static func hasJump(_ easing: Easing) -> Bool {
    switch easing {
    case .steps, .piecewiseLinear: return true
    case .family(.bounce, _), .family(_, .inOut): return true
    case .linear, .cubicBezier, .family, .spring, .reversed: return false
    }
  }

  private func assertVelocityContinuity(
    old: Easing, spring: Spring, cut: Double, target: Double?, _ label: String
  ) {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let oldTrack = StageFixtures.move(from: 0, to: 100, easing: old)
    stage.play(stage.prepare(oldTrack))
    let h: Tick = 10_000
    let cutTick = Tick((Double(oldTrack.timeline.duration) * cut).rounded())
    var before: [Double] = []
    for tick in [cutTick - 2 * h, cutTick - h, cutTick] {
      clock.advance(to: .nanoseconds(tick))
      before.append(StageFixtures.x(stage))
    }
    let velocity = stage.velocity(of: .moveX, on: "card") ?? .nan
    let goal = target ?? before[2]
    let springing = Easing.spring(spring, duration: StageFixtures.settling(spring))
    let newTrack = StageFixtures.move(from: 0, to: goal, easing: springing)
    stage.play(stage.prepare(newTrack))
    XCTAssertEqual(stage.velocity(of: .moveX, on: "card"), velocity, label)
    var after = [before[2]]
    for tick in [cutTick + h, cutTick + 2 * h] {
      clock.advance(to: .nanoseconds(tick))
      after.append(StageFixtures.x(stage))
    }
    let seconds = Ticks.seconds(h)
    let left = (3 * before[2] - 4 * before[1] + before[0]) / (2 * seconds)
    let right = (-3 * after[0] + 4 * after[1] - after[2]) / (2 * seconds)
    // 1e-6 of the change (100) per second.
    XCTAssertEqual(left, right, accuracy: 1e-4, label)
    XCTAssertEqual(left, velocity, accuracy: 1e-4, "the stage's velocity: " + label)
  }

  /// The stage's velocity is the curve's exact derivative: central differences agree.
  func testVelocityIsTheDerivativeOfEveryCurve() {
    for (name, easing) in StageFixtures.easings {
      if case .steps = easing { continue }
      let clock = ManualClock()
      let stage = MotionStage(clock: clock)
      let track = StageFixtures.move(from: 0, to: 100, easing: easing)
      stage.play(stage.prepare(track))
      let length = Double(track.timeline.duration)
      for fraction in [0.13, 0.41, 0.66, 0.89] {
        let tick = Tick(length * fraction)
        let h: Tick = 1_000
        clock.advance(to: .nanoseconds(tick - h))
        let low = StageFixtures.x(stage)
        clock.advance(to: .nanoseconds(tick))
        let velocity = stage.velocity(of: .moveX, on: "card") ?? .nan
        clock.advance(to: .nanoseconds(tick + h))
        let high = StageFixtures.x(stage)
        let difference = (high - low) / (2 * Ticks.seconds(h))
        XCTAssertEqual(velocity, difference, accuracy: 1e-3 * max(1, abs(velocity)), name)
      }
    }
  }

  func testStepsHaveNoVelocity() {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    stage.play(stage.prepare(StageFixtures.move(from: 0, to: 100, easing: .steps(4, .jumpEnd))))
    clock.advance(by: .milliseconds(300))
    XCTAssertEqual(stage.velocity(of: .moveX, on: "card"), 0)
    XCTAssertEqual(StageFixtures.x(stage), 25)
  }
}
