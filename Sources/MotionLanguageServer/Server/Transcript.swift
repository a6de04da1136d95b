import Foundation

/// A log of every message in and out, written to a file (never to standard output, which
/// carries only the protocol): `motionc lsp --trace FILE` or `MOTIONC_LSP_TRACE=FILE`.
///
/// Each line is `--> BODY` for a message from the client or `<-- BODY` for one to it, with
/// the time since the server started in milliseconds before it.
public final class Transcript {
  private let handle: FileHandle
  private let started: Double
  private let clock: () -> Double

  /// A transcript written to `path` (created or emptied), or `nil` if it cannot be opened.
  public init?(path: String, clock: @escaping () -> Double) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    self.handle = handle
    self.clock = clock
    self.started = clock()
  }

  deinit {
    try? handle.close()
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
    let oneLine = text.replacingOccurrences(of: "\n", with: "\\n")
    try? handle.write(contentsOf: Data("[\(milliseconds)ms] \(arrow) \(oneLine)\n".utf8))
  }
}
