import Foundation
import MotionRuntime
import MotionTestSupport
import MotionWeb
import XCTest

/// The numbers `scripts/browser-check` holds the Web Animations module's handoff to:
/// `MotionStage`'s values (`.retarget`) when a play of one spec in Tests/Fixtures/web-handoff
/// is interrupted by a play of another, at many instants, sampled after each cut. The fixture
/// `reference.json` is golden (re-record with `MOTIONC_RECORD=1`), so it stays the runtime's.
final class WebHandoffReferenceTests: XCTestCase {
  /// (first play, the play that interrupts it, its element, cut instants in ms).
  static let cases: [(String, String, String, [Int])] = [
    ("card-show", "card-hide", "card", [0, 20, 60, 120, 200, 290, 399, 450, 700]),
    ("sheet-open", "sheet-close", "sheet", [15, 40, 90, 150, 260, 380, 520, 800]),
    ("sheet-open", "sheet-flick", "sheet", [30, 110, 240, 333, 470, 610]),
    ("sheet-close", "sheet-open", "sheet", [25, 80, 190, 300, 640, 1300, 1400]),
  ]

  /// Times after the cut the values are sampled at, in ms.
  static let samples = [0, 1, 16, 50, 100, 175, 250, 400, 600, 900, 1300, 1800, 2600]

  func testTheFixtureHoldsTheStagesValuesAfterEachCut() throws {
    var out = "{\n  \"samples\": [" + Self.samples.map(String.init).joined(separator: ", ")
    out += "],\n  \"cases\": [\n"
    var caseTexts: [String] = []
    for (first, second, element, cuts) in Self.cases {
      let firstTrack = try track(first)
      let secondTrack = try track(second)
      let properties = Property.allCases.filter { property in
        [firstTrack, secondTrack].contains {
          $0.timeline.track(element: element, property: property) != nil
        }
      }
      var text = "    { \"first\": \"\(first)\", \"second\": \"\(second)\", "
      text += "\"element\": \"\(element)\",\n      \"properties\": ["
      text += properties.map { "\"\($0.customProperty)\"" }.joined(separator: ", ") + "],\n"
      text += "      \"cuts\": [\n"
      var cutTexts: [String] = []
      for cut in cuts {
        let clock = ManualClock()
        let stage = MotionStage(clock: clock)
        let firstPlay = stage.prepare(firstTrack)
        let secondPlay = stage.prepare(secondTrack)
        stage.play(firstPlay)
        clock.advance(to: .milliseconds(cut))
        stage.play(secondPlay, handoff: .retarget)
        var rows: [String] = []
        for sample in Self.samples {
          clock.advance(to: .milliseconds(cut + sample))
          let values = try properties.map { property in
            let value = try XCTUnwrap(stage.value(of: property, on: element)?.number)
            return NumberFormatting.shortest(value)
          }
          rows.append("[" + values.joined(separator: ", ") + "]")
        }
        cutTexts.append(
          "        { \"cut\": \(cut), \"values\": [\n          "
            + rows.joined(separator: ",\n          ") + "\n        ] }")
      }
      text += cutTexts.joined(separator: ",\n") + "\n      ] }"
      caseTexts.append(text)
    }
    out += caseTexts.joined(separator: ",\n") + "\n  ]\n}\n"
    XCTAssertGreaterThanOrEqual(Self.cases.map(\.3.count).reduce(0, +), 20)
    assertGolden(out, "Tests/Fixtures/web-handoff/reference.json")
  }

  /// The spec's timeline as a track.
  private func track(_ name: String) throws -> MotionTrack {
    let export = try webExport("Tests/Fixtures/web-handoff/\(name).motion")
    return MotionTrack(timeline: export.timeline, reducedTimeline: export.reducedTimeline)
  }
}
