import XCTest

@testable import MotionLanguageServer

/// `initialize`, `shutdown`, `exit`, `$/cancelRequest` and unknown methods.
final class LifecycleTests: XCTestCase {
  func testInitializeAnnouncesEveryFeature() {
    let session = Session()
    let result = session.initialize()
    let capabilities = result["capabilities"]
    XCTAssertEqual(capabilities?["positionEncoding"], "utf-16")
    XCTAssertEqual(capabilities?["textDocumentSync"]?["change"], 2)
    XCTAssertEqual(capabilities?["textDocumentSync"]?["openClose"], true)
    XCTAssertEqual(capabilities?["hoverProvider"], true)
    XCTAssertEqual(capabilities?["definitionProvider"], true)
    XCTAssertEqual(capabilities?["documentSymbolProvider"], true)
    XCTAssertEqual(capabilities?["documentFormattingProvider"], true)
    XCTAssertEqual(capabilities?["codeActionProvider"]?["codeActionKinds"], ["quickfix"])
    XCTAssertEqual(capabilities?["completionProvider"]?["triggerCharacters"], [".", "("])
    XCTAssertEqual(result["serverInfo"]?["name"], "motionc")
  }

  func testUTF8IsUsedWhenTheClientOffersIt() {
    let session = Session()
    let result = session.initialize(["general": ["positionEncodings": ["utf-8", "utf-16"]]])
    XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-8")
    XCTAssertEqual(session.server.encoding, .utf8)
  }

  func testUTF16StaysWhenTheClientOffersOnlyOthers() {
    let session = Session()
    let result = session.initialize(["general": ["positionEncodings": ["utf-32", "utf-16"]]])
    XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-16")
  }

  func testRequestsBeforeInitializeAreRefused() {
    let session = Session()
    let response = session.request(
      "textDocument/hover", Session.at("file:///a.motion", .init(line: 0, character: 0)))
    XCTAssertEqual(response["error"]?["code"], .integer(ErrorCode.serverNotInitialized.rawValue))
    // A notification before `initialize` is dropped without a reply.
    XCTAssertEqual(
      session.notify(
        "textDocument/didOpen",
        ["textDocument": ["uri": "file:///a.motion", "version": 1, "text": "moveX 1"]]), [])
    XCTAssertTrue(session.server.documents.isEmpty)
  }

  func testInitializeTwiceIsAnError() {
    let session = Session()
    session.initialize()
    let response = session.request("initialize", ["capabilities": [:]])
    XCTAssertEqual(response["error"]?["code"], .integer(ErrorCode.invalidRequest.rawValue))
  }

  func testExitAfterShutdownIsZero() {
    let session = Session()
    session.initialize()
    let response = session.request("shutdown")
    XCTAssertEqual(response["result"], .null)
    XCTAssertNotNil(response.objectValue?["result"], "shutdown answers with a null result")
    XCTAssertNil(session.server.exitCode)
    session.notify("exit")
    XCTAssertEqual(session.server.exitCode, 0)
  }

  func testExitWithoutShutdownIsOne() {
    let session = Session()
    session.initialize()
    session.notify("exit")
    XCTAssertEqual(session.server.exitCode, 1)
  }

  func testExitBeforeInitializeIsOne() {
    let session = Session()
    session.notify("exit")
    XCTAssertEqual(session.server.exitCode, 1)
  }

  func testEndOfInputIsExitWithTheSameCodes() {
    let stopped = Session()
    stopped.initialize()
    stopped.request("shutdown")
    stopped.server.endOfInput()
    XCTAssertEqual(stopped.server.exitCode, 0)

    let dropped = Session()
    dropped.initialize()
    dropped.server.endOfInput()
    XCTAssertEqual(dropped.server.exitCode, 1)
  }

  func testRequestsAfterShutdownAreRefused() {
    let session = Session()
    session.initialize()
    session.request("shutdown")
    let response = session.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": "file:///a.motion"]])
    XCTAssertEqual(response["error"]?["code"], .integer(ErrorCode.invalidRequest.rawValue))
    XCTAssertEqual(
      session.request("shutdown")["error"]?["code"], .integer(ErrorCode.invalidRequest.rawValue))
  }

  func testUnknownRequestIsMethodNotFoundWithItsID() {
    let session = Session()
    session.initialize()
    let response = session.feed(
      Session.frame(["jsonrpc": "2.0", "id": "abc", "method": "textDocument/rename", "params": [:]])
    )
    XCTAssertEqual(response.count, 1)
    XCTAssertEqual(response.first?["id"], "abc")
    XCTAssertEqual(response.first?["error"]?["code"], .integer(ErrorCode.methodNotFound.rawValue))
  }

  func testUnknownNotificationsGetNoReply() {
    let session = Session()
    session.initialize()
    XCTAssertEqual(session.notify("workspace/didChangeConfiguration", ["settings": [:]]), [])
    XCTAssertEqual(session.notify("$/setTrace", ["value": "off"]), [])
    XCTAssertEqual(session.notify("$/somethingNew"), [])
  }

  func testResponsesFromTheClientAreIgnored() {
    let session = Session()
    session.initialize()
    XCTAssertEqual(session.feed(Session.frame(["jsonrpc": "2.0", "id": 99, "result": nil])), [])
  }

  func testCancelledRequestIsAnsweredRequestCancelled() {
    let session = Session()
    session.initialize()
    session.open("file:///a.motion", "moveX 20\n")
    let id = session.reserveID()
    let hover = Session.frame([
      "jsonrpc": "2.0", "id": .integer(id), "method": "textDocument/hover",
      "params": Session.at("file:///a.motion", Position(line: 0, character: 1)),
    ])
    let cancel = Session.frame([
      "jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .integer(id)],
    ])
    let replies = session.feed(hover + cancel)
    XCTAssertEqual(replies.count, 1)
    XCTAssertEqual(replies.first?["id"], .integer(id))
    XCTAssertEqual(replies.first?["error"]?["code"], .integer(ErrorCode.requestCancelled.rawValue))
    // The next request with the same method is answered normally.
    let response = session.request(
      "textDocument/hover", Session.at("file:///a.motion", Position(line: 0, character: 1)))
    XCTAssertNotNil(response["result"]?["contents"])
  }

  func testCancellingAnUnknownOrAnsweredRequestDoesNothing() {
    let session = Session()
    session.initialize()
    XCTAssertEqual(session.notify("$/cancelRequest", ["id": 12345]), [])
    let response = session.request("shutdown")
    XCTAssertEqual(response["result"], .null)
    XCTAssertEqual(session.notify("$/cancelRequest", ["id": response["id"] ?? .null]), [])
    // A later request that reuses the id is not cancelled by the earlier cancel.
    session.notify("exit")
    XCTAssertEqual(session.server.exitCode, 0)
  }

  func testCancellationOnlyAffectsTheNamedRequest() {
    let session = Session()
    session.initialize()
    session.open("file:///a.motion", "moveX 20\n")
    let first = session.reserveID()
    let second = session.reserveID()
    let symbols: (Int) -> [UInt8] = { id in
      Session.frame([
        "jsonrpc": "2.0", "id": .integer(id), "method": "textDocument/documentSymbol",
        "params": ["textDocument": ["uri": "file:///a.motion"]],
      ])
    }
    let cancel = Session.frame([
      "jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .integer(second)],
    ])
    let replies = session.feed(symbols(first) + symbols(second) + cancel)
    XCTAssertEqual(replies.map { $0["id"] }, [.integer(first), .integer(second)])
    XCTAssertNotNil(replies[0]["result"])
    XCTAssertEqual(replies[1]["error"]?["code"], .integer(ErrorCode.requestCancelled.rawValue))
  }
}
