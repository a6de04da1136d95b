import Foundation
import MotionApple
import MotionRuntime
import MotionTestSupport
import XCTest

/// The Core Animation keyframe data of every spec's track, checked against the timeline by a
/// model of how Core Animation reads keyframes: exact for `linear`, Bézier, `steps`, jumps and
/// holds; exact at every baked keyframe, and close between them.
final class CoreAnimationExportTests: XCTestCase {
  /// The value Core Animation shows `time` ticks into one pass of `animation`: in linear mode,
  /// the last keyframe at or before `time` (the last of several at one time) eased towards the
  /// next along its timing function; in discrete mode, the last value begun.
  static func evaluate(_ animation: CoreAnimationKeyframes, at time: Tick) -> Value {
    let keyframes = animation.keyframes
    var index = 0
    while index + 1 < keyframes.count && keyframes[index + 1].time <= time { index += 1 }
    switch animation.calculationMode {
    case .discrete:
      return keyframes[min(index, keyframes.count - 2)].value
    case .linear:
      guard index + 1 < keyframes.count else { return keyframes[index].value }
      let (from, to) = (keyframes[index], keyframes[index + 1])
      let progress = Double(time - from.time) / Double(to.time - from.time)
      let eased: Double
      switch animation.timingFunctions[index] {
      case .linear: eased = progress
      case .cubicBezier(let x1, let y1, let x2, let y2):
        eased = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: progress)
      }
      switch (from.value, to.value) {
      case (.number(let a), .number(let b)): return .number(a + (b - a) * eased)
      case (.color(let a), .color(let b)): return .color(a.mixed(with: b, amount: eased))
      case (.number, .color), (.color, .number): return to.value
      }
    }
  }

  /// The value the animations of a track show at timeline time `tick`.
  static func evaluate(_ animations: [CoreAnimationKeyframes], at tick: Tick) -> Value? {
    if let loop = animations.first(where: \.repeatsForever), tick >= loop.beginTime {
      return evaluate(loop, at: (tick - loop.beginTime) % loop.duration)
    }
    guard let once = animations.first(where: { !$0.repeatsForever }) else { return nil }
    return evaluate(once, at: min(tick, once.duration))
  }

  private func tracks() throws -> [(label: String, timeline: Timeline, track: PropertyTrack)] {
    let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/specs")
    var result: [(String, Timeline, PropertyTrack)] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where file.hasSuffix(".track.json") {
      let track = try MotionTrack(json: try Data(contentsOf: folder.appendingPathComponent(file)))
      for timeline in [track.timeline] + (track.reducedTimeline.map { [$0] } ?? []) {
        for (element, propertyTrack) in timeline.columns {
          result.append(("\(file) \(element).\(propertyTrack.property)", timeline, propertyTrack))
        }
      }
    }
    XCTAssertGreaterThan(result.count, 50)
    return result
  }

  /// Whether Core Animation can show `segment` exactly (no baking).
  private static func isExact(_ segment: Segment, _ property: Property) -> Bool {
    if segment.start == segment.end { return true }
    switch segment.easing {
    case .steps, .reversed(.steps): return true
    case .linear, .cubicBezier:
      guard property.kind == .color else { return true }
      if case .color(let from) = segment.from, case .color(let to) = segment.to {
        return from.alpha == 1 && to.alpha == 1 && segment.colorSpace == .srgb
      }
      return false
    case .family, .piecewiseLinear, .spring, .reversed: return false
    }
  }

  func testEverySpecsTracksShowTheTimelinesValues() throws {
    var exactChecks = 0
    var bakedChecks = 0
    for (label, timeline, track) in try tracks() {
      let animations = CoreAnimationExport.animations(of: track, in: timeline)
      XCTAssertEqual(animations.count, track.loop == nil ? 1 : 2, label)
      for animation in animations {
        XCTAssertEqual(animation.keyframes.first?.time, 0, label)
        XCTAssertEqual(animation.keyframes.last?.time, animation.duration, label)
        XCTAssertEqual(
          zip(animation.keyframes, animation.keyframes.dropFirst()).allSatisfy {
            $0.time <= $1.time
          }, true, label)
        XCTAssertEqual(
          animation.timingFunctions.count,
          animation.calculationMode == .linear ? animation.keyframes.count - 1 : 0, label)
        XCTAssertEqual(
          animation.values.count,
          animation.keyframes.count - (animation.calculationMode == .discrete ? 1 : 0), label)
        // Every keyframe's value is the timeline's there (the last of several at one time).
        for (index, keyframe) in animation.keyframes.enumerated()
        where index + 1 == animation.keyframes.count
          || animation.keyframes[index + 1].time > keyframe.time
        {
          let tick = animation.beginTime + keyframe.time
          guard tick < (track.loop?.end ?? .max) || animation.repeatsForever else { continue }
          let expected = track.value(
            at: SampleTime(
              tick: animation.repeatsForever && index + 1 == animation.keyframes.count
                ? tick - 1 : tick))
          if index + 1 < animation.keyframes.count || !animation.repeatsForever {
            XCTAssertEqual(keyframe.value, expected, "\(label) keyframe \(index)")
          }
        }
      }
      // Every millisecond: exact where Core Animation can be exact, close where baked.
      let segments = track.segments
      let end = track.loop.map { $0.end + 2 * $0.period } ?? max(timeline.duration, track.end)
      var tick: Tick = 0
      while tick <= end {
        let expected = track.value(at: SampleTime(tick: tick))
        let shown = Self.evaluate(animations, at: tick)
        let cycleTick = track.loop?.cycleTick(tick) ?? tick
        let segment = segments.last { $0.start <= cycleTick }
        if segment.map({ Self.isExact($0, track.property) || cycleTick >= $0.end }) ?? true {
          XCTAssertEqual(shown, expected, "\(label) at \(tick)")
          exactChecks += 1
        } else {
          XCTAssertLessThanOrEqual(
            Self.distance(shown, expected), 0.05 * Self.size(of: segment), "\(label) at \(tick)")
          bakedChecks += 1
        }
        tick += 1_000_000
      }
    }
    XCTAssertGreaterThan(exactChecks, 10_000)
    XCTAssertGreaterThan(bakedChecks, 1_000)
  }

  private static func distance(_ a: Value?, _ b: Value) -> Double {
    switch (a, b) {
    case (.number(let x), .number(let y)): return abs(x - y)
    case (.color(let x), .color(let y)):
      return [x.red - y.red, x.green - y.green, x.blue - y.blue, x.alpha - y.alpha].map(abs).max()
        ?? 0
    default: return .infinity
    }
  }

  /// How far a change goes (at least 1), the scale of a baking error.
  private static func size(of segment: Segment?) -> Double {
    guard let segment else { return 1 }
    return max(distance(segment.from, segment.to), 1)
  }
}
