import MotionRuntime
import XCTest

/// Springs: the reference values in easing-facts.md, validation, the regimes' closed forms
/// meeting at critical damping, and the spring as an easing.
final class SpringTests: XCTestCase {
  func testCoreAnimationDefaults() throws {
    let spring = try Spring()
    XCTAssertEqual(spring.mass, 1)
    XCTAssertEqual(spring.stiffness, 100)
    XCTAssertEqual(spring.damping, 10)
    XCTAssertEqual(spring.initialVelocity, 0)
    XCTAssertEqual(spring.dampingRatio, 0.5)
  }

  func testSettlingTimesFromTheFacts() throws {
    // ≈ 1.2702 s for m 1, k 100, c 10; ≈ 5.0808 s for m 2, k 50, c 40, v 3.
    let first = try XCTUnwrap(try Spring(mass: 1, stiffness: 100, damping: 10).settlingTime)
    XCTAssertEqual(first, 1.2702, accuracy: 5e-5)
    let second = try XCTUnwrap(
      try Spring(mass: 2, stiffness: 50, damping: 40, velocity: 3).settlingTime)
    XCTAssertEqual(second, 5.0808, accuracy: 5e-5)
  }

  func testSettlingTimeIsTheLastCrossing() throws {
    for spring in [
      try Spring(), try Spring(mass: 2, stiffness: 50, damping: 40, velocity: 3),
      try Spring(mass: 1, stiffness: 100, damping: 20), try Spring(duration: 0.5, bounce: 0.3),
      try Spring(mass: 0.5, stiffness: 200, damping: 1, velocity: 10),
    ] {
      let settling = try XCTUnwrap(spring.settlingTime)
      // On the boundary, just before it the spring is still 0.001 or more away ...
      XCTAssertGreaterThanOrEqual(abs(spring.value(atSeconds: settling - 1e-9) - 1), 0.001)
      // ... and from then on it stays closer (checked densely over a long tail).
      for step in 1...20_000 {
        let t = settling + Double(step) * 0.0005
        XCTAssertLessThan(abs(spring.value(atSeconds: t) - 1), 0.001, "\(spring) at \(t)")
      }
    }
  }

  func testAnUndampedSpringNeverSettles() throws {
    XCTAssertNil(try Spring(mass: 1, stiffness: 100, damping: 0).settlingTime)
    XCTAssertNil(try Spring(duration: 1, bounce: 1).settlingTime)
  }

  func testSwiftUIMappingsFromTheFacts() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    XCTAssertEqual(spring.mass, 1)
    XCTAssertEqual(spring.stiffness, 157.91, accuracy: 0.005)
    XCTAssertEqual(spring.damping, 17.59, accuracy: 0.005)
    let (duration, bounce) = try Spring(mass: 1, stiffness: 100, damping: 10).durationAndBounce
    XCTAssertEqual(duration, 0.628, accuracy: 0.0005)
    XCTAssertEqual(bounce, 0.5, accuracy: 1e-12)
    // A negative bounce is over-damped: ζ = 1 / (1 + bounce), and it maps back.
    let flat = try Spring(duration: 1, bounce: -0.5)
    XCTAssertEqual(flat.dampingRatio, 2, accuracy: 1e-12)
    XCTAssertEqual(flat.durationAndBounce.bounce, -0.5, accuracy: 1e-12)
    let response = try Spring(response: 0.5, dampingRatio: 0.7)
    XCTAssertEqual(response.dampingRatio, 0.7, accuracy: 1e-12)
    XCTAssertEqual(response.durationAndBounce.duration, 0.5, accuracy: 1e-12)
  }

  /// The reason `make` throws, or `nil` if it does not.
  private func reason(_ make: () throws -> Spring) -> String? {
    do {
      _ = try make()
      return nil
    } catch let error as EasingParameterError {
      return error.reason
    } catch {
      return "unexpected \(error)"
    }
  }

  func testInvalidParametersAreRejectedWithAReason() {
    XCTAssertEqual(reason { try Spring(mass: 0) }, "`mass` must be greater than 0, not 0")
    XCTAssertEqual(
      reason { try Spring(stiffness: -5) }, "`stiffness` must be greater than 0, not -5")
    XCTAssertEqual(reason { try Spring(damping: -1) }, "`damping` must not be negative, not -1")
    XCTAssertEqual(reason { try Spring(mass: .nan) }, "`mass` must be finite")
    XCTAssertEqual(reason { try Spring(velocity: .infinity) }, "`velocity` must be finite")
    XCTAssertEqual(
      reason { try Spring(duration: 0, bounce: 0) }, "`duration` must be greater than 0, not 0")
    XCTAssertEqual(
      reason { try Spring(duration: 1, bounce: 1.5) },
      "`bounce` must be greater than -1 and at most 1, not 1.5")
    XCTAssertEqual(
      reason { try Spring(duration: 1, bounce: -1) },
      "`bounce` must be greater than -1 and at most 1, not -1")
    XCTAssertEqual(
      reason { try Spring(response: 1, dampingRatio: -0.1) },
      "`dampingRatio` must not be negative, not -0.1")
    XCTAssertEqual(
      reason { try Spring(response: -1, dampingRatio: 1) },
      "`response` must be greater than 0, not -1")
    XCTAssertNil(reason { try Spring(duration: 1, bounce: -0.99) })
  }

  func testTheRegimesMeetContinuouslyAtCriticalDamping() throws {
    // ζ = 1 exactly uses the critical form; just below and above use the oscillating and
    // creeping forms, whose constants blow up as ζ → 1 but whose values must not.
    for velocity in [0.0, 3, -7] {
      let critical = try Spring(mass: 1, stiffness: 100, damping: 20, velocity: velocity)
      for offset in [1e-12, 1e-9, 1e-6] {
        let below = try Spring(mass: 1, stiffness: 100, damping: 20 - offset, velocity: velocity)
        let above = try Spring(mass: 1, stiffness: 100, damping: 20 + offset, velocity: velocity)
        for step in 0...200 {
          let t = Double(step) / 100
          let value = critical.value(atSeconds: t)
          // dx/dc is bounded by a few times t² here; the offset is tiny.
          let bound = 10 * offset + 1e-13
          XCTAssertEqual(below.value(atSeconds: t), value, accuracy: bound, "below \(offset) \(t)")
          XCTAssertEqual(above.value(atSeconds: t), value, accuracy: bound, "above \(offset) \(t)")
        }
      }
    }
  }

  func testStartsAtRestAtZeroAndVelocityMatchesADifference() throws {
    for spring in [
      try Spring(), try Spring(mass: 1, stiffness: 100, damping: 20, velocity: 2),
      try Spring(mass: 2, stiffness: 50, damping: 40, velocity: 3),
    ] {
      XCTAssertEqual(spring.value(atSeconds: 0), 0)
      XCTAssertEqual(spring.velocity(atSeconds: 0), spring.initialVelocity, accuracy: 1e-12)
      for t in [0.05, 0.3, 1, 2.5] {
        let h = 1e-6
        let difference = (spring.value(atSeconds: t + h) - spring.value(atSeconds: t - h)) / (2 * h)
        XCTAssertEqual(spring.velocity(atSeconds: t), difference, accuracy: 1e-6, "\(spring) \(t)")
      }
    }
  }

  func testAsAnEasingItRunsInRealTimeAndSnapsAtTheEnd() throws {
    let spring = try Spring()
    let easing = Easing.spring(spring, duration: 0.5)
    XCTAssertEqual(easing.value(at: 0), 0)
    XCTAssertEqual(easing.value(at: 0.5), spring.value(atSeconds: 0.25))
    XCTAssertEqual(easing.value(at: 1), 1)
    XCTAssertEqual(easing.value(at: 1.5), 1)
    // Reversing plays it backwards in time.
    let reversed = easing.reversed
    XCTAssertEqual(reversed, .reversed(easing))
    XCTAssertEqual(reversed.reversed, easing)
    XCTAssertEqual(reversed.value(at: 0.25), 1 - spring.value(atSeconds: 0.375))
    XCTAssertEqual(reversed.value(at: 0), 0)
    XCTAssertEqual(reversed.value(at: 1), 1)
  }

  func testNamesAndEquality() throws {
    XCTAssertEqual(
      Easing.spring(try Spring(), duration: 1).name,
      "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)")
    XCTAssertEqual(
      Easing.spring(try Spring(mass: 2, stiffness: 50, damping: 40, velocity: -3), duration: 1)
        .name,
      "spring(mass: 2, stiffness: 50, damping: 40, velocity: -3)")
    XCTAssertEqual(
      try Spring(duration: 0.5, bounce: 0), try Spring(response: 0.5, dampingRatio: 1))
    XCTAssertNotEqual(try Spring(), try Spring(velocity: 1))
    XCTAssertEqual(Set([try Spring(), try Spring()]).count, 1)
  }
}
