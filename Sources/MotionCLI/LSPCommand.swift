import MotionCompiler
import MotionLanguageServer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `motionc lsp`: the language server for editors, speaking LSP on standard input and output.
enum LSPCommand: Command {
  static let spec = CommandSpec(
    name: "motionc lsp",
    overview: "Run the language server: LSP over standard input and output, for editors.",
    usage: "motionc lsp [--root <folder>] [--docs <url>] [--trace <file>] [--debounce <ms>]",
    arguments: [],
    options: [
      MotionCommand.rootOption,
      CommandSpec.Option(
        long: "docs", short: nil, value: "url",
        help: "Where diagnostic codes link to: the page of code M0100 is `URL/M0100.md` "
          + "(default: the docs/diagnostics folder of the checkout motionc was built in, when "
          + "it is there; else no link, and `motionc explain M0100` shows the page)."),
      CommandSpec.Option(
        long: "trace", short: nil, value: "file",
        help: "Write every message in (`-->`) and out (`<--`) to this file, one per line "
          + "(also: the environment variable MOTIONC_LSP_TRACE)."),
      CommandSpec.Option(
        long: "debounce", short: nil, value: "ms",
        help: "How long a document must be quiet after an edit before it is checked again "
          + "(default: 200, from 0 to 10000)."),
    ],
    discussion: """
      Editors start this command and talk to it; it prints nothing but protocol on standard
      output. It serves diagnostics (with fix-its as quick fixes), hover (resolved timing,
      easing curves, values), completion, go to definition, document symbols and formatting.
      It exits with 0 after `shutdown` and `exit`, and with 1 when `exit` (or the end of the
      input) comes without `shutdown`. See docs/editors.md for the editor setup.
      """)

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.isEmpty else {
      return MotionCommand.usageError(
        "`lsp` takes no arguments; editors talk to it on standard input", spec: spec,
        console: console)
    }
    let debounce: Int
    do {
      debounce = try parsed.integer("debounce", in: 0...10_000) ?? 200
    } catch {
      return MotionCommand.usageError(error.message, spec: spec, console: console)
    }
    let isTerminal = console is StandardConsole
    let configuration = LanguageServer.Configuration(
      root: parsed.values["root"],
      docsBase: parsed.values["docs"] ?? (isTerminal ? installedDocs() : nil),
      debounce: Double(debounce) / 1000, version: MotionCommand.version)
    let clock = { ProcessInfo.processInfo.systemUptime }
    var transcript: Transcript?
    if let path = parsed.values["trace"] ?? ProcessInfo.processInfo.environment["MOTIONC_LSP_TRACE"]
    {
      transcript = Transcript(path: path, clock: clock)
      if transcript == nil {
        console.writeError("error: cannot write the trace file `\(path)`\n")
        return .inputError
      }
    }
    if isTerminal {
      // A client that goes away must not kill the server mid-write.
      signal(SIGPIPE, SIG_IGN)
      let server = LanguageServer(
        configuration: configuration, transcript: transcript, clock: clock,
        send: { writeAll($0, to: STDOUT_FILENO) })
      let code = LanguageServerConnection.run(
        server, input: FileDescriptorSource(descriptor: STDIN_FILENO), clock: clock)
      return code == 0 ? .success : .inputError
    }
    // A recorded console (tests): the whole input at once, the replies to its output.
    let server = LanguageServer(
      configuration: configuration, transcript: transcript, clock: clock,
      send: { console.writeOutput(String(decoding: $0, as: UTF8.self)) })
    server.process(console.readStandardInput())
    server.endOfInput()
    return server.exitCode == 0 ? .success : .inputError
  }

  /// The `file:` URL of docs/diagnostics in the checkout this motionc was built in (it is
  /// in `.build/…/motionc`), if it is there.
  private static func installedDocs() -> String? {
    #if canImport(FoundationEssentials)
      // Linux: the running executable, as `Bundle.main` finds it.
      guard let executable = FileReader.realPath("/proc/self/exe") else { return nil }
    #else
      guard let executable = Bundle.main.executablePath else { return nil }
    #endif
    var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<6 {
      let docs = folder.appendingPathComponent("docs/diagnostics")
      if FileManager.default.fileExists(atPath: docs.appendingPathComponent("README.md").path) {
        return docs.absoluteString.hasSuffix("/")
          ? String(docs.absoluteString.dropLast()) : docs.absoluteString
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }
}
