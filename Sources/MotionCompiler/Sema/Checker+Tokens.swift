import MotionRuntime

/// Design tokens: the names `import "….json" as NAME` brings.
extension Checker {
  /// Makes the tokens of a design-token file visible in the current file as `NAME.path`, from
  /// the `import` line on, like `let`s the file defined there.
  mutating func importTokens(_ tokens: [DesignToken], at statement: ImportStatement) {
    guard let alias = statement.alias else { return }
    for token in tokens {
      let name = alias.text + "." + token.path
      if let existing = files[currentFile].scope[name] {
        if existing.definition != token.nameRange {
          report(
            .duplicateDefinition(.name, name: name), at: statement.range,
            related: [
              RelatedRange(existing.definition, .definedHere),
              RelatedRange(token.nameRange, .alsoDefinedInTokenFile),
            ])
          return  // the other tokens of the file clash the same way
        }
        continue
      }
      var binding = Binding(
        value: nil, definition: token.nameRange, visibleFrom: statement.range.end)
      switch token.value {
      case .duration(let nanoseconds, let text):
        binding.value = .number(nanoseconds, .duration, text: NumberText(text))
      case .number(let value, let text):
        binding.value = .number(value, .plain, text: NumberText(text))
      case .color(let color): binding.value = .color(color)
      case .length(let value, let text):
        binding.value = .number(value, .length, text: NumberText(text))
      case .easing(let easing): binding.value = .easing(easing)
      case .easingExpression(let expression):
        switch tokenQuantity(expression) {
        case .easing(let easing): binding.value = .easing(easing)
        case .number, .color, .unknown:
          report(
            .invalidToken(token: token.path, problem: .invalidExtension), at: expression.range)
        case nil: break
        }
      case .unusable(let reason):
        binding.notice = .unusableToken(token: name, reason: reason)
      }
      if binding.notice == nil, let explanation = token.deprecation {
        binding.notice = .deprecatedToken(token: name, explanation: explanation)
      }
      files[currentFile].scope[name] = binding
      names?.value(binding.value, of: token.nameRange)  // what editors show on hover
    }
  }

  /// Tells editors which usable token names the compiled file sees at its top level (groups
  /// and tokens that cannot be used have no value). Only a token's name has a `.` in it
  /// (`NAME.group.token`; a `let`'s name is one word).
  func recordVisibleTokens() {
    guard let names else { return }
    for (name, binding) in files[0].scope where binding.value != nil && name.contains(".") {
      names.table.tokens[name] = binding.definition
    }
  }

  /// The value of a token file's `dev.motionc` easing: written in the token file, it sees no
  /// name of the spec that imports the file (a token means the same in every spec).
  private mutating func tokenQuantity(_ expression: Expression) -> Quantity? {
    let (scope, pending, floor) = (
      files[currentFile].scope, files[currentFile].pendingFrom, localFloor
    )
    (files[currentFile].scope, files[currentFile].pendingFrom, localFloor) = (
      [:], Int.max, locals.count
    )
    defer {
      (files[currentFile].scope, files[currentFile].pendingFrom, localFloor) = (
        scope, pending, floor
      )
    }
    return quantity(expression)
  }
}
