/// A CSS `linear()` easing: straight lines through points, e.g. `linear(0, 0.25 40%, 1)`.
///
/// The stops are kept as written (for the name) and turned into points by CSS Easing Level 2's
/// rules: a stop's input is raised to the largest input before it; a first stop without input
/// gets 0 and a last one gets 1 (or the largest input before it, if larger); a stop with two
/// inputs makes two points; runs of stops without input are spaced evenly between their
/// neighbours. Evaluation follows the spec too: progress outside the points extrapolates the
/// first or last segment, and where several points share an input the last of them holds from
/// that input on.
public struct LinearEasing: Hashable, Sendable {
  /// One stop as written: an output value and 0, 1 or 2 input positions.
  public struct Stop: Hashable, Sendable {
    /// The eased progress at this stop.
    public let output: Double
    /// The stop's input positions as fractions (`40%` is 0.4); 0, 1 or 2 of them.
    public let inputs: [Double]

    /// A stop with `output` at `inputs` (fractions, at most two).
    public init(output: Double, inputs: [Double] = []) {
      self.output = output
      self.inputs = inputs
    }
  }

  /// A point the curve passes through.
  public struct Point: Hashable, Sendable {
    /// Progress (x).
    public let input: Double
    /// Eased progress (y).
    public let output: Double

    /// The point (`input`, `output`).
    public init(input: Double, output: Double) {
      self.input = input
      self.output = output
    }
  }

  /// The stops as written.
  public let stops: [Stop]
  /// The canonical points, inputs never decreasing; at least two.
  public let points: [Point]

  /// A curve through CSS-style stops: each an output and 0, 1 or 2 inputs as fractions of the
  /// change (`0.25 40%` is `(output: 0.25, inputs: [0.4])`).
  ///
  /// Throws when there are fewer than two stops, a stop has more than two inputs, or a number
  /// is not finite.
  public init(stops: [(output: Double, inputs: [Double])]) throws(EasingParameterError) {
    try self.init(stops.map { Stop(output: $0.output, inputs: $0.inputs) })
  }

  /// A curve through `stops` (see ``init(stops:)``).
  public init(_ stops: [Stop]) throws(EasingParameterError) {
    guard stops.count >= 2 else {
      throw EasingParameterError(
        "`linear()` needs at least 2 stops, not \(stops.count)")
    }
    for (index, stop) in stops.enumerated() {
      guard stop.inputs.count <= 2 else {
        throw EasingParameterError(
          "stop \(index + 1) of `linear()` has \(stop.inputs.count) inputs; a stop takes at most 2")
      }
      guard stop.output.isFinite, stop.inputs.allSatisfy(\.isFinite) else {
        throw EasingParameterError(
          "stop \(index + 1) of `linear()` has a number that is not finite")
      }
    }
    self.stops = stops
    self.points = Self.canonicalPoints(stops)
  }

  /// CSS Easing Level 2, "create a linear easing function".
  private static func canonicalPoints(_ stops: [Stop]) -> [Point] {
    var inputs: [Double?] = []
    var outputs: [Double] = []
    var largest = -Double.infinity
    for (index, stop) in stops.enumerated() {
      if stop.inputs.isEmpty {
        outputs.append(stop.output)
        if index == 0 {
          largest = 0
          inputs.append(0)
        } else if index == stops.count - 1 {
          inputs.append(max(1, largest))
        } else {
          inputs.append(nil)
        }
        continue
      }
      for input in stop.inputs {
        largest = max(input, largest)
        outputs.append(stop.output)
        inputs.append(largest)
      }
    }
    // Runs without input: evenly spaced between the known neighbours (the first and last points
    // always have inputs).
    var known = 0
    var filled: [Double] = []
    for index in inputs.indices {
      if let input = inputs[index] {
        filled.append(input)
        known = index
        continue
      }
      var next = index + 1
      while inputs[next] == nil { next += 1 }
      let start = filled[known]
      let end = inputs[next] ?? start
      filled.append(start + (end - start) * Double(index - known) / Double(next - known))
    }
    return zip(filled, outputs).map { Point(input: $0, output: $1) }
  }

  /// Eased progress at `progress` (CSS "linear easing function output").
  @inlinable
  public func value(at progress: Double) -> Double {
    // The last point with input ≤ progress, or the first point; never the last point.
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) >> 1
      if points[middle].input <= progress { low = middle + 1 } else { high = middle }
    }
    let index = min(max(low - 1, 0), points.count - 2)
    let a = points[index]
    let b = points[index + 1]
    if a.input == b.input || progress == b.input { return b.output }
    return a.output + (progress - a.input) / (b.input - a.input) * (b.output - a.output)
  }

  /// The arguments as a `.motion` file spells them: `0, 0.25 40%, 1`.
  public var arguments: String {
    stops.map { stop in
      ([NumberFormatting.shortest(stop.output)] + stop.inputs.map(Self.percentage))
        .joined(separator: " ")
    }
    .joined(separator: ", ")
  }

  /// A fraction as an exact percentage: 0.29 → `29%` (the decimal point moves two places in
  /// the shortest spelling, so no `28.999999999999996%`).
  static func percentage(_ fraction: Double) -> String {
    var text = NumberFormatting.shortest(fraction)
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponent = Int(text[text.index(after: e)...]) ?? 0
      text = String(text[..<e])
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first.map(String.init) ?? ""
    let decimals = parts.count > 1 ? String(parts[1]) : ""
    var digits = Array(whole + decimals)
    var point = whole.count + exponent + 2
    while let first = digits.first, first == "0" {
      digits.removeFirst()
      point -= 1
    }
    while let last = digits.last, last == "0" { digits.removeLast() }
    if digits.isEmpty { return "0%" }
    var result = negative ? "-" : ""
    if point <= 0 {
      result += "0." + String(repeating: "0", count: -point) + String(digits)
    } else if point >= digits.count {
      result += String(digits) + String(repeating: "0", count: point - digits.count)
    } else {
      result += String(digits[..<point]) + "." + String(digits[point...])
    }
    return result + "%"
  }
}

extension LinearEasing {
  /// A bound on |value(at: p)| for every p in 0…1, as ``value(at:)`` computes it in floating
  /// point; infinity when it could overflow (a line so steep that extending it to 0% or 100%
  /// overflows).
  public var magnitudeBound: Double { reach().bound }

  /// Checks that eased progress stays finite and within ``Easing/maximumMagnitude`` over
  /// 0…1, the first and last lines extended to 0% and 100% included; throws naming the stop
  /// at the end of the line that goes too far.
  public func validate() throws(EasingParameterError) {
    let reach = reach()
    guard !(reach.bound <= Easing.maximumMagnitude) else { return }
    let stops = (stop(ofPoint: reach.line), stop(ofPoint: reach.line + 1))
    let blamed = reach.progress <= points[reach.line].input ? stops.0 : stops.1
    let place = Self.percentage(reach.progress)
    let through =
      stops.0 == stops.1
      ? "stop \(stops.0 + 1) of `linear()`"
      : "the line through stops \(stops.0 + 1) and \(stops.1 + 1) of `linear()`"
    let extended =
      reach.progress < points[reach.line].input || reach.progress > points[reach.line + 1].input
    let what =
      reach.bound.isFinite
      ? "reaches \(NumberFormatting.shortest(reach.value)), beyond \(Easing.magnitudeText)"
      : "overflows"
    throw EasingParameterError(
      extended
        ? "\(through) is too steep: extended to \(place), it \(what)"
        : "at \(place), \(through) \(what)", argument: blamed)
  }

  /// The largest |eased progress| over 0…1 (infinity on overflow or NaN), the line (its first
  /// point) where it is reached, and the progress there.
  ///
  /// ``value(at:)`` evaluates one line per progress, `a + (p − a.input) / (b.input − a.input)
  /// · (b − a)`; in floating point every step of that is monotonic in p, so on each line the
  /// extremes are at the ends of the part of 0…1 it serves.
  private func reach() -> (bound: Double, line: Int, progress: Double, value: Double) {
    var worst = (bound: 0.0, line: 0, progress: 0.0, value: 0.0)
    let first = line(at: 0)
    let last = line(at: 1)
    for index in first...last {
      let a = points[index]
      let b = points[index + 1]
      let low = index == first ? 0 : a.input
      let high = index == last ? 1 : b.input
      var candidates = [(high, b.output)]
      if a.input != b.input {
        for progress in [low, high] {
          candidates.append(
            (
              progress,
              a.output + (progress - a.input) / (b.input - a.input) * (b.output - a.output)
            )
          )
        }
      }
      for (progress, value) in candidates {
        let size = value.isNaN ? .infinity : abs(value)
        if size > worst.bound || (size.isInfinite && !worst.bound.isInfinite) {
          worst = (size, index, progress, value)
        }
      }
    }
    return worst
  }

  /// The index of the line (its first point) ``value(at:)`` uses at `progress`.
  private func line(at progress: Double) -> Int {
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) >> 1
      if points[middle].input <= progress { low = middle + 1 } else { high = middle }
    }
    return min(max(low - 1, 0), points.count - 2)
  }

  /// The stop (as written, from 0) that point `index` comes from: a stop with two inputs makes
  /// two points, every other stop one.
  private func stop(ofPoint index: Int) -> Int {
    var point = 0
    for (stopIndex, stop) in stops.enumerated() {
      point += max(stop.inputs.count, 1)
      if index < point { return stopIndex }
    }
    return stops.count - 1
  }
}
