import MotionCompiler
import MotionRuntime

/// The kind of value the cursor's place takes, read from the tokens before it as the rest of
/// completion is: the keyword a value follows says it (`over` a duration, `ease` an easing,
/// `repeat` a count), a change's value and its `by` and `from` take the property's kind, and a
/// call's argument what the call takes there.
extension CompletionProvider {
  /// The kind of value the expression that ends `tokens` takes, read back to the keyword or
  /// `=` it follows; with none, a call's argument takes the call's (`call` is the tokens of
  /// the statement up to the call's `(`, `tokens` those of the argument) and a statement's
  /// value its property's. A factor of `*` or `/` may be any number.
  func slot(of tokens: [Token], call: [Token]?) -> ValueSlot {
    if let last = tokens.last, last.kind == .star || last.kind == .slash { return .number }
    for token in tokens.reversed() {
      switch token.kind {
      case .keyword(let keyword): return slot(after: keyword, in: tokens)
      case .equals: return .any
      case .identifier, .number, .color, .string, .lessThan, .greaterThan, .comma, .semicolon,
        .dot, .plus, .minus, .star, .slash, .leftParen, .rightParen, .colon, .newline,
        .endOfFile, .invalid:
        continue
      }
    }
    guard let call else { return propertySlot(of: tokens) }
    return argumentSlot(of: call, argument: tokens)
  }

  /// What a value after `keyword` takes in the statement `tokens`.
  private func slot(after keyword: Keyword, in tokens: [Token]) -> ValueSlot {
    switch keyword {
    case .over, .wait, .delay, .stagger, .for: return .duration
    case .ease: return .easing
    case .repeat, .seed: return .plainNumber
    case .within, .speed: return .value(.length)
    case .heading: return .value(.angle)
    case .set, .initial, .by, .from: return propertySlot(of: tokens)
    case .target, .merge, .sequence, .forever, .yoyo, .in, .let, .defaults, .motion, .play, .on,
      .import, .drift, .reduced:
      return .any
    }
  }

  /// A change's value takes its property's kind: the property the statement `tokens` starts
  /// with (`moveX`, `card.opacity`, `set scale`, `initial color`), or any value when it starts
  /// with none.
  private func propertySlot(of tokens: [Token]) -> ValueSlot {
    var words = tokens[...]
    if let first = words.first, first.kind == .keyword(.set) || first.kind == .keyword(.initial) {
      words = words.dropFirst()
    }
    guard var name = words.first, name.kind == .identifier else { return .any }
    let kinds = words.prefix(3).map(\.kind)
    if kinds == [.identifier, .dot, .identifier] { name = words[words.startIndex + 2] }
    let property = context.text(name.range)
    if property == "scale" { return .value(.factor) }
    return Property(rawValue: property).map { .value($0.kind) } ?? .any
  }

  /// What an argument of `call` takes (`call` ends just before its `(`; `argument` is the
  /// argument written so far, its label first).
  private func argumentSlot(of call: [Token], argument: [Token]) -> ValueSlot {
    let callee = call.last.flatMap { $0.kind == .identifier ? context.text($0.range) : nil }
    let label =
      argument.count >= 2 && argument[1].kind == .colon ? context.text(argument[0].range) : nil
    if let callee, call.count >= 2, call[call.count - 2].kind == .keyword(.play) {
      return label.map { parameterSlot(motion: callee, label: $0) } ?? .any
    }
    switch callee {
    case "spring": return label == "duration" || label == "response" ? .duration : .plainNumber
    case "cubic", "steps": return .plainNumber
    case "linear", "rgb", "rgba", "hsl", "hsla", "oklch": return .number
    case "random", "pick":
      // Its arguments are of the kind of what it gives: what its place takes.
      return slot(at: Array(call.dropLast()))
    default:
      // Parentheses around a value: what their place takes.
      return slot(at: call)
    }
  }

  /// What the end of `tokens`, the tokens of a statement up to a place in it, takes.
  private func slot(at tokens: [Token]) -> ValueSlot {
    let place = statementTokens(tokens, before: tokens.count)
    return slot(of: place.tokens, call: place.call)
  }

  /// What the argument for the parameter `label` of the motion `motion` takes: a value of the
  /// kind its value has (its default's, else the first `play`'s argument's), any value when
  /// that is unknown.
  private func parameterSlot(motion: String, label: String) -> ValueSlot {
    for (declaration, _) in context.topLevelDeclarations {
      guard case .motion(let statement) = declaration, statement.name.text == motion,
        let parameter = statement.parameters.first(where: { $0.name.text == label })
      else { continue }
      switch context.analysis.names.kinds[parameter.name.range.start] {
      case .plainNumber: return .plainNumber
      case .length: return .value(.length)
      case .percentage: return .value(.fraction)
      case .angle: return .value(.angle)
      case .duration: return .duration
      case .color: return .value(.color)
      case .easing: return .easing
      case .value, nil: return .any
      }
    }
    return .any
  }
}
