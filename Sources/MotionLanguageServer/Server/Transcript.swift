import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A log of every message in and out, written to a file (never to standard output, which
/// carries only the protocol): `motionc lsp --trace FILE` or `MOTIONC_LSP_TRACE=FILE`.
///
/// Each line is `--> BODY` for a message from the client or `<-- BODY` for one to it, with
/// the time since the server started in milliseconds before it.
public final class Transcript {
  private let descriptor: Int32
  private let started: Double
  private let clock: () -> Double

  /// A transcript written to `path` (created or emptied), or `nil` if it cannot be opened.
  public init?(path: String, clock: @escaping () -> Double) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    self.clock = clock
    self.started = clock()
  }

  deinit {
    close(descriptor)
  }

  /// A message from the client, as received (malformed ones too).
  func incoming(_ body: [UInt8]) {
    write("-->", String(decoding: body, as: UTF8.self))
  }

  /// A message to the client.
  func outgoing(_ body: [UInt8]) {
    write("<--", String(decoding: body, as: UTF8.self))
  }

  /// Something that is not a message (a header that could not be read).
  func note(_ text: String) {
    write("---", text)
  }

  private func write(_ arrow: String, _ text: String) {
    let milliseconds = Int(((clock() - started) * 1000).rounded())
    let oneLine = text.replacingEvery("\n", with: "\\n")
    var line = Array("[\(milliseconds)ms] \(arrow) \(oneLine)\n".utf8)[...]
    while !line.isEmpty {
      let written = line.withUnsafeBytes { bytes in
        #if canImport(Glibc)
          Glibc.write(descriptor, bytes.baseAddress, bytes.count)
        #else
          Darwin.write(descriptor, bytes.baseAddress, bytes.count)
        #endif
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      line = line.dropFirst(written)
    }
  }
}
