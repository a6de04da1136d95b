import Foundation
import MotionCLI
import XCTest

/// The repository root (this file is at Tests/MotionCLITests/).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// What one in-process run of `motionc` gave.
struct CommandResult {
  var code: Int32
  var output: String
  var error: String
}

/// Runs `motionc` in-process with `input` on standard input.
func motionc(_ arguments: [String], input: [UInt8] = []) -> CommandResult {
  let console = RecordingConsole(input: input)
  let code = MotionCommand.run(arguments, console: console)
  return CommandResult(code: code, output: console.output, error: console.error)
}

/// A fresh temporary folder for one test, removed after it.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motionc-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // Make anything a test made unreadable removable again.
    if let names = FileManager.default.subpaths(atPath: url.path) {
      for name in names { chmod(url.appendingPathComponent(name).path, 0o755) }
    }
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `bytes` to `name` in the folder (creating subfolders); returns its path.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file.path
  }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, Array(text.utf8))
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names in the folder (not recursive), sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}

/// Whether the tests run as root, who can read a file whatever its permissions.
let runningAsRoot = geteuid() == 0
