import Foundation
import MotionRuntime
import MotionTestSupport
import MotionWeb
import XCTest

/// The numbers `scripts/browser-check` holds the Web Animations module's handoff to:
/// `MotionStage`'s values (`.retarget`) when a play of one spec in Tests/Fixtures/web-handoff
/// is interrupted by a play of another (and that one by a third), at many instants, sampled
/// after the last cut. The fixture
/// `reference.json` is golden (re-record with `MOTIONC_RECORD=1`), so it stays the runtime's.
final class WebHandoffReferenceTests: XCTestCase {
  /// (the specs played one after another, their element, when each play after the first
  /// starts in ms: the cuts).
  static let cases: [([String], String, [[Int]])] = [
    (["card-show", "card-hide"], "card", [0, 20, 60, 120, 200, 290, 399, 450, 700].map { [$0] }),
    (["sheet-open", "sheet-close"], "sheet", [15, 40, 90, 150, 260, 380, 520, 800].map { [$0] }),
    (["sheet-open", "sheet-flick"], "sheet", [30, 110, 240, 333, 470, 610].map { [$0] }),
    (["sheet-close", "sheet-open"], "sheet", [25, 80, 190, 300, 640, 1300, 1400].map { [$0] }),
    (["sheet-open", "sheet-wait"], "sheet", [50, 120, 300].map { [$0] }),
    // An interrupted interruption: the second play hands off from the first's handoff.
    (["card-show", "card-hide", "card-show"], "card", [[100, 180], [250, 260], [300, 500]]),
    (["sheet-open", "sheet-close", "sheet-open"], "sheet", [[120, 200], [200, 450]]),
    // Out of a loop, and back into one (a loop whose cycle starts with the first change).
    (["dot-pulse", "dot-rest"], "dot", [100, 300, 650, 1000, 1730, 2500].map { [$0] }),
    (["dot-pulse", "dot-rest", "dot-pulse"], "dot", [[700, 850], [1500, 1600], [420, 1900]]),
  ]

  /// Times after the last cut the values are sampled at, in ms.
  static let samples = [0, 1, 16, 50, 100, 175, 250, 400, 600, 900, 1300, 1800, 2600]

  func testTheFixtureHoldsTheStagesValuesAfterEachCut() throws {
    var out = "{\n  \"samples\": [" + Self.samples.map(String.init).joined(separator: ", ")
    out += "],\n  \"cases\": [\n"
    var caseTexts: [String] = []
    for (specs, element, cutLists) in Self.cases {
      let tracks = try specs.map(track)
      let properties = Property.allCases.filter { property in
        tracks.contains { $0.timeline.track(element: element, property: property) != nil }
      }
      var text = "    { \"plays\": [" + specs.map { "\"\($0)\"" }.joined(separator: ", ")
      text += "], \"element\": \"\(element)\",\n      \"properties\": ["
      text += properties.map { "\"\($0.customProperty)\"" }.joined(separator: ", ") + "],\n"
      text += "      \"cuts\": [\n"
      var cutTexts: [String] = []
      for cuts in cutLists {
        let clock = ManualClock()
        let stage = MotionStage(clock: clock)
        let prepared = tracks.map { stage.prepare($0) }
        stage.play(prepared[0])
        for (cut, play) in zip(cuts, prepared.dropFirst()) {
          clock.advance(to: .milliseconds(cut))
          stage.play(play, handoff: .retarget)
        }
        let last = cuts.last ?? 0
        var rows: [String] = []
        for sample in Self.samples {
          clock.advance(to: .milliseconds(last + sample))
          let values = try properties.map { property in
            switch try XCTUnwrap(stage.value(of: property, on: element)) {
            case .number(let number): return NumberFormatting.shortest(number)
            case .color(let color): return "\"" + CSSValue.color(color) + "\""
            }
          }
          rows.append("[" + values.joined(separator: ", ") + "]")
        }
        cutTexts.append(
          "        { \"cuts\": [" + cuts.map(String.init).joined(separator: ", ")
            + "], \"values\": [\n          " + rows.joined(separator: ",\n          ")
            + "\n        ] }")
      }
      text += cutTexts.joined(separator: ",\n") + "\n      ] }"
      caseTexts.append(text)
    }
    out += caseTexts.joined(separator: ",\n") + "\n  ]\n}\n"
    XCTAssertGreaterThanOrEqual(Self.cases.map(\.2.count).reduce(0, +), 20)
    assertGolden(out, "Tests/Fixtures/web-handoff/reference.json")
  }

  /// The spec's timeline as a track.
  private func track(_ name: String) throws -> MotionTrack {
    let export = try webExport("Tests/Fixtures/web-handoff/\(name).motion")
    return MotionTrack(timeline: export.timeline, reducedTimeline: export.reducedTimeline)
  }
}
