import MotionRuntime

/// A timeline as a Lottie animation (the JSON that lottie-web, lottie-ios, lottie-android,
/// Skottie and ThorVG play), with a warning for everything the file cannot say as the timeline
/// does.
///
/// Design: the timeline's tracks become ``AnimatedValue``s (pieces of held or Bézier-eased
/// motion, in frames), which a Lottie property writes as keyframes; the document is built as
/// an ordered ``JSONTree`` in the key order Bodymovin (After Effects' exporter) writes, since
/// some players depend on it.
///
/// - One shape layer per element, named after it, later elements drawn over earlier ones (the
///   first layer of a Lottie file is the top one, so the layers are in reverse element order).
///   Its content is a rectangle centred on the layer's position (`width` × `height`, 60 × 60
///   when the spec gives none, corners rounded by `cornerRadius`), filled with `background`, or
///   `color` when the element has no background, or mid grey when it has neither.
/// - The layer's position is split into x and y: the element's rest position (the
///   composition's centre, unless ``LottieOptions/restPositions`` says otherwise) plus `moveX`
///   and `moveY`. Scale is in percent, rotation in degrees clockwise, opacity 0…100; the fill's
///   alpha is the fill's opacity.
/// - `ip` is 0 and `op` (exclusive) one frame past the frame where the timeline ends (rounded
///   up), so that the last frame a player shows is the end state; for an endless timeline, the
///   frame where its first cycle ends (``Timeline/duration``), so that a player looping the file
///   loops that cycle without showing a frame twice.
/// - Every ``Marker`` is a Lottie marker (`tm` start frame, `cm` name, `dr` length in frames).
///
/// The same timeline and options always give the same bytes.
public struct LottieFile: Sendable {
  /// The Lottie JSON, ending with a newline.
  public let text: String
  /// What the file cannot say as the timeline does, in element order.
  public let warnings: [LottieWarning]
  /// The composition's out point (`op`): its length in frames.
  public let frameCount: Int

  /// The Bodymovin version the file declares (`v`).
  public static let bodymovinVersion = "5.7.4"
  /// The fill of an element that has neither `background` nor `color`.
  public static let defaultFill = RGBA(red: 0.5, green: 0.5, blue: 0.5)
  /// The side of an element's box when the spec gives no `width` or `height`.
  public static let defaultSide = 60.0

  /// Exports `timeline` with `options`.
  public init(_ timeline: Timeline, options: LottieOptions) throws(LottieExportError) {
    let sizes = 1...LottieOptions.maximumSize
    guard sizes.contains(options.width), sizes.contains(options.height) else {
      throw .invalidSize(width: options.width, height: options.height)
    }
    // At most the maximum, compared exactly: numerator ≤ maximum · denominator.
    let ceiling = options.frameRate?.denominator.multipliedReportingOverflow(
      by: UInt64(LottieOptions.maximumFrameRate))
    guard let frameRate = options.frameRate, let ceiling,
      ceiling.overflow || frameRate.numerator <= ceiling.partialValue
    else {
      throw .invalidFrameRate(
        options.frameRate.map { Double($0.numerator) / Double($0.denominator) } ?? 0)
    }
    let rate = Double(frameRate.numerator) / Double(frameRate.denominator)
    // The frame where the timeline ends, rounded up (a duration the compiler allows, a million
    // seconds, is at most 240 million frames), exactly.
    guard let (whole, exact) = frameRate.lastFrame(atOrBefore: timeline.duration),
      whole < UInt64(Int.max / 2)
    else { throw .tooManyKeyframes(limit: options.maximumKeyframes) }
    let endFrame = Int(whole) + (exact ? 0 : 1)
    let outPoint = timeline.isEndless ? max(endFrame, 1) : endFrame + 1

    var tracks = TrackPieces(
      rate: rate, end: timeline.duration, fit: CurveFit(limit: options.maximumKeyframes))
    var warnings: [LottieWarning] = []
    var layers: [JSONTree] = []
    for (position, element) in timeline.elements.enumerated() {
      let layer = try LottieLayer(
        element, rest: options.restPosition(of: element.name), tracks: &tracks)
      warnings += layer.warnings
      if timeline.isEndless {
        warnings += Self.loopWarnings(element, layer.exported, cycle: timeline.duration)
      }
      // Layer 1 is drawn on top: the last element.
      layers.append(layer.json(index: timeline.elements.count - position, outPoint: outPoint))
    }
    let markers = Self.markers(timeline.markers, frames: tracks.frames)
    let document = JSONTree.object([
      ("v", .string(Self.bodymovinVersion)),
      ("fr", Self.frameRate(frameRate)),
      ("ip", .integer(0)),
      ("op", .integer(outPoint)),
      ("w", .integer(options.width)),
      ("h", .integer(options.height)),
      ("nm", .string(options.name)),
      ("ddd", .integer(0)),
      ("assets", .array([])),
      ("layers", .array(layers.reversed())),
      ("markers", .array(markers)),
    ])
    self.text = document.text
    self.warnings = warnings
    self.frameCount = outPoint
  }

  /// `fr`: a whole number where the rate is one, else its decimal (9 places, as every number
  /// in the file).
  static func frameRate(_ rate: FrameRate) -> JSONTree {
    if rate.numerator % rate.denominator == 0,
      let whole = Int(exactly: rate.numerator / rate.denominator)
    {
      return .integer(whole)
    }
    return .number(Double(rate.numerator) / Double(rate.denominator))
  }

  /// Lottie markers, one per play; a motion played more than once is told apart by its
  /// element (`shake on card`), and by a count when it plays more than once on one element
  /// (`pop on button 2`).
  static func markers(_ markers: [Marker], frames: (Tick) -> Double) -> [JSONTree] {
    var plays: [String: Int] = [:]
    for marker in markers { plays[marker.name, default: 0] += 1 }
    var labels: [String: Int] = [:]
    return markers.map { marker in
      var label = marker.name
      if plays[marker.name, default: 0] > 1 { label += " on \(marker.element)" }
      labels[label, default: 0] += 1
      if let count = labels[label], count > 1 { label += " \(count)" }
      let start = frames(marker.start)
      return .object([
        ("tm", .number(start)),
        ("cm", .string(label)),
        ("dr", .number(frames(marker.end) - start)),
      ])
    }
  }

  /// Warnings for the tracks of an endless timeline that a player looping the exported cycle
  /// plays differently: a change that happens once, or a repeat whose cycle does not start at
  /// 0 or does not divide the exported cycle.
  static func loopWarnings(_ element: ElementTimeline, _ exported: Set<Property>, cycle: Tick)
    -> [LottieWarning]
  {
    var warnings: [LottieWarning] = []
    for track in element.tracks where exported.contains(track.property) {
      if let loop = track.loop {
        if loop.start != 0 || cycle % loop.period != 0 {
          warnings.append(
            .loopRestartsInLoop(
              element: element.name, property: track.property, loop: loop, cycle: cycle))
        }
      } else if track.segments.contains(where: {
        $0.from != track.initial || $0.to != track.initial
      }) {
        warnings.append(
          .changeReplaysInLoop(element: element.name, property: track.property, cycle: cycle))
      }
    }
    return warnings
  }
}
