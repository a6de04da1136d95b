import MotionRuntime

/// Lowers a ``Score`` to a ``Timeline``.
///
/// Design: two passes.
///
/// 1. **Schedule.** Walk the score with a time cursor, applying the time rules (sequence,
///    merge, stagger, delay/over/wait, repeat) in exact ticks. Each change becomes an *item*
///    on its track (element + property) with its start and end; a repeated step or group
///    becomes a *block* item holding its first play's items, its play length and play count.
/// 2. **Resolve.** Per track, sort the items by time, report overlaps (both places), and walk
///    them in time order keeping the property's current value: a change starts from that value
///    (or its `from`) and `by` is relative to it. A block resolves its first play, then copies
///    it for each further play — jumping back to the first play's start value, or, for the
///    backward plays of `yoyo`, mirroring it in time with the reversed easing.
///
/// A repeat owns its properties for its whole span: another change of the same property
/// during it is an overlap. This keeps "each play starts from the values the first play
/// started from" well defined.
///
/// `repeat forever` is not unrolled. Its block resolves one *cycle*, the first play (and with
/// `yoyo` the backward second play), plus the jump back to the start value where the next play
/// starts, and gives each of its tracks a ``TrackLoop``: from the block's first change on that
/// track, one cycle long. It owns its properties from that first change on, forever. The
/// checker makes sure an endless node is never followed in a sequence, repeated, or waited
/// after, so the builder meets it only where nothing comes after it.
///
/// Markers: each `play` of a motion is a ``Marker`` from where its body starts (after its
/// `delay`) to where its play ends (its trailing `wait` included). The schedule pass makes them;
/// a repeated group copies the markers inside it for each of its plays (mirrored in time for the
/// backward plays of `yoyo`), so there is one marker per play that happens. A `repeat forever`
/// copies them for its first cycle only, like the timeline's ``Timeline/duration``.
///
/// Memory: a large spec has hundreds of thousands of changes, so what the builder keeps per
/// change is small and short-lived. The score's groups, pauses and children are released once
/// scheduled (given the only reference to the score, as the compiler gives it, the builder
/// frees them; the changes stay, as items refer to them). Items are four words and refer to
/// their change or block by index; the top-level ones sit in one store of small chunks, each
/// linked to the one before it on its track (no array per track), released once every track
/// is resolved; tracks are resolved element by element, and each element's tracks gathered as they are made (or, for
/// `check`, which wants only the diagnostics, never built from the resolved segments:
/// ``TimelineFacts`` is what the policies read); a resolved segment holds its easing as an index into one table (the score's easings
/// and the reversed ones `yoyo` makes), so copying one for a repeat copies plain bytes, and
/// each track lists its easings once when it is built.
struct TimelineBuilder {
  private var score: Score
  private let sources: SourceMap
  private let limits: Limits
  private var diagnostics = DiagnosticBag()
  /// Items of the top-level timeline in the order they are scheduled, each track's linked
  /// from its last to its first (see ``lastItem``). One store of small fixed-size chunks, not
  /// an array per track: most tracks have one or two items, and an array each cost an
  /// allocation per item or so (its buffer made, then grown) and a free once resolved.
  private var topLevelItems = ChunkedList<LinkedItem>()
  /// Per track index (element × property count + property), its last item in
  /// ``topLevelItems`` (-1: none).
  private var lastItem: [Int32] = []
  /// The items of the track being resolved (kept between tracks, so that its buffer is made
  /// once).
  private var trackItems: [Item] = []
  /// Items of the repeated bodies being scheduled, innermost last: each body's items in the
  /// order they are scheduled, with their track index (a dictionary by track hashed every
  /// item and grew an array per track).
  private var repeatedBodies: [[TrackItem]] = []
  /// Emptied bodies kept for the next repeats, their buffers kept (a body made new for each
  /// repeat was grown from nothing, item by item).
  private var spareBodies: [[TrackItem]] = []
  /// The repeat blocks items refer to (changes are the score's).
  private var blocks: [Block] = []
  /// The items of the blocks of one item (``BlockItems/one(_:)``), in small chunks like
  /// ``topLevelItems`` (one array, grown to the bench spec's 10 MB, raised `check`'s peak by
  /// 0.6 MB).
  private var singleItems = ChunkedList<Item>()
  private var sequenceNumber: Int32 = 0
  private var segmentCount = 0
  /// The loop of the track being resolved, set when its `repeat forever` block is resolved.
  private var trackLoop: TrackLoop?
  /// How many repeat blocks the changes being resolved are in (their jumps repeat on purpose).
  private var repeatDepth = 0
  /// Keeps each change's and group's resolved times, for editors (only when asked).
  private var recorder: TimingRecorder?
  /// Whether resolved tracks go in the timeline (`false`: none is built, only resolved).
  private var keepsTracks = true
  /// Whether a movement (``Property/isMovement``) track has segments.
  private var moves = false
  /// The markers of the top-level timeline, each with the order its `play` was scheduled in.
  private var markers: [OrderedMarker] = []
  /// The markers of the repeated bodies being scheduled, innermost last.
  private var repeatedMarkers: [[OrderedMarker]] = []
  /// Emptied marker lists kept for the next repeats, as ``spareBodies`` are.
  private var spareMarkers: [[OrderedMarker]] = []
  private var playOrder: Int32 = 0
  /// The easings segments use, by index: the score's, then the reversed ones `yoyo` makes,
  /// each once (segments hold an index, so resolving copies no easing).
  private var easings: [Easing]
  /// Each easing's index in ``easings``.
  private var easingIndexes: [Easing: Int32] = [:]
  /// Per index of ``easings``, the first index of an equal easing (a track lists equal
  /// easings once).
  private var canonicalEasing: [Int32] = []
  /// Per index of ``easings``, the index of that easing run backwards (-1: not looked up
  /// yet). Each `yoyo` segment looks one up: hashing the easing each time cost ~690
  /// instructions.
  private var reversedEasing: [Int32] = []
  /// The index of `linear`, which jumps and `drift` use.
  private var linear: Int32 = 0
  /// Per easing of ``easings``, its index in the track being built (-1: not used yet).
  private var trackEasing: [Int32] = []
  /// The easings the track being built uses (kept between tracks, so that its buffer is made
  /// once).
  private var trackEasingsUsed: [Int32] = []
  /// The buffer the resolved segments of each track go in, after the previous tracks' (kept
  /// between tracks, and emptied only past ``reusedSegmentLimit``).
  private var segmentBuffer: [Piece] = []
  /// How many segments ``segmentBuffer`` may keep from the tracks before: emptying it for each
  /// track cost more than resolving the track (most have one or two changes), and this keeps
  /// at most about 30 KiB unused.
  private static let reusedSegmentLimit = 256

  /// Builds the timeline of `score`, or with `keepsTracks` false only finds its diagnostics
  /// and ``TimelineFacts``: each track is resolved but not built, and the timeline has no
  /// elements (`motionc check`, which prints no timeline, never holds one).
  static func build(
    _ score: consuming Score, sources: SourceMap, limits: Limits, recorder: TimingRecorder? = nil,
    keepsTracks: Bool = true
  ) -> (Timeline?, TimelineFacts?, [Diagnostic]) {
    var builder = TimelineBuilder(score: consume score, sources: sources, limits: limits)
    builder.recorder = recorder
    builder.keepsTracks = keepsTracks
    return builder.run()
  }

  private init(score: Score, sources: SourceMap, limits: Limits) {
    self.score = score
    self.sources = sources
    self.limits = limits
    lastItem = Array(repeating: -1, count: score.elements.count * TrackKey.propertyCount)
    easings = score.easings
    for (index, easing) in easings.enumerated() {
      if easingIndexes[easing] == nil { easingIndexes[easing] = Int32(index) }
      canonicalEasing.append(easingIndexes[easing] ?? Int32(index))
    }
    linear = easingIndex(.linear)
  }

  /// A resolved segment of the track being built: a ``Segment`` whose easing is an index into
  /// ``TimelineBuilder/easings``, so that it holds no reference and copies as plain bytes.
  private struct Piece {
    var start: Tick
    var end: Tick
    var from: Value
    var to: Value
    var easing: Int32
    var colorSpace: ColorSpace = .srgb
    /// For an instant piece of a change that happens at its end (``ScoreChange/happensAtEnd``):
    /// how long the change would have run, so that a backward play puts it where the change
    /// would end there (at the mirror of where it would have started).
    var skipped: Tick = 0
  }

  /// The index of `easing` in ``easings``, added when new.
  private mutating func easingIndex(_ easing: Easing) -> Int32 {
    if let index = easingIndexes[easing] { return index }
    easings.append(easing)
    let index = Int32(easings.count - 1)
    easingIndexes[easing] = index
    canonicalEasing.append(index)
    return index
  }

  /// The index of easing `index` run backwards.
  private mutating func reversed(_ index: Int32) -> Int32 {
    let position = Int(index)
    if position < reversedEasing.count, reversedEasing[position] >= 0 {
      return reversedEasing[position]
    }
    let reversed = easingIndex(easings[position].reversed)
    if reversedEasing.count < easings.count {
      reversedEasing.append(
        contentsOf: repeatElement(-1, count: easings.count - reversedEasing.count))
    }
    reversedEasing[position] = reversed
    return reversed
  }

  /// Something that happens on one track: a change, or a repeat block (by index). Kept to
  /// four words (there is one per change and property): where it is written and how many
  /// segments it makes are the change's or the block's.
  private struct Item {
    var start: Tick
    /// `Tick.max` for a `repeat forever`, which never ends.
    var end: Tick
    var sequence: Int32
    /// Into the score's changes, or into ``TimelineBuilder/blocks`` for a block.
    var index: Int32
    var isBlock: Bool
  }

  /// An item of a repeated body and its track's index (``TrackKey/trackIndex``).
  private struct TrackItem {
    var track: Int
    var item: Item
  }

  /// A top-level item and the one scheduled before it on its track (-1: none).
  private struct LinkedItem {
    var item: Item
    var previous: Int32
  }

  private struct Block {
    /// Where its problems are shown: the repeated step (its `play`), or the repeated group.
    var range: SourceRange
    /// At most how many segments it resolves to (plays times changes, plus jumps).
    var weight: Int
    /// When the first play starts and how long each play lasts.
    var playStart: Tick
    var playLength: Tick
    /// The plays to resolve: all of them, or for `repeat forever` one cycle (1, or 2 with
    /// `yoyo`).
    var plays: Int
    var yoyo: Bool
    var items: BlockItems
    /// For `repeat forever`: the cycle that repeats on this track.
    var loop: TrackLoop?
  }

  /// The items of a block's first play: one item, by index in ``TimelineBuilder/singleItems``
  /// (an array of one was an allocation per repeated change; the item itself in the block
  /// made each block 24 bytes larger), or several (a repeated group's on one track).
  private enum BlockItems {
    case one(Int32)
    case many([Item])
  }

  /// A marker and the order its `play` was scheduled in (source order), for sorting. Its
  /// names are indexes until the timeline's ``Marker`` is made: copied for each play of a
  /// repeat and sorted, two strings cost a retain and a release each time.
  private struct OrderedMarker {
    /// The motion's name, by index in ``ScoreStorage/motionNames``.
    var name: Int
    /// The element, by index in ``Score/elements``.
    var element: Int
    var start: Tick
    var end: Tick
    var order: Int32
  }

  /// A problem that stops the build (a limit, a `repeat forever` that takes no time).
  private struct Stop: Error {
    var kind: DiagnosticKind
    var range: SourceRange
    var notes: [DiagnosticNote] = []
  }

  private mutating func run() -> (Timeline?, TimelineFacts?, [Diagnostic]) {
    var duration: Tick = 0
    do {
      for node in score.body { duration = try schedule(node, at: duration) }
    } catch let stop as Stop {
      diagnostics.add(stop.kind, at: stop.range, notes: stop.notes)
      return (nil, nil, diagnostics.diagnostics)
    } catch {
      return (nil, nil, diagnostics.diagnostics)
    }
    let endless = score.body.last.flatMap(score.storage.endlessRepeat) != nil
    // Scheduled: the groups are not read again (their memory goes to the tracks).
    score.body = []
    score.storage.releaseGroups()
    // In track order (element by element, each in ``Property`` order), each element's tracks
    // gathered as they are resolved.
    var elements: [ElementTimeline] = []
    do {
      // In ``Property/index`` order, as track indexes count them (made once: `allCases` makes
      // a new array each time).
      let properties = Property.allCases
      let propertyCount = TrackKey.propertyCount
      for element in score.elements.indices {
        var tracks: [PropertyTrack] = []
        for (offset, property) in properties.enumerated() {
          // Most track indexes have no change and no `initial`: passed over here, without a
          // call (on a design system, the calls cost more than the tracks resolved).
          let index = element * propertyCount + offset
          guard lastItem[index] >= 0 || score.initials.hasValue(atTrackIndex: index) else {
            continue
          }
          let key = TrackKey(element: element, property: property)
          if let track = try resolveTrack(key) { tracks.append(track) }
        }
        if !tracks.isEmpty {
          elements.append(ElementTimeline(name: score.elements[element], tracks: tracks))
        }
      }
    } catch let stop as Stop {
      diagnostics.add(stop.kind, at: stop.range, notes: stop.notes)
      return (nil, nil, diagnostics.diagnostics)
    } catch {
      return (nil, nil, diagnostics.diagnostics)
    }
    // Resolved: the items are not read again.
    topLevelItems = ChunkedList()
    lastItem = []
    if diagnostics.hasErrors { return (nil, nil, diagnostics.diagnostics) }
    // Resolved: the changes are not read again (their memory goes to the markers' order).
    score.storage.changes = ChunkedList()
    score.initials = TrackTable()
    // By start, then by where the spec plays them; copies of one `play` stay in play order.
    // Their indexes are sorted, not the markers, so that they are copied once.
    let order = markers.indices.sorted {
      (markers[$0].start, markers[$0].order, $0) < (markers[$1].start, markers[$1].order, $1)
    }
    var sortedMarkers: [Marker] = []
    sortedMarkers.reserveCapacity(order.count)
    for index in order {
      let marker = markers[index]
      sortedMarkers.append(
        Marker(
          name: score.storage.motionNames[marker.name], element: score.elements[marker.element],
          start: marker.start, end: marker.end))
    }
    markers = []
    return (
      Timeline(duration: duration, elements: elements, isEndless: endless, markers: sortedMarkers),
      TimelineFacts(duration: duration, isEndless: endless, moves: moves),
      diagnostics.diagnostics
    )
  }

  // MARK: Schedule

  private func add(_ a: Tick, _ b: Tick, _ range: SourceRange) throws -> Tick {
    let (sum, overflow) = a.addingReportingOverflow(b)
    guard !overflow, sum <= limits.maximumDuration else { throw tooLong(range) }
    return sum
  }

  private func multiply(_ a: Tick, _ b: Int, _ range: SourceRange) throws -> Tick {
    let (product, overflow) = a.multipliedReportingOverflow(by: Tick(b))
    guard !overflow, product <= limits.maximumDuration else { throw tooLong(range) }
    return product
  }

  private func tooLong(_ range: SourceRange) -> Stop {
    Stop(
      kind: .limitExceeded(.timelineDuration(limit: limits.maximumDuration)),
      range: range)
  }

  /// How many plays a step or group spans in the schedule: all of them, or for
  /// `repeat forever` its first cycle (one play, two with `yoyo`), which must take time.
  private func scheduledPlays(_ timing: Timing, playLength: Tick) throws -> Int {
    switch timing.plays {
    case .times(let count):
      return count
    case .forever(let range):
      guard playLength > 0 else {
        throw Stop(
          kind: .foreverTakesNoTime, range: range,
          notes: [.playsWithoutTime, .giveForeverTime])
      }
      return timing.yoyo ? 2 : 1
    }
  }

  /// Schedules `node` starting at `start`; returns when it ends (a node that never ends: when
  /// its first cycle ends).
  private mutating func schedule(_ node: ScoreNode, at start: Tick) throws -> Tick {
    switch node.kind {
    case .pause(let index):
      let pause = score.storage.pauses[index]
      return try add(start, pause.length, pause.range)
    case .change(let index):
      return try schedule(change: index, at: start)
    case .group(let index):
      return try schedule(group: index, at: start)
    }
  }

  /// Schedules the score's change `index` (read in place, not copied).
  private mutating func schedule(change index: Int, at start: Tick) throws -> Tick {
    let timing = score.storage.changes[index].timing
    let range = score.storage.changes[index].site ?? score.storage.changes[index].range
    let changeStart = try add(start, timing.delay, range)
    let changeEnd = try add(changeStart, timing.over, range)
    let playLength = try add(changeEnd - start, timing.wait, range)
    let plays = try scheduledPlays(timing, playLength: playLength)
    let end = try add(start, try multiply(playLength, plays, range), range)
    let element = score.storage.changes[index].element
    for property in score.storage.changes[index].properties {
      var item = Item(
        start: changeStart, end: changeEnd, sequence: nextSequence(), index: Int32(index),
        isBlock: false)
      if timing.plays.repeats {
        item = try repeated(
          change: item, playStart: start, playLength: playLength, timing: timing, range: range)
      }
      try collect(item, TrackKey(element: element, property: property), range: range)
    }
    return end
  }

  /// Schedules the score's group `index` (its fields read in place: a copy of the group cost
  /// a retain and a release of its details, through outlined copies).
  private mutating func schedule(group index: Int, at start: Tick) throws -> Tick {
    let timing = score.storage.groups[index].timing
    let range = score.storage.groups[index].range
    let children = score.storage.groups[index].children
    let motion = score.storage.groups[index].motion
    let repeats = timing.plays.repeats
    if repeats {
      repeatedBodies.append(spareBodies.popLast() ?? [])
      repeatedMarkers.append(spareMarkers.popLast() ?? [])
    }
    let order = motion == nil ? 0 : nextPlayOrder()
    let bodyStart = try add(start, timing.delay, range)
    var bodyEnd = bodyStart
    switch score.storage.groups[index].kind {
    case .sequence:
      for child in children {
        bodyEnd = try schedule(score.storage.children[child], at: bodyEnd)
      }
    case .merge:
      for child in children {
        bodyEnd = max(bodyEnd, try schedule(score.storage.children[child], at: bodyStart))
      }
    case .stagger(let interval):
      var childStart = bodyStart
      for child in children {
        bodyEnd = max(bodyEnd, try schedule(score.storage.children[child], at: childStart))
        childStart = try add(childStart, interval, range)
      }
    }
    let playLength = try add(bodyEnd - start, timing.wait, range)
    let plays = try scheduledPlays(timing, playLength: playLength)
    let end = try add(start, try multiply(playLength, plays, range), range)
    if let recorder {
      recorder.record(
        ResolvedSpan(
          range: range, start: start, end: end,
          isEndless: score.storage.groups[index].endless != nil))
    }
    if let motion {
      let marker = OrderedMarker(
        name: motion.name, element: motion.element, start: bodyStart, end: start + playLength,
        order: order)
      try collect(marker, range: range)
    }
    if repeats {
      try repeatMarkers(
        playStart: start, playLength: playLength, plays: plays, yoyo: timing.yoyo,
        range: range)
      var body = repeatedBodies.removeLast()
      try collectBlocks(
        of: body, playStart: start, playLength: playLength, timing: timing, range: range)
      body.removeAll(keepingCapacity: true)
      spareBodies.append(body)
    }
    return end
  }

  /// Adds `item` to its track in the innermost repeated body being scheduled, or in the
  /// timeline; `range` is where a limit it reaches is shown.
  private mutating func collect(_ item: Item, _ key: TrackKey, range: SourceRange) throws {
    let index = key.trackIndex
    if repeatedBodies.isEmpty {
      // Linked by 32-bit indexes (an item is 32 bytes: 2^31 of them are far past memory).
      guard topLevelItems.count < Int(Int32.max) else { throw tooManySegments(range) }
      topLevelItems.append(LinkedItem(item: item, previous: lastItem[index]))
      lastItem[index] = Int32(truncatingIfNeeded: topLevelItems.count - 1)
    } else {
      collect(item, inBodyAt: index)
    }
  }

  /// Adds `item`, on track `index`, to the innermost repeated body being scheduled. (Never
  /// inlined: in ``collect(_:_:range:)`` it made the top-level path, that of most items,
  /// slower.)
  @inline(never)
  private mutating func collect(_ item: Item, inBodyAt index: Int) {
    repeatedBodies[repeatedBodies.count - 1].append(TrackItem(track: index, item: item))
  }

  /// Collects a block per track of the repeated `body` just scheduled, in track order (so
  /// that sequence numbers follow the tracks), each holding its track's items in the order
  /// they were scheduled.
  private mutating func collectBlocks(
    of body: [TrackItem], playStart: Tick, playLength: Tick, timing: Timing,
    range: SourceRange
  ) throws {
    // By track, then as scheduled: sequence numbers grow as items are collected.
    func precedes(_ a: TrackItem, _ b: TrackItem) -> Bool {
      (a.track, a.item.sequence) < (b.track, b.item.sequence)
    }
    let inOrder = zip(body, body.dropFirst()).allSatisfy { precedes($0, $1) }
    let sorted = inOrder ? body : body.sorted(by: precedes)
    var first = 0
    while first < sorted.count {
      let track = sorted[first].track
      var end = first + 1
      while end < sorted.count, sorted[end].track == track { end += 1 }
      let items: BlockItems =
        end == first + 1
        ? try single(sorted[first].item, range: range) : .many(sorted[first..<end].map(\.item))
      let block = try repeated(
        items, playStart: playStart, playLength: playLength, timing: timing, range: range)
      try collect(block, TrackKey(trackIndex: track), range: range)
      first = end
    }
  }

  private mutating func nextPlayOrder() -> Int32 {
    playOrder += 1
    return playOrder
  }

  /// Adds a marker to the innermost repeated body being scheduled, or to the timeline.
  private mutating func collect(_ marker: OrderedMarker, range: SourceRange) throws {
    if repeatedMarkers.isEmpty {
      guard markers.count < limits.maximumSegments else { throw tooManyMarkers(range) }
      markers.append(marker)
    } else {
      let innermost = repeatedMarkers.count - 1
      guard repeatedMarkers[innermost].count < limits.maximumSegments else {
        throw tooManyMarkers(range)
      }
      repeatedMarkers[innermost].append(marker)
    }
  }

  /// Copies the markers of the repeated body just scheduled (its first play) for each of its
  /// `plays`: shifted by whole plays, and for the backward plays of `yoyo` mirrored in time.
  private mutating func repeatMarkers(
    playStart: Tick, playLength: Tick, plays: Int, yoyo: Bool, range: SourceRange
  ) throws {
    var firstPlay = repeatedMarkers.removeLast()
    defer {
      firstPlay.removeAll(keepingCapacity: true)
      spareMarkers.append(firstPlay)
    }
    guard !firstPlay.isEmpty else { return }
    let (total, overflow) = firstPlay.count.multipliedReportingOverflow(by: plays)
    guard !overflow, total <= limits.maximumSegments else { throw tooManyMarkers(range) }
    for play in 0..<plays {
      // Times are known to fit: the whole repeat's end was checked by the caller.
      let offset = playLength * Tick(play)
      let mirror = playStart + offset + playLength + playStart
      for ordered in firstPlay {
        var copy = ordered
        if yoyo && play % 2 == 1 {
          copy.start = mirror - ordered.end
          copy.end = mirror - ordered.start
        } else {
          copy.start += offset
          copy.end += offset
        }
        try collect(copy, range: range)
      }
    }
  }

  private func tooManyMarkers(_ range: SourceRange) -> Stop {
    Stop(
      kind: .limitExceeded(.motionPlays(limit: limits.maximumSegments)),
      range: range)
  }

  private mutating func nextSequence() -> Int32 {
    sequenceNumber += 1
    return sequenceNumber
  }

  /// A block item for the one item of a repeated change. (Never inlined: in
  /// ``schedule(change:at:)``, where few changes repeat, it made every change slower.)
  @inline(never)
  private mutating func repeated(
    change item: Item, playStart: Tick, playLength: Tick, timing: Timing, range: SourceRange
  ) throws -> Item {
    try repeated(
      try single(item, range: range), playStart: playStart, playLength: playLength,
      timing: timing, range: range)
  }

  /// `item` as the items of a block, kept in ``singleItems``.
  private mutating func single(_ item: Item, range: SourceRange) throws -> BlockItems {
    // By a 32-bit index (an item is 32 bytes: 2^31 of them are far past memory).
    guard singleItems.count < Int(Int32.max) else { throw tooManySegments(range) }
    singleItems.append(item)
    return .one(Int32(truncatingIfNeeded: singleItems.count - 1))
  }

  /// A block item for `items` (one track's first play) repeated per `timing`.
  private mutating func repeated(
    _ items: BlockItems, playStart: Tick, playLength: Tick, timing: Timing, range: SourceRange
  ) throws -> Item {
    // When the first item starts and the last ends, and at most how many segments they make.
    var (firstStart, lastEnd, weight) = (playStart, playStart, 0)
    switch items {
    case .one(let index):
      let item = singleItems[Int(index)]
      (firstStart, lastEnd) = (item.start, item.end)
      weight = min(self.weight(item), limits.maximumSegments + 1)
    case .many(let list):
      if let first = list.first { (firstStart, lastEnd) = (first.start, first.end) }
      for item in list {
        (firstStart, lastEnd) = (min(firstStart, item.start), max(lastEnd, item.end))
        weight = min(weight + self.weight(item), limits.maximumSegments + 1)
      }
    }
    // The checker rejects repeating something endless; never unroll one.
    guard lastEnd < Tick.max else { throw Stop(kind: .repeatsEndless, range: range) }
    let plays: Int
    var loop: TrackLoop?
    switch timing.plays {
    case .times(let count):
      plays = count
    case .forever:
      plays = timing.yoyo ? 2 : 1
      let cycle = playLength * Tick(plays)  // known to fit: the caller scheduled it
      loop = TrackLoop(start: firstStart, end: try add(firstStart, cycle, range))
    }
    // Refuse to unroll a repeat that would make too many segments before making any.
    let (product, overflow) = (2 * weight).multipliedReportingOverflow(by: plays)
    guard !overflow, product <= limits.maximumSegments else { throw tooManySegments(range) }
    let end: Tick
    if loop != nil {
      end = .max  // owns its properties forever
    } else {
      let lastPlay = playStart + playLength * Tick(plays - 1)
      let backwards = timing.yoyo && plays % 2 == 0
      // Times are already known to fit: the whole repeat's end was checked by the caller.
      end =
        backwards ? lastPlay + playStart + playLength - firstStart : lastPlay + lastEnd - playStart
    }
    blocks.append(
      Block(
        range: range, weight: product, playStart: playStart, playLength: playLength,
        plays: plays, yoyo: timing.yoyo, items: items, loop: loop))
    return Item(
      start: firstStart, end: end, sequence: nextSequence(), index: Int32(blocks.count - 1),
      isBlock: true)
  }

  /// Where `item`'s problems are shown: its change (the `play` it comes from), or its block.
  private func range(_ item: Item) -> SourceRange {
    if item.isBlock { return blocks[Int(item.index)].range }
    return score.storage.changes[Int(item.index)].site
      ?? score.storage.changes[Int(item.index)].range
  }

  /// At most how many segments `item` resolves to.
  private func weight(_ item: Item) -> Int {
    item.isBlock ? blocks[Int(item.index)].weight : 1
  }

  // MARK: Resolve

  /// The track of `key`, which has changes or an `initial` (the caller passes over the others),
  /// when tracks are kept; its items are released once resolved.
  private mutating func resolveTrack(_ key: TrackKey) throws -> PropertyTrack? {
    let index = key.trackIndex
    let initialValue = score.initials[key]
    var state = initialValue ?? key.property.defaultValue
    // The track's segments go after the previous tracks'. One buffer serves every track
    // (taken out while it is filled), so it is made once.
    var segments: [Piece] = []
    swap(&segments, &segmentBuffer)
    defer { segmentBuffer = segments }
    if segments.count > Self.reusedSegmentLimit { segments.removeAll(keepingCapacity: true) }
    let firstSegment = segments.count
    trackLoop = nil
    let last = lastItem[index]
    if last >= 0, topLevelItems[Int(last)].previous < 0 {
      // One item (most tracks have one): resolved as it is, not copied to ``trackItems``.
      try resolve(topLevelItems[Int(last)].item, key: key, state: &state, into: &segments)
    } else if last >= 0 {
      try resolveItems(from: last, key: key, state: &state, into: &segments)
    }
    let resolved = segments[firstSegment...]
    guard let initial = initialValue ?? key.property.defaultValue ?? resolved.first?.from else {
      return nil
    }
    if key.property.isMovement, !resolved.isEmpty { moves = true }
    // `check` keeps no track, so none is built: the segments were what could be wrong.
    guard keepsTracks else { return nil }
    var track = PropertyTrack(property: key.property, initial: initial)
    track.loop = trackLoop
    track.reserveCapacity(resolved.count)
    // The track lists each easing once, in the order its segments first use it.
    if trackEasing.count < easings.count {
      trackEasing.append(contentsOf: repeatElement(-1, count: easings.count - trackEasing.count))
    }
    trackEasingsUsed.removeAll(keepingCapacity: true)
    for segment in resolved {
      let easing = Int(canonicalEasing[Int(segment.easing)])
      var local = trackEasing[easing]
      if local < 0 {
        local = track.appendEasing(easings[easing])
        trackEasing[easing] = local
        trackEasingsUsed.append(Int32(easing))
      }
      track.append(
        start: segment.start, end: segment.end, from: segment.from, to: segment.to,
        easingIndex: local, colorSpace: segment.colorSpace)
    }
    for index in trackEasingsUsed { trackEasing[Int(index)] = -1 }
    return track
  }

  /// Resolves the top-level items of a track, linked from its last item `last`, into
  /// `segments`, starting from `state`.
  private mutating func resolveItems(
    from last: Int32, key: TrackKey, state: inout Value?, into segments: inout [Piece]
  ) throws {
    // The track's items, first to last (their links run from the last). One buffer serves
    // every track (taken out while it is filled), so it is made once.
    var items: [Item] = []
    swap(&items, &trackItems)
    defer {
      items.removeAll(keepingCapacity: true)
      trackItems = items
    }
    var link = last
    while link >= 0 {
      let linked = topLevelItems[Int(link)]
      items.append(linked.item)
      link = linked.previous
    }
    // Read backwards, not reversed in place (a pass over the items that cost more).
    try resolve(items.reversed(), key: key, state: &state, into: &segments)
  }

  /// Resolves one track's items in time order into `segments`, starting from `state`.
  private mutating func resolve(
    _ items: some RandomAccessCollection<Item>, key: TrackKey, state: inout Value?,
    into segments: inout [Piece]
  ) throws {
    // Instants sort before changes that start at the same tick; otherwise source order.
    func precedes(_ a: Item, _ b: Item) -> Bool {
      (a.start, a.end > a.start ? 1 : 0, a.sequence) < (
        b.start, b.end > b.start ? 1 : 0, b.sequence
      )
    }
    let inOrder = zip(items, items.dropFirst()).allSatisfy { precedes($0, $1) }
    if inOrder {
      try resolve(sorted: items, key: key, state: &state, into: &segments)
    } else {
      try resolve(sorted: items.sorted(by: precedes), key: key, state: &state, into: &segments)
    }
  }

  /// Resolves one track's items, in time order, into `segments`, starting from `state`.
  private mutating func resolve(
    sorted: some Collection<Item>, key: TrackKey, state: inout Value?,
    into segments: inout [Piece]
  ) throws {
    var latest: Item?
    for item in sorted {
      if let other = latest, item.start < other.end {
        reportOverlap(item, other, key: key)
        continue
      }
      if latest == nil || item.end >= (latest?.end ?? 0) { latest = item }
      try resolve(item, key: key, state: &state, into: &segments)
    }
  }

  /// Resolves `item`, the next in time order on its track, into `segments`.
  private mutating func resolve(
    _ item: Item, key: TrackKey, state: inout Value?, into segments: inout [Piece]
  ) throws {
    if item.isBlock {
      try resolve(block: Int(item.index), key: key, state: &state, into: &segments)
    } else {
      try resolve(change: Int(item.index), item: item, key: key, state: &state, into: &segments)
    }
  }

  private mutating func resolve(
    change index: Int, item: Item, key: TrackKey, state: inout Value?,
    into segments: inout [Piece]
  ) throws {
    // The change is read in place; only the rare paths copy it (88 bytes and a retain).
    let explicitFrom = score.storage.changes[index].from
    guard let from = explicitFrom ?? state else {
      let change = score.storage.changes[index]
      diagnostics.add(
        .noStartValue(property: text(change.subject)), at: range(item),
        related: relatedToSite(change),
        notes: [
          .giveStartValue(property: text(change.subject), isColor: key.property.kind == .color)
        ])
      return
    }
    let to: Value
    switch score.storage.changes[index].target {
    case .absolute(let value): to = value
    case .relative(let delta):
      to = .number((from.number ?? 0) + delta)
      if let result = to.number, !(abs(result) <= limits.maximumMagnitude) {
        // `by` after `by` adds up: the sum must stay a number a spec could write.
        let change = score.storage.changes[index]
        diagnostics.add(
          .numberTooLarge, at: change.valueRange, related: relatedToSite(change),
          notes: [
            .relativeChangeTooLarge(
              from: from.messageText, to: NumberFormatting.shortest(result))
          ])
        return
      }
      if key.property.kind == .fraction, let result = to.number, !(0...1).contains(result) {
        let change = score.storage.changes[index]
        diagnostics.add(
          .valueOutOfRange(
            property: text(change.subject), value: Value.number(result).messageText),
          at: change.valueRange, related: relatedToSite(change),
          notes: [.relativeChange(from: from.messageText)])
        return
      }
    case .drift(let path):
      let start = state
      try resolveDrift(path, item: item, key: key, state: &state, into: &segments)
      if let start, let end = state {
        record(change: index, key: key, item: item, from: start, to: end, easing: linear)
      }
      return
    }
    if let explicit = explicitFrom, let held = state, item.start > 0, repeatDepth == 0 {
      warnVisibleJump(change: index, key: key, from: held, to: explicit, at: item)
    }
    if from == to, explicitFrom == nil, item.end > item.start,
      diagnostics.keeps(.warning, at: score.storage.changes[index].valueRange)
    {
      let change = score.storage.changes[index]
      diagnostics.add(
        .changeToSameValue(property: text(change.subject), value: to.messageText),
        at: change.valueRange)
    }
    // `range(item)`, read in place: a call of that (non-mutating) method made a copy of the
    // whole builder (432 bytes) per change.
    let range = score.storage.changes[index].site ?? score.storage.changes[index].range
    let atEnd = score.storage.changes[index].happensAtEnd
    try append(
      Piece(
        start: atEnd ? item.end : item.start, end: item.end, from: from, to: to,
        easing: score.storage.changes[index].easing,
        colorSpace: score.storage.changes[index].colorSpace,
        skipped: atEnd ? item.end - item.start : 0),
      to: &segments, range: range)
    if recorder != nil { record(change: index, key: key, item: item, from: from, to: to) }
    state = to
  }

  /// Keeps the resolved times of the score's change `index` for editors, when asked.
  private func record(
    change index: Int, key: TrackKey, item: Item, from: Value, to: Value, easing: Int32? = nil
  ) {
    guard let recorder else { return }
    let change = score.storage.changes[index]
    recorder.record(
      ResolvedChange(
        statement: change.range, play: change.site, element: score.elements[key.element],
        property: key.property, start: item.start, end: item.end, from: from, to: to,
        easing: easings[Int(easing ?? change.easing)]))
  }

  private func text(_ range: SourceRange) -> String {
    sources.file(containing: range.start)?.text(range) ?? ""
  }

  /// For a change from a motion, the line in the motion (the error points at the `play`).
  private func relatedToSite(_ change: ScoreChange) -> [RelatedRange] {
    guard change.site != nil else { return [] }
    return [RelatedRange(change.range, .changeOfMotion)]
  }

  /// A `drift` on `moveX` or `moveY`: a linear segment to each wall it hits, then to where it
  /// ends; under the automatic reduced form, one instant change to where it ends.
  private mutating func resolveDrift(
    _ path: DriftPath, item: Item, key: TrackKey, state: inout Value?,
    into segments: inout [Piece]
  ) throws {
    let isX = key.property == .moveX
    let size = isX ? path.width : path.height
    let start = state?.number ?? 0
    guard (0...size).contains(start) else {
      diagnostics.add(
        .driftStartOutside(
          axis: isX ? "moveX" : "moveY", value: Value.number(start).messageText,
          size: Value.number(size).messageText), at: range(item),
        notes: [.moveIntoBox(axis: isX ? "moveX" : "moveY")])
      return
    }
    let axis = DriftAxis(
      start: start, velocity: isX ? path.velocityX : path.velocityY, size: size,
      duration: Ticks.seconds(item.end - item.start))
    let count = axis.keyframeCount
    guard count <= Double(limits.maximumDriftBounces) else {
      throw Stop(
        kind: .limitExceeded(.driftBounces(limit: limits.maximumDriftBounces)),
        range: range(item))
    }
    var keyframes = axis.keyframes()
    if path.cycle {
      // One period, back to the exact start: the walls strictly inside it, then the start
      // (the period is rounded to the tick, so the last wall may land on its end).
      keyframes = keyframes.filter { $0.time < axis.duration && $0.value != start }
        .filter { Tick(($0.time * 1e9).rounded()) < item.end - item.start }
      keyframes.append((axis.duration, start))
    }
    if path.reduced {
      if let last = keyframes.last {
        try append(
          Piece(
            start: item.end, end: item.end, from: .number(start), to: .number(last.value),
            easing: linear), to: &segments, range: range(item))
        state = .number(last.value)
      }
      return
    }
    let seconds = Ticks.seconds(item.end - item.start)
    var time = item.start
    var value = start
    for (offset, target) in keyframes {
      // The end is exact; a wall hit is rounded to the nearest tick.
      let tick =
        offset >= seconds ? item.end : min(item.end, item.start + Tick((offset * 1e9).rounded()))
      let end = max(tick, time)
      try append(
        Piece(start: time, end: end, from: .number(value), to: .number(target), easing: linear),
        to: &segments, range: range(item))
      time = end
      value = target
    }
    state = .number(value)
  }

  private func name(_ key: TrackKey) -> String {
    score.elements[key.element] + "." + key.property.rawValue
  }

  /// Resolves the block `blockIndex` of ``blocks`` (its fields read in place: a copy of the
  /// block was an outlined copy and destroy through value witnesses).
  private mutating func resolve(
    block blockIndex: Int, key: TrackKey, state: inout Value?, into segments: inout [Piece]
  ) throws {
    let range = blocks[blockIndex].range
    let (plays, yoyo) = (blocks[blockIndex].plays, blocks[blockIndex].yoyo)
    let (blockStart, playLength) = (blocks[blockIndex].playStart, blocks[blockIndex].playLength)
    let loop = blocks[blockIndex].loop
    let startValue = state
    repeatDepth += 1
    defer { repeatDepth -= 1 }
    // The first play is resolved in place, after the segments before it (an array of its own
    // for each block was made, grown and copied in).
    let first = segments.count
    switch blocks[blockIndex].items {
    case .one(let single):
      try resolve(singleItems[Int(single)], key: key, state: &state, into: &segments)
    case .many(let items): try resolve(items, key: key, state: &state, into: &segments)
    }
    let firstPlay = first..<segments.count
    guard let startValue = startValue ?? firstPlay.first.map({ segments[$0].from }) else {
      return
    }
    for play in 1..<plays {
      let playStart = blockStart + playLength * Tick(play)
      if yoyo && play % 2 == 1 {
        // Backwards: mirror the first play in time, restoring every jump it made.
        let mirror = playStart + playLength + blockStart
        for index in firstPlay.reversed() {
          let segment = segments[index]
          // A change that happens at its end does so at the mirror of where it would start.
          let end = mirror - segment.start + segment.skipped
          try append(
            Piece(
              start: segment.skipped > 0 ? end : mirror - segment.end, end: end,
              from: segment.to, to: segment.from, easing: reversed(segment.easing),
              colorSpace: segment.colorSpace, skipped: segment.skipped),
            to: &segments, range: range)
          let before = index > first ? segments[index - 1].to : startValue
          if before != segment.from {
            let time = end
            try append(
              Piece(start: time, end: time, from: segment.from, to: before, easing: linear),
              to: &segments, range: range)
          }
        }
        state = startValue
      } else {
        // Forwards: each play starts from the values the first play started from.
        if let current = state, current != startValue {
          if play == 1 { warnJumpBack(key, from: current, to: startValue, range: range) }
          try append(
            Piece(
              start: playStart, end: playStart, from: current, to: startValue, easing: linear),
            to: &segments, range: range)
        }
        let offset = playStart - blockStart
        for index in firstPlay {
          var copy = segments[index]
          copy.start += offset
          copy.end += offset
          try append(copy, to: &segments, range: range)
        }
        state = firstPlay.last.map { segments[$0].to } ?? startValue
      }
    }
    guard let loop = loop else { return }
    // `repeat forever`: the cycle is resolved; it repeats from `loop.end`, where the value is
    // the one at `loop.start`. Without `yoyo`, the next play starts by jumping back.
    if !yoyo, let current = state, current != startValue {
      warnJumpBack(key, from: current, to: startValue, range: range)
      let nextPlay = blockStart + playLength
      // At `loop.end` itself the cycle starts over, which is the jump back.
      if nextPlay < loop.end {
        try append(
          Piece(start: nextPlay, end: nextPlay, from: current, to: startValue, easing: linear),
          to: &segments, range: range)
      }
    }
    state = startValue
    trackLoop = loop
  }

  /// Whether a jump of `key` from `before` to `after` shows: the values differ, and not by
  /// whole turns of a rotation, which look the same (a spinner). The one rule for every
  /// warning about a jump.
  private func isVisibleJump(_ key: TrackKey, from before: Value, to after: Value) -> Bool {
    guard before != after else { return false }
    if key.property.kind == .angle, let end = before.number, let begin = after.number,
      (end - begin).truncatingRemainder(dividingBy: 360) == 0
    {
      return false
    }
    return true
  }

  /// Warning M0200: every play after the first jumps `key` back from `current` to `start`.
  private mutating func warnJumpBack(
    _ key: TrackKey, from current: Value, to start: Value, range: SourceRange
  ) {
    guard isVisibleJump(key, from: current, to: start), diagnostics.keeps(.warning, at: range)
    else { return }
    diagnostics.add(
      .repeatJumpsBack(property: name(key), from: current.messageText, to: start.messageText),
      at: range,
      notes: [.endWhereStarted])
  }

  /// Warning M0209: after time 0, outside any repeat, `change` starts `from` a value other
  /// than the one `key` holds, so the element visibly snaps to it (a reusable entrance played
  /// on an element that was showing). Points at the `from`, or at the `play` of the motion
  /// it is in.
  private mutating func warnVisibleJump(
    change index: Int, key: TrackKey, from held: Value, to start: Value, at item: Item
  ) {
    let change = score.storage.changes[index]
    let written = change.fromRange ?? change.range
    guard isVisibleJump(key, from: held, to: start),
      diagnostics.keeps(.warning, at: change.site ?? written)
    else { return }
    let subject = name(key)
    diagnostics.add(
      .visibleJump(
        property: subject, from: held.messageText, to: start.messageText,
        time: Ticks.decimalSeconds(item.start) + "s"),
      at: change.site ?? written,
      related: change.site == nil ? [] : [RelatedRange(written, .fromInMotion)],
      notes: [.initialOrSetBeforeChange(property: subject, value: start.messageText)])
  }

  /// Appends `segment` to `segments`, counted against the limit (`range`: where the limit is
  /// shown). Always inlined: called once per segment, the call cost more than the append.
  @inline(__always)
  private mutating func append(
    _ segment: Piece, to segments: inout [Piece], range: SourceRange
  ) throws {
    segmentCount += 1
    guard segmentCount <= limits.maximumSegments else { throw tooManySegments(range) }
    segments.append(segment)
  }

  private func tooManySegments(_ range: SourceRange) -> Stop {
    Stop(
      kind: .limitExceeded(.timelineChanges(limit: limits.maximumSegments)),
      range: range)
  }

  private mutating func reportOverlap(_ item: Item, _ other: Item, key: TrackKey) {
    guard diagnostics.keeps(.error, at: range(item)) else { return }
    let name = name(key)
    diagnostics.add(
      .overlappingChanges(property: name), at: range(item),
      related: [RelatedRange(range(other), .otherChangeRuns(from: other.start, to: other.end))],
      notes: [.changeRuns(from: item.start, to: item.end), .sequenceOverlappingChanges])
  }
}
