import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `drift within W x H [size W x H] speed V (for DURATION | forever) [heading ANGLE]`.
extension Checker {
  mutating func checkDrift(_ drift: DriftStatement, element: Int) -> ScoreNode? {
    var endless = false
    if case .forever = drift.length { endless = true }
    let modifiers = collectModifiers(
      drift.modifiers,
      allowed: ModifierKind.delay.bit | (endless ? 0 : ModifierKind.wait.bit), repeats: false,
      on: endless ? .endlessDrift : .drift)
    let element = self.element(nil, default: element)
    let width = positiveLength(drift.width, what: .boxWidth)
    let height = positiveLength(drift.height, what: .boxHeight)
    let size = driftElementSize(drift, element: element)
    let speed = positiveLength(drift.speed, what: .speed)
    var duration: Tick?
    var forever: SourceRange?
    switch drift.length {
    case .duration(let expression): duration = self.duration(expression)
    case .forever(let range): forever = range
    }
    var heading = 45.0
    if let expression = drift.heading {
      switch quantity(expression) {
      case .number(let value, .angle, _): heading = value
      case .number(let value, .plain, let text):
        report(.angleNeedsUnit(text.text(of: value, .plain)), at: expression.range)
        return nil
      case .number(_, let dimension, _):
        report(
          .expected(.angle, found: .value(dimension.quantityKind)), at: expression.range)
        return nil
      case .color, .easing:
        report(
          .expected(.angle, found: .value(quantityKind(expression))),
          at: expression.range)
        return nil
      case .unknown, nil:
        return nil
      }
    }
    guard let modifiers, let width, let height, let size, let speed,
      duration != nil || forever != nil,
      var timing = timing(modifiers, over: nil, includesOver: false)
    else { return nil }
    // The element's origin moves in the box less the element's size, so its edges touch the
    // walls.
    let span = (width: width - size.width, height: height - size.height)
    guard span.width > 0, span.height > 0 else {
      report(
        .invalidDrift(
          .elementDoesNotFit(
            width: size.width, height: size.height, boxWidth: width, boxHeight: height)),
        at: drift.size.map { $0.width.range.union($0.height.range) } ?? drift.range)
      return nil
    }
    let (cosine, sine) = Self.direction(degrees: heading)
    let path = DriftPath(
      width: span.width, height: span.height, velocityX: speed * cosine,
      velocityY: speed * sine, reduced: reduced && walk.reducedDepth == 0, cycle: endless)
    func change(_ properties: PropertyPair, _ timing: Timing) -> Int? {
      add(
        ScoreChange(
          element: element, properties: properties, target: .drift(path), from: nil,
          timing: timing, easing: 0, colorSpace: .srgb, range: drift.range,
          valueRange: drift.range, subject: drift.range, site: walk.playStack.first?.site))
    }
    guard let forever else {
      timing.over = duration ?? 0
      return change(PropertyPair(.moveX, .moveY), timing).map(ScoreNode.change)
    }
    // Endless: each axis moving is a triangle wave, one period (wall to wall and back) played
    // forever; the two periods differ, so each axis is a change of its own.
    var children: [ScoreNode] = []
    for (property, velocity, extent) in [
      (Property.moveX, path.velocityX, span.width), (.moveY, path.velocityY, span.height),
    ] where velocity != 0 {
      var axis = timing
      // One period, to the nearest tick; a heading nearly along a side makes the other axis
      // so slow that its period does not fit in a timeline (or in a tick count at all).
      guard let period = Ticks.from(seconds: 2 * extent / abs(velocity)),
        period <= limits.maximumDuration
      else {
        report(
          .limitExceeded(
            .driftTooSlow(axis: property == .moveX ? "x" : "y", limit: limits.maximumDuration)),
          at: drift.range)
        return nil
      }
      axis.over = period
      axis.plays = .forever(forever)
      guard axis.over > 0, let index = change(PropertyPair(property), axis) else { continue }
      children.append(.change(index))
    }
    if walk.checkingDefinition { return nil }
    var group = ScoreGroup(
      kind: .merge, timing: Timing(), range: walk.playStack.first?.site ?? drift.range)
    group.endless = forever
    return draft.storage.add(group, children: children)
  }

  /// The element's size for `drift`: `size W x H` on the line, else its `initial` `width` and
  /// `height` (0 for a side not given), so its edges bounce off the walls.
  private mutating func driftElementSize(_ drift: DriftStatement, element: Int)
    -> (width: Double, height: Double)?
  {
    if let size = drift.size {
      guard let width = positiveLength(size.width, what: .elementWidth),
        let height = positiveLength(size.height, what: .elementHeight)
      else { return nil }
      return (width, height)
    }
    func initial(_ property: Property) -> Double {
      draft.initials[TrackKey(element: element, property: property)]?.number ?? 0
    }
    return (initial(.width), initial(.height))
  }

  /// A size or speed: a plain number or a length, more than 0.
  private mutating func positiveLength(_ expression: Expression, what: DriftMeasure) -> Double? {
    switch quantity(expression) {
    case .number(let value, .plain, _), .number(let value, .length, _):
      guard value > 0 else {
        report(
          .invalidDrift(.notPositive(what, found: text(expression.range))),
          at: expression.range)
        return nil
      }
      return value
    case .number(_, let dimension, _):
      report(
        .expected(.length(for: what), found: .value(dimension.quantityKind)), at: expression.range)
      return nil
    case .color, .easing:
      report(
        .expected(.length(for: what), found: .value(quantityKind(expression))),
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
  /// An endless drift: each change is one period of one axis, which ends where it started.
  var cycle: Bool
}
