import Foundation
import MotionCompiler

/// Where a command reads standard input and writes its output; tests capture both.
public protocol Console: AnyObject {
  /// All of standard input.
  func readStandardInput() -> [UInt8]
  func writeOutput(_ text: String)
  func writeError(_ text: String)
  /// Whether diagnostics on standard error should be colored (a terminal, `NO_COLOR` unset).
  var colorsErrors: Bool { get }
}

/// The process's real standard streams.
public final class StandardConsole: Console, Sendable {
  public init() {}

  /// All of standard input, up to one byte more than a spec may have (`- < /dev/zero` ends).
  public func readStandardInput() -> [UInt8] {
    (try? Files.read(FileHandle.standardInput, limit: Limits().maximumFileSize)) ?? []
  }

  public func writeOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  public func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  public var colorsErrors: Bool {
    let environment = ProcessInfo.processInfo.environment
    return isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil
      && environment["TERM"] != "dumb"
  }
}

/// A console that records everything, for tests.
public final class RecordingConsole: Console {
  public var input: [UInt8]
  public private(set) var output = ""
  public private(set) var error = ""

  public init(input: [UInt8] = []) {
    self.input = input
  }

  public func readStandardInput() -> [UInt8] { input }
  public func writeOutput(_ text: String) { output += text }
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
