import Foundation
import MotionLottie
import MotionRuntime
import XCTest

/// The file's shape: what players need, in the order Bodymovin writes it.
final class StructureTests: XCTestCase {
  private func sample() throws -> LottieFile {
    let moves = PropertyTrack(
      property: .moveX, initial: .number(0), segments: [change(0, 1, 0, 20)])
    let card = ElementTimeline(
      name: "card",
      tracks: [PropertyTrack(property: .opacity, initial: .number(1), segments: [])])
    return try LottieFile(
      Timeline(
        duration: ticks(1.01), elements: [ElementTimeline(name: "view", tracks: [moves]), card]),
      options: LottieOptions(name: "sample", width: 320, height: 200, framesPerSecond: 30))
  }

  func testTopLevelFieldsAndTheirOrder() throws {
    let file = try sample()
    let reader = try LottieReader(file)
    XCTAssertEqual(reader.document["v"] as? String, "5.7.4")
    XCTAssertEqual(LottieReader.number(reader.document["fr"]), 30)
    XCTAssertEqual(LottieReader.number(reader.document["ip"]), 0)
    // 1.01 s at 30 fps ends in frame 30.3: frame 31 is the first to show the end, and the out
    // point (exclusive) is the frame after it.
    XCTAssertEqual(LottieReader.number(reader.document["op"]), 32)
    XCTAssertEqual(file.frameCount, 32)
    XCTAssertEqual(LottieReader.number(reader.document["w"]), 320)
    XCTAssertEqual(LottieReader.number(reader.document["h"]), 200)
    XCTAssertEqual(reader.document["nm"] as? String, "sample")
    XCTAssertEqual(
      LottieReader.keys(file.text, from: file.text.startIndex),
      ["v", "fr", "ip", "op", "w", "h", "nm", "ddd", "assets", "layers", "markers"])
    XCTAssertTrue(file.text.hasSuffix("}\n"))
  }

  func testOneShapeLayerPerElementLaterElementsOnTop() throws {
    let reader = try LottieReader(try sample())
    XCTAssertEqual(reader.layers.map { $0["nm"] as? String }, ["card", "view"])
    XCTAssertEqual(reader.layers.map { LottieReader.number($0["ind"]) }, [1, 2])
    for layer in reader.layers {
      XCTAssertEqual(LottieReader.number(layer["ty"]), 4)
      XCTAssertEqual(LottieReader.number(layer["st"]), 0)
      XCTAssertEqual(LottieReader.number(layer["ip"]), 0)
      XCTAssertEqual(LottieReader.number(layer["op"]), 32)
      let shapes = try XCTUnwrap(layer["shapes"] as? [[String: Any]])
      let items = try XCTUnwrap(shapes.first?["it"] as? [[String: Any]])
      XCTAssertEqual(items.map { $0["ty"] as? String }, ["rc", "fl", "tr"])
    }
  }

  func testLayerKeysInBodymovinOrder() throws {
    let text = try sample().text
    func keys(after marker: String) throws -> [String] {
      let start = try XCTUnwrap(text.range(of: marker), marker).upperBound
      return LottieReader.keys(text, from: start)
    }
    XCTAssertEqual(
      try keys(after: "\"layers\": ["),
      ["ddd", "ind", "ty", "nm", "sr", "ks", "ao", "shapes", "ip", "op", "st", "bm"])
    XCTAssertEqual(try keys(after: "\"ks\": "), ["o", "r", "p", "a", "s"])
    XCTAssertEqual(try keys(after: "\"shapes\": ["), ["ty", "it", "nm", "np", "bm"])
    XCTAssertEqual(try keys(after: "\"it\": ["), ["ty", "d", "s", "p", "r", "nm"])
    let fill = try XCTUnwrap(text.range(of: "\"ty\": \"fl\"")).lowerBound
    let fillStart = try XCTUnwrap(text[..<fill].lastIndex(of: "{"))
    XCTAssertEqual(LottieReader.keys(text, from: fillStart), ["ty", "c", "o", "r", "bm", "nm"])
    // A keyframe that eases: i, o, t, s.
    let tangent = try XCTUnwrap(text.range(of: "\"i\": {\"x\"")).lowerBound
    let keyStart = try XCTUnwrap(text[..<tangent].lastIndex(of: "{"))
    XCTAssertEqual(LottieReader.keys(text, from: keyStart), ["i", "o", "t", "s"])
  }

  func testRestPositionPlusMoveAndTheDefaultBox() throws {
    let reader = try LottieReader(try sample())
    let x = try reader.property("view", "ks.p.x")
    XCTAssertEqual(try LottieReader.value(x, at: 0), [160])
    XCTAssertEqual(try LottieReader.value(x, at: 15), [170])
    XCTAssertEqual(try LottieReader.value(x, at: 30), [180])
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "ks.p.y"), at: 10), [100])
    let position = try XCTUnwrap(try reader.layer("view")["ks"] as? [String: Any])["p"]
    XCTAssertEqual((position as? [String: Any])?["s"] as? Bool, true)
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "box.s"), at: 0), [60, 60])
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "box.r"), at: 0), [0])
    XCTAssertEqual(
      try LottieReader.value(try reader.property("view", "fill.c"), at: 0), [0.5, 0.5, 0.5, 1])
    XCTAssertEqual(
      try LottieReader.value(try reader.property("view", "ks.s"), at: 0), [100, 100, 100])
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "ks.o"), at: 0), [100])
  }

  func testRestPositionsOption() throws {
    let moves = PropertyTrack(property: .moveY, initial: .number(5), segments: [])
    let file = try LottieFile(
      timeline([moves], duration: 1),
      options: LottieOptions(
        name: "rest", restPositions: ["view": LottieOptions.Point(x: 10, y: 20)]))
    let reader = try LottieReader(file)
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "ks.p.x"), at: 0), [10])
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "ks.p.y"), at: 0), [25])
  }

  func testScaleRotationOpacityAndSizeUnits() throws {
    let tracks = [
      PropertyTrack(property: .scaleX, initial: .number(1.5), segments: []),
      PropertyTrack(property: .scaleY, initial: .number(0.5), segments: []),
      PropertyTrack(property: .rotate, initial: .number(90), segments: []),
      PropertyTrack(property: .opacity, initial: .number(0.25), segments: []),
      PropertyTrack(property: .width, initial: .number(120), segments: []),
      PropertyTrack(property: .cornerRadius, initial: .number(8), segments: []),
    ]
    let reader = try LottieReader(try export(timeline(tracks, duration: 1)))
    XCTAssertEqual(
      try LottieReader.value(try reader.property("view", "ks.s"), at: 0), [150, 50, 100])
    // Degrees, clockwise in both.
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "ks.r"), at: 0), [90])
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "ks.o"), at: 0), [25])
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "box.s"), at: 0), [120, 60])
    XCTAssertEqual(try LottieReader.value(try reader.property("view", "box.r"), at: 0), [8])
  }

  func testAnEmptyTimelineIsOneFrameWithNoLayers() throws {
    let file = try export(Timeline(duration: 0, elements: []))
    let reader = try LottieReader(file)
    XCTAssertEqual(LottieReader.number(reader.document["op"]), 1)
    XCTAssertTrue(reader.layers.isEmpty)
  }

  func testSameTimelineSameBytes() throws {
    XCTAssertEqual(try sample().text, try sample().text)
  }

  func testNamesAreEscaped() throws {
    let file = try LottieFile(
      Timeline(duration: ticks(1), elements: []),
      options: LottieOptions(name: "a \"quoted\"\\name\n"))
    XCTAssertEqual(try LottieReader(file).document["nm"] as? String, "a \"quoted\"\\name\n")
  }
}
