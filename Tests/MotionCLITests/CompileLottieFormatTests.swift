import Foundation
import MotionCompiler
import MotionLottie
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

  func testOptionMistakesAreUsageErrors() {
    let cases: [([String], String)] = [
      (["--size", "0x10"], "`--size` takes a width and a height in points"),
      (["--size", "16385x10"], "`--size` takes a width and a height in points"),
      (["--size", "400"], "found `400`"),
      (["--size", "400x300x2"], "found `400x300x2`"),
      (["--size", "4.5x3"], "found `4.5x3`"),
      (["--fps", "0"], "`--fps` takes a whole number from 1 to 240, found `0`"),
      (["--fps", "241"], "`--fps` takes a whole number from 1 to 240, found `241`"),
      (["--fps", "29.97"], "found `29.97`"),
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
