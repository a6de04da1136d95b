import MotionRuntime

/// A name's meaning: a `let` or a parameter.
struct Binding {
  /// `nil` when its expression has an error (uses of it then say nothing more).
  var value: Quantity?
  /// The name where it is defined.
  var definition: SourceRange
  /// The position from which the name may be used (in the file that sees it).
  var visibleFrom: Int
  /// What a use of the name reports: a design token that cannot be used (its value is then
  /// `nil`), or a deprecated one.
  var notice: DiagnosticKind? = nil
}

/// A motion, where it is defined and the `defaults` its body starts with.
struct MotionDefinition {
  var statement: MotionStatement
  var unit: Int
  var defaults: Defaults
}

/// Names, `let`, `seed`, `motion` and `play`.
extension Checker {
  // MARK: Seed

  /// The main file's `seed` (at most one, a whole number).
  mutating func readSeed(_ tree: SyntaxTree) {
    var first: SourceRange?
    for statement in tree.statements {
      guard case .seed(let expression, let range) = statement else { continue }
      if let first {
        error(
          .duplicateDefinition(what: "the", name: "seed"), at: range,
          related: [RelatedRange(first, "the first `seed` is here")])
        continue
      }
      first = range
      switch quantity(expression) {
      case .number(let value, .plain, _)
      where value >= 0 && value <= 9_007_199_254_740_991 && value.rounded() == value:
        generator = SplitMix64(seed: UInt64(value))
      case .unknown, nil:
        break
      case .number, .color, .easing:
        error(.invalidSeed, at: expression.range)
      }
    }
  }

  // MARK: Files

  /// Evaluates the top-level `let`s of every unit, each after the files it imports, and
  /// records their motions. Depth first from the main unit, with an explicit stack: a unit
  /// waits at an `import` until the unit it names is prepared.
  mutating func prepareUnits() {
    guard !units.isEmpty else { return }
    var prepared = Array(repeating: false, count: units.count)
    // Each unit being prepared, its next statement, and the `defaults` in effect there.
    var stack: [(unit: Int, next: Int, defaults: Defaults)] = []
    var start: Int? = 0
    while true {
      if let index = start {
        prepared[index] = true
        for statement in units[index].tree.statements {
          if case .let(let binding) = statement, pendingLets[index][binding.name.text] == nil {
            pendingLets[index][binding.name.text] = binding.name.range
          }
        }
        stack.append((index, 0, Defaults()))
        start = nil
      }
      guard let (index, next, defaults) = stack.last else { break }
      let statements = units[index].tree.statements
      guard next < statements.count else {
        finalDefaults[index] = defaults
        stack.removeLast()
        continue
      }
      if case .import(let statement) = statements[next],
        let target = units[index].imports[statement.range.start], !prepared[target]
      {
        start = target  // then back to this `import`
        continue
      }
      unit = index
      stack[stack.count - 1].next += 1
      stack[stack.count - 1].defaults = prepare(statements[next], defaults: defaults)
    }
    unit = 0
  }

  /// One top-level statement of the current unit, the files it imports prepared; returns the
  /// `defaults` in effect after it.
  private mutating func prepare(_ statement: Statement, defaults: Defaults) -> Defaults {
    let index = unit
    switch statement {
    case .import(let statement):
      if let tokens = units[index].tokenImports[statement.range.start] {
        importTokens(tokens, at: statement)
        return defaults
      }
      guard let target = units[index].imports[statement.range.start] else { return defaults }
      importNames(from: target, at: statement)
      if hasSteps[target] {
        error(.importedStepsIgnored(statement.path), at: statement.pathRange)
      }
      return defaults.merged(with: finalDefaults[target])
    case .let(let binding):
      pendingLets[index][binding.name.text] = nil
      let value = quantity(binding.value)
      if let existing = fileScopes[index][binding.name.text] {
        error(
          .duplicateDefinition(what: "the name", name: binding.name.text),
          at: binding.name.range,
          related: [RelatedRange(existing.definition, "first defined here")])
        return defaults
      }
      fileScopes[index][binding.name.text] = Binding(
        value: value, definition: binding.name.range, visibleFrom: binding.range.end)
      names?.value(value, of: binding.name.range)
      if index == 0 { mainLets.append((binding.name.text, binding.name.range)) }
    case .defaults(let statement):
      return applyDefaults(statement, to: defaults)
    case .motion(let motion):
      if let existing = motionTables[index][motion.name.text] {
        error(
          .duplicateDefinition(what: "the motion", name: motion.name.text),
          at: motion.name.range,
          related: [RelatedRange(existing.statement.name.range, "first defined here")])
        return defaults
      }
      motionTables[index][motion.name.text] = MotionDefinition(
        statement: motion, unit: index, defaults: defaults)
    case .change, .wait, .initial, .group, .play, .drift, .target:
      hasSteps[index] = true
    case .seed, .reduced:
      break
    }
    return defaults
  }

  /// Makes the names unit `target` defines or imports visible in the current unit.
  private mutating func importNames(from target: Int, at statement: ImportStatement) {
    for (name, binding) in fileScopes[target].sorted(by: { $0.key < $1.key }) {
      if let existing = fileScopes[unit][name] {
        if existing.definition != binding.definition {
          error(
            .duplicateDefinition(what: "the name", name: name), at: statement.pathRange,
            related: [
              RelatedRange(existing.definition, "defined here"),
              RelatedRange(binding.definition, "and here, in the imported file"),
            ])
        }
        continue
      }
      var visible = binding
      visible.visibleFrom = statement.range.end
      fileScopes[unit][name] = visible
    }
    for (name, motion) in motionTables[target].sorted(by: { $0.key < $1.key }) {
      if let existing = motionTables[unit][name] {
        if existing.statement.name.range != motion.statement.name.range {
          error(
            .duplicateDefinition(what: "the motion", name: name), at: statement.pathRange,
            related: [
              RelatedRange(existing.statement.name.range, "defined here"),
              RelatedRange(motion.statement.name.range, "and here, in the imported file"),
            ])
        }
        continue
      }
      motionTables[unit][name] = motion
    }
  }

  // MARK: Names

  /// A block-level `let`: visible to the end of its block.
  mutating func defineLocal(_ binding: LetStatement) {
    let value = quantity(binding.value)
    if let existing = lookupDefinition(binding.name.text) {
      error(
        .duplicateDefinition(what: "the name", name: binding.name.text), at: binding.name.range,
        related: [RelatedRange(existing, "first defined here")])
      return
    }
    if localScopes.isEmpty { localScopes.append([:]) }
    localScopes[localScopes.count - 1][binding.name.text] = Binding(
      value: value, definition: binding.name.range, visibleFrom: 0)
    names?.value(value, of: binding.name.range)
    if unit == 0, playStack.isEmpty, !checkingDefinition {
      mainLets.append((binding.name.text, binding.name.range))
    }
  }

  /// Where the `let` or parameter `name` that is visible here is defined.
  func lookupDefinition(_ name: String) -> SourceRange? {
    for scope in localScopes.reversed() {
      if let binding = scope[name] { return binding.definition }
    }
    return fileScopes[unit][name]?.definition
  }

  /// The value of a name, or `nil` after reporting it unknown (or used too early).
  mutating func lookup(_ name: Name) -> Quantity? {
    for scope in localScopes.reversed() {
      if let binding = scope[name.text] {
        used.insert(binding.definition.start)
        names?.use(name.range, definedAt: binding.definition)
        return binding.value
      }
    }
    if let binding = fileScopes[unit][name.text] {
      used.insert(binding.definition.start)
      names?.use(name.range, definedAt: binding.definition)
      if name.range.start < binding.visibleFrom {
        // Defined in this file: its `let` comes later; imported: its `import` does.
        let imported =
          sources.file(containing: binding.definition.start)?.base
          != sources.file(containing: name.range.start)?.base
        error(
          .usedBeforeDefinition(name.text, imported ? "the `import` that brings it" : "its `let`"),
          at: name.range, related: [RelatedRange(binding.definition, "defined here")],
          notes: ["help: move the \(imported ? "`import`" : "`let`") above the first use"])
        return nil
      }
      if let notice = binding.notice {
        error(notice, at: name.range, related: [RelatedRange(binding.definition, "defined here")])
      }
      return binding.value
    }
    if let pending = pendingLets[unit][name.text] {
      error(
        .usedBeforeDefinition(name.text, "its `let`"), at: name.range,
        related: [RelatedRange(pending, "defined here")],
        notes: ["help: move the `let` above the first use"])
      return nil
    }
    if units[unit].hasFailedImport { return nil }  // it may be in the file that failed
    var candidates = fileScopes[unit]
    for scope in localScopes { candidates.merge(scope) { $1 } }
    let suggestion = Suggestions.nearest(to: name.text, in: candidates.keys.sorted())
    // The name meant is not also reported as unused.
    if let suggestion, let meant = candidates[suggestion] { used.insert(meant.definition.start) }
    error(
      .unknownName(name.text, suggestion: suggestion),
      at: name.range,
      notes: [
        "a name is a `let` or a parameter of the motion it is in; values are numbers such as "
          + "`20`, `0.5s`, `90deg`, `50%`, or colors such as `#3182F6`"
      ])
    return nil
  }

  // MARK: Motions

  /// Checks every motion once on its own, with its parameters' defaults.
  mutating func checkMotionDefinitions() {
    let savedGenerator = generator
    defer { generator = savedGenerator }
    checkingDefinition = true
    defer { checkingDefinition = false }
    let saved = unit
    defer { unit = saved }
    // In the order of the files, and of the motions in each.
    for motion in motionGraph.motions {
      unit = motion.unit
      let outer = localScopes
      bindParameters(of: motion, arguments: [:])
      playStack.append(
        PlayFrame(motion: motion.statement.name.text, site: motion.statement.name.range))
      _ = checkBlock(
        motion.statement.body, element: intern("view"), defaults: motion.defaults,
        place: .motionBody(motion.statement.name.text))
      playStack.removeLast()
      localScopes = outer
      if case .wait(let wait) = motion.statement.body.last(where: {
        if case .reduced = $0 { return false }
        return true
      }) {
        error(
          .waitAtEndOfMotion(motion.statement.name.text), at: wait.range,
          notes: [
            "help: put the pause where the motion is played: `play \(motion.statement.name.text) "
              + "wait \(text(wait.duration.range))`"
          ])
      }
    }
  }

  /// Makes the motion's parameters the only names in scope besides the file's: each the given
  /// argument, else its default (which may use the parameters before it), else an unknown
  /// value every check accepts.
  private mutating func bindParameters(
    of motion: MotionDefinition, arguments: [String: Quantity?]
  ) {
    localScopes = [[:]]
    for parameter in motion.statement.parameters {
      if let first = localScopes[0][parameter.name.text] {
        error(
          .duplicateDefinition(what: "the parameter", name: parameter.name.text),
          at: parameter.name.range,
          related: [RelatedRange(first.definition, "first defined here")])
        continue
      }
      let value: Quantity?
      if let argument = arguments[parameter.name.text] {
        value = argument
      } else {
        value = parameter.defaultValue.map { quantity($0) } ?? .unknown
      }
      localScopes[0][parameter.name.text] = Binding(
        value: value, definition: parameter.name.range, visibleFrom: 0)
      // Parameters are not reported unused.
      used.insert(parameter.name.range.start)
    }
  }

  /// Builds the graph of the motions (``MotionGraph``): every motion defined in the
  /// compilation, and what each plays.
  mutating func buildMotionGraph() {
    var all: [MotionDefinition] = []
    for index in units.indices {
      all += motionTables[index].values.filter { $0.unit == index }
    }
    motionGraph = MotionGraph(motions: all, motionTables: motionTables)
  }

  /// Reports the motions that play themselves through others, even when nothing plays them (a
  /// library). Each set of motions that play each other is reported once, from its
  /// first-defined motion, at the `play` that closes a cycle through it.
  mutating func reportPlayCycles() {
    for cycle in motionGraph.cycles {
      let path = cycle.path.map { motionGraph.motions[$0].statement.name }
      guard let start = path.first else { continue }
      var names = path.map(\.text) + [start.text]
      // A long cycle shows its ends: the way in and the way back.
      if names.count > 9 {
        names = names.prefix(4) + ["… (\(names.count - 7) more)"] + names.suffix(3)
      }
      let chain = names.joined(separator: " → ")
      error(
        .recursiveMotion(chain: chain), at: cycle.closing.range,
        related: [RelatedRange(start.range, "`\(start.text)` is defined here")])
    }
  }

  /// Expands `play`: the motion's body as one sequence step on the element.
  mutating func checkPlay(_ play: PlayStatement, element: Int, defaults: Defaults) -> ScoreNode? {
    let modifiers = collectModifiers(
      play.modifiers, allowed: ModifierSet.forPlay, repeats: false,
      on: "`play`; it takes `wait`, `delay`, `repeat` and `yoyo`")
    guard let motion = motionTables[unit][play.name.text] else {
      if units[unit].hasFailedImport { return nil }  // it may be in the file that failed
      let names = motionTables[unit].keys.sorted()
      let suggestion = Suggestions.nearest(to: play.name.text, in: names)
      if let suggestion, let meant = motionTables[unit][suggestion] {
        used.insert(meant.statement.name.range.start)
      }
      error(
        .unknownMotion(play.name.text, suggestion: suggestion),
        at: play.name.range,
        notes: names.isEmpty
          ? [
            "help: define it with `motion \(play.name.text) < … >`, or `import` the file that does"
          ]
          : [])
      return nil
    }
    used.insert(motion.statement.name.range.start)
    names?.use(play.name.range, definedAt: motion.statement.name.range)
    let playElement = self.element(play.element, default: element)
    // Arguments are evaluated where the `play` is, in order.
    var arguments: [String: (value: Quantity?, range: SourceRange)] = [:]
    var valid = modifiers != nil
    let parameters = motion.statement.parameters.map(\.name.text)
    for argument in play.arguments ?? [] {
      let value = quantity(argument.value)
      guard let label = argument.label else {
        error(
          .unlabeledArgument(motion: play.name.text), at: argument.range,
          notes: [
            "help: name the parameter, e.g. `play \(play.name.text)(\(parameters.first ?? "amount"): \(text(argument.value.range)))`"
          ])
        valid = false
        continue
      }
      guard parameters.contains(label.text) else {
        error(
          .unknownArgument(
            motion: play.name.text, name: label.text,
            suggestion: Suggestions.nearest(to: label.text, in: parameters)), at: label.range,
          related: [
            RelatedRange(motion.statement.name.range, "`\(play.name.text)` is defined here")
          ])
        valid = false
        continue
      }
      if let first = arguments[label.text] {
        error(
          .duplicateModifier(label.text), at: argument.range,
          related: [RelatedRange(first.range, "first given here")])
        valid = false
        continue
      }
      arguments[label.text] = (value, argument.range)
    }
    for parameter in motion.statement.parameters
    where arguments[parameter.name.text] == nil && parameter.defaultValue == nil {
      error(
        .missingArgument(motion: play.name.text, name: parameter.name.text), at: play.range,
        related: [RelatedRange(parameter.range, "the parameter is defined here")])
      valid = false
    }
    guard valid, let modifiers, !checkingDefinition,
      let timing = timing(modifiers, over: nil, includesOver: false),
      let node = motionGraph.index(of: motion),
      // A motion that plays itself has its error (M0151) and is not expanded.
      !motionGraph.isCyclic[node], withinExpansionBudget(play, size: motionGraph.expandedSize[node])
    else { return nil }
    guard enterNested(at: play.range) else { return nil }
    defer { nesting -= 1 }
    // The body, in the motion's file, with its parameters bound; a default may use the
    // parameters before it.
    let saved = unit
    unit = motion.unit
    defer { unit = saved }
    let outer = localScopes
    bindParameters(of: motion, arguments: arguments.mapValues(\.value))
    playStack.append(
      PlayFrame(motion: play.name.text, site: playStack.first?.site ?? play.range))
    let result = checkBlock(
      motion.statement.body, element: playElement, defaults: motion.defaults,
      place: .motionBody(play.name.text))
    playStack.removeLast()
    localScopes = outer
    let normal = checkSequence(result.nodes)
    let alternative = result.reduced.map { checkSequence($0) }
    let children = reduced ? (alternative ?? normal) : normal
    return endlessChecked(
      ScoreGroup(
        kind: .sequence, children: children, timing: timing,
        range: playStack.first?.site ?? play.range,
        motion: MotionPlay(name: play.name.text, element: playElement)),
      repeatRange: modifiers[.repeat]?.range, wait: modifiers[.wait], what: "the motion"
    ).map { .group($0) }
  }

  /// Whether a `play` of a motion of expanded size `size` (see ``MotionGraph``) fits in what
  /// is left of the budget; an error at the `play` if not. Plays that play others several
  /// times multiply, so the size is known before any of it is checked, and a `play` over the
  /// budget costs nothing. A `play` inside a motion is part of its outermost `play`'s size.
  private mutating func withinExpansionBudget(_ play: PlayStatement, size: Int) -> Bool {
    guard playStack.isEmpty else { return true }
    let left = limits.maximumExpansion - expandedStatements
    guard size > left else {
      expandedStatements += size
      return true
    }
    budgetExceeded = true
    let counted = size == Int.max ? "more than \(limits.maximumExpansion)" : "\(size)"
    error(
      .limitExceeded(
        "this `play` expands to \(counted) statements: the plays of a timeline may expand to "
          + "at most \(limits.maximumExpansion)"), at: play.range,
      notes: [
        "a motion's statements count each time it is played, and so do those of the motions it "
          + "plays"
      ]
        + (expandedStatements > 0
          ? ["the plays before this one expand to \(expandedStatements) statements"] : []))
    return false
  }

  /// Warnings for the main file's `let`s and motions nothing uses. A library (a file with no
  /// timeline of its own, or compiled with `--motion`) is meant to be used by others, so its
  /// names are not reported.
  mutating func reportUnused(mainIsLibrary: Bool) {
    guard !mainIsLibrary else { return }
    for (name, range) in mainLets where !used.contains(range.start) && !name.hasPrefix("_") {
      error(
        .unusedLet(name), at: range,
        notes: ["help: remove it, or use it; a name starting with `_` is not reported"])
    }
    for motion in motionTables[0].values.sorted(by: {
      $0.statement.range.start < $1.statement.range.start
    }) where motion.unit == 0 && !used.contains(motion.statement.name.range.start) {
      error(
        .unusedMotion(motion.statement.name.text), at: motion.statement.name.range,
        notes: ["help: play it with `play \(motion.statement.name.text)`, or remove it"])
    }
  }
}
