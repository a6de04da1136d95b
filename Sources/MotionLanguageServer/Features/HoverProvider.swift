import MotionCompiler
import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `textDocument/hover`: on a step, its resolved timing; on an easing, its formula, a plot
/// and a spring's settling time; on a `play`, the motion's span; on a name, its value.
struct HoverProvider {
  let context: DocumentContext
  /// At most this many resolved changes are listed (a motion may be played many times).
  static let maximumLines = 12

  init(_ context: DocumentContext) {
    self.context = context
  }

  func hover(at position: Position) -> JSONValue {
    let offset = context.offset(of: position)
    guard let main = context.main, let path = main.tree.item(at: offset),
      let (text, range) = describe(path)
    else { return .null }
    return [
      "contents": ["kind": "markdown", "value": .string(text)],
      "range": context.range(range).json,
    ]
  }

  private func describe(_ path: SyntaxPath) -> (String, SourceRange)? {
    switch path.item {
    case .property(let name):
      let about = Descriptions.property(name.text) ?? "`\(name.text)` is not a property"
      guard case .change(let change)? = path.statements.last else { return (about, name.range) }
      return (timing(change) + "\n\n" + about, name.range)
    case .statement(let statement):
      return describe(statement)
    case .groupKeyword(let group):
      return (span(group), group.keyword)
    case .playedMotion(let play):
      return (self.play(play), play.name.range)
    case .element(let name):
      return (element(name.text), name.range)
    case .easing(let syntax):
      return (easing(syntax, in: path), syntax.range)
    case .name(let name):
      return (self.name(name), name.range)
    case .function(let name):
      let text =
        name.text == "random"
        ? "`random(a, b)`: a number drawn uniformly between `a` and `b`, the same on every run "
          + "for the file's `seed`"
        : "`pick(a, b, …)`: one of the values, drawn the same on every run for the file's `seed`"
      return (text, name.range)
    case .letName(let binding):
      return (describe(.letBinding(binding)), binding.name.range)
    case .motionName(let motion):
      return (describe(.motion(motion)), motion.name.range)
    case .parameter(let parameter, let motion):
      return (describe(.parameter(parameter, motion)), parameter.name.range)
    case .argumentLabel(let label, let play):
      guard let motion = context.motion(playedBy: play),
        let parameter = motion.parameters.first(where: { $0.name.text == label.text })
      else { return nil }
      return (describe(.parameter(parameter, motion)), label.range)
    case .importPath(let statement):
      return (importText(statement), statement.pathRange)
    case .modifier(let modifier):
      return (Descriptions.modifier(modifier.kind), modifier.keyword)
    }
  }

  private func describe(_ statement: Statement) -> (String, SourceRange)? {
    switch statement {
    case .change(let change): return (timing(change), change.range)
    case .group(let group): return (span(group), group.range)
    case .play(let play): return (self.play(play), play.range)
    case .wait, .target, .initial, .let, .defaults, .motion, .import, .seed, .drift, .reduced:
      return nil
    }
  }

  // MARK: Steps

  /// The resolved timing of a change: one line per element property, and for a change in a
  /// motion one per `play` of it.
  private func timing(_ change: ChangeStatement) -> String {
    let resolved = context.analysis.timing.changes(writtenAt: change.range)
    guard !resolved.isEmpty else {
      if context.analysis.result.hasErrors {
        return "timing: not known while the file has errors"
      }
      return "timing: nothing plays this step"
    }
    var lines: [String] = []
    for change in resolved.prefix(Self.maximumLines) {
      var line = Descriptions.change(change)
      if let play = change.play {
        line = "in `\(playName(at: play))` (\(context.place(play.start))): " + line
      }
      lines.append(line)
    }
    if resolved.count > Self.maximumLines {
      lines.append("… and \(resolved.count - Self.maximumLines) more")
    }
    if let note = repeatNote(change.modifiers) { lines.append(note) }
    return lines.count == 1 ? lines[0] : lines.map { "- " + $0 }.joined(separator: "\n")
  }

  private func repeatNote(_ modifiers: [Modifier]) -> String? {
    guard let modifier = modifiers.first(where: { $0.kind == .repeat }),
      case .count(let count) = modifier.argument
    else { return nil }
    switch count {
    case .forever: return "(the first play; it repeats forever)"
    case .times(let expression): return "(the first of \(context.text(expression.range)) plays)"
    }
  }

  /// `play shake` for the `play` statement at `range`.
  private func playName(at range: SourceRange) -> String {
    if let main = context.main, let path = main.tree.item(at: range.start),
      case .play(let play)? = path.statements.last
    {
      return "play \(play.name.text)"
    }
    return "play"
  }

  private func span(_ group: GroupStatement) -> String {
    let keyword = context.text(group.keyword)
    // The timeline knows a group by its keyword.
    guard let span = context.analysis.timing.span(of: group.keyword) else {
      return "`\(keyword)`: "
        + (context.analysis.result.hasErrors
          ? "timing not known while the file has errors" : "not played")
    }
    return "`\(keyword)` " + spanText(span)
  }

  private func spanText(_ span: ResolvedSpan) -> String {
    var text =
      "\(Descriptions.time(span.start)) → \(Descriptions.time(span.end)) "
      + "(\(Descriptions.time(span.end - span.start)))"
    if span.isEndless { text += ", then repeats forever" }
    return text
  }

  private func play(_ play: PlayStatement) -> String {
    var lines: [String] = []
    if let span = context.analysis.timing.span(of: play.range) {
      let element = context.analysis.timing.changes.first { $0.play == play.range }?.element
      lines.append(
        "`play \(play.name.text)`" + (element.map { " on \($0)" } ?? "") + ": " + spanText(span))
    } else if context.analysis.result.hasErrors {
      lines.append("`play \(play.name.text)`: timing not known while the file has errors")
    }
    if let motion = context.motion(playedBy: play) {
      lines.append(
        "`\(Descriptions.signature(motion, context: context))` (\(context.place(motion.name.range.start)))"
      )
    }
    return lines.joined(separator: "\n\n")
  }

  private func element(_ name: String) -> String {
    let changes = context.analysis.timing.changes.filter { $0.element == name }
    guard let first = changes.map(\.start).min(), let last = changes.map(\.end).max() else {
      return "element `\(name)`"
    }
    var properties: [Property] = []
    for change in changes where !properties.contains(change.property) {
      properties.append(change.property)
    }
    let names = properties.sorted().map(\.rawValue).joined(separator: ", ")
    return "element `\(name)`: animates \(names), from \(Descriptions.time(first)) to "
      + Descriptions.time(last)
  }

  // MARK: Easings and names

  private func easing(_ syntax: EasingSyntax, in path: SyntaxPath) -> String {
    if let easing = resolvedEasing(syntax, in: path) { return EasingDescription.markdown(easing) }
    return "`\(context.text(syntax.range))`: not a valid easing (see the diagnostic)"
  }

  /// The easing as the compiler resolved it for this step, else read on its own.
  private func resolvedEasing(_ syntax: EasingSyntax, in path: SyntaxPath) -> Easing? {
    if case .change(let change)? = path.statements.last,
      let resolved = context.analysis.timing.changes(writtenAt: change.range).first
    {
      return resolved.easing
    }
    if syntax.arguments == nil { return Easing(named: syntax.name.text) }
    // As `motionc ease` reads a curve: one step of a spec of its own.
    let spring = syntax.name.text == "spring"
    let line = "moveX 1 ease \(context.text(syntax.range))" + (spring ? "" : " over 1s") + "\n"
    let result = Compiler.compile(SourceFile(path: "<easing>", text: line))
    guard let track = result.timeline?.track(element: "view", property: .moveX), track.count == 1
    else { return nil }
    return track.segment(0).easing
  }

  private func name(_ name: Name) -> String {
    guard let declaration = context.declaration(usedAt: name.range) else {
      // A design token: defined in a token file, which has no syntax tree.
      if let definition = context.analysis.names.definitions[name.range.start] {
        let value = context.analysis.names.values[definition.start].map { " = \($0)" } ?? ""
        return "token `\(name.text)`\(value) (\(context.place(definition.start)))"
      }
      return "`\(name.text)`: not defined"
    }
    return describe(declaration)
  }

  private func describe(_ declaration: Declaration) -> String {
    let place = context.place(declaration.name.range.start)
    switch declaration {
    case .letBinding(let binding):
      let written = context.text(binding.value.range)
      var text = "`let \(binding.name.text) = \(written)`"
      if let value = context.analysis.names.values[binding.name.range.start], value != written {
        text += " = \(value)"
      }
      return text + " (\(place))"
    case .parameter(let parameter, let motion):
      let value =
        parameter.defaultValue.map { "default `\(context.text($0.range))`" }
        ?? "no default: every `play` gives it"
      return "parameter `\(parameter.name.text)` of `\(motion.name.text)`, \(value) (\(place))"
    case .motion(let motion):
      var playRanges: Set<SourceRange> = []
      for case .play(let play) in context.main?.tree.statements ?? []
      where play.name.text == motion.name.text {
        playRanges.insert(play.range)
      }
      let plays = playRanges.compactMap { context.analysis.timing.span(of: $0) }
        .sorted { $0.start < $1.start }
      var text = "`\(Descriptions.signature(motion, context: context))` (\(place))"
      if !plays.isEmpty {
        text +=
          "\n\nplayed at "
          + plays.prefix(Self.maximumLines).map {
            Descriptions.time($0.start)
          }.joined(separator: ", ")
      }
      return text
    }
  }

  private func importText(_ statement: ImportStatement) -> String {
    guard let main = context.main, let index = main.imports[statement.range.start],
      context.analysis.files.indices.contains(index)
    else { return "`\(statement.path)`: not read (see the diagnostic)" }
    let file = context.analysis.files[index].file
    var names: [String] = []
    for case .let(let binding) in context.analysis.files[index].tree.statements {
      names.append(binding.name.text)
    }
    for case .motion(let motion) in context.analysis.files[index].tree.statements {
      names.append(motion.name.text)
    }
    return "`\(file.path)`"
      + (names.isEmpty ? "" : "\n\nbrings " + names.map { "`\($0)`" }.joined(separator: ", "))
  }
}
