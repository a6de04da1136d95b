import MotionRuntime

/// The cost of one clock tick of a ``MotionStage`` being interrupted: 10,000 elements of 8
/// properties each, all playing, and every frame a tenth of them (a different thousand each
/// frame) handed a new play with `.retarget` — each of its 8 properties cut where it is and
/// started from there, a spring with the velocity it has (issue 28).
enum StageTick {
  static let elementCount = 10_000
  /// The elements interrupted each frame.
  static let interruptedPerTick = elementCount / 10
  static let frameInterval = Duration.seconds(1) / 60

  struct Result {
    /// Wall-clock time of one tick with its interruptions: the median and the slowest.
    var median: Double
    var slowest: Double
    /// One tick plus reading all 80,000 values with `value(of:onElementAt:)`.
    var medianWithValues: Double
    /// Swift heap allocations per tick once warm (`nil` when they cannot be counted).
    var allocationsPerTick: Double?
    var ticks: Int
  }

  /// A 2 s timeline of every element: each of ``PlayerTick/properties`` changes four times,
  /// along a mix of curves; with `springs`, every change is a spring instead,
  /// so a retarget onto it hands off velocity.
  static func track(springs: Bool) -> MotionTrack {
    let curves: [Easing] = [
      .linear, .cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)), .family(.quad, .inOut),
      .family(.back, .out),
    ]
    // Valid parameters: the spring is always made.
    let spring = (try? Spring(response: 0.4, dampingRatio: 0.7)).map {
      Easing.spring($0, duration: 0.5)
    }
    let quarter = Ticks.perSecond / 2
    var elements: [ElementTimeline] = []
    elements.reserveCapacity(elementCount)
    for element in 0..<elementCount {
      var tracks: [PropertyTrack] = []
      for (index, property) in PlayerTick.properties.enumerated() {
        var segments: [Segment] = []
        var value = 0.0
        for step in 0..<4 {
          let next = Double((index + 1 + element % 7) * (step % 2 == 0 ? 10 : 3))
          let curve = curves[(index + step) % curves.count]
          let easing = springs ? spring ?? curve : curve
          segments.append(
            Segment(
              start: Tick(step) * quarter, end: Tick(step + 1) * quarter, from: .number(value),
              to: .number(next), easing: easing))
          value = next
        }
        tracks.append(PropertyTrack(property: property, initial: .number(0), segments: segments))
      }
      elements.append(ElementTimeline(name: "e\(element)", tracks: tracks))
    }
    return MotionTrack(timeline: Timeline(duration: 4 * quarter, elements: elements))
  }

  static func measure(ticks: Int) -> Result {
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let curves = stage.prepare(track(springs: false))
    let springs = stage.prepare(track(springs: true))
    stage.play(curves)
    var next = 0
    /// One frame: a thousand elements retargeted (to the other track), then the tick.
    func frame() {
      for _ in 0..<interruptedPerTick {
        stage.play(next % 2 == 0 ? springs : curves, elementAt: next % elementCount)
        next += 1
      }
      clock.advance(by: frameInterval)
    }
    // Warm up: every element interrupted a few times, every play record made.
    for _ in 0..<60 { frame() }

    let timer = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(ticks)
    for _ in 0..<ticks {
      let start = timer.now
      frame()
      times.append(Measure.seconds(timer.now - start))
    }
    times.sort()

    let indices = (0..<elementCount).map { stage.elementIndex(named: "e\($0)") ?? 0 }
    var withValues: [Double] = []
    withValues.reserveCapacity(ticks)
    var checksum = 0.0
    for _ in 0..<ticks {
      let start = timer.now
      frame()
      for element in indices {
        for property in PlayerTick.properties {
          checksum += stage.value(of: property, onElementAt: element)?.number ?? 0
        }
      }
      withValues.append(Measure.seconds(timer.now - start))
    }
    withValues.sort()

    let allocations = AllocationCounter.count {
      for _ in 0..<ticks { frame() }
    }
    _ = checksum
    return Result(
      median: times[times.count / 2], slowest: times.last ?? 0,
      medianWithValues: withValues[withValues.count / 2],
      allocationsPerTick: allocations.map { Double($0) / Double(ticks) }, ticks: ticks)
  }
}
