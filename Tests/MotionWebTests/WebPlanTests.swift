import MotionRuntime
import MotionTestSupport
import XCTest

@testable import MotionWeb

/// The plan CSS and the Web Animations module are written from, played by an independent
/// model of the browser's rules (``WebPlanModel``), against the timeline itself: every spec's
/// full and reduced timelines, and hand-built tracks for each way a track becomes runs.
final class WebPlanTests: XCTestCase {
  /// Compares the plan with the timeline at `count` times spread over the timeline (and past
  /// its end), each also one tick before and after (either side of a jump may be shown).
  private func assertPlanPlaysTimeline(
    _ timeline: Timeline, count: Int = 400, _ label: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let plan = try? WebAnimationPlan(timeline) else {
      return XCTFail("\(label): too many keyframes", file: file, line: line)
    }
    let span = Double(ValuePlot.span(timeline)) * 1.1
    for (element, planned) in zip(timeline.elements, plan.elements) {
      for (track, webTrack) in zip(element.tracks, planned.tracks) {
        let model = WebPlanModel(webTrack)
        for index in 0..<count {
          let ticks = (span * (Double(index) + 0.371) / Double(count)).rounded()
          let tolerance = self.tolerance(track, at: Tick(ticks))
          let got = model.value(at: ticks)
          let close = [-1.0, 0, 1].contains { offset in
            let time = Tick(ticks + offset)
            return difference(got, track.value(at: SampleTime(tick: max(time, 0)))) <= tolerance
          }
          if !close {
            XCTFail(
              "\(label) \(element.name).\(track.property.rawValue) at \(ticks / 1e9)s: plan "
                + "\(got), timeline \(track.value(at: SampleTime(tick: Tick(ticks)))), "
                + "allowed \(tolerance)", file: file, line: line)
            return
          }
        }
      }
    }
  }

  /// 1e-9 of the change for curves written exactly, 0.1 % for baked ones, one 8-bit step for
  /// colors (compared as 8-bit hex).
  private func tolerance(_ track: PropertyTrack, at tick: Tick) -> Double {
    if track.property.kind == .color { return 1 }
    let cycleTick = track.loop.map { $0.cycleTick(tick) } ?? tick
    let index = track.segmentIndex(at: cycleTick)
    guard index >= 0 else { return 1e-12 }
    let segment = track.segment(index)
    guard cycleTick < segment.end, case .number(let from) = segment.from,
      case .number(let to) = segment.to
    else { return 1e-9 }
    let change = abs(to - from)
    return (WebTiming(segment.easing).isBaked ? 1e-3 : 1e-9) * change + 1e-12
  }

  /// Numbers: the absolute difference; colors: the largest difference in 8-bit steps (red,
  /// green and blue ignored where the timeline's color is transparent).
  private func difference(_ a: Value, _ b: Value) -> Double {
    switch (a, b) {
    case (.number(let x), .number(let y)): return abs(x - y)
    case (.color(let x), .color(let y)):
      func bytes(_ color: RGBA) -> [Double] {
        let hex = Array(color.hexString.utf8.dropFirst())
        return stride(from: 0, to: 8, by: 2).map {
          Double(Int(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16) ?? 0)
        }
      }
      let p = bytes(x)
      let q = bytes(y)
      if q[3] == 0 { return abs(p[3] - q[3]) }
      return zip(p, q).map { abs($0 - $1) }.max() ?? 0
    case (.number, .color), (.color, .number): return .infinity
    }
  }

  func testEverySpecsPlanPlaysItsTimelines() throws {
    for path in motionFiles(in: "specs") {
      let export = try webExport(path)
      assertPlanPlaysTimeline(export.timeline, path)
      assertPlanPlaysTimeline(export.reducedTimeline, path + " --reduced")
    }
  }

  // MARK: Hand-built tracks

  private func timeline(_ track: PropertyTrack, duration: Tick, endless: Bool = false)
    -> Timeline
  {
    Timeline(
      duration: duration, elements: [ElementTimeline(name: "view", tracks: [track])],
      isEndless: endless)
  }

  private func seconds(_ value: Double) -> Tick { Tick((value * 1e9).rounded()) }

  func testAJumpRightAfterAChangeStartsANewRun() throws {
    let track = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(start: 0, end: seconds(1), from: .number(0), to: .number(100), easing: .linear),
        Segment(
          start: seconds(1), end: seconds(2), from: .number(50), to: .number(0),
          easing: .cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))),
      ])
    let plan = try WebAnimationPlan(timeline(track, duration: seconds(2)))
    let runs = try XCTUnwrap(plan.elements.first?.tracks.first?.runs)
    XCTAssertEqual(runs.map(\.start), [0, 1e9])
    XCTAssertEqual(runs.map(\.end), [1e9, 2e9])
    XCTAssertEqual(runs[1].keyframes.first?.value, .number(50))
    assertPlanPlaysTimeline(timeline(track, duration: seconds(2)), "jump")
  }

  func testAJumpAfterAHoldHoldsIntoIt() throws {
    let track = PropertyTrack(
      property: .opacity, initial: .number(1),
      segments: [
        Segment(start: 0, end: seconds(0.5), from: .number(1), to: .number(0.5), easing: .linear),
        Segment(
          start: seconds(1), end: seconds(1.5), from: .number(1), to: .number(0), easing: .linear),
      ])
    let runs = try XCTUnwrap(
      try WebAnimationPlan(timeline(track, duration: seconds(1.5))).elements.first?.tracks.first?
        .runs)
    XCTAssertEqual(runs.count, 1)
    XCTAssertEqual(runs[0].keyframes.map(\.timing), [.linear, .hold, .linear, .linear])
    XCTAssertEqual(
      runs[0].keyframes.map(\.value), [.number(1), .number(0.5), .number(1), .number(0)])
    assertPlanPlaysTimeline(timeline(track, duration: seconds(1.5)), "hold")
  }

  func testAnInstantChangeAloneIsARunOfNoLength() throws {
    let track = PropertyTrack(
      property: .moveY, initial: .number(0),
      segments: [
        Segment(
          start: seconds(0.3), end: seconds(0.3), from: .number(0), to: .number(8), easing: .linear)
      ])
    let runs = try XCTUnwrap(
      try WebAnimationPlan(timeline(track, duration: seconds(1))).elements.first?.tracks.first?.runs
    )
    XCTAssertEqual(runs.count, 1)
    XCTAssertEqual(runs[0].length, 0)
    XCTAssertEqual(runs[0].keyframes.map(\.value), [.number(8)])
    let css = CSSExport.stylesheet(
      try WebExport(
        title: "t", timeline: timeline(track, duration: seconds(1)),
        reducedTimeline: timeline(track, duration: seconds(1))))
    XCTAssertTrue(css.contains("0%, 100% { --motion-move-y: 8px; }"), css)
    XCTAssertTrue(css.contains("motion-view-move-y-1 0s linear 0.3s 1 normal forwards"), css)
  }

  func testALoopsCycleIsOneRepeatingRunAfterTheRunsBeforeIt() throws {
    // Fades in once, then from 1s on: up over 0.4s, then a jump back down, every 0.5s.
    let track = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(start: 0, end: seconds(1), from: .number(0), to: .number(10), easing: .linear),
        Segment(
          start: seconds(1), end: seconds(1.4), from: .number(10), to: .number(30),
          easing: .family(.quad, .out)),
        Segment(
          start: seconds(1.4), end: seconds(1.4), from: .number(30), to: .number(20),
          easing: .linear),
      ], loop: TrackLoop(start: seconds(1), end: seconds(1.5)))
    let endless = timeline(track, duration: seconds(1.5), endless: true)
    let runs = try XCTUnwrap(try WebAnimationPlan(endless).elements.first?.tracks.first?.runs)
    XCTAssertEqual(runs.map(\.repeats), [false, true])
    XCTAssertEqual(runs[1].start, 1e9)
    XCTAssertEqual(runs[1].end, 1.5e9)
    // The jump inside the cycle keeps both values at one time.
    let times = runs[1].keyframes.map(\.time)
    XCTAssertEqual(times.filter { $0 == 1.4e9 }.count, 2, "\(runs[1].keyframes)")
    // CSS cannot: the value before the jump moves a millionth of a percent earlier.
    let offsets = CSSExport.offsets(runs[1]).map(\.0)
    XCTAssertEqual(offsets.count, Set(offsets).count)
    XCTAssertEqual(offsets[1], 0.8 - 1e-8, accuracy: 1e-15)
    XCTAssertEqual(offsets[2], 0.8, accuracy: 1e-15)
    assertPlanPlaysTimeline(endless, "loop")
  }

  func testALoopFromTheStartThatBeginsWithAHoldStartsItsCycleAtTheLoopsStart() throws {
    // repeat forever < wait 0.3s, opacity 0 from 1 over 0.3s >
    let track = PropertyTrack(
      property: .opacity, initial: .number(1),
      segments: [
        Segment(
          start: seconds(0.3), end: seconds(0.6), from: .number(1), to: .number(0), easing: .linear)
      ], loop: TrackLoop(start: 0, end: seconds(0.6)))
    let endless = timeline(track, duration: seconds(0.6), endless: true)
    let runs = try XCTUnwrap(try WebAnimationPlan(endless).elements.first?.tracks.first?.runs)
    XCTAssertEqual(runs.count, 1)
    XCTAssertEqual(runs[0].keyframes.first?.time, 0)
    XCTAssertEqual(runs[0].keyframes.last?.time, 0.6e9)
    assertPlanPlaysTimeline(endless, "loop from 0")
  }

  func testColorsMixedInOklabAreBakedIntoKeyframesWithinAQuarterStep() throws {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)
    for space in [ColorSpace.oklab, .linear] {
      let segment = Segment(
        start: 0, end: seconds(1), from: .color(red), to: .color(blue),
        easing: .family(.cubic, .inOut),
        colorSpace: space)
      let track = PropertyTrack(property: .background, initial: .color(red), segments: [segment])
      let runs = try XCTUnwrap(
        try WebAnimationPlan(timeline(track, duration: seconds(1))).elements.first?.tracks.first?
          .runs)
      XCTAssertEqual(runs.count, 1)
      XCTAssertGreaterThan(runs[0].keyframes.count, 4)
      guard
        let model = try WebAnimationPlan(timeline(track, duration: seconds(1))).elements.first?
          .tracks.first.map(WebPlanModel.init)
      else { return XCTFail("no track") }
      var largest = 0.0
      for index in 0...20_000 {
        let ticks = 1e9 * Double(index) / 20_000
        guard case .color(let got) = model.value(at: ticks),
          case .color(let exact) = track.value(at: SampleTime(tick: Tick(ticks)))
        else { return XCTFail("not a color") }
        let clamp = { (value: Double) in min(max(value, 0), 1) }
        largest = max(
          largest, abs(got.red - clamp(exact.red)), abs(got.green - clamp(exact.green)),
          abs(got.blue - clamp(exact.blue)), abs(got.alpha - exact.alpha))
      }
      XCTAssertLessThanOrEqual(largest * 255, 0.26, "\(space)")
    }
  }

  func testStepsOfABakedColorHoldFromStepToStep() throws {
    let segment = Segment(
      start: 0, end: seconds(1), from: .color(RGBA(red: 1, green: 0, blue: 0)),
      to: .color(RGBA(red: 0, green: 0, blue: 1)), easing: .steps(4, .jumpStart),
      colorSpace: .oklab)
    let track = PropertyTrack(
      property: .color, initial: .color(RGBA(red: 1, green: 0, blue: 0)), segments: [segment])
    let runs = try XCTUnwrap(
      try WebAnimationPlan(timeline(track, duration: seconds(1))).elements.first?.tracks.first?.runs
    )
    XCTAssertEqual(runs.count, 1)
    XCTAssertEqual(runs[0].keyframes.map(\.time), [0, 0.25e9, 0.5e9, 0.75e9, 1e9])
    XCTAssertEqual(runs[0].keyframes.dropLast().map(\.timing), Array(repeating: .hold, count: 4))
    assertPlanPlaysTimeline(timeline(track, duration: seconds(1)), "color steps")
  }

  func testASpringCutShortSnapsToItsTarget() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
    let track = PropertyTrack(
      property: .scaleX, initial: .number(1),
      segments: [
        Segment(
          start: 0, end: seconds(0.3), from: .number(1), to: .number(2),
          easing: .spring(spring, duration: 0.3))
      ])
    let runs = try XCTUnwrap(
      try WebAnimationPlan(timeline(track, duration: seconds(0.5))).elements.first?.tracks.first?
        .runs)
    guard case .points(let points, baked: true) = runs[0].keyframes[0].timing else {
      return XCTFail("not baked: \(runs[0].keyframes[0].timing)")
    }
    XCTAssertEqual(points.last, LinearEasing.Point(input: 1, output: 1))
    XCTAssertEqual(points[points.count - 2].input, 1)
    XCTAssertNotEqual(points[points.count - 2].output, 1)
    assertPlanPlaysTimeline(timeline(track, duration: seconds(0.5)), "spring")
  }
}

/// Outputs that would be too large are refused before they are built.
final class WebLimitTests: XCTestCase {
  func testAPlanWithTooManyKeyframesIsRefused() throws {
    let segment = Segment(
      start: 0, end: 1_000_000_000, from: .color(RGBA(red: 1, green: 0, blue: 0)),
      to: .color(RGBA(red: 0, green: 0, blue: 1)), easing: .steps(1000, .jumpEnd),
      colorSpace: .oklab)
    let track = PropertyTrack(
      property: .color, initial: .color(RGBA(red: 1, green: 0, blue: 0)), segments: [segment])
    let timeline = Timeline(
      duration: 1_000_000_000, elements: [ElementTimeline(name: "view", tracks: [track])])
    XCTAssertNoThrow(try WebAnimationPlan(timeline, budget: 1010))
    XCTAssertThrowsError(try WebAnimationPlan(timeline, budget: 999)) { error in
      XCTAssertEqual(
        (error as? SizeProblem)?.message,
        "this spec would need more than 2000000 keyframes in its web outputs; compile it to the "
          + "JSON track instead, or sample it")
    }
  }

  func testChartsWithTooManyChangesAreRefused() {
    let segments = (0..<600_000).map {
      Segment(
        start: Tick($0) * 1000, end: Tick($0) * 1000 + 1000, from: .number(0), to: .number(1),
        easing: .linear)
    }
    let track = PropertyTrack(property: .moveX, initial: .number(0), segments: segments)
    let timeline = Timeline(
      duration: 600_000_000, elements: [ElementTimeline(name: "view", tracks: [track])])
    XCTAssertNil(WebLimits.drawingProblem([timeline]))
    XCTAssertEqual(
      WebLimits.drawingProblem([timeline, timeline]),
      SizeProblem(what: "changes to draw", limit: WebLimits.maximumDrawnChanges))
  }
}
