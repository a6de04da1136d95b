import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Where the preview's stage puts each element: every element gets a slot large enough for its
/// whole motion (its moves, its largest size and scale, any rotation), with the box centered on
/// its resting point; slots sit side by side and wrap. Everything is computed from the
/// timelines (both of them: the reduced toggle changes the motion, not the stage).
struct StageLayout {
  /// One element's slot.
  struct Slot: Hashable {
    /// The element's name.
    var name: String
    /// The slot's size in pixels.
    var width: Int
    var height: Int
    /// The resting point of the box's center, from the slot's top left corner.
    var anchorX: Int
    var anchorY: Int
    /// The box's size before any change, for the dashed outline of its resting place.
    var restWidth: Double
    var restHeight: Double
  }

  /// A box's size when the spec gives none.
  static let defaultSize = 60.0
  /// The largest slot, so that a huge move cannot make a huge page (the box then leaves it).
  static let maximumWidth = 1040
  static let maximumHeight = 720

  /// The slots, in the order the timelines first name the elements.
  let slots: [Slot]

  init(_ timelines: [Timeline]) {
    var names: [String] = []
    for timeline in timelines {
      for element in timeline.elements where !names.contains(element.name) {
        names.append(element.name)
      }
    }
    slots = names.map { name in
      var extent = Extent()
      for timeline in timelines {
        for track in timeline.elements.first(where: { $0.name == name })?.tracks ?? [] {
          extent.include(track, span: ValuePlot.span(timeline))
        }
      }
      return extent.slot(name)
    }
  }

  /// The range of each moving property of one element.
  struct Extent {
    var moveX: ClosedRange<Double> = 0...0
    var moveY: ClosedRange<Double> = 0...0
    var scale = 1.0
    var width = StageLayout.defaultSize
    var height = StageLayout.defaultSize
    var restWidth: Double?
    var restHeight: Double?

    /// Widens the ranges by `track`'s values: its keyframes and 240 samples over the span.
    mutating func include(_ track: PropertyTrack, span: Tick) {
      var values: [Double] = []
      for segment in track.segments {
        for value in [segment.from, segment.to] { values.append(Self.number(value)) }
      }
      values.append(Self.number(track.initial))
      let times = (0...240).map { SampleTime(tick: span * Tick($0) / 240) }
      if track.property.kind != .color { values += track.sample(at: times) }
      let finite = values.filter(\.isFinite)
      guard let low = finite.min(), let high = finite.max() else { return }
      switch track.property {
      case .moveX: moveX = min(moveX.lowerBound, low)...max(moveX.upperBound, high)
      case .moveY: moveY = min(moveY.lowerBound, low)...max(moveY.upperBound, high)
      case .scaleX, .scaleY: scale = max(scale, abs(low), abs(high))
      case .width:
        width = max(width, high)
        if restWidth == nil { restWidth = Self.number(track.initial) }
      case .height:
        height = max(height, high)
        if restHeight == nil { restHeight = Self.number(track.initial) }
      case .rotate, .opacity, .color, .background, .cornerRadius, .blur: break
      }
    }

    static func number(_ value: Value) -> Double {
      switch value {
      case .number(let number): return number
      case .color: return 0
      }
    }

    /// The slot: room for the box turned any way at its largest, wherever it moves.
    func slot(_ name: String) -> Slot {
      let radius = min(scale, 20) * (width * width + height * height).squareRoot() / 2
      let margin = 16.0
      let spanX = min(moveX.upperBound - moveX.lowerBound, 4000)
      let spanY = min(moveY.upperBound - moveY.lowerBound, 4000)
      let slotWidth = min(max(spanX + 2 * radius + 2 * margin, 120), Double(maximumWidth))
      let slotHeight = min(max(spanY + 2 * radius + 2 * margin, 110), Double(maximumHeight))
      // A capped slot keeps the resting box inside it; the motion then leaves the slot.
      func clamped(_ value: Double, _ size: Double) -> Double {
        min(max(value, min(radius, size / 2)), max(size - radius, size / 2))
      }
      let anchorX = clamped(margin + radius - moveX.lowerBound, slotWidth)
      let anchorY = clamped(margin + radius - moveY.lowerBound, slotHeight)
      return Slot(
        name: name, width: Int(slotWidth.rounded()), height: Int(slotHeight.rounded()) + 20,
        anchorX: Int(anchorX.rounded()), anchorY: Int(anchorY.rounded()),
        restWidth: max(restWidth ?? StageLayout.defaultSize, 0),
        restHeight: max(restHeight ?? StageLayout.defaultSize, 0))
    }
  }
}
