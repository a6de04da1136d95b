/// One change of a property: from `start` to `end` the value runs from `from` to `to` along
/// `easing`. A segment with `start == end` is an instant change (a jump).
public struct Segment: Hashable, Sendable {
  /// When the change starts.
  public var start: Tick
  /// When it ends (equal to ``start`` for a jump).
  public var end: Tick
  /// The value it starts from.
  public var from: Value
  /// The value it ends at.
  public var to: Value
  /// How it runs from ``from`` to ``to``.
  public var easing: Easing
  /// The space colors are mixed in (ignored for numbers).
  public var colorSpace: ColorSpace

  /// A change from `from` at `start` to `to` at `end` along `easing` (colors mixed in
  /// `colorSpace`).
  public init(
    start: Tick, end: Tick, from: Value, to: Value, easing: Easing, colorSpace: ColorSpace = .srgb
  ) {
    self.start = start
    self.end = end
    self.from = from
    self.to = to
    self.easing = easing
    self.colorSpace = colorSpace
  }
}

/// The timeline of one property of one element: its value before any change, then its
/// changes in time order.
///
/// The value at time t is `initial` before the first segment; inside a segment it is
/// interpolated; between segments it holds the last `to`. Segments do not overlap; when several
/// start at the same tick (instant jumps before a change), the last one that has started
/// decides, so values are right-continuous: at a jump's tick the value is already the new one.
///
/// A track may end in a ``TrackLoop``: its segments then describe everything up to the loop's
/// end, and from there the loop's cycle repeats forever (no segment is copied; a time is mapped
/// into the first cycle with one exact modulo).
///
/// Storage is one flat array of 64-bit words, one fixed-width record per segment (start tick,
/// end tick, easing index with color space, then the `from` and `to` components as exact
/// `Double` bit patterns), plus the ``easings`` the records refer to: a track costs two heap
/// arrays however many segments it has, which keeps a timeline of many short tracks compact.
/// The search reads the start ticks a record apart.
public struct PropertyTrack: Sendable {
  /// The value before the first change.
  public let initial: Value
  /// The property this track animates.
  public let property: Property
  /// Whether values are colors (4 components) rather than numbers (1).
  @usableFromInline let isColor: Bool
  /// The distinct easings the segments use; segments refer to them by index.
  public private(set) var easings: [Easing] = []
  /// Per segment, ``recordWidth`` words: the start tick, the end tick, the easing index (low
  /// 32 bits) with the color space's code above it, then `from` and `to`, each ``stride``
  /// `Double` bit patterns.
  @usableFromInline var records: [UInt64] = []
  /// The cycle that repeats forever, if the track has one. Segments (or parts of them) after
  /// the loop's end are never reached.
  public var loop: TrackLoop?

  /// An empty track that holds `initial`; append segments in time order.
  public init(property: Property, initial: Value) {
    self.property = property
    self.initial = initial
    self.isColor = property.kind.componentCount == 4
  }

  /// A track with the given segments (in time order, not overlapping), and optionally a cycle
  /// that repeats forever.
  public init(property: Property, initial: Value, segments: [Segment], loop: TrackLoop? = nil) {
    self.init(property: property, initial: initial)
    self.loop = loop
    reserveCapacity(segments.count)
    for segment in segments { append(segment) }
  }

  /// The numbers per value: 4 for colors (straight-alpha RGBA), 1 for numbers.
  @inlinable var stride: Int { isColor ? 4 : 1 }

  /// The words per segment record: two ticks, the easing word, then `from` and `to`.
  @inlinable var recordWidth: Int { isColor ? 11 : 5 }

  /// The number of segments (a division by a constant, not by a stored width).
  @inlinable var segmentCount: Int { isColor ? records.count / 11 : records.count / 5 }

  /// The number of segments.
  public var count: Int { segmentCount }

  /// The end of the last segment (0 when there is none).
  public var end: Tick {
    let count = segmentCount
    return count == 0 ? 0 : endTick(count - 1)
  }

  /// When segment `index` starts.
  @inlinable func startTick(_ index: Int) -> Tick { Tick(bitPattern: records[index * recordWidth]) }

  /// When segment `index` ends.
  @inlinable func endTick(_ index: Int) -> Tick {
    Tick(bitPattern: records[index * recordWidth + 1])
  }

  /// The index into ``easings`` of segment `index`'s easing.
  @inlinable func easingIndex(_ index: Int) -> Int {
    Int(Int32(truncatingIfNeeded: records[index * recordWidth + 2]))
  }

  /// Component `offset` of the values stored from word `base`.
  @inlinable func component(_ base: Int, _ offset: Int) -> Double {
    Double(bitPattern: records[base + offset])
  }

  /// Appends a segment that starts no earlier than the last one.
  public mutating func append(_ segment: Segment) {
    let index: Int
    if segmentCount > 0, easings[easingIndex(segmentCount - 1)] == segment.easing {
      index = easingIndex(segmentCount - 1)  // the common case: the previous segment's curve
    } else if let found = easings.firstIndex(of: segment.easing) {
      index = found
    } else {
      index = Int(appendEasing(segment.easing))
    }
    append(
      start: segment.start, end: segment.end, from: segment.from, to: segment.to,
      easingIndex: Int32(index), colorSpace: segment.colorSpace)
  }

  /// Adds `easing` to ``easings`` and gives its index, for
  /// ``append(start:end:from:to:easingIndex:colorSpace:)``; the caller lists each easing once,
  /// in the order the segments first use it, as ``append(_:)`` does.
  package mutating func appendEasing(_ easing: Easing) -> Int32 {
    easings.append(easing)
    return Int32(easings.count - 1)
  }

  /// Appends a segment whose easing is `easings[easingIndex]`: ``append(_:)`` without copying
  /// or comparing an easing per segment (how the compiler builds a track).
  package mutating func append(
    start: Tick, end: Tick, from: Value, to: Value, easingIndex: Int32, colorSpace: ColorSpace
  ) {
    records.append(UInt64(bitPattern: start))
    records.append(UInt64(bitPattern: end))
    let space = isColor ? Self.code(of: colorSpace) : 0
    records.append(UInt64(UInt32(bitPattern: easingIndex)) | space << 32)
    appendComponents(of: from)
    appendComponents(of: to)
  }

  /// Makes room for `count` segments in all.
  package mutating func reserveCapacity(_ count: Int) {
    records.reserveCapacity(count * recordWidth)
  }

  private mutating func appendComponents(of value: Value) {
    switch value {
    case .number(let number):
      records.append(number.bitPattern)
      if isColor {
        records.append(number.bitPattern)
        records.append(number.bitPattern)
        records.append((1.0).bitPattern)
      }
    case .color(let color):
      records.append(color.red.bitPattern)
      if isColor {
        records.append(color.green.bitPattern)
        records.append(color.blue.bitPattern)
        records.append(color.alpha.bitPattern)
      }
    }
  }

  /// The code a color space is stored as in a record's easing word.
  private static func code(of space: ColorSpace) -> UInt64 {
    switch space {
    case .srgb: return 0
    case .linear: return 1
    case .oklab: return 2
    }
  }

  /// The color space segment `index` of a color track mixes in.
  @usableFromInline func colorSpace(_ index: Int) -> ColorSpace {
    switch records[index * recordWidth + 2] >> 32 {
    case 1: return .linear
    case 2: return .oklab
    default: return .srgb  // code 0; no other code is ever stored
    }
  }

  /// The segment at `index` (0 ..< count).
  public func segment(_ index: Int) -> Segment {
    let base = index * recordWidth + 3
    return Segment(
      start: startTick(index), end: endTick(index), from: storedValue(base),
      to: storedValue(base + stride), easing: easings[easingIndex(index)],
      colorSpace: isColor ? colorSpace(index) : .srgb)
  }

  /// Every segment, in time order.
  public var segments: [Segment] { (0..<count).map(segment) }

  /// The value whose components start at word `base`.
  @usableFromInline func storedValue(_ base: Int) -> Value {
    if isColor {
      return .color(
        RGBA(
          red: component(base, 0), green: component(base, 1), blue: component(base, 2),
          alpha: component(base, 3)))
    }
    return .number(component(base, 0))
  }

  /// The index of the last segment that has started at `tick` (binary search), or -1.
  @inlinable
  public func segmentIndex(at tick: Tick) -> Int {
    var low = 0
    var high = segmentCount
    while low < high {
      let middle = (low + high) >> 1
      if startTick(middle) <= tick { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  /// The value at `time` (any time: a loop maps it into its first cycle).
  public func value(at time: SampleTime) -> Value {
    var time = time
    if let loop { time.tick = loop.cycleTick(time.tick) }
    let index = segmentIndex(at: time.tick)
    if index < 0 { return initial }
    return interpolate(index, time)
  }

  /// The value at `seconds` (rounded to the nearest tick).
  public func value(atSeconds seconds: Double) -> Value {
    value(at: SampleTime(tick: Ticks.from(seconds: seconds) ?? (seconds < 0 ? .min : .max)))
  }

  @usableFromInline func interpolate(_ index: Int, _ time: SampleTime) -> Value {
    let base = index * recordWidth + 3
    if time.tick >= endTick(index) { return storedValue(base + stride) }
    let eased = easedProgress(index, time)
    if isColor {
      guard case .color(let from) = storedValue(base), case .color(let to) = storedValue(base + 4)
      else { return storedValue(base) }
      return .color(from.mixed(with: to, amount: eased, in: colorSpace(index)))
    }
    let from = component(base, 0)
    return .number(from + (component(base, 1) - from) * eased)
  }

  /// Eased progress of segment `index` at `time`, from exact ticks so that steps pick their
  /// step exactly.
  @inlinable func easedProgress(_ index: Int, _ time: SampleTime) -> Double {
    let start = startTick(index)
    var elapsed = time
    elapsed.tick -= start
    return easings[easingIndex(index)].value(elapsed: elapsed, length: endTick(index) - start)
  }
}
