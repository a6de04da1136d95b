import Foundation
import MotionRuntime
import MotionTestSupport
import XCTest

@testable import MotionCompiler

/// All wording lives in `Sources/MotionCompiler/Diagnostics/`: call sites name a kind, a note
/// or a label, never a sentence; and each kind's severity agrees with grammar.md's section 11.
final class DiagnosticWordingTests: XCTestCase {
  /// One value of every kind (``testEveryKindHasASample()`` checks that none is missing).
  private static let samples: [DiagnosticKind] = [
    .invalidUTF8(byte: 0xFF), .unexpectedCharacter("−", meant: "-"), .malformedColor("#12"),
    .unterminatedString, .invalidEscape("\\n"), .unknownUnit("px2"), .malformedNumber("1.2.3"),
    .fileTooLarge(size: 2, limit: 1),
    .tooManyErrors(shown: 100, hiddenErrors: 0, hiddenWarnings: 1),
    .expected(.statement, found: .endOfLine), .unclosedGroup, .unmatchedClose,
    .separatorOutsideGroup(";"), .nestingTooDeep(limit: 64),
    .unknownProperty("movX", suggestion: "moveX"),
    .wrongValueKind(property: "moveX", expected: .length, found: .color),
    .durationNeedsUnit(seconds: "2", milliseconds: "2000"), .angleNeedsUnit("90"),
    .valueOutOfRange(property: "opacity", value: "2"), .duplicateModifier("over"),
    .duplicateArgument("amount"), .negativeDuration, .yoyoWithoutRepeat,
    .noStartValue(property: "moveX"), .overlappingChanges(property: "moveX"),
    .initialAfterAnimated(property: "moveX"), .unknownEasing("eas", suggestion: nil),
    .invalidRepeatCount(limit: 1000), .colorSpaceOnNonColor(property: "moveX"),
    .unknownColorSpace("hsv"), .relativeColor, .duplicateInitial(property: "moveX"),
    .modifierNotAllowed(modifier: "over", on: .wait),
    .unitNotAllowed(unit: "%", property: "moveX"), .invalidEasingArgument(.cubicLabel),
    .numberTooLarge, .limitExceeded(.files(limit: 256)), .expectedDuration(found: .color),
    .unknownName("x", suggestion: nil),
    .incompatibleUnits(operation: .operation(.add), left: .duration, right: .length),
    .colorsAndNumbers,
    .unknownFunction("rnd", suggestion: "random"), .invalidCall(.pickEmpty), .divisionByZero,
    .duplicateDefinition(.name, name: "x"), .usedBeforeDefinition("x", imported: false),
    .unknownMotion("pop", suggestion: nil),
    .unknownArgument(motion: "pop", name: "x", suggestion: nil),
    .missingArgument(motion: "pop", name: "x"), .unlabeledArgument(motion: "pop"),
    .recursiveMotion(chain: ["a", "a"]), .misplaced(.seed),
    .importNotFound(path: "a.motion", resolved: "a.motion"),
    .importOutsideRoot(path: "../a.motion", root: "."), .importCycle(chain: ["a", "b", "a"]),
    .importUnreadable(path: "a.motion", reason: .permissionDenied), .invalidSeed,
    .invalidDrift(.notPositive(.speed, found: "0")),
    .driftStartOutside(axis: "moveX", value: "-1", size: "10"),
    .longerThanAllowed(.timeline, duration: 2_000_000_000, limit: 1_000_000_000),
    .missingReducedBlock,
    .conflictingInitial(property: "moveX", first: "1", second: "2"), .neverRuns(.step),
    .repeatsEndless, .foreverTakesNoTime, .repeatJumpsBack(property: "moveX", from: "1", to: "0"),
    .changeToSameValue(property: "moveX", value: "1"), .easingOnInstantChange,
    .springCutShort(settlesAfter: nil), .unusedLet("x"), .unusedMotion("pop"),
    .importedStepsIgnored("a.motion"), .waitAtEndOfMotion("pop"),
    .loneInstantChange(property: "moveX"),
    .visibleJump(property: "moveX", from: "1", to: "0", time: "1s"),
    .invalidTokenJSON(.textAfterValue), .invalidToken(token: "motion.short", problem: .missingType),
    .unknownTokenAlias(alias: "motion.shrt", suggestion: "motion.short"),
    .tokenAliasCycle(chain: ["a", "b", "a"]),
    .unusableToken(token: "tokens.size.body", reason: .relativeLength(unit: "rem")),
    .importAsMismatch(path: "tokens.json", isTokenFile: true),
    .deprecatedToken(token: "tokens.motion.old", explanation: ""),
  ]

  /// How many kinds there are: the cases of ``kindNumber(_:)``.
  private static let kindCount = 82

  /// A number for each kind, 0 to `kindCount - 1`: adding a kind fails to compile until it is
  /// numbered here, and ``testEveryKindHasASample()`` fails until it has a sample above.
  private static func kindNumber(_ kind: DiagnosticKind) -> Int {
    switch kind {
    case .invalidUTF8: return 0
    case .unexpectedCharacter: return 1
    case .malformedColor: return 2
    case .unterminatedString: return 3
    case .invalidEscape: return 4
    case .unknownUnit: return 5
    case .malformedNumber: return 6
    case .fileTooLarge: return 7
    case .tooManyErrors: return 8
    case .expected: return 9
    case .unclosedGroup: return 10
    case .unmatchedClose: return 11
    case .separatorOutsideGroup: return 12
    case .nestingTooDeep: return 13
    case .unknownProperty: return 14
    case .wrongValueKind: return 15
    case .durationNeedsUnit: return 16
    case .angleNeedsUnit: return 17
    case .valueOutOfRange: return 18
    case .duplicateModifier: return 19
    case .duplicateArgument: return 20
    case .negativeDuration: return 21
    case .yoyoWithoutRepeat: return 22
    case .noStartValue: return 23
    case .overlappingChanges: return 24
    case .initialAfterAnimated: return 25
    case .unknownEasing: return 26
    case .invalidRepeatCount: return 27
    case .colorSpaceOnNonColor: return 28
    case .unknownColorSpace: return 29
    case .relativeColor: return 30
    case .duplicateInitial: return 31
    case .modifierNotAllowed: return 32
    case .unitNotAllowed: return 33
    case .invalidEasingArgument: return 34
    case .numberTooLarge: return 35
    case .limitExceeded: return 36
    case .expectedDuration: return 37
    case .unknownName: return 38
    case .incompatibleUnits: return 39
    case .colorsAndNumbers: return 40
    case .unknownFunction: return 41
    case .invalidCall: return 42
    case .divisionByZero: return 43
    case .duplicateDefinition: return 44
    case .usedBeforeDefinition: return 45
    case .unknownMotion: return 46
    case .unknownArgument: return 47
    case .missingArgument: return 48
    case .unlabeledArgument: return 49
    case .recursiveMotion: return 50
    case .misplaced: return 51
    case .importNotFound: return 52
    case .importOutsideRoot: return 53
    case .importCycle: return 54
    case .importUnreadable: return 55
    case .invalidSeed: return 56
    case .invalidDrift: return 57
    case .driftStartOutside: return 58
    case .longerThanAllowed: return 59
    case .missingReducedBlock: return 60
    case .conflictingInitial: return 61
    case .neverRuns: return 62
    case .repeatsEndless: return 63
    case .foreverTakesNoTime: return 64
    case .repeatJumpsBack: return 65
    case .changeToSameValue: return 66
    case .easingOnInstantChange: return 67
    case .springCutShort: return 68
    case .unusedLet: return 69
    case .unusedMotion: return 70
    case .importedStepsIgnored: return 71
    case .waitAtEndOfMotion: return 72
    case .loneInstantChange: return 73
    case .visibleJump: return 74
    case .invalidTokenJSON: return 75
    case .invalidToken: return 76
    case .unknownTokenAlias: return 77
    case .tokenAliasCycle: return 78
    case .unusableToken: return 79
    case .importAsMismatch: return 80
    case .deprecatedToken: return 81
    }
  }

  func testEveryKindHasASample() {
    XCTAssertEqual(Set(Self.samples.map(Self.kindNumber)), Set(0..<Self.kindCount))
  }

  func testEveryKindHasADocumentedCodeAndTheSeverityGrammarGivesIt() throws {
    let grammar = try String(
      contentsOf: repositoryRoot.appendingPathComponent("grammar.md"), encoding: .utf8)
    guard let section = grammar.range(of: "\n## 11. Error codes"),
      let warnings = grammar.range(
        of: "\nThe warnings:", range: section.upperBound..<grammar.endIndex)
    else { return XCTFail("grammar.md: no section 11 with its table of warnings") }
    let errorTable = String(grammar[section.upperBound..<warnings.lowerBound])
    let warningTable = String(grammar[warnings.upperBound...])
    for kind in Self.samples {
      let code = kind.code
      let page = repositoryRoot.appendingPathComponent("docs/diagnostics/\(code).md")
      XCTAssertTrue(FileManager.default.fileExists(atPath: page.path), "\(code) has no page")
      let row = "| `\(code)` |"
      switch kind.severity {
      case .error:
        // The cap on shown problems is listed with the limits, as a warning.
        XCTAssertTrue(errorTable.contains(row), "\(code) is an error: grammar.md lists it so")
        XCTAssertFalse(warningTable.contains(row), "\(code) is an error, not a warning")
      case .warning:
        XCTAssertTrue(
          warningTable.contains(row)
            || kind == .tooManyErrors(shown: 100, hiddenErrors: 0, hiddenWarnings: 1),
          "\(code) is a warning: grammar.md lists it under \"The warnings\"")
      }
      XCTAssertFalse(kind.message.isEmpty, "\(code) has no message")
      XCTAssertFalse(kind.message.hasSuffix("."), "\(code): no trailing period")
    }
    XCTAssertEqual(
      Self.samples.filter { $0.severity == .warning }.map(\.code).sorted(),
      [
        "M0009", "M0200", "M0201", "M0202", "M0203", "M0204", "M0205", "M0206", "M0207", "M0208",
        "M0209", "M0210",
      ])
  }

  /// No sentence of a diagnostic outside the Diagnostics folder: no `"help:` literal, no note,
  /// label, expectation or free-text kind given as a string literal. (A test, not a proof: a
  /// sentence can hide in a variable; review keeps those out.)
  func testNoWordingOutsideTheDiagnosticsFolder() throws {
    let patterns = [
      "\"help:", "notes: [\"", "notes.append(\"", "RelatedRange(", ".expected(\"",
      "expected(\"", "Exceeded(\"", "Argument(\"", "invalidCall(\"", "invalidDrift(\"",
      "misplaced(what", ".unreadable(\"",
    ]
    let sources = repositoryRoot.appendingPathComponent("Sources")
    guard let files = FileManager.default.enumerator(atPath: sources.path) else {
      return XCTFail("no Sources folder")
    }
    var checked = 0
    for case let path as String in files
    where path.hasSuffix(".swift") && !path.hasPrefix("MotionCompiler/Diagnostics/")
      && !path.contains("/Generated/")
    {
      let text = try String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      checked += 1
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        for pattern in patterns where line.contains(pattern) {
          // A typed label is fine; a label written as a string literal is not.
          if pattern == "RelatedRange(", !line.contains("\"") { continue }
          XCTFail("Sources/\(path):\(number + 1): wording belongs in Diagnostics/: \(line)")
        }
      }
    }
    XCTAssertGreaterThan(checked, 50)
  }
}
