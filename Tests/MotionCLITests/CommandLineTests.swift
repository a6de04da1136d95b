import Foundation
import MotionCLI
import XCTest

/// Command-line validation: every wrong command line is a usage error (exit 2, the message, the
/// command's usage, nothing on standard output), and every limit is checked just under and
/// just over.
final class CommandLineTests: XCTestCase {
  override func setUp() {
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
  }

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

  private func assertUsageError(
    _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let result = motionc(arguments)
    XCTAssertEqual(result.code, 2, "\(arguments): \(result.error)", file: file, line: line)
    XCTAssertTrue(
      result.error.hasPrefix("error: "), "\(arguments): \(result.error)", file: file, line: line)
    XCTAssertTrue(
      result.error.contains(message), "\(arguments): \(result.error)", file: file, line: line)
    let command = arguments.first ?? ""
    XCTAssertTrue(
      result.error.contains("\nUSAGE: motionc \(command)"), "\(arguments): \(result.error)",
      file: file, line: line)
    XCTAssertEqual(result.output, "", "\(arguments)", file: file, line: line)
  }

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

  func testFrameRatesFromJustAboveZeroToTenThousand() {
    let spec = "specs/shake.motion"
    for rate in ["10000", "9999.999999999", "0.000000001", "29.97", "1e2", "60"] {
      let result = motionc(["sample", spec, "--fps", rate, "--to", "0.01"])
      XCTAssertEqual(result.code, 0, "--fps \(rate): \(result.error)")
    }
    for rate in [
      "10000.000000001", "10001", "1e5", "0", "0.0", "-0", "-60", "0.0000000001", "inf", "nan",
      "", " 60", "60 ", "60fps", "60s", "0x10", "1e400", "1e-400", "60.", "6 0",
    ] {
      assertUsageError(
        ["sample", spec, "--fps", rate],
        "`--fps` takes a frame rate greater than 0 and at most 10000")
    }
  }

  func testTimesAreFiniteFromZeroToOneMillionSeconds() {
    let spec = "specs/shake.motion"
    XCTAssertEqual(motionc(["sample", spec, "--at", "1000000,1000000s,0,0ms"]).code, 0)
    XCTAssertEqual(
      motionc(["sample", spec, "--fps", "1", "--from", "999999", "--to", "1e6"]).code, 0)
    for time in ["1000000.000000001", "1000001s", "1e400", "99999999999999999999999"] {
      assertUsageError(["sample", spec, "--at", time], "`--at` time `\(time)` is too large")
      assertUsageError(["sample", spec, "--fps", "1", "--to", time], "`--to` time")
      assertUsageError(["sample", spec, "--fps", "1", "--from", time], "`--from` time")
    }
    for time in ["inf", "-inf", "nan", "-1", "-0", "", "1,,2", "1;2", "0.5 s", "1deg", "1e"] {
      assertUsageError(["sample", spec, "--at", time], "`--at`")
    }
    assertUsageError(["sample", spec, "--fps", "1", "--from", "2", "--to", "1"], "is after `--to`")
  }

  func testTheFrameLimitJustUnderAndJustOver() throws {
    // shake.motion at 100 fps: 54 rows (frames 0…53, the last at the end, 0.53 s).
    let spec = "specs/shake.motion"
    XCTAssertEqual(motionc(["sample", spec, "--fps", "100", "--max-frames", "54"]).code, 0)
    assertUsageError(
      ["sample", spec, "--fps", "100", "--max-frames", "53"],
      "this would print 54 rows, more than the limit of 53; raise it with `--max-frames 54`")
    // The default limit, 1,000,000 rows: frames 0…999,999 at 10,000 fps up to 99.9999 s.
    // (Into a file: `-o /dev/null` is refused, as it once replaced the device when run as root.)
    let folder = try TemporaryFolder()
    XCTAssertEqual(
      motionc([
        "sample", spec, "--fps", "10000", "--to", "99.9999", "-o", folder.path("rows.csv"),
      ]).code, 0)
    assertUsageError(
      ["sample", spec, "--fps", "10000", "--to", "100"],
      "this would print 1000001 rows, more than the limit of 1000000")
    // --max-frames itself: 1 to 10,000,000.
    XCTAssertEqual(motionc(["sample", spec, "--fps", "1", "--max-frames", "10000000"]).code, 0)
    for count in ["10000001", "0", "-1", "1.5", "abc", "99999999999999999999"] {
      assertUsageError(
        ["sample", spec, "--fps", "1", "--max-frames", count],
        "`--max-frames` takes a whole number from 1 to 10000000, found `\(count)`")
    }
    // More rows than --max-frames may ever allow: no advice to raise it.
    let huge = motionc(["sample", spec, "--fps", "10000", "--to", "1001"])
    XCTAssertEqual(huge.code, 2)
    XCTAssertTrue(
      huge.error.contains(
        "this would print 10010001 rows, more than the limit of 1000000; sample a shorter range"),
      huge.error)
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

  func testAnEasingIsOneEasingOnOneLine() {
    assertUsageError(["ease", "linear\nmoveY 3"], "must each be on one line")
    assertUsageError(["ease", "linear", "--over", "1s\rmoveY 3"], "must each be on one line")
    let more = motionc(["ease", "linear repeat 2"])
    XCTAssertEqual(more.code, 1)
    XCTAssertTrue(
      more.error.contains("error: `linear repeat 2` makes more than one change"), more.error)
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
