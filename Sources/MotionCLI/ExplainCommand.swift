/// `motionc explain CODE`: the long explanation of a diagnostic, with a wrong and a right
/// example (the text of docs/diagnostics/CODE.md, built into the tool).
enum ExplainCommand: Command {
  static let spec = CommandSpec(
    name: "motionc explain",
    overview: "Explain a diagnostic code: what it means, an example, and how to fix it.",
    usage: "motionc explain <code>",
    arguments: [("<code>", "A code from the end of a message, e.g. `M0100` (or `0100`, `m100`).")],
    options: [],
    discussion: "The same text is in docs/diagnostics/ in the repository.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.count == 1, let written = parsed.positionals.first else {
      return MotionCommand.usageError("give one code, e.g. `M0100`", spec: spec, console: console)
    }
    guard let code = normalized(written), let text = Explanations.byCode[code] else {
      let known = Explanations.byCode.keys.sorted()
      return MotionCommand.usageError(
        "no diagnostic has the code `\(written)`; codes run from \(known.first ?? "") to "
          + "\(known.last ?? "")", spec: spec, console: console)
    }
    console.writeOutput(text + "\n")
    return .success
  }

  /// `m100`, `0100`, `M0100` → `M0100`.
  static func normalized(_ text: String) -> String? {
    var digits = Substring(text)
    if digits.first == "M" || digits.first == "m" { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy(\.isASCII),
      let number = Int(digits), number >= 0
    else { return nil }
    let padded = String(number)
    return "M" + String(repeating: "0", count: 4 - padded.count) + padded
  }
}
