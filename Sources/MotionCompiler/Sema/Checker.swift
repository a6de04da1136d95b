import Foundation
import MotionRuntime

/// The semantic pass: checks the syntax tree and builds the ``Score``.
///
/// It resolves element names (`target` scopes to the end of its block), properties, units and
/// easings, and reports every problem it finds with the smallest range that shows it. It never
/// edits the tree. A statement with an error is left out of the score, so later stages see only
/// valid input.
struct Checker {
  private let file: SourceFile
  private let limits: Limits
  private var diagnostics = DiagnosticBag()
  /// Element names in the order first named; `view` is added when first animated.
  private var elements: [String] = []
  private var elementIndex: [String: Int] = [:]
  private var initials: [TrackKey: (value: Value, range: SourceRange)] = [:]
  /// The first change of each track, in source order (for `initial` after animation).
  private var firstChange: [TrackKey: SourceRange] = [:]
  /// The checked changes, in source order.
  private var changes: [ScoreChange] = []
  /// Easings already looked up by name.
  private var easingsByName: [String: Easing] = [:]
  /// Every change's easing, by index (changes hold the index, which keeps them small); plain
  /// names share one entry.
  private var easings: [Easing] = [.linear]
  private var easingIndexByName: [String: Int32] = ["linear": 0]

  static func check(
    _ tree: SyntaxTree, file: SourceFile, limits: Limits
  ) -> (score: Score, diagnostics: [Diagnostic]) {
    var checker = Checker(file: file, limits: limits)
    let body = checker.checkSequence(
      checker.checkBlock(tree.statements, element: Self.defaultElement))
    let score = Score(
      elements: checker.elements, initials: checker.initials.mapValues(\.value), body: body,
      changes: checker.changes, easings: checker.easings)
    return (score, checker.diagnostics.diagnostics)
  }

  private init(file: SourceFile, limits: Limits) {
    self.file = file
    self.limits = limits
  }

  private mutating func error(
    _ kind: DiagnosticKind, at range: SourceRange, related: [RelatedRange] = [],
    notes: [String] = []
  ) {
    diagnostics.add(kind, at: range, related: related, notes: notes)
  }

  /// Stands for `view` before anything names it, so that elements keep the order the spec
  /// first names them in.
  private static let defaultElement = -1

  private mutating func element(_ written: Name?, default element: Int) -> Int {
    if let written { return intern(written.text) }
    return element == Self.defaultElement ? intern("view") : element
  }

  private mutating func intern(_ name: String) -> Int {
    if let index = elementIndex[name] { return index }
    elements.append(name)
    elementIndex[name] = elements.count - 1
    return elements.count - 1
  }

  // MARK: Statements

  /// A block (the file or a group body); `target` lines change the element until its end.
  private mutating func checkBlock(_ statements: [Statement], element: Int) -> [ScoreNode] {
    var element = element
    var nodes: [ScoreNode] = []
    for statement in statements {
      switch statement {
      case .change(let change):
        if let node = checkChange(change, element: element) {
          changes.append(node)
          nodes.append(.change(changes.count - 1))
        }
      case .wait(let wait):
        rejectModifiers(wait.modifiers, on: "`wait`")
        if let duration = duration(wait.duration) {
          nodes.append(.pause(duration, range: wait.range))
        }
      case .target(let name, _):
        element = intern(name.text)
      case .initial(let initial):
        checkInitial(initial, element: element)
      case .group(let group):
        if let node = checkGroup(group, element: element) { nodes.append(.group(node)) }
      case .unsupported:
        break  // already reported by the parser
      }
    }
    return nodes
  }

  /// The children of a sequence, checking that none comes after a child that never ends
  /// (`repeat forever`, or a group with one inside): the first that does is an error, and it
  /// and the rest are left out.
  private mutating func checkSequence(_ nodes: [ScoreNode]) -> [ScoreNode] {
    for (index, node) in nodes.enumerated().dropLast() {
      guard let forever = node.endlessRepeat(changes: changes) else { continue }
      let own: Bool
      switch node {
      case .change: own = true
      case .pause: own = false
      case .group(let group): own = group.timing.plays.foreverRange == forever
      }
      error(
        .neverRuns("this step"), at: nodes[index + 1].range(changes: changes),
        related: [
          RelatedRange(
            forever,
            own
              ? "this repeats forever, so the next step would never run"
              : "this repeats forever, so the group around it never ends")
        ],
        notes: [
          "help: to run it at the same time, put both in a `merge`; to run it once before, "
            + "move it above"
        ])
      return Array(nodes[...index])
    }
    return nodes
  }

  /// The `repeat forever` that makes a group's body never end: the last child of a sequence,
  /// any child of a merge or stagger.
  private func endlessBody(_ children: [ScoreNode], kind: ScoreGroupKind) -> SourceRange? {
    switch kind {
    case .sequence: return children.last?.endlessRepeat(changes: changes)
    case .merge, .stagger:
      return children.lazy.compactMap { $0.endlessRepeat(changes: changes) }.first
    }
  }

  private mutating func checkChange(_ change: ChangeStatement, element: Int) -> ScoreChange? {
    let element = self.element(change.subject.element, default: element)
    let properties = resolveProperty(change.subject.property)
    let modifiers = collectModifiers(
      change.modifiers, allowed: change.setKeyword == nil ? ModifierSet.all : ModifierSet.forSet,
      repeats: false,
      on: "`set`, which is instant; write `PROPERTY VALUE over …` for a change that takes time")
    guard let properties, let modifiers else { return nil }
    let property = properties.first
    let subject = change.subject.range
    var valid = true

    var target: ChangeTarget?
    if let by = change.by {
      if property.kind == .color {
        error(.relativeColor, at: by)
        valid = false
      } else if let value = number(change.value, for: property, name: subject) {
        target = .relative(value)
      }
    } else if let value = value(change.value, for: property, name: subject) {
      target = .absolute(value)
    }

    var from: Value?
    if let modifier = modifiers[.from], case .value(let expression) = modifier.argument {
      from = value(expression, for: property, name: subject)
      if from == nil { valid = false }
    }
    guard var timing = timing(modifiers, includesOver: true) else { return nil }
    if change.setKeyword != nil { timing.over = 0 }
    var easing = Easing.linear
    if let modifier = modifiers[.ease], case .easing(let syntax) = modifier.argument {
      guard let resolved = resolveEasing(syntax) else { return nil }
      easing = resolved
      if case .spring(let spring, _) = resolved {
        guard let played = springTiming(spring, over: modifiers[.over], syntax: syntax) else {
          return nil
        }
        timing.over = played
        easing = .spring(spring, duration: Ticks.seconds(played))
      }
      if timing.over == 0 {
        diagnostics.add(
          .easingOnInstantChange, at: modifier.range,
          notes: ["help: remove the `ease`, or give the change a duration with `over`"])
      }
    }
    var colorSpace = ColorSpace.srgb
    if let modifier = modifiers[.in], case .name(let space) = modifier.argument {
      if property.kind != .color {
        error(.colorSpaceOnNonColor(property: file.text(subject)), at: modifier.range)
        valid = false
      } else if let resolved = ColorSpace(rawValue: space.text) {
        colorSpace = resolved
      } else {
        error(.unknownColorSpace(space.text), at: space.range)
        valid = false
      }
    }
    guard valid, let target else { return nil }
    for property in properties
    where firstChange[TrackKey(element: element, property: property)] == nil {
      firstChange[TrackKey(element: element, property: property)] = change.range
    }
    return ScoreChange(
      element: element, properties: properties, target: target, from: from, timing: timing,
      easing: easingIndex(easing, modifiers: modifiers), colorSpace: colorSpace,
      range: change.range, valueRange: change.value.range,
      subject: subject)
  }

  /// The index of `easing` in the score's table; a plain name is stored once.
  private mutating func easingIndex(_ easing: Easing, modifiers: ModifierSet) -> Int32 {
    var name: String?
    if let modifier = modifiers[.ease], case .easing(let syntax) = modifier.argument,
      syntax.arguments == nil
    {
      name = syntax.name.text
    } else if modifiers[.ease] == nil {
      name = "linear"
    }
    if let name, let index = easingIndexByName[name] { return index }
    easings.append(easing)
    let index = Int32(easings.count - 1)
    if let name { easingIndexByName[name] = index }
    return index
  }

  private mutating func checkInitial(_ initial: InitialStatement, element: Int) {
    rejectModifiers(initial.modifiers, on: "`initial`, which sets a value before time 0")
    let element = self.element(initial.subject.element, default: element)
    guard let properties = resolveProperty(initial.subject.property) else { return }
    guard let value = value(initial.value, for: properties.first, name: initial.subject.range)
    else { return }
    let subject = file.text(initial.subject.range)
    for property in properties {
      let key = TrackKey(element: element, property: property)
      if let changed = firstChange[key] {
        error(
          .initialAfterAnimated(property: subject), at: initial.range,
          related: [RelatedRange(changed, "`\(subject)` is first animated here")],
          notes: ["help: move this `initial` line above the first change of `\(subject)`"])
        return
      }
      if let previous = initials[key] {
        error(
          .duplicateInitial(property: subject), at: initial.range,
          related: [RelatedRange(previous.range, "the first initial value is given here")])
        return
      }
    }
    for property in properties {
      initials[TrackKey(element: element, property: property)] = (value, initial.range)
    }
  }

  private mutating func checkGroup(_ group: GroupStatement, element: Int) -> ScoreGroup? {
    var repeats = false
    if case .repeat = group.kind { repeats = true }
    let modifiers = collectModifiers(
      group.modifiers, allowed: ModifierSet.forGroup, repeats: repeats,
      on: "a group; put `over`, `ease` and `from` on the steps inside it")
    var kind: ScoreGroupKind
    var groupPlays: Plays?
    var valid = modifiers != nil
    switch group.kind {
    case .merge: kind = .merge
    case .sequence: kind = .sequence
    case .stagger(let expression):
      let interval = duration(expression)
      kind = .stagger(interval ?? 0)
      if interval == nil { valid = false }
    case .repeat(let count):
      kind = .sequence
      if let plays = playCount(count, written: group.keyword.union(count.range)) {
        groupPlays = plays
      } else {
        valid = false
      }
    }
    var children = checkBlock(group.body, element: element)
    if case .sequence = kind { children = checkSequence(children) }
    guard valid, let modifiers, var timing = timing(modifiers, includesOver: false) else {
      return nil
    }
    var repeatRange = modifiers[.repeat]?.range
    if let groupPlays {
      if let modifier = modifiers[.repeat] {
        error(
          .duplicateModifier("repeat"), at: modifier.keyword,
          related: [RelatedRange(group.keyword, "the group already repeats here")])
        return nil
      }
      timing.plays = groupPlays
      if case .repeat(let count) = group.kind { repeatRange = group.keyword.union(count.range) }
    }
    let inner = endlessBody(children, kind: kind)
    if let inner, timing.plays.repeats, let repeatRange {
      error(
        .repeatsEndless, at: repeatRange,
        related: [RelatedRange(inner, "this repeats forever, so the first play never ends")],
        notes: ["help: remove this `repeat`, or make the inner part repeat a number of times"])
      return nil
    }
    if let inner, let wait = modifiers[.wait] {
      error(
        .neverRuns("this `wait`"), at: wait.range,
        related: [RelatedRange(inner, "this repeats forever, so the group never ends")])
      return nil
    }
    return ScoreGroup(
      kind: kind, children: children, timing: timing, range: group.keyword,
      endless: timing.plays.foreverRange ?? inner)
  }

  // MARK: Modifiers

  /// The modifiers by kind, or `nil` after reporting a duplicate or one not allowed here.
  /// `repeats` is true when the statement itself repeats (`repeat N < … >`), so `yoyo` may
  /// go without a `repeat` modifier.
  private mutating func collectModifiers(
    _ modifiers: [Modifier], allowed: UInt8, repeats: Bool, on place: String
  ) -> ModifierSet? {
    var set = ModifierSet(modifiers)
    var valid = true
    for (index, modifier) in modifiers.enumerated() {
      if let first = set[modifier.kind] {
        error(
          .duplicateModifier(modifier.kind.rawValue), at: modifier.range,
          related: [RelatedRange(first.range, "first given here")])
        valid = false
      } else if allowed & modifier.kind.bit == 0 {
        error(
          .modifierNotAllowed(modifier: modifier.kind.rawValue, on: place), at: modifier.keyword)
        valid = false
      } else {
        set.insert(modifier.kind, at: index)
      }
    }
    if let yoyo = set[.yoyo], set[.repeat] == nil, !repeats, valid {
      error(
        .yoyoWithoutRepeat, at: yoyo.range,
        notes: ["help: add a number of plays, e.g. `repeat 2 yoyo`"])
      valid = false
    }
    return valid ? set : nil
  }

  private mutating func rejectModifiers(_ modifiers: [Modifier], on place: String) {
    for modifier in modifiers {
      error(.modifierNotAllowed(modifier: modifier.kind.rawValue, on: place), at: modifier.keyword)
    }
  }

  /// `delay`, `over`, `wait`, `repeat`, `yoyo`, with the defaults.
  private mutating func timing(_ modifiers: ModifierSet, includesOver: Bool) -> Timing? {
    var timing = Timing()
    if includesOver { timing.over = 500_000_000 }
    var valid = true
    func read(_ kind: ModifierKind, into value: inout Tick) {
      guard let modifier = modifiers[kind], case .value(let expression) = modifier.argument else {
        return
      }
      if let ticks = duration(expression) { value = ticks } else { valid = false }
    }
    read(.delay, into: &timing.delay)
    read(.over, into: &timing.over)
    read(.wait, into: &timing.wait)
    if let modifier = modifiers[.repeat], case .count(let count) = modifier.argument {
      if let plays = playCount(count, written: modifier.range) {
        timing.plays = plays
      } else {
        valid = false
      }
    }
    timing.yoyo = modifiers[.yoyo] != nil
    return valid ? timing : nil
  }

  /// The plays of `repeat COUNT`, written at `range` (`repeat` and its count).
  private mutating func playCount(_ count: RepeatCount, written: SourceRange) -> Plays? {
    switch count {
    case .forever:
      return .forever(written)
    case .times(let expression):
      guard case .number(let literal, let range) = expression else {
        if case .invalid = expression { return nil }
        error(.invalidRepeatCount(limit: limits.maximumRepeatCount), at: expression.range)
        return nil
      }
      let value = literal.doubleValue
      guard literal.unit == .none, value >= 1, value <= Double(limits.maximumRepeatCount),
        value.rounded() == value
      else {
        error(.invalidRepeatCount(limit: limits.maximumRepeatCount), at: range)
        return nil
      }
      return .times(Int(value))
    }
  }

  // MARK: Names

  private mutating func resolveProperty(_ name: Name) -> PropertyPair? {
    if name.text == "scale" { return PropertyPair(.scaleX, .scaleY) }
    if let property = Property(rawValue: name.text) { return PropertyPair(property) }
    let candidates = ["scale"] + Property.allCases.map(\.rawValue)
    error(
      .unknownProperty(name.text, suggestion: Suggestions.nearest(to: name.text, in: candidates)),
      at: name.range)
    return nil
  }

  private mutating func resolveEasing(_ syntax: EasingSyntax) -> Easing? {
    let name = syntax.name.text
    guard let arguments = syntax.arguments else {
      if let easing = easingsByName[name] { return easing }
      if let easing = Easing(named: name) {
        easingsByName[name] = easing
        return easing
      }
      let hint =
        ["steps", "cubic", "spring"].contains(name)
        ? ["help: `\(name)` takes arguments: `\(name)(…)`"] : []
      error(
        .unknownEasing(name, suggestion: Suggestions.nearest(to: name, in: Easing.allNames)),
        at: syntax.name.range, notes: hint)
      return nil
    }
    if Easing(named: name) != nil, name != "linear" {
      error(
        .invalidEasingArgument("`\(name)` takes no arguments: write `ease \(name)`"),
        at: syntax.range)
      return nil
    }
    switch name {
    case "cubic": return cubic(arguments, syntax)
    case "steps": return steps(arguments, syntax)
    case "linear": return linearPoints(arguments, syntax)
    case "spring": return spring(arguments, syntax)
    default:
      let known = ["cubic", "steps", "linear", "spring"]
      var suggestion = Suggestions.nearest(to: name, in: known)
      if suggestion == nil, arguments.count == 4 { suggestion = "cubic" }
      error(.unknownEasing(name, suggestion: suggestion), at: syntax.name.range)
      return nil
    }
  }

  /// How long a spring step plays: its `over` (with a warning when the spring has not
  /// settled by then), or else the spring's settling time.
  private mutating func springTiming(_ spring: Spring, over: Modifier?, syntax: EasingSyntax)
    -> Tick?
  {
    let settling = spring.settlingTime
    if let over, case .value(let expression) = over.argument {
      guard let ticks = duration(expression) else { return nil }
      if let settling, Ticks.seconds(ticks) >= settling {
        return ticks
      }
      let settles = settling.map { "it settles after \(formatSeconds($0))" } ?? "it never settles"
      diagnostics.add(
        .springCutShort(settles: settles), at: over.range,
        notes: ["the value snaps to its target at the end of `over`"])
      return ticks
    }
    guard let settling, let ticks = Ticks.from(seconds: settling), ticks <= limits.maximumDuration
    else {
      error(
        .invalidEasingArgument("this spring never settles: give the step a duration with `over`"),
        at: syntax.range)
      return nil
    }
    return ticks
  }

  private func formatSeconds(_ seconds: Double) -> String {
    NumberFormatting.fixed((seconds * 1e4).rounded() / 1e4) + "s"
  }

  /// `steps(n)` or `steps(n, jump-start|jump-end|jump-none|jump-both)`.
  private mutating func steps(_ arguments: [Argument], _ syntax: EasingSyntax) -> Easing? {
    guard (1...2).contains(arguments.count) else {
      error(
        .invalidEasingArgument(
          "`steps` takes a number of steps and optionally a position, found \(arguments.count) arguments"
        ), at: syntax.range)
      return nil
    }
    var position = StepPosition.jumpEnd
    if arguments.count == 2 {
      let argument = arguments[1]
      guard argument.label == nil, argument.more.isEmpty, case .name(let word) = argument.value,
        let value = StepPosition(rawValue: word.text)
      else {
        error(
          .invalidEasingArgument(
            "the position of `steps` is `jump-start`, `jump-end`, `jump-none` or `jump-both`"),
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
        error(
          .invalidEasingArgument("`steps` takes a plain number of steps"), at: countArgument.range)
      }
      return nil
    }
    let minimum = position.minimumCount
    guard count.rounded() == count, count >= Double(minimum), count <= 100_000 else {
      error(
        .invalidEasingArgument(
          "`steps` needs a whole number of steps from \(minimum) to 100000"
            + (position == .jumpNone ? " with `jump-none`" : "")
            + ", found `\(file.text(countArgument.range))`"), at: countArgument.range)
      return nil
    }
    return .steps(Int(count), position)
  }

  /// CSS `linear(…)`: outputs, each optionally followed by one or two input percentages.
  private mutating func linearPoints(_ arguments: [Argument], _ syntax: EasingSyntax) -> Easing? {
    var stops: [(output: Double, inputs: [Double])] = []
    for argument in arguments {
      if let label = argument.label {
        error(.invalidEasingArgument("`linear` takes points, not labels"), at: label.range)
        return nil
      }
      guard let output = plainNumber(argument.value) else { return nil }
      guard argument.more.count <= 2 else {
        error(
          .invalidEasingArgument("a point of `linear` has at most two input percentages"),
          at: argument.range)
        return nil
      }
      var inputs: [Double] = []
      for input in argument.more {
        guard case .number(let value, .percent, _) = quantity(input) else {
          error(
            .invalidEasingArgument(
              "input positions in `linear` are percentages such as `40%`, found `\(file.text(input.range))`"
            ),
            at: input.range)
          return nil
        }
        inputs.append(value / 100)
      }
      stops.append((output, inputs))
    }
    do {
      return .piecewiseLinear(try LinearEasing(stops: stops))
    } catch let problem {
      error(.invalidEasingArgument(problem.reason), at: syntax.range)
      return nil
    }
  }

  /// `spring(duration:bounce:)`, `spring(response:dampingRatio:)` or
  /// `spring(mass:stiffness:damping:velocity:)`, every argument optional. The duration the
  /// spring plays for is filled in by the step (its `over`, or the settling time).
  private mutating func spring(_ arguments: [Argument], _ syntax: EasingSyntax) -> Easing? {
    var values: [String: Double] = [:]
    for argument in arguments {
      guard let label = argument.label else {
        error(
          .invalidEasingArgument(
            "`spring` arguments are named, e.g. `spring(duration: 0.5s, bounce: 0.3)`"),
          at: argument.range)
        return nil
      }
      let known = [
        "duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping",
        "velocity",
      ]
      guard known.contains(label.text) else {
        let suggestion =
          Suggestions.nearest(to: label.text, in: known).map { "; did you mean `\($0)`?" } ?? ""
        error(
          .invalidEasingArgument("`spring` has no argument `\(label.text)`\(suggestion)"),
          at: label.range)
        return nil
      }
      if values[label.text] != nil {
        error(.duplicateModifier(label.text), at: argument.range)
        return nil
      }
      guard argument.more.isEmpty else {
        error(.invalidEasingArgument("one value per `spring` argument"), at: argument.range)
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
      values[label.text] = value
    }
    let groups: [Set<String>] = [
      ["duration", "bounce"], ["response", "dampingRatio"],
      ["mass", "stiffness", "damping", "velocity"],
    ]
    let used = Set(values.keys)
    let group = groups.first { !$0.isDisjoint(with: used) } ?? groups[2]
    if !used.isSubset(of: group) {
      error(
        .invalidEasingArgument(
          "`spring` takes either `duration`/`bounce`, or `response`/`dampingRatio`, or "
            + "`mass`/`stiffness`/`damping`/`velocity`; do not mix them"), at: syntax.range)
      return nil
    }
    do {
      let spring: Spring
      if group.contains("duration") {
        spring = try Spring(duration: values["duration"] ?? 0.5, bounce: values["bounce"] ?? 0)
      } else if group.contains("response") {
        spring = try Spring(
          response: values["response"] ?? 0.5, dampingRatio: values["dampingRatio"] ?? 1)
      } else {
        spring = try Spring(
          mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100,
          damping: values["damping"] ?? 10, velocity: values["velocity"] ?? 0)
      }
      return .spring(spring, duration: 0)
    } catch let problem {
      error(
        .invalidEasingArgument("this spring is not possible: \(problem.reason)"), at: syntax.range)
      return nil
    }
  }

  private mutating func cubic(_ arguments: [Argument], _ syntax: EasingSyntax) -> Easing? {
    guard arguments.count == 4 else {
      error(
        .invalidEasingArgument(
          "`cubic` takes 4 numbers (x1, y1, x2, y2), found \(arguments.count)"),
        at: syntax.range)
      return nil
    }
    var values: [Double] = []
    for (index, argument) in arguments.enumerated() {
      if let label = argument.label {
        error(
          .invalidEasingArgument("`cubic` takes plain numbers, not labels"), at: label.range)
        return nil
      }
      if let extra = argument.more.first {
        error(.expected("`,` or `)`", found: "`\(file.text(extra.range))`"), at: extra.range)
        return nil
      }
      guard let number = plainNumber(argument.value) else { return nil }
      if index % 2 == 0, !(0...1).contains(number) {
        error(
          .invalidEasingArgument(
            "x\(index / 2 + 1) of `cubic` must be between 0 and 1, found `\(file.text(argument.range))`"
          ), at: argument.range)
        return nil
      }
      values.append(number)
    }
    return .cubicBezier(CubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3]))
  }

  // MARK: Values

  /// A number as written, with its unit and sign.
  private enum Quantity {
    case number(Double, NumberUnit, text: String)
    case color(RGBA)
  }

  private mutating func quantity(_ expression: Expression) -> Quantity? {
    switch expression {
    case .number(let literal, let range):
      let value = literal.doubleValue
      guard value.isFinite, value <= limits.maximumMagnitude else {
        error(.numberTooLarge, at: range)
        return nil
      }
      return .number(value, literal.unit, text: literal.text)
    case .color(let components, _):
      return .color(
        RGBA(
          red: Double(components.red) / 255, green: Double(components.green) / 255,
          blue: Double(components.blue) / 255, alpha: Double(components.alpha) / 255))
    case .negate(let inner, let range):
      switch quantity(inner) {
      case .number(let value, let unit, let text): return .number(-value, unit, text: "-" + text)
      case .color:
        error(.expected("a number after `-`", found: "a color"), at: range)
        return nil
      case nil: return nil
      }
    case .name(let name):
      error(
        .notSupportedYet("using a name (`\(name.text)`) as a value"), at: name.range,
        notes: [
          "values are numbers such as `20`, `0.5s`, `90deg`, `50%`, or colors such as `#3182F6`"
        ])
      return nil
    case .invalid:
      return nil
    }
  }

  private func describe(_ unit: NumberUnit) -> String {
    switch unit {
    case .none: return "a plain number"
    case .seconds, .milliseconds: return "a duration"
    case .degrees, .radians, .turns: return "an angle"
    case .points, .pixels: return "a length"
    case .percent: return "a percentage"
    }
  }

  /// A duration in ticks, exact for decimals.
  private mutating func duration(_ expression: Expression) -> Tick? {
    var negative = false
    var inner = expression
    while case .negate(let operand, _) = inner {
      negative.toggle()
      inner = operand
    }
    switch inner {
    case .number(let literal, let range):
      let scale: Int
      switch literal.unit {
      case .seconds: scale = 9
      case .milliseconds: scale = 6
      case .none:
        let sign = negative ? "-" : ""
        error(
          .durationNeedsUnit(
            seconds: sign + literal.text, milliseconds: sign + literal.decimalText(shiftedBy: 3)),
          at: expression.range)
        return nil
      case .degrees, .radians, .turns, .points, .pixels, .percent:
        error(.expectedDuration(found: describe(literal.unit)), at: range)
        return nil
      }
      guard let ticks = literal.scaledInteger(scale: scale), ticks <= limits.maximumDuration else {
        error(
          .limitExceeded(
            "this duration is too long: the limit is \(Ticks.decimalSeconds(limits.maximumDuration))s"
          ),
          at: range)
        return nil
      }
      if negative && ticks != 0 {
        error(.negativeDuration, at: expression.range)
        return nil
      }
      return ticks
    case .color(_, let range):
      error(.expectedDuration(found: "a color"), at: range)
      return nil
    case .name, .invalid, .negate:
      _ = quantity(inner)
      return nil
    }
  }

  /// A plain number (no unit), e.g. a `cubic` argument.
  private mutating func plainNumber(_ expression: Expression) -> Double? {
    switch quantity(expression) {
    case .number(let value, .none, _): return value
    case .number(_, let unit, _):
      error(.expected("a plain number", found: describe(unit)), at: expression.range)
      return nil
    case .color:
      error(.expected("a plain number", found: "a color"), at: expression.range)
      return nil
    case nil: return nil
    }
  }

  /// A property value for `property` (absolute: opacity is range-checked).
  private mutating func value(
    _ expression: Expression, for property: Property, name subject: SourceRange
  ) -> Value? {
    let name = LazyName(file: file, range: subject)
    if property.kind == .color {
      switch quantity(expression) {
      case .color(let color): return .color(color)
      case .number(_, let unit, _):
        error(
          .wrongValueKind(
            property: name.text, expected: "a color such as `#3182F6`", found: describe(unit)),
          at: expression.range)
        return nil
      case nil: return nil
      }
    }
    guard let number = number(expression, for: property, name: subject) else { return nil }
    if property.kind == .fraction, !(0...1).contains(number) {
      error(
        .valueOutOfRange(property: name.text, value: file.text(expression.range)),
        at: expression.range)
      return nil
    }
    return .number(number)
  }

  /// A number in `property`'s unit (also a `by` amount).
  private mutating func number(
    _ expression: Expression, for property: Property, name subject: SourceRange
  ) -> Double? {
    let name = LazyName(file: file, range: subject)
    guard let quantity = quantity(expression) else { return nil }
    let expected: String
    switch property.kind {
    case .length: expected = "a length such as `20` or `20pt`"
    case .fraction: expected = "a number from 0 to 1, or a percentage"
    case .factor: expected = "a factor such as `1.2` or `120%`"
    case .angle: expected = "an angle such as `90deg`, `0.25turn` or `1.5rad`"
    case .color: expected = "a color such as `#3182F6`"
    }
    guard case .number(let value, let unit, let text) = quantity else {
      error(
        .wrongValueKind(property: name.text, expected: expected, found: "a color"),
        at: expression.range)
      return nil
    }
    switch (property.kind, unit) {
    case (.length, .none), (.length, .points), (.length, .pixels), (.fraction, .none),
      (.factor, .none):
      return value
    case (.fraction, .percent), (.factor, .percent):
      return value / 100
    case (.angle, .degrees): return value
    case (.angle, .radians): return value * 180 / Double.pi
    case (.angle, .turns): return value * 360
    case (.angle, .none):
      error(.angleNeedsUnit(text), at: expression.range)
      return nil
    case (.length, .percent):
      error(
        .unitNotAllowed(unit: "%", property: name.text), at: expression.range,
        notes: ["lengths are in points: write `20` or `20pt`"])
      return nil
    case (.length, _), (.fraction, _), (.factor, _), (.angle, _), (.color, _):
      error(
        .wrongValueKind(property: name.text, expected: expected, found: describe(unit)),
        at: expression.range)
      return nil
    }
  }
}

/// A subject's text, made only when a message needs it.
private struct LazyName {
  let file: SourceFile
  let range: SourceRange

  var text: String { file.text(range) }
}
