import MotionCompiler

/// `motionc fmt [--check] [--diff] [--exclude GLOB]… PATH…`.
enum FormatCommand: Command {
  static let spec = CommandSpec(
    name: "motionc fmt",
    overview: "Rewrite .motion specs in the one canonical layout.",
    usage: "motionc fmt <path> ... [--check] [--diff] [--exclude <glob>] ...",
    arguments: [
      (
        "<path>",
        "Spec files, or folders to search recursively for `.motion` files (hidden files and "
          + "folders, and symbolic links, are skipped); `-` formats standard input to standard "
          + "output."
      )
    ],
    options: [
      CommandSpec.Option(
        long: "check", short: nil, value: nil,
        help: "Write nothing: list the files whose layout would change, one per line on "
          + "standard output, and exit with 1 if there are any."),
      CommandSpec.Option(
        long: "diff", short: nil, value: nil,
        help: "Write nothing: print what `fmt` would change, as a unified diff on standard "
          + "output (`patch -p0` applies it), and exit with 1 if anything would change."),
      SpecSearch.excludeOption,
    ],
    discussion: "Files are rewritten in place, atomically, and only when their layout changes; "
      + "a file keeps its permissions and its line endings (`\\r\\n` or `\\n`, as its first line "
      + "has), and a symbolic link stays a link (its target is rewritten). A named pipe, a "
      + "device or another file that is not a regular file is refused (exit 2). Formatting "
      + "never changes what a spec means: a spec with syntax errors is left as it is (its "
      + "errors are printed, and the exit status is 1). `--diff` shows each change with three "
      + "unchanged lines around it, under `--- PATH` and `+++ PATH` headers; a line that ends "
      + "the file without a newline is marked `\\ No newline at end of file`, as `diff -u` "
      + "does. The layout's rules are in grammar.md, "
      + "section 4.4.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard !parsed.positionals.isEmpty else {
      return MotionCommand.usageError(
        "missing the specs or folders to format", spec: spec, console: console)
    }
    let showing: Outcome.Report =
      parsed.flags.contains("diff") ? .diff : parsed.flags.contains("check") ? .path : .none
    let checking = showing != .none
    let search: SpecSearch
    do {
      search = try SpecSearch(parsed)
    } catch {
      return MotionCommand.usageError(error.message, spec: spec, console: console)
    }
    // Refused at once, before anything is read: a file named here that `fmt` would have to
    // replace but never may (a named pipe would block the reading, a device be replaced).
    if !checking {
      for path in parsed.positionals
      where path != "-" && search.folders.kind(ofFollowing: path) != .folder {
        do {
          _ = try Files.writeTarget(path)
        } catch  where error.refused {
          return MotionCommand.usageError(
            "\(error.message): `fmt` rewrites only regular files (`fmt --check`, `fmt --diff` or "
              + "`fmt - < FILE` reads it without writing)", spec: spec, console: console)
        } catch {
          // A write that fails is reported in its place.
        }
      }
    }
    var failed = false
    var changed = false
    let found = search.paths(parsed.positionals)
    for pattern in found.unmatchedPatterns {
      console.writeError(SpecSearch.unmatchedWarning(pattern) + "\n")
    }
    for entry in found.entries {
      switch entry {
      case .spec(let path):
        switch format(path, report: showing, console: console) {
        case .unchanged: break
        case .changed: changed = true
        case .failed: failed = true
        }
      case .problem(let path, let problem):
        console.writeError("error: \(problem.message(for: path))\n")
        failed = true
      }
    }
    return failed || (checking && changed) ? .inputError : .success
  }

  private enum Outcome {
    case unchanged, changed, failed

    /// What `--check` and `--diff` print for a file whose layout would change, instead of
    /// writing it.
    enum Report {
      /// No report: the file is rewritten.
      case none
      /// Its path (`--check`).
      case path
      /// A unified diff of the change (`--diff`).
      case diff
    }
  }

  /// Formats one file (`-`: standard input to standard output), or reports it when its layout
  /// would change.
  private static func format(_ path: String, report: Outcome.Report, console: Console) -> Outcome {
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
        "error: cannot format `\(file.path)`: \(reason.text); this is a bug in motionc, and the file "
          + "is left as it is\n")
      return .failed
    case .formatted(let formatted):
      let bytes = LineEnding(of: file.bytes).apply(to: formatted)
      let outcome: Outcome = bytes == file.bytes ? .unchanged : .changed
      switch report {
      case .none: break
      case .path:
        if outcome == .changed { console.writeOutput(file.path + "\n") }
        return outcome
      case .diff:
        console.writeOutput(
          LineDiff(old: file.bytes, new: bytes).unified(oldLabel: file.path, newLabel: file.path))
        return outcome
      }
      if path == "-" {
        console.writeOutput(String(decoding: bytes, as: UTF8.self))
        return outcome
      }
      guard outcome == .changed else { return outcome }
      do {
        try Files.writeAtomically(bytes: bytes, to: path, replacing: file.bytes)
        return outcome
      } catch {
        console.writeError("error: \(error.message)\n")
        return .failed
      }
    }
  }
}
