import Foundation
import MotionRuntime

/// `drift within W x H speed V for DURATION [heading ANGLE]`.
extension Checker {
  mutating func checkDrift(_ drift: DriftStatement, element: Int) -> Int? {
    let modifiers = collectModifiers(
      drift.modifiers, allowed: ModifierKind.delay.bit | ModifierKind.wait.bit, repeats: false,
      on: "`drift`; its length is given by `for`")
    let width = positiveLength(drift.width, what: "width of the box")
    let height = positiveLength(drift.height, what: "height of the box")
    let speed = positiveLength(drift.speed, what: "speed")
    let duration = duration(drift.duration)
    var heading = 45.0
    if let expression = drift.heading {
      switch quantity(expression) {
      case .number(let value, .angle, _): heading = value
      case .number(_, .plain, let text):
        error(.angleNeedsUnit(text), at: expression.range)
        return nil
      case .number(_, let dimension, _):
        error(
          .expected("an angle such as `30deg`", found: dimension.description), at: expression.range)
        return nil
      case .color, .easing:
        error(
          .expected("an angle such as `30deg`", found: quantityKind(expression)),
          at: expression.range)
        return nil
      case .unknown, nil:
        return nil
      }
    }
    guard let modifiers, let width, let height, let speed, let duration,
      var timing = timing(modifiers, over: nil, includesOver: false)
    else { return nil }
    timing.over = duration
    let (cosine, sine) = Self.direction(degrees: heading)
    let path = DriftPath(
      width: width, height: height, velocityX: speed * cosine, velocityY: speed * sine,
      reduced: reduced && reducedDepth == 0)
    return add(
      ScoreChange(
        element: self.element(nil, default: element), properties: PropertyPair(.moveX, .moveY),
        target: .drift(path), from: nil, timing: timing, easing: 0, colorSpace: .srgb,
        range: drift.range, valueRange: drift.range, subject: drift.range,
        site: playStack.first?.site))
  }

  /// A size or speed: a plain number or a length, more than 0.
  private mutating func positiveLength(_ expression: Expression, what: String) -> Double? {
    switch quantity(expression) {
    case .number(let value, .plain, _), .number(let value, .length, _):
      guard value > 0 else {
        error(
          .invalidDrift(
            "the \(what) of `drift` must be more than 0, found `\(text(expression.range))`"),
          at: expression.range)
        return nil
      }
      return value
    case .number(_, let dimension, _):
      error(
        .expected("a length for the \(what)", found: dimension.description), at: expression.range)
      return nil
    case .color, .easing:
      error(
        .expected("a length for the \(what)", found: quantityKind(expression)),
        at: expression.range)
      return nil
    case .unknown, nil:
      return nil
    }
  }

  /// The cosine and sine of an angle in degrees, exact where they are 0, ±½ or ±1 (so
  /// `heading 90deg` moves straight down with no sideways creep, and `heading 30deg` moves
  /// down at exactly half the speed).
  static func direction(degrees: Double) -> (Double, Double) {
    var angle = degrees.truncatingRemainder(dividingBy: 360)
    if angle < 0 { angle += 360 }
    func exact(_ angle: Double) -> Double? {
      switch angle {
      case 0: return 1
      case 60, 300: return 0.5
      case 90, 270: return 0
      case 120, 240: return -0.5
      case 180: return -1
      default: return nil
      }
    }
    let radians = angle * Double.pi / 180
    let sineAngle = (angle + 270).truncatingRemainder(dividingBy: 360)  // sin θ = cos(θ − 90°)
    return (exact(angle) ?? cos(radians), exact(sineAngle) ?? sin(radians))
  }
}

/// A `drift`'s box and velocity (points per second; y grows downwards).
struct DriftPath: Hashable {
  var width: Double
  var height: Double
  var velocityX: Double
  var velocityY: Double
  /// The automatic reduced form: one instant change to where the drift ends.
  var reduced: Bool
}
