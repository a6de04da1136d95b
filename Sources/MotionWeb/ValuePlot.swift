import MotionRuntime

/// `motionc plot`: every property's value over time as a static SVG that renders wherever SVG
/// does (GitHub included): no scripts, no external references, and the same bytes for the same
/// timeline.
///
/// One panel per property, stacked: the title (`ELEMENT.PROPERTY` and its unit), the value
/// axis labelled at its smallest and largest values (and 0 when it lies between), the time axis
/// labelled in seconds, the values as a line (a color property as a band of its colors, with
/// each change's eased progress drawn over it, so an overshoot shows), and a dot at every keyframe (where each change starts and ends). An endless timeline is plotted
/// for its first cycle and as long again, to show it repeating.
public enum ValuePlot {
  /// The width of a plot, in pixels.
  static let width = 720
  /// The plot area's left edge (value labels sit left of it).
  static let left = 72
  /// The plot area's width.
  static let plotWidth = 624
  /// A panel's plot area height.
  static let plotHeight = 72
  /// A panel's height: title, plot area, time labels, gap.
  static let panelHeight = 126
  /// The plot area's top within a panel.
  static let plotTop = 24

  /// Which property a plot may be limited to: `ELEMENT.PROPERTY`.
  public struct Column: Hashable, Sendable {
    /// The element's name.
    public var element: String
    /// The property.
    public var property: Property

    /// `element.property`.
    public init(element: String, property: Property) {
      self.element = element
      self.property = property
    }
  }

  /// How long a plot of `timeline` spans: its duration, twice that when it never ends, and at
  /// least a millisecond.
  public static func span(_ timeline: Timeline) -> Tick {
    max(timeline.isEndless ? 2 * timeline.duration : timeline.duration, 1_000_000)
  }

  /// The whole SVG document: a title line, then one panel per property (only `only`'s when
  /// given).
  public static func document(_ timeline: Timeline, title: String, only: Column? = nil) -> String {
    let columns = timeline.chartRows.filter { row in
      only.map { row.element == $0.element && row.properties.contains($0.property) } ?? true
    }
    let height = 32 + max(columns.count, 1) * panelHeight
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    out += " viewBox=\"0 0 \(width) \(height)\" font-family=\"DejaVu Sans, Helvetica, Arial,"
    out += " sans-serif\" font-size=\"11\">\n"
    let heading =
      title + " — " + Ticks.decimalSeconds(timeline.duration) + "s"
      + (timeline.isEndless ? ", then repeats forever" : "")
    out += "<title>" + WebText.escapedMarkup(heading) + "</title>\n"
    out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
    out += "<text x=\"8\" y=\"20\" font-size=\"13\" font-weight=\"bold\" fill=\"#1f2933\">"
    out += WebText.escapedMarkup(heading) + "</text>\n"
    if columns.isEmpty {
      out += "<text x=\"\(left)\" y=\"60\" fill=\"#616e7c\">nothing moves: the timeline"
      out += " animates no property</text>\n"
    }
    for (index, column) in columns.enumerated() {
      out += "<g transform=\"translate(0,\(32 + index * panelHeight))\">\n"
      out += panel(
        column, span: span(timeline), playhead: false,
        id: "colors-\(index + 1)")
      out += "</g>\n"
    }
    return out + "</svg>\n"
  }

  /// One property's panel, drawn from (0, 0), ``width`` by ``panelHeight``: its title, or with
  /// `playhead` instead a line of class `playhead` at time 0 that a page can move. `id` names
  /// what the panel defines (a color gradient), unique in the document.
  static func panel(_ row: ChartRow, span: Tick, playhead: Bool, id: String) -> String {
    let track = row.track
    let property = track.property
    var out = ""
    // A page with a caption of its own (the preview) has a playhead and no title.
    if !playhead {
      out += "<text x=\"\(left)\" y=\"15\" font-weight=\"bold\" fill=\"#1f2933\">"
      out += WebText.escapedMarkup("\(row.element).\(row.name)") + "</text>"
      out += "<text x=\"\(width - 16)\" y=\"15\" text-anchor=\"end\" fill=\"#616e7c\">"
      out += property.kind.unit + "</text>\n"
    }
    out += "<rect x=\"\(left)\" y=\"\(plotTop)\" width=\"\(plotWidth)\" height=\"\(plotHeight)\""
    out += " fill=\"#f8f9fb\" stroke=\"#cbd2d9\"/>\n"
    out += timeAxis(span: span)
    switch property.kind {
    case .color: out += colorBand(track, span: span, id: id)
    case .length, .fraction, .factor, .angle: out += numberLine(track, span: span)
    }
    if playhead {
      out += "<line class=\"playhead\" x1=\"\(left)\" y1=\"\(plotTop - 4)\" x2=\"\(left)\""
      out += " y2=\"\(plotTop + plotHeight + 4)\" stroke=\"#e03131\" stroke-width=\"1.5\"/>\n"
    }
    return out
  }

  /// The x of `ticks` in a plot spanning `span` ticks.
  static func x(_ ticks: Double, span: Tick) -> Double {
    Double(left) + ticks / Double(span) * Double(plotWidth)
  }

  /// Grid lines and labels at round times, at least 56 pixels apart.
  static func timeAxis(span: Tick) -> String {
    let step = tickStep(span: span)
    var out = ""
    var time: Tick = 0
    while time <= span {
      let position = WebText.decimal(x(Double(time), span: span), places: 2)
      out += "<line x1=\"\(position)\" y1=\"\(plotTop)\" x2=\"\(position)\""
      out += " y2=\"\(plotTop + plotHeight + 3)\" stroke=\"#e4e7eb\"/>"
      out += "<text x=\"\(position)\" y=\"\(plotTop + plotHeight + 15)\" text-anchor=\"middle\""
      out += " fill=\"#616e7c\">\(Ticks.decimalSeconds(time))s</text>\n"
      time += step
    }
    return out
  }

  /// The finest round step (1, 2 or 5 times a power of ten milliseconds) whose labels stay
  /// 56 pixels apart.
  static func tickStep(span: Tick) -> Tick {
    var magnitude: Tick = 1_000_000
    while magnitude < Tick.max / 50 {
      for multiplier: Tick in [1, 2, 5] {
        let step = magnitude * multiplier
        if Double(step) / Double(span) * Double(plotWidth) >= 56 { return step }
      }
      magnitude *= 10
    }
    return max(span, 1)
  }

  /// A number track: its line, value labels and keyframe dots.
  static func numberLine(_ track: PropertyTrack, span: Tick) -> String {
    // The value range is the curve's own (a spring's peak, not its keyframes); the line is
    // then fitted to a quarter pixel of it.
    var (low, high) = TrackPolyline.extremes(track, end: span)
    for segment in track.segments {
      for value in [segment.from, segment.to] {
        if case .number(let number) = value {
          low = min(low, number)
          high = max(high, number)
        }
      }
    }
    let unitsPerPixel = max(high - low, 1e-9) / Double(plotHeight)
    let points = TrackPolyline.points(
      track, end: span, tolerance: unitsPerPixel / 4, pixels: plotWidth)
    low = min(low, points.map(\.value).min() ?? low)
    high = max(high, points.map(\.value).max() ?? high)
    if high - low < 1e-9 {
      let pad = max(abs(high) * 0.1, 1)
      (low, high) = (low - pad, high + pad)
    }
    func y(_ value: Double) -> Double {
      Double(plotTop) + (high - value) / (high - low) * Double(plotHeight)
    }
    func label(_ value: Double) -> String {
      let text = WebText.decimal(value, places: 3)
      return "<text x=\"\(left - 6)\" y=\"\(WebText.decimal(y(value) + 4, places: 2))\""
        + " text-anchor=\"end\" fill=\"#616e7c\">\(text)</text>"
    }
    var out = label(high) + label(low)
    if low < 0 && high > 0 {
      let zero = WebText.decimal(y(0), places: 2)
      out += "<line x1=\"\(left)\" y1=\"\(zero)\" x2=\"\(left + plotWidth)\" y2=\"\(zero)\""
      out += " stroke=\"#cbd2d9\" stroke-dasharray=\"3 3\"/>" + label(0)
    }
    out += "\n<path fill=\"none\" stroke=\"#3b5bdb\" stroke-width=\"1.5\" d=\""
    out += points.enumerated().map { index, point in
      (index == 0 ? "M" : "L") + WebText.decimal(x(point.time, span: span), places: 2) + " "
        + WebText.decimal(y(point.value), places: 2)
    }.joined(separator: " ")
    out += "\"/>\n"
    for (time, value) in keyframes(track, span: span) {
      guard case .number(let number) = value else { continue }
      out += "<circle cx=\"\(WebText.decimal(x(time, span: span), places: 2))\""
      out += " cy=\"\(WebText.decimal(y(number), places: 2))\" r=\"2.5\" fill=\"#ffffff\""
      out += " stroke=\"#3b5bdb\" stroke-width=\"1.5\"/>"
    }
    return out + "\n"
  }

  /// A color track: a band of its colors (a gradient whose stops follow the exact colors
  /// within half an 8-bit step, with two stops at one place where the color jumps) and a mark
  /// under every keyframe. `id` names the gradient, unique in the document.
  static func colorBand(_ track: PropertyTrack, span: Tick, id: String) -> String {
    var out = "<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(left)\""
    out += " y1=\"0\" x2=\"\(left + plotWidth)\" y2=\"0\">"
    for (time, color) in colorStops(track, span: span) {
      let hex = color.hexString
      out += "<stop offset=\"\(WebText.decimal(time / Double(span), places: 6))\""
      out += " stop-color=\"#\(hex.dropFirst().prefix(6))\""
      let alpha = WebText.decimal(Double(Int(hex.suffix(2), radix: 16) ?? 255) / 255, places: 3)
      if alpha != "1" { out += " stop-opacity=\"\(alpha)\"" }
      out += "/>"
    }
    out += "</linearGradient></defs>\n"
    out +=
      "<rect x=\"\(left)\" y=\"\(plotTop + 8)\" width=\"\(plotWidth)\" height=\"\(plotHeight - 16)\""
    out += " fill=\"url(#\(id))\" stroke=\"#cbd2d9\"/>\n"
    out += progressLines(track, span: span)
    for (time, _) in keyframes(track, span: span) {
      let position = WebText.decimal(x(time, span: span), places: 2)
      out += "<line x1=\"\(position)\" y1=\"\(plotTop + plotHeight - 6)\" x2=\"\(position)\""
      out += " y2=\"\(plotTop + plotHeight)\" stroke=\"#1f2933\" stroke-width=\"1.5\"/>"
    }
    return out + "\n"
  }

  /// Over a color band, each change's eased progress as a thin line: at the band's bottom where
  /// the change starts (its start color), at its top where it ends, so a curve that overshoots
  /// (`easeInOutBack`) shows above or below the band, which can only show colors in gamut.
  static func progressLines(_ track: PropertyTrack, span: Tick) -> String {
    let bottom = Double(plotTop + plotHeight - 8)
    let height = Double(plotHeight - 16)
    func y(_ progress: Double) -> Double {
      min(max(bottom - progress * height, Double(plotTop)), Double(plotTop + plotHeight))
    }
    let segments = track.segments
    var changes: [(start: Tick, segment: Segment)] = segments.map { ($0.start, $0) }
    if let loop = track.loop {
      var shift = loop.period
      while loop.start + shift < span, changes.count < TrackPolyline.maximumPieces {
        for segment in segments where segment.start >= loop.start && segment.start < loop.end {
          changes.append((segment.start + shift, segment))
        }
        shift += loop.period
      }
    }
    var out = ""
    for (start, segment) in changes.prefix(TrackPolyline.maximumPieces)
    where segment.end > segment.start && start < span {
      let length = segment.end - segment.start
      let stop = Double(min(start + length, span))
      let points = LinearFit.fit(
        from: Double(start), to: stop, tolerance: 0.25 / height, maximumPoints: 256
      ) { time in
        SIMD4(segment.easing.value(at: (time - Double(start)) / Double(length)), 0, 0, 0)
      }
      let path = points.enumerated().map { index, point in
        (index == 0 ? "M" : "L") + WebText.decimal(x(point.position, span: span), places: 2)
          + " " + WebText.decimal(y(point.value.x), places: 2)
      }.joined(separator: " ")
      // Dark on a light edge, seen on every color.
      out += "<path fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3\" d=\"\(path)\"/>"
      out += "<path fill=\"none\" stroke=\"#1f2933\" stroke-width=\"1.25\" d=\"\(path)\"/>"
    }
    return out.isEmpty ? "" : out + "\n"
  }

  /// The gradient's stops: (time in ticks, color), fitted piece by piece between the times
  /// where the color may jump; sampled per pixel when there are too many pieces.
  static func colorStops(_ track: PropertyTrack, span: Tick) -> [(Double, RGBA)] {
    func rgba(_ vector: SIMD4<Double>) -> RGBA {
      RGBA(red: vector.x, green: vector.y, blue: vector.z, alpha: vector.w)
    }
    func vector(_ time: Double) -> SIMD4<Double> {
      let color = TrackPolyline.color(track, at: time)
      func clamp(_ value: Double) -> Double { min(max(value.isNaN ? 0 : value, 0), 1) }
      return SIMD4(clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.alpha))
    }
    let cuts = TrackPolyline.cuts(track, end: span)
    guard cuts.count <= TrackPolyline.maximumPieces else {
      return (0...plotWidth).map {
        let time = Double(span) * Double($0) / Double(plotWidth)
        return (time, rgba(vector(time)))
      }
    }
    var stops: [(Double, RGBA)] = []
    for (start, stop) in zip(cuts, cuts.dropFirst()) where stop > start {
      let approach = max(Double(start), Double(stop) - 1)
      let points = LinearFit.fit(
        from: Double(start), to: Double(stop), tolerance: 0.5 / 255, maximumPoints: 256,
        curve: { vector(min($0, approach)) },
        error: { (line: SIMD4<Double>, exact: SIMD4<Double>) -> Double in
          let difference = line - exact
          return max(
            abs(difference.x), abs(difference.y), abs(difference.z), abs(difference.w))
        })
      for point in points {
        let color = rgba(point.value)
        if let last = stops.last, last.0 == point.position, last.1.hexString == color.hexString {
          continue
        }
        stops.append((point.position, color))
      }
    }
    return stops
  }

  /// Where each change starts and ends within the span (loops unrolled), with the value there;
  /// each (time, value) once.
  static func keyframes(_ track: PropertyTrack, span: Tick) -> [(Double, Value)] {
    struct Key: Hashable {
      var time: Tick
      var value: Value
    }
    var result: [(Double, Value)] = []
    var seen = Set<Key>()
    func add(_ time: Tick, _ value: Value) {
      guard time >= 0, time <= span else { return }
      if seen.insert(Key(time: time, value: value)).inserted {
        result.append((Double(time), value))
      }
    }
    let segments = track.segments
    for segment in segments {
      add(segment.start, segment.from)
      add(segment.end, segment.to)
    }
    if let loop = track.loop {
      var shift = loop.period
      var cycles = 0
      while loop.start + shift <= span, cycles < 2000 {
        cycles += 1
        for segment in segments where segment.start >= loop.start && segment.start < loop.end {
          add(segment.start + shift, segment.from)
          add(segment.end + shift, segment.to)
        }
        shift += loop.period
      }
    }
    return result.sorted { $0.0 < $1.0 }
  }
}
