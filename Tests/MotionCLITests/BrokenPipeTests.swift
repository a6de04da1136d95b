import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

/// A reader that stops reading (`motionc sample … | head -1`) ends the command quietly with
/// status 0, so a CI step under `set -o pipefail` passes (issue 10, item 7). Run through the
/// built `motionc` and a real pipe, with `SIGPIPE` at its default action as in a shell.
final class BrokenPipeTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
    guard FileManager.default.isExecutableFile(atPath: builtMotionc.path) else {
      XCTFail("no motionc beside the tests at \(builtMotionc.path): `swift build --build-tests`")
      return
    }
  }

  override func tearDown() {
    folder = nil
  }

  /// Runs `motionc ARGUMENTS | head -c BYTES` in bash under `set -o pipefail`; returns how
  /// bash ended, motionc's own status, what head printed and what motionc said on standard
  /// error.
  private func pipeIntoHead(_ arguments: [String], bytes: Int) throws -> (
    shell: Termination, status: String, head: String, error: String
  ) {
    let script = """
      set -o pipefail
      tool=$1 status=$2 head=$3 error=$4
      shift 4
      "$tool" "$@" 2>"$error" | head -c \(bytes) >"$head"
      result=$?
      echo "${PIPESTATUS[0]}" >"$status"
      exit $result
      """
    let files = ["status", "head", "error"].map { folder.path($0) }
    let shell = try runBash(script, ["bash", builtMotionc.path] + files + arguments)
    let texts = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
    return (shell, texts[0].trimmingCharacters(in: .whitespacesAndNewlines), texts[1], texts[2])
  }

  func testSamplingIntoHeadEndsQuietlyWithStatus0() throws {
    // 100,001 rows, about 1.6 MB: far more than a pipe holds, so motionc is still writing
    // when head has gone.
    let spec = try folder.write("long.motion", "moveX 100 over 100s\n")
    let run = try pipeIntoHead(["sample", spec, "--fps", "1000"], bytes: 16)
    XCTAssertEqual(run.status, "0", "motionc's status (141 is death by SIGPIPE)")
    XCTAssertEqual(run.shell, .exit(0), "the pipeline under pipefail")
    XCTAssertEqual(run.head, "time,view.moveX\n")
    XCTAssertEqual(run.error, "", "nothing on standard error")
  }

  func testCompilingIntoHeadEndsQuietlyWithStatus0() throws {
    var text = ""
    for index in 0..<5_000 { text += "e\(index).moveX \(index + 1) over 1s\n" }
    let spec = try folder.write("wide.motion", text)
    let run = try pipeIntoHead(["compile", spec], bytes: 1)
    XCTAssertEqual(run.status, "0")
    XCTAssertEqual(run.shell, .exit(0))
    XCTAssertEqual(run.head, "{")
    XCTAssertEqual(run.error, "")
  }

  func testWithoutHeadTheSameCommandWritesEverything() throws {
    let spec = try folder.write("long.motion", "moveX 100 over 100s\n")
    let run = try pipeIntoHead(["sample", spec, "--fps", "1000"], bytes: 10_000_000)
    XCTAssertEqual(run.status, "0")
    XCTAssertEqual(run.head.split(separator: "\n").count, 100_002)
    XCTAssertTrue(run.head.hasSuffix("\n100,100\n"), String(run.head.suffix(40)))
  }

  /// In-process, the same rule: once standard output is closed by its reader, the status is 0
  /// whatever the command would have said; once it fails otherwise, 1.
  func testTheStatusFollowsWhatHappenedToStandardOutput() {
    let closed = RecordingConsole()
    closed.outputStopped = .closedByReader
    XCTAssertEqual(
      MotionCommand.run(["check", "--format", "github", "no-such-file"], console: closed), 0)
    XCTAssertEqual(closed.output, "")
    let failed = RecordingConsole()
    failed.outputStopped = .failed("cannot write to standard output: No space left on device")
    XCTAssertEqual(MotionCommand.run(["--version"], console: failed), 1)
    let open = RecordingConsole()
    XCTAssertEqual(
      MotionCommand.run(["check", "--format", "github", "no-such-file"], console: open), 1)
  }
}
