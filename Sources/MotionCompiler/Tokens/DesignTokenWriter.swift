import MotionRuntime

/// `motionc compile --format tokens`: a spec's file-level `let`s as a W3C Design Tokens file
/// (DTCG format 2025.10), which `import "….json" as NAME` reads back to the same values.
///
/// - Durations are `duration` tokens in `ms`; plain numbers `number`; lengths `dimension` in
///   `px`; colors `color` objects in `srgb` with their `hex`.
/// - A `cubic(…)` easing (and `ease`, `easeOut`, …) is a `cubicBezier` token, exactly.
/// - Any other curve (springs, Penner families, `steps(…)`, `linear(…)`, `linear`) is a
///   `cubicBezier` token whose `$value` only approximates it, for other tools, with the exact
///   curve in motionc's spelling under `$extensions["dev.motionc"].easing`, which motionc
///   reads instead. The approximation is the cubic Bézier with its control points at x = 1/3
///   and x = 2/3 (so that x is the progress itself) whose two y values minimize the squared
///   error over 101 evenly spaced samples of the curve (a linear least-squares fit; a spring
///   is sampled over its settling time, which it plays for where a name holds it), rounded to
///   3 decimals; `linear` gets the exact `[0, 0, 1, 1]`).
/// - Percentages and angles have no DTCG type and are left out, as are `let`s inside blocks.
public enum DesignTokenWriter {
  /// Compiles `file` and writes its top-level `let`s as a token file; `json` is `nil` when the
  /// spec has errors (they are in `result`).
  public static func export(
    _ file: SourceFile, options: CompileOptions = CompileOptions(), limits: Limits = Limits()
  ) -> (json: String?, result: CompileResult) {
    let recorder = AnalysisRecorder()
    let result = Compiler.compile(file, options: options, limits: limits, recorder: recorder)
    guard result.timeline != nil, let main = recorder.parsedFiles.first else {
      return (nil, result)
    }
    var members: [String] = []
    for case .let(let binding) in main.tree.statements {
      guard let value = recorder.names.quantities[binding.name.range.start],
        let token = token(value)
      else { continue }
      members.append("  " + JSONText.quoted(binding.name.text) + ": " + token)
    }
    let json = members.isEmpty ? "{}\n" : "{\n" + members.joined(separator: ",\n") + "\n}\n"
    return (json, result)
  }

  /// One token's object, on one line, or `nil` for a value DTCG has no type for.
  static func token(_ value: Quantity) -> String? {
    switch value {
    case .number(let nanoseconds, .duration, _):
      return #"{ "$type": "duration", "$value": { "value": "#
        + NumberFormatting.shortest(nanoseconds / 1e6) + #", "unit": "ms" } }"#
    case .number(let number, .plain, _):
      return #"{ "$type": "number", "$value": "# + NumberFormatting.shortest(number) + " }"
    case .number(let points, .length, _):
      return #"{ "$type": "dimension", "$value": { "value": "#
        + NumberFormatting.shortest(points) + #", "unit": "px" } }"#
    case .number(_, .percent, _), .number(_, .angle, _), .unknown:
      return nil
    case .color(let color):
      let components = [color.red, color.green, color.blue].map(NumberFormatting.shortest)
      let hex = color.alpha == 1 ? String(color.hexString.prefix(7)) : color.hexString
      return #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": ["#
        + components.joined(separator: ", ") + #"], "alpha": "#
        + NumberFormatting.shortest(color.alpha) + #", "hex": "# + JSONText.quoted(hex) + " } }"
    case .easing(.cubicBezier(let curve)):
      return #"{ "$type": "cubicBezier", "$value": "# + points(curve) + " }"
    case .easing(let easing):
      return #"{ "$type": "cubicBezier", "$value": "# + points(approximation(of: easing))
        + #", "$extensions": { "dev.motionc": { "easing": "# + JSONText.quoted(easing.name)
        + " } } }"
    }
  }

  private static func points(_ curve: CubicBezier) -> String {
    "["
      + [curve.x1, curve.y1, curve.x2, curve.y2].map(NumberFormatting.shortest)
      .joined(separator: ", ") + "]"
  }

  /// The cubic Bézier through (0, 0) and (1, 1) with control points at x = 1/3 and 2/3 that
  /// fits `easing` best in the least-squares sense over 101 samples. With those x values the
  /// curve's x is its parameter, so y(p) = 3p(1−p)² y1 + 3p²(1−p) y2 + p³, linear in y1, y2:
  /// the normal equations of a 2×2 system give them.
  static func approximation(of easing: Easing) -> CubicBezier {
    // `linear` is exactly this curve (motionc keeps the name, so it is in the extension too).
    if easing == .linear { return CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1) }
    var easing = easing
    // A spring in a `let` has no length yet; where it is used it plays for its settling time.
    if case .spring(let spring, _) = easing, let settling = spring.settlingTime {
      easing = .spring(spring, duration: settling)
    }
    var (a11, a12, a22, b1, b2) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for index in 0...100 {
      let p = Double(index) / 100
      let basis1 = 3 * p * (1 - p) * (1 - p)
      let basis2 = 3 * p * p * (1 - p)
      let target = easing.value(at: p) - p * p * p
      a11 += basis1 * basis1
      a12 += basis1 * basis2
      a22 += basis2 * basis2
      b1 += basis1 * target
      b2 += basis2 * target
    }
    let determinant = a11 * a22 - a12 * a12
    let y1 = (b1 * a22 - b2 * a12) / determinant
    let y2 = (a11 * b2 - a12 * b1) / determinant
    func rounded(_ value: Double) -> Double {
      value.isFinite ? (value * 1000).rounded() / 1000 : 0
    }
    return CubicBezier(x1: 1.0 / 3, y1: rounded(y1), x2: 2.0 / 3, y2: rounded(y2))
  }
}
