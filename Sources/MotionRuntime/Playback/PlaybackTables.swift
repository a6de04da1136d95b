/// What a player looks up every frame, made once per timeline: the tracks in one flat list,
/// each (element, property)'s track by index, the elements by name, a search hint per track,
/// and the marker edges.
///
/// A class with constant fields, so that reading it every frame costs no exclusivity checks;
/// the hints are the one thing that changes, kept in memory of their own.
final class PlaybackTables {
  /// The timeline.
  let timeline: Timeline
  /// Every track, element by element.
  let tracks: [PropertyTrack]
  /// Element indices by name.
  let elements: [String: Int]
  /// For element `e` and property `p`, at `e × 12 + p.index`: the track's index in ``tracks``,
  /// or -1.
  let slots: [Int]
  /// The markers' edges in crossing order.
  let edges: MarkerEdges
  /// Per track, the segment it was last found in (see `PropertyTrack.value(at:hint:)`).
  private let hints: UnsafeMutableBufferPointer<Int>

  init(_ timeline: Timeline) {
    self.timeline = timeline
    var elements: [String: Int] = [:]
    var slots = Array(repeating: -1, count: timeline.elements.count * Property.allCases.count)
    var tracks: [PropertyTrack] = []
    for (elementIndex, element) in timeline.elements.enumerated() {
      if elements[element.name] == nil { elements[element.name] = elementIndex }
      for track in element.tracks {
        let slot = elementIndex * Property.allCases.count + track.property.index
        if slots[slot] < 0 {
          slots[slot] = tracks.count
          tracks.append(track)
        }
      }
    }
    self.tracks = tracks
    self.elements = elements
    self.slots = slots
    edges = MarkerEdges(timeline.markers)
    hints = .allocate(capacity: max(tracks.count, 1))
    hints.initialize(repeating: -1)
  }

  deinit {
    hints.deallocate()
  }

  /// The value of `property` of the element at `element` at timeline time `time`: the track's
  /// own value there, exactly; the property's default when the element does not animate it;
  /// `nil` for an element out of range.
  func value(of property: Property, onElementAt element: Int, at time: SampleTime) -> Value? {
    guard element >= 0, element < timeline.elements.count else { return nil }
    let track = slots[element * Property.allCases.count + property.index]
    guard track >= 0 else { return property.defaultValue }
    return tracks[track].value(at: time, hint: &hints[track])
  }
}

/// A player's values at one time: read from a frame, every property of every element is taken
/// at the same timeline time, however the clock moves meanwhile.
///
/// ```swift
/// let frame = player.frame
/// let x = frame.value(of: .moveX, on: "card")
/// let y = frame.value(of: .moveY, on: "card")
/// ```
public struct PlayerFrame {
  /// The timeline time the values are taken at, in ticks.
  let time: SampleTime
  let tables: PlaybackTables

  /// The timeline time the values are taken at.
  public var timelineTime: Duration { .ticks(time.tick) }

  /// The timeline the values are taken from.
  public var timeline: Timeline { tables.timeline }

  /// The value of `property` of `element` (see ``MotionPlayer/value(of:on:)``).
  public func value(of property: Property, on element: String) -> Value? {
    guard let index = tables.elements[element] else { return nil }
    return tables.value(of: property, onElementAt: index, at: time)
  }

  /// The value of `property` of the element at `index` in the timeline's elements; `nil` for
  /// an index out of range.
  public func value(of property: Property, onElementAt index: Int) -> Value? {
    tables.value(of: property, onElementAt: index, at: time)
  }
}
