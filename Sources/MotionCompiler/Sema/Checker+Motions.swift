import MotionRuntime

/// Names, `let`, `seed`, `motion` and `play`.
extension Checker {
  // MARK: Seed

  /// The main file's `seed` (at most one, a whole number).
  mutating func readSeed(_ tree: SyntaxTree) {
    var first: SourceRange?
    for statement in tree.statements {
      guard case .seed(let expression, let range) = statement else { continue }
      if let first {
        report(
          .duplicateDefinition(.seed, name: "seed"), at: range,
          related: [RelatedRange(first, .firstSeed)])
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
        report(.invalidSeed, at: expression.range)
      }
    }
  }

  // MARK: Files

  /// Evaluates the top-level `let`s of every file, each after the files it imports, and
  /// records their motions. Depth first from the main file, with an explicit stack: a file
  /// waits at an `import` until the file it names is prepared.
  mutating func prepareFiles() {
    guard !files.isEmpty else { return }
    var prepared = Array(repeating: false, count: files.count)
    // Each file being prepared, its next statement, and the `defaults` in effect there (as the
    // motions defined there share them).
    var stack: [(file: Int, next: Int, defaults: MotionDefaults)] = []
    var start: Int? = 0
    preparingFiles = true
    defer { preparingFiles = false }
    while true {
      if let index = start {
        prepared[index] = true
        // Sized once: growing a table rehashes every name again at each doubling. The final
        // size is the same (imports may still grow the scope, as before).
        let (lets, motions) = definitionCounts(in: index)
        files[index].scope.reserveCapacity(lets)
        files[index].motions.reserveCapacity(motions)
        files[index].definedMotions.reserveCapacity(motions)
        files[index].pendingFrom = 0
        stack.append((index, 0, MotionDefaults(Defaults())))
        start = nil
      }
      guard let (index, next, defaults) = stack.last else { break }
      let statements = files[index].parsed.tree.statements
      guard next < statements.count else {
        files[index].finalDefaults = defaults.value
        files[index].pendingFrom = Int.max
        stack.removeLast()
        continue
      }
      if case .import(let statement) = statements[next],
        let target = files[index].parsed.imports[statement.range.start], !prepared[target]
      {
        start = target  // then back to this `import`
        continue
      }
      currentFile = index
      stack[stack.count - 1].next += 1
      stack[stack.count - 1].defaults = prepare(statements, at: next, defaults: defaults)
    }
    currentFile = 0
  }

  /// How many top-level `let`s and motions file `index` has (a borrowing read).
  private func definitionCounts(in index: Int) -> (lets: Int, motions: Int) {
    var counts = (lets: 0, motions: 0)
    for statement in files[index].parsed.tree.statements {
      switch statement {
      case .let: counts.lets += 1
      case .motion: counts.motions += 1
      case .import, .defaults, .change, .wait, .initial, .group, .play, .drift, .target, .seed,
        .reduced:
        continue
      }
    }
    return counts
  }

  /// The top-level statement `next` of the current file, the files it imports prepared;
  /// returns the `defaults` in effect after it (the same value, unless it is an `import` or
  /// `defaults`).
  private mutating func prepare(
    _ statements: [Statement], at next: Int, defaults: MotionDefaults
  ) -> MotionDefaults {
    let index = currentFile
    // Switched on in place: a copy of the whole statement costs more than its payload's.
    switch statements[next] {
    case .import(let statement):
      if let tokens = files[index].parsed.tokenImports[statement.range.start] {
        importTokens(tokens, at: statement)
        return defaults
      }
      guard let target = files[index].parsed.imports[statement.range.start] else { return defaults }
      importNames(from: target, at: statement)
      if files[target].hasSteps {
        report(.importedStepsIgnored(statement.path), at: statement.pathRange)
      }
      return MotionDefaults(defaults.value.merged(with: files[target].finalDefaults))
    case .let(let binding):
      files[index].pendingFrom = binding.name.range.end
      let value = quantity(binding.value)
      // Put in with one lookup of the name; a duplicate's first binding is put back.
      if let existing = files[index].scope.updateValue(
        Binding(value: value, definition: binding.name.range, visibleFrom: binding.range.end),
        forKey: binding.name.text)
      {
        files[index].scope[binding.name.text] = existing
        report(
          .duplicateDefinition(.name, name: binding.name.text),
          at: binding.name.range,
          related: [RelatedRange(existing.definition, .firstDefinedHere)])
        return defaults
      }
      names?.value(value, of: binding.name.range)
      if index == 0 { mainLets.append(binding.name.range) }
    case .defaults(let statement):
      return MotionDefaults(applyDefaults(statement, to: defaults.value))
    case .motion(let motion):
      // Put in with one lookup of the name; a duplicate's first definition is put back.
      let definition = MotionDefinition(
        statement: motion, fileIndex: index, defaults: defaults,
        isParsedAgain: hasMotionShape(at: motion.range.start, in: index))
      if let existing = files[index].motions.updateValue(definition, forKey: motion.name.text) {
        files[index].motions[motion.name.text] = existing
        report(
          .duplicateDefinition(.motion, name: motion.name.text),
          at: motion.name.range,
          related: [RelatedRange(existing.statement.name.range, .firstDefinedHere)])
        return defaults
      }
      files[index].definedMotions.append(definition)
    case .change, .wait, .initial, .group, .play, .drift, .target:
      files[index].hasSteps = true
    case .seed, .reduced:
      break
    }
    return defaults
  }

  /// Whether the parser let go of the body of the motion at `position` in file `index` (the
  /// motions are prepared in source order: each found at once, see
  /// ``MotionGraph/ShapeTable/find(_:)``).
  private mutating func hasMotionShape(at position: Int, in index: Int) -> Bool {
    files[index].hasMotionShape(at: position)
  }

  /// Makes the names file `target` defines or imports visible in the current file.
  private mutating func importNames(from target: Int, at statement: ImportStatement) {
    for (name, binding) in files[target].scope.sorted(by: { $0.key < $1.key }) {
      if let existing = files[currentFile].scope[name] {
        if existing.definition != binding.definition {
          report(
            .duplicateDefinition(.name, name: name), at: statement.pathRange,
            related: [
              RelatedRange(existing.definition, .definedHere),
              RelatedRange(binding.definition, .alsoDefinedInImport),
            ])
        }
        continue
      }
      var visible = binding
      visible.visibleFrom = statement.range.end
      files[currentFile].scope[name] = visible
    }
    for (name, motion) in files[target].motions.sorted(by: { $0.key < $1.key }) {
      if let existing = files[currentFile].motions[name] {
        if existing.statement.name.range != motion.statement.name.range {
          report(
            .duplicateDefinition(.motion, name: name), at: statement.pathRange,
            related: [
              RelatedRange(existing.statement.name.range, .definedHere),
              RelatedRange(motion.statement.name.range, .alsoDefinedInImport),
            ])
        }
        continue
      }
      files[currentFile].motions[name] = motion
    }
  }

  // MARK: Names

  /// A block-level `let`: visible to the end of its block.
  mutating func defineLocal(_ binding: LetStatement) {
    let value = quantity(binding.value)
    if let existing = lookupDefinition(binding.name.text) {
      report(
        .duplicateDefinition(.name, name: binding.name.text), at: binding.name.range,
        related: [RelatedRange(existing, .firstDefinedHere)])
      return
    }
    locals.append(
      LocalBinding(
        name: binding.name.text,
        binding: Binding(value: value, definition: binding.name.range, visibleFrom: 0)))
    names?.value(value, of: binding.name.range)
    if currentFile == 0, walk.playStack.isEmpty, !walk.checkingDefinition {
      mainLets.append(binding.name.range)
    }
  }

  /// Where the `let` or parameter `name` that is visible here is defined.
  func lookupDefinition(_ name: String) -> SourceRange? {
    if let index = visibleLocal(name) { return locals[index].binding.definition }
    return files[currentFile].scope[name]?.definition
  }

  /// The index in ``locals`` of the parameter or block-level `let` `name` visible here.
  /// (Inlined, like ``visibleBinding(_:)`` and ``fileIndex(containing:)``: called from a
  /// mutating method, a non-mutating one gets a copy of the whole checker, 552 bytes.)
  @inline(__always)
  func visibleLocal(_ name: String) -> Int? {
    var index = locals.count - 1
    while index >= localFloor {
      if locals[index].name == name { return index }
      index -= 1
    }
    return nil
  }

  /// Where a name is bound: a parameter or block-level `let` (`isLocal`), else a `let` of the
  /// file or one it imports (visible from its line on: see ``lookup(_:found:)``). A name is
  /// looked up where it is written: usually the current file, but an imported file's
  /// `defaults` are applied in the files that import it, and their names are that file's.
  @inline(__always)
  mutating func visibleBinding(_ name: Name) -> BindingPlace? {
    let writtenIn = fileIndex(containing: name.range.start)
    if writtenIn == currentFile, let index = visibleLocal(name.text) {
      return .local(index)
    }
    // Read first: a file with no `let`s is not written to (remembering the lookup).
    if files[writtenIn].scope.isEmpty { return nil }
    return files[writtenIn].scope.position(of: name.text).map { .file(writtenIn, $0) }
  }

  /// Records the definition at `position` as used. The same few names (a section's tokens, the
  /// `defaults`' easing) are used again and again: a small table remembers recent ones, so
  /// they are not hashed into ``used`` again.
  @inline(__always)
  mutating func markUsed(_ position: Int) {
    // Fibonacci hashing: the top 10 bits of the position times 2^64 / φ.
    let slot = Int(
      truncatingIfNeeded: (UInt64(bitPattern: Int64(position)) &* 0x9E37_79B9_7F4A_7C15) >> 54)
    if recentlyUsed[slot] == position { return }
    used.insert(position)
    recentlyUsed[slot] = position
  }

  /// Whether `name` is a `let` of the file that writes it, further down that file.
  /// (Inlined: only while the files are prepared can a `let` be pending, and after that every
  /// easing named in a step asked for nothing.)
  @inline(__always)
  mutating func isPendingLet(_ name: Name) -> Bool {
    preparingFiles && hasPendingLet(name)
  }

  /// ``isPendingLet(_:)`` while the files are prepared.
  private mutating func hasPendingLet(_ name: Name) -> Bool {
    pendingLet(name.text, in: fileIndex(containing: name.range.start)) != nil
  }

  /// Where the top-level `let` `name` of file `index` that is not evaluated yet is defined.
  mutating func pendingLet(_ name: String, in index: Int) -> SourceRange? {
    guard files[index].pendingFrom != Int.max else { return nil }
    if files[index].firstLets == nil { files[index].firstLets = firstLets(of: index) }
    return pendingLetRange(name, in: index)
  }

  /// The first top-level `let` of each name in file `index` (a borrowing read).
  private func firstLets(of index: Int) -> [String: SourceRange] {
    let statements = files[index].parsed.tree.statements
    var count = 0
    for statement in statements {
      if case .let = statement { count += 1 }
    }
    // Sized once: growing it rehashes every name again at each doubling. Read backwards, so
    // that the first `let` of a name is written last, with one lookup of the name each.
    var first: [String: SourceRange] = [:]
    first.reserveCapacity(count)
    for statement in statements.reversed() {
      if case .let(let binding) = statement { first[binding.name.text] = binding.name.range }
    }
    return first
  }

  /// ``pendingLet(_:in:)`` once the first `let`s are known (a borrowing read).
  private func pendingLetRange(_ name: String, in index: Int) -> SourceRange? {
    guard let range = files[index].firstLets?[name], range.start >= files[index].pendingFrom
    else { return nil }
    return range
  }

  /// The value of a name, or `nil` after reporting it unknown (or used too early).
  mutating func lookup(_ name: Name) -> Quantity? {
    lookup(name, found: visibleBinding(name))
  }

  /// The value of a name whose binding ``visibleBinding(_:)`` found (or did not), or `nil`
  /// after reporting it unknown (or used too early).
  mutating func lookup(_ name: Name, found: BindingPlace?) -> Quantity? {
    // The binding's fields are read where it is: copying the whole binding, and destroying
    // the copy, cost more than the rest of a lookup.
    switch found {
    case .local(let index):
      let definition = locals[index].binding.definition
      // Only a block-level `let` of the main timeline may be reported unused; inside a motion
      // (a `play`, or a motion checked on its own) the locals are its parameters and `let`s.
      if walk.playStack.isEmpty { used.insert(definition.start) }
      names?.use(name.range, definedAt: definition)
      return locals[index].binding.value
    case .file(let file, let index):
      let definition = files[file].scope.bindings[index].definition
      markUsed(definition.start)
      names?.use(name.range, definedAt: definition)
      if name.range.start < files[file].scope.bindings[index].visibleFrom {
        // Defined in this file: its `let` comes later; imported: its `import` does.
        let imported =
          sources.file(containing: definition.start)?.base
          != sources.file(containing: name.range.start)?.base
        report(
          .usedBeforeDefinition(name.text, imported: imported),
          at: name.range, related: [RelatedRange(definition, .definedHere)],
          notes: [.moveAboveFirstUse(keyword: imported ? "import" : "let")])
        return nil
      }
      if let notice = files[file].scope.bindings[index].notice {
        report(notice, at: name.range, related: [RelatedRange(definition, .definedHere)])
      }
      return files[file].scope.bindings[index].value
    case nil:
      break
    }
    let writtenIn = fileIndex(containing: name.range.start)
    if let pending = pendingLet(name.text, in: writtenIn) {
      report(
        .usedBeforeDefinition(name.text, imported: false), at: name.range,
        related: [RelatedRange(pending, .definedHere)],
        notes: [.moveAboveFirstUse(keyword: "let")])
      return nil
    }
    // It may be in the file that failed.
    if files[writtenIn].parsed.hasFailedImport { return nil }
    let scope = files[writtenIn].scope
    let visibleLocals = writtenIn == currentFile ? Array(locals[localFloor...]) : []
    let suggestion = nearestName(to: name.text) {
      Array(Set(scope.keys).union(visibleLocals.map(\.name))).sorted()
    }
    // The name meant (a local before a file's name) is not also reported as unused.
    if let suggestion,
      let meant = visibleLocals.last(where: { $0.name == suggestion })?.binding ?? scope[suggestion]
    {
      used.insert(meant.definition.start)
    }
    report(
      .unknownName(name.text, suggestion: suggestion),
      at: name.range,
      notes: [.whatANameIs])
    return nil
  }

  /// The parsed file `position` is in: the current file unless the position is outside it
  /// (the current file too for a position in no parsed file, such as a token file's).
  @inline(__always)
  func fileIndex(containing position: Int) -> Int {
    if files[currentFile].start <= position && position <= files[currentFile].end {
      return currentFile
    }
    // Static, given the parts it reads: a method, even one not called, made the inlined fast
    // path read a copy of the whole checker.
    return Self.fileIndex(
      outside: position, files: files, sources: sources, currentFile: currentFile)
  }

  /// ``fileIndex(containing:)`` for a position outside the current file.
  private static func fileIndex(
    outside position: Int, files: [CheckedFile], sources: SourceMap, currentFile: Int
  ) -> Int {
    // The parsed files' ranges are apart (``SourceMap/nextBase``): the one holding the
    // position is the one the source map names, found without copying a ``SourceFile``.
    for index in files.indices where files[index].start <= position && position <= files[index].end
    {
      return index
    }
    guard let file = sources.file(containing: position) else { return currentFile }
    return files.firstIndex { $0.start == file.base } ?? currentFile
  }

  // MARK: Motions

  /// Checks every motion once on its own, with its parameters' defaults.
  mutating func checkMotionDefinitions() {
    let savedGenerator = generator
    defer { generator = savedGenerator }
    walk.checkingDefinition = true
    defer { walk.checkingDefinition = false }
    let saved = currentFile
    defer { currentFile = saved }
    loadedMotions.fixedDefaults = Array(repeating: [], count: motionGraph.motions.count)
    // The element `view`, interned where the first motion needs it, and then kept.
    var view: Int?
    // In the order of the files, and of the motions in each.
    for (node, motion) in motionGraph.motions.enumerated() {
      currentFile = motion.fileIndex
      let outer = enterMotionScope()
      let (parameters, body) = parametersAndBody(of: motion)
      var noArguments: [PlayArgument] = []
      bindParameters(parameters, arguments: &noArguments, motion: node)
      walk.playStack.append(
        PlayFrame(motion: motion.statement.name.text, site: motion.statement.name.range))
      let element = view ?? intern("view")
      view = element
      _ = checkBlock(
        body, element: element, defaults: motion.defaults,
        place: .motionBody(motion.statement.name.text))
      walk.playStack.removeLast()
      leaveMotionScope(outer)
      if case .wait(let wait) = body.last(where: {
        if case .reduced = $0 { return false }
        return true
      }) {
        report(
          .waitAtEndOfMotion(motion.statement.name.text), at: wait.range,
          notes: [
            .pauseWherePlayed(
              motion: motion.statement.name.text, duration: text(wait.duration.range))
          ])
      }
    }
  }

  /// The parameters and body of `motion`. When the parser let go of them, they are parsed
  /// again, and some are kept (``LoadedMotions``): while motions are checked on their own,
  /// the first ones, as many as ``LoadedMotions/definitionBudget`` allows (most of them kept
  /// from the first parse: see ``buildMotionGraph()``, so not parsed again at all; the walk
  /// plays those first, where the last ones would be let go of before it plays them); then the
  /// last ``loadedMotionLimit`` ones parsed (a design system's `play`s mostly play the motions
  /// defined just before them). So the parameters and bodies of all its motions are never in
  /// memory at once.
  mutating func parametersAndBody(of motion: MotionDefinition)
    -> MotionDefinition.ParsedAgain
  {
    guard motion.isParsedAgain else { return (motion.statement.parameters, motion.statement.body) }
    if let loaded = motion.loaded { return loaded }
    let loaded = motion.parseAgain(in: files[motion.fileIndex].parsed.file, limits: limits)
    let size = motion.statement.range.end - motion.statement.range.start
    if walk.checkingDefinition {
      guard loadedMotions.sourceBytes + size <= LoadedMotions.definitionBudget else {
        return loaded
      }
    }
    motion.loaded = loaded
    loadedMotions.append(motion, sourceBytes: size)
    if !walk.checkingDefinition { loadedMotions.keepLast(Self.loadedMotionLimit) }
    return loaded
  }

  /// How many motions' parameters and bodies parsed again the walk keeps.
  static let loadedMotionLimit = 64

  /// Hides the names in scope around a motion's body (see ``localFloor``); returns what
  /// ``leaveMotionScope(_:)`` restores.
  private mutating func enterMotionScope() -> (count: Int, floor: Int) {
    let outer = (locals.count, localFloor)
    localFloor = locals.count
    return outer
  }

  /// Drops the motion body's names and shows the ones around it again. One at a time from the
  /// end: a motion has a few parameters, and removing a range of them went through
  /// `replaceSubrange`, about 300 instructions a `play`.
  private mutating func leaveMotionScope(_ outer: (count: Int, floor: Int)) {
    while locals.count > outer.count { locals.removeLast() }
    localFloor = outer.floor
  }

  /// Makes the parameters of the motion at `node` of the graph the only names in scope
  /// besides the file's (after ``enterMotionScope()``): each the given argument, else its
  /// default (which may use the parameters before it), else an unknown value every check
  /// accepts. A default whose value is the same at every `play` is evaluated once, while the
  /// motion is checked on its own (``LoadedMotions/fixedDefaults``). The arguments' values are
  /// moved out of `arguments` (left `nil`), not copied.
  private mutating func bindParameters(
    _ parameters: [Parameter], arguments: inout [PlayArgument], motion node: Int
  ) {
    // Only with no one recording names' uses (an editor's), which every evaluation records.
    let finding = walk.checkingDefinition && names == nil
    var fixed: [LocalBinding?] = []
    var anyFixed = false
    if finding { fixed.reserveCapacity(parameters.count) }
    // By index, the fields read in place: a copy of each parameter and argument (names,
    // expressions, values) costs more than binding it.
    for index in parameters.indices {
      let name = parameters[index].name
      if let first = visibleLocal(name.text) {
        report(
          .duplicateDefinition(.parameter, name: name.text),
          at: name.range,
          related: [RelatedRange(locals[first].binding.definition, .firstDefinedHere)])
        if finding { fixed.append(nil) }
        continue
      }
      let argument = arguments.firstIndex { $0.parameter == index }
      if argument == nil, let binding = loadedMotions.fixedDefault(of: index, motion: node) {
        locals.append(binding)
        continue
      }
      var value: Quantity? = nil
      var isFixed = false
      if let argument {
        swap(&value, &arguments[argument].value)
      } else if let expression = parameters[index].defaultValue {
        let reports = reported.count
        value = quantity(expression)
        if finding, case .some = value, reported.count == reports,
          Self.isFixed(expression, among: parameters)
        {
          isFixed = true
        }
      } else {
        value = .unknown
      }
      names?.kind(of: value, at: name.range)
      let local = LocalBinding(
        name: name.text, binding: Binding(value: value, definition: name.range, visibleFrom: 0))
      if finding {
        fixed.append(isFixed ? local : nil)
        anyFixed = anyFixed || isFixed
      }
      locals.append(local)
    }
    if anyFixed { loadedMotions.fixedDefaults[node] = fixed }
  }

  /// Whether a default whose evaluation had a value and reported nothing gives the same value,
  /// and again reports nothing, wherever the motion is played: it names no parameter (only
  /// `let`s of the motion's file, which never change once the file is prepared, and names
  /// of colors and easings) and draws no random value (it calls nothing: `random` and `pick`
  /// are calls).
  private static func isFixed(_ expression: Expression, among parameters: [Parameter]) -> Bool {
    switch expression {
    case .number, .color: return true
    case .name(let name): return !parameters.contains { $0.name.text == name.text }
    case .negate(let inner, _), .parenthesized(let inner, _):
      return isFixed(inner, among: parameters)
    case .binary(_, let left, let right, _):
      return isFixed(left, among: parameters) && isFixed(right, among: parameters)
    case .easing(let easing):
      return easing.arguments?.allSatisfy { argument in
        isFixed(argument.value, among: parameters)
          && argument.more.allSatisfy { isFixed($0, among: parameters) }
      } ?? true
    case .call, .invalid: return false
    }
  }

  /// An argument of a `play`, evaluated where the `play` is, for the parameter at index
  /// `parameter` of the motion (the first of that name).
  struct PlayArgument {
    var parameter: Int
    var value: Quantity?
    var range: SourceRange
  }

  /// Builds the graph of the motions (``MotionGraph``): every motion defined in the
  /// compilation, and what each plays.
  mutating func buildMotionGraph() {
    // In source order (each file's), so usually in the graph's order already: not sorted.
    var all: [MotionDefinition] = []
    all.reserveCapacity(files.reduce(0) { $0 + $1.definedMotions.count })
    for index in files.indices {
      all += files[index].definedMotions
      files[index].definedMotions = []
    }
    // Taken from the files: nothing needs them once the graph is built.
    var shapes = files.indices.map { files[$0].takeMotionShapes() }
    motionGraph = MotionGraph(motions: all, motionTables: files.map(\.motions)) {
      // A body the parser let go of was measured while it was parsed (the motions come in
      // source order: each found at once).
      if let index = shapes[$0.fileIndex].find($0.statement.range.start) {
        return shapes[$0.fileIndex].shape(at: index)
      }
      return MotionGraph.MotionShape($0.statement.body)
    }
    for (index, motion) in motionGraph.motions.enumerated() { motion.graphIndex = index }
    // The parameters and bodies the parser kept are loaded already, as if parsed again
    // (``parametersAndBody(of:)``), the first motions first.
    for motion in motionGraph.motions where motion.isParsedAgain {
      guard let index = shapes[motion.fileIndex].find(motion.statement.range.start),
        let kept = shapes[motion.fileIndex].shape(at: index).kept
      else { continue }
      motion.loaded = kept
      loadedMotions.append(
        motion, sourceBytes: motion.statement.range.end - motion.statement.range.start)
    }
  }

  /// Reports the motions that play themselves through others, even when nothing plays them (a
  /// library). Each set of motions that play each other is reported once, from its
  /// first-defined motion, at the `play` that closes a cycle through it.
  mutating func reportPlayCycles() {
    for cycle in motionGraph.cycles {
      let path = cycle.path.map { motionGraph.motions[$0].statement.name }
      guard let start = path.first else { continue }
      report(
        .recursiveMotion(chain: path.map(\.text) + [start.text]), at: cycle.closing.range,
        related: [RelatedRange(start.range, .motionDefinedHere(start.text))])
    }
  }

  /// The name among `candidates` an unknown `name` most likely means. Each search reads every
  /// candidate, and a scope may hold many thousands of names, so only the first
  /// ``Limits/maximumDiagnostics`` unknown names and motions of a compilation are searched (as
  /// many as a file shows): a spec full of unknown names stays linear, never quadratic.
  mutating func nearestName(to name: String, in candidates: () -> [String]) -> String? {
    guard suggestionSearches < limits.maximumDiagnostics else { return nil }
    suggestionSearches += 1
    return Suggestions.nearest(to: name, in: candidates())
  }

  /// Expands `play`: the motion's body as one sequence step on the element.
  mutating func checkPlay(_ play: PlayStatement, element: Int, defaults: Defaults) -> ScoreNode? {
    let modifiers = collectModifiers(
      play.modifiers, allowed: ModifierSet.forPlay, repeats: false,
      on: .play)
    guard let motion = motion(named: play.name.text) else {
      // It may be in the file that failed.
      if files[currentFile].parsed.hasFailedImport { return nil }
      let motions = files[currentFile].motions
      let suggestion = nearestName(to: play.name.text) { motions.keys.sorted() }
      if let suggestion, let meant = motions[suggestion] {
        meant.isUsed = true
      }
      report(
        .unknownMotion(play.name.text, suggestion: suggestion),
        at: play.name.range,
        notes: motions.isEmpty ? [.defineMotion(play.name.text)] : [])
      return nil
    }
    motion.isUsed = true
    names?.use(play.name.range, definedAt: motion.statement.name.range)
    let playElement = self.element(play.element, default: element)
    // Arguments are evaluated where the `play` is, in order, into the buffer the `play`s
    // before used (taken from ``playArguments`` and given back once bound).
    var arguments: [PlayArgument] = []
    swap(&arguments, &playArguments)
    arguments.removeAll(keepingCapacity: true)
    var valid = modifiers != nil
    let (parameters, body) = parametersAndBody(of: motion)
    if let written = play.arguments {
      arguments.reserveCapacity(written.count)
      // By index, the fields read in place: a copy of each argument costs more than its check.
      for index in written.indices {
        let value = quantity(written[index].value)
        let range = written[index].range
        guard let label = written[index].label else {
          report(
            .unlabeledArgument(motion: play.name.text), at: range,
            notes: [
              .nameTheParameter(
                motion: play.name.text, parameter: parameters.first?.name.text ?? "amount",
                value: text(written[index].value.range))
            ])
          valid = false
          continue
        }
        guard let parameter = parameters.firstIndex(where: { $0.name.text == label.text }) else {
          report(
            .unknownArgument(
              motion: play.name.text, name: label.text,
              suggestion: Suggestions.nearest(to: label.text, in: parameters.map(\.name.text))),
            at: label.range,
            related: [
              RelatedRange(motion.statement.name.range, .motionDefinedHere(play.name.text))
            ])
          valid = false
          continue
        }
        if let first = arguments.first(where: { $0.parameter == parameter }) {
          report(
            .duplicateArgument(label.text), at: range,
            related: [RelatedRange(first.range, .firstGivenHere)])
          valid = false
          continue
        }
        arguments.append(PlayArgument(parameter: parameter, value: value, range: range))
      }
    }
    for parameter in parameters
    where parameter.defaultValue == nil
      && !arguments.contains(where: { parameters[$0.parameter].name.text == parameter.name.text })
    {
      report(
        .missingArgument(motion: play.name.text, name: parameter.name.text), at: play.range,
        related: [RelatedRange(parameter.range, .parameterDefinedHere)])
      valid = false
    }
    guard valid, let modifiers, !walk.checkingDefinition,
      let timing = timing(modifiers, over: nil, includesOver: false),
      let node = motion.graphIndex,
      // A motion that plays itself has its error (M0151) and is not expanded.
      !motionGraph.isCyclic[node], withinExpansionBudget(play, size: motionGraph.expandedSize[node])
    else { return nil }
    guard enterNested(at: play.range) else { return nil }
    defer { walk.nesting -= 1 }
    // The body, in the motion's file, with its parameters bound; a default may use the
    // parameters before it.
    let saved = currentFile
    currentFile = motion.fileIndex
    defer { currentFile = saved }
    let outer = enterMotionScope()
    bindParameters(parameters, arguments: &arguments, motion: node)
    swap(&arguments, &playArguments)
    walk.playStack.append(
      PlayFrame(motion: play.name.text, site: walk.playStack.first?.site ?? play.range))
    let result = checkBlock(
      body, element: playElement, defaults: motion.defaults,
      place: .motionBody(play.name.text))
    walk.playStack.removeLast()
    leaveMotionScope(outer)
    let normal = checkSequence(result.nodes)
    let alternative = result.reduced.map { checkSequence($0) }
    let children = reduced ? (alternative ?? normal) : normal
    return endlessChecked(
      ScoreGroup(kind: .sequence, timing: timing, range: walk.playStack.first?.site ?? play.range),
      children: children, motion: (name: play.name.text, node: node, element: playElement),
      repeatRange: modifiers[.repeat]?.range, wait: modifiers[.wait], what: .motion)
  }

  /// The motion `name` of the current file, from ``recentMotions`` when it was looked up
  /// lately: a design system plays a motion on item after item, and the dictionary hashed its
  /// name on every `play`.
  @inline(__always)
  private mutating func motion(named name: String) -> MotionDefinition? {
    if let recent = recentMotions.value(of: name), recent.file == currentFile {
      return recent.motion
    }
    guard let motion = motionInFile(named: name) else { return nil }
    recentMotions.remember((file: currentFile, motion: motion), for: name)
    return motion
  }

  /// The motion `name` in the current file's dictionary (a borrowing read: from a `mutating`
  /// method the same lookup copies the whole ``CheckedFile`` first).
  /// (Inlined: a non-mutating method called from a mutating one, `checkPlay`, is passed a
  /// copy of the whole checker, 552 bytes.)
  @inline(__always)
  private func motionInFile(named name: String) -> MotionDefinition? {
    files[currentFile].motions[name]
  }

  /// Whether a `play` of a motion of expanded size `size` (see ``MotionGraph``) fits in what
  /// is left of the budget; an error at the `play` if not. Plays that play others several
  /// times multiply, so the size is known before any of it is checked, and a `play` over the
  /// budget costs nothing. A `play` inside a motion is part of its outermost `play`'s size.
  private mutating func withinExpansionBudget(_ play: PlayStatement, size: Int) -> Bool {
    guard walk.playStack.isEmpty else { return true }
    let left = limits.maximumExpansion - walk.expandedStatements
    guard size > left else {
      walk.expandedStatements += size
      return true
    }
    walk.budgetExceeded = true
    report(
      .limitExceeded(.expansion(statements: size, limit: limits.maximumExpansion)), at: play.range,
      notes: [.playsCountEachTime]
        + (walk.expandedStatements > 0
          ? [.earlierPlaysExpand(statements: walk.expandedStatements)] : []))
    return false
  }

  /// Warnings for the main file's `let`s and motions nothing uses. A library (a file with no
  /// timeline of its own, or compiled with `--motion`) is meant to be used by others, so its
  /// names are not reported.
  mutating func reportUnused(mainIsLibrary: Bool) {
    guard !mainIsLibrary else { return }
    for range in mainLets where !used.contains(range.start) {
      let name = text(range)
      guard !name.hasPrefix("_") else { continue }
      report(
        .unusedLet(name), at: range,
        notes: [.removeOrUseLet])
    }
    for motion in files[0].motions.values.sorted(by: {
      $0.statement.range.start < $1.statement.range.start
    }) where motion.fileIndex == 0 && !motion.isUsed {
      report(
        .unusedMotion(motion.statement.name.text), at: motion.statement.name.range,
        notes: [.playOrRemoveMotion(motion.statement.name.text)])
    }
  }
}
