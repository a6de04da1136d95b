import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

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

/// Runs `motionc` in-process with the UTF-8 text `input` on standard input.
func motionc(_ arguments: [String], input: String) -> CommandResult {
  motionc(arguments, input: Array(input.utf8))
}

/// Asserts that `arguments` are a usage error: exit status 2, `error: ` and `message` on the
/// first line (right after `error: ` when `opening` is set, so the message is whole from its
/// start), then the command's usage on standard error, and nothing on standard output.
func assertUsageError(
  _ arguments: [String], _ message: String, opening: Bool = false, file: StaticString = #filePath,
  line: UInt = #line
) {
  let result = motionc(arguments)
  XCTAssertEqual(result.code, 2, "\(arguments): \(result.error)", file: file, line: line)
  XCTAssertTrue(
    result.error.hasPrefix(opening ? "error: \(message)" : "error: "),
    "\(arguments): \(result.error)", file: file, line: line)
  let errorLine = result.error.prefix { $0 != "\n" }
  XCTAssertTrue(
    errorLine.contains(message), "\(arguments): \(result.error)", file: file, line: line)
  let command = arguments.first ?? ""
  XCTAssertTrue(
    result.error.contains("\nUSAGE: motionc \(command)"), "\(arguments): \(result.error)",
    file: file, line: line)
  XCTAssertEqual(result.output, "", "\(arguments)", file: file, line: line)
}

/// The tests of one command: each test runs in the repository root (so `specs/…` paths work),
/// with a fresh temporary `folder`, removed after it.
class CommandTestCase: XCTestCase {
  private var temporary: TemporaryFolder?

  /// This test's temporary folder.
  private(set) var folder = URL(fileURLWithPath: NSTemporaryDirectory())

  override func setUpWithError() throws {
    let temporary = try TemporaryFolder()
    self.temporary = temporary
    folder = temporary.url
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
  }

  override func tearDownWithError() throws {
    temporary = nil
  }

  /// Runs `motionc` in-process with the UTF-8 text `input` on standard input.
  func run(_ arguments: [String], input: String = "") -> CommandResult {
    motionc(arguments, input: input)
  }

  /// Writes `text` to `name` in the temporary folder (creating subfolders); returns its path.
  func write(_ name: String, _ text: String) throws -> String {
    try XCTUnwrap(temporary).write(name, text)
  }
}

/// Whether the tests run as root, who can read a file whatever its permissions.
let runningAsRoot = geteuid() == 0

/// The `motionc` that `swift test` builds beside the test bundle.
let builtMotionc = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("motionc")

/// How a spawned process ended.
enum Termination: Equatable {
  case exit(Int32)
  case signal(Int32)
}

/// Runs the shell `script` with `bash -c` (its `$0`, `$1`, … are `arguments`), with `SIGPIPE`
/// at its default action: an ignored signal stays ignored across `exec`, so a test process
/// that ignores it would hide a command that dies of it. Returns how bash ended.
func runBash(_ script: String, _ arguments: [String]) throws -> Termination {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var signals = sigset_t()
  sigemptyset(&signals)
  sigaddset(&signals, SIGPIPE)
  posix_spawnattr_setsigdefault(&attributes, &signals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
  let argv = (["/bin/bash", "-c", script] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid = pid_t()
  let spawned = posix_spawn(&pid, "/bin/bash", nil, &attributes, argv, environ)
  guard spawned == 0 else {
    throw NSError(domain: NSPOSIXErrorDomain, code: Int(spawned))
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 {
    guard errno == EINTR else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
  }
  return status & 0x7F == 0 ? .exit((status >> 8) & 0xFF) : .signal(status & 0x7F)
}

/// Runs `body` on another thread and waits at most `seconds` for it: a command that opened a
/// named pipe would block until a reader came, and the test should fail, not hang. On time
/// out, `unblock` (which opens the pipe's other end) frees the thread, and the result is `nil`.
func finishing<Value: Sendable>(
  within seconds: Double, unblock: @escaping @Sendable () -> Void,
  _ body: @escaping @Sendable () -> Value
) -> Value? {
  let slot = ResultSlot<Value>()
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    slot.value = body()
    done.signal()
  }
  guard done.wait(timeout: .now() + seconds) == .success else {
    unblock()
    done.wait()
    return nil
  }
  return slot.value
}

/// Where ``finishing(within:unblock:_:)`` keeps the result; written before the semaphore is
/// signalled and read after it is waited for.
private final class ResultSlot<Value>: @unchecked Sendable {
  var value: Value?
}

/// The web golden file `name` (Tests/Fixtures/web/): what `compile --format css|waapi`,
/// `preview` and `plot` print for a spec.
func webGolden(_ name: String) throws -> String {
  try String(
    contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/web/\(name)"),
    encoding: .utf8)
}

/// A spec whose web outputs would need more keyframes than the limit (11 × 2 × 100,000 steps).
let specTooLargeForTheWeb = """
  initial color #FF0000
  repeat 11 <
    color #0000FF over 1s ease steps(100000) in oklab
    color #FF0000 over 1s ease steps(100000) in oklab
  >

  """
