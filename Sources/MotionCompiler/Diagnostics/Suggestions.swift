import MotionRuntime

/// Near-miss name suggestions ("did you mean `moveX`?"), ranked by edit distance.
public enum Suggestions {
  /// The easing meant by an unknown easing name.
  ///
  /// A CSS spelling gets motionc's from ``ForeignSpelling`` (`cubic-bezier` → `cubic`,
  /// `ease-in-out` → `easeInOut`). A family curve keeps the mode it was written with and gets
  /// the family its name begins like, so `easeOutQuadratic` is `easeOutQuad` (not
  /// `easeOutQuart`, which is fewer edits away) and `easeInSinusoidal` is `easeInSine`.
  /// Anything else gets the nearest name.
  public static func easing(for name: String) -> String? {
    if let spelling = ForeignSpelling.easing(name) { return spelling }
    let lowered = name.lowercased()
    // The longest mode first: `easeInOut…` is not `easeIn` + `Out…`.
    let modes = EasingMode.allCases.sorted { $0.prefix.count > $1.prefix.count }
    if let mode = modes.first(where: { lowered.hasPrefix($0.prefix.lowercased()) }) {
      let family = Array(lowered.utf8.dropFirst(mode.prefix.utf8.count))
      let best = EasingFamily.allCases.map { candidate in
        (candidate, commonPrefixLength(family, Array(candidate.suffix.lowercased().utf8)))
      }.max { $0.1 < $1.1 }
      if let best, best.1 >= 3 { return mode.prefix + best.0.suffix }
    }
    return nearest(to: name, in: Easing.allNames)
  }

  private static func commonPrefixLength(_ a: [UInt8], _ b: [UInt8]) -> Int {
    zip(a, b).prefix { $0 == $1 }.count
  }

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
