import MotionRuntime

/// The resolved timeline as a text chart, so a designer can see "what happens when" without
/// running an app: a time ruler, one row per element and property with bars where it changes,
/// then each change with its exact start and end.
///
/// Bars: `█` and `▓` alternate between consecutive changes so that changes that touch stay
/// apart, `│` marks an instant change, `·` is time where the property holds.
///
/// An endless timeline is drawn up to the end of its first cycle (and of every track's first
/// loop): a track that repeats forever draws its loop again up to the chart's end, ends its
/// row with `↻`, and its list of changes with the loop that repeats.
///
/// `scaleX` and `scaleY` are one `scale` row where they are the same (``Timeline/chartRows``).
/// A color change mixed in another space than sRGB names it (`linear in oklab`), and the plays
/// of named motions (the timeline's markers) are listed last.
public enum TimelineChart {
  /// The chart, `width` columns wide for the timeline's duration (at least 20).
  ///
  /// Throws, drawing nothing, when a number of the timeline is not finite (an internal error).
  public static func render(_ timeline: Timeline, title: String, width: Int = 60)
    throws(NonFiniteNumberError) -> String
  {
    try timeline.checkFinite()
    let width = max(20, width)
    let columns = timeline.chartRows
    let labels = columns.map { "\($0.element).\($0.name)" }
    let labelWidth = max(labels.map(\.count).max() ?? 0, 4) + 2
    let loopsEnd = columns.compactMap { $0.track.loop?.end }.max() ?? 0
    let duration = max(timeline.duration, loopsEnd, 1)
    var out = "\(title) — \(Ticks.decimalSeconds(timeline.duration))s"
    out += timeline.isEndless ? ", then repeats forever\n\n" : "\n\n"
    let (ruler, marks) = self.ruler(duration: duration, width: width)
    out += String(repeating: " ", count: labelWidth) + ruler + "\n"
    out += String(repeating: " ", count: labelWidth) + marks + "\n"
    for (index, column) in columns.enumerated() {
      out += labels[index].padding(labelWidth) + bar(column.track, duration: duration, width: width)
      if column.track.loop != nil { out += " ↻" }
      out += "\n"
    }
    for (index, column) in columns.enumerated() where column.track.count > 0 {
      out += "\n\(labels[index])  (from \(Dump.text(column.track.initial)))\n"
      let rows = column.track.segments.map { segment -> [String] in
        let times =
          segment.start == segment.end
          ? "at \(Ticks.decimalSeconds(segment.start))s"
          : "\(Ticks.decimalSeconds(segment.start))s – \(Ticks.decimalSeconds(segment.end))s"
        var easing = segment.start == segment.end ? "instant" : segment.easing.name
        if case .color = segment.to, segment.colorSpace != .srgb {
          easing += " in \(segment.colorSpace.rawValue)"
        }
        return [times, "\(Dump.text(segment.from)) → \(Dump.text(segment.to))", easing]
      }
      let timeWidth = rows.map { $0[0].count }.max() ?? 0
      let valueWidth = rows.map { $0[1].count }.max() ?? 0
      for row in rows {
        out += "  " + row[0].padding(timeWidth + 2) + row[1].padding(valueWidth + 2) + row[2] + "\n"
      }
      if let loop = column.track.loop {
        out +=
          "  ↻ \(Ticks.decimalSeconds(loop.start))s – \(Ticks.decimalSeconds(loop.end))s "
          + "repeats forever, every \(Ticks.decimalSeconds(loop.period))s\n"
      }
    }
    out += plays(timeline.markers)
    return out
  }

  /// The plays of named motions, in time order: when each plays, the motion and its element.
  private static func plays(_ markers: [Marker]) -> String {
    guard !markers.isEmpty else { return "" }
    let times = markers.map {
      "\(Ticks.decimalSeconds($0.start))s – \(Ticks.decimalSeconds($0.end))s"
    }
    let timeWidth = times.map(\.count).max() ?? 0
    var out = "\nplays\n"
    for (time, marker) in zip(times, markers) {
      out += "  " + time.padding(timeWidth + 2) + "\(marker.name) on \(marker.element)\n"
    }
    return out
  }

  /// A ruler with labels at round times, and tick marks under them.
  private static func ruler(duration: Tick, width: Int) -> (String, String) {
    let candidates: [Tick] = [
      1_000_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000, 25_000_000, 50_000_000,
      100_000_000, 200_000_000, 250_000_000, 500_000_000, 1_000_000_000, 2_000_000_000,
      5_000_000_000, 10_000_000_000, 30_000_000_000, 60_000_000_000, 300_000_000_000,
      600_000_000_000, 3_600_000_000_000,
    ]
    // The finest step whose labels do not collide (about 10 columns apart).
    let step =
      candidates.first { Double($0) / Double(duration) * Double(width) >= 10 }
      ?? max(duration, 1)
    var labels = [Character](repeating: " ", count: width + 12)
    var marks = [Character](repeating: "─", count: width + 1)
    var time: Tick = 0
    while time <= duration {
      let column = Int((Double(time) / Double(duration) * Double(width)).rounded())
      for (offset, character) in (Ticks.decimalSeconds(time) + "s").enumerated()
      where column + offset < labels.count {
        labels[column + offset] = character
      }
      if column < marks.count { marks[column] = column == 0 ? "├" : "┼" }
      time += step
    }
    var rulerText = String(labels)
    while rulerText.hasSuffix(" ") { rulerText.removeLast() }
    return (rulerText, String(marks))
  }

  /// One row: which part of each column's time span the track spends changing; a loop is
  /// drawn again for every cycle that starts within `duration`.
  private static func bar(_ track: PropertyTrack, duration: Tick, width: Int) -> String {
    var cells = [Character](repeating: "·", count: width + 1)
    func column(_ time: Tick) -> Double { Double(time) / Double(duration) * Double(width) }
    func draw(_ segment: Segment, shift: Tick, fill: Character) {
      let start = segment.start + shift
      let first = Int(column(start))
      guard first < cells.count else { return }
      if segment.start == segment.end {
        cells[first] = "│"
        return
      }
      let last = Int(column(min(segment.end + shift, duration)).rounded(.up)) - 1
      for column in max(0, first)...max(first, min(last, width)) where column < cells.count {
        cells[column] = fill
      }
    }
    let segments = track.segments
    for (index, segment) in segments.enumerated() {
      draw(segment, shift: 0, fill: index % 2 == 0 ? "█" : "▓")
    }
    if let loop = track.loop, loop.period > 0 {
      let cycle = segments.enumerated().filter {
        $0.element.start >= loop.start && $0.element.start < loop.end
      }
      // A cycle shorter than a column changes in every column from the loop's start on.
      if column(loop.period) < 1, cycle.contains(where: { $0.element.start < $0.element.end }) {
        for column in Int(column(loop.end))..<cells.count where column >= 0 { cells[column] = "█" }
      } else {
        var shift = loop.period
        while loop.start + shift < duration {
          for (index, segment) in cycle {
            draw(segment, shift: shift, fill: index % 2 == 0 ? "█" : "▓")
          }
          shift += loop.period
        }
      }
    }
    var text = String(cells)
    while text.hasSuffix("·") && text.count > width { text.removeLast() }
    return text
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
