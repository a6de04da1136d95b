import MotionRuntime

/// Evaluation rates of each easing family on one core: `Easing.value(at:)` over a sweep of
/// progress values, best of `runs`.
enum EasingRates {
  struct Result {
    var name: String
    var kind: Kind
    var perSecond: Double
  }

  enum Kind: String {
    case closedForm = "closed form"
    case bezier = "Bézier"
    case spring = "spring"

    var target: Double {
      switch self {
      case .closedForm: return 100e6
      case .bezier: return 30e6
      case .spring: return 20e6
      }
    }
  }

  static func curves() -> [(String, Kind, Easing)] {
    var curves: [(String, Kind, Easing)] = [("linear", .closedForm, .linear)]
    for name in ["ease", "easeInOut", "cubic(0.2, 0, 0, 1)"] {
      let easing =
        Easing(named: name) ?? .cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))
      curves.append((name, .bezier, easing))
    }
    for family in EasingFamily.allCases {
      curves.append(
        (
          "easeInOut" + family.rawValue.prefix(1).uppercased() + family.rawValue.dropFirst(),
          .closedForm, .family(family, .inOut)
        ))
    }
    curves.append(("steps(4, jump-end)", .closedForm, .steps(4, .jumpEnd)))
    if let points = try? LinearEasing(stops: [(0, []), (0.25, [0.4]), (1, [])]) {
      curves.append(("linear(0, 0.25 40%, 1)", .closedForm, .piecewiseLinear(points)))
    }
    if let under = try? Spring(duration: 0.5, bounce: 0.3) {
      curves.append(("spring(bounce: 0.3)", .spring, .spring(under, duration: 0.82)))
    }
    if let critical = try? Spring(duration: 0.5, bounce: 0) {
      curves.append(("spring(bounce: 0)", .spring, .spring(critical, duration: 0.8)))
    }
    if let over = try? Spring(mass: 2, stiffness: 50, damping: 40, velocity: 3) {
      curves.append(("spring(m2 k50 c40 v3)", .spring, .spring(over, duration: 5.1)))
    }
    return curves
  }

  static func measure(runs: Int, evaluations: Int = 5_000_000) -> (
    results: [Result], checksum: Double
  ) {
    var results: [Result] = []
    var checksum = 0.0
    let step = 1.0 / Double(evaluations)
    for (name, kind, easing) in curves() {
      let (seconds, sum) = Measure.best(of: runs) { () -> Double in
        var sum = 0.0
        var progress = 0.0
        for _ in 0..<evaluations {
          sum += easing.value(at: progress)
          progress += step
        }
        return sum
      }
      checksum += sum
      results.append(Result(name: name, kind: kind, perSecond: Double(evaluations) / seconds))
    }
    return (results, checksum)
  }
}
