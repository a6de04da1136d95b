/// The start and end times of a timeline's markers, sorted in the order forward playback
/// crosses them, so a player finds the edges between two times with two binary searches.
///
/// At one time, the ends of markers that began earlier come first, then the starts (in marker
/// order), each marker that starts and ends at that time with its end right after its start.
/// Backward playback crosses them in the reverse order.
struct MarkerEdges {
  /// The time of each edge, ascending.
  private(set) var times: [Tick] = []
  /// The marker of each edge (an index into the timeline's markers).
  private(set) var markers: [Int] = []
  /// Which end of its marker each edge is.
  private(set) var edges: [MarkerEdge] = []

  init(_ list: [Marker]) {
    // (time, group, marker, edge): group 0 ends markers that began earlier, group 1 the rest.
    var keyed: [(Tick, Int, Int, Int)] = []
    keyed.reserveCapacity(list.count * 2)
    for (index, marker) in list.enumerated() {
      keyed.append((marker.start, 1, index, 0))
      keyed.append((marker.end, marker.end > marker.start ? 0 : 1, index, 1))
    }
    keyed.sort { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }
    times = keyed.map(\.0)
    markers = keyed.map(\.2)
    edges = keyed.map { $0.3 == 0 ? .start : .end }
  }

  /// Whether there are no edges at all.
  var isEmpty: Bool { times.isEmpty }

  /// The first index whose time is at least `time` (or greater, when `inclusive` is false).
  func firstIndex(after time: Tick, inclusive: Bool) -> Int {
    var low = 0
    var high = times.count
    while low < high {
      let middle = (low + high) >> 1
      let before = inclusive ? times[middle] < time : times[middle] <= time
      if before { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The time of the first edge a move from `time` crosses: forwards the next later one (or
  /// one at `time`, when `inclusive`), backwards the next earlier one; `nil` when there is none.
  func nextTime(after time: Tick, inclusive: Bool, forward: Bool) -> Tick? {
    if forward {
      let index = firstIndex(after: time, inclusive: inclusive)
      return index < times.count ? times[index] : nil
    }
    let index = firstIndex(after: time, inclusive: !inclusive) - 1
    return index >= 0 ? times[index] : nil
  }

  /// The edge indices a move along the timeline from `from` to `to` crosses, in the order it
  /// crosses them: an edge at `to` is crossed, one at `from` only when `includeFrom`. When
  /// `from == to`, the edges at that time are crossed if `includeFrom`, in `forward` order.
  func crossed(from: Tick, to: Tick, includeFrom: Bool, forward: Bool) -> StrideTo<Int> {
    if from < to || (from == to && forward) {
      if from == to && !includeFrom { return stride(from: 0, to: 0, by: 1) }
      let first = firstIndex(after: from, inclusive: includeFrom)
      let end = firstIndex(after: to, inclusive: false)
      return stride(from: first, to: max(first, end), by: 1)
    }
    if from == to && !includeFrom { return stride(from: 0, to: 0, by: 1) }
    // Backwards: from the last edge at or before `from` down to the first at or after `to`.
    let last = firstIndex(after: from, inclusive: !includeFrom) - 1
    let stop = firstIndex(after: to, inclusive: true) - 1
    return stride(from: last, to: min(last, stop), by: -1)
  }
}
