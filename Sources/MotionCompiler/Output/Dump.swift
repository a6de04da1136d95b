import MotionRuntime

/// Text views of each compiler stage, for `motionc dump tokens|ast|ir`, golden tests and bug
/// reports.
public enum Dump {
  /// One token per line: `line:col-line:col  kind  text`.
  public static func tokens(_ file: SourceFile) -> String {
    let (tokens, _) = Lexer.tokenize(file)
    // Every location at once: a long line is decoded once, not once per token.
    let locations = file.locations(of: tokens.flatMap { [Int($0.start), Int($0.end)] })
    var out = ""
    for (index, token) in tokens.enumerated() {
      let start = locations[2 * index]
      let end = locations[2 * index + 1]
      let kind: String
      switch token.kind {
      case .keyword(let keyword):
        kind = "keyword"
        out += "\(start)-\(end)\t\(kind)\t\(keyword.rawValue)\n"
        continue
      case .identifier: kind = "identifier"
      case .number: kind = "number"
      case .color: kind = "color"
      case .string: kind = "string"
      case .lessThan, .greaterThan, .comma, .semicolon, .dot, .plus, .minus, .star, .slash,
        .leftParen, .rightParen, .colon, .equals:
        kind = "punctuation"
      case .newline:
        out += "\(start)-\(end)\tnewline\n"
        continue
      case .endOfFile:
        out += "\(start)\tend of file\n"
        continue
      case .invalid: kind = "invalid"
      }
      out += "\(start)-\(end)\t\(kind)\t\(file.text(token.range))\n"
    }
    return out
  }

  /// The syntax tree, one node per line, indented by depth, with each node's position.
  public static func syntaxTree(_ tree: SyntaxTree, file: SourceFile) -> String {
    var printer = TreePrinter(file: file)
    for statement in tree.statements { printer.statement(statement, depth: 0) }
    // Every location at once: a long line is decoded once, not once per node.
    let locations = file.locations(of: printer.lines.map(\.offset))
    return zip(printer.lines, locations).map { "\($0.text) @\($1)\n" }.joined()
  }

  /// The timeline: each element's tracks and their segments, and a track's loop after them
  /// (`↻ START..END  repeats forever, every PERIOD`); then its markers
  /// (`marker NAME on ELEMENT START..END`).
  ///
  /// Throws, writing nothing, when a number of the timeline is not finite (an internal error).
  public static func timeline(_ timeline: Timeline) throws(NonFiniteNumberError) -> String {
    try timeline.checkFinite()
    var out = "duration \(Ticks.decimalSeconds(timeline.duration))s"
    out += timeline.isEndless ? ", then repeats forever\n" : "\n"
    for element in timeline.elements {
      out += "element \(element.name)\n"
      for track in element.tracks {
        out +=
          "  \(track.property.rawValue) (\(track.property.kind.unit)) initial \(text(track.initial))\n"
        for segment in track.segments {
          let times =
            "\(Ticks.decimalSeconds(segment.start))s..\(Ticks.decimalSeconds(segment.end))s"
          out +=
            "    \(times)  \(text(segment.from)) -> \(text(segment.to))  \(segment.easing.name)\n"
        }
        if let loop = track.loop {
          out +=
            "    ↻ \(Ticks.decimalSeconds(loop.start))s..\(Ticks.decimalSeconds(loop.end))s  "
            + "repeats forever, every \(Ticks.decimalSeconds(loop.period))s\n"
        }
      }
    }
    for marker in timeline.markers {
      out +=
        "marker \(marker.name) on \(marker.element) "
        + "\(Ticks.decimalSeconds(marker.start))s..\(Ticks.decimalSeconds(marker.end))s\n"
    }
    return out
  }

  /// A value as the dumps print it: a number, or `#RRGGBBAA`.
  public static func text(_ value: Value) -> String {
    switch value {
    case .number(let number): return NumberFormatting.shortest(number)
    case .color(let color): return color.hexString
    }
  }
}

private struct TreePrinter {
  let file: SourceFile
  /// Each node's line without its location, and the offset the location is of.
  var lines: [(text: String, offset: Int)] = []

  private mutating func line(_ depth: Int, _ text: String, _ range: SourceRange) {
    lines.append((String(repeating: "  ", count: depth) + text, range.start))
  }

  mutating func statement(_ statement: Statement, depth: Int) {
    switch statement {
    case .change(let change):
      let head = change.setKeyword == nil ? "change" : "set"
      line(
        depth, "\(head) \(file.text(change.subject.range))\(change.by == nil ? "" : " by")",
        change.range)
      expression(change.value, depth: depth + 1)
      modifiers(change.modifiers, depth: depth + 1)
    case .wait(let wait):
      line(depth, "wait", wait.range)
      expression(wait.duration, depth: depth + 1)
      modifiers(wait.modifiers, depth: depth + 1)
    case .target(let name, let range):
      line(depth, "target \(name.text)", range)
    case .initial(let initial):
      line(depth, "initial \(file.text(initial.subject.range))", initial.range)
      expression(initial.value, depth: depth + 1)
      modifiers(initial.modifiers, depth: depth + 1)
    case .group(let group):
      switch group.kind {
      case .merge: line(depth, "merge", group.range)
      case .sequence: line(depth, "sequence", group.range)
      case .stagger(let interval):
        line(depth, "stagger", group.range)
        expression(interval, depth: depth + 2)
      case .repeat(let count):
        line(depth, "repeat", group.range)
        repeatCount(count, depth: depth + 2)
      }
      for child in group.body { self.statement(child, depth: depth + 1) }
      modifiers(group.modifiers, depth: depth + 1)
    case .let(let binding):
      line(depth, "let \(binding.name.text)", binding.range)
      expression(binding.value, depth: depth + 1)
    case .defaults(let defaults):
      line(depth, "defaults", defaults.range)
      modifiers(defaults.modifiers, depth: depth + 1)
    case .motion(let motion):
      line(depth, "motion \(motion.name.text)", motion.range)
      for parameter in motion.parameters {
        line(depth + 1, "parameter \(parameter.name.text)", parameter.range)
        if let value = parameter.defaultValue { expression(value, depth: depth + 2) }
      }
      for child in motion.body { self.statement(child, depth: depth + 1) }
    case .play(let play):
      let element = play.element.map { " on \($0.text)" } ?? ""
      line(depth, "play \(play.name.text)\(element)", play.range)
      arguments(play.arguments ?? [], depth: depth + 1)
      modifiers(play.modifiers, depth: depth + 1)
    case .import(let statement):
      let alias = statement.alias.map { " as \($0.text)" } ?? ""
      line(depth, "import \(JSONText.quoted(statement.path))\(alias)", statement.range)
    case .seed(let value, let range):
      line(depth, "seed", range)
      expression(value, depth: depth + 1)
    case .drift(let drift):
      line(depth, "drift", drift.range)
      var parts = [("within", drift.width), ("x", drift.height)]
      if let size = drift.size { parts += [("size", size.width), ("x", size.height)] }
      parts.append(("speed", drift.speed))
      if case .duration(let duration) = drift.length { parts.append(("for", duration)) }
      for (label, value) in parts + (drift.heading.map { [("heading", $0)] } ?? []) {
        line(depth + 1, label, value.range)
        expression(value, depth: depth + 2)
      }
      if case .forever(let range) = drift.length { line(depth + 1, "forever", range) }
      modifiers(drift.modifiers, depth: depth + 1)
    case .reduced(let block):
      line(depth, "reduced", block.range)
      for child in block.body { self.statement(child, depth: depth + 1) }
    }
  }

  private mutating func arguments(_ arguments: [Argument], depth: Int) {
    for argument in arguments {
      if let label = argument.label { line(depth, "label \(label.text)", label.range) }
      expression(argument.value, depth: depth)
      for value in argument.more { expression(value, depth: depth) }
    }
  }

  private mutating func modifiers(_ modifiers: [Modifier], depth: Int) {
    for modifier in modifiers {
      line(depth, "modifier \(modifier.kind.rawValue)", modifier.range)
      switch modifier.argument {
      case .none: break
      case .value(let value): expression(value, depth: depth + 1)
      case .easing(let easing):
        easingLine(easing, depth: depth + 1)
      case .count(let count): repeatCount(count, depth: depth + 1)
      case .name(let name): line(depth + 1, "name \(name.text)", name.range)
      }
    }
  }

  private mutating func easingLine(_ easing: EasingSyntax, depth: Int) {
    line(depth, "easing \(easing.name.text)\(easing.arguments == nil ? "" : "(…)")", easing.range)
    arguments(easing.arguments ?? [], depth: depth + 1)
  }

  private mutating func repeatCount(_ count: RepeatCount, depth: Int) {
    switch count {
    case .times(let expression): self.expression(expression, depth: depth)
    case .forever(let range): line(depth, "forever", range)
    }
  }

  private mutating func expression(_ expression: Expression, depth: Int) {
    switch expression {
    case .number(let literal, let range):
      let unit = literal.unit == .none ? "" : " unit \(literal.unit.rawValue)"
      line(depth, "number \(literal.text)\(unit)", range)
    case .color(let components, let range):
      let rgba = RGBA(
        red: Double(components.red) / 255, green: Double(components.green) / 255,
        blue: Double(components.blue) / 255, alpha: Double(components.alpha) / 255)
      line(depth, "color \(rgba.hexString)", range)
    case .name(let name):
      line(depth, "name \(name.text)", name.range)
    case .negate(let inner, let range):
      line(depth, "negate", range)
      self.expression(inner, depth: depth + 1)
    case .binary(let op, let left, let right, let range):
      line(depth, "binary \(op.rawValue)", range)
      self.expression(left, depth: depth + 1)
      self.expression(right, depth: depth + 1)
    case .parenthesized(let inner, let range):
      line(depth, "parentheses", range)
      self.expression(inner, depth: depth + 1)
    case .call(let name, let arguments, let range):
      line(depth, "call \(name.text)", range)
      for argument in arguments { self.expression(argument, depth: depth + 1) }
    case .easing(let easing):
      easingLine(easing, depth: depth)
    case .invalid(let range):
      line(depth, "invalid", range)
    }
  }
}
