import MotionRuntime

/// The preview's timeline chart: `motionc timeline` as SVG. A time ruler, then one row per
/// element and property with a bar for each change (alternating two shades so that changes
/// that touch stay apart), a thin mark for each instant change, and for a `repeat forever`
/// its later cycles in a lighter shade; the plays of named motions above the rows; and a
/// playhead (class `playhead`) that the page moves.
enum TimelineBars {
  static let labelWidth = 160
  static let barsWidth = 940
  static let rowHeight = 20
  static let rulerHeight = 24

  /// The chart of `timeline` over `span` ticks.
  static func svg(_ timeline: Timeline, span: Tick) -> String {
    let columns = timeline.columns
    let markerRows = timeline.markers.isEmpty ? 0 : 1
    let rows = columns.count + markerRows
    let width = labelWidth + barsWidth + 16
    let height = rulerHeight + max(rows, 1) * rowHeight + 8
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" width=\"\(width)\""
    out += " height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" data-x0=\"\(labelWidth)\""
    out += " data-x1=\"\(labelWidth + barsWidth)\" data-span=\"\(Ticks.decimalSeconds(span))\">\n"
    out += ruler(span: span, height: height)
    var y = rulerHeight
    if markerRows > 0 {
      out += label("plays", y: y, muted: true)
      for (index, marker) in timeline.markers.enumerated() {
        let x0 = x(Double(marker.start), span: span)
        let x1 = max(x(Double(marker.end), span: span), x0 + 2)
        out += "<rect x=\"\(format(x0))\" y=\"\(y + 4)\" width=\"\(format(x1 - x0))\""
        out +=
          " height=\"\(rowHeight - 8)\" rx=\"3\" fill=\"\(index % 2 == 0 ? "#e9d8fd" : "#d6bcfa")\">"
        out +=
          "<title>" + WebText.escapedMarkup("\(marker.name) on \(marker.element)")
          + "</title></rect>"
        out += "<text x=\"\(format(x0 + 3))\" y=\"\(y + 14)\" font-size=\"10\" fill=\"#44337a\">"
        out += WebText.escapedMarkup(marker.name) + "</text>\n"
      }
      y += rowHeight
    }
    if columns.isEmpty {
      out += label("nothing moves", y: y, muted: true)
    }
    for column in columns {
      out += label("\(column.element).\(column.track.property.rawValue)", y: y, muted: false)
      out +=
        "<line x1=\"\(labelWidth)\" y1=\"\(y + rowHeight / 2)\" x2=\"\(labelWidth + barsWidth)\""
      out += " y2=\"\(y + rowHeight / 2)\" stroke=\"#cbd2d9\" stroke-dasharray=\"2 3\"/>"
      out += bars(column.track, y: y, span: span) + "\n"
      y += rowHeight
    }
    out += "<line class=\"playhead\" x1=\"\(labelWidth)\" y1=\"\(rulerHeight - 6)\""
    out += " x2=\"\(labelWidth)\" y2=\"\(height - 4)\" stroke=\"#e03131\" stroke-width=\"1.5\"/>\n"
    return out + "</svg>"
  }

  static func x(_ ticks: Double, span: Tick) -> Double {
    Double(labelWidth) + ticks / Double(span) * Double(barsWidth)
  }

  static func format(_ value: Double) -> String { WebText.decimal(value, places: 2) }

  static func label(_ text: String, y: Int, muted: Bool) -> String {
    "<text x=\"\(labelWidth - 8)\" y=\"\(y + 14)\" text-anchor=\"end\" font-size=\"11\" fill=\""
      + (muted ? "#7b8794" : "#1f2933") + "\">" + WebText.escapedMarkup(text) + "</text>"
  }

  /// Labels at round times along the top, with grid lines down the chart.
  static func ruler(span: Tick, height: Int) -> String {
    let step = ValuePlot.tickStep(span: span)
    var out = ""
    var time: Tick = 0
    while time <= span {
      let position = format(x(Double(time), span: span))
      out += "<line x1=\"\(position)\" y1=\"\(rulerHeight - 4)\" x2=\"\(position)\""
      out += " y2=\"\(height - 4)\" stroke=\"#e4e7eb\"/>"
      out += "<text x=\"\(position)\" y=\"\(rulerHeight - 9)\" text-anchor=\"middle\""
      out += " font-size=\"10\" fill=\"#616e7c\">\(Ticks.decimalSeconds(time))s</text>\n"
      time += step
    }
    return out
  }

  /// One row's bars: each change (and each later cycle of a loop).
  static func bars(_ track: PropertyTrack, y: Int, span: Tick) -> String {
    var out = ""
    func bar(_ start: Tick, _ end: Tick, shade: Int, later: Bool) {
      guard start <= span else { return }
      let x0 = x(Double(start), span: span)
      if start == end {
        out +=
          "<rect x=\"\(format(x0 - 1))\" y=\"\(y + 3)\" width=\"2\" height=\"\(rowHeight - 6)\""
        out += " fill=\"\(later ? "#9fb3f5" : "#1f2933")\"/>"
        return
      }
      let x1 = x(Double(min(end, span)), span: span)
      let fill =
        later ? (shade == 0 ? "#c5d2fb" : "#dbe4ff") : (shade == 0 ? "#3b5bdb" : "#748ffc")
      out += "<rect x=\"\(format(x0))\" y=\"\(y + 5)\" width=\"\(format(max(x1 - x0, 1)))\""
      out += " height=\"\(rowHeight - 10)\" rx=\"2\" fill=\"\(fill)\"/>"
    }
    let segments = track.segments
    for (index, segment) in segments.enumerated() {
      bar(segment.start, segment.end, shade: index % 2, later: false)
    }
    if let loop = track.loop {
      var shift = loop.period
      var cycles = 0
      while loop.start + shift < span, cycles < 2000 {
        cycles += 1
        for (index, segment) in segments.enumerated()
        where segment.start >= loop.start && segment.start < loop.end {
          bar(segment.start + shift, segment.end + shift, shade: index % 2, later: true)
        }
        shift += loop.period
      }
    }
    return out
  }
}
