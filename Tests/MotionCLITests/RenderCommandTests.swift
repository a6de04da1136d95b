import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

/// `motionc render`: the animated SVG of a spec, and the designers' gallery of every example
/// spec made from it (issue 31, item 5). Re-record with `MOTIONC_RECORD=1`.
final class RenderCommandTests: CommandTestCase {
  /// The `.motion` files of `specs/`, by name.
  private var specs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: "specs")) ?? [])
      .filter { $0.hasSuffix(".motion") }.sorted()
  }

  /// docs/gallery/NAME.svg is `motionc render specs/NAME.motion`, for every spec, and
  /// docs/gallery.md shows each with the first line of its comment.
  func testTheGalleryIsEverySpecRendered() throws {
    XCTAssertGreaterThanOrEqual(specs.count, 20)
    var page = """
      # Gallery

      Every example spec of `specs/`, as `motionc render` draws it: an animated SVG image, with
      each element a labelled box on its own slot of the stage (a dashed outline where it
      rests), moved by CSS animations inside the image. A spec whose timeline ends plays, rests
      a second and plays again. The images are made by the tests (`MOTIONC_RECORD=1 swift test
      --filter RenderCommandTests` writes them again), and `scripts/render-check` plays them in
      headless Chromium against `motionc sample`.

      Make one of your own: `motionc render my.motion -o my.svg`.

      """
    for spec in specs {
      let name = String(spec.dropLast(".motion".count))
      let result = run(["render", "specs/\(spec)"])
      XCTAssertEqual(result.code, 0, result.error)
      assertGolden(result.output, "docs/gallery/\(name).svg")
      let source = try String(contentsOfFile: "specs/\(spec)", encoding: .utf8)
      let summary = Self.summary(source, file: spec)
      page += "\n## \(name)\n\n\(summary)\n\n![\(name)](gallery/\(name).svg)\n\n"
      page += "```sh\nmotionc render specs/\(spec)\n```\n"
    }
    assertGolden(page, "docs/gallery.md")
  }

  /// The spec's opening comment up to its first full stop (or its first line), without the
  /// `NAME.motion —` it starts with.
  static func summary(_ source: String, file: String) -> String {
    var lines: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("#") else { break }
      lines.append(String(line.dropFirst()).trimmingCharacters(in: .whitespaces))
    }
    var text = lines.joined(separator: " ")
    if text.hasPrefix(file + " — ") { text.removeFirst(file.count + 3) }
    if let stop = text.range(of: ". ") { text = String(text[..<stop.lowerBound]) + "." }
    return text.isEmpty ? file : text
  }

  func testTheImageHasNoScriptAndLoopsAnEndingTimeline() {
    let result = run(["render", "-"], input: "target card\nmoveX 40 over 0.5s ease easeOut\n")
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(result.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    XCTAssertFalse(result.output.contains("<script"))
    XCTAssertTrue(result.output.contains("<style><![CDATA["), "a syntax of '<length>' is no tag")
    // 0.5 s, then a 1 s rest: one animation of 1.5 s, forever; the move ends at a third.
    XCTAssertTrue(
      result.output.contains("animation: motion-card-move-x 1.5s linear 0s infinite;"),
      result.output)
    XCTAssertTrue(
      result.output.contains(
        "  0% { --motion-move-x: 0px; animation-timing-function: cubic-bezier(0, 0, 0.58, 1); }\n"
          + "  33.333333333% { --motion-move-x: 40px; animation-timing-function: steps(1, "
          + "jump-end); }\n  100% { --motion-move-x: 40px; }"), result.output)
    XCTAssertTrue(result.output.contains("<g data-motion=\"card\">"))
    let endless = run(["render", "specs/loop.motion"])
    XCTAssertTrue(endless.output.contains("infinite normal none"), "its loops run on their own")
    XCTAssertTrue(endless.output.contains("1 normal forwards"), "its fade-in plays once")
  }

  func testReducedRendersTheReducedTimeline() {
    let full = run(["render", "specs/reduced.motion"])
    let reduced = run(["render", "specs/reduced.motion", "--reduced"])
    XCTAssertEqual(reduced.code, 0, reduced.error)
    XCTAssertNotEqual(full.output, reduced.output)
    XCTAssertTrue(reduced.output.contains("reduced.motion (reduced motion) — "))
  }

  func testBadRendersAreErrors() throws {
    assertUsageError(["render"], "missing the spec to render")
    assertUsageError(["render", "a.motion", "b.motion"], "`render` takes one spec, found 2")
    assertUsageError(
      ["render", "specs/fairy.motion", "--format", "gif"],
      "unknown format `gif`: `render` writes `svg`")
    let output = folder.appendingPathComponent("out.svg").path
    XCTAssertTrue(FileManager.default.createFile(atPath: output, contents: Data("kept".utf8)))
    let broken = run(["render", "-", "-o", output], input: "moveX 10 over\n")
    XCTAssertEqual(broken.code, 1)
    XCTAssertTrue(broken.error.contains("<stdin>:1:"), broken.error)
    XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "kept")
  }
}
