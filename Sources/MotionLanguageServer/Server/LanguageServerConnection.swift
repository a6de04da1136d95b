import Dispatch
import MotionCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Where the server's input comes from: a blocking read of the next bytes.
public protocol ByteSource: Sendable {
  /// The next bytes (waiting for them), or `nil` when the input has ended.
  func read() -> [UInt8]?
}

/// Reads a file descriptor (standard input: 0).
public struct FileDescriptorSource: ByteSource {
  /// The file descriptor read.
  public let descriptor: Int32

  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next bytes read, waiting for them; `nil` at the end of the input or on an error.
  public func read() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        #if canImport(Glibc)
          Glibc.read(descriptor, $0.baseAddress, $0.count)
        #else
          Darwin.read(descriptor, $0.baseAddress, $0.count)
        #endif
      }
      if count > 0 { return Array(buffer[0..<count]) }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }
}

/// Writes all of `bytes` to a file descriptor (standard output: 1); a closed pipe is ignored
/// (the client has gone, and `exit` or the end of input will follow).
public func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
  var offset = 0
  while offset < bytes.count {
    let count = bytes[offset...].withUnsafeBytes {
      #if canImport(Glibc)
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      #else
        Darwin.write(descriptor, $0.baseAddress, $0.count)
      #endif
    }
    if count > 0 {
      offset += count
    } else if count < 0, errno == EINTR {
      continue
    } else {
      return
    }
  }
}

/// Runs a ``LanguageServer`` on a byte stream until `exit` or the end of the input, and
/// returns the exit status.
///
/// A reader thread blocks on the input and hands the bytes to this thread through an inbox;
/// this thread is the only one that touches the server. Before answering each queued message
/// it takes whatever else has arrived, so a `$/cancelRequest` sent meanwhile still cancels
/// it, and while waiting it wakes when debounced diagnostics are due.
public enum LanguageServerConnection {
  /// Serves `input` with `server` until `exit` or the end of the input; returns the exit status.
  public static func run(
    _ server: LanguageServer, input: any ByteSource,
    clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }
  ) -> Int32 {
    let inbox = Inbox()
    DispatchQueue(label: "motionc.lsp.input").async {
      while let bytes = input.read() { inbox.put(bytes) }
      inbox.close()
    }
    while server.exitCode == nil {
      let wait = server.nextDeadline.map { max(0, $0 - clock()) }
      switch inbox.take(waitingAtMost: wait) {
      case .bytes(let chunks):
        for chunk in chunks { server.receive(chunk) }
        while server.hasPendingMessages, server.exitCode == nil {
          if case .bytes(let more) = inbox.take(waitingAtMost: 0) {
            for chunk in more { server.receive(chunk) }
          }
          server.handleNextMessage()
        }
      case .closed:
        while server.hasPendingMessages, server.exitCode == nil { server.handleNextMessage() }
        server.endOfInput()
      case .timedOut:
        break
      }
      if server.exitCode == nil, let due = server.nextDeadline, due <= clock() {
        server.publishDueDiagnostics()
      }
    }
    return server.exitCode ?? 1
  }
}

/// Bytes passed from the reader thread to the server's thread.
private final class Inbox: @unchecked Sendable {
  enum Taken {
    case bytes([[UInt8]])
    case closed
    case timedOut
  }

  private let condition = ThreadCondition()
  private var chunks: [[UInt8]] = []
  private var isClosed = false

  func put(_ bytes: [UInt8]) {
    condition.lock()
    chunks.append(bytes)
    condition.signal()
    condition.unlock()
  }

  func close() {
    condition.lock()
    isClosed = true
    condition.signal()
    condition.unlock()
  }

  /// What has arrived, waiting for something at most `seconds` (forever when `nil`).
  func take(waitingAtMost seconds: Double?) -> Taken {
    condition.lock()
    defer { condition.unlock() }
    let deadline = seconds.map { ThreadCondition.Deadline(secondsFromNow: $0) }
    while chunks.isEmpty, !isClosed {
      if let deadline {
        if !condition.wait(until: deadline) { break }
      } else {
        condition.wait()
      }
    }
    if !chunks.isEmpty {
      defer { chunks.removeAll() }
      return .bytes(chunks)
    }
    return isClosed ? .closed : .timedOut
  }
}
