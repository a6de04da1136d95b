import Foundation
import MotionLottie
import MotionRuntime
import XCTest

/// Opacity and colors never leave their ranges in the file, between keyframes neither: a curve
/// that overshoots is cut where it crosses a limit and holds the limit there (rlottie wraps
/// what lottie-web and ThorVG clamp). Position, scale and rotation still overshoot.
final class ClampTests: XCTestCase {
  /// One opacity change of `easing` from `from` to `to` over 0.5 s, exported at 60 fps.
  private func opacity(_ from: Double, _ to: Double, _ easing: Easing) throws -> (
    curve: LottieCurve, keys: [[String: Any]]
  ) {
    let track = PropertyTrack(
      property: .opacity, initial: .number(from), segments: [change(0, 0.5, from, to, easing)])
    let reader = try LottieReader(try export(timeline([track], duration: 0.5)))
    let property = try reader.property("view", "ks.o")
    return (try LottieCurve(property), LottieReader.keyframes(property))
  }

  /// The frame of the first hold keyframe at `value`.
  private func holdStart(_ keys: [[String: Any]], at value: Double) throws -> Double {
    let key = try XCTUnwrap(
      keys.first { ($0["h"] as? Int) == 1 && LottieReader.numbers($0["s"]) == [value] })
    return try XCTUnwrap(LottieReader.number(key["t"]))
  }

  private func assertKeyframesWithin(
    _ keys: [[String: Any]], _ range: ClosedRange<Double>, line: UInt = #line
  ) {
    XCTAssertFalse(keys.isEmpty, line: line)
    for key in keys {
      for value in LottieReader.numbers(key["s"]) ?? [] {
        XCTAssertTrue(range.contains(value), "\(value) outside \(range)", line: line)
      }
    }
  }

  /// At every point (2,000 a change) the file shows motionc's value clamped to 0…100.
  private func assertFollowsClamped(
    _ curve: LottieCurve, _ from: Double, _ to: Double, _ easing: Easing, accuracy: Double,
    line: UInt = #line
  ) {
    for index in 0...2000 {
      let progress = Double(index) / 2000
      let value = 100 * (from + (to - from) * easing.value(at: progress))
      let expected = min(max(value, 0), 100)
      let actual = curve.value(at: progress * 30)[0]
      XCTAssertEqual(actual, expected, accuracy: accuracy, "at \(progress)", line: line)
      XCTAssertTrue((0...100).contains(actual), "\(actual) at \(progress)", line: line)
    }
  }

  func testAFadeOutThatOvershootsHoldsZeroFromWhereItCrosses() throws {
    let easing = Easing.family(.back, .out)
    let (curve, keys) = try opacity(1, 0, easing)
    assertKeyframesWithin(keys, 0...100)
    assertFollowsClamped(curve, 1, 0, easing, accuracy: 0.02)
    // easeOutBack reaches 1 where c3 (p − 1)³ + c1 (p − 1)² = 0: p = 1 − c1 / c3.
    let c1 = 1.70158
    let crossing = (1 - c1 / (c1 + 1)) * 30
    XCTAssertEqual(crossing, 11.10461, accuracy: 1e-5)
    XCTAssertEqual(try holdStart(keys, at: 0), crossing, accuracy: 0.01)
    for frame in stride(from: 11.2, through: 30, by: 0.1) {
      XCTAssertEqual(curve.value(at: frame), [0], "frame \(frame)")
    }
  }

  func testAFadeInThatDipsFirstHoldsZeroUntilItRises() throws {
    let easing = Easing.family(.back, .in)
    let (curve, keys) = try opacity(0, 0.5, easing)
    assertKeyframesWithin(keys, 0...100)
    assertFollowsClamped(curve, 0, 0.5, easing, accuracy: 0.02)
    // easeInBack is c3 p³ − c1 p², below 0 until p = c1 / c3.
    let c1 = 1.70158
    let crossing = c1 / (c1 + 1) * 30
    XCTAssertEqual(crossing, 18.89539, accuracy: 1e-5)
    let first = try XCTUnwrap(keys.first)
    XCTAssertEqual(first["h"] as? Int, 1)
    XCTAssertEqual(LottieReader.numbers(first["s"]), [0])
    XCTAssertEqual(try XCTUnwrap(LottieReader.number(keys[1]["t"])), crossing, accuracy: 0.01)
    XCTAssertEqual(curve.value(at: 18.8), [0])
    XCTAssertGreaterThan(curve.value(at: 19)[0], 0)
  }

  /// A cubic Bézier is cut exactly: the part below the limit is the same curve (to the file's
  /// nine decimals), and the limit holds from the parameter where y = 1, found here in closed
  /// form.
  func testACubicThatOvershootsIsCutExactlyWhereItCrosses() throws {
    let bezier = CubicBezier(x1: 0.3, y1: 0, x2: 0.7, y2: 1.6)
    let easing = Easing.cubicBezier(bezier)
    let (curve, keys) = try opacity(0.2, 1, easing)
    assertKeyframesWithin(keys, 0...100)
    assertFollowsClamped(curve, 0.2, 1, easing, accuracy: 1e-6)
    // y(t) = 4.8 t² − 3.8 t³ = 1 at t = 1 and at the root of 3.8 t² − t − 1 inside 0…1.
    let t = (1 + (1 + 4 * 3.8).squareRoot()) / 7.6
    let s = 1 - t
    let x = 3 * s * s * t * 0.3 + 3 * s * t * t * 0.7 + t * t * t
    XCTAssertEqual(t, 0.661174, accuracy: 1e-6)
    XCTAssertEqual(try holdStart(keys, at: 100), x * 30, accuracy: 1e-8)
    XCTAssertEqual(keys.count, 3)
  }

  func testAColorThatOvershootsStaysInsideZeroToOne() throws {
    func color(_ hex: UInt32) -> RGBA {
      func byte(_ shift: UInt32) -> Double { Double((hex >> shift) & 0xFF) / 255 }
      return RGBA(red: byte(16), green: byte(8), blue: byte(0))
    }
    let from = color(0x2060F0)
    let to = color(0xF04020)
    let easing = Easing.family(.back, .inOut)
    let track = PropertyTrack(
      property: .background, initial: .color(from),
      segments: [
        Segment(start: 0, end: ticks(0.6), from: .color(from), to: .color(to), easing: easing)
      ])
    let reader = try LottieReader(try export(timeline([track], duration: 0.6)))
    let property = try reader.property("view", "fill.c")
    assertKeyframesWithin(LottieReader.keyframes(property), 0...1)
    let shown = try LottieCurve(property)
    var worst = 0.0
    for index in 0...2000 {
      let progress = Double(index) / 2000
      let mixed = from.mixed(with: to, amount: easing.value(at: progress), in: .srgb)
      let expected = [mixed.red, mixed.green, mixed.blue].map { min(max($0, 0), 1) }
      let actual = shown.value(at: progress * 36).prefix(3)
      for (a, e) in zip(actual, expected) {
        XCTAssertTrue((0...1).contains(a), "\(a) at \(progress)")
        worst = max(worst, abs(a - e))
      }
    }
    // Within a third of an 8-bit step (the fit aims at a quarter, the fitted curve adds a bit).
    XCTAssertLessThanOrEqual(worst, 1.0 / 3 / 255)
  }

  func testPositionAndRotationStillOvershoot() throws {
    let easing = Easing.family(.back, .out)
    let tracks = [
      PropertyTrack(
        property: .moveX, initial: .number(0), segments: [change(0, 0.5, 0, 100, easing)]),
      PropertyTrack(
        property: .rotate, initial: .number(0), segments: [change(0, 0.5, 0, 100, easing)]),
    ]
    let reader = try LottieReader(try export(timeline(tracks, duration: 0.5)))
    for path in ["ks.p.x", "ks.r"] {
      let curve = try LottieCurve(try reader.property("view", path))
      let rest = path == "ks.p.x" ? 200.0 : 0
      let peak = (0...300).map { curve.value(at: Double($0) / 10)[0] - rest }.max() ?? 0
      XCTAssertGreaterThan(peak, 109, path)
    }
  }
}
