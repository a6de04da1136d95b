extension PropertyTrack {
  /// The value at `time`, exactly as ``value(at:)`` gives it, starting the search for the
  /// segment from `hint` (the index this found last time, kept by the caller): a player that
  /// asks every frame finds the segment in a step or two instead of a binary search.
  func value(at time: SampleTime, hint: inout Int) -> Value {
    var time = time
    if let loop { time.tick = loop.cycleTick(time.tick) }
    let index = segmentIndex(at: time.tick, near: hint)
    hint = index
    if index < 0 { return initial }
    return interpolate(index, time)
  }

  /// ``segmentIndex(at:)`` found from `hint`: the last segment that has started at `tick`, or
  /// -1. A few steps from the hint, else a binary search; the answer is the same either way.
  func segmentIndex(at tick: Tick, near hint: Int) -> Int {
    let count = segmentCount
    var index = min(max(hint, -1), count - 1)
    for _ in 0..<4 {
      if index >= 0 && startTick(index) > tick {
        index -= 1
      } else if index + 1 < count && startTick(index + 1) <= tick {
        index += 1
      } else {
        return index
      }
    }
    return segmentIndex(at: tick)
  }
}
