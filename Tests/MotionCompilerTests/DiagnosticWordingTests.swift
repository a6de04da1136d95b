import Foundation
import MotionRuntime
import XCTest

@testable import MotionCompiler

/// All wording lives in `Sources/MotionCompiler/Diagnostics/`: call sites name a kind, a note
/// or a label, never a sentence; and each kind's severity agrees with grammar.md's section 11.
final class DiagnosticWordingTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// One value of every kind (the compiler lists this switch's missing cases when a kind is
  /// added, through ``sampleIsExhaustive(_:)``).
  private static let samples: [DiagnosticKind] = [
    .invalidUTF8(byte: 0xFF), .unexpectedCharacter("−", meant: "-"), .malformedColor("#12"),
    .unterminatedString, .invalidEscape("\\n"), .unknownUnit("px2"), .malformedNumber("1.2.3"),
    .fileTooLarge(size: 2, limit: 1), .tooManyErrors(shown: 100, hidden: 1),
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
    .importUnreadable(path: "a.motion", reason: "denied"), .invalidSeed,
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
  ]

  /// Fails to compile when a kind is added without a sample above.
  private static func sampleIsExhaustive(_ kind: DiagnosticKind) {
    switch kind {
    case .invalidUTF8, .unexpectedCharacter, .malformedColor, .unterminatedString, .invalidEscape,
      .unknownUnit, .malformedNumber, .fileTooLarge, .tooManyErrors, .expected, .unclosedGroup,
      .unmatchedClose, .separatorOutsideGroup, .nestingTooDeep, .unknownProperty, .wrongValueKind,
      .durationNeedsUnit, .angleNeedsUnit, .valueOutOfRange, .duplicateModifier, .duplicateArgument,
      .negativeDuration, .yoyoWithoutRepeat, .noStartValue, .overlappingChanges,
      .initialAfterAnimated, .unknownEasing, .invalidRepeatCount, .colorSpaceOnNonColor,
      .unknownColorSpace, .relativeColor, .duplicateInitial, .modifierNotAllowed, .unitNotAllowed,
      .invalidEasingArgument, .numberTooLarge, .limitExceeded, .expectedDuration, .unknownName,
      .incompatibleUnits, .colorsAndNumbers, .unknownFunction, .invalidCall, .divisionByZero,
      .duplicateDefinition,
      .usedBeforeDefinition, .unknownMotion, .unknownArgument, .missingArgument, .unlabeledArgument,
      .recursiveMotion, .misplaced, .importNotFound, .importOutsideRoot, .importCycle,
      .importUnreadable, .invalidSeed, .invalidDrift, .driftStartOutside, .longerThanAllowed,
      .missingReducedBlock, .conflictingInitial, .neverRuns, .repeatsEndless, .foreverTakesNoTime,
      .repeatJumpsBack, .changeToSameValue, .easingOnInstantChange, .springCutShort, .unusedLet,
      .unusedMotion, .importedStepsIgnored, .waitAtEndOfMotion, .loneInstantChange, .visibleJump:
      return
    }
  }

  func testEveryKindHasADocumentedCodeAndTheSeverityGrammarGivesIt() throws {
    let grammar = try String(
      contentsOf: Self.root.appendingPathComponent("grammar.md"), encoding: .utf8)
    guard let section = grammar.range(of: "\n## 11. Error codes"),
      let warnings = grammar.range(
        of: "\nThe warnings:", range: section.upperBound..<grammar.endIndex)
    else { return XCTFail("grammar.md: no section 11 with its table of warnings") }
    let errorTable = String(grammar[section.upperBound..<warnings.lowerBound])
    let warningTable = String(grammar[warnings.upperBound...])
    for kind in Self.samples {
      Self.sampleIsExhaustive(kind)
      let code = kind.code
      let page = Self.root.appendingPathComponent("docs/diagnostics/\(code).md")
      XCTAssertTrue(FileManager.default.fileExists(atPath: page.path), "\(code) has no page")
      let row = "| `\(code)` |"
      switch kind.severity {
      case .error:
        // The cap on shown problems is listed with the limits, as a warning.
        XCTAssertTrue(errorTable.contains(row), "\(code) is an error: grammar.md lists it so")
        XCTAssertFalse(warningTable.contains(row), "\(code) is an error, not a warning")
      case .warning:
        XCTAssertTrue(
          warningTable.contains(row) || kind == .tooManyErrors(shown: 100, hidden: 1),
          "\(code) is a warning: grammar.md lists it under \"The warnings\"")
      }
      XCTAssertFalse(kind.message.isEmpty, "\(code) has no message")
      XCTAssertFalse(kind.message.hasSuffix("."), "\(code): no trailing period")
    }
    XCTAssertEqual(
      Self.samples.filter { $0.severity == .warning }.map(\.code).sorted(),
      [
        "M0009", "M0200", "M0201", "M0202", "M0203", "M0204", "M0205", "M0206", "M0207", "M0208",
        "M0209",
      ])
  }

  /// No sentence of a diagnostic outside the Diagnostics folder: no `"help:` literal, no note,
  /// label, expectation or free-text kind given as a string literal. (A test, not a proof: a
  /// sentence can hide in a variable; review keeps those out.)
  func testNoWordingOutsideTheDiagnosticsFolder() throws {
    let patterns = [
      "\"help:", "notes: [\"", "notes.append(\"", "RelatedRange(", ".expected(\"",
      "expected(\"", "Exceeded(\"", "Argument(\"", "invalidCall(\"", "invalidDrift(\"",
      "misplaced(what",
    ]
    let sources = Self.root.appendingPathComponent("Sources")
    guard let files = FileManager.default.enumerator(atPath: sources.path) else {
      return XCTFail("no Sources folder")
    }
    var checked = 0
    for case let path as String in files
    where path.hasSuffix(".swift") && !path.hasPrefix("MotionCompiler/Diagnostics/")
      && !path.hasSuffix("Explanations.swift")
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
