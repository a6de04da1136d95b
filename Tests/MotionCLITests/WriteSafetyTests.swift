import Foundation
import MotionTestSupport
import XCTest

@testable import MotionCLI

/// Writing never loses someone else's data: a file saved by an editor while `fmt` worked is
/// left as it is, a read-only file is refused as the shell's `>` refuses it, and a failed write
/// names the real cause (a full disk is ENOSPC).
final class WriteSafetyTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
  }

  override func tearDown() {
    folder = nil
  }

  private func leftovers(in path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.contains(".tmp-") }
  }

  func testAFileChangedSinceItWasReadIsLeftAsItIs() throws {
    let path = try folder.write("spec.motion", "moveX 1 over 1s\n")
    let read = Array("moveX   1 over 1s\n".utf8)  // what the command read, before the save
    XCTAssertThrowsError(
      try Files.writeAtomically(bytes: Array("moveX 1 over 2s\n".utf8), to: path, replacing: read)
    ) { error in
      let message = (error as? Files.Failure)?.message ?? ""
      XCTAssertTrue(message.contains("changed since it was read"), message)
    }
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "moveX 1 over 1s\n")
    XCTAssertEqual(try leftovers(in: folder.url.path), [])
    // Unchanged since it was read: replaced.
    try Files.writeAtomically(
      bytes: Array("moveX 2 over 1s\n".utf8), to: path, replacing: Array("moveX 1 over 1s\n".utf8))
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "moveX 2 over 1s\n")
  }

  /// Runs the built `motionc` as the unprivileged user `nobody` (with `setpriv`), so that
  /// permissions apply as they do to a person; `nil` where that cannot be done here.
  private func runAsNobody(_ arguments: [String]) throws -> (code: Int32, error: String)? {
    guard runningAsRoot, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments =
      ["--reuid=65534", "--regid=65534", "--clear-groups", builtMotionc.path] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: text, as: UTF8.self))
  }

  func testAReadOnlyFileIsNotReplaced() throws {
    let shared = try folder.write("shared/out.json", "keep me\n")
    let spec = try folder.write("shared/spec.motion", "moveX   1 over 1s\n")
    let sharedFolder = folder.url.appendingPathComponent("shared").path
    // The folder is anyone's to write in (as /tmp is); the files are read-only.
    XCTAssertEqual(chmod(folder.url.path, 0o755), 0)
    XCTAssertEqual(chmod(sharedFolder, 0o777), 0)
    XCTAssertEqual(chmod(shared, 0o444), 0)
    XCTAssertEqual(chmod(spec, 0o444), 0)
    guard let compile = try runAsNobody(["compile", spec, "-o", shared]),
      let format = try runAsNobody(["fmt", spec])
    else {
      throw XCTSkip("needs root and setpriv to run motionc as another user")
    }
    XCTAssertEqual(compile.code, 1, compile.error)
    XCTAssertTrue(
      compile.error.contains("cannot write `\(shared)`: Permission denied"), compile.error)
    XCTAssertEqual(format.code, 1, format.error)
    XCTAssertTrue(format.error.contains("cannot write `\(spec)`: Permission denied"), format.error)
    XCTAssertEqual(try String(contentsOfFile: shared, encoding: .utf8), "keep me\n")
    XCTAssertEqual(try String(contentsOfFile: spec, encoding: .utf8), "moveX   1 over 1s\n")
    XCTAssertEqual(try leftovers(in: sharedFolder), [])
  }

  func testAFullDiskIsReportedAsOne() throws {
    guard runningAsRoot else { throw XCTSkip("needs root to mount a small tmpfs") }
    let disk = folder.url.appendingPathComponent("disk").path
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    let mount = Process()
    mount.executableURL = URL(fileURLWithPath: "/bin/mount")
    mount.arguments = ["-t", "tmpfs", "-o", "size=16k", "tmpfs", disk]
    try mount.run()
    mount.waitUntilExit()
    guard mount.terminationStatus == 0 else { throw XCTSkip("cannot mount a tmpfs here") }
    defer {
      let unmount = Process()
      unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
      unmount.arguments = [disk]
      try? unmount.run()
      unmount.waitUntilExit()
    }
    let target = disk + "/track.json"
    let result = motionc(["compile", "specs/screen.motion", "--format", "lottie", "-o", target])
    XCTAssertEqual(result.code, 1, result.error)
    XCTAssertEqual(
      result.error, "error: cannot write `\(target)`: No space left on device\n", result.error)
    XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    XCTAssertEqual(try leftovers(in: disk), [])
  }
}
