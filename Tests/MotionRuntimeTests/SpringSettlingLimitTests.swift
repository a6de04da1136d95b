import Foundation
import MotionRuntime
import XCTest

/// The settling time of extreme springs is found in bounded time: a spring that would settle
/// only after days of oscillating millions of times a second, or whose oscillation is faster
/// than `Double` can follow, used to keep the search walking back (for good, when a step fell
/// below the spacing of doubles).
final class SpringSettlingLimitTests: XCTestCase {
  private func settling(
    mass: Double, stiffness: Double, damping: Double, velocity: Double = 0
  ) throws -> Double? {
    try Spring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
      .settlingTime
  }

  func testSpringsThatSettleAfterTheHorizonNeverSettle() throws {
    // About 10^16 s of oscillating 5 million times a second: the search walked for ever.
    XCTAssertNil(try settling(mass: 1, stiffness: 1e15, damping: 1e-15, velocity: 1e15))
    XCTAssertNil(try settling(mass: 1, stiffness: 1, damping: 1e-12))
    XCTAssertNil(try settling(mass: 1, stiffness: 1e-15, damping: 1e15))
    XCTAssertNil(try settling(mass: 1e15, stiffness: 1e-15, damping: 0, velocity: 1e15))
    // Just within the horizon: 2·ln(1000)/c ≈ 13.8 / c seconds.
    let within = try XCTUnwrap(try settling(mass: 1, stiffness: 1, damping: 1.4e-5))
    XCTAssertEqual(within, 986_700, accuracy: 1_000)
    XCTAssertLessThanOrEqual(within, Spring.settlingHorizon)
    XCTAssertNil(try settling(mass: 1, stiffness: 1, damping: 1.3e-5))
  }

  func testOscillationsTooFastForDoublesGiveTheEnvelopesTime() throws {
    // 10^15 rad/s: a quarter period is 8·10^-16 s, below the spacing of doubles at 987 s.
    let fast = try XCTUnwrap(try settling(mass: 1e-15, stiffness: 1e15, damping: 1.4e-17))
    XCTAssertEqual(fast, 986.8, accuracy: 1)
    // The envelope bounds the motion: after that time the spring is within 0.001 for good.
    let spring = try Spring(mass: 1e-15, stiffness: 1e15, damping: 1.4e-17)
    for t in stride(from: fast, to: fast + 1, by: 0.01) {
      XCTAssertLessThan(abs(spring.value(atSeconds: t) - 1), 0.001)
    }
  }
}
