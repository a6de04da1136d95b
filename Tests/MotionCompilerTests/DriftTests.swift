import MotionCompiler
import MotionRuntime
import XCTest

/// `drift`: keyframes exactly on the walls at the computed times. Expected times and values
/// were computed independently in Python (`math.cos`, plain float arithmetic), wall hits as
/// `distance / velocity`, each next hit one box width later, rounded to the nanosecond.
final class DriftTests: XCTestCase {
  private func segments(_ timeline: Timeline, _ property: Property) -> [String] {
    segmentStrings(timeline, "view", property)
  }

  private func codes(_ text: String) -> [String] {
    Compiler.compile(SourceFile(path: "t.motion", text: text)).diagnostics.map(\.code)
  }

  func testAStraightDriftBouncesBetweenTheSideWalls() throws {
    let timeline = try compileClean("drift within 300 x 500 speed 100 for 10s heading 0deg\n")
    XCTAssertEqual(
      segments(timeline, .moveX), ["0-3 0>300", "3-6 300>0", "6-9 0>300", "9-10 300>200"])
    // Heading 0° has no vertical speed at all (not cos-rounding creep).
    XCTAssertEqual(segments(timeline, .moveY), [])
    XCTAssertEqual(timeline.duration, 10_000_000_000)
  }

  func testKeyframesLandExactlyOnTheWallsAtTheComputedTimes() throws {
    let timeline = try compileClean("drift within 300 x 300 speed 100 for 10s heading 30deg\n")
    XCTAssertEqual(
      segments(timeline, .moveX),
      [
        "0-3.464101615 0>300", "3.464101615-6.92820323 300>0",
        "6.92820323-10 0>266.0254037844388",
      ])
    // sin 30° is exactly ½: the vertical speed is exactly 50.
    XCTAssertEqual(segments(timeline, .moveY), ["0-6 0>300", "6-10 300>100"])
  }

  func testACornerReversesBothAxesAtTheSameTick() throws {
    let timeline = try compileClean("drift within 100 x 100 speed 100 for 2s\n")
    XCTAssertEqual(segments(timeline, .moveX).first, "0-1.414213562 0>100")
    XCTAssertEqual(segments(timeline, .moveY).first, "0-1.414213562 0>100")
  }

  func testDriftStartsFromTheCurrentOffsetAndAfterADelay() throws {
    let timeline = try compileClean(
      "set moveX 300\nset moveY 50\ndrift within 300 x 100 speed 50 for 3s heading 180deg delay 1s wait 1s\n"
    )
    XCTAssertEqual(segments(timeline, .moveX).dropFirst(), ["1-4 300>150"])
    XCTAssertEqual(timeline.duration, 5_000_000_000)
    // Starting on the wall it heads into, it leaves that wall at once.
    let bounced = try compileClean(
      "set moveX 300\ndrift within 300 x 100 speed 100 for 1s heading 0deg\n")
    XCTAssertEqual(segments(bounced, .moveX).dropFirst(), ["0-1 300>200"])
  }

  func testTheReducedFormJumpsToWhereTheDriftEnds() throws {
    let result = Compiler.compile(
      SourceFile(path: "t.motion", text: "drift within 300 x 500 speed 100 for 10s heading 0deg\n"),
      options: CompileOptions(reduced: true))
    let timeline = try XCTUnwrap(result.timeline)
    XCTAssertEqual(segments(timeline, .moveX), ["10-10 0>200"])
  }

  func testEachPlayDrawsItsOwnHeading() throws {
    let timeline = try compileClean(
      """
      motion float < drift within 50 x 50 speed 10 for 1s heading random(0deg, 360deg) >
      merge <
        play float on a
        play float on b
      >
      """)
    let a = timeline.track(element: "a", property: .moveX)?.segments.last?.to
    let b = timeline.track(element: "b", property: .moveX)?.segments.last?.to
    XCTAssertNotNil(a)
    XCTAssertNotEqual(a, b)
  }

  func testDriftErrors() {
    XCTAssertEqual(codes("set moveX 400\ndrift within 300 x 500 speed 1 for 1s\n"), ["M0159"])
    XCTAssertEqual(codes("set moveY -1\ndrift within 300 x 500 speed 1 for 1s\n"), ["M0159"])
    XCTAssertEqual(codes("drift within 0 x 500 speed 1 for 1s\n"), ["M0158"])
    XCTAssertEqual(codes("drift within 10 x 500 speed -1 for 1s\n"), ["M0158"])
    XCTAssertEqual(codes("drift within 10 x 10 speed 1 for 1\n"), ["M0102"])
    XCTAssertEqual(codes("drift within 10 x 10 speed 1 for 1s heading 30\n"), ["M0103"])
    XCTAssertEqual(codes("drift within 10 x 10 speed 1 for 1s over 1s\n"), ["M0117"])
    XCTAssertEqual(codes("drift within 10 by 10 speed 1 for 1s\n"), ["M0010"])
    XCTAssertEqual(codes("drift 10 x 10 speed 1 for 1s\n"), ["M0010"])
    XCTAssertEqual(codes("moveX 1 over 1s\ndrift within 10 x 10 speed 1 for 1s delay 0.5s\n"), [])
  }

  func testBouncesAreLimitedJustUnderAndJustOver() {
    var limits = Limits()
    limits.maximumDriftBounces = 10
    func compile(_ seconds: Int) -> [String] {
      Compiler.compile(
        SourceFile(
          path: "t.motion", text: "drift within 1 x 1 speed 1 for \(seconds)s heading 0deg\n"),
        limits: limits
      ).diagnostics.map(\.code)
    }
    // 9 s: 9 wall hits and the end, 10 keyframes; 10 s: 10 hits and the end.
    XCTAssertEqual(compile(9), [])
    XCTAssertEqual(compile(10), ["M0121"])
  }
}

/// `drift … forever` and the element's size: an endless triangle wave per axis, evaluated at
/// any time from one period, with the element's edges touching the walls. Expected values are
/// the triangle wave written out here: the distance travelled `speed·t` folded into `0…span`
/// (`d mod 2·span`, mirrored above `span`).
final class EndlessDriftTests: XCTestCase {
  private func triangle(start: Double, velocity: Double, span: Double, seconds: Double) -> Double {
    let period = 2 * span
    var distance = (start + velocity * seconds).truncatingRemainder(dividingBy: period)
    if distance < 0 { distance += period }
    return distance <= span ? distance : period - distance
  }

  func testAnEndlessDriftIsExactAtAnyTime() throws {
    let timeline = try compileClean(
      "initial width 40\ninitial height 40\ndrift within 300 x 600 speed 100 forever heading 0deg\n"
    )
    XCTAssertTrue(timeline.isEndless)
    let track = try XCTUnwrap(timeline.track(element: "view", property: .moveX))
    XCTAssertEqual(track.loop?.start, 0)
    XCTAssertEqual(track.loop?.end, 5_200_000_000)  // 2 × 260 / 100
    // Heading 0°: no vertical speed, so no moveY track.
    XCTAssertNil(timeline.track(element: "view", property: .moveY))
    for seconds in [0, 1.3, 2.6, 4.1, 5.2, 99.9, 3600.25, 1_000_000.75] {
      XCTAssertEqual(
        track.value(atSeconds: seconds).number ?? .nan,
        triangle(start: 0, velocity: 100, span: 260, seconds: seconds), accuracy: 1e-6,
        "at \(seconds)s")
    }
  }

  func testTheSizeOnTheLineWinsAndTheEdgesTouchTheWalls() throws {
    let timeline = try compileClean(
      "initial width 10\ndrift within 300 x 600 size 40 x 100 speed 50 for 20s heading 90deg\n")
    XCTAssertEqual(segmentStrings(timeline, "view", .moveY), ["0-10 0>500", "10-20 500>0"])
  }

  func testAHeadingAtAnAngleGivesEachAxisItsOwnPeriod() throws {
    let timeline = try compileClean(
      "drift within 300 x 600 size 40 x 40 speed 100 forever heading 30deg\n")
    XCTAssertEqual(timeline.track(element: "view", property: .moveY)?.loop?.end, 22_400_000_000)
    // 2 × 260 / (100 · cos 30°) = 6.004442799572… s, to the nanosecond.
    XCTAssertEqual(timeline.track(element: "view", property: .moveX)?.loop?.end, 6_004_442_800)
    XCTAssertEqual(timeline.duration, 22_400_000_000)
  }

  func testEndlessDriftMistakes() {
    XCTAssertEqual(
      diagnosticSummary("drift within 30 x 30 size 40 x 10 speed 10 forever\n"), ["M0158@1:27"])
    XCTAssertEqual(
      diagnosticSummary("drift within 300 x 300 speed 10 forever wait 1s\n"), ["M0117@1:41"])
    XCTAssertEqual(
      diagnosticSummary("drift within 300 x 300 speed 10 forever\nmoveX 1\n"), ["M0130@2:1"])
    XCTAssertEqual(
      diagnosticSummary("drift within 300 x 300 speed 10 forever\nrepeat 2 < moveY 1 >\n"),
      ["M0130@2:1"])
    XCTAssertEqual(
      diagnosticSummary("drift within 300 x 300 size 10 speed 10 forever\n"), ["M0010@1:32"])
  }

  func testTheFormatterKeepsSizeAndForever() {
    let source = "drift within 300 x 600 size 40 x 40 speed 100 forever heading 30deg\n"
    XCTAssertEqual(Formatter.format(SourceFile(path: "t.motion", text: source)).text, source)
  }
}
