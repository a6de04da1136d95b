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
/// Storage is struct-of-arrays (start ticks are contiguous for the search, values are flat
/// doubles) to keep large timelines compact and sampling cache-friendly.
public struct PropertyTrack: Sendable {
  /// The property this track animates.
  public let property: Property
  /// The value before the first change.
  public let initial: Value
  /// The distinct easings the segments use; segments refer to them by index.
  public private(set) var easings: [Easing] = []
  /// The cycle that repeats forever, if the track has one. Segments (or parts of them) after
  /// the loop's end are never reached.
  public var loop: TrackLoop?

  @usableFromInline var starts: [Tick] = []
  @usableFromInline var ends: [Tick] = []
  @usableFromInline var easingIndices: [Int32] = []
  /// Per segment, the space colors are mixed in (empty for number tracks).
  @usableFromInline var colorSpaces: [ColorSpace] = []
  /// Per segment, `from` then `to`, each `property.kind.componentCount` numbers.
  @usableFromInline var values: [Double] = []
  @usableFromInline let stride: Int

  /// An empty track that holds `initial`; append segments in time order.
  public init(property: Property, initial: Value) {
    self.property = property
    self.initial = initial
    self.stride = property.kind.componentCount
  }

  /// A track with the given segments (in time order, not overlapping), and optionally a cycle
  /// that repeats forever.
  public init(property: Property, initial: Value, segments: [Segment], loop: TrackLoop? = nil) {
    self.init(property: property, initial: initial)
    self.loop = loop
    reserveCapacity(segments.count)
    for segment in segments { append(segment) }
  }

  /// The number of segments.
  public var count: Int { starts.count }

  /// The end of the last segment (0 when there is none).
  public var end: Tick { ends.last ?? 0 }

  /// Appends a segment that starts no earlier than the last one.
  public mutating func append(_ segment: Segment) {
    let index: Int
    if let last = easingIndices.last, easings[Int(last)] == segment.easing {
      index = Int(last)  // the common case: the same curve as the previous segment
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
    starts.append(start)
    ends.append(end)
    easingIndices.append(easingIndex)
    if stride == 4 { colorSpaces.append(colorSpace) }
    appendComponents(of: from)
    appendComponents(of: to)
  }

  /// Makes room for `count` segments in all.
  package mutating func reserveCapacity(_ count: Int) {
    starts.reserveCapacity(count)
    ends.reserveCapacity(count)
    easingIndices.reserveCapacity(count)
    if stride == 4 { colorSpaces.reserveCapacity(count) }
    values.reserveCapacity(count * 2 * stride)
  }

  private mutating func appendComponents(of value: Value) {
    switch value {
    case .number(let number):
      values.append(number)
      if stride == 4 {
        values.append(number)
        values.append(number)
        values.append(1)
      }
    case .color(let color):
      values.append(color.red)
      if stride == 4 {
        values.append(color.green)
        values.append(color.blue)
        values.append(color.alpha)
      }
    }
  }

  /// The segment at `index` (0 ..< count).
  public func segment(_ index: Int) -> Segment {
    Segment(
      start: starts[index], end: ends[index], from: storedValue(index * 2 * stride),
      to: storedValue((index * 2 + 1) * stride), easing: easings[Int(easingIndices[index])],
      colorSpace: stride == 4 ? colorSpaces[index] : .srgb)
  }

  /// Every segment, in time order.
  public var segments: [Segment] { (0..<count).map(segment) }

  @usableFromInline func storedValue(_ offset: Int) -> Value {
    if stride == 4 {
      return .color(
        RGBA(
          red: values[offset], green: values[offset + 1], blue: values[offset + 2],
          alpha: values[offset + 3]))
    }
    return .number(values[offset])
  }

  /// The index of the last segment that has started at `tick` (binary search), or -1.
  @inlinable
  public func segmentIndex(at tick: Tick) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) >> 1
      if starts[middle] <= tick { low = middle + 1 } else { high = middle }
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
    let base = index * 2 * stride
    if time.tick >= ends[index] { return storedValue(base + stride) }
    let eased = easedProgress(index, time)
    if stride == 4 {
      guard case .color(let from) = storedValue(base), case .color(let to) = storedValue(base + 4)
      else { return storedValue(base) }
      return .color(from.mixed(with: to, amount: eased, in: colorSpaces[index]))
    }
    let from = values[base]
    return .number(from + (values[base + 1] - from) * eased)
  }

  /// Eased progress of segment `index` at `time`, from exact ticks so that steps pick their
  /// step exactly.
  @inlinable func easedProgress(_ index: Int, _ time: SampleTime) -> Double {
    let start = starts[index]
    var elapsed = time
    elapsed.tick -= start
    return easings[Int(easingIndices[index])].value(elapsed: elapsed, length: ends[index] - start)
  }
}
