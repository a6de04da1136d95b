import MotionRuntime

/// Every diagnostic motionc reports, with its stable code, severity and wording.
///
/// All wording lives here and beside this file: the kinds that share a code list their messages
/// in `DiagnosticProblems.swift` (``Expectation``, ``EasingArgumentProblem``, ``ExceededLimit``,
/// …), notes and helps in ``DiagnosticNote``, labels of secondary ranges in ``RelatedLabel``.
/// Call sites give names and numbers, never sentences (`DiagnosticWordingTests` checks). Each
/// kind has one code and one severity, each in one exhaustive switch below, so a message leads
/// to its `docs/diagnostics/MXXXX.md` page through this file alone. Messages follow the rustc /
/// Elm voice: lowercase start, no trailing period, code in backticks.
public enum DiagnosticKind: Hashable, Sendable {
  // Lexical
  case invalidUTF8(byte: UInt8)
  /// A character that starts no token; `meant` is the ASCII character it looks like (a pasted
  /// `−` minus sign for `-`) or motionc's for it (`<` for a `{`), if any.
  case unexpectedCharacter(String, meant: String?)
  case malformedColor(String)
  case unterminatedString
  case invalidEscape(String)
  case unknownUnit(String)
  case malformedNumber(String)
  case fileTooLarge(size: Int, limit: Int)
  /// The cap on shown problems: how many are shown, and how many of each severity are not.
  case tooManyErrors(shown: Int, hiddenErrors: Int, hiddenWarnings: Int)
  // Syntax
  case expected(Expectation, found: Found)
  case unclosedGroup
  case unmatchedClose
  case separatorOutsideGroup(String)
  case nestingTooDeep(limit: Int)
  // Meaning
  case unknownProperty(String, suggestion: String?)
  case wrongValueKind(property: String, expected: ValueKind, found: QuantityKind)
  case durationNeedsUnit(seconds: String, milliseconds: String)
  case angleNeedsUnit(String)
  case valueOutOfRange(property: String, value: String)
  case duplicateModifier(String)
  /// An argument of `play` or of an easing given twice.
  case duplicateArgument(String)
  case negativeDuration
  case yoyoWithoutRepeat
  case noStartValue(property: String)
  case overlappingChanges(property: String)
  case initialAfterAnimated(property: String)
  case unknownEasing(String, suggestion: String?)
  case invalidRepeatCount(limit: Int)
  case colorSpaceOnNonColor(property: String)
  case unknownColorSpace(String)
  case relativeColor
  case duplicateInitial(property: String)
  case modifierNotAllowed(modifier: String, on: ModifierPlace)
  case unitNotAllowed(unit: String, property: String)
  case invalidEasingArgument(EasingArgumentProblem)
  case numberTooLarge
  case limitExceeded(ExceededLimit)
  case expectedDuration(found: QuantityKind)
  // Reuse: names, expressions, motions, imports, procedural motion
  case unknownName(String, suggestion: String?)
  case incompatibleUnits(operation: Combination, left: QuantityKind, right: QuantityKind)
  /// `pick` between colors and numbers.
  case colorsAndNumbers
  case unknownFunction(String, suggestion: String?)
  case invalidCall(CallProblem)
  case divisionByZero
  case duplicateDefinition(DefinedThing, name: String)
  /// A name used above its `let`, or above the `import` that brings it.
  case usedBeforeDefinition(String, imported: Bool)
  case unknownMotion(String, suggestion: String?)
  case unknownArgument(motion: String, name: String, suggestion: String?)
  case missingArgument(motion: String, name: String)
  case unlabeledArgument(motion: String)
  /// Motions that play each other: their names in the order they play, the first again last.
  case recursiveMotion(chain: [String])
  case misplaced(MisplacedStatement)
  case importNotFound(path: String, resolved: String)
  case importOutsideRoot(path: String, root: String)
  /// Files that import each other: their names, the first again last.
  case importCycle(chain: [String])
  case importUnreadable(path: String, reason: UnreadableImport)
  case invalidSeed
  case invalidDrift(DriftProblem)
  case driftStartOutside(axis: String, value: String, size: String)
  // Design-token files (`import "tokens.json" as tokens`)
  case invalidTokenJSON(JSONProblem)
  case invalidToken(token: String, problem: TokenProblem)
  case unknownTokenAlias(alias: String, suggestion: String?)
  case tokenAliasCycle(chain: [String])
  case unusableToken(token: String, reason: UnusableToken)
  /// `import` of a token file without `as NAME`, or `as` on a `.motion` file.
  case importAsMismatch(path: String, isTokenFile: Bool)
  // Design-system policies (`check --max-duration`, `--require-reduced`)
  case longerThanAllowed(MeasuredPart, duration: Tick, limit: Tick)
  case missingReducedBlock
  case conflictingInitial(property: String, first: String, second: String)
  // Endless timelines
  case neverRuns(NeverRunning)
  case repeatsEndless
  case foreverTakesNoTime
  // Warnings
  case repeatJumpsBack(property: String, from: String, to: String)
  case changeToSameValue(property: String, value: String)
  case easingOnInstantChange
  /// A spring that settles after the given seconds (as messages print them), or never.
  case springCutShort(settlesAfter: String?)
  case unusedLet(String)
  case unusedMotion(String)
  case importedStepsIgnored(String)
  case waitAtEndOfMotion(String)
  case loneInstantChange(property: String)
  case visibleJump(property: String, from: String, to: String, time: String)
  case deprecatedToken(token: String, explanation: String)

  /// The stable code, e.g. `M0100`. Codes never change meaning once released.
  public var code: String {
    switch self {
    case .invalidUTF8: return "M0001"
    case .unexpectedCharacter: return "M0002"
    case .malformedColor: return "M0003"
    case .unterminatedString: return "M0004"
    case .invalidEscape: return "M0005"
    case .unknownUnit: return "M0006"
    case .malformedNumber: return "M0007"
    case .fileTooLarge: return "M0008"
    case .tooManyErrors: return "M0009"
    case .expected: return "M0010"
    case .unclosedGroup: return "M0012"
    case .unmatchedClose: return "M0013"
    case .separatorOutsideGroup: return "M0014"
    case .nestingTooDeep: return "M0016"
    case .unknownProperty: return "M0100"
    case .wrongValueKind: return "M0101"
    case .durationNeedsUnit: return "M0102"
    case .angleNeedsUnit: return "M0103"
    case .valueOutOfRange: return "M0104"
    case .duplicateModifier, .duplicateArgument: return "M0105"
    case .negativeDuration: return "M0106"
    case .yoyoWithoutRepeat: return "M0107"
    case .noStartValue: return "M0108"
    case .overlappingChanges: return "M0109"
    case .initialAfterAnimated: return "M0110"
    case .unknownEasing: return "M0111"
    case .invalidRepeatCount: return "M0112"
    case .colorSpaceOnNonColor: return "M0113"
    case .unknownColorSpace: return "M0114"
    case .relativeColor: return "M0115"
    case .duplicateInitial: return "M0116"
    case .modifierNotAllowed: return "M0117"
    case .unitNotAllowed: return "M0118"
    case .invalidEasingArgument: return "M0119"
    case .numberTooLarge: return "M0120"
    case .limitExceeded: return "M0121"
    case .expectedDuration: return "M0122"
    case .unknownName: return "M0140"
    case .incompatibleUnits, .colorsAndNumbers: return "M0141"
    case .unknownFunction: return "M0142"
    case .invalidCall: return "M0143"
    case .divisionByZero: return "M0144"
    case .duplicateDefinition: return "M0145"
    case .usedBeforeDefinition: return "M0146"
    case .unknownMotion: return "M0147"
    case .unknownArgument: return "M0148"
    case .missingArgument: return "M0149"
    case .unlabeledArgument: return "M0150"
    case .recursiveMotion: return "M0151"
    case .misplaced: return "M0152"
    case .importNotFound: return "M0153"
    case .importOutsideRoot: return "M0154"
    case .importCycle: return "M0155"
    case .importUnreadable: return "M0156"
    case .invalidSeed: return "M0157"
    case .invalidDrift: return "M0158"
    case .driftStartOutside: return "M0159"
    case .longerThanAllowed: return "M0160"
    case .missingReducedBlock: return "M0161"
    case .conflictingInitial: return "M0162"
    case .neverRuns: return "M0130"
    case .repeatsEndless: return "M0131"
    case .foreverTakesNoTime: return "M0132"
    case .repeatJumpsBack: return "M0200"
    case .changeToSameValue: return "M0201"
    case .easingOnInstantChange: return "M0202"
    case .springCutShort: return "M0203"
    case .unusedLet: return "M0204"
    case .unusedMotion: return "M0205"
    case .importedStepsIgnored: return "M0206"
    case .waitAtEndOfMotion: return "M0207"
    case .loneInstantChange: return "M0208"
    case .visibleJump: return "M0209"
    case .invalidTokenJSON: return "M0170"
    case .invalidToken: return "M0171"
    case .unknownTokenAlias: return "M0172"
    case .tokenAliasCycle: return "M0173"
    case .unusableToken: return "M0174"
    case .importAsMismatch: return "M0175"
    case .deprecatedToken: return "M0210"
    }
  }

  /// Warnings (codes M0200 and up, and the cap on shown problems) point at something legal
  /// but probably unintended; they do not stop compilation (`check --strict` makes them fail).
  public var severity: Severity {
    switch self {
    case .invalidUTF8, .unexpectedCharacter, .malformedColor, .unterminatedString, .invalidEscape,
      .unknownUnit, .malformedNumber, .fileTooLarge, .expected, .unclosedGroup, .unmatchedClose,
      .separatorOutsideGroup, .nestingTooDeep, .unknownProperty, .wrongValueKind,
      .durationNeedsUnit, .angleNeedsUnit, .valueOutOfRange, .duplicateModifier, .duplicateArgument,
      .negativeDuration, .yoyoWithoutRepeat, .noStartValue, .overlappingChanges,
      .initialAfterAnimated, .unknownEasing, .invalidRepeatCount, .colorSpaceOnNonColor,
      .unknownColorSpace, .relativeColor, .duplicateInitial, .modifierNotAllowed, .unitNotAllowed,
      .invalidEasingArgument, .numberTooLarge, .limitExceeded, .expectedDuration, .unknownName,
      .incompatibleUnits, .colorsAndNumbers, .unknownFunction, .invalidCall, .divisionByZero,
      .duplicateDefinition,
      .usedBeforeDefinition, .unknownMotion, .unknownArgument, .missingArgument, .unlabeledArgument,
      .recursiveMotion, .misplaced, .importNotFound, .importOutsideRoot, .importCycle,
      .importUnreadable, .invalidTokenJSON, .invalidToken, .unknownTokenAlias, .tokenAliasCycle,
      .unusableToken, .importAsMismatch, .invalidSeed, .invalidDrift, .driftStartOutside,
      .longerThanAllowed,
      .missingReducedBlock, .conflictingInitial, .neverRuns, .repeatsEndless, .foreverTakesNoTime:
      return .error
    // The cap's note is a warning so that it never turns warnings alone into a failure (it
    // hides errors only when 100 others are shown: errors are kept first).
    case .tooManyErrors, .repeatJumpsBack, .changeToSameValue, .easingOnInstantChange,
      .springCutShort, .unusedLet, .unusedMotion, .importedStepsIgnored, .waitAtEndOfMotion,
      .loneInstantChange, .visibleJump, .deprecatedToken:
      return .warning
    }
  }

  /// The one-line message.
  public var message: String {
    switch self {
    case .invalidUTF8(let byte):
      return "this file is not valid UTF-8: unexpected byte 0x\(hex(byte))"
    case .unexpectedCharacter(let character, _):
      return "unexpected character `\(character)`"
    case .malformedColor(let text):
      return "`\(text)` is not a color: write `#RGB`, `#RRGGBB` or `#RRGGBBAA` in hex digits"
    case .unterminatedString:
      return "this string has no closing `\"`"
    case .invalidEscape(let escape):
      return "unknown escape `\(escape)` in a string: only `\\\"` and `\\\\` are allowed"
    case .unknownUnit(let unit):
      return "unknown unit `\(unit)`"
    case .malformedNumber(let text):
      return "`\(text)` is not a number"
    case .fileTooLarge(let size, let limit):
      return "this file is \(size) bytes; specs may be at most \(limit) bytes"
    case .tooManyErrors(let shown, let hiddenErrors, let hiddenWarnings):
      let hidden = [(hiddenErrors, "error"), (hiddenWarnings, "warning")].filter { $0.0 > 0 }
        .map { count, noun in "\(count) more \(noun)\(count == 1 ? "" : "s")" }
      let verb = hiddenErrors + hiddenWarnings == 1 ? "is" : "are"
      return
        "too many problems: \(shown) are shown (errors first), \(hidden.joined(separator: " and ")) \(verb) not"
    case .expected(let what, let found):
      return "expected \(what.text), found \(found.text)"
    case .unclosedGroup:
      return "this `<` is never closed"
    case .unmatchedClose:
      return "this `>` closes no group"
    case .separatorOutsideGroup(let separator):
      return "`\(separator)` separates statements only inside `< … >`"
    case .nestingTooDeep(let limit):
      return "nested too deeply: groups, parentheses and calls go at most \(limit) levels deep"
    case .unknownProperty(let name, _):
      return "unknown property `\(name)`"
    case .wrongValueKind(let property, let expected, let found):
      return "`\(property)` expects \(Self.example(of: expected)), found \(found.text)"
    case .durationNeedsUnit(let seconds, let milliseconds):
      return "durations need a unit: write `\(seconds)s` or `\(milliseconds)ms`"
    case .angleNeedsUnit(let number):
      return "angles need a unit: write `\(number)deg` (or use `turn` or `rad`)"
    case .valueOutOfRange(let property, let value):
      return "`\(property)` must be between 0 and 1 (or 0% and 100%), found `\(value)`"
    case .duplicateModifier(let name), .duplicateArgument(let name):
      return "`\(name)` is given twice"
    case .negativeDuration:
      return "durations cannot be negative"
    case .yoyoWithoutRepeat:
      return "`yoyo` needs `repeat`: it reverses every second play"
    case .noStartValue(let property):
      return "`\(property)` has no start value"
    case .overlappingChanges(let property):
      return "two changes of `\(property)` overlap in time"
    case .initialAfterAnimated(let property):
      return "`initial` for `\(property)` comes after `\(property)` is animated"
    case .unknownEasing(let name, _):
      return "unknown easing `\(name)`"
    case .invalidRepeatCount(let limit):
      return "`repeat` takes a whole number of plays from 1 to \(limit)"
    case .colorSpaceOnNonColor(let property):
      return "`in` chooses how colors mix, but `\(property)` is not a color"
    case .unknownColorSpace(let name):
      return "unknown color space `\(name)`: use `srgb`, `linear` or `oklab`"
    case .relativeColor:
      return "`by` does not work with colors: give the color to change to"
    case .duplicateInitial(let property):
      return "`\(property)` already has an initial value"
    case .modifierNotAllowed(let modifier, let on):
      return "`\(modifier)` is not allowed on \(on.text)"
    case .unitNotAllowed(let unit, let property):
      return "`\(unit)` is not a unit `\(property)` accepts"
    case .invalidEasingArgument(let problem):
      return problem.text
    case .numberTooLarge:
      return "this number is too large"
    case .limitExceeded(let limit):
      return limit.text
    case .expectedDuration(let found):
      return "expected a duration such as `0.5s` or `500ms`, found \(found.text)"
    case .neverRuns(let what):
      return "\(what.text) would never run: it comes after a `repeat forever`"
    case .repeatsEndless:
      return "this `repeat` would never get to its second play: what it repeats never ends"
    case .foreverTakesNoTime:
      return "one play of this `repeat forever` takes no time"
    case .repeatJumpsBack(let property, let from, let to):
      return "every play after the first jumps `\(property)` back from \(from) to \(to)"
    case .changeToSameValue(let property, let value):
      return "`\(property)` is already \(value) here, so this change does nothing"
    case .easingOnInstantChange:
      return "an instant change has no curve to ease"
    case .springCutShort(let settlesAfter):
      return "this `over` cuts the spring short: "
        + (settlesAfter.map { "it settles after \($0)" } ?? "it never settles")
    case .unknownName(let name, _):
      return "unknown name `\(name)`"
    case .incompatibleUnits(let operation, let left, let right):
      return "cannot \(operation.verb) \(left.text) and \(right.text)"
    case .colorsAndNumbers:
      return "cannot choose between colors and numbers"
    case .unknownFunction(let name, _):
      return
        "unknown function `\(name)`: the functions are `random(a, b)`, `pick(a, b, …)` and the "
        + "CSS colors `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)` and `oklch(…)`"
    case .invalidCall(let problem):
      return problem.text
    case .divisionByZero:
      return "division by zero"
    case .duplicateDefinition(let what, let name):
      return "\(what.text) `\(name)` is defined twice"
    case .usedBeforeDefinition(let name, let imported):
      return "`\(name)` is used before \(imported ? "the `import` that brings it" : "its `let`")"
    case .unknownMotion(let name, _):
      return "unknown motion `\(name)`"
    case .unknownArgument(let motion, let name, _):
      return "motion `\(motion)` has no parameter `\(name)`"
    case .missingArgument(let motion, let name):
      return "`play \(motion)` needs a value for `\(name)`, which has no default"
    case .unlabeledArgument(let motion):
      return "the arguments of `play \(motion)` need their parameter names"
    case .recursiveMotion(let chain):
      return "a motion cannot play itself: \(cycleText(chain, shortened: true))"
    case .misplaced(let statement):
      return statement.text
    case .importNotFound(let path, let resolved):
      return "cannot find `\(path)`" + (resolved == path ? "" : " (looked for \(resolved))")
    case .importOutsideRoot(let path, let root):
      return "`\(path)` is outside the folder imports may read, `\(root)`"
    case .importCycle(let chain):
      return "these files import each other in a cycle: \(cycleText(chain, shortened: false))"
    case .importUnreadable(let path, let reason):
      return "cannot read `\(path)`: \(reason.text)"
    case .invalidSeed:
      return "`seed` takes a whole number from 0 to 2^53 − 1 (9007199254740991)"
    case .invalidDrift(let problem):
      return problem.text
    case .driftStartOutside(let axis, let value, let size):
      return
        "`drift` starts outside its box: `\(axis)` is \(value), but the box runs from 0 to \(size)"
    case .longerThanAllowed(let what, let duration, let limit):
      return "\(what.text) lasts \(Ticks.decimalSeconds(duration))s, longer than the "
        + "\(Ticks.decimalSeconds(limit))s `--max-duration` allows"
    case .missingReducedBlock:
      return "this file moves, scales or rotates elements but has no `reduced` block"
    case .conflictingInitial(let property, let first, let second):
      return "`\(property)` cannot start at both \(first) and \(second)"
    case .unusedLet(let name):
      return "`\(name)` is never used"
    case .unusedMotion(let name):
      return "motion `\(name)` is never played"
    case .importedStepsIgnored(let path):
      return
        "the steps in `\(path)` are not played: an import brings only its `let`s, `defaults` and motions"
    case .waitAtEndOfMotion(let name):
      return "this `wait` ends motion `\(name)`, so every `play \(name)` lasts longer than it moves"
    case .loneInstantChange(let property):
      return "the only change of `\(property)` is instant (`over 0s`)"
    case .visibleJump(let property, let from, let to, let time):
      return
        "`\(property)` jumps from \(from) to \(to) at \(time), where a change starts `from` \(to)"
    case .invalidTokenJSON(let problem):
      return "this token file is not JSON: " + problem.message
    case .invalidToken(let token, let problem):
      // The top level of the file is a group without a name.
      return (token.isEmpty ? "the top-level group " : "token `\(token)` ") + problem.message
    case .unknownTokenAlias(let alias, _):
      return "the alias `{\(alias)}` names no token of this file"
    case .tokenAliasCycle(let chain):
      return
        "these tokens are aliases of each other in a cycle: \(cycleText(chain, shortened: false))"
    case .unusableToken(let token, let reason):
      return "token `\(token)` cannot be used here: " + reason.message
    case .importAsMismatch(let path, let isTokenFile):
      return isTokenFile
        ? "a token file needs a name to reach its tokens: write `import \"\(path)\" as tokens`"
        : "`as` names a token file's tokens; `\(path)` is a `.motion` file, whose names are used as they are"
    case .deprecatedToken(let token, let explanation):
      return "token `\(token)` is deprecated" + (explanation.isEmpty ? "" : ": \(explanation)")
    }
  }

  /// The name meant, for a misspelled one.
  public var suggestion: String? {
    switch self {
    case .unknownProperty(_, let suggestion), .unknownEasing(_, let suggestion),
      .unknownName(_, let suggestion), .unknownFunction(_, let suggestion),
      .unknownMotion(_, let suggestion), .unknownArgument(_, _, let suggestion),
      .unexpectedCharacter(_, let suggestion), .unknownTokenAlias(_, let suggestion):
      return suggestion
    case .invalidUTF8, .malformedColor, .unterminatedString, .invalidEscape, .unknownUnit,
      .malformedNumber, .fileTooLarge, .tooManyErrors, .expected, .unclosedGroup, .unmatchedClose,
      .separatorOutsideGroup, .nestingTooDeep, .wrongValueKind, .durationNeedsUnit, .angleNeedsUnit,
      .valueOutOfRange, .duplicateModifier, .duplicateArgument, .negativeDuration,
      .yoyoWithoutRepeat, .noStartValue, .overlappingChanges, .initialAfterAnimated,
      .invalidRepeatCount, .colorSpaceOnNonColor, .unknownColorSpace, .relativeColor,
      .duplicateInitial, .modifierNotAllowed, .unitNotAllowed, .invalidEasingArgument,
      .numberTooLarge, .limitExceeded, .expectedDuration, .incompatibleUnits, .colorsAndNumbers,
      .invalidCall, .divisionByZero, .duplicateDefinition, .usedBeforeDefinition, .missingArgument,
      .unlabeledArgument, .recursiveMotion, .misplaced, .importNotFound, .importOutsideRoot,
      .importCycle, .importUnreadable, .invalidSeed, .invalidDrift, .driftStartOutside,
      .longerThanAllowed, .missingReducedBlock, .conflictingInitial, .neverRuns, .repeatsEndless,
      .foreverTakesNoTime, .repeatJumpsBack, .changeToSameValue, .easingOnInstantChange,
      .springCutShort, .unusedLet, .unusedMotion, .importedStepsIgnored, .waitAtEndOfMotion,
      .loneInstantChange, .visibleJump, .invalidTokenJSON, .invalidToken, .tokenAliasCycle,
      .unusableToken, .importAsMismatch, .deprecatedToken:
      return nil
    }
  }

  /// The label under the caret, if any.
  public var label: String? {
    switch self {
    case .unknownProperty, .unknownEasing, .unknownName, .unknownFunction, .unknownMotion,
      .unknownArgument, .unexpectedCharacter, .unknownTokenAlias:
      return suggestion.map { "did you mean `\($0)`?" }
    case .unclosedGroup: return "opened here"
    case .overlappingChanges: return "this change"
    case .conflictingInitial(_, _, let second): return "this starts it at \(second)"
    case .invalidUTF8, .malformedColor, .unterminatedString, .invalidEscape, .unknownUnit,
      .malformedNumber, .fileTooLarge, .tooManyErrors, .expected, .unmatchedClose,
      .separatorOutsideGroup, .nestingTooDeep, .wrongValueKind, .durationNeedsUnit, .angleNeedsUnit,
      .valueOutOfRange, .duplicateModifier, .duplicateArgument, .negativeDuration,
      .yoyoWithoutRepeat, .noStartValue, .initialAfterAnimated, .invalidRepeatCount,
      .colorSpaceOnNonColor, .unknownColorSpace, .relativeColor, .duplicateInitial,
      .modifierNotAllowed, .unitNotAllowed, .invalidEasingArgument, .numberTooLarge, .limitExceeded,
      .expectedDuration, .incompatibleUnits, .colorsAndNumbers, .invalidCall, .divisionByZero,
      .duplicateDefinition, .usedBeforeDefinition, .missingArgument, .unlabeledArgument,
      .recursiveMotion, .misplaced, .importNotFound, .importOutsideRoot, .importCycle,
      .importUnreadable, .invalidSeed, .invalidDrift, .driftStartOutside, .longerThanAllowed,
      .missingReducedBlock, .neverRuns, .repeatsEndless, .foreverTakesNoTime, .repeatJumpsBack,
      .changeToSameValue, .easingOnInstantChange, .springCutShort, .unusedLet, .unusedMotion,
      .importedStepsIgnored, .waitAtEndOfMotion, .loneInstantChange, .visibleJump,
      .invalidTokenJSON, .invalidToken, .tokenAliasCycle, .unusableToken, .importAsMismatch,
      .deprecatedToken:
      return nil
    }
  }

  /// How a message names the values a property of `kind` takes, with an example.
  private static func example(of kind: ValueKind) -> String {
    switch kind {
    case .length: return "a length such as `20` or `20pt`"
    case .fraction: return "a number from 0 to 1, or a percentage"
    case .factor: return "a factor such as `1.2` or `120%`"
    case .angle: return "an angle such as `90deg`, `0.25turn` or `1.5rad`"
    case .color: return "a color such as `#3182F6`"
    }
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}

extension JSONProblem {
  /// The end of ``DiagnosticKind/invalidTokenJSON(_:)``'s message, and of the language
  /// server's answer to a message that is not JSON.
  package var message: String {
    switch self {
    case .expectedValue(let found): return "expected a value, found \(found)"
    case .expectedKey(let found): return "expected a key in quotes, found \(found)"
    case .expectedColon(let found): return "expected `:` after the key, found \(found)"
    case .expectedCommaOrClose(let close, let found):
      return "expected `,` or `\(close)`, found \(found)"
    case .textAfterValue: return "unexpected text after the value"
    case .unterminatedString: return "this string has no closing `\"`"
    case .invalidEscape(let escape): return "unknown escape `\(escape)`"
    case .controlCharacterInString:
      return "a control character (a line end, a tab) in a string: write `\\n` or `\\t`"
    case .malformedNumber(let text): return "`\(text)` is not a JSON number"
    case .duplicateKey(let key): return "the key `\(key)` is given twice in one object"
    case .invalidUTF8: return "a string that is not valid UTF-8"
    case .nestingTooDeep(let limit):
      return "objects and arrays nest more than \(limit) deep"
    }
  }
}

extension TokenProblem {
  /// The end of ``DiagnosticKind/invalidToken(token:problem:)``'s message.
  var message: String {
    switch self {
    case .typeNotAString:
      return "has a `$type` that is not a string, such as `\"duration\"`"
    case .missingType:
      return "has no `$type`: give it one, or give its group one"
    case .wrongValue(let type):
      return "is not a valid `\(type)`: " + TokenProblem.shape(of: type)
    case .unknownUnit(let unit, let type):
      return "has the unit `\(unit)`, which a `\(type)` does not take: "
        + TokenProblem.shape(of: type)
    case .invalidExtension:
      return "has a `dev.motionc` extension motionc cannot read: it takes "
        + "`{\"easing\": \"spring(duration: 0.4s, bounce: 0.2)\"}` on a `cubicBezier` or `transition` token"
    case .aliasChainTooLong(let limit):
      return "is reached through more than \(limit) aliases in a chain"
    case .aliasWrongType(let expected, let found):
      return "needs a `\(expected)` here, but the alias names a `\(found)`"
    }
  }

  /// What a value of a DTCG type looks like, for messages.
  static func shape(of type: String) -> String {
    switch type {
    case "duration": return "write `{\"value\": 200, \"unit\": \"ms\"}` (or `\"s\"`), not negative"
    case "dimension": return "write `{\"value\": 16, \"unit\": \"px\"}`"
    case "number": return "write a JSON number"
    case "cubicBezier": return "write `[x1, y1, x2, y2]`, with x1 and x2 from 0 to 1"
    case "color":
      return
        "write `{\"colorSpace\": \"srgb\", \"components\": [r, g, b]}` (0 to 1), or `\"#RRGGBB\"`"
    case "transition": return "write `{\"duration\": …, \"delay\": …, \"timingFunction\": …}`"
    default: return "see the DTCG format for `\(type)`"
    }
  }
}

extension UnusableToken {
  /// The end of ``DiagnosticKind/unusableToken(token:reason:)``'s message.
  var message: String {
    switch self {
    case .type(let type): return "motionc has no value of the type `\(type)`"
    case .relativeLength(let unit):
      return "`\(unit)` depends on a font size motionc does not know; use `px`"
    case .colorSpace(let space):
      return "motionc reads colors in `srgb`, or the `hex` of another space; `\(space)` has none"
    case .composite:
      return "a `transition` is used through `.duration`, `.delay` and `.timingFunction`"
    case .group: return "it is a group of tokens, not a token"
    case .jsonPointer:
      return
        "motionc does not follow `$ref` (JSON Pointer) references; use an alias, `{group.token}`"
    case .invalid: return "its value has an error in the token file"
    case .missing: return "the `transition` in the token file lacks it"
    }
  }
}
