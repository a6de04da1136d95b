import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// The name the track gives every curve (`Easing.name`, the `name` of each easing in the JSON
/// track) is a spelling motionc reads back: written after `ease`, it compiles to the same curve.
/// So does the name of a curve rebuilt by `TrackReader`. A reversed curve (the backward plays
/// of `yoyo`) is `reversed(NAME)`, where NAME reads back.
final class EasingSpellingTests: XCTestCase {
  func testEveryCurveInTheSpecsAndFixturesReadsBack() throws {
    let easings = try curvesInTheRepository()
    XCTAssertGreaterThanOrEqual(easings.count, 30, "the specs and fixtures lost their curves")
    XCTAssertTrue(easings.contains { if case .reversed = $0 { true } else { false } })
    for easing in easings {
      try assertReadsBack(easing)
      try assertReadsBack(try throughTheTrack(easing))
    }
  }

  func testCurvesWithEveryKindOfNumberReadBack() throws {
    var easings: [Easing] = [.linear]
    for family in EasingFamily.allCases {
      for mode in EasingMode.allCases { easings.append(.family(family, mode)) }
    }
    for position in StepPosition.allCases { easings.append(.steps(7, position)) }
    easings += [
      .cubicBezier(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)),
      .cubicBezier(CubicBezier(x1: 1e-7, y1: 123_456.789, x2: 0.123456789012345, y2: -1e-9)),
      .cubicBezier(CubicBezier(x1: 0, y1: 1e15, x2: 1, y2: -1e15)),
    ]
    for stops in [
      [(0.0, [-0.2]), (0.3, []), (1.0, [1.2])],
      [(0.0, []), (0.5, [0.1, -0.1]), (1.0, [])],
      [(-0.5, [-1e-7]), (0.25, [0.414314]), (1e15, [1e13]), (1.0, [])],
      [(0.0, []), (1.0 / 3, [1.0 / 3]), (0.1 + 0.2, [0.57]), (1.0, [0.5700000000000001])],
    ] {
      easings.append(.piecewiseLinear(try LinearEasing(stops: stops)))
    }
    easings += [
      .spring(try Spring(mass: 2, stiffness: 50, damping: 40, velocity: 3), duration: 6),
      .spring(try Spring(duration: 0.5, bounce: 0.3), duration: 1.25),
      .spring(try Spring(response: 0.35, dampingRatio: 0.8), duration: 0.75),
      .steps(3, .jumpBoth).reversed,
      .spring(try Spring(), duration: 1.5).reversed,
    ]
    for easing in easings {
      try assertReadsBack(easing)
      try assertReadsBack(try throughTheTrack(easing))
    }
  }

  // MARK: Helpers

  /// Checks that `easing.name`, after `ease`, compiles to `easing` (for a reversed curve: that
  /// its name is `reversed(NAME)` and NAME reads back).
  private func assertReadsBack(
    _ easing: Easing, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    if case .reversed(let inner) = easing {
      XCTAssertEqual(easing.name, "reversed(\(inner.name))", file: file, line: line)
      return try assertReadsBack(inner, file: file, line: line)
    }
    var over = "1s"
    if case .spring(_, let duration) = easing {
      over = Ticks.decimalSeconds(try XCTUnwrap(Ticks.from(seconds: duration))) + "s"
    }
    let source = SourceFile(path: "t.motion", text: "moveX 1 over \(over) ease \(easing.name)\n")
    let result = Compiler.compile(source)
    XCTAssertFalse(result.hasErrors, "\(easing.name):\n\(result.rendered)", file: file, line: line)
    let read = result.timeline?.track(element: "view", property: .moveX)?.segment(0).easing
    XCTAssertEqual(read, easing, "`\(easing.name)` reads back differently", file: file, line: line)
  }

  /// The curve as `TrackReader` rebuilds it from the JSON track `TrackWriter` writes.
  private func throughTheTrack(_ easing: Easing) throws -> Easing {
    let track = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(start: 0, end: Ticks.perSecond, from: .number(0), to: .number(1), easing: easing)
      ])
    let timeline = Timeline(
      duration: Ticks.perSecond, elements: [ElementTimeline(name: "view", tracks: [track])])
    let read = try TrackReader.timeline(fromJSON: TrackWriter.json(timeline))
    return try XCTUnwrap(read.track(element: "view", property: .moveX)?.segment(0).easing)
  }

  /// Every distinct curve of every spec in specs/ and Tests/Fixtures/ that compiles cleanly.
  private func curvesInTheRepository() throws -> [Easing] {
    var easings: [Easing] = []
    for folder in ["specs", "Tests/Fixtures"] {
      let root = repositoryRoot.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: root.path)
      while let relative = enumerator?.nextObject() as? String {
        guard relative.hasSuffix(".motion") else { continue }
        let result = Compiler.compile(try sourceFile(folder + "/" + relative))
        guard let timeline = result.timeline, !result.hasErrors else { continue }
        for (_, track) in timeline.columns {
          for easing in track.easings where !easings.contains(easing) { easings.append(easing) }
        }
      }
    }
    return easings
  }
}
