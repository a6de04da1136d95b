import Foundation
import MotionCLI
import XCTest

/// Command-line validation across the commands (Arguments.swift): every wrong command line is a
/// usage error (exit 2, the message, the command's usage, nothing on standard output), and every
/// limit is checked just under and just over. The limits of one command are with its tests.
final class ArgumentTests: CommandTestCase {
  /// Each command with arguments that work, and every option it has, with a valid value.
  private let commands: [(arguments: [String], options: [[String]])] = [
    (
      ["compile", "specs/fairy.motion"], [["--output", "-"], ["-o", "-"], ["--format", "json"]]
    ),
    (["compile", "specs/fairy.motion", "--format", "css"], [["--selector", "#{name}"]]),
    (["preview", "specs/fairy.motion"], [["--output", "-"], ["-o", "-"], ["--root", "specs"]]),
    (["plot", "specs/fairy.motion"], [["--output", "-"], ["--property", "fairy.moveY"]]),
    (
      ["sample", "specs/shake.motion", "--fps", "60"],
      [
        ["--from", "0"], ["--to", "0.5"], ["--format", "csv"], ["--max-frames", "100"],
        ["--output", "-"], ["-o", "-"],
      ]
    ),
    (["sample", "specs/shake.motion", "--at", "0.1"], [["--format", "json"]]),
    (["check", "specs/fairy.motion"], [["--format", "json"], ["--strict"]]),
    (["dump", "ir", "specs/fairy.motion"], []),
    (["timeline", "specs/fairy.motion"], [["--width", "40"]]),
    (["ease", "linear"], [["--over", "2s"], ["--rows", "5"]]),
    (["explain", "M0100"], []),
  ]

  func testTheValidCommandLinesWork() {
    for (arguments, options) in commands {
      XCTAssertEqual(motionc(arguments).code, 0, "\(arguments)")
      for option in options {
        XCTAssertEqual(motionc(arguments + option).code, 0, "\(arguments + option)")
      }
    }
  }

  func testUnknownOptionsAreUsageErrorsForEveryCommand() {
    for (arguments, _) in commands {
      assertUsageError(arguments + ["--bogus"], "unknown option `--bogus`")
      assertUsageError(arguments + ["-q"], "unknown option `-q`")
      assertUsageError(arguments + ["--bogus=1"], "unknown option `--bogus`")
    }
  }

  func testEveryOptionGivenTwiceIsAUsageError() {
    for (arguments, options) in commands {
      for option in options {
        let name = option[0] == "-o" ? "--output" : option[0]
        assertUsageError(arguments + option + option, "`\(name)` is given more than once")
      }
    }
    assertUsageError(
      ["sample", "specs/shake.motion", "--fps", "60", "--fps", "60"],
      "`--fps` is given more than once")
    assertUsageError(
      ["sample", "specs/shake.motion", "--at", "1", "--at", "2"], "`--at` is given more than once")
    // Mixed spellings are the same option.
    assertUsageError(
      ["compile", "specs/fairy.motion", "-o", "a.json", "--output", "b.json"],
      "`--output` is given more than once")
    assertUsageError(
      ["sample", "specs/shake.motion", "--fps=60", "--fps", "30"], "`--fps` is given more than once"
    )
  }

  func testOptionsWithoutTheirValueAndFlagsWithOneAreUsageErrors() {
    for (arguments, options) in commands {
      for option in options where option.count == 2 {
        let name = option[0] == "-o" ? "--output" : option[0]
        assertUsageError(arguments + [option[0]], "`\(name)` needs a value")
      }
    }
    assertUsageError(["sample", "specs/shake.motion", "--fps"], "`--fps` needs a value")
    assertUsageError(["sample", "specs/shake.motion", "--at"], "`--at` needs a value")
    assertUsageError(["check", "specs/fairy.motion", "--strict=yes"], "`--strict` takes no value")
  }

  func testWidthAndRowsJustUnderAndJustOver() {
    for width in ["20", "1000"] {
      XCTAssertEqual(motionc(["timeline", "specs/fairy.motion", "--width", width]).code, 0)
    }
    for width in ["19", "1001", "-5", "x"] {
      assertUsageError(
        ["timeline", "specs/fairy.motion", "--width", width],
        "`--width` takes a whole number from 20 to 1000, found `\(width)`")
    }
    for rows in ["2", "1000"] {
      XCTAssertEqual(motionc(["ease", "easeOut", "--rows", rows]).code, 0)
    }
    for rows in ["1", "1001", "2.0"] {
      assertUsageError(
        ["ease", "easeOut", "--rows", rows],
        "`--rows` takes a whole number from 2 to 1000, found `\(rows)`")
    }
  }

  func testWrongPositionalsAreUsageErrors() {
    assertUsageError(["compile"], "missing the spec to compile")
    assertUsageError(["compile", "a.motion", "b.motion"], "`compile` takes one spec, found 2")
    assertUsageError(["sample", "--fps", "60"], "missing the spec to sample")
    assertUsageError(["sample", "a", "b", "--fps", "60"], "`sample` takes one spec, found 2")
    assertUsageError(["sample", "specs/shake.motion"], "say when to sample")
    assertUsageError(
      ["sample", "specs/shake.motion", "--fps", "1", "--at", "1"], "cannot be used together")
    assertUsageError(["check"], "missing the specs or folders to check")
    assertUsageError(["check", "specs", "--format", "xml"], "unknown format `xml`")
    assertUsageError(["sample", "specs/shake.motion", "--at", "1", "--format", "xml"], "`xml`")
    assertUsageError(["dump", "bytes", "specs/fairy.motion"], "unknown stage `bytes`")
    assertUsageError(["timeline"], "missing the spec")
    assertUsageError(["ease"], "missing the easing to show")
    assertUsageError(["explain"], "give one code")
  }
}
