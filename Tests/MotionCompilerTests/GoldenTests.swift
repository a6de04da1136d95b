import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// Whole-file outputs against golden files: every spec in specs/ (track, samples, IR) and every
/// bad input in Tests/Fixtures/errors and warnings (diagnostics as printed, and their JSON form).
final class GoldenTests: XCTestCase {
  func testEverySpecCompilesToItsGoldenTrackSamplesAndIR() throws {
    let specs = motionFiles(in: "specs")
    XCTAssertGreaterThanOrEqual(specs.count, 12, "specs/ lost its examples")
    for path in specs {
      let file = try sourceFile(path)
      // As `motionc compile` builds it: with the reduced-motion timeline.
      let result = Compiler.compile(file, options: CompileOptions(includeReduced: true))
      XCTAssertFalse(result.hasErrors, "\(path):\n\(result.rendered)")
      guard let track = result.track else {
        XCTFail("\(path) did not compile")
        continue
      }
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      // Warnings an example shows on purpose (e.g. repeat.motion's jump back).
      if !result.diagnostics.isEmpty {
        assertGolden(result.rendered, "Tests/Fixtures/specs/\(name).warnings.txt")
      }
      assertGolden(try TrackWriter.json(track), "Tests/Fixtures/specs/\(name).track.json")
      let timeline = track.timeline
      assertGolden(try Dump.timeline(timeline), "Tests/Fixtures/specs/\(name).ir.txt")
      assertGolden(
        try TimelineChart.render(timeline, title: path), "Tests/Fixtures/specs/\(name).timeline.txt"
      )
      // An endless timeline: its first cycle and as long again, to show it repeating.
      let end = timeline.isEndless ? 2 * timeline.duration : timeline.duration
      let rate = try XCTUnwrap(FrameRate(numerator: 30, denominator: 1))
      let grid = try XCTUnwrap(FrameGrid(rate: rate, from: 0, to: end))
      let times = try XCTUnwrap(grid.times(limit: 100_000))
      assertGolden(
        try SampleWriter.write(timeline, at: times, format: .csv),
        "Tests/Fixtures/specs/\(name).30fps.csv")
    }
  }

  /// `--reduced` for a file with a `reduced` block, one without (the automatic form), and one
  /// that plays motions with and without theirs.
  func testReducedTimelinesMatchTheirGoldens() throws {
    for name in ["reduced", "fairy", "screen"] {
      let result = Compiler.compile(
        try sourceFile("specs/\(name).motion"), options: CompileOptions(reduced: true))
      let timeline = try XCTUnwrap(result.timeline, result.rendered)
      assertGolden(try TrackWriter.json(timeline), "Tests/Fixtures/reduced/\(name).track.json")
      assertGolden(
        try TimelineChart.render(timeline, title: "specs/\(name).motion --reduced"),
        "Tests/Fixtures/reduced/\(name).timeline.txt")
    }
  }

  /// `--motion`: every motion of the design system, on its own, with its defaults and with
  /// arguments.
  func testEachLibraryMotionCompilesOnItsOwn() throws {
    let file = try sourceFile("specs/design-system.motion")
    for motion in ["pop", "shake", "fadeIn", "fadeOut", "highlight", "shake(amount: 8)"] {
      let result = Compiler.compile(file, options: CompileOptions(motion: motion))
      let timeline = try XCTUnwrap(result.timeline, result.rendered)
      XCTAssertEqual(result.diagnostics.count, 0, result.rendered)
      let rate = try XCTUnwrap(FrameRate(numerator: 30, denominator: 1))
      let grid = try XCTUnwrap(FrameGrid(rate: rate, from: 0, to: timeline.duration))
      let name = motion.replacingOccurrences(of: "(amount: 8)", with: "-8")
      assertGolden(
        try SampleWriter.write(
          timeline, at: try XCTUnwrap(grid.times(limit: 10_000)), format: .csv),
        "Tests/Fixtures/motions/\(name).30fps.csv")
    }
  }

  func testEveryBadInputGivesItsGoldenDiagnostics() throws {
    let fixtures = motionFiles(in: "Tests/Fixtures/errors")
    XCTAssertGreaterThanOrEqual(fixtures.count, 30, "the bad-input fixtures are missing")
    for path in fixtures {
      let file = try sourceFile(path)
      let result = Compiler.compile(file)
      XCTAssertTrue(result.hasErrors, "\(path) should have errors")
      XCTAssertNil(result.timeline, path)
      assertGolden(result.rendered, path.replacingOccurrences(of: ".motion", with: ".stderr"))
      assertGolden(jsonForm(result), path.replacingOccurrences(of: ".motion", with: ".json"))
    }
  }

  func testEveryWarningFixtureCompilesWithItsGoldenWarnings() throws {
    let fixtures = motionFiles(in: "Tests/Fixtures/warnings")
    XCTAssertGreaterThanOrEqual(fixtures.count, 3)
    for path in fixtures {
      let result = Compiler.compile(try sourceFile(path))
      XCTAssertNotNil(result.timeline, path)
      XCTAssertFalse(result.diagnostics.isEmpty, "\(path) should have warnings")
      XCTAssertTrue(result.diagnostics.allSatisfy { $0.severity == .warning }, path)
      assertGolden(result.rendered, path.replacingOccurrences(of: ".motion", with: ".stderr"))
      assertGolden(jsonForm(result), path.replacingOccurrences(of: ".motion", with: ".json"))
    }
  }

  func testEveryDiagnosticCodeHasABadInputFixture() throws {
    var seen = Set<String>()
    for path in motionFiles(in: "Tests/Fixtures/errors")
      + motionFiles(in: "Tests/Fixtures/warnings")
    {
      for diagnostic in Compiler.compile(try sourceFile(path)).diagnostics {
        seen.insert(diagnostic.code)
      }
    }
    // fileTooLarge (M0008) and limitExceeded (M0121) are covered by LimitTests, which build
    // inputs too large to check in.
    let expected: Set<String> = Set((1...9).map { String(format: "M%04d", $0) })
      .union([10, 12, 13, 14, 16].map { String(format: "M%04d", $0) })
      .union((100...122).map { String(format: "M%04d", $0) })
      .union((130...132).map { String(format: "M%04d", $0) })
      .union((140...159).map { String(format: "M%04d", $0) })
      .union(["M0162"])
      .union((200...209).map { String(format: "M%04d", $0) })
      .subtracting(["M0008", "M0121"])
    XCTAssertEqual(expected.subtracting(seen).sorted(), [], "codes without a fixture")
  }

  /// The diagnostics as `motionc check --format json` prints them.
  private func jsonForm(_ result: CompileResult) -> String {
    DiagnosticFormats.json([
      DiagnosticFormats.FileReport(
        path: result.file.path, sources: result.sources, diagnostics: result.diagnostics,
        failure: nil)
    ])
  }
}
