/// One axis of a `drift`: straight-line motion between two walls with mirror reflection.
///
/// The axis is independent of the other one (a corner hit reverses both because each axis
/// hits its own wall at that moment). Wall hits are computed from the start, not
/// accumulated, so the k-th hit is at exactly `first + (k − 1) × size / |velocity|` and its
/// value is exactly 0 or `size`.
struct DriftAxis {
  var start: Double
  var velocity: Double
  var size: Double
  /// How long the drift lasts, in seconds.
  var duration: Double

  /// How many keyframes the axis makes (wall hits plus the end), computed without making them.
  var keyframeCount: Double {
    guard velocity != 0, duration > 0 else { return 0 }
    let speed = abs(velocity)
    let firstDistance = velocity > 0 ? size - start : start
    let travelled = speed * duration
    return travelled <= firstDistance ? 1 : ((travelled - firstDistance) / size).rounded(.down) + 2
  }

  /// The keyframes: the time since the drift started (seconds) and the position there. The
  /// last one is at `duration`. Empty when the axis does not move.
  func keyframes() -> [(time: Double, value: Double)] {
    guard velocity != 0, duration > 0 else { return [] }
    let speed = abs(velocity)
    var direction: Double = velocity > 0 ? 1 : -1
    var firstDistance = direction > 0 ? size - start : start
    if firstDistance == 0 {
      // Starting on the wall it moves towards: it leaves that wall straight away.
      direction = -direction
      firstDistance = size
    }
    let firstHit = firstDistance / speed
    let period = size / speed
    var result: [(time: Double, value: Double)] = []
    var hit = 0.0
    var wall = direction > 0 ? size : 0
    var index = 0.0
    while true {
      hit = firstHit + index * period
      guard hit < duration else { break }
      result.append((hit, wall))
      wall = wall == 0 ? size : 0
      direction = -direction
      index += 1
    }
    // From the last wall (or the start) to where it is at the end.
    let lastTime = result.last?.time ?? 0
    let lastValue = result.last?.value ?? start
    let end = lastValue + direction * speed * (duration - lastTime)
    result.append((duration, min(max(end, 0), size)))
    return result
  }
}
