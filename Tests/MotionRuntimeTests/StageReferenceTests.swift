import Foundation
import MotionRuntime
import MotionTestSupport
import XCTest

/// Springs handed off on a ``MotionStage`` against `Tests/Fixtures/spring-handoff-reference.json`,
/// which `scripts/spring-handoff-reference.py` integrates numerically with scipy (DOP853,
/// rtol = atol = 1e-12) in the property's own units. No Python needed here.
final class StageReferenceTests: XCTestCase {
  private struct Reference: Decodable {
    struct Case: Decodable {
      let name: String
      let mass: Double
      let stiffness: Double
      let damping: Double
      let a: Double
      let b: Double
      let target: Double?
      let stepTicks: Int64
      let values: [Double]
      let velocities: [Double]
    }
    let cases: [Case]
  }

  func testHandedOffSpringsMatchTheIntegrator() throws {
    let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/spring-handoff-reference.json")
    let reference = try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    XCTAssertEqual(reference.cases.count, 8)
    for item in reference.cases {
      XCTAssertGreaterThanOrEqual(item.values.count, 50, item.name)
      let clock = ManualClock()
      let stage = MotionStage(clock: clock)
      stage.play(stage.prepare(StageFixtures.move(from: item.a, to: item.b, easing: .linear)))
      clock.advance(to: .milliseconds(500))
      let cut = StageFixtures.x(stage)
      let target = item.target ?? cut
      let spring = try Spring(mass: item.mass, stiffness: item.stiffness, damping: item.damping)
      // `over 4s`: a fixed length, so every instant is in the spring.
      stage.play(
        stage.prepare(
          StageFixtures.move(
            from: 0, to: target, easing: .spring(spring, duration: 4), length: 4 * second)))
      let change = abs(item.b - item.a)
      for (index, expected) in item.values.enumerated() {
        clock.advance(to: .nanoseconds(500 * millisecond + Int64(index + 1) * item.stepTicks))
        XCTAssertEqual(
          StageFixtures.x(stage), expected, accuracy: 1e-8 * change, "\(item.name) #\(index)")
        XCTAssertEqual(
          stage.velocity(of: .moveX, on: "card") ?? .nan, item.velocities[index],
          accuracy: 1e-8 * change * 10, "\(item.name) velocity #\(index)")
      }
    }
  }
}
