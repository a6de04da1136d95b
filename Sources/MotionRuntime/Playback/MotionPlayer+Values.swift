extension MotionPlayer {
  /// The values now, all at one time (see ``PlayerFrame``).
  public var frame: PlayerFrame {
    let shape = shape
    return PlayerFrame(
      time: SampleTime(tick: shape.timelineTick(at: shape.clamped(currentPosition()))),
      tables: tables)
  }

  /// The value of `property` of element `element` now: the timeline's value at
  /// ``timelineTime``, exactly (`PropertyTrack.value(at:)`).
  ///
  /// `nil` for an element the timeline does not have. For a property the element does not
  /// animate, the property's default (`nil` for colors and sizes, which have none).
  public func value(of property: Property, on element: String) -> Value? {
    frame.value(of: property, on: element)
  }

  /// The value of `property` of the element at `index` in ``timeline``'s elements (see
  /// ``value(of:on:)``); `nil` for an index out of range.
  public func value(of property: Property, onElementAt index: Int) -> Value? {
    frame.value(of: property, onElementAt: index)
  }
}

extension MotionPlayer {
  /// The value of `property` of an element named by a typed constant, such as the `Element`
  /// enum `motionc compile --format swift` writes: `player.value(of: .moveX, on: Card.Element.card)`.
  public func value<Name: RawRepresentable>(of property: Property, on element: Name) -> Value?
  where Name.RawValue == String {
    value(of: property, on: element.rawValue)
  }
}

extension PlayerFrame {
  /// The value of `property` of an element named by a typed constant, such as the `Element`
  /// enum `motionc compile --format swift` writes.
  public func value<Name: RawRepresentable>(of property: Property, on element: Name) -> Value?
  where Name.RawValue == String {
    value(of: property, on: element.rawValue)
  }
}
