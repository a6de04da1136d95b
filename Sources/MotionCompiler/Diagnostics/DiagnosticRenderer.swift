/// Renders diagnostics as text: a `file:line:col: error: message` header, the source line with
/// the range underlined, related ranges, and notes.
public struct DiagnosticRenderer: Sendable {
  /// How the first line of a diagnostic names its code.
  public enum Style: String, CaseIterable, Sendable {
    /// `path:line:col: error[M0006]: message`, as rustc does.
    case motionc
    /// `path:line:col: error: message [M0006]`: the form build tools read from a command's
    /// output (Xcode, VS Code's `$gcc` problem matcher), which want `error:` right after the
    /// column. The lines after it are the same.
    case gcc
  }

  /// Whether to color the text with ANSI escapes (for a terminal).
  public var colored: Bool
  /// The form of each diagnostic's first line.
  public var style: Style

  public init(colored: Bool = false, style: Style = .motionc) {
    self.colored = colored
    self.style = style
  }

  private func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
  }

  /// All diagnostics of one file, in order, each followed by a blank line.
  public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
    render(diagnostics, in: SourceMap([file]))
  }

  /// All diagnostics of one compilation (a file and what it imports), each followed by a
  /// blank line.
  public func render(_ diagnostics: [Diagnostic], in sources: SourceMap) -> String {
    // All the locations at once: many diagnostics on one long line decode it once.
    let locations = SourceLocations(sources, positions: SourceLocations.positions(diagnostics))
    return diagnostics.map { render($0, in: sources, locations: locations) + "\n" }.joined()
  }

  /// One diagnostic, ending with a newline.
  public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
    render(diagnostic, in: SourceMap([file]))
  }

  /// One diagnostic, ending with a newline. Ranges in another file than the diagnostic's own
  /// are shown under a `--> path:line:col` line.
  public func render(_ diagnostic: Diagnostic, in sources: SourceMap) -> String {
    render(
      diagnostic, in: sources,
      locations: SourceLocations(sources, positions: SourceLocations.positions([diagnostic])))
  }

  func render(
    _ diagnostic: Diagnostic, in sources: SourceMap, locations: SourceLocations
  ) -> String {
    guard let file = sources.file(containing: diagnostic.range.start) else { return "" }
    let location = locations[diagnostic.range.start]
    let severityColor = diagnostic.severity == .error ? "1;31" : "1;33"
    let place = paint("\(file.path.visible):\(location.line):\(location.column):", "1") + " "
    let severity = diagnostic.severity.rawValue
    var lines: [String]
    switch style {
    case .motionc:
      lines = [
        place + paint("\(severity)[\(diagnostic.code)]:", severityColor) + " "
          + paint(diagnostic.message.visible, "1")
      ]
    case .gcc:
      lines = [
        place + paint("\(severity):", severityColor) + " "
          + paint(diagnostic.message.visible, "1") + " [\(diagnostic.code)]"
      ]
    }
    var excerpts: [Excerpt] = [
      Excerpt(file: file, range: diagnostic.range, marker: "^", label: diagnostic.kind.label)
    ]
    for related in diagnostic.related {
      guard let relatedFile = sources.file(containing: related.range.start) else { continue }
      excerpts.append(
        Excerpt(file: relatedFile, range: related.range, marker: "-", label: related.label))
    }
    let gutter = excerpts.map { String($0.line).count }.max() ?? 1
    let pad = String(repeating: " ", count: gutter)
    lines.append(paint("\(pad) |", "34"))
    // One source line per distinct line, each followed by the underlines on it; lines of
    // other files come after a `-->` line naming the place.
    var shown: [(base: Int, line: Int)] = []
    for excerpt in excerpts
    where !shown.contains(where: { $0 == (excerpt.file.base, excerpt.line) }) {
      shown.append((excerpt.file.base, excerpt.line))
    }
    var currentBase = file.base
    for (base, lineNumber) in shown {
      let onLine = excerpts.filter { $0.file.base == base && $0.line == lineNumber }
      guard let lineFile = onLine.first?.file else { continue }
      if base != currentBase {
        let start = locations[onLine[0].range.start]
        lines.append(
          paint("\(pad)--> ", "34") + "\(lineFile.path.visible):\(start.line):\(start.column)")
        lines.append(paint("\(pad) |", "34"))
        currentBase = base
      }
      let lineRange = lineFile.lineRange(lineNumber)
      let number = String(lineNumber)
      var sourceText = ""
      var underlines: [String] = []
      for excerpt in onLine {
        let (text, underlineStart, underlineWidth) = layout(
          lineFile, line: lineRange, highlight: excerpt.range)
        sourceText = text
        var underline = String(repeating: excerpt.marker, count: max(1, underlineWidth))
        if let label = excerpt.label { underline += " " + label.visible }
        let markColor = excerpt.marker == "^" ? severityColor : "1;34"
        underlines.append(
          paint("\(pad) | ", "34") + String(repeating: " ", count: underlineStart)
            + paint(underline, markColor))
      }
      lines.append(
        paint(String(repeating: " ", count: gutter - number.count) + number + " |", "34") + " "
          + sourceText)
      lines += underlines
    }
    for note in diagnostic.notes {
      let body = note.body.visible
      if note.isHelp {
        lines.append(paint("\(pad) = ", "34") + paint("help:", "1;32") + " " + body)
      } else {
        lines.append(paint("\(pad) = ", "34") + paint("note:", "1") + " " + body)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private struct Excerpt {
    var file: SourceFile
    var range: SourceRange
    var marker: Character
    var label: String?

    var line: Int { file.line(of: range.start) }
  }

  /// The line's text with tabs expanded, and where the highlight starts and how wide it is,
  /// in displayed columns. A highlight that runs past the line end is cut there.
  private func layout(
    _ file: SourceFile, line: SourceRange, highlight: SourceRange
  ) -> (String, Int, Int) {
    var line = line
    let start = min(max(highlight.start, line.start), line.end)
    let end = min(max(highlight.end, start), line.end)
    // Decode only bytes near the highlight of a very long line (a minified or binary file).
    var cutBefore = false
    var cutAfter = false
    if line.end - line.start > 1_000 {
      var windowStart = max(line.start, start - 200)
      var windowEnd = min(line.end, start + 400)
      // Back to the start of a character: at most 3 continuation bytes (more are not UTF-8,
      // and walking over all of them would cost the line's length for every diagnostic).
      for _ in 0..<3 where windowStart > line.start && file.byte(at: windowStart) & 0xC0 == 0x80 {
        windowStart -= 1
      }
      for _ in 0..<3 where windowEnd < line.end && file.byte(at: windowEnd) & 0xC0 == 0x80 {
        windowEnd += 1
      }
      cutBefore = windowStart > line.start
      cutAfter = windowEnd < line.end
      line = SourceRange(start: windowStart, end: windowEnd)
    }
    let end2 = min(end, line.end)
    func display(_ range: SourceRange) -> String {
      file.text(range).visible
    }
    let before = display(SourceRange(start: line.start, end: start))
    let inside = display(SourceRange(start: start, end: end2))
    let text = display(line)
    // A very long line is cut to a window around the highlight, marked with `…`.
    let width = 100
    guard text.count > width + 20 || cutBefore || cutAfter else {
      return (text, before.count, inside.count)
    }
    let skip = max(0, min(before.count - 30, text.count - width))
    var window = String(text.dropFirst(skip).prefix(width))
    var offset = before.count - skip
    if skip > 0 || cutBefore {
      window = "…" + window
      offset += 1
    }
    if skip + width < text.count || cutAfter { window += "…" }
    return (window, offset, min(inside.count, width - (before.count - skip)))
  }
}

extension String {
  /// The text as it may be shown on a terminal: a tab as four spaces, other control
  /// characters as their Unicode pictures (`␛` for escape, `␀` for NUL, `␡` for delete) and C1
  /// controls as `�`, each one character wide. Whatever bytes a spec holds, a message about it
  /// cannot move the cursor, clear the screen or start an escape sequence.
  fileprivate var visible: String {
    guard unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    else { return self }
    var result = ""
    for character in self {
      guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
      else {
        result.append(character)
        continue
      }
      switch scalar.value {
      case 0x09: result += "    "
      case 0x00..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
      case 0x7F: result += "\u{2421}"
      case 0x80...0x9F: result += "\u{FFFD}"
      default: result.append(character)
      }
    }
    return result
  }
}
