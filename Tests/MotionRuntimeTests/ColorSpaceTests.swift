import Foundation
import MotionRuntime
import MotionTestSupport
import XCTest

/// Color mixing in each space against the reference computed independently by
/// scripts/color-reference.py (exact-fraction matrix inverses, plain formulas).
final class ColorSpaceTests: XCTestCase {
  private struct Reference: Decodable {
    struct Case: Decodable {
      var space: String
      var from: String
      var to: String
      var amount: Double
      var expected: [Double]
    }
    var cases: [Case]
  }

  private func color(_ hex: String) throws -> RGBA {
    let digits = Array(hex.dropFirst())
    let bytes = try stride(from: 0, to: 8, by: 2).map {
      try XCTUnwrap(UInt8(String(digits[$0...$0 + 1]), radix: 16))
    }
    return RGBA(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      alpha: Double(bytes[3]) / 255)
  }

  func testMixingMatchesTheReferenceInEverySpaceAlphaIncluded() throws {
    let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/color-reference.json")
    let reference = try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    XCTAssertEqual(reference.cases.count, 105)
    for item in reference.cases {
      let space = try XCTUnwrap(ColorSpace(rawValue: item.space))
      let mixed = try color(item.from).mixed(
        with: try color(item.to), amount: item.amount, in: space)
      let actual = [mixed.red, mixed.green, mixed.blue, mixed.alpha]
      for (a, e) in zip(actual, item.expected) {
        XCTAssertEqual(
          a, e, accuracy: 1e-9, "\(item.space) \(item.from)→\(item.to) at \(item.amount)")
      }
    }
  }

  func testTheBriefsRedToBlueMidpoints() {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)
    XCTAssertEqual(
      red.mixed(with: blue, amount: 0.5, in: .srgb), RGBA(red: 0.5, green: 0, blue: 0.5))
    // Linear sRGB midpoint is (0.5, 0, 0.5) in linear components: 0.735 encoded.
    let linear = red.mixed(with: blue, amount: 0.5, in: .linear)
    XCTAssertEqual(ColorSpace.toLinear(linear.red), 0.5, accuracy: 1e-12)
    XCTAssertEqual(linear.red, 0.735, accuracy: 5e-4)
  }

  func testTransferFunctionsAndOklabRoundTrip() {
    for step in 0...20 {
      let value = Double(step) / 20
      XCTAssertEqual(ColorSpace.fromLinear(ColorSpace.toLinear(value)), value, accuracy: 1e-12)
    }
    let (l, a, b) = Oklab.fromLinear(0.2, 0.4, 0.6)
    let back = Oklab.toLinear(l, a, b)
    XCTAssertEqual(back.0, 0.2, accuracy: 1e-12)
    XCTAssertEqual(back.1, 0.4, accuracy: 1e-12)
    XCTAssertEqual(back.2, 0.6, accuracy: 1e-12)
    // White is L = 1, a = b = 0 (to the matrices' published precision).
    let white = Oklab.fromLinear(1, 1, 1)
    XCTAssertEqual(white.0, 1, accuracy: 1e-6)
    XCTAssertEqual(white.1, 0, accuracy: 1e-6)
  }
}
