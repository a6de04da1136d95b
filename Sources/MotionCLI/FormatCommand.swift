import MotionCompiler

/// `motionc fmt [--check] PATH…`.
enum FormatCommand: Command {
  static let spec = CommandSpec(
    name: "motionc fmt",
    overview: "Rewrite .motion specs in the one canonical layout.",
    usage: "motionc fmt <path> ... [--check]",
    arguments: [
      (
        "<path>",
        "Spec files, or folders to search recursively for `.motion` files; `-` formats "
          + "standard input to standard output."
      )
    ],
    options: [
      CommandSpec.Option(
        long: "check", short: nil, value: nil,
        help: "Write nothing: list the files whose layout would change, one per line on "
          + "standard output, and exit with 1 if there are any.")
    ],
    discussion: "Files are rewritten in place, atomically, and only when their layout changes. "
      + "Formatting never changes what a spec means: a spec with syntax errors is left as it "
      + "is (its errors are printed, and the exit status is 1). The layout's rules are in "
      + "grammar.md, section 4.4.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard !parsed.positionals.isEmpty else {
      return MotionCommand.usageError(
        "missing the specs or folders to format", spec: spec, console: console)
    }
    let checking = parsed.flags.contains("check")
    var failed = false
    var changed = false
    var paths: [String] = []
    for entry in Files.specPaths(parsed.positionals) {
      switch entry {
      case .spec(let path): paths.append(path)
      case .unsearchable(_, let message):
        console.writeError("error: \(message)\n")
        failed = true
      }
    }
    var seen = Set<String>()
    for path in paths where seen.insert(path).inserted {
      switch format(path, checking: checking, console: console) {
      case .unchanged: break
      case .changed: changed = true
      case .failed: failed = true
      }
    }
    return failed || (checking && changed) ? .inputError : .success
  }

  private enum Outcome {
    case unchanged, changed, failed
  }

  /// Formats one file (`-`: standard input to standard output), or with `checking` lists it
  /// when its layout would change.
  private static func format(_ path: String, checking: Bool, console: Console) -> Outcome {
    let limits = Limits()
    guard let file = MotionCommand.readSpec(path, console: console, limits: limits) else {
      return .failed
    }
    switch Formatter.format(file, limits: limits) {
    case .errors(let diagnostics):
      console.writeError(
        DiagnosticRenderer(colored: console.colorsErrors).render(diagnostics, in: file))
      return .failed
    case .unsafe(let reason):
      console.writeError(
        "error: cannot format `\(file.path)`: \(reason); this is a bug in motionc, and the file "
          + "is left as it is\n")
      return .failed
    case .formatted(let bytes):
      let outcome: Outcome = bytes == file.bytes ? .unchanged : .changed
      if checking {
        if outcome == .changed { console.writeOutput(file.path + "\n") }
        return outcome
      }
      if path == "-" {
        console.writeOutput(String(decoding: bytes, as: UTF8.self))
        return outcome
      }
      guard outcome == .changed else { return outcome }
      do {
        try Files.writeAtomically(bytes: bytes, to: path)
        return outcome
      } catch {
        console.writeError("error: \(error.message)\n")
        return .failed
      }
    }
  }
}
