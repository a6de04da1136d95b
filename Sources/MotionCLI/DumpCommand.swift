import MotionCompiler

/// `motionc dump tokens|ast|ir SPEC`.
enum DumpCommand: Command {
  static let spec = CommandSpec(
    name: "motionc dump",
    overview: "Show one stage of the compiler: the tokens, the syntax tree or the timeline IR.",
    usage: "motionc dump <stage> <spec> [--reduced] [--motion <name>] [--root <folder>]",
    arguments: [
      ("<stage>", "`tokens`, `ast` or `ir`."),
      ("<spec>", "The .motion file, or `-` for standard input."),
    ],
    options: MotionCommand.timelineOptions,
    discussion: "`tokens` and `ast` are shown even when the spec has errors (the errors are "
      + "printed too, and the exit status is 1); `ir` needs a spec without errors. The "
      + "timeline options apply to `ir`.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.count == 2 else {
      return MotionCommand.usageError(
        "`dump` takes a stage and a spec, found \(parsed.positionals.count) arguments", spec: spec,
        console: console)
    }
    let stage = parsed.positionals[0]
    let path = parsed.positionals[1]
    guard ["tokens", "ast", "ir"].contains(stage) else {
      return MotionCommand.usageError(
        "unknown stage `\(stage)`: use `tokens`, `ast` or `ir`", spec: spec, console: console)
    }
    if stage == "ir" {
      guard let timeline = MotionCommand.compile(path, parsed, console: console) else {
        return .inputError
      }
      do {
        console.writeOutput(try Dump.timeline(timeline))
      } catch {
        return MotionCommand.internalError(error, console: console)
      }
      return .success
    }
    let limits = Limits()
    guard let file = MotionCommand.readSpec(path, console: console, limits: limits) else {
      return .inputError
    }
    let (tree, diagnostics) = Parser.parse(file, limits: limits)
    console.writeOutput(stage == "tokens" ? Dump.tokens(file) : Dump.syntaxTree(tree, file: file))
    if !diagnostics.isEmpty {
      console.writeError(
        DiagnosticRenderer(colored: console.colorsErrors).render(diagnostics, in: file))
      return .inputError
    }
    return .success
  }
}
