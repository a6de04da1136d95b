import MotionRuntime

/// The cost of one clock tick: 10,000 players of an 8-property track on one ``ManualClock``,
/// each at its own place in the track (a different delay), repeating forever, with markers.
enum PlayerTick {
  static let playerCount = 10_000
  static let frameInterval = Duration.seconds(1) / 60

  struct Result {
    /// Wall-clock time of one tick: the median and the slowest of the measured ticks.
    var median: Double
    var slowest: Double
    /// One tick plus reading the 8 values of every player (what an app applying them pays).
    var medianWithValues: Double
    /// Swift heap allocations per tick once playing (`nil` when they cannot be counted).
    var allocationsPerTick: Double?
    var ticks: Int
    var markersFired: Int
  }

  /// The 8 properties of ``track()``.
  static let properties: [Property] = [
    .moveX, .moveY, .scaleX, .scaleY, .rotate, .opacity, .width, .cornerRadius,
  ]

  /// A 2 s track of `card`: each property changes four times, along a mix of curves.
  static func track() -> MotionTrack {
    let easings: [Easing] = [
      .linear, .cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)), .family(.quad, .inOut),
      .family(.back, .out),
    ]
    let quarter = Ticks.perSecond / 2
    var tracks: [PropertyTrack] = []
    for (index, property) in properties.enumerated() {
      var segments: [Segment] = []
      var value = 0.0
      for step in 0..<4 {
        let next = Double((index + 1) * (step % 2 == 0 ? 10 : 3))
        segments.append(
          Segment(
            start: Tick(step) * quarter, end: Tick(step + 1) * quarter, from: .number(value),
            to: .number(next), easing: easings[(index + step) % easings.count]))
        value = next
      }
      tracks.append(PropertyTrack(property: property, initial: .number(0), segments: segments))
    }
    let markers = [
      Marker(name: "rise", element: "card", start: 0, end: quarter * 2),
      Marker(name: "settle", element: "card", start: quarter * 2, end: quarter * 4),
    ]
    return MotionTrack(
      timeline: Timeline(
        duration: 4 * quarter, elements: [ElementTimeline(name: "card", tracks: tracks)],
        markers: markers))
  }

  static func measure(ticks: Int) -> Result {
    let clock = ManualClock()
    let track = track()
    var markersFired = 0
    let players = (0..<playerCount).map { index in
      let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
      player.repeatCount = .forever
      player.delay = .microseconds(index * 97)
      player.onMarker = { _, _ in markersFired += 1 }
      player.play()
      return player
    }
    // Warm up: every player past its delay and into its loop.
    for _ in 0..<120 { clock.advance(by: frameInterval) }

    let timer = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(ticks)
    for _ in 0..<ticks {
      let start = timer.now
      clock.advance(by: frameInterval)
      times.append(Measure.seconds(timer.now - start))
    }
    times.sort()

    var withValues: [Double] = []
    withValues.reserveCapacity(ticks)
    var checksum = 0.0
    for _ in 0..<ticks {
      let start = timer.now
      clock.advance(by: frameInterval)
      for player in players {
        let frame = player.frame
        for property in properties {
          checksum += frame.value(of: property, onElementAt: 0)?.number ?? 0
        }
      }
      withValues.append(Measure.seconds(timer.now - start))
    }
    withValues.sort()

    let allocations = AllocationCounter.count {
      for _ in 0..<ticks { clock.advance(by: frameInterval) }
    }
    _ = checksum
    return Result(
      median: times[times.count / 2], slowest: times.last ?? 0,
      medianWithValues: withValues[withValues.count / 2],
      allocationsPerTick: allocations.map { Double($0) / Double(ticks) }, ticks: ticks,
      markersFired: markersFired)
  }
}
