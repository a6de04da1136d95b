import MotionRuntime

/// Keyframes that follow a change (or the part of it inside a window) value by value, for the
/// changes a browser cannot play from their two ends: colors mixed in Oklab or linear light
/// (browsers mix `rgba()` keyframes in sRGB), and changes a run cuts off in the middle.
///
/// Between the keyframes the browser mixes linearly (colors in sRGB with premultiplied alpha),
/// so the keyframes are points of the exact values chosen by ``LinearFit``: within
/// ``WebAnimationPlan/colorTolerance`` per color component, or 0.05 % of the change for
/// numbers. Steps are piecewise constant and become
/// holds (`steps(1, jump-end)`) from one step to the next.
enum SegmentBake {
  /// The keyframes of `segment` from time `start` to `end` (inside the segment): the first at
  /// `start`, the last at `end`, and at the segment's end its target value after any snap.
  static func keyframes(_ segment: Segment, kind: ValueKind, from start: Tick, to end: Tick)
    -> [WebKeyframe]
  {
    let length = Double(segment.end - segment.start)
    guard length > 0 else {
      return [
        WebKeyframe(time: Double(segment.start), value: segment.from, timing: .linear),
        WebKeyframe(time: Double(segment.start), value: segment.to, timing: .linear),
      ]
    }
    let first = Double(start - segment.start) / length
    let last = Double(end - segment.start) / length
    let mix = Mixer(segment: segment, kind: kind)
    var frames: [WebKeyframe]
    switch stepCount(segment.easing) {
    case let count?:
      frames = steps(segment, mix: mix, count: count, from: first, to: last)
    case nil:
      frames = fitted(segment, mix: mix, from: first, to: last)
    }
    // The exact values at the segment's ends, unless the curve snaps there (a spring cut short
    // jumps to its target): then the snap stays a jump.
    if start == segment.start, let first = frames.first, mix.isClose(first.value, segment.from) {
      frames[0].value = segment.from
    }
    if end == segment.end, let last = frames.last, last.value != segment.to {
      if mix.isClose(last.value, segment.to) {
        frames[frames.count - 1].value = segment.to
      } else {
        frames.append(WebKeyframe(time: Double(segment.end), value: segment.to, timing: .linear))
      }
    }
    return frames
  }

  /// The step count of a steps curve (also played backwards), or `nil` for other curves.
  static func stepCount(_ easing: Easing) -> Int? {
    switch easing {
    case .steps(let count, _): return count
    case .reversed(let inner): return stepCount(inner)
    case .linear, .cubicBezier, .family, .piecewiseLinear, .spring: return nil
    }
  }

  /// Steps: every step's value held from its start to the next step (the jumps of every
  /// position fall on multiples of 1 / count).
  private static func steps(
    _ segment: Segment, mix: Mixer, count: Int, from first: Double, to last: Double
  ) -> [WebKeyframe] {
    let length = Double(segment.end - segment.start)
    func time(_ progress: Double) -> Double { Double(segment.start) + progress * length }
    var bounds = [first]
    for index in 1..<count {
      let bound = Double(index) / Double(count)
      if bound > first && bound < last { bounds.append(bound) }
    }
    var frames: [WebKeyframe] = []
    for (index, bound) in bounds.enumerated() {
      let next = index + 1 < bounds.count ? bounds[index + 1] : last
      let value = mix.value(segment.easing.value(at: (bound + next) / 2))
      frames.append(WebKeyframe(time: time(bound), value: value, timing: .hold))
    }
    let lastValue = frames.last?.value ?? segment.from
    frames.append(WebKeyframe(time: time(last), value: lastValue, timing: .linear))
    return frames
  }

  /// A continuous curve: points chosen by ``LinearFit`` from the curve between its ends (see
  /// ``WebTiming/openCurve(_:)``).
  private static func fitted(_ segment: Segment, mix: Mixer, from first: Double, to last: Double)
    -> [WebKeyframe]
  {
    let length = Double(segment.end - segment.start)
    let curve = WebTiming.openCurve(segment.easing)
    let points = LinearFit.fit(
      from: first, to: last, tolerance: mix.tolerance, curve: { mix.vector(curve($0)) },
      error: mix.error)
    return points.map {
      WebKeyframe(
        time: Double(segment.start) + $0.position * length, value: mix.value($0.value),
        timing: .linear)
    }
  }

  /// The values of one change as vectors a browser mixes linearly: a number as it is, a color
  /// as premultiplied sRGB (red, green and blue times alpha, then alpha), clamped to the gamut
  /// as outputs clamp it.
  struct Mixer {
    let segment: Segment
    let kind: ValueKind

    /// The change's value at eased progress `eased`.
    func vector(_ eased: Double) -> SIMD4<Double> {
      switch (segment.from, segment.to) {
      case (.color(let from), .color(let to)):
        let mixed = from.mixed(with: to, amount: eased, in: segment.colorSpace)
        let alpha = Self.clamp(mixed.alpha)
        return SIMD4(
          Self.clamp(mixed.red) * alpha, Self.clamp(mixed.green) * alpha,
          Self.clamp(mixed.blue) * alpha, alpha)
      case (.number(let from), .number(let to)):
        return SIMD4(from + (to - from) * eased, 0, 0, 0)
      case (.number, .color), (.color, .number):
        return SIMD4(repeating: 0)  // a track's values are all of one kind
      }
    }

    /// A vector back as a value of the property.
    func value(_ vector: SIMD4<Double>) -> Value {
      switch kind {
      case .color: return .color(Self.straight(vector))
      case .length, .fraction, .factor, .angle: return .number(vector.x)
      }
    }

    /// The value at eased progress `eased`.
    func value(_ eased: Double) -> Value { value(vector(eased)) }

    /// How far a straight line may stray: 0.05 % of the change for numbers, a quarter of an
    /// 8-bit step for colors.
    var tolerance: Double {
      switch (segment.from, segment.to) {
      case (.number(let from), .number(let to)):
        return abs(to - from) * WebTiming.fittedTolerance
      case (.color, .color), (.number, .color), (.color, .number):
        return WebAnimationPlan.colorTolerance
      }
    }

    /// The difference between a mixed vector and the exact one: for colors the largest
    /// difference of a straight (not premultiplied) component, ignoring red, green and blue
    /// where the exact color is transparent to 8 bits.
    var error: (SIMD4<Double>, SIMD4<Double>) -> Double {
      switch kind {
      case .color:
        return { line, exact in
          let alphaError = abs(line.w - exact.w)
          guard exact.w >= 0.5 / 255 else { return alphaError }
          let difference = Self.straight(line).components - Self.straight(exact).components
          let largest = max(abs(difference.x), abs(difference.y), abs(difference.z))
          return max(largest, alphaError)
        }
      case .length, .fraction, .factor, .angle:
        return { abs($0.x - $1.x) }
      }
    }

    /// Whether two values differ by at most a quarter of the tolerance: rounding noise, which
    /// replacing one by the other keeps well within the bound.
    func isClose(_ a: Value, _ b: Value) -> Bool {
      error(vector(of: a), vector(of: b)) <= tolerance / 4
    }

    /// A value as a vector (premultiplied for colors).
    func vector(of value: Value) -> SIMD4<Double> {
      switch value {
      case .number(let number): return SIMD4(number, 0, 0, 0)
      case .color(let color):
        let alpha = Self.clamp(color.alpha)
        return SIMD4(
          Self.clamp(color.red) * alpha, Self.clamp(color.green) * alpha,
          Self.clamp(color.blue) * alpha, alpha)
      }
    }

    static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }

    /// Premultiplied components back to straight ones (transparent stays black).
    static func straight(_ vector: SIMD4<Double>) -> RGBA {
      guard vector.w > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
      return RGBA(
        red: clamp(vector.x / vector.w), green: clamp(vector.y / vector.w),
        blue: clamp(vector.z / vector.w), alpha: clamp(vector.w))
    }
  }
}

extension RGBA {
  /// The components as a vector (red, green, blue, alpha).
  var components: SIMD4<Double> { SIMD4(red, green, blue, alpha) }
}
