import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

@testable import MotionLanguageServer

/// Completion, go to definition, document symbols, formatting and code actions.
final class EditorFeatureTests: XCTestCase {
  private let uri = "file:///specs/card.motion"

  private func session(_ text: String) -> Session {
    let session = Session()
    session.initialize()
    session.open(uri, text)
    return session
  }

  private func labels(_ marked: MarkedText, _ marker: Int) -> [String] {
    let result = session(marked.text).request(
      "textDocument/completion", Session.at(uri, marked[marker]))
    XCTAssertEqual(result["result"]?["isIncomplete"], false)
    return (result["result"]?["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
  }

  // MARK: Completion

  func testEasingsAfterEase() {
    let found = labels(MarkedText("moveX 1 over 1s ease 1️⃣\n"), 1)
    XCTAssertEqual(found.count, Easing.allNames.count + 4)
    XCTAssertTrue(found.contains("easeOutBack"))
    XCTAssertTrue(found.contains("spring(duration:, bounce:)"))
  }

  func testEasingsWhileTypingOne() {
    XCTAssertTrue(labels(MarkedText("moveX 1 ease easeO1️⃣\n"), 1).contains("easeOutQuad"))
  }

  func testStatementStart() {
    let found = labels(MarkedText("target card\n1️⃣\n"), 1)
    for expected in [
      "moveX", "scale", "cornerRadius", "target", "merge", "play", "let", "view", "card",
    ] {
      XCTAssertTrue(found.contains(expected), expected)
    }
    XCTAssertFalse(found.contains("over"))
  }

  func testStatementStartInsideAGroup() {
    let found = labels(MarkedText("merge < moveX 1, 1️⃣ >\n"), 1)
    XCTAssertTrue(found.contains("opacity"))
    XCTAssertTrue(found.contains("sequence"))
  }

  func testPropertiesAfterAnElement() {
    let found = labels(MarkedText("badge.1️⃣\n"), 1)
    XCTAssertEqual(Set(found), Set(Property.allCases.map(\.rawValue) + ["scale"]))
  }

  func testModifiersNotUsedYet() {
    let found = labels(MarkedText("moveX 20 over 1s 1️⃣\n"), 1)
    XCTAssertEqual(Set(found), ["wait", "delay", "ease", "from", "repeat", "yoyo", "in"])
  }

  func testValuesAfterTheProperty() {
    let found = labels(MarkedText("let far = 200\nmoveX 1️⃣\n"), 1)
    XCTAssertTrue(found.contains("by"))
    XCTAssertTrue(found.contains("far"))
    XCTAssertTrue(found.contains("random(a, b)"))
  }

  func testLetsAndParametersWhereAValueGoes() {
    let marked = MarkedText(
      """
      let quick = 0.2s
      motion shake(amount = 20, beat = 0.04s) <
        let half = amount / 2
        moveX half over 1️⃣
      >
      moveX 1 over 2️⃣
      """)
    // After `over` the durations in scope; `amount` and `half` are numbers.
    let inside = labels(marked, 1)
    for expected in ["beat", "quick"] {
      XCTAssertTrue(inside.contains(expected), expected)
    }
    XCTAssertFalse(inside.contains("amount"))
    XCTAssertFalse(inside.contains("half"))
    let outside = labels(marked, 2)
    XCTAssertTrue(outside.contains("quick"))
    XCTAssertFalse(outside.contains("beat"))
  }

  func testMotionsAndTheirParameters() {
    let marked = MarkedText(
      "motion shake(amount = 20, beat = 0.04s) < moveX amount over beat >\nplay 1️⃣\nplay shake(2️⃣)\nplay shake(amount: 3, 3️⃣)\n"
    )
    XCTAssertEqual(labels(marked, 1), ["shake"])
    XCTAssertEqual(labels(marked, 2), ["amount", "beat"])
    XCTAssertEqual(labels(marked, 3), ["amount", "beat"])
  }

  func testElementsAfterOnAndTarget() {
    let marked = MarkedText(
      "target card\nbadge.moveX 1\nmotion m < moveX 1 >\nplay m on 1️⃣\ntarget 2️⃣\n")
    XCTAssertEqual(labels(marked, 1), ["view", "card", "badge"])
    XCTAssertEqual(labels(marked, 2), ["view", "card", "badge"])
  }

  func testColorSpacesAndSpringLabels() {
    XCTAssertEqual(labels(MarkedText("color #FFF over 1s in 1️⃣\n"), 1), ["srgb", "linear", "oklab"])
    XCTAssertTrue(labels(MarkedText("moveX 1 ease spring(1️⃣)\n"), 1).contains("dampingRatio"))
    XCTAssertEqual(
      labels(MarkedText("moveX 1 ease steps(4, 1️⃣)\n"), 1),
      ["jump-start", "jump-end", "jump-none", "jump-both"])
  }

  /// The completion items at each marker of `text`, opened as `card.motion` in `folder` (so
  /// that its imports are read from there).
  private func completions(_ text: MarkedText, in folder: TemporaryFolder) throws -> (Int) ->
    [JSONValue]
  {
    let path = try folder.write("card.motion", "")
    let session = Session()
    session.initialize()
    let uri = DocumentURI.uri(of: path)
    session.open(uri, text.text)
    return { marker in
      session.request("textDocument/completion", Session.at(uri, text[marker]))["result"]?["items"]?
        .arrayValue ?? []
    }
  }

  func testImportedNamesAreOffered() throws {
    let folder = try TemporaryFolder()
    try folder.write("tokens.motion", "let brand = #3182F6\nmotion fade < opacity 0 >\n")
    let items = try completions(
      MarkedText("import \"tokens.motion\"\ninitial color 1️⃣\nplay 2️⃣\n"), in: folder)
    let brand = items(1).first { $0["label"] == "brand" }
    XCTAssertEqual(brand?["detail"], "= #3182F6FF (from tokens.motion)")
    XCTAssertEqual(items(2).compactMap { $0["label"] }, ["fade"])
  }

  func testDesignTokensAreOfferedByNameAndAfterEachDot() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "design.json",
      """
      {"motion": {"fast": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}},
                  "slow": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}},
       "brand": {"$type": "color", "$value": "#3182F6"}}
      """)
    let items = try completions(
      MarkedText(
        "import \"design.json\" as tokens\nmoveX 1 over 1️⃣\nmoveX 1 over tokens.2️⃣\n"
          + "moveX 1 over tokens.motion.3️⃣\nmoveX 1 over tokens.motion.sl4️⃣\ncard.5️⃣\n"),
      in: folder)
    func labels(_ marker: Int) -> [String] { items(marker).compactMap { $0["label"]?.stringValue } }
    let fast = items(1).first { $0["label"] == "tokens.motion.fast" }
    XCTAssertEqual(fast?["detail"], "= 0.2s (token from design.json)")
    // A color is no duration.
    XCTAssertFalse(labels(1).contains("tokens.brand"))
    XCTAssertEqual(labels(2), ["motion.fast", "motion.slow"])
    XCTAssertEqual(labels(3), ["fast", "slow"])
    XCTAssertEqual(labels(4), ["fast", "slow"])
    // Not a token name: an element's properties.
    XCTAssertEqual(Set(labels(5)), Set(Property.allCases.map(\.rawValue) + ["scale"]))
  }

  /// A token file with a duration, two easings and a color, as `design.json` in `folder`.
  private func writeDesignTokens(in folder: TemporaryFolder) throws {
    try folder.write(
      "design.json",
      """
      {"motion": {"duration": {"short": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}}},
                  "easing": {"standard": {"$type": "cubicBezier", "$value": [0.2, 0, 0, 1]},
                             "emphasized": {"$type": "cubicBezier", "$value": [0.3, 0, 0, 1]}}},
       "brand": {"$type": "color", "$value": "#3182F6"}}
      """)
  }

  func testEaseOffersEasingLetsImportedLetsAndTokens() throws {
    let folder = try TemporaryFolder()
    try folder.write("shared.motion", "let pop = easeOutBack\nlet gap = 0.1s\n")
    try writeDesignTokens(in: folder)
    let items = try completions(
      MarkedText(
        """
        import "shared.motion"
        import "design.json" as tokens
        let standard = cubic(0.2, 0, 0, 1)
        let quick = 0.2s
        motion enter(curve = easeOut, amount = 20) < moveX amount over quick ease 1️⃣ >
        moveX 1 over 1s ease 2️⃣

        """), in: folder)
    func labels(_ marker: Int) -> [String] { items(marker).compactMap { $0["label"]?.stringValue } }
    for expected in [
      "standard", "pop", "tokens.motion.easing.standard", "tokens.motion.easing.emphasized",
      "easeOutBack", "spring(duration:, bounce:)",
    ] {
      XCTAssertTrue(labels(2).contains(expected), expected)
    }
    XCTAssertTrue(labels(1).contains("curve"))
    XCTAssertFalse(labels(2).contains("curve"))
    for unexpected in [
      "quick", "gap", "amount", "tokens.motion.duration.short", "tokens.brand", "random(a, b)",
    ] {
      XCTAssertFalse(labels(1).contains(unexpected), unexpected)
      XCTAssertFalse(labels(2).contains(unexpected), unexpected)
    }
    let pop = items(2).first { $0["label"] == "pop" }
    XCTAssertEqual(pop?["detail"], "= easeOutBack (from shared.motion)")
  }

  func testOverOffersDurationsAndNoEasings() throws {
    let folder = try TemporaryFolder()
    try folder.write("shared.motion", "let gap = 0.1s\nlet pop = easeOutBack\n")
    try writeDesignTokens(in: folder)
    let items = try completions(
      MarkedText(
        """
        import "shared.motion"
        import "design.json" as tokens
        let quick = 0.2s
        let standard = cubic(0.2, 0, 0, 1)
        let far = 200
        motion enter(beat = 0.1s, curve = easeOut) < moveX 1 over 1️⃣ >

        """), in: folder)
    let found = items(1).compactMap { $0["label"]?.stringValue }
    for expected in ["quick", "gap", "beat", "tokens.motion.duration.short", "random(a, b)"] {
      XCTAssertTrue(found.contains(expected), expected)
    }
    for unexpected in [
      "standard", "pop", "curve", "far", "easeOut", "cubic(x1, y1, x2, y2)",
      "tokens.motion.easing.standard", "tokens.brand",
    ] {
      XCTAssertFalse(found.contains(unexpected), unexpected)
    }
  }

  /// Wherever a duration goes (`over`, `delay`, `wait`, a group's `over`, `stagger`, a drift's
  /// `for`, inside `random(…)` there, and after `-`), nothing offered is an easing: no
  /// built-in one, no easing `let`, parameter or token.
  func testNothingOfferedAfterOverIsAnEasing() throws {
    let folder = try TemporaryFolder()
    try writeDesignTokens(in: folder)
    let marked = MarkedText(
      """
      import "design.json" as tokens
      let standard = easeOut
      motion enter(curve = easeInOut) <
        moveX 1 over 1️⃣
      >
      moveX 1 delay 2️⃣
      wait 3️⃣
      merge < moveX 1 > over 4️⃣
      stagger 5️⃣
      drift within 10 x 10 speed 10 for 6️⃣
      moveX 1 over random(7️⃣
      moveX 1 over -8️⃣
      moveX 1 over tokens.9️⃣

      """)
    let items = try completions(marked, in: folder)
    let easingNames =
      Set(
        Easing.allNames + ["standard", "curve", "tokens.motion.easing.standard", "easing.standard"])
    for marker in 1...9 {
      let found = items(marker).compactMap { $0["label"]?.stringValue }
      XCTAssertFalse(found.isEmpty, "\(marker)")
      for label in found {
        XCTAssertFalse(
          easingNames.contains(label) || label.hasPrefix("cubic(") || label.hasPrefix("spring(")
            || label.contains("easing."),
          "\(label) at \(marker)")
      }
    }
  }

  func testValuesOfThePropertysKind() throws {
    let folder = try TemporaryFolder()
    try writeDesignTokens(in: folder)
    let marked = MarkedText(
      """
      import "design.json" as tokens
      let far = 200pt
      let count = 3
      let half = 50%
      let tilt = 30deg
      let tint = #3182F6
      let quick = 0.2s
      let standard = easeOut
      moveX 1️⃣
      card.opacity 2️⃣
      rotate 3️⃣
      initial background 4️⃣
      scale 1 over 1s from 5️⃣
      moveX by 6️⃣
      set color 7️⃣

      """)
    let items = try completions(marked, in: folder)
    let lets = ["far", "count", "half", "tilt", "tint", "quick", "standard", "tokens.brand"]
    func names(_ marker: Int) -> Set<String> {
      Set(items(marker).compactMap { $0["label"]?.stringValue }).intersection(lets)
    }
    XCTAssertEqual(names(1), ["far", "count"])
    XCTAssertEqual(names(2), ["count", "half"])
    XCTAssertEqual(names(3), ["tilt"])
    XCTAssertEqual(names(4), ["tint", "tokens.brand"])
    XCTAssertEqual(names(5), ["count", "half"])
    XCTAssertEqual(names(6), ["far", "count"])
    XCTAssertEqual(names(7), ["tint", "tokens.brand"])
    // No easing where a property's value goes; `random` gives no color, `pick` may.
    let colors = items(4).compactMap { $0["label"]?.stringValue }
    XCTAssertFalse(colors.contains("easeOut"))
    XCTAssertFalse(colors.contains("random(a, b)"))
    XCTAssertTrue(colors.contains("pick(a, b, …)"))
    XCTAssertFalse(items(1).compactMap { $0["label"]?.stringValue }.contains("easeOut"))
  }

  func testEaseTokensOffersOnlyTheEasingTokensNames() throws {
    let folder = try TemporaryFolder()
    try writeDesignTokens(in: folder)
    let items = try completions(
      MarkedText(
        """
        import "design.json" as tokens
        moveX 1 ease tokens.1️⃣
        moveX 1 ease tokens.motion.2️⃣
        moveX 1 ease tokens.motion.easing.3️⃣
        moveX 1 ease tokens.motion.duration.4️⃣

        """), in: folder)
    func labels(_ marker: Int) -> [String] { items(marker).compactMap { $0["label"]?.stringValue } }
    XCTAssertEqual(labels(1), ["motion.easing.emphasized", "motion.easing.standard"])
    XCTAssertEqual(labels(2), ["easing.emphasized", "easing.standard"])
    XCTAssertEqual(labels(3), ["emphasized", "standard"])
    // Token names begin so, but none is an easing: nothing (not an element's properties).
    XCTAssertEqual(labels(4), [])
  }

  func testArgumentsOfTheParametersKind() {
    let marked = MarkedText(
      """
      let quick = 0.2s
      let far = 20
      let standard = easeOut
      motion enter(curve = easeOut, beat = 0.1s, amount = 8) < moveX amount over beat ease curve >
      play enter(curve: 1️⃣)
      play enter(beat: 2️⃣)
      play enter(amount: 3️⃣)
      moveX 1 ease spring(duration: 4️⃣)
      moveX 1 ease cubic(5️⃣)

      """)
    let lets: Set<String> = ["quick", "far", "standard"]
    func names(_ marker: Int) -> Set<String> { Set(labels(marked, marker)).intersection(lets) }
    XCTAssertEqual(names(1), ["standard"])
    XCTAssertTrue(labels(marked, 1).contains("easeInOut"))
    XCTAssertEqual(names(2), ["quick"])
    XCTAssertEqual(names(3), ["far"])
    XCTAssertEqual(names(4), ["quick"])
    XCTAssertEqual(names(5), ["far"])
  }

  func testNothingInCommentsOrStrings() {
    XCTAssertEqual(labels(MarkedText("moveX 1 # over 1️⃣\n"), 1), [])
    XCTAssertEqual(labels(MarkedText("import \"tok1️⃣ens.motion\"\n"), 1), [])
  }

  // MARK: Definition

  private func definition(_ marked: MarkedText, _ marker: Int) -> JSONValue {
    session(marked.text).request("textDocument/definition", Session.at(uri, marked[marker]))[
      "result"] ?? .null
  }

  func testDefinitionOfLetsMotionsAndParameters() {
    let marked = MarkedText(
      """
      let 1️⃣quick2️⃣ = 0.2s
      motion 3️⃣shake4️⃣(5️⃣amount6️⃣ = 20) <
        moveX am7️⃣ount over qu8️⃣ick
      >
      play sh9️⃣ake
      """)
    XCTAssertEqual(definition(marked, 8), ["uri": .string(uri), "range": marked.range(1, 2)])
    XCTAssertEqual(definition(marked, 9), ["uri": .string(uri), "range": marked.range(3, 4)])
    XCTAssertEqual(definition(marked, 7), ["uri": .string(uri), "range": marked.range(5, 6)])
  }

  func testDefinitionOfAnImportAndOfAnImportedName() throws {
    let folder = try TemporaryFolder()
    let tokens = try folder.write("tokens.motion", "# tokens\nlet quick = 0.2s\n")
    let path = try folder.write("card.motion", "")
    let marked = MarkedText("import \"tok1️⃣ens.motion\"\nmoveX 1 over qui2️⃣ck\n")
    let session = Session()
    session.initialize()
    let uri = DocumentURI.uri(of: path)
    session.open(uri, marked.text)
    let onImport = session.request("textDocument/definition", Session.at(uri, marked[1]))["result"]
    XCTAssertEqual(onImport?["uri"], .string(DocumentURI.uri(of: tokens)))
    XCTAssertEqual(
      onImport?["range"],
      TextRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)).json)
    let onName = session.request("textDocument/definition", Session.at(uri, marked[2]))["result"]
    XCTAssertEqual(onName?["uri"], .string(DocumentURI.uri(of: tokens)))
    XCTAssertEqual(
      onName?["range"],
      TextRange(start: .init(line: 1, character: 4), end: .init(line: 1, character: 9)).json)
  }

  func testNoDefinitionForProperties() {
    XCTAssertEqual(definition(MarkedText("mo1️⃣veX 1\n"), 1), .null)
  }

  // MARK: Symbols

  func testDocumentSymbols() {
    let text =
      "let quick = 0.2s\nmotion shake(amount = 20) <\n  let half = amount / 2\n  moveX half\n>\nplay shake\n"
    let result = session(text).request(
      "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
    let symbols = result["result"]?.arrayValue ?? []
    XCTAssertEqual(symbols.map { $0["name"] }, ["quick", "shake"])
    XCTAssertEqual(symbols.map { $0["kind"] }, [14, 12])
    XCTAssertEqual(symbols[0]["detail"], "= 0.2s")
    XCTAssertEqual(symbols[1]["detail"], "motion shake(amount = 20)")
    XCTAssertEqual(symbols[1]["children"]?.arrayValue?.map { $0["name"] }, ["amount", "half"])
    XCTAssertEqual(symbols[1]["children"]?[1]?["detail"], "= 10")
    XCTAssertEqual(
      symbols[1]["selectionRange"],
      TextRange(start: .init(line: 1, character: 7), end: .init(line: 1, character: 12)).json)
    XCTAssertEqual(
      symbols[1]["range"],
      TextRange(start: .init(line: 1, character: 0), end: .init(line: 4, character: 1)).json)
  }

  // MARK: Formatting

  func testFormattingRewritesTheWholeDocument() {
    let text =
      "target   card\nmerge<opacity 1 wait 0.1s over 0.3s from 0;moveY 0 over 0.4s>   # in together\n"
    let result = session(text).request(
      "textDocument/formatting",
      ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true]])
    let edits = result["result"]?.arrayValue ?? []
    XCTAssertEqual(edits.count, 1)
    XCTAssertEqual(
      edits.first?["newText"],
      "target card\nmerge < opacity 1 from 0 over 0.3s wait 0.1s, moveY 0 over 0.4s >  # in together\n"
    )
    XCTAssertEqual(
      edits.first?["range"],
      TextRange(start: .init(line: 0, character: 0), end: .init(line: 2, character: 0)).json)
  }

  func testFormattingAFormattedOrBrokenFileChangesNothing() {
    let formatted = session("moveX 1\n").request(
      "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": [:]])
    XCTAssertEqual(formatted["result"], [])
    let broken = session("merge < moveX 1\n").request(
      "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": [:]])
    XCTAssertEqual(broken["result"], [])
  }

  // MARK: Code actions

  func testCodeActionAppliesTheFixIt() {
    let marked = MarkedText("target card\n1️⃣movX2️⃣ 20 over 0.5s\nopacity 1 ease 3️⃣easeOt4️⃣\n")
    let session = session(marked.text)
    let result = session.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(uri)], "range": marked.range(1, 1),
        "context": ["diagnostics": []],
      ])
    let actions = result["result"]?.arrayValue ?? []
    XCTAssertEqual(actions.count, 1)
    XCTAssertEqual(actions.first?["title"], "Replace `movX` with `moveX`")
    XCTAssertEqual(actions.first?["kind"], "quickfix")
    XCTAssertEqual(
      actions.first?["edit"]?["changes"]?[uri],
      [["range": marked.range(1, 2), "newText": "moveX"]])
    XCTAssertEqual(actions.first?["diagnostics"]?[0]?["code"], "M0100")
    // The whole document: both fixes.
    let all = session.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(uri)],
        "range": TextRange(start: .init(line: 0, character: 0), end: .init(line: 3, character: 0))
          .json, "context": ["diagnostics": []],
      ])
    XCTAssertEqual(
      all["result"]?.arrayValue?.compactMap { $0["title"]?.stringValue },
      ["Replace `movX` with `moveX`", "Replace `easeOt` with `easeOut`"])
    // A line without a problem: none.
    let none = session.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(uri)],
        "range": TextRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 3))
          .json, "context": ["diagnostics": []],
      ])
    XCTAssertEqual(none["result"], [])
    _ = marked.range(3, 4)
  }
}
