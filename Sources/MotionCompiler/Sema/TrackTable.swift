import MotionRuntime

/// Values by track (one property of one element): a lookup is an index, not a hash. Each
/// track index (``TrackKey/trackIndex``) holds the position of its value in a dense array, so
/// the table costs four bytes per track of the elements named, and a value only for the tracks
/// that have one (a spec may name tens of thousands of elements and give few of them a value).
struct TrackTable<Element> {
  /// Per track index: the position of its value in `values` + 1 (0: none). 32 bits: a table
  /// never holds 2^32 values (each is at least a word, 32 GiB), and the checker holds two
  /// tables of 16 slots per element named while it walks.
  private var positions: [UInt32] = []
  /// The values, in the order they were first set.
  private var values: [Element] = []

  subscript(_ key: TrackKey) -> Element? {
    get { valueIndex(of: key).map { values[$0] } }
    set {
      let index = key.trackIndex
      if index >= positions.count {
        guard newValue != nil else { return }
        positions.append(contentsOf: repeatElement(0, count: index + 1 - positions.count))
      }
      let position = positions[index]
      if let newValue {
        if position > 0 {
          values[Int(position) - 1] = newValue
        } else {
          values.append(newValue)
          positions[index] = UInt32(truncatingIfNeeded: values.count)
        }
      } else {
        positions[index] = 0  // the value stays in `values`, unreachable
      }
    }
  }

  /// Where the value of `key` is among the values in the order they were first set (a table
  /// beside this one can say more about each), or `nil` when `key` has none.
  func valueIndex(of key: TrackKey) -> Int? {
    let index = key.trackIndex
    guard index < positions.count, positions[index] > 0 else { return nil }
    return Int(positions[index]) - 1
  }

  /// Whether the track at `trackIndex` (as ``TrackKey/trackIndex`` gives it) has a value: a
  /// test of one slot, for a walk over every track index.
  func hasValue(atTrackIndex trackIndex: Int) -> Bool {
    trackIndex < positions.count && positions[trackIndex] > 0
  }

  /// The value at `index` (as ``valueIndex(of:)`` gives it).
  func value(at index: Int) -> Element { values[index] }
}

extension TrackKey {
  /// How many properties a track index counts per element: the last property's index + 1, a
  /// constant (a `static let` of `allCases.count` was a `swift_once` call at every use, two per
  /// change scheduled and one per track index resolved).
  static var propertyCount: Int { Property.blur.index + 1 }
  /// The properties by ``Property/index``.
  private static let properties = Property.allCases

  /// The track's position in a ``TrackTable``: `element × propertyCount + property.index`.
  var trackIndex: Int { element * Self.propertyCount + property.index }

  /// The track at `trackIndex` (as ``trackIndex`` gives it).
  init(trackIndex: Int) {
    self.init(
      element: trackIndex / Self.propertyCount,
      property: Self.properties[trackIndex % Self.propertyCount])
  }
}
