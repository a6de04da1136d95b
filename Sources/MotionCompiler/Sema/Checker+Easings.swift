import MotionRuntime

/// Easings: names, and the arguments of `cubic`, `steps`, `linear` and `spring`.
extension Checker {
  mutating func resolveEasing(_ syntax: EasingSyntax) -> Easing? {
    let name = syntax.name.text
    guard let arguments = syntax.arguments else {
      // A `let` or parameter that holds an easing comes before the easings' own names.
      let found = visibleBinding(syntax.name)
      if found != nil || isPendingLet(syntax.name) {
        switch lookup(syntax.name, found: found) {
        case .easing(let easing): return easing
        case .unknown, nil: return nil
        case .some(let other):
          report(
            .unknownEasing(name, suggestion: nil), at: syntax.name.range,
            notes: [.nameHoldsNoEasing(name: name, kind: other.quantityKind)])
          return nil
        }
      }
      // Every easing name met is cached (there are a few dozen), so the dictionary is only
      // read when a name was pushed out of its slot.
      if let easing = recentEasingNames.value(of: name) { return easing }
      if let easing = easingsByName[name] {
        recentEasingNames.remember(easing, for: name)
        return easing
      }
      if let easing = Easing(named: name) {
        easingsByName[name] = easing
        recentEasingNames.remember(easing, for: name)
        return easing
      }
      let hint =
        ["steps", "cubic", "spring"].contains(name)
        ? [DiagnosticNote.easingTakesArguments(name)] : []
      report(
        .unknownEasing(name, suggestion: Suggestions.easing(for: name)),
        at: syntax.name.range, notes: hint)
      return nil
    }
    // The call names first: no named easing is spelled like one but `linear`.
    switch name {
    case "cubic": return cubic(arguments, syntax)
    case "steps": return steps(arguments, syntax)
    case "linear": return linearPoints(arguments, syntax)
    case "spring": return spring(arguments, syntax)
    default:
      if Easing(named: name) != nil {
        report(
          .invalidEasingArgument(.takesNoArguments(easing: name)),
          at: syntax.range)
        return nil
      }
      let known = EasingSyntax.callNames
      var suggestion = Suggestions.easing(for: name).flatMap { known.contains($0) ? $0 : nil }
      if suggestion == nil { suggestion = Suggestions.nearest(to: name, in: known) }
      if suggestion == nil, arguments.count == 4 { suggestion = "cubic" }
      report(.unknownEasing(name, suggestion: suggestion), at: syntax.name.range)
      return nil
    }
  }

  /// How long a spring step plays: its `over` (with a warning when the spring has not
  /// settled by then), or else the spring's settling time.
  mutating func springTiming(_ spring: Spring, over: Modifier?, syntax: EasingSyntax)
    -> Tick?
  {
    let settling: Double?
    if let known = settlingTimes[spring] {
      settling = known
    } else {
      settling = spring.settlingTime
      settlingTimes[spring] = settling
    }
    if let over, case .value(let expression) = over.argument {
      guard let ticks = duration(expression), playable(spring, for: ticks, syntax) else {
        return nil
      }
      if let settling, Ticks.seconds(ticks) >= settling {
        return ticks
      }
      report(
        .springCutShort(settlesAfter: settling.map(formatSeconds)), at: over.range,
        notes: [.springSnaps])
      return ticks
    }
    guard let settling, let ticks = Ticks.from(seconds: settling), ticks <= limits.maximumDuration
    else {
      report(
        .invalidEasingArgument(.springNeverSettles),
        at: syntax.range)
      return nil
    }
    return playable(spring, for: ticks, syntax) ? ticks : nil
  }

  /// Whether `spring`, played for `ticks`, stays finite and within bounds; reports it if not.
  private mutating func playable(_ spring: Spring, for ticks: Tick, _ syntax: EasingSyntax)
    -> Bool
  {
    do {
      try spring.validate(over: Ticks.seconds(ticks))
      return true
    } catch let problem {
      report(.invalidEasingArgument(.rejected(problem)), at: syntax.range)
      return false
    }
  }

  func formatSeconds(_ seconds: Double) -> String {
    NumberFormatting.fixed((seconds * 1e4).rounded() / 1e4) + "s"
  }

  /// `steps(n)` or `steps(n, jump-start|jump-end|jump-none|jump-both)`.
  mutating func steps(_ arguments: [Argument], _ syntax: EasingSyntax) -> Easing? {
    guard (1...2).contains(arguments.count) else {
      report(
        .invalidEasingArgument(.stepsArgumentCount(arguments.count)), at: syntax.range)
      return nil
    }
    var position = StepPosition.jumpEnd
    if arguments.count == 2 {
      let argument = arguments[1]
      guard argument.label == nil, argument.more.isEmpty, case .name(let word) = argument.value,
        let value = StepPosition(rawValue: word.text)
      else {
        report(
          .invalidEasingArgument(.stepsPosition),
          at: argument.range)
        return nil
      }
      position = value
    }
    let countArgument = arguments[0]
    guard countArgument.label == nil, countArgument.more.isEmpty,
      let count = plainNumber(countArgument.value)
    else {
      if countArgument.label != nil || !countArgument.more.isEmpty {
        report(
          .invalidEasingArgument(.stepsPlainCount), at: countArgument.range)
      }
      return nil
    }
    let minimum = position.minimumCount
    guard count.rounded() == count, count >= Double(minimum), count <= 100_000 else {
      report(
        .invalidEasingArgument(
          .stepsCount(
            minimum: minimum, maximum: 100_000, jumpNone: position == .jumpNone,
            found: text(countArgument.range))), at: countArgument.range)
      return nil
    }
    return .steps(Int(count), position)
  }

  /// CSS `linear(…)`: outputs, each optionally followed by one or two input percentages.
  mutating func linearPoints(_ arguments: [Argument], _ syntax: EasingSyntax) -> Easing? {
    var stops: [(output: Double, inputs: [Double])] = []
    for argument in arguments {
      if let label = argument.label {
        report(.invalidEasingArgument(.linearLabel), at: label.range)
        return nil
      }
      guard let output = plainNumber(argument.value) else { return nil }
      guard argument.more.count <= 2 else {
        report(
          .invalidEasingArgument(.linearInputCount),
          at: argument.range)
        return nil
      }
      var inputs: [Double] = []
      for input in argument.more {
        guard let fraction = linearInput(input) else { return nil }
        inputs.append(fraction)
      }
      stops.append((output, inputs))
    }
    do {
      let curve = try LinearEasing(stops: stops)
      try curve.validate()
      return .piecewiseLinear(curve)
    } catch let problem {
      report(
        .invalidEasingArgument(.rejected(problem)), at: range(of: problem, in: arguments, syntax))
      return nil
    }
  }

  /// An input position of a `linear(…)` stop, a signed percentage (`40%`, `-20%`), as a
  /// fraction. It is read from the literal's exact decimal, so `29%` is the `Double` nearest to
  /// 0.29, as `0.29` is (29 / 100 could round differently), and the track's spelling of a curve
  /// reads back to the same curve.
  private mutating func linearInput(_ input: Expression) -> Double? {
    guard case .number(let value, .percent, _) = quantity(input) else {
      report(
        .invalidEasingArgument(.linearInputNotPercentage(found: text(input.range))),
        at: input.range)
      return nil
    }
    var negative = false
    var inner = input
    while case .negate(let operand, _) = inner {
      negative.toggle()
      inner = operand
    }
    guard case .number(var literal, _) = inner else { return value / 100 }
    literal.exponent -= 2
    let fraction = literal.doubleValue
    return negative ? -fraction : fraction
  }

  /// `spring(duration:bounce:)`, `spring(response:dampingRatio:)` or
  /// `spring(mass:stiffness:damping:velocity:)`, every argument optional. The duration the
  /// spring plays for is filled in by the step (its `over`, or the settling time).
  mutating func spring(_ arguments: [Argument], _ syntax: EasingSyntax) -> Easing? {
    let known = Self.springArgumentNames
    // By the argument's index in `known` (a dictionary by label cost more than the spring).
    var values: [Double?] = Array(repeating: nil, count: known.count)
    for argument in arguments {
      guard let label = argument.label else {
        report(
          .invalidEasingArgument(.springUnlabeled),
          at: argument.range)
        return nil
      }
      guard let index = known.firstIndex(of: label.text) else {
        let suggestion =
          ForeignSpelling.springArgument(label.text)
          ?? Suggestions.nearest(to: label.text, in: known)
        report(
          .invalidEasingArgument(.springUnknownArgument(label.text, suggestion: suggestion)),
          at: label.range)
        return nil
      }
      if values[index] != nil {
        report(.duplicateArgument(label.text), at: argument.range)
        return nil
      }
      guard argument.more.isEmpty else {
        report(.invalidEasingArgument(.springMultipleValues), at: argument.range)
        return nil
      }
      let value: Double
      if label.text == "duration" || label.text == "response" {
        guard let ticks = duration(argument.value) else { return nil }
        value = Ticks.seconds(ticks)
      } else {
        guard let number = plainNumber(argument.value) else { return nil }
        value = number
      }
      values[index] = value
    }
    func value(_ name: String) -> Double? {
      known.firstIndex(of: name).flatMap { values[$0] }
    }
    // One timing argument and one damping argument, each of them in any platform's spelling.
    func single(_ names: [String], _ aspect: SpringAspect) -> String?? {
      var first: Name?
      for argument in arguments {
        guard let label = argument.label, names.contains(label.text) else { continue }
        guard let earlier = first else {
          first = label
          continue
        }
        report(
          .invalidEasingArgument(
            .springConflictingArguments(
              first: earlier.text, second: label.text, aspect: aspect, names: names)),
          at: label.range,
          related: [RelatedRange(earlier.range, .springArgumentGivenHere(aspect))])
        return nil
      }
      return .some(first?.text)
    }
    guard case .some(let timingName) = single(["duration", "response", "stiffness"], .timing),
      case .some(let dampingName) = single(["bounce", "dampingRatio", "damping"], .damping)
    else { return nil }
    let timing: Spring.Timing
    switch timingName {
    case "duration": timing = .duration(value("duration") ?? 0)
    case "response": timing = .response(value("response") ?? 0)
    case "stiffness": timing = .stiffness(value("stiffness") ?? 0)
    default:
      // None given: Core Animation's stiffness with a physical `damping` or without any
      // damping argument, SwiftUI's half-second period with a bounce or a ratio.
      timing =
        dampingName == nil || dampingName == "damping" ? .stiffness(100) : .duration(0.5)
    }
    let damping: Spring.Damping
    switch dampingName {
    case "bounce": damping = .bounce(value("bounce") ?? 0)
    case "dampingRatio": damping = .dampingRatio(value("dampingRatio") ?? 0)
    case "damping": damping = .damping(value("damping") ?? 0)
    default:
      // None given: Core Animation's damping with a stiffness, else no bounce.
      if case .stiffness = timing { damping = .damping(10) } else { damping = .bounce(0) }
    }
    do {
      let spring = try Spring(
        timing: timing, damping: damping, mass: value("mass") ?? 1,
        velocity: value("velocity") ?? 0)
      return .spring(spring, duration: 0)
    } catch let problem {
      report(
        .invalidEasingArgument(.springImpossible(problem)), at: syntax.range)
      return nil
    }
  }

  /// The labels `spring(…)` takes, once for every call.
  private static let springArgumentNames = [
    "duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping", "velocity",
  ]

  mutating func cubic(_ arguments: [Argument], _ syntax: EasingSyntax) -> Easing? {
    guard arguments.count == 4 else {
      report(
        .invalidEasingArgument(.cubicArgumentCount(arguments.count)),
        at: syntax.range)
      return nil
    }
    // The four read one by one, in place, each error ending the call: no array of them, and
    // no copy of each argument.
    guard let x1 = cubicValue(arguments, 0), let y1 = cubicValue(arguments, 1),
      let x2 = cubicValue(arguments, 2), let y2 = cubicValue(arguments, 3)
    else { return nil }
    let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    do {
      try curve.validate()
    } catch let problem {
      report(
        .invalidEasingArgument(.rejected(problem)), at: range(of: problem, in: arguments, syntax))
      return nil
    }
    return .cubicBezier(curve)
  }

  /// Argument `index` of `cubic(…)` (x values in 0…1), or `nil` after reporting it.
  private mutating func cubicValue(_ arguments: [Argument], _ index: Int) -> Double? {
    if let label = arguments[index].label {
      report(
        .invalidEasingArgument(.cubicLabel), at: label.range)
      return nil
    }
    if let extra = arguments[index].more.first {
      report(.expected(.commaOrClose, found: .token(text(extra.range))), at: extra.range)
      return nil
    }
    guard let number = plainNumber(arguments[index].value) else { return nil }
    if index % 2 == 0, !(0...1).contains(number) {
      report(
        .invalidEasingArgument(
          .cubicXOutOfRange(index: index / 2 + 1, found: text(arguments[index].range))),
        at: arguments[index].range)
      return nil
    }
    return number
  }

  /// Where an easing's parameter error points: the argument it blames, else the whole call.
  private func range(
    of problem: EasingParameterError, in arguments: [Argument], _ syntax: EasingSyntax
  ) -> SourceRange {
    guard let index = problem.argument, arguments.indices.contains(index) else {
      return syntax.range
    }
    return arguments[index].range
  }
}
