import MotionCompiler
import MotionRuntime

/// The warning `compile` gives when an export has nothing in it: a spec that only defines
/// motions (a library such as `design-system.motion`) builds an empty timeline, and every
/// format would write a valid file that shows nothing. The wording lives here alone.
///
/// Not for `--format tokens`, which exports a file's `let`s: a library is what it is for.
enum EmptyExportWarning {
  /// Prints the warning when `timeline`, built from `path` without `--motion`, animates no
  /// element. The status stays 0: the file is still written.
  static func report(
    _ timeline: Timeline, spec path: String, _ parsed: ParsedArguments, console: Console
  ) {
    guard timeline.elements.isEmpty, parsed.values["motion"] == nil else { return }
    let warning = console.colorsErrors ? "\u{1B}[1;33mwarning:\u{1B}[0m" : "warning:"
    console.writeError(
      "\(warning) \(message(spec: path, motions: motionNames(path)))\n")
  }

  /// The message: the spec and, when they are known, the names of the motions it defines.
  static func message(spec path: String, motions: [String]?) -> String {
    let place = path == "-" ? "standard input" : "`\(path)`"
    let empty = "\(place) has no top-level steps, so the export is empty"
    guard let motions else { return empty + "; to export a motion, pick it with `--motion NAME`" }
    guard !motions.isEmpty else { return empty }
    return empty + "; pick one of its motions with `--motion NAME` ("
      + motions.joined(separator: ", ") + ")"
  }

  /// The motions the spec at `path` defines, in order; `nil` when it cannot be read again
  /// (standard input, already consumed).
  private static func motionNames(_ path: String) -> [String]? {
    guard path != "-",
      let file = try? Files.readSpec(path, console: nil, limits: Limits())
    else { return nil }
    return Parser.parse(file).tree.statements.compactMap { statement in
      guard case .motion(let motion) = statement else { return nil }
      return motion.name.text
    }
  }
}
