import Foundation
import MotionCompiler
import MotionRuntime
import XCTest

/// No number that is not finite reaches an output: the checker rejects curves and values that
/// could overflow (at the argument, saying why), and the writers refuse to print one.
final class FiniteNumberTests: XCTestCase {
  private func diagnostics(_ marked: String) -> [(code: String, start: Int, message: String)] {
    let source = MarkedSource(marked)
    let result = Compiler.compile(SourceFile(path: "t.motion", text: source.text))
    return result.diagnostics.map { ($0.code, $0.range.start, $0.message) }
  }

  private func assertError(
    _ marked: String, _ code: String, _ message: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let found = diagnostics(marked)
    XCTAssertEqual(found.map(\.code), [code], marked, file: file, line: line)
    XCTAssertEqual(found.first?.start, MarkedSource(marked)[1], marked, file: file, line: line)
    XCTAssertEqual(found.first?.message, message, marked, file: file, line: line)
  }

  func testCurvesThatOverflowAreErrorsAtTheirArgument() {
    // The curve: it sampled as -inf.
    assertError(
      "moveX 100 over 1s ease linear(0, 1e9 1e-300%, 1️⃣0 2e-300%)\n", "M0119",
      "the line through stops 2 and 3 of `linear()` is too steep: extended to 100%, it overflows")
    assertError(
      "moveX 100 over 1s ease linear(0, 1e15 1%, 1️⃣0 2%)\n", "M0119",
      "the line through stops 2 and 3 of `linear()` is too steep: extended to 100%, it reaches "
        + "-9.8e+16, beyond ±10^16")
    assertError(
      "moveX 100 over 1s ease linear(1️⃣0 1%, 1e15 1.05%, 1)\n", "M0119",
      "the line through stops 1 and 2 of `linear()` is too steep: extended to 0%, it reaches "
        + "-1.9999999999999984e+16, beyond ±10^16")
    assertError(
      "moveX 100 over 1s ease 1️⃣spring(mass: 1e-300, stiffness: 1e15)\n", "M0119",
      "this spring is not possible: `stiffness` and `mass` are too far apart: the frequency "
        + "√(stiffness / mass) overflows")
    assertError(
      "moveX 100 ease 1️⃣spring(mass: 1e15, stiffness: 1e-320)\n", "M0119",
      "this spring is not possible: `stiffness` and `mass` are too far apart: the frequency "
        + "√(stiffness / mass) is 0")
    assertError(
      "moveX 1 over 1000s ease 1️⃣spring(mass: 1e15, stiffness: 1e-15, damping: 0, velocity: 1e15)\n",
      "M0119",
      "this spring moves too far: within 1000s it can reach 1.000000001e+18 times the distance, "
        + "beyond ±10^16; lower its `velocity` or raise its `stiffness`")
    // Curves at the limits that stay finite are fine.
    for easing in [
      "cubic(0, 1e15, 1, -1e15)", "linear(-1e15, 1e15 1e15%, 1)",
      "linear(0 1e-300%, 1e9 2e-300%, 1)", "spring(mass: 1e15, stiffness: 1e15, velocity: 1e15)",
    ] {
      let result = Compiler.compile(
        SourceFile(path: "t.motion", text: "moveX 1 over 1s ease \(easing)\n"))
      XCTAssertFalse(result.hasErrors, result.rendered)
    }
  }

  func testSumsOfByBeyondTheLimitAreErrors() {
    let found = diagnostics("moveX 1e15\nmoveX by 1️⃣1e15\n")
    XCTAssertEqual(found.map(\.code), ["M0120"])
    XCTAssertEqual(found.first?.start, MarkedSource("moveX 1e15\nmoveX by 1️⃣1e15\n")[1])
    let sums = "moveX -1e15\nmoveX by 1e15\nmoveX by 1e15\n"
    XCTAssertEqual(diagnostics(sums).map(\.code), [])
    XCTAssertEqual(diagnostics(sums + "moveX by 1\n").map(\.code), ["M0120"])
  }

  /// Specs built from the extremes a spec may write: each either has errors, or samples to
  /// finite numbers everywhere (colors included, mixed in every space).
  func testSpecsAtTheLimitsSampleToFiniteNumbers() throws {
    let values = ["1e15", "-1e15", "0", "1e-300", "0.5"]
    let easings = [
      "linear", "easeOutElastic", "easeInOutBack", "steps(100000, jump-both)",
      "cubic(0, 1e15, 1, -1e15)", "cubic(1e-300, -1e15, 0, 1e15)",
      "linear(-1e15, 1e15 1e15%, 1)", "linear(0 -1e15%, 1e15 1e-300%, -1e15 2e-300%, 1)",
      "linear(1e15 -0.000001%, -1e15 0.000001%)", "linear(0, 1e9 1e-300%, 0 2e-300%)",
      "spring(mass: 1e15, stiffness: 1e15, velocity: 1e15)", "spring(velocity: -1e15)",
      "spring(mass: 1e-300, stiffness: 1e-300, damping: 1e-300)", "spring(bounce: 0.999)",
    ]
    var sampled = 0
    for easing in easings {
      for from in values {
        for to in values {
          let spec = """
            moveX \(to) from \(from) over 1s ease \(easing)
            rotate \(to)turn from \(from)rad over 1s ease \(easing)
            background #FF000001 from #0000FFFE over 1s ease \(easing) in oklab
            color #00FF0080 from #FFFFFF00 over 1s ease \(easing) in linear
            initial blur 0
            blur \(to) over 1s ease \(easing)

            """
          let result = Compiler.compile(SourceFile(path: "t.motion", text: spec))
          guard let timeline = result.timeline, !result.hasErrors else { continue }
          sampled += 1
          let times = (0...200).map { SampleTime(tick: Tick($0) * 5_000_000, fraction: 0.5) }
          for (element, track) in timeline.columns {
            for value in track.sample(at: times) where !value.isFinite {
              XCTFail("\(element).\(track.property) of\n\(spec)is \(value)")
              break
            }
          }
          XCTAssertNoThrow(try SampleWriter.write(timeline, at: times, format: .json), spec)
          XCTAssertNoThrow(try TrackWriter.json(timeline), spec)
        }
      }
    }
    XCTAssertGreaterThan(sampled, 200)
  }

  func testTheWritersRefuseANumberThatIsNotFinite() throws {
    func timeline(_ value: Value, easing: Easing = .linear) -> Timeline {
      let property: Property = value.number == nil ? .color : .moveX
      let initial: Value =
        value.number == nil ? .color(RGBA(red: 0, green: 0, blue: 0)) : .number(0)
      let track = PropertyTrack(
        property: property, initial: initial,
        segments: [
          Segment(start: 0, end: Ticks.perSecond, from: initial, to: value, easing: easing)
        ])
      return Timeline(
        duration: Ticks.perSecond, elements: [ElementTimeline(name: "box", tracks: [track])])
    }
    let bad: [(Timeline, String)] = [
      (timeline(.number(.nan)), "a value of the change of `box.moveX` at 0s"),
      (timeline(.number(.infinity)), "a value of the change of `box.moveX` at 0s"),
      (
        timeline(.color(RGBA(red: .nan, green: 0, blue: 0))),
        "a value of the change of `box.color` at 0s"
      ),
      (
        timeline(
          .number(1), easing: .cubicBezier(CubicBezier(x1: 0.5, y1: .infinity, x2: 0.5, y2: 1))),
        "the curve of the change of `box.moveX` at 0s"
      ),
    ]
    for (timeline, location) in bad {
      let expected = NonFiniteNumberError(location: location)
      XCTAssertThrowsError(try TrackWriter.json(timeline)) {
        XCTAssertEqual($0 as? NonFiniteNumberError, expected)
      }
      XCTAssertThrowsError(try Dump.timeline(timeline)) {
        XCTAssertEqual($0 as? NonFiniteNumberError, expected)
      }
      XCTAssertThrowsError(try TimelineChart.render(timeline, title: "t")) {
        XCTAssertEqual($0 as? NonFiniteNumberError, expected)
      }
    }
    // Samples: the first value that is not finite, with its column and time.
    let times = [SampleTime(tick: 0), SampleTime(tick: Ticks.perSecond / 2)]
    for format in SampleWriter.Format.allCases {
      XCTAssertThrowsError(
        try SampleWriter.write(timeline(.number(.nan)), at: times, format: format)
      ) {
        XCTAssertEqual(
          $0 as? NonFiniteNumberError,
          NonFiniteNumberError(location: "the value of `box.moveX` at 0s"))
      }
      XCTAssertThrowsError(
        try SampleWriter.write(
          timeline(.color(RGBA(red: 0, green: .infinity, blue: 0))), at: times, format: format))
    }
    XCTAssertEqual(
      NonFiniteNumberError(location: "here").description,
      "internal error: a number that is not finite reached the output (here); motionc's checks "
        + "should make this impossible: please report it with the spec")
  }
}
