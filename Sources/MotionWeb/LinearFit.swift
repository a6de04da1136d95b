/// Straight lines through chosen points of a curve that stay within a tolerance of it.
///
/// Curves CSS cannot spell (the Penner families, springs) become CSS `linear()` easings, and
/// colors mixed in Oklab or linear light become keyframes the browser mixes in sRGB; both are
/// polylines through points of the exact curve. The points are chosen adaptively: an interval
/// is checked at ``checksPerInterval`` evenly spaced inner points, and split at the worst of
/// them until every check is within the tolerance. Flat stretches get few points and bends
/// many. The callers fit to half of the bound they promise, and the tests measure the result
/// against the exact curve at 100,000 points.
public enum LinearFit {
  /// A point of a fitted polyline: the position and the curve's value there (up to four
  /// components: a number uses `x`, a color all four).
  public struct Point: Hashable, Sendable {
    /// The position (progress, or time).
    public var position: Double
    /// The curve's value at `position`.
    public var value: SIMD4<Double>

    /// The point (`position`, `value`).
    public init(position: Double, value: SIMD4<Double>) {
      self.position = position
      self.value = value
    }
  }

  /// How many evenly spaced inner points of an interval are compared with the curve.
  public static let checksPerInterval = 24

  /// Points from `lower` to `upper` (both included) such that between consecutive points the
  /// straight line (component by component) is within `tolerance` of `curve` at every check,
  /// as `error(line, curve)` measures. Stops splitting at `maximumPoints`, or where an
  /// interval is narrower than a billionth of the whole (a jump cannot be fitted by lines).
  public static func fit(
    from lower: Double, to upper: Double, tolerance: Double, maximumPoints: Int = 4096,
    curve: (Double) -> SIMD4<Double>,
    error: (SIMD4<Double>, SIMD4<Double>) -> Double = { abs($0.x - $1.x) }
  ) -> [Point] {
    var points = [Point(position: lower, value: curve(lower))]
    guard upper > lower else { return points }
    let narrowest = (upper - lower) * 1e-9
    // Depth first, left before right, so the points come out in order.
    var pending = [
      (Point(position: lower, value: points[0].value), Point(position: upper, value: curve(upper)))
    ]
    while let (start, end) = pending.popLast() {
      let width = end.position - start.position
      var worst = 0.0
      var worstPoint = start
      for index in 1...checksPerInterval {
        let fraction = Double(index) / Double(checksPerInterval + 1)
        let position = start.position + width * fraction
        let exact = curve(position)
        let line = start.value + (end.value - start.value) * fraction
        let deviation = error(line, exact)
        if deviation > worst || deviation.isNaN {
          worst = deviation.isNaN ? .infinity : deviation
          worstPoint = Point(position: position, value: exact)
        }
      }
      if worst <= tolerance || width <= narrowest || points.count + pending.count >= maximumPoints {
        points.append(end)
        continue
      }
      pending.append((worstPoint, end))
      pending.append((start, worstPoint))
    }
    return points
  }

  /// The largest `error` between the polyline through `points` and `curve`, measured at
  /// `samples` evenly spaced positions from the first point to the last (for tests and
  /// self-checks).
  public static func largestError(
    of points: [Point], against curve: (Double) -> SIMD4<Double>, samples: Int,
    error: (SIMD4<Double>, SIMD4<Double>) -> Double = { abs($0.x - $1.x) }
  ) -> Double {
    guard let first = points.first, let last = points.last, samples > 1 else { return 0 }
    var largest = 0.0
    var index = 0
    for sample in 0..<samples {
      let position =
        first.position + (last.position - first.position) * Double(sample) / Double(samples - 1)
      while index + 2 < points.count, points[index + 1].position <= position { index += 1 }
      let a = points[index]
      let b = points[min(index + 1, points.count - 1)]
      let span = b.position - a.position
      let fraction = span > 0 ? min(max((position - a.position) / span, 0), 1) : 1
      let line = a.value + (b.value - a.value) * fraction
      largest = max(largest, error(line, curve(position)))
    }
    return largest
  }
}
