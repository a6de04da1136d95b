/// The limits that keep any input from exhausting time, memory or the stack. Each one is an
/// error with a clear message when exceeded (see `grammar.md`, "Limits").
public struct Limits: Hashable, Sendable {
  /// The largest spec file, in bytes.
  public var maximumFileSize = 64 << 20
  /// How deeply groups may nest.
  public var maximumNesting = 64
  /// The largest `repeat` count.
  public var maximumRepeatCount = 10_000
  /// The most segments (changes, after unrolling repeats) one timeline may have.
  public var maximumSegments = 5_000_000
  /// The most statements the `play`s of one timeline may expand to: every statement of a
  /// motion counts each time the motion is played (inside other motions too).
  public var maximumExpansion = 5_000_000
  /// The longest timeline, in ticks (one million seconds, about 11.6 days).
  public var maximumDuration: Int64 = 1_000_000 * 1_000_000_000
  /// The most diagnostics reported for one file; the rest are counted in a last one.
  public var maximumDiagnostics = 100
  /// The most operators one expression may have.
  public var maximumOperators = 100
  /// The most files one compilation may read (the spec and everything it imports).
  public var maximumFiles = 256
  /// The most bytes one compilation may read, its files together (1 GiB). Positions in a
  /// compilation are 32-bit (see ``SourceRange``), so this is capped at 4 GiB − 2 whatever it
  /// is set to.
  public var maximumSourceSize = 1 << 30
  /// The most keyframes one `drift` may make, per axis.
  public var maximumDriftBounces = 100_000
  /// The largest magnitude a number may have.
  public var maximumMagnitude = 1e15

  public init() {}

  /// ``maximumSourceSize``, capped at the largest position a ``SourceRange`` holds.
  public var sourceSizeCap: Int { min(maximumSourceSize, SourceRange.maximumPosition) }
}
