import Foundation
import XCTest

@testable import MotionCLI

/// `motionc` itself: `--version`, `--help` and `help COMMAND`, and the usage errors of a
/// command line that names no command, an unknown one, or an unknown flag.
final class MotionCommandTests: CommandTestCase {
  func testVersionAndHelp() {
    XCTAssertEqual(run(["--version"]).output, "motionc \(MotionCommand.version)\n")
    let help = run(["--help"])
    XCTAssertEqual(help.code, 0)
    XCTAssertTrue(help.output.contains("USAGE: motionc <command>"))
    for command in ["compile", "sample", "check", "fmt", "dump"] {
      let result = run([command, "--help"])
      XCTAssertEqual(result.code, 0, command)
      for section in [
        "OVERVIEW:", "USAGE: motionc \(command)", "ARGUMENTS:", "OPTIONS:", "-h, --help",
      ] {
        XCTAssertTrue(result.output.contains(section), "\(command) --help lacks \(section)")
      }
      XCTAssertEqual(run(["help", command]).output, result.output)
      XCTAssertEqual(run([command, "-h"]).output, result.output)
    }
  }

  /// `motionc --help` lists every command (its list is written by hand: `render` was once
  /// missing from it), each with a help of its own.
  func testTheMainHelpListsEveryCommand() {
    let help = run(["--help"]).output
    let listed = help.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  "), !line.hasPrefix("   "), !line.hasPrefix("  -"),
        !line.hasPrefix("  See")
      else { return nil }
      return line.split(separator: " ").first.map(String.init)
    }
    // The commands `motionc` runs, in the order help lists them.
    let commands = MotionCommand.commands.map { String($0.spec.name.dropFirst("motionc ".count)) }
    XCTAssertTrue(commands.contains("render"))
    XCTAssertEqual(listed, commands, help)
    for command in commands {
      XCTAssertEqual(run([command, "--help"]).code, 0, command)
    }
  }

  func testNoArgumentsPrintsUsageWithStatus2() {
    let result = run([])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(result.error.contains("USAGE:"))
  }

  func testUnknownCommandIsAUsageError() {
    let result = run(["compiel", "specs/fairy.motion"])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(
      result.error.contains("error: unknown command `compiel`; did you mean `compile`?"),
      result.error)
    XCTAssertTrue(result.error.contains("USAGE:"))
  }

  func testUnknownFlagPrintsUsageWithStatus2() {
    let result = run(["sample", "specs/fairy.motion", "--fsp", "60"])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(
      result.error.contains("error: unknown option `--fsp`; did you mean `--fps`?"), result.error)
    XCTAssertTrue(result.error.contains("USAGE: motionc sample <spec>"), result.error)
    XCTAssertEqual(result.output, "")
    XCTAssertEqual(run(["compile", "-x", "specs/fairy.motion"]).code, 2)
  }

  func testRepeatedFlagsAndMissingValuesAreUsageErrors() {
    let repeated = run(["sample", "specs/fairy.motion", "--fps", "60", "--fps", "30"])
    XCTAssertEqual(repeated.code, 2)
    XCTAssertTrue(repeated.error.contains("`--fps` is given more than once"), repeated.error)
    let missing = run(["sample", "specs/fairy.motion", "--fps"])
    XCTAssertEqual(missing.code, 2)
    XCTAssertTrue(missing.error.contains("`--fps` needs a value"), missing.error)
  }

  func testMissingSpecArgumentIsAUsageError() {
    for command in [["compile"], ["sample", "--fps", "60"], ["check"], ["fmt"], ["dump", "ir"]] {
      XCTAssertEqual(run(command).code, 2, "\(command)")
    }
    XCTAssertEqual(run(["compile", "a.motion", "b.motion"]).code, 2)
    XCTAssertEqual(run(["dump", "bytes", "specs/fairy.motion"]).code, 2)
  }
}
