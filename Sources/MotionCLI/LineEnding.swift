/// How a file ends its lines, so that `fmt` keeps it: a spec checked out on Windows with
/// `core.autocrlf` has `\r\n` everywhere, and is in the layout if it is in the layout but for
/// them.
enum LineEnding: Equatable {
  /// `\n`, the formatter's own.
  case lineFeed
  /// `\r\n`.
  case carriageReturnLineFeed

  /// The ending of the file's first line break (`\n` for a file without one). A file that mixes
  /// the two is rewritten with its first line's ending on every line.
  init(of bytes: [UInt8]) {
    guard let index = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
      self = .lineFeed
      return
    }
    self = index > 0 && bytes[index - 1] == UInt8(ascii: "\r") ? .carriageReturnLineFeed : .lineFeed
  }

  /// `formatted` (the formatter's output, every line ended by `\n` alone) with this ending.
  func apply(to formatted: [UInt8]) -> [UInt8] {
    switch self {
    case .lineFeed:
      return formatted
    case .carriageReturnLineFeed:
      var result: [UInt8] = []
      result.reserveCapacity(formatted.count + formatted.count / 16)
      for byte in formatted {
        if byte == UInt8(ascii: "\n") { result.append(UInt8(ascii: "\r")) }
        result.append(byte)
      }
      return result
    }
  }
}
