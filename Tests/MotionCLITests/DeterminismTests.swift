import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

/// The same input gives the same bytes: across runs in one process (where `check` compiles
/// files in parallel, in a different interleaving every time) and across processes (where
/// dictionaries iterate in a different order every time, as Swift seeds hashing per process).
final class DeterminismTests: XCTestCase {
  override func setUp() {
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
  }

  /// Every spec and bad input the repository has, a few hundred files.
  private let folders = [
    "specs", "Tests/Fixtures/errors", "Tests/Fixtures/warnings",
    "Tests/Fixtures/corpus",
  ]

  func testCheckingManyFilesInParallelGivesTheSameOutputEveryRun() {
    for format in ["human", "json", "github"] {
      let first = motionc(["check", "--format", format] + folders)
      XCTAssertEqual(first.code, 1)
      XCTAssertFalse((first.output + first.error).isEmpty)
      for run in 1..<(format == "human" ? 20 : 5) {
        let again = motionc(["check", "--format", format] + folders)
        XCTAssertEqual(again.code, first.code, "\(format) run \(run)")
        XCTAssertEqual(again.output, first.output, "\(format) run \(run): standard output differs")
        XCTAssertEqual(again.error, first.error, "\(format) run \(run): standard error differs")
      }
    }
  }

  func testEveryCommandGivesTheSameBytesInEveryProcess() throws {
    let tool = builtMotionc
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      XCTFail("no motionc beside the tests at \(tool.path): build with `swift build --build-tests`")
      return
    }
    let commands = [
      ["compile", "specs/targets.motion"], ["compile", "specs/springs.motion"],
      ["sample", "specs/color-spaces.motion", "--fps", "60", "--format", "json"],
      ["sample", "specs/groups.motion", "--fps", "29.97"],
      ["timeline", "specs/targets.motion"], ["dump", "ir", "specs/steps-and-points.motion"],
      ["check", "--format", "json"] + folders, ["check"] + folders,
    ]
    for arguments in commands {
      let first = try run(tool, arguments)
      XCTAssertFalse(first.isEmpty, "\(arguments)")
      for _ in 0..<3 {
        XCTAssertEqual(try run(tool, arguments), first, "\(arguments) differs between processes")
      }
      let inProcess = motionc(arguments)
      XCTAssertEqual(
        first, Data((inProcess.output + inProcess.error).utf8),
        "\(arguments): the process and the in-process run differ")
    }
  }

  /// Standard output then standard error of one run of `tool`.
  private func run(_ tool: URL, _ arguments: [String]) throws -> Data {
    let folder = try TemporaryFolder()
    let errorFile = folder.path("stderr")
    XCTAssertTrue(FileManager.default.createFile(atPath: errorFile, contents: nil))
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
    try process.run()
    // Standard output is read to the end before waiting, so that the pipe cannot fill up.
    let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return outputBytes + (try Data(contentsOf: URL(fileURLWithPath: errorFile)))
  }
}
