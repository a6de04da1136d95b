import Foundation
import MotionCompiler
import MotionRuntime
import MotionSwiftOutput
import MotionTestSupport
import XCTest

/// The Swift source output: names, literals, determinism.
final class SwiftTrackWriterTests: XCTestCase {
  func testDefaultNamesAreUpperCamelCaseFileNames() {
    XCTAssertEqual(
      SwiftTrackWriter.defaultName(forSpec: "specs/design-system.motion"), "DesignSystem")
    XCTAssertEqual(SwiftTrackWriter.defaultName(forSpec: "fairy.motion"), "Fairy")
    XCTAssertEqual(
      SwiftTrackWriter.defaultName(forSpec: "a/b/steps_and points.motion"), "StepsAndPoints")
    XCTAssertEqual(SwiftTrackWriter.defaultName(forSpec: "3d-spin.motion"), "Motion3dSpin")
    XCTAssertEqual(SwiftTrackWriter.defaultName(forSpec: "-"), "Motion")
    XCTAssertEqual(SwiftTrackWriter.defaultName(forSpec: "é.motion"), "Motion")
    XCTAssertEqual(SwiftTrackWriter.defaultName(forSpec: "self.motion"), "SelfMotion")
    XCTAssertEqual(SwiftTrackWriter.defaultName(forSpec: "Self.motion"), "SelfMotion")
    XCTAssertEqual(
      SwiftTrackWriter.defaultName(forSpec: "motion-runtime.motion"), "MotionRuntimeMotion")
  }

  func testNamesMustBeSwiftIdentifiers() {
    XCTAssertNil(SwiftTrackWriter.nameProblem("Fairy"))
    XCTAssertNil(SwiftTrackWriter.nameProblem("_card2"))
    XCTAssertNotNil(SwiftTrackWriter.nameProblem("2card"))
    XCTAssertNotNil(SwiftTrackWriter.nameProblem("my-card"))
    XCTAssertNotNil(SwiftTrackWriter.nameProblem(""))
    XCTAssertNotNil(SwiftTrackWriter.nameProblem("enum"))
    XCTAssertNotNil(SwiftTrackWriter.nameProblem("Type"))
    XCTAssertNotNil(SwiftTrackWriter.nameProblem("MotionRuntime"))
    XCTAssertNotNil(SwiftTrackWriter.nameProblem("caf\u{E9}"))
  }

  func testElementCasesAreSwiftNamesWithTheElementsAsRawValues() throws {
    let timeline = Timeline(
      duration: 0,
      elements: ["card", "default", "my card", "2nd", "self", "rawValue", "my_card"].map {
        ElementTimeline(name: $0, tracks: [])
      },
      markers: [Marker(name: "x", element: "quote\"d", start: 0, end: 0)])
    let source = SwiftTrackWriter.source(
      MotionTrack(timeline: timeline), name: "Cases", specPath: nil)
    for line in [
      "    case card = \"card\"\n", "    case default_ = \"default\"\n",
      "    case my_card = \"my card\"\n", "    case _2nd = \"2nd\"\n",
      "    case self_ = \"self\"\n",
      "    case rawValue_ = \"rawValue\"\n", "    case my_card_ = \"my_card\"\n",
      "    case quote_d = \"quote\\\"d\"\n",
    ] {
      XCTAssertTrue(source.contains(line), "no `\(line)` in:\n\(source)")
    }
  }

  func testNumbersAreExactLiterals() throws {
    let track = PropertyTrack(
      property: .moveX, initial: .number(-0.0),
      segments: [
        Segment(
          start: 0, end: 1, from: .number(0.1 + 0.2), to: .number(1e-300), easing: .linear)
      ])
    let source = SwiftTrackWriter.source(
      MotionTrack(
        timeline: Timeline(duration: 1, elements: [ElementTimeline(name: "v", tracks: [track])])),
      name: "Numbers", specPath: nil)
    XCTAssertTrue(source.contains("initial: .number(-0.0)"), source)
    XCTAssertTrue(source.contains("from: .number(0.30000000000000004)"), source)
    XCTAssertTrue(source.contains("to: .number(1e-300)"), source)
  }

  func testTheSameTrackGivesTheSameBytes() throws {
    for spec in try compiledSpecs() {
      let first = SwiftTrackWriter.source(spec.track, name: spec.name, specPath: spec.path)
      let again = try XCTUnwrap(
        Compiler.compile(
          SourceFile(
            path: spec.path,
            bytes: Array(try Data(contentsOf: repositoryRoot.appendingPathComponent(spec.path)))),
          options: CompileOptions(includeReduced: true)
        ).track)
      XCTAssertEqual(
        first, SwiftTrackWriter.source(again, name: spec.name, specPath: spec.path), spec.path)
      XCTAssertTrue(first.contains("public enum \(spec.name) {\n"), spec.path)
      XCTAssertTrue(first.contains("  public static let track: MotionRuntime.MotionTrack"))
    }
  }
}
