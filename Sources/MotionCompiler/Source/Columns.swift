extension SourceFile {
  /// The line and column of each position, in the order given. A column counts characters
  /// (grapheme clusters, as Swift's `Character`) from the line start, invalid UTF-8 counting as
  /// U+FFFD per maximal ill-formed sequence: the column of `offset` is one more than the number
  /// of characters that start before it. (An offset inside a character's bytes is in that
  /// character.)
  ///
  /// On a line of ASCII bytes a column is a byte count. Any other line is decoded once for all
  /// the offsets on it, so that many locations on one long line cost its length once, not once
  /// each.
  public func locations(of positions: [Int]) -> [SourceLocation] {
    // Positions to indexes into `bytes` (see ``SourceFile/base``).
    let offsets = positions.map { $0 - base }
    var result = [SourceLocation](
      repeating: SourceLocation(line: 1, column: 1), count: offsets.count)
    // For each line that needs decoding, the indices of its offsets (lines in first-seen order).
    var decodedLines: [Int] = []
    var indicesByLine: [Int: [Int]] = [:]
    for (index, offset) in offsets.enumerated() {
      let line = line(of: offset + base)
      if hasNonASCII(line: line) {
        if indicesByLine[line] == nil { decodedLines.append(line) }
        indicesByLine[line, default: []].append(index)
      } else {
        result[index] = SourceLocation(
          line: line, column: clamped(offset, line: line) - lineContentStart(line) + 1)
      }
    }
    for line in decodedLines {
      let indices = (indicesByLine[line] ?? []).sorted {
        (clamped(offsets[$0], line: line), $0) < (clamped(offsets[$1], line: line), $1)
      }
      let columns = characterColumns(
        from: lineContentStart(line), at: indices.map { clamped(offsets[$0], line: line) })
      for (index, column) in zip(indices, columns) {
        result[index] = SourceLocation(line: line, column: column)
      }
    }
    return result
  }

  /// `offset` within the bytes and not before the line's text.
  private func clamped(_ offset: Int, line: Int) -> Int {
    max(lineContentStart(line), min(offset, bytes.count))
  }

  /// The columns of `ends` (ascending, each at or after `start`, on one line): one pass over
  /// the characters from `start`, reading the bytes alongside to know where each one starts.
  private func characterColumns(from start: Int, at ends: [Int]) -> [Int] {
    guard let limit = ends.last, limit > start else { return ends.map { _ in 1 } }
    let slice = bytes[start..<limit]
    let text = String(decoding: slice, as: UTF8.self)
    // Each scalar of `text` is one valid scalar of the bytes or one U+FFFD for a maximal
    // ill-formed sequence: the parser the standard library repairs with says how many bytes.
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = slice.makeIterator()
    var offset = start
    var characters = 0
    var next = 0
    var columns: [Int] = []
    columns.reserveCapacity(ends.count)
    for character in text {
      while next < ends.count, ends[next] <= offset {
        columns.append(characters + 1)
        next += 1
      }
      if next == ends.count { break }
      characters += 1
      for _ in character.unicodeScalars {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): offset += encoded.count
        case .error(let length): offset += length
        case .emptyInput: break
        }
      }
    }
    while next < ends.count {
      columns.append(characters + 1)
      next += 1
    }
    return columns
  }
}

/// The locations of a set of offsets in one file, found together with
/// ``SourceFile/locations(of:)``; an offset not in the set is found on its own.
struct LocationTable {
  private let file: SourceFile
  private var byOffset: [Int: SourceLocation] = [:]

  init(_ file: SourceFile, offsets: [Int]) {
    self.file = file
    for (offset, location) in zip(offsets, file.locations(of: offsets)) {
      byOffset[offset] = location
    }
  }

  subscript(offset: Int) -> SourceLocation {
    byOffset[offset] ?? file.location(of: offset)
  }
}

/// The locations of many positions across the files of a compilation, found together for each
/// file (see ``LocationTable``).
struct SourceLocations {
  private let sources: SourceMap
  private var tables: [Int: LocationTable] = [:]

  init(_ sources: SourceMap, positions: [Int]) {
    self.sources = sources
    var byFile: [Int: [Int]] = [:]
    for position in positions {
      guard let file = sources.file(containing: position) else { continue }
      byFile[file.base, default: []].append(position)
    }
    for (base, positions) in byFile {
      guard let file = sources.file(containing: base) else { continue }
      tables[base] = LocationTable(file, offsets: positions)
    }
  }

  subscript(position: Int) -> SourceLocation {
    guard let file = sources.file(containing: position) else {
      return SourceLocation(line: 1, column: 1)
    }
    return tables[file.base]?[position] ?? file.location(of: position)
  }

  /// Every position a diagnostic's ranges start or end at.
  static func positions(_ diagnostics: [Diagnostic]) -> [Int] {
    diagnostics.flatMap { diagnostic in
      ([diagnostic.range] + diagnostic.related.map(\.range)).flatMap { [$0.start, $0.end] }
    }
  }
}
