import Foundation
import MotionRuntime
import MotionTestSupport
import XCTest

/// Every curve against `Tests/Fixtures/easing-reference.json`, which
/// `scripts/easing-reference.py` computes a second way (high-precision bisection for Béziers,
/// the published formulas for the families, CSS's algorithms in exact rationals for steps and
/// `linear()`, numerical integration of the equation of motion for springs). No Python needed
/// here: the fixture is checked in.
final class EasingReferenceTests: XCTestCase {
  private struct Reference: Decodable {
    let cubicBezier: [BezierCase]
    let families: [FamilyCase]
    let steps: [StepsCase]
    let linear: [LinearCase]
    let springs: [SpringCase]
    let springMappings: Mappings
  }

  private struct BezierCase: Decodable {
    let name: String
    let points: [Double]
    /// [progress, eased progress]
    let samples: [[Double]]
  }

  private struct FamilyCase: Decodable {
    let name: String
    let samples: [[Double]]
  }

  private struct StepsCase: Decodable {
    let count: Int
    let position: String
    let length: Int64
    let samples: [[Double]]
    /// [elapsed ticks, fraction of a tick, value, value of the reversed curve]
    let ticks: [[Double]]
  }

  private struct LinearCase: Decodable {
    struct Stop: Decodable {
      let output: Double
      let inputs: [Double]
    }
    let name: String
    let stops: [Stop]
    let points: [[Double]]
    let samples: [[Double]]
  }

  private struct SpringCase: Decodable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let velocity: Double
    /// [seconds, position]
    let samples: [[Double]]
    let settlingTime: Double?
  }

  private struct Mappings: Decodable {
    struct DurationBounce: Decodable {
      let duration: Double
      let bounce: Double
      let stiffness: Double
      let damping: Double
    }
    struct ResponseRatio: Decodable {
      let response: Double
      let dampingRatio: Double
      let stiffness: Double
      let damping: Double
    }
    struct Inverse: Decodable {
      let mass: Double
      let stiffness: Double
      let damping: Double
      let duration: Double
      let bounce: Double
    }
    let durationBounce: [DurationBounce]
    let responseDampingRatio: [ResponseRatio]
    let inverse: [Inverse]
  }

  /// Decoded once for all tests.
  private static let reference: Result<Reference, Error> = Result {
    let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/easing-reference.json")
    return try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
  }

  private func reference() throws -> Reference { try Self.reference.get() }

  /// Agreement targets from `easing-facts.md`.
  private let closedFormTolerance = 1e-7
  private let springRelativeTolerance = 1e-9

  func testCubicBeziersMatchHighPrecisionBisection() throws {
    var compared = 0
    for curve in try reference().cubicBezier {
      XCTAssertEqual(curve.points.count, 4)
      guard curve.points.count == 4 else { continue }
      let bezier = CubicBezier(
        x1: curve.points[0], y1: curve.points[1], x2: curve.points[2], y2: curve.points[3])
      XCTAssertEqual(Easing.cubicBezier(bezier).name, curve.name)
      XCTAssertGreaterThanOrEqual(curve.samples.count, 50, curve.name)
      for sample in curve.samples {
        XCTAssertEqual(
          bezier.value(at: sample[0]), sample[1], accuracy: closedFormTolerance,
          "\(curve.name)(\(sample[0]))")
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 400)
  }

  func testEveryFamilyMatchesThePublishedFormulas() throws {
    let cases = try reference().families
    let familyNames = Set(
      EasingFamily.allCases.flatMap { family in
        EasingMode.allCases.map { mode in Easing.family(family, mode).name }
      })
    XCTAssertEqual(Set(cases.map(\.name)), familyNames, "the fixture covers every family")
    for family in cases {
      let easing = try XCTUnwrap(Easing(named: family.name), family.name)
      XCTAssertGreaterThanOrEqual(family.samples.count, 50, family.name)
      for sample in family.samples {
        let value = easing.value(at: sample[0])
        XCTAssertEqual(
          value, sample[1], accuracy: closedFormTolerance, "\(family.name)(\(sample[0]))")
        if sample[0] == 0 || sample[0] == 1 { XCTAssertEqual(value, sample[0], family.name) }
      }
    }
  }

  func testStepsMatchTheCSSAlgorithm() throws {
    for steps in try reference().steps {
      let position = try XCTUnwrap(StepPosition(rawValue: steps.position))
      let easing = Easing.steps(steps.count, position)
      let label = easing.name
      XCTAssertGreaterThanOrEqual(steps.samples.count, 50, label)
      for sample in steps.samples {
        XCTAssertEqual(easing.value(at: sample[0]), sample[1], "\(label) at \(sample[0])")
      }
    }
  }

  func testStepsFromTicksAreExactOnEveryBoundary() throws {
    for steps in try reference().steps {
      let position = try XCTUnwrap(StepPosition(rawValue: steps.position))
      let easing = Easing.steps(steps.count, position)
      for tick in steps.ticks {
        let elapsed = Tick(tick[0])
        let label = "\(easing.name) at \(elapsed) + \(tick[1]) ticks"
        XCTAssertEqual(
          easing.value(elapsed: elapsed, length: steps.length, fraction: tick[1]), tick[2], label)
        // 1 − cur/jumps rounds differently from (jumps − cur)/jumps by an ulp; a wrong step
        // would be off by at least 1/101.
        XCTAssertEqual(
          easing.reversed.value(elapsed: elapsed, length: steps.length, fraction: tick[1]),
          tick[3], accuracy: 1e-15, "reversed " + label)
      }
    }
  }

  func testLinearCanonicalizesAndEvaluatesPerCSS() throws {
    for linear in try reference().linear {
      let curve = try LinearEasing(stops: linear.stops.map { ($0.output, $0.inputs) })
      XCTAssertEqual(Easing.piecewiseLinear(curve).name, linear.name)
      XCTAssertEqual(curve.points.count, linear.points.count, linear.name)
      for (point, expected) in zip(curve.points, linear.points) {
        XCTAssertEqual(point.input, expected[0], accuracy: 1e-15, linear.name)
        XCTAssertEqual(point.output, expected[1], linear.name)
      }
      XCTAssertGreaterThanOrEqual(linear.samples.count, 50, linear.name)
      for sample in linear.samples {
        XCTAssertEqual(
          curve.value(at: sample[0]), sample[1], accuracy: 1e-12, "\(linear.name)(\(sample[0]))")
      }
    }
  }

  func testSpringsMatchNumericalIntegration() throws {
    for spring in try reference().springs {
      let model = try Spring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        velocity: spring.velocity)
      let label = Easing.spring(model, duration: 1).name
      XCTAssertGreaterThanOrEqual(spring.samples.count, 50, label)
      for sample in spring.samples {
        let value = model.value(atSeconds: sample[0])
        XCTAssertLessThanOrEqual(
          abs(value - sample[1]), springRelativeTolerance * max(abs(sample[1]), 1e-3),
          "\(label) at \(sample[0]) s: \(value) vs \(sample[1])")
      }
    }
  }

  func testSettlingTimesMatchTheScannedSolution() throws {
    for spring in try reference().springs {
      let model = try Spring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        velocity: spring.velocity)
      let label = Easing.spring(model, duration: 1).name
      guard let expected = spring.settlingTime else {
        XCTAssertNil(model.settlingTime, label)
        continue
      }
      let settling = try XCTUnwrap(model.settlingTime, label)
      XCTAssertEqual(settling, expected, accuracy: 1e-9 * max(expected, 1), label)
    }
  }

  func testSwiftUIParameterMappingsAndTheirInverse() throws {
    let mappings = try reference().springMappings
    for mapping in mappings.durationBounce {
      let spring = try Spring(duration: mapping.duration, bounce: mapping.bounce)
      let label = "duration \(mapping.duration) bounce \(mapping.bounce)"
      XCTAssertEqual(spring.mass, 1, label)
      XCTAssertEqual(spring.stiffness, mapping.stiffness, accuracy: 1e-12 * mapping.stiffness)
      XCTAssertEqual(spring.damping, mapping.damping, accuracy: 1e-12 * max(mapping.damping, 1))
      let inverse = spring.durationAndBounce
      XCTAssertEqual(inverse.duration, mapping.duration, accuracy: 1e-12, label)
      XCTAssertEqual(inverse.bounce, mapping.bounce, accuracy: 1e-12, label)
    }
    for mapping in mappings.responseDampingRatio {
      let spring = try Spring(response: mapping.response, dampingRatio: mapping.dampingRatio)
      XCTAssertEqual(spring.stiffness, mapping.stiffness, accuracy: 1e-12 * mapping.stiffness)
      XCTAssertEqual(spring.damping, mapping.damping, accuracy: 1e-12 * mapping.damping)
      XCTAssertEqual(spring.dampingRatio, mapping.dampingRatio, accuracy: 1e-12)
    }
    for mapping in mappings.inverse {
      let spring = try Spring(
        mass: mapping.mass, stiffness: mapping.stiffness, damping: mapping.damping)
      let (duration, bounce) = spring.durationAndBounce
      XCTAssertEqual(duration, mapping.duration, accuracy: 1e-12)
      XCTAssertEqual(bounce, mapping.bounce, accuracy: 1e-12)
    }
  }
}
