import MotionRuntime

/// The preview's timeline chart: `motionc timeline` as SVG. A time ruler, then one row per
/// element and property with a bar for each change (alternating two shades so that changes
/// that touch stay apart), a thin mark for each instant change, and for a `repeat forever`
/// its later cycles in a lighter shade; the plays of named motions above the rows, in as many
/// rows as keep their names apart (``lanes(_:span:)``); and a playhead (class `playhead`) that
/// the page moves. `scaleX` and `scaleY` are one `scale` row where they are the same.
enum TimelineBars {
  static let labelWidth = 160
  static let barsWidth = 940
  static let rowHeight = 20
  static let rulerHeight = 24

  /// The chart of `timeline` over `span` ticks.
  static func svg(_ timeline: Timeline, span: Tick) -> String {
    let columns = timeline.chartRows
    let plays = lanes(timeline.markers, span: span)
    let markerRows = plays.map(\.lane).max().map { $0 + 1 } ?? 0
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
      for (index, play) in plays.enumerated() {
        let marker = play.marker
        let top = y + play.lane * rowHeight
        out +=
          "<rect x=\"\(format(play.x0))\" y=\"\(top + 4)\" width=\"\(format(play.x1 - play.x0))\""
        out +=
          " height=\"\(rowHeight - 8)\" rx=\"3\" fill=\"\(index % 2 == 0 ? "#e9d8fd" : "#d6bcfa")\">"
        out +=
          "<title>" + WebText.escapedMarkup("\(marker.name) on \(marker.element)")
          + "</title></rect>"
        if let textX = play.textX {
          out += "<text x=\"\(format(textX))\" y=\"\(top + 14)\" font-size=\"10\" fill=\"#44337a\">"
          out += WebText.escapedMarkup(marker.name) + "</text>"
        }
        out += "\n"
      }
      y += markerRows * rowHeight
    }
    if columns.isEmpty {
      out += label("nothing moves", y: y, muted: true)
    }
    for column in columns {
      out += label("\(column.element).\(column.name)", y: y, muted: false)
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

  /// A play's place in the chart: its bar, its row among the plays' rows, and where its name
  /// starts (`nil` when no row had room for it: the bar's tooltip still names it).
  struct PlacedPlay {
    var marker: Marker
    var x0: Double
    var x1: Double
    var lane: Int
    var textX: Double?
  }

  /// The most rows the plays take; a play whose name finds no room in them shares the row
  /// that frees first, without its name.
  static let maximumPlayRows = 4

  /// The width a name takes at the plays' font size (10 px DejaVu Sans averages about 6.2 px
  /// a character), so names are placed where they fit, never over each other.
  static func textWidth(_ text: String) -> Double { Double(text.count) * 6.2 }

  /// Places each play in the first row where it and its name overlap nothing, else (past
  /// ``maximumPlayRows``) in the first where its name overlaps no other name, over the bars
  /// there; its name inside the chart's right edge (moved left when it would pass it).
  static func lanes(_ markers: [Marker], span: Tick) -> [PlacedPlay] {
    let right = Double(labelWidth + barsWidth + 14)
    // Per row: where its last bar or name ends, and where its last name ends.
    var ends: [Double] = []
    var nameEnds: [Double] = []
    var placed: [PlacedPlay] = []
    for marker in markers {
      let x0 = x(Double(marker.start), span: span)
      let x1 = max(x(Double(min(marker.end, span)), span: span), x0 + 2)
      let textX = max(Double(labelWidth), min(x0 + 3, right - textWidth(marker.name)))
      let nameEnd = textX + textWidth(marker.name)
      let start = min(x0, textX - 3)
      var lane = ends.firstIndex { $0 + 2 <= start }
      if lane == nil, ends.count < maximumPlayRows {
        ends.append(-.infinity)
        nameEnds.append(-.infinity)
        lane = ends.count - 1
      }
      if lane == nil { lane = nameEnds.firstIndex { $0 + 4 <= textX } }
      if let lane {
        ends[lane] = max(ends[lane], x1, nameEnd)
        nameEnds[lane] = nameEnd
        placed.append(PlacedPlay(marker: marker, x0: x0, x1: x1, lane: lane, textX: textX))
      } else {
        let lane = ends.indices.min { ends[$0] < ends[$1] } ?? 0
        ends[lane] = max(ends[lane], x1)
        placed.append(PlacedPlay(marker: marker, x0: x0, x1: x1, lane: lane, textX: nil))
      }
    }
    return placed
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
