import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

/// Files the commands read and write: whatever is given as a spec is either read or refused
/// with a clear error (exit 1), and an output file is replaced atomically, or not at all.
final class FileTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
  }

  override func tearDown() {
    folder = nil
  }

  /// The commands that read one spec, with what follows the spec.
  private let readers: [(String, [String])] = [
    ("compile", []), ("sample", ["--fps", "10"]), ("timeline", []), ("dump", []),
    ("compile", ["--format", "css"]), ("preview", []), ("plot", []),
  ]

  private func run(_ command: String, _ path: String, _ rest: [String]) -> CommandResult {
    command == "dump" ? motionc(["dump", "ir", path]) : motionc([command, path] + rest)
  }

  // MARK: Reading

  func testAMissingFileOrAFolderIsAnErrorForEveryCommand() throws {
    for (command, rest) in readers {
      let missing = run(command, folder.path("none.motion"), rest)
      XCTAssertEqual(missing.code, 1, command)
      XCTAssertEqual(missing.error, "error: no such file: `\(folder.path("none.motion"))`\n")
      XCTAssertEqual(missing.output, "", command)
      let directory = run(command, folder.url.path, rest)
      XCTAssertEqual(directory.code, 1, command)
      XCTAssertEqual(
        directory.error, "error: `\(folder.url.path)` is a folder, not a `.motion` file\n")
    }
  }

  func testAnUnreadableFileIsAnError() throws {
    let path = try folder.write("locked.motion", "moveX 1 over 1s\n")
    XCTAssertEqual(chmod(path, 0), 0)
    let result = motionc(["compile", path])
    if runningAsRoot {
      // Root reads it anyway: the permission path cannot be seen here.
      XCTAssertEqual(result.code, 0, result.error)
    } else {
      XCTAssertEqual(result.code, 1)
      XCTAssertEqual(
        result.error, "error: cannot read `\(path)`: permission denied or not a regular file\n")
      let check = motionc(["check", path])
      XCTAssertEqual(check.code, 1)
      XCTAssertTrue(
        check.error.hasSuffix("checked 0 files: no errors; 1 file not read\n"), check.error)
    }
  }

  func testNonUTF8BytesAreAnErrorAtTheFirstBadByteButNotInComments() throws {
    // Latin-1 `é` (0xE9) in a name, on line 2; the same byte in both kinds of comment is fine.
    let bad = try folder.write(
      "latin1.motion", Array("moveX 1 over 1s\nmoveY 2 over 1s ".utf8) + [0xE9] + [0x0A])
    let result = motionc(["compile", bad])
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(
      result.error,
      """
      \(bad):2:17: error[M0001]: this file is not valid UTF-8: unexpected byte 0xE9
        |
      2 | moveY 2 over 1s \u{FFFD}
        |                 ^


      """)
    let comments = try folder.write(
      "comments.motion",
      Array("# caf".utf8) + [0xE9] + Array("\nmoveX 1 over 1s // ".utf8) + [0xFF, 0xFE, 0x0A])
    XCTAssertEqual(motionc(["compile", comments]).code, 0)
  }

  func testUTF16WithAByteOrderMarkIsOneErrorOnItsFirstByte() throws {
    for (mark, encoding) in [([UInt8(0xFF), 0xFE], "UTF-16LE"), ([0xFE, 0xFF], "UTF-16BE")] {
      var bytes = mark
      for unit in "moveX 1 over 1s\nmoveY 2\n".utf16 {
        let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        bytes += encoding == "UTF-16LE" ? pair : pair.reversed()
      }
      let path = try folder.write("utf16.motion", bytes)
      let result = motionc(["compile", path])
      XCTAssertEqual(result.code, 1)
      let byte = String(mark[0], radix: 16, uppercase: true)
      XCTAssertTrue(
        result.error.hasPrefix(
          "\(path):1:1: error[M0001]: this file is not valid UTF-8: unexpected byte 0x\(byte)\n"),
        result.error)
      XCTAssertTrue(
        result.error.hasSuffix(
          "  | ^\n  = help: the file starts with a \(encoding) byte-order mark: save it as UTF-8\n\n"
        ),
        result.error)
      XCTAssertEqual(result.error.components(separatedBy: "error[").count, 2, "one error")
    }
  }

  func testAnEmptyFileIsAnEmptyTimeline() throws {
    for text in ["", "\n\n", "# only a comment\n", "\u{FEFF}", "   \t\r\n"] {
      let path = try folder.write("empty.motion", text)
      let compile = motionc(["compile", path])
      XCTAssertEqual(compile.code, 0, "\(text.debugDescription): \(compile.error)")
      XCTAssertTrue(compile.output.contains("\"duration\": 0,"), compile.output)
      XCTAssertEqual(motionc(["sample", path, "--fps", "60"]).output, "time\n0\n")
      XCTAssertEqual(motionc(["check", path]).error, "checked 1 file: no errors\n")
    }
  }

  func testAStreamThatNeverEndsIsCutAtTheSizeLimit() throws {
    guard FileManager.default.fileExists(atPath: "/dev/zero") else { return }
    let device = motionc(["compile", "/dev/zero"])
    XCTAssertEqual(device.code, 1)
    XCTAssertEqual(
      device.error,
      "error: `/dev/zero` is more than 67108864 bytes; specs may be at most 67108864 bytes\n")
    let input = motionc(["compile", "-"], input: [UInt8](repeating: 0x20, count: (64 << 20) + 1))
    XCTAssertEqual(input.code, 1)
    XCTAssertEqual(
      input.error,
      "error: standard input is more than 67108864 bytes; specs may be at most 67108864 bytes\n")
  }

  func testCheckSearchesFoldersForRegularFilesOnly() throws {
    try folder.write("specs/a.motion", "moveX 1 over 1s\n")
    // A named pipe would block reading; a folder named like a spec is searched, not read.
    XCTAssertEqual(mkfifo(folder.path("specs/pipe.motion"), 0o644), 0)
    try folder.write("specs/dir.motion/b.motion", "moveX 1 over 1s\n")
    let result = motionc(["check", folder.path("specs")])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.error, "checked 2 files: no errors\n")
  }

  // MARK: Writing

  func testOutputIsWrittenAtomicallyAndKeptWhenAnythingFails() throws {
    let good = try folder.write("good.motion", "moveX 1 over 1s\n")
    let bad = try folder.write("bad.motion", "moveX 1 over 1\n")
    for (command, rest) in [("compile", [String]()), ("sample", ["--fps", "10"])] {
      let output = folder.path("\(command).out")
      XCTAssertEqual(motionc([command, good] + rest + ["-o", output]).code, 0)
      let written = try Data(contentsOf: URL(fileURLWithPath: output))
      XCTAssertEqual(written, Data(motionc([command, good] + rest).output.utf8))
      // An error in the spec, a wrong command line, a spec that cannot be read: the file stays.
      XCTAssertEqual(motionc([command, bad] + rest + ["-o", output]).code, 1)
      XCTAssertEqual(motionc([command, folder.path("none")] + rest + ["-o", output]).code, 1)
      XCTAssertEqual(motionc([command, good] + rest + ["--bogus", "-o", output]).code, 2)
      XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: output)), written, command)
    }
    let bogus = motionc(["sample", good, "--fps", "0", "-o", folder.path("sample.out")])
    XCTAssertEqual(bogus.code, 2)
    XCTAssertEqual(
      try folder.names(), ["bad.motion", "compile.out", "good.motion", "sample.out"],
      "no temporary file is left behind")
  }

  func testAnOutputThatCannotBeWrittenLeavesNothingBehind() throws {
    let good = try folder.write("good.motion", "moveX 1 over 1s\n")
    try FileManager.default.createDirectory(
      atPath: folder.path("out.json"), withIntermediateDirectories: false)
    // A folder is not a file to replace: refused as a command-line mistake, before compiling.
    let onFolder = motionc(["compile", good, "-o", folder.path("out.json")])
    XCTAssertEqual(onFolder.code, 2)
    XCTAssertTrue(
      onFolder.error.hasPrefix(
        "error: the output `\(folder.path("out.json"))` is a folder, not a regular file: "),
      onFolder.error)
    XCTAssertEqual(try folder.names(), ["good.motion", "out.json"])
    let missing = motionc(["compile", good, "-o", folder.path("no/such/folder/out.json")])
    XCTAssertEqual(missing.code, 1)
    XCTAssertTrue(missing.error.contains("does not exist"), missing.error)

    try FileManager.default.createDirectory(
      atPath: folder.path("locked"), withIntermediateDirectories: false)
    XCTAssertEqual(chmod(folder.path("locked"), 0o555), 0)
    let locked = motionc(["compile", good, "-o", folder.path("locked/out.json")])
    if runningAsRoot {
      XCTAssertEqual(locked.code, 0, "root writes into a read-only folder")
    } else {
      XCTAssertEqual(locked.code, 1)
      XCTAssertTrue(locked.error.hasPrefix("error: cannot write"), locked.error)
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path("locked")), [])
    }
  }

  func testTheOutputMayNotBeTheSpecItself() throws {
    let text = "moveX 1 over 1s\n"
    let spec = try folder.write("spec.motion", text)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("link.json"), withDestinationPath: spec)
    let other = folder.url.path + "/./spec.motion"
    for output in [spec, other, folder.path("link.json")] {
      for arguments in [
        ["compile", spec, "-o", output], ["sample", spec, "--at", "0", "-o", output],
      ] {
        let result = motionc(arguments)
        XCTAssertEqual(result.code, 2, "\(arguments)")
        XCTAssertTrue(
          result.error.hasPrefix("error: the output `\(output)` is the spec itself"), result.error)
      }
    }
    XCTAssertEqual(try String(contentsOfFile: spec, encoding: .utf8), text)
  }
}
