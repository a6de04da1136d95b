import MotionRuntime

/// Values by track (one property of one element) in a flat array, at the track's index
/// (``TrackKey/trackIndex``): a lookup is an index, not a hash, and walking the table goes in
/// ``TrackKey`` order (element, then property). Element indexes are small and dense (the
/// score's), so the table is at most the elements times the properties long.
struct TrackTable<Element> {
  /// The values at their tracks' indexes; `nil` where a track has none.
  private(set) var slots: [Element?] = []

  subscript(_ key: TrackKey) -> Element? {
    get {
      let index = key.trackIndex
      return index < slots.count ? slots[index] : nil
    }
    set {
      let index = key.trackIndex
      if index >= slots.count {
        guard newValue != nil else { return }
        slots.append(contentsOf: repeatElement(nil, count: index + 1 - slots.count))
      }
      slots[index] = newValue
    }
  }

  /// The table with each value transformed.
  func mapValues<Other>(_ transform: (Element) -> Other) -> TrackTable<Other> {
    var result = TrackTable<Other>()
    result.slots = slots.map { $0.map(transform) }
    return result
  }
}

extension TrackKey {
  /// How many properties a track index counts per element.
  static let propertyCount = Property.allCases.count
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
