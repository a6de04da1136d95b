import Foundation
import MotionTestSupport
import XCTest

@testable import MotionLanguageServer

/// Diagnostics: positions in the agreed encoding, codes and links, related places, notes,
/// debouncing, text sync, and imports from open buffers.
final class DiagnosticsTests: XCTestCase {
  private let uri = "file:///specs/card.motion"

  private func session(encoding: String? = nil) -> Session {
    let session = Session(configuration: .init(docsBase: "https://example.org/docs", debounce: 0.2))
    session.initialize(encoding.map { ["general": ["positionEncodings": [.string($0)]]] } ?? [:])
    return session
  }

  func testErrorAfterNonBMPCharactersIsInUTF16() {
    let marked = MarkedText("# 😀🎬 a comment with emoji\n# 𝒳 more\n  1️⃣movX2️⃣ 20 over 0.5s\n")
    let diagnostics = session().open(uri, marked.text)
    XCTAssertEqual(diagnostics.count, 1)
    let diagnostic = diagnostics[0]
    XCTAssertEqual(diagnostic["range"], marked.range(1, 2))
    XCTAssertEqual(diagnostic["code"], "M0100")
    XCTAssertEqual(diagnostic["severity"], 1)
    XCTAssertEqual(diagnostic["source"], "motionc")
    XCTAssertEqual(diagnostic["codeDescription"]?["href"], "https://example.org/docs/M0100.md")
    XCTAssertEqual(diagnostic["message"]?.stringValue?.hasPrefix("unknown property `movX`"), true)
  }

  func testErrorOnTheEmojiLineItselfIsInUTF16() {
    // Outside comments, only a string may hold an emoji; the mistake after it on the line
    // is counted past its two UTF-16 units.
    let marked = MarkedText("moveX 20 // 😀\nimport \"😀𝒳.motion\" 1️⃣extra2️⃣\n")
    let diagnostics = session().open(uri, marked.text)
    XCTAssertTrue(diagnostics.contains { $0["range"] == marked.range(1, 2) }, "\(diagnostics)")
  }

  func testUTF8PositionsWhenNegotiated() {
    let marked = MarkedText("# 😀🎬 émoji\n1️⃣movX2️⃣ 20\n")
    let diagnostics = session(encoding: "utf-8").open(uri, marked.text)
    XCTAssertEqual(diagnostics.first?["range"], marked.range(1, 2, encoding: .utf8))
    let sameLine = MarkedText("import \"é😀.motion\" 1️⃣extra2️⃣\n")
    let more = session(encoding: "utf-8").open(uri, sameLine.text)
    XCTAssertTrue(
      more.contains { $0["range"] == sameLine.range(1, 2, encoding: .utf8) }, "\(more)")
    XCTAssertNotEqual(sameLine.position(1, encoding: .utf8), sameLine[1])
  }

  func testRelatedPlacesAndNotes() {
    let marked = MarkedText("merge <\n  1️⃣moveX 10 over 1s2️⃣\n  3️⃣moveX 20 over 1s4️⃣\n>\n")
    let diagnostics = session().open(uri, marked.text)
    let overlap = diagnostics.first { $0["code"] == "M0109" }
    XCTAssertNotNil(overlap, "\(diagnostics)")
    let related = overlap?["relatedInformation"]?.arrayValue ?? []
    XCTAssertEqual(related.count, 1)
    XCTAssertEqual(related.first?["location"]?["uri"], .string(uri))
    let ranges = [marked.range(1, 2), marked.range(3, 4)]
    XCTAssertTrue(ranges.contains(overlap?["range"] ?? .null))
    XCTAssertTrue(ranges.contains(related.first?["location"]?["range"] ?? .null))
    XCTAssertNotEqual(overlap?["range"], related.first?["location"]?["range"])
    // The notes follow the message on lines of their own.
    XCTAssertEqual(overlap?["message"]?.stringValue?.contains("\nhelp: "), true)
  }

  func testUnusedNamesAreFadedWarnings() {
    let diagnostics = session().open(uri, "let spare = 2\nmoveX 20\n")
    XCTAssertEqual(diagnostics.count, 1)
    XCTAssertEqual(diagnostics.first?["severity"], 2)
    XCTAssertEqual(diagnostics.first?["tags"], [1])
  }

  func testNoLinkWithoutDocs() {
    let plain = Session()
    plain.initialize()
    let diagnostics = plain.open(uri, "movX 20\n")
    XCTAssertNil(diagnostics.first?["codeDescription"])
    XCTAssertEqual(diagnostics.first?["code"], "M0100")
  }

  func testChangesAreDebounced() {
    let session = session()
    XCTAssertEqual(session.open(uri, "moveX 20\n").count, 0)
    func change(_ version: Int, _ text: String) -> [JSONValue] {
      session.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": .integer(version)],
          "contentChanges": [["text": .string(text)]],
        ])
    }
    // Two quick edits: nothing yet.
    XCTAssertEqual(change(2, "movX 20\n"), [])
    session.advance(by: 0.1)
    XCTAssertEqual(change(3, "movY 20\n"), [])
    session.advance(by: 0.15)
    XCTAssertEqual(session.drain(), [], "the second edit restarted the quiet time")
    XCTAssertEqual(session.server.nextDeadline ?? 0, 0.3, accuracy: 1e-9)
    session.advance(by: 0.1)
    let published = session.drain()
    XCTAssertEqual(published.count, 1)
    XCTAssertEqual(published.first?["params"]?["version"], 3)
    let diagnostics = Session.diagnostics(in: published, for: uri)
    XCTAssertEqual(
      diagnostics?.first?["message"]?.stringValue?.hasPrefix("unknown property `movY`"), true)
    XCTAssertNil(session.server.nextDeadline)
  }

  func testIncrementalEditsInUTF16() {
    let session = session()
    session.open(uri, "# 😀 note\nmoveX 20 over 1s\n")
    func edit(_ range: TextRange, _ text: String) {
      session.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": 2],
          "contentChanges": [["range": range.json, "text": .string(text)]],
        ])
    }
    // Replace the emoji (2 UTF-16 units at character 2) with two others, then `20` with `30`.
    edit(TextRange(start: .init(line: 0, character: 2), end: .init(line: 0, character: 4)), "🎬🎞")
    edit(TextRange(start: .init(line: 1, character: 6), end: .init(line: 1, character: 8)), "30")
    // Insert a line at the end, and delete `over 1s`.
    edit(
      TextRange(start: .init(line: 2, character: 0), end: .init(line: 2, character: 0)),
      "opacity 0\n")
    edit(TextRange(start: .init(line: 1, character: 9), end: .init(line: 1, character: 17)), "")
    XCTAssertEqual(
      String(decoding: session.server.documents[uri]?.bytes ?? [], as: UTF8.self),
      "# 🎬🎞 note\nmoveX 30 \nopacity 0\n")
    // Several changes in one notification apply in order.
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": 3],
        "contentChanges": [
          [
            "range": TextRange(
              start: .init(line: 1, character: 0), end: .init(line: 1, character: 5)
            ).json, "text": "moveY",
          ],
          [
            "range": TextRange(
              start: .init(line: 1, character: 0), end: .init(line: 1, character: 4)
            ).json, "text": "set",
          ],
        ],
      ])
    XCTAssertEqual(
      String(decoding: session.server.documents[uri]?.bytes ?? [], as: UTF8.self),
      "# 🎬🎞 note\nsetY 30 \nopacity 0\n")
    XCTAssertEqual(session.server.documents[uri]?.version, 3)
  }

  func testIncrementalEditsInUTF8() {
    let session = session(encoding: "utf-8")
    session.open(uri, "# é😀\nmoveX 1\n")
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": 2],
        // `é` is 2 bytes, `😀` 4: replace the emoji at bytes 4..<8 of line 0.
        "contentChanges": [
          [
            "range": TextRange(
              start: .init(line: 0, character: 4), end: .init(line: 0, character: 8)
            ).json, "text": "ok",
          ]
        ],
      ])
    XCTAssertEqual(
      String(decoding: session.server.documents[uri]?.bytes ?? [], as: UTF8.self),
      "# éok\nmoveX 1\n")
  }

  func testADeeplyNestedEasingIsADiagnosticNotACrash() {
    let deep = 3_000
    let text =
      "moveX 1 over 1s ease " + String(repeating: "spring(duration: ", count: deep)
      + "1s" + String(repeating: ")", count: deep) + "\n"
    let session = session()
    let published = session.open(uri, text)
    XCTAssertEqual(published.map { $0["code"] }, ["M0016"], "\(published)")
  }

  func testAnErrorAfterManyWarningsIsPublished() {
    let text = (0..<150).map { "let a\($0) = \($0)\n" }.joined() + "moveX 1 over 1\n"
    let published = session().open(uri, text)
    XCTAssertEqual(published.count, 101)
    XCTAssertEqual(published.filter { $0["code"] == "M0102" }.count, 1)
  }

  func testClosingClearsDiagnostics() {
    let session = session()
    XCTAssertEqual(session.open(uri, "movX 1\n").count, 1)
    let messages = session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
    XCTAssertEqual(Session.diagnostics(in: messages, for: uri), [])
    XCTAssertNil(session.server.documents[uri])
  }

  func testUnsavedImportedBuffersAreUsed() throws {
    let folder = try TemporaryFolder()
    let tokensPath = try folder.write("tokens.motion", "let quick = 0.2s\n")
    let mainPath = try folder.write(
      "card.motion", "import \"tokens.motion\"\nmoveX 20 over brisk\n")
    let mainURI = DocumentURI.uri(of: mainPath)
    let tokensURI = DocumentURI.uri(of: tokensPath)
    let session = session()
    // On disk `brisk` does not exist.
    let before = session.open(mainURI, try String(contentsOfFile: mainPath, encoding: .utf8))
    XCTAssertEqual(before.map { $0["code"] }, ["M0140"], "\(before)")
    // The open, unsaved buffer of tokens.motion defines it.
    session.open(tokensURI, "let quick = 0.2s\nlet brisk = 0.1s\n")
    session.advance(by: 0.3)
    let after = Session.diagnostics(in: session.drain(), for: mainURI)
    XCTAssertEqual(after, [])
    // An error in the imported buffer shows at the import, pointing at the buffer.
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(tokensURI), "version": 2],
        "contentChanges": [["text": "let quick = 0.2s\nlet brisk = 0.1s\nlet other = 1 +\n"]],
      ])
    session.advance(by: 0.3)
    let broken = Session.diagnostics(in: session.drain(), for: mainURI) ?? []
    XCTAssertEqual(broken.count, 1, "\(broken)")
    XCTAssertEqual(
      broken.first?["range"],
      TextRange(start: .init(line: 0, character: 7), end: .init(line: 0, character: 22)).json)
    XCTAssertEqual(broken.first?["message"]?.stringValue?.hasPrefix("in `tokens.motion`: "), true)
    XCTAssertEqual(
      broken.first?["relatedInformation"]?[0]?["location"]?["uri"], .string(tokensURI))
  }

  func testABufferOpenedThroughALinkIsWhatImportsOfItsFileRead() throws {
    let folder = try TemporaryFolder()
    let tokensPath = try folder.write("real/tokens.motion", "let quick = 0.2s\n")
    let mainPath = try folder.write(
      "real/card.motion", "import \"tokens.motion\"\nmoveX 20 over brisk\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("alias"), withDestinationPath: folder.path("real"))
    let mainURI = DocumentURI.uri(of: mainPath)
    let realURI = DocumentURI.uri(of: tokensPath)
    let aliasURI = DocumentURI.uri(of: folder.path("alias/tokens.motion"))
    let session = session()
    let text = "let quick = 0.2s\nlet brisk = 0.1s\n"
    // The same file open twice, through its folder and through a link to the folder.
    session.open(aliasURI, text)
    session.open(realURI, text)
    XCTAssertEqual(session.open(mainURI, try String(contentsOfFile: mainPath, encoding: .utf8)), [])
    // Closing one keeps the other's buffer; closing both leaves the file on disk.
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(realURI)]])
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(mainURI), "version": 2],
        "contentChanges": [["text": "import \"tokens.motion\"\nmoveX 20 over brisk\n\n"]],
      ])
    session.advance(by: 0.3)
    XCTAssertEqual(Session.diagnostics(in: session.drain(), for: mainURI), [])
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(aliasURI)]])
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(mainURI), "version": 3],
        "contentChanges": [["text": "import \"tokens.motion\"\nmoveX 20 over brisk\n"]],
      ])
    session.advance(by: 0.3)
    let onDisk = Session.diagnostics(in: session.drain(), for: mainURI) ?? []
    XCTAssertEqual(onDisk.map { $0["code"] }, ["M0140"], "\(onDisk)")
  }

  func testAnImportIndexKnowsWhoImportsAFileAfterEveryAnalysis() {
    var index = ImportIndex()
    index.record(["/a", "/b"], for: "one")
    index.record(["/b"], for: "two")
    XCTAssertEqual(index.documents(importing: "/b"), ["one", "two"])
    index.record(["/c"], for: "one")
    XCTAssertEqual(index.documents(importing: "/a"), [])
    XCTAssertEqual(index.documents(importing: "/b"), ["two"])
    XCTAssertEqual(index.documents(importing: "/c"), ["one"])
    index.record([], for: "two")
    XCTAssertEqual(index.documents(importing: "/b"), [])
  }

  func testAnErrorInADesignTokenFileShowsAtItsImport() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("tokens.json", "{\"a\": {\"$type\": \"number\", \"$value\": \"x\"}}")
    let mainPath = try folder.write("card.motion", "")
    let session = session()
    let diagnostics = session.open(
      DocumentURI.uri(of: mainPath), "moveX 1\nimport \"tokens.json\" as t\n")
    XCTAssertEqual(diagnostics.map { $0["code"] }, ["M0171"], "\(diagnostics)")
    XCTAssertEqual(
      diagnostics.first?["range"],
      TextRange(start: .init(line: 1, character: 7), end: .init(line: 1, character: 20)).json)
    XCTAssertEqual(
      diagnostics.first?["message"]?.stringValue?.hasPrefix("in `tokens.json`: "), true)
  }

  func testHoverOnADesignTokenShowsItsValueAndFile() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "tokens.json", "{\n  \"quick\": {\"$type\": \"duration\", \"$value\": \"200ms\"}\n}")
    let uri = DocumentURI.uri(of: try folder.write("card.motion", ""))
    let session = session()
    session.open(uri, "import \"tokens.json\" as t\nmoveX 1 over t.quick\n")
    let hover = session.request(
      "textDocument/hover",
      ["textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 16]])
    XCTAssertEqual(
      hover["result"]?["contents"]?["value"]?.stringValue,
      "token `t.quick` = 0.2s (tokens.json:2)")
  }

  func testFilesChangedOnDiskAreReadAgain() throws {
    let folder = try TemporaryFolder()
    let tokens = try folder.write("tokens.motion", "let quick = 0.2s\n")
    let mainPath = try folder.write("card.motion", "")
    let mainURI = DocumentURI.uri(of: mainPath)
    let session = session()
    XCTAssertEqual(session.open(mainURI, "import \"tokens.motion\"\nmoveX 1 over quick\n"), [])
    try "let slow = 1s\n".write(toFile: tokens, atomically: true, encoding: .utf8)
    session.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": .string(DocumentURI.uri(of: tokens)), "type": 2]]])
    session.advance(by: 0.3)
    let diagnostics = Session.diagnostics(in: session.drain(), for: mainURI)
    XCTAssertEqual(diagnostics?.map { $0["code"] }, ["M0140"])
  }

  func testImportsStayInsideTheSpecsFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("outside.motion", "let x = 1\n")
    let mainPath = try folder.write("inner/card.motion", "import \"../outside.motion\"\n")
    let diagnostics = session().open(
      DocumentURI.uri(of: mainPath), "import \"../outside.motion\"\n")
    XCTAssertEqual(diagnostics.map { $0["code"] }, ["M0154"], "\(diagnostics)")
  }
}
