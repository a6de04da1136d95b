/// The innermost piece of syntax at a position: what an editor's hover, completion or "go to
/// definition" asks about.
public enum SyntaxItem: Sendable {
  /// The property of a subject: `moveX` in `card.moveX 20`.
  case property(Name)
  /// An element: `card` in `card.moveX 20`, `target card` or `play shake on card`.
  case element(Name)
  /// An easing after `ease`, its arguments included (but not the names in them).
  case easing(EasingSyntax)
  /// A name in a value: a `let` or a parameter.
  case name(Name)
  /// The function of a call: `random` or `pick`.
  case function(Name)
  /// The name of a `let` where it is defined.
  case letName(LetStatement)
  /// The name of a motion where it is defined.
  case motionName(MotionStatement)
  /// A parameter of a motion where it is defined.
  case parameter(Parameter, MotionStatement)
  /// The motion's name in a `play`.
  case playedMotion(PlayStatement)
  /// The label of an argument of a `play`: `amount` in `play shake(amount: 8)`.
  case argumentLabel(Name, PlayStatement)
  /// The path of an `import`.
  case importPath(ImportStatement)
  /// A modifier's word (`over`, `ease`, …) or the color space after `in`.
  case modifier(Modifier)
  /// The keyword of a group: `merge`, `sequence`, `stagger` or `repeat`.
  case groupKeyword(GroupStatement)
  /// Anywhere else on a statement.
  case statement(Statement)
}

/// A piece of syntax and the statements around it.
public struct SyntaxPath: Sendable {
  /// The statements that contain the position, outermost first (never empty).
  public var statements: [Statement]
  /// The innermost piece of syntax at the position.
  public var item: SyntaxItem
}

extension SyntaxTree {
  /// What is at `position` (a position in the tree's file, see ``SourceFile/base``), if any
  /// statement holds it. A range holds the position just after its end too, where an editor's
  /// cursor is after typing a word.
  public func item(at position: Int) -> SyntaxPath? {
    var lookup = SyntaxLookup(position: position)
    guard let item = lookup.find(in: statements) else { return nil }
    return SyntaxPath(statements: lookup.path, item: item)
  }
}

/// Walks the statements that hold a position, innermost last. The walk only descends into
/// statements whose range holds the position, and the tree's depth is capped by the parser,
/// so it is linear in the file and bounded in depth.
private struct SyntaxLookup {
  let position: Int
  var path: [Statement] = []

  init(position: Int) {
    self.position = position
  }

  func holds(_ range: SourceRange) -> Bool {
    range.start <= position && position <= range.end
  }

  mutating func find(in statements: [Statement]) -> SyntaxItem? {
    for statement in statements where holds(statement.range) {
      path.append(statement)
      if let item = find(in: statement) { return item }
      path.removeLast()
    }
    return nil
  }

  private mutating func find(in statement: Statement) -> SyntaxItem? {
    switch statement {
    case .change(let change):
      return subject(change.subject) ?? expression(change.value)
        ?? modifiers(change.modifiers) ?? .statement(statement)
    case .wait(let wait):
      return expression(wait.duration) ?? modifiers(wait.modifiers) ?? .statement(statement)
    case .target(let name, _):
      return holds(name.range) ? .element(name) : .statement(statement)
    case .initial(let initial):
      return subject(initial.subject) ?? expression(initial.value)
        ?? modifiers(initial.modifiers) ?? .statement(statement)
    case .group(let group):
      if holds(group.keyword) { return .groupKeyword(group) }
      switch group.kind {
      case .merge, .sequence: break
      case .stagger(let interval):
        if let item = expression(interval) { return item }
      case .repeat(let count):
        if case .times(let expression) = count, let item = self.expression(expression) {
          return item
        }
      }
      return find(in: group.body) ?? modifiers(group.modifiers) ?? .statement(statement)
    case .let(let binding):
      if holds(binding.name.range) { return .letName(binding) }
      return expression(binding.value) ?? .statement(statement)
    case .defaults(let defaults):
      return modifiers(defaults.modifiers) ?? .statement(statement)
    case .motion(let motion):
      if holds(motion.name.range) { return .motionName(motion) }
      for parameter in motion.parameters where holds(parameter.range) {
        if holds(parameter.name.range) { return .parameter(parameter, motion) }
        if let value = parameter.defaultValue, let item = expression(value) { return item }
      }
      return find(in: motion.body) ?? .statement(statement)
    case .play(let play):
      if holds(play.name.range) { return .playedMotion(play) }
      for argument in play.arguments ?? [] where holds(argument.range) {
        if let label = argument.label, holds(label.range) { return .argumentLabel(label, play) }
        if let item = expression(argument.value) { return item }
      }
      if let element = play.element, holds(element.range) { return .element(element) }
      return modifiers(play.modifiers) ?? .statement(statement)
    case .import(let statement):
      return .importPath(statement)
    case .seed(let expression, _):
      return self.expression(expression) ?? .statement(statement)
    case .drift(let drift):
      var parts = [drift.width, drift.height]
      if let size = drift.size { parts += [size.width, size.height] }
      parts.append(drift.speed)
      if case .duration(let duration) = drift.length { parts.append(duration) }
      for part in parts {
        if let item = expression(part) { return item }
      }
      if let heading = drift.heading, let item = expression(heading) { return item }
      return modifiers(drift.modifiers) ?? .statement(statement)
    case .reduced(let block):
      return find(in: block.body) ?? .statement(statement)
    }
  }

  private func subject(_ subject: Subject) -> SyntaxItem? {
    if let element = subject.element, holds(element.range) { return .element(element) }
    return holds(subject.property.range) ? .property(subject.property) : nil
  }

  private func modifiers(_ modifiers: [Modifier]) -> SyntaxItem? {
    for modifier in modifiers where holds(modifier.range) {
      switch modifier.argument {
      case .none, .name:
        return .modifier(modifier)
      case .value(let value):
        return expression(value) ?? .modifier(modifier)
      case .count(let count):
        if case .times(let value) = count, let item = expression(value) { return item }
        return .modifier(modifier)
      case .easing(let easing):
        guard holds(easing.range) else { return .modifier(modifier) }
        for argument in easing.arguments ?? [] {
          for value in [argument.value] + argument.more {
            if case .name = value { continue }  // `jump-start`
            if let item = expression(value), case .name = item { return item }
          }
        }
        return .easing(easing)
      }
    }
    return nil
  }

  private func expression(_ expression: Expression) -> SyntaxItem? {
    guard holds(expression.range) else { return nil }
    switch expression {
    case .number, .color, .invalid:
      return nil
    case .name(let name):
      return .name(name)
    case .negate(let inner, _), .parenthesized(let inner, _):
      return self.expression(inner)
    case .binary(_, let left, let right, _):
      return self.expression(left) ?? self.expression(right)
    case .call(let name, let arguments, _):
      if holds(name.range) { return .function(name) }
      for argument in arguments {
        if let item = self.expression(argument) { return item }
      }
      return nil
    case .easing(let easing):
      for argument in easing.arguments ?? [] {
        for value in [argument.value] + argument.more {
          if case .name = value { continue }  // `jump-start`
          if let item = self.expression(value), case .name = item { return item }
        }
      }
      return .easing(easing)
    }
  }
}
