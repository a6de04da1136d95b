import Foundation
import MotionLottie
import MotionRuntime
import XCTest

/// Fill colors (exact in sRGB, baked in other spaces and under changing alpha) and the
/// vector properties that join two tracks (scale, size).
final class ColorAndScaleTests: XCTestCase {
  private func color(_ hex: UInt32) -> RGBA {
    func byte(_ shift: UInt32) -> Double { Double((hex >> shift) & 0xFF) / 255 }
    return RGBA(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
  }

  private func colorChange(
    _ from: UInt32, _ to: UInt32, space: ColorSpace, easing: Easing = .linear
  )
    -> PropertyTrack
  {
    PropertyTrack(
      property: .background, initial: .color(color(from)),
      segments: [
        Segment(
          start: 0, end: ticks(1), from: .color(color(from)), to: .color(color(to)),
          easing: easing, colorSpace: space)
      ])
  }

  /// The shown color (premultiplied red, green, blue, and alpha) of `view` at `frame`.
  private func shown(_ reader: LottieReader) throws -> (Double) -> [Double] {
    let color = try LottieCurve(try reader.property("view", "fill.c"))
    let opacity = try LottieCurve(try reader.property("view", "fill.o"))
    return { frame in
      let alpha = opacity.value(at: frame)[0] / 100
      return color.value(at: frame).prefix(3).map { $0 * alpha } + [alpha]
    }
  }

  private func shown(_ color: RGBA) -> [Double] {
    [color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha, color.alpha]
  }

  func testSRGBColorsWithOneAlphaAreExactKeyframes() throws {
    let track = colorChange(0x3182_F6FF, 0xF044_52FF, space: .srgb, easing: .family(.quad, .in))
    let reader = try LottieReader(try export(timeline([track], duration: 1)))
    let keys = LottieReader.keyframes(try reader.property("view", "fill.c"))
    XCTAssertEqual(keys.count, 2)
    XCTAssertEqual(LottieReader.numbers(keys[0]["s"])?.count, 4)
    XCTAssertEqual(LottieReader.numbers(keys[1]["s"])?.last, 1)
    // The fill opacity does not change.
    XCTAssertEqual(try reader.property("view", "fill.o")["a"] as? Int, 0)
  }

  func testColorsMixedInOtherSpacesOrAlphasAreBakedWithinAQuarterStep() throws {
    let cases: [(UInt32, UInt32, ColorSpace)] = [
      (0xFF00_00FF, 0x0000_FFFF, .oklab), (0xFF00_00FF, 0x0000_FFFF, .linear),
      (0x3182_F6FF, 0xFFFF_FF00, .srgb), (0x3182_F6FF, 0xFFFF_FF00, .oklab),
      (0x0000_0000, 0xFFFF_FF80, .srgb),
    ]
    for (from, to, space) in cases {
      let track = colorChange(
        from, to, space: space, easing: .cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
      let lottie = try shown(try LottieReader(try export(timeline([track], duration: 1))))
      var worst = 0.0
      for index in 0...600 {
        let seconds = Double(index) / 600
        let expected = shown(track.value(atSeconds: seconds).colorValue)
        let actual = lottie(seconds * 60)
        worst = max(worst, zip(expected, actual).map { abs($0 - $1) }.max() ?? 0)
      }
      XCTAssertLessThanOrEqual(worst, 0.26 / 255, "\(space) \(String(from, radix: 16))")
    }
  }

  func testOutOfGamutColorsAreClippedToTheFormatsRange() throws {
    // easeInBack overshoots below 0 at the start: the mix leaves 0…1, the file does not.
    let track = colorChange(0x0000_00FF, 0xFFFF_FFFF, space: .oklab, easing: .family(.back, .in))
    let text = try export(timeline([track], duration: 1)).text
    let reader = try LottieReader(text)
    for key in LottieReader.keyframes(try reader.property("view", "fill.c")) {
      for component in LottieReader.numbers(key["s"]) ?? [] {
        XCTAssertTrue((0...1).contains(component), "\(component)")
      }
    }
  }

  func testScaleXAndYWithDifferentTimingsBothStayExact() throws {
    let tracks = [
      PropertyTrack(
        property: .scaleX, initial: .number(1),
        segments: [change(0, 1, 1, 2, .cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))]),
      PropertyTrack(
        property: .scaleY, initial: .number(1),
        segments: [change(0.25, 0.75, 1, 0.5, .family(.back, .out))]),
    ]
    let line = timeline(tracks, duration: 1)
    let reader = try LottieReader(try export(line))
    let scale = try LottieCurve(try reader.property("view", "ks.s"))
    var worst = 0.0
    for index in 0...1200 {
      let seconds = Double(index) / 1200
      let actual = scale.value(at: seconds * 60)
      let x = try XCTUnwrap(
        line.track(element: "view", property: .scaleX)?.value(atSeconds: seconds).number)
      let y = try XCTUnwrap(
        line.track(element: "view", property: .scaleY)?.value(atSeconds: seconds).number)
      worst = max(worst, abs(actual[0] - 100 * x) / 100, abs(actual[1] - 100 * y) / 50)
      XCTAssertEqual(actual[2], 100)
    }
    // Relative to each change (100 % and 50 %).
    XCTAssertLessThanOrEqual(worst, 0.001)
  }

  func testScaleWithOneCurveForBothIsOneKeyframeList() throws {
    let easing = Easing.cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    let tracks = [Property.scaleX, .scaleY].map {
      PropertyTrack(property: $0, initial: .number(1), segments: [change(0, 0.8, 1, 1.1, easing)])
    }
    let reader = try LottieReader(try export(timeline(tracks, duration: 0.8)))
    let keys = LottieReader.keyframes(try reader.property("view", "ks.s"))
    XCTAssertEqual(
      keys.map { LottieReader.numbers($0["s"]) }, [[100, 100, 100], [110, 110, 100]])
  }

  func testWidthAnimatesTheRectangleSize() throws {
    let tracks = [
      PropertyTrack(property: .width, initial: .number(100), segments: [change(0, 0.2, 100, 120)]),
      PropertyTrack(property: .cornerRadius, initial: .number(0), segments: [change(0, 0.2, 0, 8)]),
    ]
    let reader = try LottieReader(try export(timeline(tracks, duration: 0.2)))
    let size = try reader.property("view", "box.s")
    XCTAssertEqual(try LottieReader.value(size, at: 0), [100, 60])
    XCTAssertEqual(try LottieReader.value(size, at: 6)[0], 110, accuracy: 1e-9)
    XCTAssertEqual(try LottieReader.value(size, at: 12), [120, 60])
    XCTAssertEqual(
      try LottieReader.value(try reader.property("view", "box.r"), at: 6)[0], 4, accuracy: 1e-9)
  }
}

extension Value {
  /// The color, or black for a number.
  var colorValue: RGBA {
    if case .color(let color) = self { return color }
    return RGBA(red: 0, green: 0, blue: 0)
  }
}
