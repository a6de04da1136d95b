/// Near-miss name suggestions ("did you mean `moveX`?"), ranked by edit distance.
public enum Suggestions {
  /// The candidate closest to `name`, if it is close enough to be a plausible typo.
  public static func nearest(to name: String, in candidates: [String]) -> String? {
    let lowered = Array(name.lowercased().utf8)
    // The distance is at least the difference in length: a name too long or too short for every
    // candidate gets no suggestion, without computing distances (a name may be megabytes long).
    let reachable = candidates.contains { candidate in
      let length = candidate.utf8.count
      return abs(lowered.count - length) <= allowedEdits(lowered.count, length)
    }
    guard reachable else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased().utf8))
      if best == nil || distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = allowedEdits(lowered.count, best.name.utf8.count)
    return best.distance <= allowed ? best.name : nil
  }

  /// About one edit per three characters of the shorter name, at least one.
  private static func allowedEdits(_ length: Int, _ otherLength: Int) -> Int {
    max(1, min(length, otherLength) / 3)
  }

  /// Levenshtein distance with transpositions counted as one edit.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
