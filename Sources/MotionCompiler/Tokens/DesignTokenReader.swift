import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Reads a W3C Design Tokens file (DTCG format 2025.10) into the tokens a `.motion` file can use.
///
/// Design: three passes over the JSON, none recursive over input depth.
/// 1. **Collect** (a stack walk): an object with `$value` is a token; any other object is a group
///    whose `$type` its members inherit. Each token keeps its dotted path and the range of its
///    name. Keys starting with `$` are the format's own (`$description`, `$extensions`, …).
/// 2. **Resolve aliases** (`"{motion.short}"`) by following each chain in a loop, with the chain
///    kept, so a cycle is reported with every token in it and a chain is at most
///    `maximumAliasChain` long. A `transition`'s members may be aliases too; a member's target
///    must be a plain token, so resolving never nests more than one level.
/// 3. **Convert** each value by its type into motionc's units. Types motionc has no value for
///    (`fontFamily`, `shadow`, …) are kept as *unusable*: the file stays valid, and only a spec
///    that names one is told why it cannot.
///
/// Curves DTCG has no type for (springs, `steps(…)`, …) are read from the token's
/// `$extensions["dev.motionc"].easing`, in motionc's spelling; the token's `$value` is then the
/// `cubicBezier` other tools use.
struct DesignTokenReader {
  /// The extension key motionc reads and writes.
  static let extensionKey = "dev.motionc"
  /// How long an alias chain may be.
  static let maximumAliasChain = 64

  /// A token as written, before its aliases are resolved.
  private struct RawToken {
    var path: String
    var nameRange: SourceRange
    var type: String?
    var value: JSONNode
    var extensions: JSONNode?
    var deprecation: String?
  }

  private enum Resolution {
    case pending
    case inProgress
    case done(DesignTokenValue, type: String?)
  }

  private let file: SourceFile
  private let limits: Limits
  private var raw: [RawToken] = []
  private var indexByPath: [String: Int] = [:]
  private var resolutions: [Resolution] = []
  private var diagnostics: [Diagnostic] = []
  /// How many aliases to nothing have been searched for a near miss (each search reads every
  /// token's path, so only the first ``Limits/maximumDiagnostics`` are: the file stays linear).
  private var suggestionSearches = 0
  /// Group paths, so that naming a group says it is one.
  private var groups: [String: SourceRange] = [:]
  /// Tokens given by a JSON Pointer (`$ref`), which motionc does not follow.
  private var pointers: [DesignToken] = []

  /// The tokens of `file`, and the diagnostics of reading it (errors point into the file).
  static func read(_ file: SourceFile, limits: Limits) -> (
    tokens: [DesignToken], diagnostics: [Diagnostic]
  ) {
    let root: JSONNode
    switch JSONReader.read(file, maximumDepth: limits.maximumNesting) {
    case .success(let value): root = value
    case .failure(let failure):
      return ([], [Diagnostic(.invalidTokenJSON(failure.problem), at: failure.range)])
    }
    var reader = DesignTokenReader(file: file, limits: limits)
    guard case .object = root.content else {
      return (
        [], [Diagnostic(.invalidTokenJSON(.expectedValue(found: root.kind)), at: root.range)]
      )
    }
    reader.collect(root)
    return (reader.resolveAll(), reader.diagnostics)
  }

  private init(file: SourceFile, limits: Limits) {
    self.file = file
    self.limits = limits
  }

  // MARK: Collect

  private mutating func collect(_ root: JSONNode) {
    // Each group with the `$type` and `$deprecated` its tokens inherit.
    var stack: [(node: JSONNode, path: String, type: String?, deprecation: String?)] = [
      (root, "", nil, nil)
    ]
    while let (node, path, inherited, inheritedDeprecation) = stack.popLast() {
      guard case .object(let members) = node.content else { continue }
      var type = inherited
      let groupDeprecation =
        deprecation(node.member("$deprecated")?.value) ?? inheritedDeprecation
      if let declared = node.member("$type") {
        if case .string(let name) = declared.value.content {
          type = name
        } else {
          report(.invalidToken(token: path, problem: .typeNotAString), declared.value)
        }
      }
      // Children in reverse, so that they are collected in file order.
      // `$root` is the group's own token (`{group.$root}`, and in a spec the group's name).
      for member in members.reversed() where !member.key.hasPrefix("$") || member.key == "$root" {
        let childPath = path.isEmpty ? member.key : path + "." + member.key
        guard case .object = member.value.content else { continue }
        if member.value.member("$value") == nil, member.value.member("$ref") != nil {
          pointers.append(
            DesignToken(path: childPath, nameRange: member.keyRange, value: .unusable(.jsonPointer))
          )
          continue
        }
        if let value = member.value.member("$value") {
          var ownType = type
          if let declared = member.value.member("$type") {
            if case .string(let name) = declared.value.content {
              ownType = name
            } else {
              report(.invalidToken(token: childPath, problem: .typeNotAString), declared.value)
            }
          }
          raw.append(
            RawToken(
              path: childPath, nameRange: member.keyRange, type: ownType, value: value.value,
              extensions: member.value.member("$extensions")?.value,
              deprecation: deprecation(member.value.member("$deprecated")?.value)
                ?? groupDeprecation))
        } else {
          groups[childPath] = member.keyRange
          stack.append((member.value, childPath, type, groupDeprecation))
        }
      }
    }
    // The stack visits groups depth first; tokens are listed in path order.
    raw.sort { $0.nameRange.start < $1.nameRange.start }
    for (index, token) in raw.enumerated() {
      indexByPath[token.path] = index
      if token.path.hasSuffix(".$root") { indexByPath[String(token.path.dropLast(6))] = index }
    }
    resolutions = Array(repeating: .pending, count: raw.count)
  }

  private func deprecation(_ value: JSONNode?) -> String? {
    switch value?.content {
    case .bool(true): return ""
    case .string(let text): return text
    case .none, .null, .bool(false), .number, .array, .object: return nil
    }
  }

  // MARK: Resolve

  private mutating func resolveAll() -> [DesignToken] {
    var tokens: [DesignToken] = []
    for index in raw.indices {
      let value = resolve(index)
      // A group's `$root` token is named by the group's name in a spec.
      let written = raw[index].path
      let path = written.hasSuffix(".$root") ? String(written.dropLast(6)) : written
      tokens.append(
        DesignToken(
          path: path,
          nameRange: raw[index].nameRange, value: value, deprecation: raw[index].deprecation))
      if case .transition = transitionMembers(index) {
        for (member, memberValue) in resolveTransitionMembers(index) {
          tokens.append(
            DesignToken(
              path: path + "." + member, nameRange: raw[index].nameRange,
              value: memberValue, deprecation: raw[index].deprecation))
        }
      }
    }
    tokens += pointers
    for (path, range) in groups.sorted(by: { $0.value.start < $1.value.start })
    where indexByPath[path] == nil {
      tokens.append(DesignToken(path: path, nameRange: range, value: .unusable(.group)))
    }
    return tokens
  }

  /// The alias a value is, `{a.b}` → `a.b`.
  private func alias(_ value: JSONNode) -> String? {
    guard case .string(let text) = value.content, text.hasPrefix("{"), text.hasSuffix("}"),
      text.count > 2
    else { return nil }
    return String(text.dropFirst().dropLast())
  }

  /// The token an alias chain starting at `value` (met at `origin`) ends at, following
  /// aliases in a loop; `nil` after reporting an unknown name, a cycle or a chain too long.
  /// Every token of a chain that fails fails the same way: each is marked invalid, so the
  /// problem is reported once.
  private mutating func target(of value: JSONNode, startingAt origin: Int?) -> Int? {
    var chain: [Int] = origin.map { [$0] } ?? []
    guard let end = follow(value, chain: &chain) else {
      for token in chain { resolutions[token] = .done(.unusable(.invalid), type: raw[token].type) }
      return nil
    }
    return end
  }

  private mutating func follow(_ value: JSONNode, chain: inout [Int]) -> Int? {
    if let last = chain.last, case .done(.unusable(.invalid), _) = resolutions[last] {
      return nil  // reported when its own chain was followed
    }
    var current = value
    while let name = alias(current) {
      guard let next = indexByPath[name] else {
        var suggestion: String?
        if suggestionSearches < limits.maximumDiagnostics {
          suggestionSearches += 1
          suggestion = Suggestions.nearest(to: name, in: raw.map(\.path))
        }
        report(.unknownTokenAlias(alias: name, suggestion: suggestion), current)
        return nil
      }
      if let start = chain.firstIndex(of: next) {
        let names = (chain[start...] + [next]).map { raw[$0].path }
        report(.tokenAliasCycle(chain: names), current)
        return nil
      }
      guard chain.count < Self.maximumAliasChain else {
        report(
          .invalidToken(
            token: raw[next].path, problem: .aliasChainTooLong(limit: Self.maximumAliasChain)),
          current)
        return nil
      }
      chain.append(next)
      if case .done(.unusable(.invalid), _) = resolutions[next] { return nil }
      current = raw[next].value
    }
    return chain.last
  }

  /// The value of token `index`, its aliases followed.
  private mutating func resolve(_ index: Int) -> DesignTokenValue {
    switch resolutions[index] {
    case .done(let value, _): return value
    case .inProgress: return .unusable(.invalid)
    case .pending: break
    }
    resolutions[index] = .inProgress
    var value = DesignTokenValue.unusable(.invalid)
    var type = raw[index].type
    if alias(raw[index].value) != nil {
      if let end = target(of: raw[index].value, startingAt: index), end != index {
        value = resolve(end)
        if case .done(_, let targetType?) = resolutions[end] {
          if let type, type != targetType {
            // The token (or its group) says one type, the token it names is another.
            report(
              .invalidToken(
                token: raw[index].path, problem: .aliasWrongType(expected: type, found: targetType)),
              raw[index].value)
            value = .unusable(.invalid)
          }
          type = targetType
        }
      }
    } else {
      value = convert(index)
    }
    resolutions[index] = .done(value, type: type)
    return value
  }

  private enum TransitionShape { case transition, other }

  /// Whether token `index` (resolved) is a transition; an alias to one has the target's type.
  private func transitionMembers(_ index: Int) -> TransitionShape {
    guard case .done(_, let type) = resolutions[index] else { return .other }
    return type == "transition" ? .transition : .other
  }

  /// `.duration`, `.delay` and `.timingFunction` of transition token `index`.
  private mutating func resolveTransitionMembers(_ index: Int) -> [(String, DesignTokenValue)] {
    var source = index
    if alias(raw[index].value) != nil {
      guard let end = target(of: raw[index].value, startingAt: nil) else { return [] }
      source = end
    }
    let value = raw[source].value
    guard case .object = value.content else { return [] }
    var members: [(String, DesignTokenValue)] = []
    for (member, type) in [
      ("duration", "duration"), ("delay", "duration"), ("timingFunction", "cubicBezier"),
    ] {
      guard let field = value.member(member)?.value else {
        if !members.contains(where: { $1.isMissing }) {
          report(
            .invalidToken(token: raw[source].path, problem: .wrongValue(type: "transition")), value)
        }
        members.append((member, .unusable(.missing)))
        continue
      }
      if member == "timingFunction", let easing = extensionEasing(source) {
        members.append((member, easing))
        continue
      }
      members.append((member, memberValue(field, type: type, of: source)))
    }
    return members
  }

  /// A member of a composite: a literal of `type`, or an alias to a token of that type.
  private mutating func memberValue(_ field: JSONNode, type: String, of token: Int)
    -> DesignTokenValue
  {
    guard alias(field) != nil else { return convert(field, type: type, token: token) }
    guard let end = target(of: field, startingAt: nil) else { return .unusable(.invalid) }
    let targetType = raw[end].type
    if let targetType, targetType != type {
      report(
        .invalidToken(
          token: raw[token].path, problem: .aliasWrongType(expected: type, found: targetType)),
        field)
      return .unusable(.invalid)
    }
    return resolve(end)
  }

  // MARK: Convert

  private mutating func convert(_ index: Int) -> DesignTokenValue {
    let token = raw[index]
    guard let type = token.type else {
      report(.invalidToken(token: token.path, problem: .missingType), token.value)
      return .unusable(.invalid)
    }
    if type == "transition" {
      // Its members are read on their own; a `dev.motionc` easing is its `timingFunction`.
      guard case .object = token.value.content else {
        report(.invalidToken(token: token.path, problem: .wrongValue(type: type)), token.value)
        return .unusable(.invalid)
      }
      return .unusable(.composite)
    }
    if let easing = extensionEasing(index) {
      guard type == "cubicBezier" else {
        report(.invalidToken(token: token.path, problem: .invalidExtension), token.value)
        return .unusable(.invalid)
      }
      return easing
    }
    return convert(token.value, type: type, token: index)
  }

  /// The curve of the `dev.motionc` extension of token `index`, if it has one.
  private mutating func extensionEasing(_ index: Int) -> DesignTokenValue? {
    guard let entry = raw[index].extensions?.member(Self.extensionKey)?.value else { return nil }
    guard let spelling = entry.member("easing")?.value, case .string(let text) = spelling.content
    else {
      report(.invalidToken(token: raw[index].path, problem: .invalidExtension), entry)
      return .unusable(.invalid)
    }
    // The string's bytes are the text (an easing needs no escapes), so the parsed value's
    // ranges point into the token file, and so do its diagnostics.
    let inner = SourceRange(start: spelling.range.start + 1, end: spelling.range.end - 1)
    guard file.text(inner) == text else {
      report(.invalidToken(token: raw[index].path, problem: .invalidExtension), spelling)
      return .unusable(.invalid)
    }
    let source = SourceFile(path: file.path, bytes: Array(text.utf8), base: inner.start)
    let (expression, problems) = Parser.parseValue(source, limits: limits)
    diagnostics += problems
    return expression.map(DesignTokenValue.easingExpression) ?? .unusable(.invalid)
  }

  private mutating func convert(_ value: JSONNode, type: String, token: Int) -> DesignTokenValue {
    let path = raw[token].path
    func wrong() -> DesignTokenValue {
      report(.invalidToken(token: path, problem: .wrongValue(type: type)), value)
      return .unusable(.invalid)
    }
    switch type {
    case "duration":
      guard let (number, unit, text) = DesignTokenLiteral.measure(value) else { return wrong() }
      let scale: Double
      switch unit {
      case "ms": scale = 1e6
      case "s": scale = 1e9
      default:
        report(.invalidToken(token: path, problem: .unknownUnit(unit, type: type)), value)
        return .unusable(.invalid)
      }
      guard number >= 0, number * scale <= Double(limits.maximumDuration) else { return wrong() }
      return .duration((number * scale).rounded(), text: text)
    case "dimension":
      guard let (number, unit, text) = DesignTokenLiteral.measure(value) else { return wrong() }
      switch unit {
      case "px", "pt": return .length(number, text: text)
      case "rem", "em": return .unusable(.relativeLength(unit: unit))
      default:
        report(.invalidToken(token: path, problem: .unknownUnit(unit, type: type)), value)
        return .unusable(.invalid)
      }
    case "number":
      guard case .number(let number, let text) = value.content,
        abs(number) <= limits.maximumMagnitude
      else { return wrong() }
      return .number(number, text: text)
    case "cubicBezier":
      guard case .array(let elements) = value.content, elements.count == 4 else { return wrong() }
      var numbers: [Double] = []
      for element in elements {
        guard case .number(let number, _) = element.content else { return wrong() }
        numbers.append(number)
      }
      guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return wrong() }
      let curve = CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
      guard (try? curve.validate()) != nil else { return wrong() }
      return .easing(.cubicBezier(curve))
    case "color":
      return DesignTokenLiteral.color(value) ?? wrong()
    default:
      return .unusable(.type(type))
    }
  }

  private mutating func report(_ kind: DiagnosticKind, _ value: JSONNode) {
    diagnostics.append(Diagnostic(kind, at: value.range))
  }

  private mutating func report(_ kind: DiagnosticKind, _ member: JSONNode.Member) {
    diagnostics.append(Diagnostic(kind, at: member.keyRange))
  }
}
