import MotionLottie
import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `compile --format lottie`: its options, and its warnings on standard error.
enum LottieOutput {
  /// The options only the Lottie format takes.
  static let options: [CommandSpec.Option] = [
    CommandSpec.Option(
      long: "size", short: nil, value: "W x H",
      help: "With `--format lottie`: the composition's size in points, `400x300` or "
        + "`\"400 x 300\"` (default: \(LottieOptions.defaultSize) x \(LottieOptions.defaultSize); "
        + "1 to \(LottieOptions.maximumSize) each way). Elements rest at its centre."),
    CommandSpec.Option(
      long: "fps", short: nil, value: "rate",
      help: "With `--format lottie`: frames per second, as `sample --fps` takes them (e.g. 60, "
        + "29.97 or 30000/1001), at most \(LottieOptions.maximumFrameRate) (default: "
        + "\(LottieOptions.defaultFrameRate)). A rate that is not whole is written as its decimal; "
        + "keyframe times are in its frames."),
  ]

  /// The export options the command line asks for; the composition is named after the spec.
  static func options(_ parsed: ParsedArguments, spec path: String) throws(UsageError)
    -> LottieOptions
  {
    var options = LottieOptions(name: compositionName(path))
    if let text = parsed.values["size"] {
      (options.width, options.height) = try size(text)
    }
    if let text = parsed.values["fps"] {
      options.frameRate = try FrameRateArgument.parse(
        text, maximum: LottieOptions.maximumFrameRate)
    }
    return options
  }

  /// `400x300`, `400 x 300` or `400×300`: two whole numbers of points.
  static func size(_ text: String) throws(UsageError) -> (Int, Int) {
    let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "xX×".contains($0) })
      .map { trimmingSpaces($0) }
    let range = 1...LottieOptions.maximumSize
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      range.contains(width), range.contains(height)
    else {
      throw UsageError(
        message: "`--size` takes a width and a height in points, each a whole number from 1 to "
          + "\(LottieOptions.maximumSize), such as `400x300`; found `\(text)`")
    }
    return (width, height)
  }

  /// `text` without the spaces and tabs around it (Unicode's space separators and U+0009, the
  /// set `CharacterSet.whitespaces` names).
  private static func trimmingSpaces(_ text: Substring) -> String {
    let scalars = text.unicodeScalars
    let isSpace = { (scalar: Unicode.Scalar) in
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// The spec's file name without `.motion` (`motion` for standard input).
  static func compositionName(_ path: String) -> String {
    guard path != "-" else { return "motion" }
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return name.isEmpty ? "motion" : name
  }

  /// Exports `timeline`, printing its warnings; the Lottie text, or `nil` after printing why
  /// it could not be made.
  static func export(
    _ timeline: Timeline, options: LottieOptions, spec path: String, console: Console
  ) -> String? {
    do {
      let file = try LottieFile(timeline, options: options)
      console.writeError(render(file.warnings, spec: path, colored: console.colorsErrors))
      return file.text
    } catch {
      console.writeError("error: \(error.message)\n")
      return nil
    }
  }

  /// Warnings as the compiler's are printed, without a line (they are about the whole
  /// export): `specs/loop.motion: warning: …`.
  static func render(_ warnings: [LottieWarning], spec path: String, colored: Bool) -> String {
    func paint(_ text: String, _ code: String) -> String {
      colored ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }
    let place = path == "-" ? "<stdin>" : path
    return warnings.map {
      paint(place + ":", "1") + " " + paint("warning:", "1;33") + " " + paint($0.message, "1")
        + "\n"
    }.joined()
  }
}
