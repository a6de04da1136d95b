import MotionRuntime
import XCTest

/// Brute force: every kind of curve, at extreme parameters, over a grid of progress values.
/// Every curve `validate()` accepts gives finite eased progress within its `magnitudeBound`
/// (itself within `Easing.maximumMagnitude`) everywhere in 0…1, forwards and reversed, from
/// progress and from exact times; a curve that would not is rejected.
final class FiniteEasingTests: XCTestCase {
  /// Progress values: the ends, the smallest steps away from them, and a grid in between.
  private let progress: [Double] =
    [
      0, .leastNonzeroMagnitude, 1e-300, 1e-16, 1e-9, 0.5.nextDown, 0.5, 0.5.nextUp, 1 - 1e-9,
      1.0.nextDown, 1,
    ]
    + (1...99).map { Double($0) / 100 }

  /// Numbers a spec may write, from the limit down to the smallest.
  private let extremes: [Double] = [
    -1e15, -1e3, -1, -1e-300, 0, .leastNonzeroMagnitude, 1e-300, 1e-9, 0.5, 1, 2, 1e3, 1e15,
  ]

  /// Checks one curve; returns whether it was accepted.
  @discardableResult
  private func check(_ easing: Easing, _ label: @autoclosure () -> String) -> Bool {
    guard (try? easing.validate()) != nil else {
      return false
    }
    let bound = easing.magnitudeBound
    XCTAssertLessThanOrEqual(bound, Easing.maximumMagnitude, label())
    for curve in [easing, easing.reversed] {
      let limit = curve.magnitudeBound
      for p in progress {
        let value = curve.value(at: p)
        guard value.isFinite, abs(value) <= limit else {
          XCTFail("\(label()) at \(p): \(value), bound \(limit)")
          return true
        }
      }
      // From exact times too: a third of a tick after each hundredth of a 1 s change.
      for step in 0..<100 {
        let time = SampleTime(tick: Tick(step) * 10_000_000, remainder: 1, denominator: 3)
        let value = curve.value(elapsed: time, length: Ticks.perSecond)
        guard value.isFinite, abs(value) <= limit else {
          XCTFail("\(label()) at \(step) hundredths: \(value)")
          return true
        }
      }
    }
    return true
  }

  func testFamiliesStayWithinTheirBound() {
    for family in EasingFamily.allCases {
      for mode in EasingMode.allCases {
        XCTAssertTrue(check(.family(family, mode), "\(family) \(mode)"))
      }
    }
  }

  func testStepsAtEveryCountAndLength() {
    for count in [1, 2, 3, 7, 100_000] {
      for position in StepPosition.allCases where count >= position.minimumCount {
        XCTAssertTrue(check(.steps(count, position), "steps(\(count), \(position))"))
        for length: Tick in [1, 3, 999_999_999, 1_000_000 * Ticks.perSecond] {
          // Within the change: at its end tick the sampler gives the end value instead.
          for elapsed in [0, 1, length / 3, length - 1] where elapsed >= 0 && elapsed < length {
            let time = SampleTime(tick: elapsed, remainder: 2, denominator: 3)
            let value = Easing.steps(count, position).value(elapsed: time, length: length)
            XCTAssertTrue(value.isFinite && abs(value) <= 1, "steps \(count) \(length) \(elapsed)")
          }
        }
      }
    }
    XCTAssertThrowsError(try Easing.steps(1, .jumpNone).validate())
  }

  func testCubicBeziersAtExtremeControlPoints() {
    let xs: [Double] = [0, .leastNonzeroMagnitude, 1e-300, 1e-9, 0.5, 1]
    var accepted = 0
    for x1 in xs {
      for x2 in xs {
        for y1 in extremes {
          for y2 in extremes {
            let curve = Easing.cubicBezier(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
            if check(curve, "cubic(\(x1), \(y1), \(x2), \(y2))") { accepted += 1 }
          }
        }
      }
    }
    // Every curve a spec can write (|y| ≤ 1e15) is accepted; only larger ones are not.
    XCTAssertEqual(accepted, xs.count * xs.count * extremes.count * extremes.count)
    XCTAssertThrowsError(
      try Easing.cubicBezier(CubicBezier(x1: 0, y1: 1e17, x2: 1, y2: 0)).validate())
    XCTAssertThrowsError(
      try Easing.cubicBezier(CubicBezier(x1: 0, y1: 1e300, x2: 1, y2: 0)).validate())
  }

  func testLinearCurvesAtExtremeStops() throws {
    // Inputs as fractions: beyond 0…1, tiny, and two a hair apart.
    let inputs: [Double?] = [nil, nil, -1e13, -1, -1e-300, 0, 1e-302, 2e-302, 0.5, 1, 1.5, 1e13]
    var generator = SplitMix(seed: 7)
    var accepted = 0
    var rejected = 0
    for index in 0..<10_000 {
      let count = 2 + Int(generator.next() % 4)
      var stops: [LinearEasing.Stop] = []
      for _ in 0..<count {
        let output = extremes[Int(generator.next() % UInt64(extremes.count))]
        var stopInputs: [Double] = []
        for _ in 0..<Int(generator.next() % 3) {
          if let input = inputs[Int(generator.next() % UInt64(inputs.count))] {
            stopInputs.append(input)
          }
        }
        stops.append(LinearEasing.Stop(output: output, inputs: stopInputs))
      }
      let curve = try LinearEasing(stops)
      if check(.piecewiseLinear(curve), "linear #\(index): \(curve.arguments)") {
        accepted += 1
      } else {
        rejected += 1
      }
    }
    XCTAssertGreaterThan(accepted, 2_000)
    XCTAssertGreaterThan(rejected, 100)
  }

  func testTheLinearCurveOfTheIssueIsRejectedAtItsLastStop() throws {
    let curve = try LinearEasing(stops: [(0, []), (1e9, [1e-302]), (0, [2e-302])])
    XCTAssertEqual(curve.magnitudeBound, .infinity)
    XCTAssertThrowsError(try curve.validate()) { error in
      let problem = error as? EasingParameterError
      XCTAssertEqual(problem?.argument, 2)
      XCTAssertEqual(
        problem?.reason,
        "the line through stops 2 and 3 of `linear()` is too steep: extended to 100%, it "
          + "overflows")
    }
    // Finite but too far: 1e15 at 1%, 0 at 2%, extended to 100%.
    let far = try LinearEasing(stops: [(0, []), (1e15, [0.01]), (0, [0.02])])
    XCTAssertThrowsError(try far.validate()) { error in
      XCTAssertEqual(
        (error as? EasingParameterError)?.reason,
        "the line through stops 2 and 3 of `linear()` is too steep: extended to 100%, it "
          + "reaches -9.8e+16, beyond ±10^16")
    }
    // Extended back to 0%: the first line is to blame, at its first stop.
    let early = try LinearEasing(stops: [(0, [0.01]), (1e15, [0.0105]), (1, [])])
    XCTAssertThrowsError(try early.validate()) { error in
      XCTAssertEqual((error as? EasingParameterError)?.argument, 0)
    }
  }

  func testSpringsAtExtremeParameters() {
    let sizes: [Double] = [.leastNonzeroMagnitude, 1e-300, 1e-15, 1e-3, 1, 1e3, 1e15]
    let velocities: [Double] = [-1e15, -1, 0, 1e-300, 1, 1e15]
    var accepted = 0
    var built = 0
    for mass in sizes {
      for stiffness in sizes {
        for damping in [0] + sizes {
          for velocity in velocities {
            guard
              let spring = try? Spring(
                mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
            else { continue }
            built += 1
            for duration in [1e-9, 1, 1e6] {
              let label = "spring(\(mass), \(stiffness), \(damping), \(velocity)) over \(duration)"
              if check(.spring(spring, duration: duration), label) { accepted += 1 }
            }
          }
        }
      }
    }
    XCTAssertGreaterThan(built, 1_000)
    XCTAssertGreaterThan(accepted, 1_000)
    XCTAssertThrowsError(try Spring(mass: 1e-300, stiffness: 1e15))
    XCTAssertThrowsError(try Spring(mass: 1e15, stiffness: .leastNonzeroMagnitude * 2_000))
    XCTAssertThrowsError(
      try Spring(mass: 1e15, stiffness: 1e-15, damping: 0, velocity: 1e15).validate(over: 1000))
  }
}

/// SplitMix64: a small deterministic generator for the brute force.
private struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
