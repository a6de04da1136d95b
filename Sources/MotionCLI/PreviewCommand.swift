import MotionCompiler
import MotionWeb

/// `motionc preview SPEC [-o FILE.html]` and `motionc preview SPEC --serve [--port N]`.
enum PreviewCommand: Command {
  /// The port `--serve` listens on unless `--port` says otherwise.
  static let defaultPort = 8765

  static let spec = CommandSpec(
    name: "motionc preview",
    overview: "Make a page that plays a spec: its elements on a stage, playback controls, and "
      + "the timeline and every property's values as charts.",
    usage: "motionc preview <spec> [--output <file>] [--serve] [--port <number>] "
      + "[--motion <name>] [--root <folder>]",
    arguments: [("<spec>", "The .motion file, or `-` for standard input (not with --serve).")],
    options: [
      CommandSpec.Option(
        long: "output", short: "o", value: "file",
        help: "Where to write the page (default: standard output, also `-`). The file is "
          + "replaced atomically, and left untouched when the spec has errors."),
      CommandSpec.Option(
        long: "serve", short: nil, value: nil,
        help: "Serve the page at http://127.0.0.1:PORT/ instead, and reload it whenever the "
          + "spec or a file it imports changes; a spec with errors shows them in the page. "
          + "Ctrl-C stops the server."),
      CommandSpec.Option(
        long: "port", short: nil, value: "number",
        help: "With --serve: the port to listen on (default: \(defaultPort); 0 picks a free "
          + "one). The server listens on 127.0.0.1 only."),
      CommandSpec.Option(
        long: "motion", short: nil, value: "name",
        help: "Preview one motion of the spec on its own, as `play` would play it (on element "
          + "`view` unless it says): `NAME`, `\"NAME(amount: 8)\"` or `\"NAME on card\"`."),
      MotionCommand.rootOption,
    ],
    discussion: "The page is one self-contained HTML file (no network). Space plays and pauses, "
      + "← and → step one frame; open it with `?t=0.25` to see it paused at 0.25 s, with "
      + "`&reduced=1` for the reduced-motion timeline. Each element is a box (60 × 60 unless "
      + "the spec sizes it) carrying data-motion=\"NAME\", played by the same code as "
      + "`compile --format waapi`.")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
      return MotionCommand.usageError(
        parsed.positionals.isEmpty
          ? "missing the spec to preview"
          : "`preview` takes one spec, found \(parsed.positionals.count)",
        spec: spec, console: console)
    }
    guard parsed.flags.contains("serve") else {
      if parsed.values["port"] != nil {
        return MotionCommand.usageError(
          "`--port` goes with `--serve`", spec: spec, console: console)
      }
      if let problem = MotionCommand.outputProblem(spec: path, output: parsed.values["output"]) {
        return MotionCommand.usageError(problem, spec: spec, console: console)
      }
      guard
        let export = WebCompilation.exportReportingProblems(
          path, parsed, drawn: true, console: console)
      else {
        return .inputError
      }
      return MotionCommand.write(
        PreviewPage.html(export), to: parsed.values["output"], console: console)
    }
    if parsed.values["output"] != nil {
      return MotionCommand.usageError(
        "`--serve` serves the page; it does not go with `--output`", spec: spec, console: console)
    }
    if path == "-" {
      return MotionCommand.usageError(
        "`--serve` watches the spec's file for changes: give its path, not `-`", spec: spec,
        console: console)
    }
    let port: Int
    do {
      port = try parsed.integer("port", in: 0...65535) ?? defaultPort
    } catch {
      return MotionCommand.usageError(error.message, spec: spec, console: console)
    }
    return serve(path, parsed, port: UInt16(port), console: console)
  }

  /// Serves the preview until Ctrl-C.
  private static func serve(
    _ path: String, _ parsed: ParsedArguments, port: UInt16, console: Console
  )
    -> ExitCode
  {
    let title = WebCompilation.title(path)
    let render = { () -> PreviewServer.Page in
      switch WebCompilation.compile(
        path, parsed, selector: .standard, colored: false, drawn: true, regularFilesOnly: true,
        console: console)
      {
      case .failure(let failure):
        console.writeError("error: \(failure.message)\n")
        return PreviewServer.Page(
          html: PreviewPage.errors(title: title, diagnostics: "error: \(failure.message)\n"),
          watchedFiles: [path])
      case .success(let compilation):
        if !compilation.diagnostics.isEmpty { console.writeError(compilation.diagnostics) }
        let html =
          compilation.export.map(PreviewPage.html)
          ?? PreviewPage.errors(title: title, diagnostics: compilation.diagnostics)
        return PreviewServer.Page(html: html, watchedFiles: [path] + compilation.files)
      }
    }
    let server: PreviewServer
    do {
      server = try PreviewServer(port: port, render: render)
    } catch {
      console.writeError("error: \(error.message)\n")
      return .inputError
    }
    PreviewServer.stopOnInterrupt()
    console.writeOutput(
      "Serving \(title) at http://127.0.0.1:\(server.port)/ (reloads when it changes; "
        + "Ctrl-C stops)\n")
    server.run()
    console.writeOutput("Stopped.\n")
    return .success
  }
}
