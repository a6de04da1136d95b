#if canImport(QuartzCore)
  import Foundation
  import MotionRuntime
  import QuartzCore

  // Apple platforms only: the `CAKeyframeAnimation` and `CASpringAnimation` built from the
  // platform-neutral data.

  extension CoreAnimationKeyframes {
    /// The `CAKeyframeAnimation` of this data, for a layer or an animation group: key times,
    /// values (`NSNumber`, or `CGColor` in sRGB), timing functions, calculation mode, begin
    /// time, repeats; filled both ways and kept when done, so that the layer holds the values
    /// before and after.
    public func makeAnimation() -> CAKeyframeAnimation {
      let animation = CAKeyframeAnimation(keyPath: keyPath)
      animation.duration = durationSeconds
      animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
      animation.values = values.map(Self.object)
      switch calculationMode {
      case .linear:
        animation.calculationMode = .linear
        animation.timingFunctions = timingFunctions.map(Self.timingFunction)
      case .discrete:
        animation.calculationMode = .discrete
      }
      animation.beginTime = Ticks.seconds(beginTime)
      animation.repeatCount = repeatsForever ? .infinity : 1
      animation.fillMode = .both
      animation.isRemovedOnCompletion = false
      return animation
    }

    private static func object(_ value: Value) -> Any {
      switch value {
      case .number(let number):
        return NSNumber(value: number)
      case .color(let color):
        return CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
      }
    }

    private static func timingFunction(_ function: TimingFunction) -> CAMediaTimingFunction {
      switch function {
      case .linear:
        return CAMediaTimingFunction(name: .linear)
      case .cubicBezier(let x1, let y1, let x2, let y2):
        return CAMediaTimingFunction(
          controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
      }
    }
  }

  extension CoreAnimationSpring {
    /// The `CASpringAnimation` of this data: key path, spring, from and to values
    /// (`NSNumber`), initial velocity, additive or not, and as long as it takes to settle.
    /// Removed when done: set the layer's model value to the target before adding it.
    public func makeAnimation() -> CASpringAnimation {
      let animation = CASpringAnimation(keyPath: keyPath)
      animation.mass = CGFloat(mass)
      animation.stiffness = CGFloat(stiffness)
      animation.damping = CGFloat(damping)
      animation.initialVelocity = CGFloat(initialVelocity)
      animation.fromValue = NSNumber(value: fromValue)
      animation.toValue = NSNumber(value: toValue)
      animation.isAdditive = isAdditive
      animation.duration = durationSeconds ?? animation.settlingDuration
      return animation
    }
  }

  extension CoreAnimationExport {
    /// The animations of `element` in `timeline` as one group, for `layer.add(_:forKey:)`:
    /// as long as the timeline (forever, for an endless one), kept when done.
    public static func animationGroup(
      of timeline: Timeline, element: String,
      bakeFramesPerSecond: Int = defaultBakeFramesPerSecond
    ) -> CAAnimationGroup {
      let group = CAAnimationGroup()
      group.animations = animations(
        of: timeline, element: element, bakeFramesPerSecond: bakeFramesPerSecond
      ).map { $0.makeAnimation() }
      group.duration = timeline.isEndless ? .infinity : Ticks.seconds(timeline.duration)
      group.fillMode = .both
      group.isRemovedOnCompletion = false
      return group
    }
  }
#endif
