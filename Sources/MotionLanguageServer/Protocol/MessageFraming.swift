/// One thing read from the byte stream: a message body, or a header that could not be read.
public enum Frame: Hashable, Sendable {
  /// The body of a message (its `Content-Length` bytes).
  case body([UInt8])
  /// A header block without a usable `Content-Length`; the block was skipped.
  case malformedHeader(String)
}

/// Cuts the client's byte stream into messages: `Content-Length: N\r\n\r\n` followed by N
/// bytes of JSON (the LSP base protocol).
///
/// Bytes may arrive in any pieces; ``append(_:)`` takes them and ``next()`` gives each
/// complete frame. A header block that cannot be read is reported and skipped, so the stream
/// stays in step; a body longer than ``maximumBodySize`` is reported and its bytes are
/// discarded as they arrive, never stored.
///
/// Resynchronizing: after a header whose length cannot be read (`Content-Length: -5`, `+2`,
/// `0x2`, none at all) the body that followed it is still in the stream, glued to the next
/// message's header, and a header block ended by a bare `\n\n` runs on into the next message's
/// header. Either way the next block that cannot be read holds a `Content-Length` field name
/// after its start: the stream is read again from there, so one bad message costs one error
/// and every later message is read as sent. Only the bad message's own body is dropped
/// unanswered (it has had its error).
public struct MessageFramer: Sendable {
  /// The largest body accepted (a spec may be 64 MiB; JSON escaping can make it larger).
  public static let maximumBodySize = 256 << 20
  /// The longest header block; a stream with no `\r\n\r\n` in this many bytes is not LSP.
  public static let maximumHeaderSize = 8 << 10

  private var buffer: [UInt8] = []
  private var start = 0
  /// Bytes of an over-long body still to be discarded.
  private var discarding = 0
  /// Whether the last frame was a header that could not be read, so that what follows may be
  /// its body, glued to the next header.
  private var afterMalformedHeader = false

  public init() {}

  /// Adds bytes read from the stream.
  public mutating func append(_ bytes: [UInt8]) {
    var bytes = bytes[...]
    if discarding > 0 {
      let dropped = min(discarding, bytes.count)
      discarding -= dropped
      bytes = bytes.dropFirst(dropped)
    }
    buffer += bytes
  }

  /// The next complete frame, or `nil` until more bytes arrive.
  public mutating func next() -> Frame? {
    defer { compact() }
    guard discarding == 0 else { return nil }
    guard let headerEnd = findHeaderEnd() else {
      if buffer.count - start > Self.maximumHeaderSize {
        let skipped = buffer.count - start
        start = buffer.count
        return .malformedHeader("no header end (`\\r\\n\\r\\n`) in \(skipped) bytes")
      }
      return nil
    }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
    let bodyStart = headerEnd + 4
    guard let length = Self.contentLength(header) else {
      let glued = afterMalformedHeader
      if let restart = laterContentLength(before: headerEnd) {
        // A bad message's body, or a header ended by `\n\n`, runs on into the next header.
        start = restart
        afterMalformedHeader = false
        if glued { return next() }
      } else {
        start = bodyStart
        afterMalformedHeader = true
      }
      return .malformedHeader("a header without a valid `Content-Length`: \(Self.quoted(header))")
    }
    afterMalformedHeader = false
    guard length <= Self.maximumBodySize else {
      let available = buffer.count - bodyStart
      discarding = max(0, length - available)
      start = min(buffer.count, bodyStart + length)
      return .malformedHeader(
        "a message of \(length) bytes; at most \(Self.maximumBodySize) are accepted")
    }
    guard buffer.count - bodyStart >= length else { return nil }
    start = bodyStart + length
    return .body(Array(buffer[bodyStart..<start]))
  }

  /// The index of the `\r\n\r\n` that ends the header block starting at `start`.
  private func findHeaderEnd() -> Int? {
    var index = start
    let limit = min(buffer.count, start + Self.maximumHeaderSize + 4) - 3
    while index < limit {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13,
        buffer[index + 3] == 10
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Where a `Content-Length` field name (in any case) starts after the first byte of the
  /// header block at `start`, before `end`: the start of the next message's header.
  private func laterContentLength(before end: Int) -> Int? {
    let name = Array("content-length".utf8)
    var index = start + 1
    while index + name.count <= end {
      if zip(buffer[index..<index + name.count], name).allSatisfy({ lowercased($0) == $1 }) {
        return index
      }
      index += 1
    }
    return nil
  }

  private func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 65 && byte <= 90 ? byte + 32 : byte
  }

  /// The value of the `Content-Length` field (field names are case-insensitive).
  static func contentLength(_ header: String) -> Int? {
    var length: Int?
    for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].trimmingSpaces.lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces
      if name == "content-length" {
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), value.count <= 12,
          let number = Int(value)
        else { return nil }
        length = number
      }
    }
    return length
  }

  private static func quoted(_ header: String) -> String {
    let shown = header.prefix(80).unicodeScalars.map { scalar in
      scalar.value < 0x20 ? scalar.escaped(asASCII: true) : String(scalar)
    }
    return "`" + shown.joined() + (header.count > 80 ? "…" : "") + "`"
  }

  private mutating func compact() {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.count < 1 << 20)
      start = 0
    } else if start > 1 << 16, start > buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
  }

  /// A message body with its header, ready to write.
  public static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
