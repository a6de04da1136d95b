import MotionRuntime

/// A track's values over a span of time as a polyline, for plots: straight lines within a
/// quarter of a pixel of the exact values, with vertical lines at jumps and stairs for steps.
///
/// The span is cut at every change's start and end (a `repeat forever` unrolled over the
/// span) and at every jump of a steps curve; between the cuts the value is continuous, and
/// ``LinearFit`` follows it. Where a span has more cuts than a plot can show
/// (``maximumPieces``), it is sampled once per pixel instead.
struct TrackPolyline {
  /// A point: time in ticks, value.
  struct Point: Hashable {
    var time: Double
    var value: Double
  }

  /// More cuts than this and the track is sampled per pixel.
  static let maximumPieces = 4000

  /// The points of a number track from 0 to `end` ticks, fitted to `tolerance` in value
  /// units; `pixels` is the plot's width, for the per-pixel fallback.
  static func points(_ track: PropertyTrack, end: Tick, tolerance: Double, pixels: Int) -> [Point] {
    let cuts = self.cuts(track, end: end)
    guard cuts.count <= maximumPieces else {
      return (0...pixels).map {
        let time = Double(end) * Double($0) / Double(pixels)
        return Point(time: time, value: number(track, at: time))
      }
    }
    var points: [Point] = []
    for (start, stop) in zip(cuts, cuts.dropFirst()) where stop > start {
      // Continuous on [start, stop); at `stop` the value it approaches (a nanosecond before).
      let approach = max(Double(start), Double(stop) - 1)
      let fitted = LinearFit.fit(
        from: Double(start), to: Double(stop), tolerance: tolerance, maximumPoints: 512
      ) { SIMD4(number(track, at: min($0, approach)), 0, 0, 0) }
      for point in fitted {
        let next = Point(time: point.position, value: point.value.x)
        if next != points.last { points.append(next) }
      }
    }
    if points.isEmpty {
      points = [
        Point(time: 0, value: number(track, at: 0)),
        Point(time: Double(end), value: number(track, at: Double(end))),
      ]
    }
    return points
  }

  /// The times where the value may jump or bend, from 0 to `end`, sorted and distinct.
  static func cuts(_ track: PropertyTrack, end: Tick) -> [Tick] {
    var cuts: Set<Tick> = [0, end]
    let segments = track.segments
    func add(_ segment: Segment, shift: Tick) {
      for tick in [segment.start + shift, segment.end + shift] where tick > 0 && tick < end {
        cuts.insert(tick)
      }
      if let count = SegmentBake.stepCount(segment.easing), segment.end > segment.start,
        count < maximumPieces
      {
        let length = segment.end - segment.start
        for index in 1..<count {
          let tick = segment.start + shift + length * Tick(index) / Tick(count)
          if tick > 0 && tick < end { cuts.insert(tick) }
        }
      }
    }
    for segment in segments where segment.start < end { add(segment, shift: 0) }
    if let loop = track.loop {
      var shift = loop.period
      while loop.start + shift < end, cuts.count <= maximumPieces {
        cuts.insert(loop.start + shift)
        for segment in segments where segment.start >= loop.start && segment.start < loop.end {
          add(segment, shift: shift)
        }
        shift += loop.period
      }
    }
    return cuts.sorted()
  }

  /// The smallest and largest numbers the track takes from 0 to `end` ticks, found on the curve
  /// itself (not only at keyframes): each change is sampled at 64 points, and the extreme
  /// samples refined by a golden-section search between their neighbours, so a spring's peak
  /// is found to far below a displayed digit. Past ``maximumPieces`` changes, the samples alone.
  static func extremes(_ track: PropertyTrack, end: Tick) -> (low: Double, high: Double) {
    var low = number(track, at: 0)
    var high = low
    let segments = track.segments
    let refines = segments.count <= maximumPieces
    for segment in segments where segment.start < end && segment.end > segment.start {
      let start = Double(segment.start)
      // Continuous up to a nanosecond before the end (a steps curve may jump there).
      let stop = max(start, Double(min(segment.end, end)) - 1)
      let samples = 64
      let times = (0...samples).map { start + (stop - start) * Double($0) / Double(samples) }
      let values = times.map { number(track, at: $0) }
      for (sign, index) in [
        (1.0, values.indices.max { values[$0] < values[$1] }),
        (-1.0, values.indices.min { values[$0] < values[$1] }),
      ] {
        guard let index else { continue }
        var best = values[index]
        if refines {
          let lower = times[max(index - 1, 0)]
          let upper = times[min(index + 1, samples)]
          best =
            sign * goldenSectionMaximum(from: lower, to: upper) { sign * number(track, at: $0) }
          best = sign > 0 ? max(best, values[index]) : min(best, values[index])
        }
        low = min(low, best)
        high = max(high, best)
      }
    }
    return (low, high)
  }

  /// The largest value `f` takes on `lower…upper`, for an `f` with one peak there.
  static func goldenSectionMaximum(
    from lower: Double, to upper: Double, _ f: (Double) -> Double
  ) -> Double {
    let ratio = (5.0.squareRoot() - 1) / 2
    var (a, b) = (lower, upper)
    var c = b - ratio * (b - a)
    var d = a + ratio * (b - a)
    var (fc, fd) = (f(c), f(d))
    for _ in 0..<80 where b - a > 1e-9 {
      if fc > fd {
        (b, d, fd) = (d, c, fc)
        c = b - ratio * (b - a)
        fc = f(c)
      } else {
        (a, c, fc) = (c, d, fd)
        d = a + ratio * (b - a)
        fd = f(d)
      }
    }
    return max(fc, fd, f(lower), f(upper))
  }

  /// The track's number at `time` ticks (colors: their red component; not used for them).
  static func number(_ track: PropertyTrack, at time: Double) -> Double {
    let whole = time.rounded(.down)
    let tick = Tick(exactly: whole) ?? (time < 0 ? 0 : Tick.max)
    let value = track.value(at: SampleTime(tick: tick, fraction: time - whole))
    switch value {
    case .number(let number): return number
    case .color(let color): return color.red
    }
  }

  /// The track's color at `time` ticks.
  static func color(_ track: PropertyTrack, at time: Double) -> RGBA {
    let whole = time.rounded(.down)
    let tick = Tick(exactly: whole) ?? (time < 0 ? 0 : Tick.max)
    switch track.value(at: SampleTime(tick: tick, fraction: time - whole)) {
    case .color(let color): return color
    case .number(let number): return RGBA(red: number, green: number, blue: number)
    }
  }
}
