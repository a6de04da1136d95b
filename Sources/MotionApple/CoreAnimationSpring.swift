import MotionRuntime

/// A spring handed off mid-motion as Core Animation `CASpringAnimation` data: plain values, so
/// that the conversion is tested on any platform and only ``makeAnimation()`` (Apple platforms)
/// touches QuartzCore.
///
/// `CASpringAnimation` moves from ``fromValue`` to ``toValue`` along the 0 → 1 move of a
/// spring (mass, stiffness, damping), and takes its start velocity, ``initialVelocity``, in
/// that move's units: the property's velocity over the distance, `velocity / (toValue −
/// fromValue)`, per second (positive toward ``toValue``). Values are in Core Animation's units
/// (rotation in radians); the velocity's ratio is the same in either.
///
/// When the spring's target is where the property already is (distance 0), no single
/// `CASpringAnimation` can move it: everything it does is a multiple of the distance. The
/// export then gives two **additive** animations (``isAdditive``, offsets added to the layer's
/// model value, which is the target): one from `+D` to 0 starting with the property's velocity
/// (`initialVelocity = −velocity / D`), one from `−D` to 0 at rest. Both follow the same
/// spring, so their sum starts at 0 with the property's velocity and is exactly the motion of
/// the handed-off spring. `D` is the distance the velocity carries the spring, `|velocity| /
/// ω₀` with `ω₀ = √(stiffness / mass)`, so that the offsets are of the motion's own size. With
/// no velocity either, nothing moves: there is no animation.
public struct CoreAnimationSpring: Hashable, Sendable {
  /// The property animated.
  public var property: Property
  /// The spring's mass, stiffness and damping (`CASpringAnimation`'s).
  public var mass, stiffness, damping: Double
  /// Where it starts, in Core Animation's units (an offset when ``isAdditive``).
  public var fromValue: Double
  /// Where it ends, in Core Animation's units (an offset when ``isAdditive``).
  public var toValue: Double
  /// The start velocity over the distance (`CASpringAnimation.initialVelocity`), per second.
  public var initialVelocity: Double
  /// Whether the values are offsets added to the layer's model value (the target).
  public var isAdditive: Bool
  /// How long it runs, in seconds: until it stays within 0.001 of its distance, or of the
  /// distance its velocity carries it when that is larger (the stage's rule for a handed-off
  /// spring); `nil` when it never settles (then `CASpringAnimation.settlingDuration`).
  public var durationSeconds: Double?

  /// The key path of ``property`` on a `CALayer` (see ``CoreAnimationExport/keyPath(of:)``).
  public var keyPath: String { CoreAnimationExport.keyPath(of: property) }
}

extension CoreAnimationExport {
  /// The `CASpringAnimation` data that moves `property` from `value`, at `velocity` (the
  /// timeline's units per second: ``MotionStage/velocity(of:on:)``), to `target` along
  /// `spring` (its mass, stiffness and damping; its own start velocity is replaced by
  /// `velocity`): one animation; two additive ones when `target` is `value` (see
  /// ``CoreAnimationSpring``); none when nothing moves.
  ///
  /// Set the layer's model value to `target` (in Core Animation's units), then add each.
  public static func handoffSprings(
    _ spring: Spring, property: Property, from value: Double, velocity: Double, to target: Double
  ) -> [CoreAnimationSpring] {
    func inCoreAnimation(_ number: Double) -> Double {
      coreAnimationValue(.number(number), of: property).number ?? number
    }
    func animation(from: Double, to: Double, velocity: Double, additive: Bool)
      -> CoreAnimationSpring
    {
      let initialVelocity = velocity / (to - from)
      let ratio = abs(initialVelocity) / (spring.stiffness / spring.mass).squareRoot()
      let unit = try? Spring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        velocity: initialVelocity)
      return CoreAnimationSpring(
        property: property, mass: spring.mass, stiffness: spring.stiffness,
        damping: spring.damping, fromValue: inCoreAnimation(from), toValue: inCoreAnimation(to),
        initialVelocity: initialVelocity, isAdditive: additive,
        durationSeconds: unit?.settlingTime(tolerance: 0.001 * max(1, ratio)))
    }
    guard target == value else {
      return [animation(from: value, to: target, velocity: velocity, additive: false)]
    }
    guard velocity != 0 else { return [] }
    let reach = abs(velocity) / (spring.stiffness / spring.mass).squareRoot()
    return [
      animation(from: reach, to: 0, velocity: velocity, additive: true),
      animation(from: -reach, to: 0, velocity: 0, additive: true),
    ]
  }

  /// The `CASpringAnimation` data that hands `property` of `element` on `stage` off, from
  /// where it is now and at the speed it moves, to `target` along `spring`
  /// (``handoffSprings(_:property:from:velocity:to:)``); none for an element no prepared
  /// track has, and for colors.
  public static func handoffSprings(
    _ spring: Spring, property: Property, on element: String, in stage: MotionStage,
    to target: Double
  ) -> [CoreAnimationSpring] {
    guard let value = stage.value(of: property, on: element)?.number,
      let velocity = stage.velocity(of: property, on: element)
    else { return [] }
    return handoffSprings(spring, property: property, from: value, velocity: velocity, to: target)
  }

  /// The `CASpringAnimation` data that starts `element`'s part of `timeline` as a retargeting
  /// play on `stage` would start it now (``MotionStage/play(_:element:handoff:onComplete:)``):
  /// for each property track whose first change is a spring on a number that starts at once
  /// and has no `from` of its own, the spring from where the property is on the stage, at the
  /// speed it moves, to that change's end value. The tracks' later changes, and first changes
  /// of other kinds or after a wait, are not included
  /// (``animations(of:element:bakeFramesPerSecond:)`` makes keyframes of a whole track).
  public static func handoffSprings(
    of timeline: Timeline, element: String, in stage: MotionStage
  ) -> [CoreAnimationSpring] {
    guard let tracks = timeline.elements.first(where: { $0.name == element })?.tracks else {
      return []
    }
    return tracks.flatMap { track -> [CoreAnimationSpring] in
      guard track.count > 0 else { return [] }
      let first = track.segment(0)
      guard first.start == 0, first.from == track.initial,
        case .spring(let spring, _) = first.easing, case .number(let target) = first.to
      else { return [] }
      return handoffSprings(spring, property: track.property, on: element, in: stage, to: target)
    }
  }
}
