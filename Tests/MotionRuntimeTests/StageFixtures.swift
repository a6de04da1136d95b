import MotionRuntime
import XCTest

/// The curves the stage's handoff tests play against each other, and tracks made of them.
enum StageFixtures {
  /// An under-, a critically and an over-damped spring (mass 1, stiffness 100).
  static let springs: [(String, Spring)] = [
    ("under", spring(damping: 10)), ("critical", spring(damping: 20)),
    ("over", spring(damping: 40)),
  ]

  static func spring(damping: Double, velocity: Double = 0) -> Spring {
    (try? Spring(mass: 1, stiffness: 100, damping: damping, velocity: velocity))
      ?? { preconditionFailure("a valid spring") }()
  }

  /// Every family: cubic Béziers, each Penner family in each mode, `linear(…)`, steps, and
  /// springs run until they settle (no `over`), with a name for messages.
  static var easings: [(String, Easing)] {
    var list: [(String, Easing)] = [
      ("linear", .linear),
      ("ease", .cubicBezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))),
      ("cubic(0.2,0,0,1)", .cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))),
      ("steps(4, end)", .steps(4, .jumpEnd)),
    ]
    if let curve = try? LinearEasing(stops: [(0, []), (0.7, [0.3]), (1, [])]) {
      list.append(("linear(0, 0.7 30%, 1)", .piecewiseLinear(curve)))
    }
    for family in EasingFamily.allCases {
      for mode in EasingMode.allCases {
        list.append((mode.prefix + family.suffix, .family(family, mode)))
      }
    }
    for (name, spring) in springs {
      list.append(("spring " + name, .spring(spring, duration: settling(spring))))
    }
    return list
  }

  /// The spring's settling time in whole ticks, in seconds: the length the compiler gives a
  /// spring without `over`.
  static func settling(_ spring: Spring) -> Double {
    Ticks.seconds(Ticks.from(seconds: spring.settlingTime ?? 1) ?? second)
  }

  /// The length in ticks of a change along `easing`: a spring's settling time, else `other`.
  static func length(_ easing: Easing, otherwise other: Tick) -> Tick {
    if case .spring(_, let duration) = easing { return Ticks.from(seconds: duration) ?? other }
    return other
  }

  /// A track moving `element.moveX` from `from` to `to` along `easing`, after `wait`, over
  /// `length` (a spring's own length when it is one), with `markers`.
  static func move(
    _ element: String = "card", from: Double, to: Double, easing: Easing, wait: Tick = 0,
    length: Tick = second, markers: [Marker] = []
  ) -> MotionTrack {
    let length = Self.length(easing, otherwise: length)
    let track = PropertyTrack(
      property: .moveX, initial: .number(from),
      segments: [
        Segment(
          start: wait, end: wait + length, from: .number(from), to: .number(to), easing: easing)
      ])
    return MotionTrack(
      timeline: Timeline(
        duration: wait + length, elements: [ElementTimeline(name: element, tracks: [track])],
        markers: markers))
  }

  /// `card.moveX` now, as a number.
  static func x(_ stage: MotionStage, _ element: String = "card") -> Double {
    stage.value(of: .moveX, on: element)?.number ?? .nan
  }
}
