/// A compiled animation: for each element, the tracks of the properties it animates.
///
/// This is the runtime model: it holds only numbers and names (no source text), so an app can
/// evaluate it without the compiler.
public struct Timeline: Sendable {
  /// When the timeline ends (trailing waits included).
  ///
  /// For an endless timeline, when its first cycle ends: every change that does not repeat
  /// forever has ended, and every `repeat forever` has played once (twice with `yoyo`). From
  /// then on every track holds its value or repeats its ``PropertyTrack/loop``.
  public var duration: Tick
  /// The elements in the order the spec first names them.
  public var elements: [ElementTimeline]
  /// Whether the timeline never ends (it has a `repeat forever`). Its tracks with a
  /// ``PropertyTrack/loop`` repeat forever; the others hold after their last change.
  public var isEndless: Bool
  /// Every `play` of a named motion, ordered by start time (then by where the spec plays it).
  public var markers: [Marker]

  /// A timeline of `elements` that ends at `duration`.
  public init(
    duration: Tick, elements: [ElementTimeline], isEndless: Bool = false, markers: [Marker] = []
  ) {
    self.duration = duration
    self.elements = elements
    self.isEndless = isEndless
    self.markers = markers
  }

  /// The track of `property` of element `element`, if the timeline has one.
  public func track(element: String, property: Property) -> PropertyTrack? {
    elements.first { $0.name == element }?.tracks.first { $0.property == property }
  }

  /// Every track with its element's name, in output order.
  public var columns: [(element: String, track: PropertyTrack)] {
    elements.flatMap { element in element.tracks.map { (element.name, $0) } }
  }
}

/// The tracks of one element, in ``Property`` order.
public struct ElementTimeline: Sendable {
  /// The element's name (`view` when the spec names none).
  public var name: String
  /// One track per animated property.
  public var tracks: [PropertyTrack]

  /// The tracks `tracks` of element `name`.
  public init(name: String, tracks: [PropertyTrack]) {
    self.name = name
    self.tracks = tracks
  }
}

/// A row of a chart or plot: one track, or `scale` for an element whose `scaleX` and `scaleY`
/// tracks are the same (a `scale` step moves both), so a chart draws it once.
public struct ChartRow: Sendable {
  /// The element's name.
  public var element: String
  /// The property as the spec writes it: `scale` for both axes, else the track's own.
  public var name: String
  /// The track drawn (for `scale`, the `scaleX` one: the two are the same).
  public var track: PropertyTrack
  /// The properties the row draws: both axes for `scale`, else the track's.
  public var properties: [Property]
}

extension Timeline {
  /// Every track in output order, as charts draw them: `scaleX` and `scaleY` as one `scale`
  /// row where the element's two tracks are the same, else a row per track.
  public var chartRows: [ChartRow] {
    var rows: [ChartRow] = []
    for element in elements {
      let x = element.tracks.first { $0.property == .scaleX }
      let y = element.tracks.first { $0.property == .scaleY }
      var joined = false
      if let x, let y { joined = x.hasSameChanges(as: y) }
      for track in element.tracks {
        if joined, track.property == .scaleY { continue }
        if joined, track.property == .scaleX {
          rows.append(
            ChartRow(
              element: element.name, name: "scale", track: track, properties: [.scaleX, .scaleY]))
        } else {
          rows.append(
            ChartRow(
              element: element.name, name: track.property.rawValue, track: track,
              properties: [track.property]))
        }
      }
    }
    return rows
  }
}

extension PropertyTrack {
  /// Whether `other` starts at the same value and changes at the same times, to the same
  /// values, with the same curves (its property aside).
  public func hasSameChanges(as other: PropertyTrack) -> Bool {
    initial == other.initial && loop == other.loop && easings == other.easings
      && records == other.records
  }
}
