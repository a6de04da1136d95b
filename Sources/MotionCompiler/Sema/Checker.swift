import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The semantic pass: checks the syntax trees of a compilation and builds the ``Score``.
///
/// It resolves names (`let`s, parameters, motions, elements — `target` scopes to the end of
/// its block), properties, units and easings, expands each `play` into the motion's body, and
/// reports every problem it finds with the smallest range that shows it. It never edits a
/// tree. A statement with an error is left out of the score, so later stages see only valid
/// input.
///
/// Order of work:
/// 1. **Prepare** each file, imports first: evaluate its top-level `let`s in order, and record
///    its motions and the `defaults` each motion sees. Names a file imports are visible from
///    the `import` line on; a file's own `let`s from their line on; motions everywhere.
/// 2. **Build the graph of the motions** (``MotionGraph``): what each plays, the motions that
///    play themselves (reported once, never expanded), and each motion's expanded size.
/// 3. **Check every motion once on its own**, with its parameters' defaults (a parameter
///    without one is an unknown value that every check accepts), so mistakes in a motion are
///    reported once, at the motion, even when it is never played.
/// 4. **Walk the main file's timeline**, expanding each `play` with its arguments. A problem
///    that only these arguments cause is reported with the `play` that caused it. A `play`
///    spends its motion's expanded size from a budget before it is expanded, and plays nest
///    at most `maximumNesting` deep, so no input can make the walk exponential or overflow
///    the stack. When no one keeps the syntax trees (`check` and `compile`; editors do), each
///    top-level statement of the main file is released once the walk has checked it: the
///    score the walk builds reuses its memory, instead of the tree and the score being whole
///    in memory at once. Nothing reads a top-level statement again after the walk (a motion
///    keeps its own body, for the `play`s of it; the `let`s were evaluated in step 1). The
///    main file's motions come without their parameters and bodies then
///    (``MainFileReading``): each is parsed again where it is checked
///    (``parametersAndBody(of:)``).
///
/// `random` and `pick` draw from one generator seeded by the file's `seed`, in the order the
/// walk evaluates them, so the same file always gives the same values. Step 3 draws from a
/// copy, so library motions never shift the main timeline's values.
///
/// State, in a few values: `files` holds one ``CheckedFile`` per file (its tree, and the names
/// it defines and sees), `draft` the ``ScoreDraft`` being built, `walk` the ``WalkContext``
/// (the plays and groups the walk is in, and the expansion budget spent); the rest is the
/// names in scope and what has been reported.
struct Checker {
  /// Every file of the compilation (the first is the one compiled), and what is known of it.
  var files: [CheckedFile]
  let sources: SourceMap
  let limits: Limits
  let reduced: Bool
  /// Whether the walk releases the main file's top-level statements once checked (the trees
  /// given to ``check(_:sources:entry:measuring:reduced:limits:names:releasingTrees:)`` are
  /// kept by no one else).
  let releasesMainStatements: Bool
  var diagnostics = DiagnosticBag()
  /// What has been reported, so a motion played many times reports each problem once.
  var reported: Set<ReportKey> = []
  /// How many unknown names and motions have been searched for a near miss (each search reads
  /// every name in scope, so only the first ``Limits/maximumDiagnostics`` are searched).
  var suggestionSearches = 0
  /// The score as far as the walk has built it: elements, start values, changes, easings.
  var draft = ScoreDraft()
  /// Easings already looked up by name.
  var easingsByName: [String: Easing] = [:]
  /// The easings of the names looked up lately, in front of ``easingsByName``.
  var recentEasingNames = NameCache<Easing>()
  /// The properties of the names looked up lately (see ``resolveProperty(_:)``).
  var recentProperties = NameCache<PropertyPair>()
  /// A buffer for a `play`'s arguments, empty while a `play` uses it (each `play` evaluated
  /// its arguments into an array of its own).
  var playArguments: [PlayArgument] = []
  /// The motions `play`s named lately, each with the file it was looked up in (a file's
  /// ``CheckedFile/motions`` only gain names while the walk reads them, so what was found
  /// stays true; see ``motion(named:)``).
  var recentMotions = NameCache<(file: Int, motion: MotionDefinition)>()
  /// The color space named last, and its name ("" before any: see ``colorSpace(named:)``).
  var lastColorSpaceName = ""
  var lastColorSpace = ColorSpace.srgb
  /// The motions whose parameters and bodies were parsed again and are kept (see
  /// ``parametersAndBody(of:)``), the oldest first.
  var loadedMotions = LoadedMotions()
  /// Each spring's settling time, found once (a search over the spring's motion), by spring.
  var settlingTimes: [Spring: Double?] = [:]
  /// Computed numbers rounded lately (``Checker/roundedTo15Digits(_:)``), each in a slot
  /// chosen by its bits: a motion played again computes the same products again.
  var recentRoundings = [RecentRounding](
    repeating: RecentRounding(bits: Double.nan.bitPattern, rounded: 0), count: 64)

  // MARK: Names

  /// The index of the file whose names are in scope.
  var currentFile = 0
  /// Parameters and block-level `let`s, innermost last: one stack for every scope. A block
  /// cuts it back to where it began, and a `play` sees only what is above ``localFloor``.
  /// Names in the visible part are unique (a second definition is an error), so searching it
  /// from the top finds the binding in scope, with no dictionary made per `play` or block.
  var locals: [LocalBinding] = []
  /// Where the part of ``locals`` the walk sees begins: a motion's body sees its parameters
  /// and its own `let`s, not those around the `play`.
  var localFloor = 0
  /// The `let`s and parameters that have been used (by the position of their definition; a
  /// motion has its own flag, ``MotionDefinition/isUsed``).
  var used: Set<Int> = []
  /// Positions ``markUsed(_:)`` recorded, each in a slot chosen by its hash (-1: none): a
  /// cache in front of ``used``.
  var recentlyUsed = [Int](repeating: -1, count: 1024)
  /// Whether the files are being prepared (``prepareFiles()``): only then may a file have
  /// `let`s not evaluated yet (``CheckedFile/pendingFrom``).
  var preparingFiles = false
  /// Where the main file's `let`s are named (the name is the text there), for the unused
  /// warnings.
  var mainLets: [SourceRange] = []
  var generator = SplitMix64(seed: 0)
  /// Where each name is defined, for editors (only when ``Compiler/analyze`` asks).
  var names: NameRecorder?

  // MARK: Context

  /// The motions and what they play, for cycles and the expansion budget.
  var motionGraph = MotionGraph(motions: [], motionTables: [])
  /// Where the walk is: the plays and groups it is in, and the expansion budget spent.
  var walk = WalkContext()

  /// A motion played on its own, for `check --max-duration`.
  enum MeasuredMotion {
    /// Its score, when it has no errors on its own.
    case score(Score)
    /// It has errors when played on its own (they are not reported: the spec's are).
    case failed
    /// The expansion budget, shared by the timeline and every motion measured, ran out.
    case overBudget
  }

  /// Checks `parsedFiles` (the first is the file compiled) and builds the score of its timeline, or
  /// with `entry` (`--motion`) of that `play` alone. Each of `measuring` is then checked as a
  /// timeline of its own too, one after another in one pass (the files are prepared and the
  /// motions checked once), sharing one expansion budget with the timeline.
  ///
  /// `parsedFiles` is taken (left empty). With `releasingTrees`, the caller promises it keeps
  /// no other copy of the main file's tree, and the walk releases its top-level statements as
  /// it goes (step 4): the diagnostics and the score are the same either way.
  static func check(
    _ parsedFiles: inout [ParsedFile], sources: SourceMap, entry: PlayStatement?,
    measuring: [PlayStatement] = [], reduced: Bool, limits: Limits, names: NameRecorder? = nil,
    releasingTrees: Bool = false
  ) -> (score: Score, diagnostics: [Diagnostic], measured: [MeasuredMotion]) {
    var checker = Checker(
      parsedFiles: parsedFiles, sources: sources, reduced: reduced,
      releasesMainStatements: releasingTrees, limits: limits)
    parsedFiles = []
    checker.names = names
    let body = checker.run(entry: entry)
    checker.recordVisibleTokens()
    let score = checker.score(body)
    let diagnostics = checker.diagnostics.diagnostics
    var measured: [MeasuredMotion] = []
    let generator = checker.generator
    checker.names = nil  // what editors are shown is the spec's own timeline
    for play in measuring {
      // Each as if compiled on its own: the same random draws, no diagnostics kept.
      checker.generator = generator
      checker.diagnostics = DiagnosticBag()
      checker.reported = []
      checker.walk.budgetExceeded = false
      // Not expanded when it is known to nest too deeply (an error on its own).
      if let motion = checker.files[0].motions[play.name.text],
        let node = motion.graphIndex,
        checker.motionGraph.nestingDepth[node] >= limits.maximumNesting
      {
        measured.append(.failed)
        continue
      }
      let body = checker.checkAlone(play)
      if checker.walk.budgetExceeded {
        measured.append(.overBudget)
      } else if checker.diagnostics.hasErrors {
        measured.append(.failed)
      } else {
        measured.append(.score(checker.score(body)))
      }
    }
    return (score, diagnostics, measured)
  }

  private func score(_ body: [ScoreNode]) -> Score {
    Score(
      elements: draft.elements, initials: draft.initials, body: body,
      storage: draft.storage, easings: draft.easings)
  }

  /// `play` alone on `view`, as the whole timeline: the elements, values and changes of the
  /// timeline checked before are set aside.
  private mutating func checkAlone(_ play: PlayStatement) -> [ScoreNode] {
    draft = draft.freshKeepingEasings()
    return checkPlay(play, element: intern("view"), defaults: Defaults()).map { [$0] } ?? []
  }

  private init(
    parsedFiles: [ParsedFile], sources: SourceMap, reduced: Bool, releasesMainStatements: Bool,
    limits: Limits
  ) {
    files = parsedFiles.map { CheckedFile(parsed: $0) }
    self.sources = sources
    self.limits = limits
    self.reduced = reduced
    self.releasesMainStatements = releasesMainStatements
  }

  private mutating func run(entry: PlayStatement?) -> [ScoreNode] {
    guard !files.isEmpty else { return [] }
    readSeed(files[0].parsed.tree)
    // The elements, sized for a third of the top-level statements: a design system names an
    // element for every few of them (grown from empty, the table was hashed again at every
    // doubling; a file that names fewer wastes under 30 bytes a statement).
    let elementEstimate = files[0].parsed.tree.statements.count / 3
    draft.elementIndex.reserveCapacity(elementEstimate)
    draft.elements.reserveCapacity(elementEstimate)
    prepareFiles()
    // Split before the motions are checked: while it is split, the main file's statements are
    // in memory twice, and the bodies the motions' checks keep (``parametersAndBody(of:)``)
    // are not in memory yet.
    var chunks = releasesMainStatements ? Self.walkedChunks(files[0].takeStatements()) : []
    buildMotionGraph()
    checkMotionDefinitions()
    reportPlayCycles()
    // The main timeline, with the file's `reduced` block set aside.
    let result: BlockResult
    if releasesMainStatements {
      result = checkMainFile(releasing: &chunks)
    } else {
      result = checkBlock(
        files[0].parsed.tree.statements, element: Self.defaultElement, defaults: Defaults(),
        place: .file)
    }
    var body = checkSequence(result.nodes)
    if let reducedBody = result.reduced {
      let checked = checkSequence(reducedBody)
      if reduced { body = checked }
    }
    if let entry {
      // `--motion`: the named motion alone, on `view`.
      body = checkAlone(entry)
    }
    reportUnused(mainIsLibrary: !files[0].hasSteps || entry != nil)
    reportLoneInstants(body)
    return body
  }

  func text(_ range: SourceRange) -> String {
    sources.file(containing: range.start)?.text(range) ?? ""
  }

  // MARK: Diagnostics

  struct ReportKey: Hashable {
    var kind: DiagnosticKind
    var range: SourceRange
  }

  struct PlayFrame {
    var motion: String
    var site: SourceRange
  }

  /// Reports a diagnostic (an error or a warning) once. Inside a `play`, a problem in the
  /// motion's body also shows the `play` (outermost) that led to it.
  mutating func report(
    _ kind: DiagnosticKind, at range: SourceRange, related: [RelatedRange] = [],
    notes: [DiagnosticNote] = []
  ) {
    guard reported.insert(ReportKey(kind: kind, range: range)).inserted else { return }
    var related = related
    if let frame = walk.playStack.first, !walk.checkingDefinition,
      !(frame.site.start <= range.start && range.end <= frame.site.end)
    {
      related.append(RelatedRange(frame.site, .inPlay(motion: frame.motion)))
    }
    diagnostics.add(kind, at: range, related: related, notes: notes)
  }

  // MARK: Elements

  /// Stands for `view` before anything names it, so that elements keep the order the spec
  /// first names them in.
  static let defaultElement = -1

  mutating func element(_ written: Name?, default element: Int) -> Int {
    if let written { return intern(written.text) }
    return element == Self.defaultElement ? intern("view") : element
  }

  mutating func intern(_ name: String) -> Int {
    // The cache first: hashing the name for the dictionary cost more than the rest of a step.
    if let index = draft.recentElements.value(of: name) { return Int(index) }
    // Found or added with one hash of the name: most elements are named once (`play … on`
    // an item of its own), where a lookup and then an insertion hashed it twice.
    let next = draft.elements.count
    let index = Self.read(&draft.elementIndex[name, default: next])
    if index == next { draft.elements.append(name) }
    draft.recentElements.remember(Int32(truncatingIfNeeded: index), for: name)
    return index
  }

  /// `value`, read through an `inout` access: a dictionary's `[key, default:]` read this way
  /// inserts the default when the key is missing, with the one hash of the lookup.
  private static func read(_ value: inout Int) -> Int { value }

  /// Warns about a property whose only change is written as `over 0s`: `set` (a jump at that
  /// time) or `initial` (a start value) says what is meant.
  private mutating func reportLoneInstants(_ body: [ScoreNode]) {
    // The usual case, no `over 0s` at all, costs one pass over the changes.
    let storage = draft.storage
    guard storage.changes.contains(where: { $0.instantOver != nil }) else { return }
    var counts: [TrackKey: (count: Int, index: Int)] = [:]
    func collect(_ nodes: some Sequence<ScoreNode>) {
      for node in nodes {
        switch node.kind {
        case .change(let index):
          for property in storage.changes[index].properties {
            let key = TrackKey(element: storage.changes[index].element, property: property)
            counts[key] = ((counts[key]?.count ?? 0) + 1, index)
          }
        case .group(let index):
          collect(storage.groups[index].children.lazy.map { storage.children[$0] })
        case .pause: continue
        }
      }
    }
    collect(body)
    var reportedChanges: Set<Int> = []
    for (key, entry) in counts.sorted(by: { $0.value.index < $1.value.index })
    where entry.count == 1 {
      let change = storage.changes[entry.index]
      guard let over = change.instantOver, change.site == nil, change.timing.plays == .times(1),
        draft.initials[key] == nil, reportedChanges.insert(entry.index).inserted
      else { continue }
      let subject = text(change.subject)
      let value = text(change.valueRange)
      report(
        .loneInstantChange(property: subject), at: over,
        notes: [.setOrInitial(property: subject, value: value)])
    }
  }

  // MARK: Blocks

  /// Where a block is: what may appear in it depends on it.
  enum Place: Equatable {
    case file
    case motionBody(String)
    case group
    case reducedBlock
  }

  struct BlockResult {
    var nodes: [ScoreNode]
    /// The nodes of the block's `reduced < … >`, if it has one.
    var reduced: [ScoreNode]?
  }

  /// What a block's statements set for the ones after them, while the block is checked.
  struct BlockState {
    let place: Place
    /// Whether the block is a whole file (compared once, not per statement).
    let isFile: Bool
    /// The element of `target`, for steps that name none.
    var element: Int
    var defaults: Defaults
    var result = BlockResult(nodes: [], reduced: nil)
    /// The block's `reduced` keyword, once met.
    var reducedRange: SourceRange?
  }

  /// A block (a file, motion body or group body). `target` and `defaults` lines apply until
  /// its end, and so do its `let`s.
  mutating func checkBlock(
    _ statements: [Statement], element: Int, defaults: Defaults, place: Place
  ) -> BlockResult {
    var block = BlockState(
      place: place, isFile: place == .file, element: element, defaults: defaults)
    // A node per statement at most (but a `reduced` block's): sized once, not grown.
    block.result.nodes.reserveCapacity(statements.count)
    // The block's `let`s are visible to its end.
    let localsMark = locals.count
    defer { if locals.count > localsMark { locals.removeSubrange(localsMark...) } }
    for statement in statements {
      checkStatement(statement, in: &block)
    }
    return block.result
  }

  /// The main file's top-level statements in chunks of ``walkedChunkSize``, for
  /// ``checkMainFile(releasing:)``: `statements` must be the only reference to them. The
  /// array (104 bytes a statement) is split before the walk, and each chunk is freed once
  /// walked, so the array goes as the score grows. (Moving the statements not walked yet to an
  /// array half the size once half were walked needed both arrays at once, when the score had
  /// grown the most: that copy was the peak of `check` on a design system.)
  static func walkedChunks(_ statements: consuming [Statement]) -> [[Statement]] {
    var statements = statements
    var chunks: [[Statement]] = []
    chunks.reserveCapacity((statements.count + walkedChunkSize - 1) / walkedChunkSize)
    for start in stride(from: 0, to: statements.count, by: walkedChunkSize) {
      let end = Swift.min(start + walkedChunkSize, statements.count)
      var chunk: [Statement] = []
      chunk.reserveCapacity(end - start)
      for index in start..<end {
        // Moved out, not copied (a copy, then the release of the one left, cost a retain and
        // a release of every part of the statement).
        var statement = emptyStatement
        swap(&statement, &statements[index])
        chunk.append(statement)
      }
      chunks.append(chunk)
    }
    return chunks
  }

  /// The main file as a block, from its statements in chunks (``walkedChunks(_:)``), each
  /// top-level statement released (replaced by a statement that holds nothing) once checked,
  /// and each chunk freed once walked: `chunks` must be the only reference to them.
  mutating func checkMainFile(releasing chunks: inout [[Statement]]) -> BlockResult {
    var block = BlockState(
      place: .file, isFile: true, element: Self.defaultElement, defaults: Defaults())
    let localsMark = locals.count
    defer { if locals.count > localsMark { locals.removeSubrange(localsMark...) } }
    for chunkIndex in chunks.indices {
      var chunk = chunks[chunkIndex]
      chunks[chunkIndex] = []
      for index in chunk.indices {
        checkReleased(&chunk[index], in: &block)
      }
    }
    return block.result
  }

  /// A block whose statements no one else keeps (a group's body in the main file, when the
  /// walk releases it), each statement released once checked. Read in place instead, each was
  /// copied to be bound (its parts retained, and released after) and then released again with
  /// the tree: a sixth of what checking a step cost on a bench spec.
  mutating func checkBlock(
    releasing statements: inout [Statement], element: Int, defaults: Defaults, place: Place
  ) -> BlockResult {
    var block = BlockState(
      place: place, isFile: place == .file, element: element, defaults: defaults)
    block.result.nodes.reserveCapacity(statements.count)
    let localsMark = locals.count
    defer { if locals.count > localsMark { locals.removeSubrange(localsMark...) } }
    for index in statements.indices {
      checkReleased(&statements[index], in: &block)
    }
    return block.result
  }

  /// Checks the statement in `slot`, which no one else keeps, and releases it (leaves
  /// ``emptyStatement`` there). It is moved out, not copied (a copy, then the release of the
  /// one left, cost a retain and a release of every part of it); a group's body is moved out
  /// of the group, and walked releasing its statements too.
  @inline(__always)
  private mutating func checkReleased(_ slot: inout Statement, in block: inout BlockState) {
    if case .group = slot {
      var body: [Statement] = []
      if let group = Self.movedGroup(&slot, body: &body),
        let node = checkGroup(
          group, element: block.element, defaults: block.defaults, releasing: &body,
          bodyReleased: true)
      {
        block.result.nodes.append(node)
      }
      return
    }
    var statement = Self.emptyStatement
    swap(&statement, &slot)
    checkStatement(statement, in: &block)
  }

  /// A statement that holds nothing, made where it is needed (a copy of a stored one went
  /// through the statement's copy function).
  @inline(__always)
  static var emptyStatement: Statement {
    .target(
      Name(text: "", range: SourceRange(start: 0, end: 0)), range: SourceRange(start: 0, end: 0))
  }

  /// The group in `slot`, if it holds one, moved out (``emptyStatement`` left there), its
  /// body moved to `body`. (Not inlined: the group's box is released here, so that `body` has
  /// no other owner; inlined, the box was released only after the group was checked, and
  /// moving a statement out of the body copied all of it.)
  @inline(never)
  private static func movedGroup(_ slot: inout Statement, body: inout [Statement])
    -> GroupStatement?
  {
    guard case .group = slot else { return nil }
    var statement = emptyStatement
    swap(&statement, &slot)
    guard case .group(var group) = consume statement else { return nil }
    swap(&body, &group.body)
    return group
  }

  /// Statements per chunk of the main file's walk: 384 KiB, above the size from which the
  /// allocator maps a buffer of its own and gives it back when freed, as `motionc` sets it up.
  static let walkedChunkSize = 4_096

  /// One statement of a block (inlined into both loops: it runs for every statement walked,
  /// each `play` walking its motion's body again).
  @inline(__always)
  private mutating func checkStatement(_ statement: Statement, in block: inout BlockState) {
    let isFile = block.isFile
    switch statement {
    case .change(let change):
      if let index = checkChange(change, element: block.element, defaults: block.defaults) {
        block.result.nodes.append(.change(index))
      }
    case .wait(let wait):
      rejectModifiers(wait.modifiers, on: .wait)
      if let duration = duration(wait.duration) {
        block.result.nodes.append(draft.storage.addPause(duration, range: wait.range))
      }
    case .target(let name, _):
      block.element = intern(name.text)
    case .initial(let initial):
      checkInitial(initial, element: block.element)
    case .group(let group):
      var body: [Statement] = []
      if let node = checkGroup(
        group, element: block.element, defaults: block.defaults, releasing: &body,
        bodyReleased: false)
      {
        block.result.nodes.append(node)
      }
    case .let(let binding):
      // Top-level `let`s were evaluated when the file was prepared.
      if !isFile { defineLocal(binding) }
    case .defaults(let statement):
      block.defaults = applyDefaults(statement, to: block.defaults)
    case .motion(let motion):
      if !isFile {
        report(
          .misplaced(.motion),
          at: motion.name.range)
      }
    case .play(let play):
      if let node = checkPlay(play, element: block.element, defaults: block.defaults) {
        block.result.nodes.append(node)
      }
    case .import(let statement):
      if isFile {
        if let target = files[currentFile].parsed.imports[statement.range.start] {
          block.defaults = block.defaults.merged(with: files[target].finalDefaults)
        }
      } else {
        report(
          .misplaced(.import),
          at: statement.range)
      }
    case .seed(_, let range):
      // The main file's top-level `seed` was read first; an imported file's is ignored.
      if !isFile {
        report(.misplaced(.seed), at: range)
      }
    case .drift(let drift):
      if let node = checkDrift(drift, element: block.element) { block.result.nodes.append(node) }
    case .reduced(let reducedBlock):
      checkReducedBlock(reducedBlock, in: &block)
    }
  }

  /// A `reduced < … >` block inside `block`.
  private mutating func checkReducedBlock(
    _ reducedBlock: BlockStatement, in block: inout BlockState
  ) {
    let allowed: Bool
    switch block.place {
    case .file, .motionBody: allowed = true
    case .group, .reducedBlock: allowed = false
    }
    guard allowed else {
      report(
        .misplaced(.reduced),
        at: reducedBlock.keyword)
      return
    }
    if let first = block.reducedRange {
      report(
        .duplicateDefinition(.block, name: "reduced"), at: reducedBlock.keyword,
        related: [RelatedRange(first, .firstReducedBlock)])
      return
    }
    block.reducedRange = reducedBlock.keyword
    walk.reducedDepth += 1
    walk.nesting += 1
    if walk.nesting <= limits.maximumNesting {
      block.result.reduced =
        checkBlock(
          reducedBlock.body, element: block.element, defaults: block.defaults,
          place: .reducedBlock
        )
        .nodes
    }
    walk.nesting -= 1
    walk.reducedDepth -= 1
  }

  // MARK: Changes

  /// Checks a change and adds it to the score, returning its index.
  private mutating func checkChange(
    _ change: ChangeStatement, element: Int, defaults: Defaults
  ) -> Int? {
    let element = self.element(change.subject.element, default: element)
    let properties = resolveProperty(change.subject.property)
    let modifiers = collectModifiers(
      change.modifiers, allowed: change.setKeyword == nil ? ModifierSet.all : ModifierSet.forSet,
      repeats: false,
      on: .set)
    guard let properties, let modifiers else { return nil }
    let property = properties.first
    let subject = change.subject.range
    var valid = true

    var target: ChangeTarget?
    if let by = change.by {
      if property.kind == .color {
        report(.relativeColor, at: by)
        valid = false
      } else if let value = number(change.value, for: property, name: subject) {
        target = .relative(value)
      }
    } else if let value = value(change.value, for: property, name: subject) {
      target = .absolute(value)
    }

    var from: Value?
    // The modifiers are read in place, by kind: a modifier read whole is copied, its
    // argument too, and released after (a sixth of what checking a step cost).
    if let expression = modifiers.expression(.from) {
      from = value(expression, for: property, name: subject)
      if from == nil { valid = false }
    }
    let hasOwnOver = modifiers.contains(.over)
    // The `over` in effect: the step's own, else the defaults' (a `set` takes none).
    let over =
      hasOwnOver
      ? modifiers.expression(.over)
      : change.setKeyword == nil ? defaults.over?.expression : nil
    guard var timing = timing(modifiers, over: over, includesOver: true) else {
      return nil
    }
    if change.setKeyword != nil { timing.over = 0 }
    var easing = Easing.linear
    // The `ease` in effect: the step's own, else the defaults' (a `set` takes none), its
    // easing read in place (a copy of it, and the release after, cost a third of a lookup).
    let ownEase = modifiers.range(.ease)
    if let ownEase, let syntax = modifiers.easing() {
      guard
        let resolved = stepEasing(
          syntax, modifiers: modifiers, defaults: defaults, isSet: change.setKeyword != nil,
          timing: &timing)
      else { return nil }
      easing = resolved
      if timing.over == 0 {
        report(.easingOnInstantChange, at: ownEase, notes: [.removeEaseOrAddOver])
      }
    } else if ownEase == nil, change.setKeyword == nil, let ease = defaults.ease {
      guard
        let resolved = stepEasing(
          ease.syntax, modifiers: modifiers, defaults: defaults, isSet: false, timing: &timing)
      else { return nil }
      easing = resolved
    }
    var colorSpace = ColorSpace.srgb
    if let (space, range) = modifiers.colorSpaceName() {
      if property.kind != .color {
        report(.colorSpaceOnNonColor(property: text(subject)), at: range)
        valid = false
      } else if let resolved = self.colorSpace(named: space.text) {
        colorSpace = resolved
      } else {
        report(.unknownColorSpace(space.text), at: space.range)
        valid = false
      }
    } else if property.kind == .color, let space = defaults.colorSpace {
      colorSpace = space
    }
    guard valid, let target else { return nil }
    // The automatic reduced form: the change happens at once, when it would have ended (the
    // timeline builder places it, so that a backward play of `yoyo` ends it where it ends).
    let happensAtEnd = reduced && walk.reducedDepth == 0 && property.isMovement
    if happensAtEnd { easing = .linear }
    let easingIndex = easingIndex(easing)
    let site = walk.playStack.first?.site
    guard admits(element: element, properties: properties, range: change.range, site: site)
    else { return nil }
    // Made only once it is known to be kept: a motion checked on its own keeps none, and each
    // of its changes was made (its box too, when it has a `from`) only to be dropped.
    draft.storage.changes.append(
      ScoreChange(
        element: element, properties: properties, target: target, from: from, timing: timing,
        easing: easingIndex, colorSpace: colorSpace,
        range: change.range, valueRange: change.value.range, subject: subject, site: site,
        instantOver: timing.over == 0 && walk.reducedDepth == 0 && !happensAtEnd
          ? modifiers.range(.over) : nil,
        fromRange: modifiers.range(.from), happensAtEnd: happensAtEnd))
    return draft.storage.changes.count - 1
  }

  /// The easing `syntax` gives a step, or `nil` after an error. A spring plays for its `over`
  /// (the step's own, else the defaults' unless it is a `set`) or else until it settles: that
  /// goes in `timing`.
  private mutating func stepEasing(
    _ syntax: EasingSyntax, modifiers: ModifierSet, defaults: Defaults, isSet: Bool,
    timing: inout Timing
  ) -> Easing? {
    guard let resolved = resolveEasing(syntax) else { return nil }
    guard case .spring(let spring, _) = resolved else { return resolved }
    let over = modifiers.contains(.over) ? modifiers[.over] : isSet ? nil : defaults.over?.modifier
    guard let played = springTiming(spring, over: over, syntax: syntax) else { return nil }
    timing.over = played
    return .spring(spring, duration: Ticks.seconds(played))
  }

  /// Adds a checked change to the score (unless checking a motion on its own), moving it
  /// into the score's list. (Inlined: called, the change was copied to be passed, and the
  /// copy destroyed.)
  @inline(__always)
  mutating func add(_ change: consuming ScoreChange) -> Int? {
    guard
      admits(
        element: change.element, properties: change.properties, range: change.range,
        site: change.site)
    else { return nil }
    draft.storage.changes.append(change)
    return draft.storage.changes.count - 1
  }

  /// Whether a change of `properties` of `element`, written at `range` (played at `site`), is
  /// kept in the score, which then records it as the first change of its tracks if it is:
  /// not while checking a motion on its own, nor past the limit (reported).
  @inline(__always)
  mutating func admits(
    element: Int, properties: PropertyPair, range: SourceRange, site: SourceRange?
  ) -> Bool {
    if walk.checkingDefinition { return false }
    guard draft.storage.changes.count < limits.maximumSegments else {
      report(.limitExceeded(.changes(limit: limits.maximumSegments)), at: site ?? range)
      return false
    }
    for property in properties
    where draft.firstChange[TrackKey(element: element, property: property)] == nil {
      draft.firstChange[TrackKey(element: element, property: property)] = range
    }
    return true
  }

  /// The index of `easing` in the score's table, where each easing is stored once (a name such
  /// as `curve` may stand for a different easing in each `play`, so the value is the key).
  @inline(__always)
  private mutating func easingIndex(_ easing: Easing) -> Int32 {
    // A slot per fingerprint remembers the easing last found with it: a spec uses few
    // easings, and comparing with one costs less than hashing (a step's easing varies).
    let slot = Self.recentEasingSlot(easing)
    let key = InlineEasing(easing)
    let recent = draft.recentEasings[slot]
    if recent.index >= 0 {
      // An easing held inline is compared with the slot's copy of it: read from the table,
      // it was copied first, and released after.
      if let key {
        if recent.inline == key { return recent.index }
      } else if draft.easings[Int(recent.index)] == easing {
        return recent.index
      }
    }
    let index: Int32
    if let known = draft.easingIndexes[easing] {
      index = known
    } else {
      draft.easings.append(easing)
      index = Int32(draft.easings.count - 1)
      draft.easingIndexes[easing] = index
    }
    draft.recentEasings[slot] = RecentEasing(index: index, inline: key ?? .none)
    return index
  }

  /// The slot of ``ScoreDraft/recentEasings`` that `easing` uses: equal easings use the same
  /// one (easings that share one only take turns in it).
  private static func recentEasingSlot(_ easing: Easing) -> Int {
    let bits: UInt64
    switch easing {
    case .linear: bits = 1
    case .cubicBezier(let curve):
      bits =
        curve.x1.bitPattern ^ curve.y1.bitPattern.byteSwapped ^ (curve.x2.bitPattern << 17)
        ^ (curve.y2.bitPattern >> 11)
    case .family(let family, let mode):
      bits = Self.fingerprint(family) << 8 | Self.fingerprint(mode)
    case .steps(let count, _): bits = UInt64(truncatingIfNeeded: count) << 2
    case .piecewiseLinear: bits = 2
    case .spring(_, let duration): bits = duration.bitPattern
    case .reversed: bits = 3
    }
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }

  /// A number per family, for ``recentEasingSlot(_:)`` (reading the bytes of the family's
  /// name for it cost more than the comparison the slot spares).
  private static func fingerprint(_ family: EasingFamily) -> UInt64 {
    switch family {
    case .quad: return 1
    case .cubic: return 2
    case .quart: return 3
    case .quint: return 4
    case .sine: return 5
    case .expo: return 6
    case .circ: return 7
    case .back: return 8
    case .elastic: return 9
    case .bounce: return 10
    }
  }

  /// A number per mode, for ``recentEasingSlot(_:)``.
  private static func fingerprint(_ mode: EasingMode) -> UInt64 {
    switch mode {
    case .in: return 1
    case .out: return 2
    case .inOut: return 3
    }
  }

  /// A group; with `bodyReleased`, its body was moved to `body`, no one else keeps it, and it
  /// is walked releasing each statement (see ``checkBlock(releasing:element:defaults:place:)``).
  private mutating func checkGroup(
    _ group: GroupStatement, element: Int, defaults: Defaults,
    releasing body: inout [Statement], bodyReleased: Bool
  ) -> ScoreNode? {
    var repeats = false
    if case .repeat = group.kind { repeats = true }
    let modifiers = collectModifiers(
      group.modifiers, allowed: ModifierSet.forGroup, repeats: repeats,
      on: .group)
    // `over`, `ease` and `in` after `>` are defaults for the steps inside.
    let defaults = scopedDefaults(group.modifiers, over: defaults)
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
    guard enterNested(at: group.open) else { return nil }
    var children =
      bodyReleased
      ? checkBlock(releasing: &body, element: element, defaults: defaults, place: .group).nodes
      : checkBlock(group.body, element: element, defaults: defaults, place: .group).nodes
    walk.nesting -= 1
    if case .sequence = kind { children = checkSequence(children) }
    guard valid, let modifiers, var timing = timing(modifiers, over: nil, includesOver: false)
    else {
      return nil
    }
    var repeatRange = modifiers[.repeat]?.range
    if let groupPlays {
      if let modifier = modifiers[.repeat] {
        report(
          .duplicateModifier("repeat"), at: modifier.keyword,
          related: [RelatedRange(group.keyword, .groupAlreadyRepeats)])
        return nil
      }
      timing.plays = groupPlays
      if case .repeat(let count) = group.kind { repeatRange = group.keyword.union(count.range) }
    }
    return endlessChecked(
      ScoreGroup(kind: kind, timing: timing, range: walk.playStack.first?.site ?? group.keyword),
      children: children, repeatRange: repeatRange, wait: modifiers[.wait], what: .group)
  }

  /// `group` with its ``ScoreGroup/endless`` set, stored with its children (and the motion it
  /// plays, for a `play`), or `nil` after an error when something inside never ends and the
  /// group repeats (`repeatRange`) or waits after it.
  mutating func endlessChecked(
    _ group: consuming ScoreGroup, children: [ScoreNode],
    motion: (name: String, node: Int, element: Int)? = nil,
    repeatRange: SourceRange?, wait: Modifier?, what: EndlessPart
  ) -> ScoreNode? {
    // Taken, not borrowed: it is changed and then stored, with no copy of it made.
    var group = group
    let inner = endlessBody(children, kind: group.kind)
    if let inner, group.timing.plays.repeats, let repeatRange {
      report(
        .repeatsEndless, at: repeatRange,
        related: [RelatedRange(inner, .foreverFirstPlayNeverEnds)],
        notes: [.removeEndlessRepeat])
      return nil
    }
    if let inner, let wait {
      report(
        .neverRuns(.wait), at: wait.range,
        related: [RelatedRange(inner, .foreverNeverEnds(what))])
      return nil
    }
    group.endless = group.timing.plays.foreverRange ?? inner
    return draft.storage.add(group, children: children, motion: motion)
  }

  /// The children of a sequence, checking that none comes after a child that never ends
  /// (`repeat forever`, or a group or `play` with one inside): the first that does is an
  /// error, and it and the rest are left out.
  mutating func checkSequence(_ nodes: [ScoreNode]) -> [ScoreNode] {
    for (index, node) in nodes.enumerated().dropLast() {
      guard let forever = draft.storage.endlessRepeat(node) else { continue }
      let own: Bool
      switch node.kind {
      case .change: own = true
      case .pause: own = false
      case .group(let index): own = draft.storage.groups[index].timing.plays.foreverRange == forever
      }
      report(
        .neverRuns(.step), at: draft.storage.range(nodes[index + 1]),
        related: [
          RelatedRange(
            forever,
            own
              ? .foreverNextStepNeverRuns
              : .foreverGroupNeverEnds)
        ],
        notes: [.mergeOrMoveAbove])
      return Array(nodes[...index])
    }
    return nodes
  }

  /// The `repeat forever` that makes a group's body never end: the last child of a sequence,
  /// any child of a merge or stagger.
  func endlessBody(_ children: [ScoreNode], kind: ScoreGroupKind) -> SourceRange? {
    switch kind {
    case .sequence: return children.last.flatMap(draft.storage.endlessRepeat)
    case .merge, .stagger:
      return children.lazy.compactMap(draft.storage.endlessRepeat).first
    }
  }

  /// Counts one level of groups or plays; `false` (with an error) past the limit.
  mutating func enterNested(at range: SourceRange) -> Bool {
    guard walk.nesting < limits.maximumNesting else {
      report(.nestingTooDeep(limit: limits.maximumNesting), at: range)
      return false
    }
    walk.nesting += 1
    return true
  }

  // MARK: Modifiers

  /// The modifiers by kind, or `nil` after reporting a duplicate or one not allowed here.
  /// `repeats` is true when the statement itself repeats (`repeat N < … >`), so `yoyo` may
  /// go without a `repeat` modifier.
  mutating func collectModifiers(
    _ modifiers: [Modifier], allowed: UInt8, repeats: Bool, on place: ModifierPlace
  ) -> ModifierSet? {
    var set = ModifierSet(modifiers)
    var valid = true
    // Read by index, each part in place: a modifier read whole is copied, its argument too.
    for index in modifiers.indices {
      let kind = modifiers[index].kind
      if let first = set.range(kind) {
        report(
          .duplicateModifier(kind.rawValue), at: modifiers[index].range,
          related: [RelatedRange(first, .firstGivenHere)])
        valid = false
      } else if allowed & kind.bit == 0 {
        report(
          .modifierNotAllowed(modifier: kind.rawValue, on: place), at: modifiers[index].keyword)
        valid = false
      } else {
        set.insert(kind, at: index)
      }
    }
    if set.contains(.yoyo), !set.contains(.repeat), !repeats, valid, let yoyo = set.range(.yoyo) {
      report(
        .yoyoWithoutRepeat, at: yoyo,
        notes: [.addRepeatCount])
      valid = false
    }
    return valid ? set : nil
  }

  mutating func rejectModifiers(_ modifiers: [Modifier], on place: ModifierPlace) {
    for modifier in modifiers {
      report(.modifierNotAllowed(modifier: modifier.kind.rawValue, on: place), at: modifier.keyword)
    }
  }

  /// `delay`, `over` (the step's own, or the `defaults`' given as `over`), `wait`, `repeat`,
  /// `yoyo`, with the defaults. (Inlined: called, the `over` in effect was copied to be
  /// passed, and the modifiers retained, for every step.)
  @inline(__always)
  mutating func timing(_ modifiers: ModifierSet, over: Expression?, includesOver: Bool)
    -> Timing?
  {
    var timing = Timing()
    if includesOver { timing.over = 500_000_000 }
    var valid = true
    func read(_ expression: Expression?, into value: inout Tick) {
      guard let expression else { return }
      if let ticks = duration(expression) { value = ticks } else { valid = false }
    }
    read(modifiers.expression(.delay), into: &timing.delay)
    read(over, into: &timing.over)
    read(modifiers.expression(.wait), into: &timing.wait)
    if let (count, range) = modifiers.repeatCount() {
      if let plays = playCount(count, written: range) {
        timing.plays = plays
      } else {
        valid = false
      }
    }
    timing.yoyo = modifiers.contains(.yoyo)
    return valid ? timing : nil
  }

  /// The plays of `repeat COUNT`, written at `written` (`repeat` and its count).
  mutating func playCount(_ count: RepeatCount, written: SourceRange) -> Plays? {
    switch count {
    case .forever:
      return .forever(written)
    case .times(let expression):
      // A word other tools use for `forever` (CSS's `infinite`), when no `let` has the name.
      if case .name(let name) = expression, ForeignSpelling.meansForever(name.text),
        lookupDefinition(name.text) == nil
      {
        report(
          .unknownName(name.text, suggestion: "forever"), at: name.range,
          notes: [.useForever])
        return nil
      }
      switch quantity(expression) {
      case .number(let value, .plain, _)
      where value >= 1 && value <= Double(limits.maximumRepeatCount) && value.rounded() == value:
        return .times(Int(value))
      case .unknown, nil:
        return nil
      case .number, .color, .easing:
        report(.invalidRepeatCount(limit: limits.maximumRepeatCount), at: expression.range)
        return nil
      }
    }
  }

  // MARK: Defaults

  /// `defaults` merged into `defaults`: the modifiers it gives replace the ones before.
  mutating func applyDefaults(_ statement: DefaultsStatement, to defaults: Defaults) -> Defaults {
    var seen: [ModifierKind: Modifier] = [:]
    for modifier in statement.modifiers {
      if let first = seen[modifier.kind] {
        report(
          .duplicateModifier(modifier.kind.rawValue), at: modifier.range,
          related: [RelatedRange(first.range, .firstGivenHere)])
        continue
      }
      seen[modifier.kind] = modifier
      if !Self.setsDefault(modifier) {
        report(
          .modifierNotAllowed(
            modifier: modifier.kind.rawValue,
            on: .defaults), at: modifier.keyword)
      }
    }
    return scopedDefaults(statement.modifiers, over: defaults)
  }

  /// Whether `modifier` is one a `defaults` (or a group, for the steps inside it) can set.
  static func setsDefault(_ modifier: Modifier) -> Bool {
    switch modifier.kind {
    case .over, .ease, .in: return true
    case .wait, .delay, .from, .repeat, .yoyo: return false
    }
  }

  /// `base` with the `over`, `ease` and `in` of `modifiers` (each checked) over it: what a
  /// `defaults` line sets from there on, and what a group's timing gives the steps inside it.
  /// The other modifiers are passed over (not filtered out first, into an array made for
  /// every group).
  mutating func scopedDefaults(_ modifiers: [Modifier], over base: Defaults) -> Defaults {
    var result = base
    for modifier in modifiers {
      switch modifier.kind {
      case .over:
        if case .value(let expression) = modifier.argument, duration(expression) != nil {
          result.over = DefaultOver(modifier)
        }
      case .ease:
        if case .easing(let syntax) = modifier.argument, resolveEasing(syntax) != nil {
          result.ease = DefaultEase(syntax)
        }
      case .in:
        if case .name(let name) = modifier.argument {
          if let space = colorSpace(named: name.text) {
            result.colorSpace = space
          } else {
            report(.unknownColorSpace(name.text), at: name.range)
          }
        }
      case .wait, .delay, .from, .repeat, .yoyo:
        continue
      }
    }
    return result
  }

  // MARK: Properties

  /// The property (or `scale`'s two) `name` spells, or `nil` after reporting it. (Inlined:
  /// every step and `initial` asks, and the cache answers in a few instructions.)
  @inline(__always)
  mutating func resolveProperty(_ name: Name) -> PropertyPair? {
    // Every step names a property, one of a dozen: the cache spares reading the name's bytes.
    if let pair = recentProperties.value(of: name.text) { return pair }
    let pair: PropertyPair
    if name.text == "scale" {
      pair = PropertyPair(.scaleX, .scaleY)
    } else if let property = Property(rawValue: name.text) {
      pair = PropertyPair(property)
    } else {
      return unknownProperty(name)
    }
    recentProperties.remember(pair, for: name.text)
    return pair
  }

  /// The color space `name` spells, if any: the last one found is remembered (a step's
  /// `in oklab` made `ColorSpace(rawValue:)` compare the name with each space's, and a spec
  /// mixes colors in one space or two).
  mutating func colorSpace(named name: String) -> ColorSpace? {
    if name == lastColorSpaceName { return lastColorSpace }
    guard let space = ColorSpace(rawValue: name) else { return nil }
    (lastColorSpaceName, lastColorSpace) = (name, space)
    return space
  }

  /// Reports `name` as no property (suggesting the nearest), and gives `nil`.
  private mutating func unknownProperty(_ name: Name) -> PropertyPair? {
    let candidates = ["scale"] + Property.allCases.map(\.rawValue)
    report(
      .unknownProperty(name.text, suggestion: Suggestions.nearest(to: name.text, in: candidates)),
      at: name.range)
    return nil
  }
}

/// The `defaults` in effect: the modifiers a step without its own takes.
struct Defaults {
  var over: DefaultOver?
  var ease: DefaultEase?
  var colorSpace: ColorSpace?

  /// `other`'s settings over these.
  func merged(with other: Defaults) -> Defaults {
    Defaults(
      over: other.over ?? over, ease: other.ease ?? ease,
      colorSpace: other.colorSpace ?? colorSpace)
  }
}

/// The `over` a `defaults` line or a group gives the steps without one of their own, shared
/// as ``DefaultEase`` is: a modifier copied with every copy of the ``Defaults`` cost more.
final class DefaultOver {
  let modifier: Modifier

  init(_ modifier: Modifier) { self.modifier = modifier }

  /// The duration's expression, read in place.
  var expression: Expression? {
    guard case .value(let expression) = modifier.argument else { return nil }
    return expression
  }
}

/// The easing a `defaults` line or a group gives the steps without an `ease` of their own,
/// shared by every copy of the ``Defaults`` that carry it: the defaults are copied into every
/// block and `play`, and a step reads this in place.
final class DefaultEase {
  let syntax: EasingSyntax

  init(_ syntax: EasingSyntax) { self.syntax = syntax }
}

extension Property {
  /// Movement, scale and rotation: what the automatic reduced form makes instant.
  var isMovement: Bool {
    switch self {
    case .moveX, .moveY, .scaleX, .scaleY, .rotate: return true
    case .opacity, .color, .background, .width, .height, .cornerRadius, .blur: return false
    }
  }
}
