import MotionCompiler

/// Front-end timings of one spec, each the best over the rounds measured so far.
struct FrontEndTimes {
  /// bytes → SourceFile → Compiler.compile (imports read from disk) → Timeline.
  var total = Double.infinity
  /// SourceFile.init (the line table).
  var sourceFile = Double.infinity
  /// Lexer.tokenize.
  var lex = Double.infinity
  /// Parser.parse (lexing included).
  var parse = Double.infinity
  /// Releasing the syntax tree Parser.parse returned (Compiler.compile does this before it
  /// returns, so it is part of `rest`).
  var treeTeardown = Double.infinity
  /// Formatter.format: what `motionc fmt` does with the file once it is read.
  var format = Double.infinity

  /// Parsing without lexing.
  var parseOnly: Double { max(0, parse - lex) }
  /// Everything after parsing: Checker, TimelineBuilder, sorting diagnostics, tearing down the
  /// tree and the score.
  var rest: Double { max(0, total - sourceFile - parse) }

  /// Runs every stage once on `bytes` (the main file at `path`) and keeps the best times.
  mutating func measureRound(_ bytes: [UInt8], path: String, limits: Limits) {
    total = min(
      total, Measure.best(of: 1) { frontEnd(bytes, path: path, limits: limits) }.seconds)
    sourceFile = min(
      sourceFile,
      Measure.best(of: 1) { SourceFile(path: path, bytes: bytes).lineCount }.seconds)
    let file = SourceFile(path: path, bytes: bytes)
    lex = min(lex, Measure.best(of: 1) { Lexer.tokenize(file).tokens.count }.seconds)
    // Parse, then time freeing the tree separately.
    let clock = ContinuousClock()
    let start = clock.now
    var tree: SyntaxTree? = Parser.parse(file, limits: limits).tree
    let parsed = clock.now
    let statements = tree?.statements.count ?? 0
    let freeStart = clock.now
    tree = nil
    let freed = clock.now
    if statements > 0, tree == nil {
      parse = min(parse, Measure.seconds(parsed - start))
      treeTeardown = min(treeTeardown, Measure.seconds(freed - freeStart))
    }
    format = min(
      format,
      Measure.best(of: 1) { () -> Int in
        switch Formatter.format(file, limits: limits) {
        case .formatted(let output): return output.count
        case .errors, .unsafe: return -1
        }
      }.seconds)
  }
}

/// One front-end run: bytes → SourceFile → compile → timeline, imports read from the folder of
/// `path`. Returns a value that depends on the result so the work cannot be dropped.
func frontEnd(_ bytes: [UInt8], path: String, limits: Limits) -> Int {
  let result = Compiler.compile(SourceFile(path: path, bytes: bytes), limits: limits)
  return (result.timeline?.elements.count ?? -1) &+ result.diagnostics.count
}

/// Limits that admit `bytes` (the defaults, with a larger file size limit when needed).
func limits(for bytes: Int) -> Limits {
  var limits = Limits()
  if bytes > limits.maximumFileSize { limits.maximumFileSize = bytes }
  return limits
}
