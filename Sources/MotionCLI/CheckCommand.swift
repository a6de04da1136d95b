import MotionCompiler

/// `motionc check PATH…`.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "motionc check",
    overview: "Check .motion specs for errors without writing anything.",
    usage: "motionc check <path> ...",
    arguments: [
      (
        "<path>",
        "Spec files, or folders to search recursively for `.motion` files; `-` reads "
          + "standard input."
      )
    ],
    options: [],
    discussion: "Prints every problem in every file and a summary line. Exits with 1 if any "
      + "file has an error, so it can gate a CI pipeline.")

  static func run(_ arguments: [String], console: Console) -> ExitCode {
    let parsed: ParsedArguments
    switch MotionCommand.parse(arguments, spec: spec, console: console) {
    case .success(let value): parsed = value
    case .failure(let code): return code
    }
    guard !parsed.positionals.isEmpty else {
      return MotionCommand.usageError(
        "missing the specs or folders to check", spec: spec, console: console)
    }
    var paths: [String] = []
    for path in parsed.positionals {
      if path == "-" {
        paths.append(path)
        continue
      }
      do {
        paths += try Files.specs(in: [path])
      } catch {
        console.writeError("error: \(error.message)\n")
        return .inputError
      }
    }
    var failed = 0
    for path in paths where MotionCommand.compile(path, console: console) == nil {
      failed += 1
    }
    let files = paths.count == 1 ? "1 file" : "\(paths.count) files"
    if failed == 0 {
      console.writeError("checked \(files): no errors\n")
      return .success
    }
    console.writeError("checked \(files): \(failed) with errors\n")
    return .inputError
  }
}
