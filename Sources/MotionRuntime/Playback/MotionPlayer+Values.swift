extension MotionPlayer {
  /// The value of `property` of element `element` now: the timeline's value at
  /// ``timelineTime``, exactly (`PropertyTrack.value(at:)`).
  ///
  /// `nil` for an element the timeline does not have. For a property the element does not
  /// animate, the property's default (`nil` for colors and sizes, which have none).
  public func value(of property: Property, on element: String) -> Value? {
    guard let elementIndex = tables.elements[element] else { return nil }
    return value(of: property, onElementAt: elementIndex)
  }

  /// The value of `property` of the element at `elementIndex` in ``timeline``'s elements
  /// (see ``value(of:on:)``); `nil` for an index out of range.
  public func value(of property: Property, onElementAt elementIndex: Int) -> Value? {
    guard elementIndex >= 0, elementIndex < timeline.elements.count else { return nil }
    let slot = tables.slots[elementIndex * Property.allCases.count + property.index]
    guard slot.track >= 0 else { return property.defaultValue }
    let time = SampleTime(tick: timelineTick(at: clamped(currentPosition())))
    return timeline.elements[elementIndex].tracks[slot.track].value(
      at: time, hint: &tables.hints[slot.hint])
  }
}
