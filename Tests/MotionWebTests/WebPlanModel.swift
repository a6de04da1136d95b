import MotionRuntime
import MotionWeb

/// An independent model of how a browser plays a ``WebAnimationPlan``, written from the Web
/// Animations rules, so the plan can be checked against the timeline without a browser:
///
/// - before any run has started, the track shows its initial value (the custom property's own);
/// - a run that has started shows its keyframes (a repeating one, its cycle again and again);
///   after its end, it holds its last keyframe (`fill: forwards`); of the runs that have
///   started, the last one in the list wins;
/// - within a run, the interval is the last keyframe at or before the time (keyframes sharing
///   a time: the last of them), and the value runs to the next keyframe along the timing;
/// - numbers interpolate linearly, colors in sRGB with premultiplied alpha.
struct WebPlanModel {
  let track: WebTrack
  /// Each run's keyframes' timings as curves, made once.
  let curves: [[Easing]]

  init(_ track: WebTrack) {
    self.track = track
    curves = track.runs.map { $0.keyframes.map { Self.easing($0.timing) } }
  }

  /// The track's value at `ticks`.
  func value(at ticks: Double) -> Value {
    var current = track.initial
    for (index, run) in track.runs.enumerated() where ticks >= run.start {
      current = value(run, curves[index], at: ticks)
    }
    return current
  }

  private func value(_ run: WebRun, _ curves: [Easing], at ticks: Double) -> Value {
    var local = ticks - run.start
    if run.repeats {
      local = local.truncatingRemainder(dividingBy: run.length)
    } else if local >= run.length {
      return run.keyframes.last?.value ?? .number(0)
    }
    let time = run.start + local
    let frames = run.keyframes
    guard var index = frames.lastIndex(where: { $0.time <= time }) else {
      return frames.first?.value ?? .number(0)
    }
    if index == frames.count - 1 { index = max(frames.count - 2, 0) }
    let from = frames[index]
    let to = frames[min(index + 1, frames.count - 1)]
    let span = to.time - from.time
    guard span > 0 else { return to.value }
    let eased = curves[index].value(at: (time - from.time) / span)
    switch (from.value, to.value) {
    case (.number(let a), .number(let b)): return .number(a + (b - a) * eased)
    case (.color(let a), .color(let b)): return .color(a.mixed(with: b, amount: eased))
    case (.number, .color), (.color, .number): return to.value
    }
  }

  /// The runtime's curve for a timing (CSS `linear()` and the runtime's `linear(…)` follow
  /// the same rules).
  static func easing(_ timing: WebTiming) -> Easing {
    switch timing {
    case .linear: return .linear
    case .cubicBezier(let curve): return .cubicBezier(curve)
    case .steps(let count, let position): return .steps(count, position)
    case .points(let points, _):
      guard
        let curve = try? LinearEasing(
          points.map { LinearEasing.Stop(output: $0.output, inputs: [$0.input]) })
      else { return .linear }
      return .piecewiseLinear(curve)
    }
  }
}
