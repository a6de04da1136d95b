import MotionCompiler

/// `textDocument/definition` (motions, `let`s, parameters and imports) and
/// `textDocument/documentSymbol` (motions with their parameters, and `let`s).
struct NavigationProvider {
  let context: DocumentContext

  init(_ context: DocumentContext) {
    self.context = context
  }

  /// LSP's `SymbolKind`s used here.
  private enum SymbolKind: Int {
    case function = 12
    case variable = 13
    case constant = 14
  }

  func definition(at position: Position) -> JSONValue {
    let offset = context.offset(of: position)
    guard let main = context.main, let path = main.tree.item(at: offset) else { return .null }
    switch path.item {
    case .name(let name):
      return location(definedFor: name.range)
    case .playedMotion(let play):
      return location(definedFor: play.name.range)
    case .argumentLabel(let label, let play):
      guard let motion = context.motion(playedBy: play),
        let parameter = motion.parameters.first(where: { $0.name.text == label.text })
      else { return .null }
      return context.location(parameter.name.range)
    case .importPath(let statement):
      guard let index = main.imports[statement.range.start],
        context.analysis.files.indices.contains(index)
      else { return .null }
      let base = context.analysis.files[index].file.base
      return context.location(SourceRange(start: base, end: base))
    case .letName(let binding):
      return context.location(binding.name.range)
    case .motionName(let motion):
      return context.location(motion.name.range)
    case .parameter(let parameter, _):
      return context.location(parameter.name.range)
    case .property, .element, .easing, .function, .modifier, .groupKeyword, .statement:
      return .null
    }
  }

  private func location(definedFor use: SourceRange) -> JSONValue {
    guard let definition = context.analysis.names.definitions[use.start] else { return .null }
    return context.location(definition)
  }

  /// The document's motions (with their parameters and `let`s inside) and `let`s, as a tree.
  func symbols() -> JSONValue {
    .array(symbols(in: context.main?.tree.statements ?? []))
  }

  private func symbols(in statements: [Statement]) -> [JSONValue] {
    var result: [JSONValue] = []
    for statement in statements {
      switch statement {
      case .motion(let motion):
        let parameters = motion.parameters.map { parameter in
          symbol(
            parameter.name.text, kind: .variable,
            detail: parameter.defaultValue.map { "= " + context.text($0.range) },
            range: parameter.range, selection: parameter.name.range, children: [])
        }
        result.append(
          symbol(
            motion.name.text, kind: .function,
            detail: Descriptions.signature(motion, context: context), range: motion.range,
            selection: motion.name.range, children: parameters + symbols(in: motion.body)))
      case .let(let binding):
        let value =
          context.analysis.names.values[binding.name.range.start]
          ?? context.text(binding.value.range)
        result.append(
          symbol(
            binding.name.text, kind: .constant, detail: "= " + value, range: binding.range,
            selection: binding.name.range, children: []))
      case .group(let group): result += symbols(in: group.body)
      case .reduced(let block): result += symbols(in: block.body)
      case .change, .wait, .target, .initial, .defaults, .play, .import, .seed, .drift:
        break
      }
    }
    return result
  }

  private func symbol(
    _ name: String, kind: SymbolKind, detail: String?, range: SourceRange, selection: SourceRange,
    children: [JSONValue]
  ) -> JSONValue {
    var members: [String: JSONValue] = [
      "name": .string(name), "kind": .integer(kind.rawValue),
      "range": context.range(range).json, "selectionRange": context.range(selection).json,
    ]
    if let detail { members["detail"] = .string(detail) }
    if !children.isEmpty { members["children"] = .array(children) }
    return .object(members)
  }
}
