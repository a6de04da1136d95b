import Foundation
import XCTest

@testable import MotionCLI

/// Ctrl-C, SIGTERM or SIGHUP in the middle of `compile -o` leaves no hidden `.tmp-` file and the
/// target as it was, and motionc ends by the signal. The real binary is stopped inside its
/// write: strace holds its `fsync` for a second while the test sends the signal, so the signal
/// always comes while the temporary file exists. `.ci/run` installs strace and sets
/// `MOTIONC_TESTS_NEED_STRACE`, so there these tests run and never skip.
final class SignalCleanupTests: CommandTestCase {
  private func strace() throws -> String {
    for path in ["/usr/bin/strace", "/bin/strace"]
    where FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    if ProcessInfo.processInfo.environment["MOTIONC_TESTS_NEED_STRACE"] != nil {
      XCTFail("strace is not installed, and MOTIONC_TESTS_NEED_STRACE says these tests must run")
    }
    throw XCTSkip("strace is not installed (apt-get install strace)")
  }

  /// Runs `compile SPEC -o OUT` under strace, sends `signal` once its temporary file exists,
  /// and returns how it ended and the folder's files.
  private func interruptedCompile(
    signal: Int32, previous: String?
  ) throws -> (Termination, [String], String?) {
    let tracer = try strace()
    let spec = try write("out/spec.motion", "target box\nmoveX 100 over 1s\n")
    let output = folder.appendingPathComponent("out/track.json").path
    if let previous { try Data(previous.utf8).write(to: URL(fileURLWithPath: output)) }
    // `set -m`: without job control, bash starts a background command with SIGINT ignored.
    let script = """
      set -m
      "$1" -f -qq -o /dev/null -e inject=fsync:delay_enter=1000000 "$2" compile "$3" -o "$4" &
      tracer=$!
      for _ in $(seq 1 400); do
        for file in "$(dirname "$4")"/.track.json.tmp-*; do
          [ -e "$file" ] && break 2
        done
        sleep 0.025
      done
      kill -"$5" "$(cat /proc/$tracer/task/$tracer/children)"
      wait $tracer
      """
    let ended = try runBash(
      script, ["interrupt", tracer, builtMotionc.path, spec, output, "\(signal)"])
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("out").path
    ).sorted()
    return (ended, files, try? String(contentsOfFile: output, encoding: .utf8))
  }

  func testCtrlCInTheMiddleOfAWriteLeavesNoTemporaryFileAndTheTargetAsItWas() throws {
    let (ended, files, output) = try interruptedCompile(signal: SIGINT, previous: "old track\n")
    XCTAssertEqual(ended, .exit(128 + SIGINT))
    XCTAssertEqual(files, ["spec.motion", "track.json"])
    XCTAssertEqual(output, "old track\n")
  }

  func testTermAndHangupInTheMiddleOfAWriteLeaveNoTemporaryFile() throws {
    for signal in [SIGTERM, SIGHUP] {
      let (ended, files, output) = try interruptedCompile(signal: signal, previous: nil)
      XCTAssertEqual(ended, .exit(128 + signal), "signal \(signal)")
      XCTAssertEqual(files, ["spec.motion"], "signal \(signal)")
      XCTAssertNil(output)
    }
  }

  func testAWriteForgetsItsTemporaryFileWhetherItSucceedsOrFails() throws {
    let target = folder.appendingPathComponent("written.json").path
    try Files.writeAtomically(bytes: Array("{}\n".utf8), to: target)
    XCTAssertEqual(TemporaryFiles.tracked, [])
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
    XCTAssertThrowsError(
      try Files.writeAtomically(bytes: Array("{}\n".utf8), to: target, replacing: Array("x".utf8)))
    XCTAssertEqual(TemporaryFiles.tracked, [])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasPrefix(".")
      }, [])
  }
}
