import Foundation
import MotionTestSupport
import XCTest

@testable import MotionLanguageServer

/// Every request at many positions of every example spec and every malformed input of the
/// corpus: each gets a result (or an error response), never a crash.
final class RequestAtEveryPositionTests: XCTestCase {
  private func files(in folder: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: repositoryRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "motion" }.sorted { $0.path < $1.path }
  }

  func testEveryRequestAnywhereInEveryFile() throws {
    let urls = try files(in: "specs") + files(in: "Tests/Fixtures/corpus")
    XCTAssertGreaterThan(urls.count, 200)
    let session = Session()
    session.initialize()
    var requests = 0
    for url in urls {
      // The client's view of the file: its bytes decoded as UTF-8, mistakes repaired.
      let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      let uri = url.absoluteString
      session.open(uri, text)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      // A few positions a file: its start, a line's middle, past a line's end, past the end.
      let middle = lines.count / 2
      let positions = [
        Position(line: 0, character: 0),
        Position(line: middle, character: lines[middle].utf16.count / 2),
        Position(line: max(0, lines.count - 2), character: 1000),
        Position(line: lines.count + 3, character: 0),
      ]
      for position in positions {
        for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
          let response = session.request(method, Session.at(uri, position))
          XCTAssertTrue(
            response.objectValue?["result"] != nil || response["error"] != nil,
            "\(url.lastPathComponent) \(method) \(position)")
          requests += 1
        }
      }
      let document: JSONValue = ["uri": .string(uri)]
      session.request("textDocument/documentSymbol", ["textDocument": document])
      session.request("textDocument/formatting", ["textDocument": document, "options": [:]])
      session.request(
        "textDocument/codeAction",
        [
          "textDocument": document, "context": ["diagnostics": []],
          "range": TextRange(
            start: Position(line: 0, character: 0), end: Position(line: lines.count, character: 0)
          ).json,
        ])
      session.notify("textDocument/didClose", ["textDocument": document])
    }
    XCTAssertNil(session.server.exitCode)
    XCTAssertGreaterThan(requests, 3000)
  }
}
