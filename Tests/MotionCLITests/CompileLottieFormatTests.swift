import Foundation
import MotionCompiler
import MotionLottie
import MotionRuntime
import MotionTestSupport
import XCTest

@testable import MotionCLI

/// `compile --format lottie`: the file, its options and their mistakes, and its warnings on
/// standard error.
final class CompileLottieFormatTests: CommandTestCase {
  private func spec(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("specs/\(name).motion").path
  }

  private func document(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  func testTheExportIsTheGoldenFileWithTheDefaultOptions() throws {
    let result = motionc(["compile", spec("fairy"), "--format", "lottie"])
    XCTAssertEqual(result.code, 0)
    XCTAssertEqual(result.error, "")
    let golden = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/lottie/fairy.json"),
      encoding: .utf8)
    XCTAssertEqual(result.output, golden)
  }

  func testSizeAndFrameRate() throws {
    for size in ["320x200", "320 x 200", "320×200", " 320X200 "] {
      let result = motionc(
        ["compile", spec("fairy"), "--format", "lottie", "--size", size, "--fps", "30"])
      XCTAssertEqual(result.code, 0, result.error)
      let json = try document(result.output)
      XCTAssertEqual(json["w"] as? Int, 320, size)
      XCTAssertEqual(json["h"] as? Int, 200, size)
      XCTAssertEqual(json["fr"] as? Int, 30, size)
      // 1.3 s at 30 fps ends at frame 39, the last frame shown.
      XCTAssertEqual(json["op"] as? Int, 40, size)
    }
    let edges = motionc(
      ["compile", spec("fairy"), "--format=lottie", "--size=16384x1", "--fps=240"])
    XCTAssertEqual(edges.code, 0, edges.error)
  }

  /// What `--fps` says of a rate it refuses, the same words as `sample --fps` (its maximum).
  private static func fpsError(_ text: String, maximum: Int = 240) -> String {
    "error: `--fps` takes a frame rate greater than 0 and at most \(maximum), such as `60`, "
      + "`29.97` or `30000/1001`; found `\(text)`\n"
  }

  /// `--fps` takes what `sample --fps` takes: NTSC's 30000/1001 and decimals. `fr` is the
  /// rate's decimal, keyframe times are in its frames (0.8 s is frame 0.8 · rate), and `op` is
  /// one past the frame where the timeline ends (1.3 s · 29.97… = 38.96…, so frame 39).
  func testFractionalFrameRatesAsSampleTakesThem() throws {
    let cases: [(String, Double, Double)] = [
      ("30000/1001", 29.97002997, 0.8 * 30000 / 1001),
      ("29.97", 29.97, 0.8 * 29.97),
      ("59.94", 59.94, 0.8 * 59.94),
      ("480/2", 240, 192),
    ]
    for (rate, fr, keyframe) in cases {
      let result = motionc(["compile", spec("fairy"), "--format", "lottie", "--fps", rate])
      XCTAssertEqual(result.code, 0, result.error)
      XCTAssertEqual(result.error, "")
      XCTAssertTrue(result.output.contains("\"fr\": \(NumberFormatting.fixed(fr)),"), rate)
      let json = try document(result.output)
      XCTAssertEqual(try XCTUnwrap(json["fr"] as? Double), fr, accuracy: 1e-12, rate)
      let op = try XCTUnwrap(json["op"] as? Int)
      XCTAssertEqual(op, Int((1.3 * fr).rounded(.up)) + 1, rate)
      let layers = try XCTUnwrap(json["layers"] as? [[String: Any]])
      let transform = try XCTUnwrap(layers.first?["ks"] as? [String: Any])
      let position = try XCTUnwrap(transform["p"] as? [String: Any])
      let y = try XCTUnwrap(position["y"] as? [String: Any])
      let keys = try XCTUnwrap(y["k"] as? [[String: Any]])
      XCTAssertEqual(try XCTUnwrap(keys[1]["t"] as? Double), keyframe, accuracy: 1e-9, rate)
    }
    XCTAssertEqual(NumberFormatting.fixed(0.8 * 30000 / 1001), "23.976023976")
    let sample = motionc(["sample", spec("fairy"), "--fps", "20000"])
    XCTAssertEqual(sample.code, 2)
    XCTAssertTrue(sample.error.hasPrefix(Self.fpsError("20000", maximum: 10_000)), sample.error)
  }

  func testOptionMistakesAreUsageErrors() {
    let cases: [([String], String)] = [
      (["--size", "0x10"], "`--size` takes a width and a height in points"),
      (["--size", "16385x10"], "`--size` takes a width and a height in points"),
      (["--size", "400"], "found `400`"),
      (["--size", "400x300x2"], "found `400x300x2`"),
      (["--size", "4.5x3"], "found `4.5x3`"),
      (["--fps", "0"], Self.fpsError("0")),
      (["--fps", "241"], Self.fpsError("241")),
      (["--fps", "240.001"], Self.fpsError("240.001")),
      (["--fps", "48001/200"], Self.fpsError("48001/200")),
      (["--fps", "30000/0"], Self.fpsError("30000/0")),
      (["--fps", "-30"], Self.fpsError("-30")),
      (["--fps", "30fps"], Self.fpsError("30fps")),
    ]
    for (options, message) in cases {
      let result = motionc(["compile", spec("fairy"), "--format", "lottie"] + options)
      XCTAssertEqual(result.code, 2, options.joined(separator: " "))
      XCTAssertTrue(result.error.hasPrefix("error: "), result.error)
      XCTAssertTrue(result.error.contains(message), result.error)
      XCTAssertEqual(result.output, "")
    }
    let json = motionc(["compile", spec("fairy"), "--size", "400x300"])
    XCTAssertEqual(json.code, 2)
    XCTAssertTrue(json.error.hasPrefix("error: `--size` goes with `--format lottie`"), json.error)
    let fps = motionc(["compile", spec("fairy"), "--format", "json", "--fps", "30"])
    XCTAssertEqual(fps.code, 2)
    XCTAssertTrue(fps.error.hasPrefix("error: `--fps` goes with `--format lottie`"), fps.error)
    let format = motionc(["compile", spec("fairy"), "--format", "lotie"])
    XCTAssertEqual(format.code, 2)
    XCTAssertTrue(
      format.error.hasPrefix(
        "error: unknown format `lotie`: use `json`, `swift`, `css`, `waapi`, `lottie` or `tokens`"),
      format.error)
  }

  func testWarningsGoToStandardErrorAndTheFileIsStillWritten() throws {
    let result = motionc(["compile", spec("colors"), "--format", "lottie"])
    XCTAssertEqual(result.code, 0)
    XCTAssertEqual(
      result.error,
      "\(spec("colors")): warning: `view.color` is not exported: the rectangle is filled with "
        + "`view.background`\n")
    XCTAssertTrue(result.output.hasPrefix("{\n  \"v\": \"5.7.4\""))
    let colored = RecordingConsole()
    colored.colorsErrors = true
    XCTAssertEqual(
      MotionCommand.run(["compile", spec("colors"), "--format", "lottie"], console: colored), 0)
    XCTAssertTrue(colored.error.contains("\u{1B}[1;33mwarning:\u{1B}[0m"), colored.error)
  }

  func testStandardInputIsNamedMotion() throws {
    let result = motionc(
      ["compile", "-", "--format", "lottie"], input: Array("blur 4 from 0 over 1s\n".utf8))
    XCTAssertEqual(result.code, 0)
    XCTAssertEqual(try document(result.output)["nm"] as? String, "motion")
    XCTAssertEqual(
      result.error,
      "<stdin>: warning: `view.blur` is not exported: Lottie shapes have no blur, so the layer is "
        + "drawn sharp\n")
  }

  func testOutputFileAndASpecWithErrors() throws {
    let output = folder.appendingPathComponent("out.json").path
    XCTAssertEqual(motionc(["compile", spec("shake"), "--format", "lottie", "-o", output]).code, 0)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    XCTAssertEqual(written, motionc(["compile", spec("shake"), "--format", "lottie"]).output)
    let bad = try write("bad.motion", "moveX 10 over 1\n")
    XCTAssertEqual(motionc(["compile", bad, "--format", "lottie", "-o", output]).code, 1)
    XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), written)
  }

  func testAnExportOverTheKeyframeLimitIsAnError() throws {
    let result = Compiler.compile(
      SourceFile(path: "big.motion", text: "moveX 100 over 1s ease steps(500)\n"))
    let timeline = try XCTUnwrap(result.timeline)
    let console = RecordingConsole()
    var options = LottieOptions(name: "big")
    options.maximumKeyframes = 400
    XCTAssertNil(
      LottieOutput.export(timeline, options: options, spec: "big.motion", console: console))
    XCTAssertEqual(
      console.error,
      "error: the Lottie file would need more than 400 keyframes; export a shorter part "
        + "(`--motion NAME`) or a simpler timeline\n")
  }

  func testHelpDescribesTheLottieOptions() {
    let help = motionc(["compile", "--help"]).output
    for text in ["--format <format>", "`lottie`", "--size <W x H>", "--fps <rate>", "`400x300`"] {
      XCTAssertTrue(help.contains(text), text)
    }
  }
}
