import Foundation
import MotionCLI
import XCTest

/// `motionc dump tokens|ast|ir`: each stage of a spec, and the errors of a bad one.
final class DumpCommandTests: CommandTestCase {
  func testDumpStages() {
    let tokens = run(["dump", "tokens", "-"], input: "moveX 20 over 0.5s\n")
    XCTAssertEqual(
      tokens.output,
      """
      1:1-1:6\tidentifier\tmoveX
      1:7-1:9\tnumber\t20
      1:10-1:14\tkeyword\tover
      1:15-1:19\tnumber\t0.5s
      1:19-2:1\tnewline
      2:1\tend of file

      """)
    let ast = run(["dump", "ast", "-"], input: "moveX 20 over 0.5s\n")
    XCTAssertEqual(
      ast.output,
      "change moveX @1:1\n  number 20 @1:7\n  modifier over @1:10\n    number 0.5 unit s @1:15\n")
    let ir = run(["dump", "ir", "-"], input: "moveX 20 over 0.5s\n")
    XCTAssertEqual(
      ir.output,
      "duration 0.5s\nelement view\n  moveX (pt) initial 0\n    0s..0.5s  0 -> 20  linear\n")
    let bad = run(["dump", "ast", "-"], input: "moveX\n")
    XCTAssertEqual(bad.code, 1)
    XCTAssertTrue(bad.error.contains("error[M0010]: expected a value for `moveX`"))
  }
}
