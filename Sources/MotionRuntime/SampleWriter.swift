/// Samples a timeline at given times and writes the values as CSV or JSON.
///
/// Columns are `time`, then `ELEMENT.PROPERTY` for every track in output order. Numbers are
/// rounded to 9 decimal places; colors print as `#RRGGBBAA`.
public enum SampleWriter {
  /// The output formats.
  public enum Format: String, CaseIterable, Sendable {
    /// Comma-separated values with a header row.
    case csv
    /// A `motionc-samples` JSON document (`schema/motion-samples.schema.json`).
    case json
  }

  /// The `format` field of JSON samples.
  public static let jsonFormat = "motionc-samples"

  /// The column names: `time`, then `ELEMENT.PROPERTY` for each track.
  public static func header(_ timeline: Timeline) -> [String] {
    ["time"] + timeline.columns.map { "\($0.element).\($0.track.property.rawValue)" }
  }

  /// The sampled values as text, one row per time.
  ///
  /// Throws, writing nothing, when a sampled value is not finite (an internal error: it would
  /// print as `nan` or `inf`, or a color made of them).
  public static func write(_ timeline: Timeline, at times: [SampleTime], format: Format)
    throws(NonFiniteNumberError) -> String
  {
    var columns: [(kind: ValueKind, values: [Double])] = []
    for (element, track) in timeline.columns {
      let values = sample(track, at: times)
      try checkFinite(values, "\(element).\(track.property.rawValue)", track.property.kind, times)
      columns.append((track.property.kind, values))
    }
    return text(
      header: header(timeline), columns: columns, times: times, duration: timeline.duration,
      format: format)
  }

  /// What a stage showed (``StageSampling``) as text, one row per time, as
  /// ``write(_:at:format:)`` writes a timeline's samples; `duration` is when the last
  /// property stopped changing.
  public static func write(
    _ sampling: StageSampling, rows: [[Value]], at times: [SampleTime], duration: Tick,
    format: Format
  ) throws(NonFiniteNumberError) -> String {
    var columns: [(kind: ValueKind, values: [Double])] = []
    for (index, column) in sampling.columns.enumerated() {
      let kind = column.property.kind
      var values: [Double] = []
      values.reserveCapacity(rows.count * kind.componentCount)
      for row in rows {
        switch row[index] {
        case .number(let number):
          values.append(number)
          if kind == .color { values += [number, number, 1] }
        case .color(let color): values += [color.red, color.green, color.blue, color.alpha]
        }
      }
      try checkFinite(values, "\(column.element).\(column.property.rawValue)", kind, times)
      columns.append((kind, values))
    }
    let header = ["time"] + sampling.columns.map { "\($0.element).\($0.property.rawValue)" }
    return text(header: header, columns: columns, times: times, duration: duration, format: format)
  }

  private static func checkFinite(
    _ values: [Double], _ name: String, _ kind: ValueKind, _ times: [SampleTime]
  ) throws(NonFiniteNumberError) {
    guard let index = values.firstIndex(where: { !$0.isFinite }) else { return }
    let time = NumberFormatting.time(times[index / kind.componentCount])
    throw NonFiniteNumberError(location: "the value of `\(name)` at \(time)s")
  }

  private static func text(
    header: [String], columns: [(kind: ValueKind, values: [Double])], times: [SampleTime],
    duration: Tick, format: Format
  ) -> String {
    var out = ""
    switch format {
    case .csv:
      out += header.joined(separator: ",") + "\n"
      for (row, time) in times.enumerated() {
        out += NumberFormatting.time(time)
        for column in columns {
          out += ","
          out += cell(column.kind, column.values, row)
        }
        out += "\n"
      }
    case .json:
      out += "{\n  \"format\": \(JSONText.quoted(jsonFormat)),\n  \"version\": 1,\n"
      out += "  \"duration\": \(Ticks.decimalSeconds(duration)),\n"
      out += "  \"columns\": [" + header.map(JSONText.quoted).joined(separator: ", ") + "],\n"
      out += "  \"rows\": ["
      for (row, time) in times.enumerated() {
        out += row == 0 ? "\n    [" : ",\n    ["
        out += NumberFormatting.time(time)
        for column in columns {
          out += ", "
          let text = cell(column.kind, column.values, row)
          out += column.kind == .color ? JSONText.quoted(text) : text
        }
        out += "]"
      }
      out += times.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    }
    return out
  }

  /// Samples `track`: one pass with a cursor when `times` is sorted, else a search per time.
  static func sample(_ track: PropertyTrack, at times: [SampleTime]) -> [Double] {
    let sorted = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
    if sorted { return track.sample(at: times) }
    var values: [Double] = []
    for time in times {
      switch track.value(at: time) {
      case .number(let number):
        values.append(number)
        if track.property.kind == .color { values += [number, number, 1] }
      case .color(let color): values += [color.red, color.green, color.blue, color.alpha]
      }
    }
    return values
  }

  private static func cell(_ kind: ValueKind, _ values: [Double], _ row: Int) -> String {
    if kind == .color {
      let base = row * 4
      return RGBA(
        red: values[base], green: values[base + 1], blue: values[base + 2], alpha: values[base + 3]
      ).hexString
    }
    return NumberFormatting.fixed(values[row])
  }
}
