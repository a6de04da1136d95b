import MotionCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Where a command reads standard input and writes its output; tests capture both.
public protocol Console: AnyObject {
  /// All of standard input.
  func readStandardInput() -> [UInt8]
  /// Writes to standard output; once ``outputStopped`` is set, writes nothing.
  func writeOutput(_ text: String)
  /// Writes to standard error; a failure to write there is ignored (there is nowhere to say so).
  func writeError(_ text: String)
  /// Whether diagnostics on standard error should be colored (a terminal, `NO_COLOR` unset).
  var colorsErrors: Bool { get }
  /// Why standard output takes nothing more, once it does not.
  var outputStopped: OutputStop? { get }
}

/// Why standard output stopped taking what a command writes.
public enum OutputStop: Equatable, Sendable {
  /// Its reader went away (`motionc sample … | head -1`): the command ends quietly with
  /// status 0, as `head` asked for no more.
  case closedByReader
  /// Writing failed for another reason (a full disk); the message has been printed.
  case failed(String)
}

/// The process's real standard streams.
///
/// Output is written with `write(2)`, so a broken pipe is an error code (`EPIPE`) and not a
/// crash; `main` ignores `SIGPIPE`, which would otherwise end the process with status 141.
public final class StandardConsole: Console, @unchecked Sendable {
  private let lock = ThreadLock()
  private var stop: OutputStop?

  public init() {}

  /// All of standard input, up to one byte more than a spec may have (`- < /dev/zero` ends).
  public func readStandardInput() -> [UInt8] {
    (try? FileReader.read(descriptor: STDIN_FILENO, limit: Limits().maximumFileSize)) ?? []
  }

  public func writeOutput(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    guard stop == nil else { return }
    switch Self.write(text, to: STDOUT_FILENO) {
    case 0: break
    case EPIPE: stop = .closedByReader
    case let code:
      let message = "cannot write to standard output: \(String(cString: strerror(code)))"
      stop = .failed(message)
      _ = Self.write("error: \(message)\n", to: STDERR_FILENO)
    }
  }

  public func writeError(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    _ = Self.write(text, to: STDERR_FILENO)
  }

  public var outputStopped: OutputStop? {
    lock.lock()
    defer { lock.unlock() }
    return stop
  }

  public var colorsErrors: Bool {
    let environment = ProcessInfo.processInfo.environment
    return isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil
      && environment["TERM"] != "dumb"
  }

  /// Writes all of `text` to `descriptor`; returns 0, or the `errno` of the write that failed.
  private static func write(_ text: String, to descriptor: Int32) -> Int32 {
    var text = text
    return text.withUTF8 { bytes -> Int32 in
      guard let base = bytes.baseAddress else { return 0 }
      var offset = 0
      while offset < bytes.count {
        #if canImport(Glibc)
          let result = Glibc.write(descriptor, base + offset, bytes.count - offset)
        #else
          let result = Darwin.write(descriptor, base + offset, bytes.count - offset)
        #endif
        if result < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += result
      }
      return 0
    }
  }
}

/// A console that records everything, for tests.
public final class RecordingConsole: Console {
  public var input: [UInt8]
  public private(set) var output = ""
  public private(set) var error = ""
  /// Set by a test to play a reader that went away: output is dropped from then on.
  public var outputStopped: OutputStop?

  public init(input: [UInt8] = []) {
    self.input = input
  }

  public func readStandardInput() -> [UInt8] { input }
  public func writeOutput(_ text: String) { if outputStopped == nil { output += text } }
  public func writeError(_ text: String) { error += text }
  /// Recorded output is never colored, unless a test asks for it.
  public var colorsErrors = false
}

/// The exit statuses every command uses.
public enum ExitCode: Int32, Error, Sendable {
  /// Success.
  case success = 0
  /// The input has errors (or a file could not be read or written).
  case inputError = 1
  /// The command line is wrong.
  case usageError = 2
  /// motionc failed itself (a number that is not finite reached an output): a bug to report.
  case internalError = 3
}
