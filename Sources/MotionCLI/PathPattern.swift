/// A shell-style pattern over paths, as `--exclude` takes it.
///
/// `*` matches any run of characters except `/`; `**` any run, `/` included, and `**/` also
/// matches no folder at all (`**/gen/*.motion` matches `gen/a.motion` and `x/y/gen/a.motion`);
/// `?` matches one character except `/`; `[abc]`, `[a-z]` and `[!abc]` (or `[^abc]`) one
/// character of, or not of, a set (never `/`); `\` makes the next character literal; any other
/// character matches itself. A pattern matches a whole path, not a part of it.
///
/// Matching is dynamic programming over (pattern element, path character): time proportional
/// to the product of their lengths, whatever the pattern, so no pattern can make it explode
/// the way backtracking does on `*a*a*a*…b`.
struct PathPattern {
  /// The pattern as given.
  let text: String
  private let elements: [Element]

  private enum Element {
    case literal(Character)
    /// `?`
    case anyCharacter
    /// `*`
    case anyRun
    /// `**` not followed by `/`
    case anyPath
    /// `**/`: no folder, or any run of folders.
    case anyFolders
    /// `[…]`
    case set(ranges: [ClosedRange<Character>], negated: Bool)
  }

  /// Parses `text`; a `[` without its `]` is an error (it is almost always a typing mistake).
  init(_ text: String) throws(UsageError) {
    self.text = text
    let characters = Array(text)
    var elements: [Element] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case "?":
        elements.append(.anyCharacter)
      case "*":
        guard index < characters.count, characters[index] == "*" else {
          elements.append(.anyRun)
          continue
        }
        index += 1
        if index < characters.count, characters[index] == "/" {
          index += 1
          elements.append(.anyFolders)
        } else {
          elements.append(.anyPath)
        }
      case "\\":
        if index < characters.count {
          elements.append(.literal(characters[index]))
          index += 1
        } else {
          elements.append(.literal("\\"))
        }
      case "[":
        let (set, next) = try Self.set(characters, from: index, pattern: text)
        elements.append(set)
        index = next
      default:
        elements.append(.literal(character))
      }
    }
    self.elements = elements
  }

  /// Reads a set whose `[` is just before `start`; returns it and the index after its `]`.
  private static func set(
    _ characters: [Character], from start: Int, pattern: String
  ) throws(UsageError) -> (Element, Int) {
    var index = start
    var negated = false
    if index < characters.count, characters[index] == "!" || characters[index] == "^" {
      negated = true
      index += 1
    }
    var ranges: [ClosedRange<Character>] = []
    var first = true
    while index < characters.count {
      var low = characters[index]
      if low == "]", !first { return (.set(ranges: ranges, negated: negated), index + 1) }
      first = false
      if low == "\\", index + 1 < characters.count {
        index += 1
        low = characters[index]
      }
      index += 1
      if index + 1 < characters.count, characters[index] == "-", characters[index + 1] != "]" {
        let high = characters[index + 1]
        index += 2
        // A reversed range (`[z-a]`) matches nothing, as in the shell.
        if low <= high { ranges.append(low...high) }
      } else {
        ranges.append(low...low)
      }
    }
    throw UsageError(
      message: "`--exclude` pattern `\(pattern)` has a `[` without its `]` (write `\\[` for a "
        + "literal `[`)")
  }

  /// Whether the pattern matches all of `path`.
  func matches(_ path: String) -> Bool {
    let text = Array(path)
    // `after[j]`: whether the elements after the current one match `text[j...]`; `current[j]`
    // the same from the current element on. Filled from the end of both.
    var after = [Bool](repeating: false, count: text.count + 1)
    after[text.count] = true
    var current = after
    for element in elements.reversed() {
      current[text.count] = Self.matchesEmpty(element) && after[text.count]
      // For `**/`: whether some `/` at or after j ends the folders and the rest matches after it.
      var slashAhead = false
      for position in stride(from: text.count - 1, through: 0, by: -1) {
        let character = text[position]
        switch element {
        case .literal(let literal):
          current[position] = character == literal && after[position + 1]
        case .anyCharacter:
          current[position] = character != "/" && after[position + 1]
        case .set(let ranges, let negated):
          let inSet = ranges.contains { $0.contains(character) }
          current[position] = character != "/" && inSet != negated && after[position + 1]
        case .anyRun:
          current[position] = after[position] || (character != "/" && current[position + 1])
        case .anyPath:
          current[position] = after[position] || current[position + 1]
        case .anyFolders:
          slashAhead = slashAhead || (character == "/" && after[position + 1])
          current[position] = after[position] || slashAhead
        }
      }
      after = current
    }
    return after[0]
  }

  private static func matchesEmpty(_ element: Element) -> Bool {
    switch element {
    case .anyRun, .anyPath, .anyFolders: true
    case .literal, .anyCharacter, .set: false
    }
  }
}
