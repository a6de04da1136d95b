extension PropertyTrack {
  /// Samples the track at `times` (in non-decreasing order) into `output`, which holds
  /// `times.count × property.kind.componentCount` numbers (colors as straight-alpha RGBA).
  ///
  /// One pass with a moving cursor: no search and no allocation per sample. With a loop, each
  /// time is mapped into the loop's first cycle; when a time is in a later cycle than the one
  /// before it, the cursor goes back to the loop's start.
  public func sample(
    at times: UnsafeBufferPointer<SampleTime>, into output: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(output.count >= times.count * stride, "output buffer too small")
    records.withUnsafeBufferPointer { records in
      let width = recordWidth
      var cursor = -1
      var cycle: Tick = 0
      // Where the cursor restarts for each new cycle: the last segment begun at its start.
      let restart = loop.map { segmentIndex(at: $0.start) } ?? -1
      let last = segmentCount - 1
      for sampleIndex in 0..<times.count {
        var time = times[sampleIndex]
        if let loop, time.tick >= loop.end {
          let timeCycle = loop.cycle(time.tick)
          time.tick = loop.cycleTick(time.tick)
          if timeCycle != cycle {
            cycle = timeCycle
            cursor = restart
          }
        }
        while cursor < last && Tick(bitPattern: records[(cursor + 1) * width]) <= time.tick {
          cursor += 1
        }
        let out = sampleIndex * stride
        if cursor < 0 {
          write(initial, to: output, at: out)
          continue
        }
        let record = cursor * width
        let base = record + 3
        if time.tick >= Tick(bitPattern: records[record + 1]) {
          for component in 0..<stride {
            output[out + component] = Double(bitPattern: records[base + stride + component])
          }
          continue
        }
        let eased = easedProgress(cursor, time)
        if stride == 1 {
          let from = Double(bitPattern: records[base])
          output[out] = from + (Double(bitPattern: records[base + 1]) - from) * eased
        } else {
          let from = RGBA(
            red: Double(bitPattern: records[base]), green: Double(bitPattern: records[base + 1]),
            blue: Double(bitPattern: records[base + 2]),
            alpha: Double(bitPattern: records[base + 3]))
          let to = RGBA(
            red: Double(bitPattern: records[base + 4]),
            green: Double(bitPattern: records[base + 5]),
            blue: Double(bitPattern: records[base + 6]),
            alpha: Double(bitPattern: records[base + 7]))
          let space = colorSpace(cursor)
          write(.color(from.mixed(with: to, amount: eased, in: space)), to: output, at: out)
        }
      }
    }
  }

  private func write(_ value: Value, to output: UnsafeMutableBufferPointer<Double>, at offset: Int)
  {
    switch value {
    case .number(let number):
      output[offset] = number
      if stride == 4 {
        for component in 1..<4 { output[offset + component] = number }
      }
    case .color(let color):
      output[offset] = color.red
      if stride == 4 {
        output[offset + 1] = color.green
        output[offset + 2] = color.blue
        output[offset + 3] = color.alpha
      }
    }
  }

  /// Samples the track at `times` (in non-decreasing order) into a new array.
  public func sample(at times: [SampleTime]) -> [Double] {
    var output = [Double](repeating: 0, count: times.count * stride)
    times.withUnsafeBufferPointer { times in
      output.withUnsafeMutableBufferPointer { output in sample(at: times, into: output) }
    }
    return output
  }
}

/// A frame rate as an exact fraction: `numerator / denominator` frames per second.
public struct FrameRate: Hashable, Sendable {
  public let numerator: UInt64
  public let denominator: UInt64

  /// A rate of `numerator / denominator` fps; both must be positive.
  public init?(numerator: UInt64, denominator: UInt64) {
    guard numerator > 0, denominator > 0 else { return nil }
    self.numerator = numerator
    self.denominator = denominator
  }

  /// The exact time of frame `index`: `index / fps` seconds.
  public func time(ofFrame index: UInt64) -> SampleTime? {
    // ticks = index · denominator · 1e9 / numerator, in 128-bit arithmetic.
    let (scaledHigh, scaledLow) = index.multipliedFullWidth(by: denominator)
    guard scaledHigh == 0 else { return nil }
    let product = scaledLow.multipliedFullWidth(by: UInt64(Ticks.perSecond))
    guard product.high < numerator else { return nil }
    let (quotient, remainder) = numerator.dividingFullWidth(product)
    guard quotient <= UInt64(Tick.max) else { return nil }
    return SampleTime(tick: Tick(quotient), remainder: remainder, denominator: numerator)
  }

  /// The last frame at or before `tick` (≥ 0), and whether it falls exactly on `tick`.
  public func lastFrame(atOrBefore tick: Tick) -> (index: UInt64, exact: Bool)? {
    guard tick >= 0 else { return nil }
    // index = floor(tick · numerator / (denominator · 1e9))
    let product = UInt64(tick).multipliedFullWidth(by: numerator)
    let (divisorHigh, divisor) = denominator.multipliedFullWidth(by: UInt64(Ticks.perSecond))
    guard divisorHigh == 0, product.high < divisor else { return nil }
    let (quotient, remainder) = divisor.dividingFullWidth(product)
    return (quotient, remainder == 0)
  }

  /// The first frame at or after `tick` (≥ 0).
  public func firstFrame(atOrAfter tick: Tick) -> UInt64? {
    guard let (index, exact) = lastFrame(atOrBefore: tick) else { return nil }
    return exact ? index : index + 1
  }
}

/// The sample times of a frame grid: frame i at exactly i / fps, within `from ... to`, plus a
/// last time at exactly `to` when `to` is not on a frame.
public struct FrameGrid: Hashable, Sendable {
  public let rate: FrameRate
  public let from: Tick
  public let to: Tick

  /// A grid over `from ... to` (0 ≤ from ≤ to).
  public init?(rate: FrameRate, from: Tick, to: Tick) {
    guard from >= 0, from <= to else { return nil }
    self.rate = rate
    self.from = from
    self.to = to
  }

  /// The number of sample times, or `nil` if it cannot be computed.
  public var count: UInt64? {
    guard let first = rate.firstFrame(atOrAfter: from),
      let (last, exact) = rate.lastFrame(atOrBefore: to)
    else { return nil }
    let frames = last >= first ? last - first + 1 : 0
    return exact ? frames : frames + 1
  }

  /// The sample times, in order; `nil` if there are more than `limit`.
  public func times(limit: UInt64) -> [SampleTime]? {
    guard let count = count, count <= limit,
      let first = rate.firstFrame(atOrAfter: from),
      let (last, exact) = rate.lastFrame(atOrBefore: to)
    else { return nil }
    var times: [SampleTime] = []
    times.reserveCapacity(Int(count))
    if last >= first {
      for index in first...last {
        guard let time = rate.time(ofFrame: index) else { return nil }
        times.append(time)
      }
    }
    if !exact { times.append(SampleTime(tick: to)) }
    return times
  }
}
