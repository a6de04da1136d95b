import MotionCompiler
import MotionLottie
import MotionRuntime
import MotionSwiftOutput
import MotionWeb

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `motionc compile SPEC [--format json|swift|css|waapi|lottie|tokens] [-o FILE]`.
enum CompileCommand: Command {
  /// What `compile` writes.
  enum Format: String, CaseIterable {
    /// The JSON keyframe track (schema/motion-track.schema.json).
    case json
    /// Swift source declaring the track (`MotionSwiftOutput`).
    case swift
    /// A stylesheet of CSS animations (both timelines).
    case css
    /// An ES module for the Web Animations API (both timelines).
    case waapi
    /// A Lottie animation (``LottieOutput``).
    case lottie
    /// The file-level `let`s as a W3C Design Tokens file (``DesignTokenWriter``).
    case tokens
  }

  static let spec = CommandSpec(
    name: "motionc compile",
    overview:
      "Compile a .motion spec into a JSON keyframe track, Swift source, CSS, a Web Animations "
      + "module, a Lottie animation or a W3C Design Tokens file of its `let`s.",
    usage:
      "motionc compile <spec> [--format <format>] [--output <file>] [--name <name>] "
      + "[--no-reduced] [--diagnostic-style <style>] [--selector <pattern>] [--size <W x H>] [--fps <rate>] [--reduced] "
      + "[--motion <name>] [--root <folder>]",
    arguments: [("<spec>", "The .motion file to compile, or `-` for standard input.")],
    options: [
      CommandSpec.Option(
        long: "format", short: nil, value: "format",
        help: "`json` (default): the keyframe track. `swift`: a Swift file declaring "
          + "`public enum NAME` with `static let track: MotionTrack` and the element names. "
          + "`css`: a stylesheet of CSS animations. `waapi`: an ES module for the Web "
          + "Animations API (`css` and `waapi` hold the reduced-motion timeline too). `lottie`: "
          + "a Lottie animation that lottie-web, lottie-ios and lottie-android play. `tokens`: "
          + "the file-level `let`s (durations, easings, numbers, colors, lengths) as a W3C "
          + "Design Tokens (DTCG 2025.10) file that `import \"….json\" as NAME` reads back; "
          + "curves DTCG lacks (springs, …) are exact under `$extensions` `dev.motionc`, with an "
          + "approximate `cubicBezier` `$value` for other tools (grammar.md, 5.14.1)."),
      CommandSpec.Option(
        long: "output", short: "o", value: "file",
        help: "Where to write the output (default: standard output, also `-`). The file is "
          + "replaced atomically (through a symbolic link, its target), and left untouched when "
          + "the spec has errors. A folder, named pipe or device is refused (exit 2): redirect "
          + "standard output instead."),
      CommandSpec.Option(
        long: "name", short: nil, value: "name",
        help: "With `--format swift`: the enum's name (default: the spec's file name in "
          + "UpperCamelCase, `DesignSystem` for design-system.motion)."),
      CommandSpec.Option(
        long: "no-reduced", short: nil, value: nil,
        help: "With `json` or `swift`: leave the reduced-motion timeline out of the track (by "
          + "default the track carries it as `reduced`, so that one file serves both settings)."),
      CommandSpec.Option(
        long: "diagnostic-style", short: nil, value: "style",
        help: "With `json` or `swift`: how an error's first line names its code. `motionc` "
          + "(default): `path:line:col: error[M0006]: message`. `gcc`: `path:line:col: error: "
          + "message [M0006]`, the form Xcode and IDE problem matchers read from a build "
          + "(MotionPlugin passes it)."),
      CommandSpec.Option(
        long: "selector", short: nil, value: "pattern",
        help: "With `css` or `waapi`: how a page finds an element, `{name}` standing for its "
          + "name (default: `[data-motion=\"{name}\"]`; e.g. `'#{name}'`)."),
    ]
      + LottieOutput.options + MotionCommand.timelineOptions,
    discussion: "The track format is described by schema/motion-track.schema.json. The web "
      + "formats, their conventions and exactness are described in docs/exports.md, with their tolerances. A "
      + "Lottie export warns about anything the file cannot say as the spec does "
      + "(docs/exports.md, \"Lottie\").")

  static func run(_ parsed: ParsedArguments, console: Console) -> ExitCode {
    guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
      let message =
        parsed.positionals.isEmpty
        ? "missing the spec to compile"
        : "`compile` takes one spec, found \(parsed.positionals.count)"
      return MotionCommand.usageError(message, spec: spec, console: console)
    }
    let format: Format
    let lottie: LottieOptions
    let name: String
    let style: DiagnosticRenderer.Style
    do throws(UsageError) {
      (format, lottie, name) = try options(parsed, spec: path)
      style = try diagnosticStyle(parsed, format: format)
    } catch {
      return MotionCommand.usageError(error.message, spec: spec, console: console)
    }
    if let problem = MotionCommand.outputProblem(spec: path, output: parsed.values["output"]) {
      return MotionCommand.usageError(problem, spec: spec, console: console)
    }
    let text: String
    switch format {
    case .css:
      return WebCompilation.write(
        format, path, parsed, spec: spec, console: console, render: CSSExport.stylesheet)
    case .waapi:
      return WebCompilation.write(
        format, path, parsed, spec: spec, console: console, render: WAAPIExport.module)
    case .lottie:
      guard let timeline = MotionCommand.compile(path, parsed, console: console),
        let exported = LottieOutput.export(
          timeline, options: lottie, spec: path, console: console)
      else { return .inputError }
      EmptyExportWarning.report(timeline, spec: path, parsed, console: console)
      text = exported
    case .tokens:
      guard let exported = tokens(path, parsed, console: console) else { return .inputError }
      text = exported
    case .json, .swift:
      guard
        let track = MotionCommand.compileTrack(
          path, parsed, includeReduced: !parsed.flags.contains("no-reduced"), console: console,
          style: style)
      else { return .inputError }
      EmptyExportWarning.report(track.timeline, spec: path, parsed, console: console)
      do {
        text =
          format == .json
          ? try TrackWriter.json(track)
          : SwiftTrackWriter.source(track, name: name, specPath: headerPath(path))
      } catch {
        return MotionCommand.internalError(error, console: console)
      }
    }
    return MotionCommand.write(text, to: parsed.values["output"], console: console)
  }

  /// The spec's path as the Swift file's header names it: relative to the working folder when
  /// the spec is inside it, else its file name, so the same spec gives the same bytes on every
  /// machine whatever path the build passed; `nil` for standard input.
  static func headerPath(_ path: String) -> String? {
    guard path != "-" else { return nil }
    let relative = GitHubPath.relative(
      path, workingFolder: FileManager.default.currentDirectoryPath)
    return relative.hasPrefix("/") ? PathText.lastComponent(relative) : relative
  }

  /// The spec's file-level `let`s as a design-token file, printing its diagnostics; `nil` when
  /// it has errors.
  private static func tokens(_ path: String, _ parsed: ParsedArguments, console: Console)
    -> String?
  {
    let limits = Limits()
    guard let file = MotionCommand.readSpec(path, console: console, limits: limits) else {
      return nil
    }
    let options = CompileOptions(
      reduced: parsed.flags.contains("reduced"), motion: parsed.values["motion"],
      loader: FileSystemLoader(
        mainFile: file.path, root: parsed.values["root"], maximumFileSize: limits.maximumFileSize))
    let (json, result) = DesignTokenWriter.export(file, options: options, limits: limits)
    if !result.diagnostics.isEmpty {
      console.writeError(
        DiagnosticRenderer(colored: console.colorsErrors).render(
          result.diagnostics, in: result.sources))
    }
    return json
  }

  /// `--diagnostic-style`, which goes with the formats compiled to a track.
  private static func diagnosticStyle(_ parsed: ParsedArguments, format: Format)
    throws(UsageError) -> DiagnosticRenderer.Style
  {
    guard let value = parsed.values["diagnostic-style"] else { return .motionc }
    guard format == .json || format == .swift else {
      throw UsageError(
        message: "`--diagnostic-style` goes with `--format json` or `--format swift`")
    }
    guard let style = DiagnosticRenderer.Style(rawValue: value) else {
      throw UsageError(message: "unknown diagnostic style `\(value)`: use `motionc` or `gcc`")
    }
    return style
  }

  /// The format, the Lottie options (checked even when unused, so a mistake is reported) and
  /// the Swift enum's name. Options that go with another format are usage errors.
  private static func options(_ parsed: ParsedArguments, spec path: String) throws(UsageError)
    -> (Format, LottieOptions, String)
  {
    var format = Format.json
    if let name = parsed.values["format"] {
      guard let known = Format(rawValue: name) else {
        let names = Format.allCases.map { "`\($0.rawValue)`" }
        throw UsageError(
          message: "unknown format `\(name)`: use "
            + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""))
      }
      format = known
    }
    let lottie = try LottieOutput.options(parsed, spec: path)
    if format != .lottie {
      for option in LottieOutput.options where parsed.values[option.long] != nil {
        throw UsageError(message: "`--\(option.long)` goes with `--format lottie`")
      }
    }
    if format != .css, format != .waapi, parsed.values["selector"] != nil {
      throw UsageError(message: "`--selector` goes with `--format css` or `--format waapi`")
    }
    if parsed.values["name"] != nil, format != .swift {
      throw UsageError(message: "`--name` names the enum of `--format swift`")
    }
    if parsed.flags.contains("no-reduced"), format != .json, format != .swift {
      throw UsageError(message: "`--no-reduced` goes with `--format json` or `--format swift`")
    }
    let name = parsed.values["name"] ?? SwiftTrackWriter.defaultName(forSpec: path)
    if let problem = SwiftTrackWriter.nameProblem(name) {
      throw UsageError(message: "bad `--name`: \(problem)")
    }
    return (format, lottie, name)
  }
}
