/// Where the lexer's scan puts the tokens it makes: a small buffer, moved to the token array a
/// buffer at a time (an append to an array checks its uniqueness and capacity each time; a
/// token put here costs a store and a count).
///
/// The scan appends at most one token per turn of its loop and calls ``makeRoom(in:)`` at the
/// start of each turn, so ``append(_:)`` always has room: the buffer is never written past its
/// end.
struct TokenSink {
  private let buffer: UnsafeMutableBufferPointer<Token>
  /// How many tokens the buffer holds.
  private var count = 0
  /// How many tokens were put here in all (moved or not).
  private(set) var total = 0
  /// The kind of the token put last (before the scan: the array's last token's).
  private(set) var lastKind: TokenKind?

  /// A sink writing to `buffer` (at least one token long), after tokens ending with a token of
  /// kind `lastKind`.
  init(_ buffer: UnsafeMutableBufferPointer<Token>, after lastKind: TokenKind?) {
    self.buffer = buffer
    self.lastKind = lastKind
  }

  /// Adds `token` after the others; there must be room (see ``makeRoom(in:)``).
  @inline(__always) mutating func append(_ token: Token) {
    buffer.initializeElement(at: count, to: token)
    count += 1
    total += 1
    lastKind = token.kind
  }

  /// Moves the buffer's tokens to `tokens` if the buffer is full, so that one more fits.
  @inline(__always) mutating func makeRoom(in tokens: inout [Token]) {
    if count == buffer.count { flush(into: &tokens) }
  }

  /// Moves the buffer's tokens to the end of `tokens`.
  mutating func flush(into tokens: inout [Token]) {
    tokens.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
    count = 0
  }
}
