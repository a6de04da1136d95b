import Foundation
import MotionCLI
import XCTest

/// `motionc compile --diagnostic-style`: `gcc` moves the code after the message, so that build
/// tools that read `path:line:col: error: message` lines (MotionPlugin's builds) find them;
/// the excerpt under it is the same as by default.
final class CompileDiagnosticStyleTests: CommandTestCase {
  private let spec = "target card\nmoveX 20 over 2q\n"

  func testGccPutsTheCodeAfterTheMessage() {
    let standard = run(["compile", "-", "--format", "swift"], input: spec)
    let gcc = run(
      ["compile", "-", "--format", "swift", "--diagnostic-style", "gcc"], input: spec)
    XCTAssertEqual(standard.code, 1)
    XCTAssertEqual(gcc.code, 1)
    XCTAssertEqual(gcc.output, "")
    let header = "<stdin>:2:16: error: unknown unit `q` [M0006]\n"
    XCTAssertTrue(gcc.error.hasPrefix(header), gcc.error)
    XCTAssertTrue(
      standard.error.hasPrefix("<stdin>:2:16: error[M0006]: unknown unit `q`\n"), standard.error)
    // Only the first line differs.
    XCTAssertEqual(
      gcc.error.split(separator: "\n").dropFirst(),
      standard.error.split(separator: "\n").dropFirst())
    XCTAssertEqual(
      run(["compile", "-", "--diagnostic-style", "motionc"], input: spec).error,
      run(["compile", "-"], input: spec).error)
  }

  func testTheStyleGoesWithTrackFormatsAndIsNamed() {
    let css = run(["compile", "-", "--format", "css", "--diagnostic-style", "gcc"], input: spec)
    XCTAssertEqual(css.code, 2)
    XCTAssertTrue(
      css.error.hasPrefix(
        "error: `--diagnostic-style` goes with `--format json` or `--format swift`"), css.error)
    let unknown = run(["compile", "-", "--diagnostic-style", "msvc"], input: spec)
    XCTAssertEqual(unknown.code, 2)
    XCTAssertTrue(
      unknown.error.hasPrefix("error: unknown diagnostic style `msvc`: use `motionc` or `gcc`"),
      unknown.error)
  }
}
