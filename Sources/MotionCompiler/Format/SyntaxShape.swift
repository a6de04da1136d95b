/// A syntax tree without its positions, and with modifiers in the formatter's canonical order:
/// two trees that normalize to equal values say the same thing.
///
/// The formatter compares the tree of its output with the tree of its input this way, so that
/// a layout that would change a file's meaning is caught before it is written.
enum SyntaxShape {
  private static let nowhere = SourceRange(start: 0, end: 0)

  /// `statement` without its positions (the formatter compares a file's statements one pair
  /// at a time this way).
  static func normalized(_ statement: Statement) -> Statement {
    switch statement {
    case .change(let change):
      return .change(
        ChangeStatement(
          setKeyword: change.setKeyword.map { _ in nowhere }, subject: normalized(change.subject),
          by: change.by.map { _ in nowhere }, value: normalized(change.value),
          modifiers: normalized(change.modifiers), range: nowhere))
    case .wait(let wait):
      return .wait(
        WaitStatement(
          duration: normalized(wait.duration), modifiers: normalized(wait.modifiers),
          range: nowhere))
    case .target(let name, _):
      return .target(normalized(name), range: nowhere)
    case .initial(let initial):
      return .initial(
        InitialStatement(
          subject: normalized(initial.subject), value: normalized(initial.value),
          modifiers: normalized(initial.modifiers), range: nowhere))
    case .group(let group):
      let kind: GroupKind
      switch group.kind {
      case .merge: kind = .merge
      case .sequence: kind = .sequence
      case .stagger(let interval): kind = .stagger(normalized(interval))
      case .repeat(let count): kind = .repeat(normalized(count))
      }
      return .group(
        GroupStatement(
          kind: kind, keyword: nowhere, open: nowhere, body: group.body.map(normalized),
          close: nowhere, modifiers: normalized(group.modifiers), range: nowhere))
    case .let(let binding):
      return .let(
        LetStatement(
          name: normalized(binding.name), value: normalized(binding.value), range: nowhere))
    case .defaults(let defaults):
      return .defaults(DefaultsStatement(modifiers: normalized(defaults.modifiers), range: nowhere))
    case .motion(let motion):
      return .motion(
        MotionStatement(
          name: normalized(motion.name),
          parameters: motion.parameters.map {
            Parameter(
              name: normalized($0.name), defaultValue: $0.defaultValue.map(normalized),
              range: nowhere)
          },
          body: motion.body.map(normalized), range: nowhere))
    case .play(let play):
      return .play(
        PlayStatement(
          name: normalized(play.name), arguments: play.arguments.map(normalized),
          element: play.element.map(normalized), modifiers: normalized(play.modifiers),
          range: nowhere))
    case .import(let statement):
      return .import(
        ImportStatement(
          path: statement.path, pathRange: nowhere, alias: statement.alias.map(normalized),
          range: nowhere))
    case .seed(let value, _):
      return .seed(normalized(value), range: nowhere)
    case .drift(let drift):
      return .drift(
        DriftStatement(
          width: normalized(drift.width), height: normalized(drift.height),
          size: drift.size.map { (normalized($0.width), normalized($0.height)) },
          speed: normalized(drift.speed), length: normalized(drift.length),
          heading: drift.heading.map(normalized), modifiers: normalized(drift.modifiers),
          range: nowhere))
    case .reduced(let block):
      return .reduced(
        BlockStatement(keyword: nowhere, body: block.body.map(normalized), range: nowhere))
    }
  }

  private static func normalized(_ name: Name) -> Name {
    Name(text: name.text, range: nowhere)
  }

  private static func normalized(_ subject: Subject) -> Subject {
    Subject(element: subject.element.map(normalized), property: normalized(subject.property))
  }

  private static func normalized(_ modifiers: [Modifier]) -> [Modifier] {
    LayoutPrinter.canonicalOrder(modifiers).map { modifier in
      let argument: ModifierArgument
      switch modifier.argument {
      case .none: argument = .none
      case .value(let value): argument = .value(normalized(value))
      case .easing(let easing): argument = .easing(normalized(easing))
      case .count(let count): argument = .count(normalized(count))
      case .name(let name): argument = .name(normalized(name))
      }
      return Modifier(kind: modifier.kind, keyword: nowhere, argument: argument, range: nowhere)
    }
  }

  private static func normalized(_ easing: EasingSyntax) -> EasingSyntax {
    EasingSyntax(
      name: normalized(easing.name), arguments: easing.arguments.map(normalized), range: nowhere)
  }

  private static func normalized(_ length: DriftLength) -> DriftLength {
    switch length {
    case .duration(let value): return .duration(normalized(value))
    case .forever: return .forever(nowhere)
    }
  }

  private static func normalized(_ count: RepeatCount) -> RepeatCount {
    switch count {
    case .times(let value): return .times(normalized(value))
    case .forever: return .forever(nowhere)
    }
  }

  private static func normalized(_ arguments: [Argument]) -> [Argument] {
    arguments.map { argument in
      Argument(
        label: argument.label.map(normalized), value: normalized(argument.value),
        more: argument.more.map(normalized), range: nowhere)
    }
  }

  private static func normalized(_ expression: Expression) -> Expression {
    switch expression {
    case .number(let literal, _): return .number(literal, range: nowhere)
    case .color(let components, _): return .color(components, range: nowhere)
    case .name(let name): return .name(normalized(name))
    case .negate(let inner, _): return .negate(normalized(inner), range: nowhere)
    case .binary(let op, let left, let right, _):
      return .binary(op, normalized(left), normalized(right), operator: nowhere)
    case .parenthesized(let inner, _): return .parenthesized(normalized(inner), range: nowhere)
    case .call(let name, let arguments, _):
      return .call(normalized(name), arguments.map(normalized), range: nowhere)
    case .easing(let easing): return .easing(normalized(easing))
    case .invalid: return .invalid(range: nowhere)
    }
  }
}
