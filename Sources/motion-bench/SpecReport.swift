import MotionCompiler

/// The front-end part of the report for one spec and its twice-as-large twin: stage timings,
/// throughput, scaling, and the peak memory of `motionc check` and `motionc fmt --check`.
struct SpecReport {
  var lines: [String] = []
  /// The targets missed, by name (`design system: front end`).
  var missed: [String] = []

  init(single: BenchSpec, double: BenchSpec, runs: Int, baselinePeak: Int?) {
    let singleLimits = limits(for: single.bytes.count)
    let doubleLimits = limits(for: double.bytes.count)
    // Alternate 1x and 2x rounds so that both sides of the ratio see the same machine state.
    var one = FrontEndTimes()
    var two = FrontEndTimes()
    for round in 1...runs {
      progress("\(single.name): front end, 1x and 2x specs: round \(round) of \(runs)")
      one.measureRound(single.bytes, path: single.path, limits: singleLimits)
      two.measureRound(double.bytes, path: double.path, limits: doubleLimits)
    }
    let megabytes = Double(single.sourceBytes) / 1e6
    let rate = megabytes / one.total
    let ratio = two.total / one.total
    let rateOK = rate >= Targets.frontEndMBPerSecond
    let ratioOK = ratio <= Targets.doublingRatio

    lines.append("\(single.name): \(single.summary)")
    lines.append(
      "  front end (bytes -> SourceFile -> Compiler.compile -> Timeline, imports read from disk)")
    lines.append(
      Self.row(
        "throughput", Format.fixed(rate, 1) + " MB/s",
        "\(Format.ms(one.total))   target >= \(Int(Targets.frontEndMBPerSecond)) MB/s   \(mark(rateOK))"
      ))
    lines.append(
      Self.row(
        "scaling", Format.fixed(ratio, 2) + "x",
        "\(Format.ms(one.total)) -> \(Format.ms(two.total)) for 2x the input "
          + "(\(Format.fixed(Double(double.sourceBytes) / 1e6, 2)) MB)   "
          + "target <= \(Targets.doublingRatio)x   \(mark(ratioOK))"))
    lines.append("")
    lines.append(
      "    " + Format.pad("stage", 22) + Format.padLeft("1x time", 12) + Format.padLeft("share", 9)
        + Format.padLeft("MB/s", 9) + Format.padLeft("2x time", 12) + Format.padLeft("2x/1x", 8))
    func stage(_ label: String, _ time: (FrontEndTimes) -> Double, _ note: String) -> String {
      let first = time(one)
      let second = time(two)
      return "    " + Format.pad(label, 22) + Format.padLeft(Format.ms(first), 12)
        + Format.padLeft(Format.fixed(100 * first / one.total, 1) + " %", 9)
        + Format.padLeft(Format.fixed(megabytes / first, 1), 9)
        + Format.padLeft(Format.ms(second), 12)
        + Format.padLeft(Format.fixed(second / first, 2) + "x", 8)
        + (note.isEmpty ? "" : "   " + note)
    }
    lines.append(stage("SourceFile.init", \.sourceFile, "line table"))
    lines.append(stage("Lexer.tokenize", \.lex, ""))
    lines.append(stage("parsing (w/o lexing)", \.parseOnly, "Parser.parse minus Lexer.tokenize"))
    lines.append(
      stage("check + lower", \.rest, "the rest: imports, Checker, TimelineBuilder, teardown"))
    lines.append(
      stage("  incl. tree teardown", \.treeTeardown, "freeing the SyntaxTree (timed on its own)"))
    lines.append(stage("total", \.total, ""))
    lines.append(stage("Formatter.format", \.format, "what `fmt` does (not in the total)"))
    lines.append("")
    lines.append(
      "  peak memory (a fresh process runs the command; its peak RSS, VmHWM; bytes per source byte)"
    )
    if let baselinePeak {
      lines.append(
        Self.row(
          "start-up", Format.fixed(Double(baselinePeak) / 1e6, 1) + " MB",
          "`motionc check` of an empty spec: the process's own floor, included below"))
    }
    for (label, command) in [("check", ["check"]), ("fmt --check", ["fmt", "--check"])] {
      for spec in [single, double] {
        progress("\(spec.name): peak memory of `motionc \(command.joined(separator: " "))`")
        guard let result = PeakMemory.measure(command + [spec.path]) else {
          lines.append(Self.row(label, "n/a", "the child process could not be started"))
          continue
        }
        let perByte = Double(result.peakBytes) / Double(spec.sourceBytes)
        let ok = perByte <= Targets.peakBytesPerSourceByte
        let size = spec.sourceBytes == single.sourceBytes ? "1x" : "2x"
        lines.append(
          Self.row(
            "\(label) \(size)", Format.fixed(perByte, 1) + " B/B",
            "\(Format.fixed(Double(result.peakBytes) / 1e6, 1)) MB peak, "
              + "\(Format.fixed(Double(spec.sourceBytes) / 1e6 / result.seconds, 1)) MB/s "
              + "(\(Format.ms(result.seconds)) process), exit \(result.status)   target <= "
              + "\(Int(Targets.peakBytesPerSourceByte)) B/B   \(mark(ok))"))
        if !ok { missed.append("\(single.name): \(label) \(size) memory") }
      }
    }
    lines.append("")
    if !rateOK { missed.append("\(single.name): front end") }
    if !ratioOK { missed.append("\(single.name): scaling") }
  }

  static func row(_ label: String, _ figure: String, _ detail: String) -> String {
    "  " + Format.pad(label, 20) + Format.padLeft(figure, 14) + "   " + detail
  }
}
