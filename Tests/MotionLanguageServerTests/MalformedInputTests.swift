import XCTest

@testable import MotionCompiler
@testable import MotionLanguageServer

/// Whatever arrives, the server answers with errors and keeps running; it never crashes.
final class MalformedInputTests: XCTestCase {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private func raw(_ body: String) -> [UInt8] {
    bytes("Content-Length: \(body.utf8.count)\r\n\r\n") + bytes(body)
  }

  /// The session still answers a request after the bad input.
  private func assertStillRunning(
    _ session: Session, file: StaticString = #filePath, line: UInt = #line
  ) {
    let response = session.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": "file:///a.motion"]])
    XCTAssertNotNil(response["result"], "no answer after the bad input", file: file, line: line)
    XCTAssertNil(session.server.exitCode, file: file, line: line)
  }

  private func started() -> Session {
    let session = Session()
    session.initialize()
    session.open("file:///a.motion", "moveX 20\n")
    return session
  }

  func testNotJSONIsAParseErrorWithNullID() {
    let session = started()
    let replies = session.feed(raw("{\"jsonrpc\": \"2.0\", \"id\": 1, "))
    XCTAssertEqual(replies.count, 1)
    XCTAssertEqual(replies[0]["id"], .null)
    XCTAssertEqual(replies[0]["error"]?["code"], .integer(ErrorCode.parseError.rawValue))
    assertStillRunning(session)
  }

  func testMessagesThatAreNotRequestsAreInvalidRequests() {
    let session = started()
    let cases: [(String, JSONValue)] = [
      ("[1, 2]", .null),
      ("42", .null),
      ("{\"id\": 7, \"method\": \"shutdown\"}", 7),  // no jsonrpc
      ("{\"jsonrpc\": \"1.0\", \"id\": 8, \"method\": \"shutdown\"}", 8),
      ("{\"jsonrpc\": \"2.0\", \"id\": 9}", 9),  // no method
      ("{\"jsonrpc\": \"2.0\", \"id\": 10, \"method\": 5}", 10),
      ("{\"jsonrpc\": \"2.0\", \"id\": true, \"method\": \"shutdown\"}", .null),
      ("{\"jsonrpc\": \"2.0\", \"id\": 1.5, \"method\": \"shutdown\"}", .null),
      ("{\"jsonrpc\": \"2.0\", \"id\": 11, \"method\": \"shutdown\", \"params\": 3}", 11),
    ]
    for (body, id) in cases {
      let replies = session.feed(raw(body))
      XCTAssertEqual(replies.count, 1, body)
      XCTAssertEqual(replies.first?["id"], id, body)
      XCTAssertEqual(
        replies.first?["error"]?["code"], .integer(ErrorCode.invalidRequest.rawValue), body)
    }
    assertStillRunning(session)
  }

  func testMissingParamsAreInvalidParams() {
    let session = started()
    for params: JSONValue in [
      [:], ["textDocument": ["uri": "file:///a.motion"]],
      ["textDocument": ["uri": "file:///a.motion"], "position": ["line": -1, "character": 0]],
      ["textDocument": ["uri": "file:///a.motion"], "position": ["line": "0", "character": 0]],
    ] {
      let response = session.request("textDocument/hover", params)
      XCTAssertEqual(
        response["error"]?["code"], .integer(ErrorCode.invalidParams.rawValue), params.text)
    }
    let closed = session.request(
      "textDocument/hover", Session.at("file:///closed.motion", Position(line: 0, character: 0)))
    XCTAssertEqual(closed["error"]?["code"], .integer(ErrorCode.invalidParams.rawValue))
    assertStillRunning(session)
  }

  func testHeaderWithoutContentLengthIsSkipped() {
    let session = started()
    for header in [
      "Content-Type: application/json", "Content-Length: ten", "Content-Length: -4",
      "no colon here",
    ] {
      let replies = session.feed(bytes(header + "\r\n\r\n"))
      XCTAssertEqual(replies.count, 1, header)
      XCTAssertEqual(
        replies.first?["error"]?["code"], .integer(ErrorCode.parseError.rawValue), header)
    }
    assertStillRunning(session)
  }

  func testHeaderFieldsAreCaseInsensitiveAndContentTypeIsAllowed() {
    let session = started()
    let body =
      "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"textDocument/documentSymbol\",\"params\":{\"textDocument\":{\"uri\":\"file:///a.motion\"}}}"
    let message = bytes(
      "content-length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
        + body)
    let replies = session.feed(message)
    XCTAssertEqual(replies.first?["id"], 5)
    XCTAssertNotNil(replies.first?["result"])
  }

  func testGarbageWithoutAHeaderEndIsDroppedAfterTheHeaderLimit() {
    let session = started()
    let garbage = [UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderSize + 10)
    let replies = session.feed(garbage)
    XCTAssertEqual(replies.count, 1)
    XCTAssertEqual(replies.first?["error"]?["code"], .integer(ErrorCode.parseError.rawValue))
    assertStillRunning(session)
  }

  func testOversizedBodyIsDiscardedAsItArrives() {
    let session = started()
    let length = MessageFramer.maximumBodySize + 1
    let replies = session.feed(bytes("Content-Length: \(length)\r\n\r\n"))
    XCTAssertEqual(replies.first?["error"]?["code"], .integer(ErrorCode.parseError.rawValue))
    // The body's bytes arrive and are dropped; what follows is read again.
    var remaining = length
    let chunk = [UInt8](repeating: UInt8(ascii: "{"), count: 1 << 20)
    while remaining > 0 {
      let count = min(remaining, chunk.count)
      XCTAssertEqual(session.feed(Array(chunk[0..<count])), [])
      remaining -= count
    }
    assertStillRunning(session)
  }

  func testDeeplyNestedJSONIsAnErrorNotACrash() {
    let session = started()
    let depth = 100_000
    let body = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let replies = session.feed(raw(body))
    XCTAssertEqual(replies.first?["error"]?["code"], .integer(ErrorCode.parseError.rawValue))
    assertStillRunning(session)
  }

  func testBytesInAnyPiecesGiveTheSameReplies() {
    let whole = started()
    let message = Session.frame([
      "jsonrpc": "2.0", "id": 42, "method": "textDocument/hover",
      "params": Session.at("file:///a.motion", Position(line: 0, character: 1)),
    ])
    let expected = whole.feed(message)
    let pieces = started()
    var replies: [JSONValue] = []
    for byte in message { replies += pieces.feed([byte]) }
    XCTAssertEqual(replies, expected)
    XCTAssertEqual(replies.count, 1)
  }

  func testRandomBytesNeverStopTheServer() {
    var generator = SplitMix64(seed: 16)
    for round in 0..<50 {
      let session = started()
      var noise: [UInt8] = []
      for _ in 0..<Int(generator.next() % 400) {
        // Mostly header and JSON characters, so the framer and parser see near misses.
        let alphabet = Array("Content-Length: 0123456789\r\n{}[]\",:truefalsnul\\u".utf8)
        let value = generator.next()
        noise.append(
          value % 3 == 0
            ? UInt8(truncatingIfNeeded: value >> 8) : alphabet[Int(value >> 8) % alphabet.count])
      }
      session.feed(noise)
      // Whatever state the noise left, a clean header end and message get through.
      session.feed(bytes("\r\n\r\n"))
      let replies = session.feed(
        Session.frame(["jsonrpc": "2.0", "id": "last", "method": "shutdown"]))
      XCTAssertNil(session.server.exitCode, "round \(round)")
      _ = replies
    }
  }

  func testStdoutCarriesOnlyFramedMessages() {
    // Every byte the server sends is inside a frame: the session's framer would fail the test
    // on anything else (see Session.drain).
    let session = started()
    session.feed(raw("not json"))
    session.feed(bytes("Bad-Header\r\n\r\n"))
    session.request(
      "textDocument/completion", Session.at("file:///a.motion", Position(line: 0, character: 9)))
    session.request("unknown/method")
    XCTAssertGreaterThanOrEqual(session.received.count, 4)
  }
}

/// The JSON reader and writer.
final class JSONTests: XCTestCase {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  func testValues() throws {
    XCTAssertEqual(try parse("null"), .null)
    XCTAssertEqual(try parse(" true "), .bool(true))
    XCTAssertEqual(try parse("false"), .bool(false))
    XCTAssertEqual(try parse("0"), .integer(0))
    XCTAssertEqual(try parse("-12"), .integer(-12))
    XCTAssertEqual(try parse("1.5"), .number(1.5))
    XCTAssertEqual(try parse("2e3"), .number(2000))
    XCTAssertEqual(try parse("-0.25E-2"), .number(-0.0025))
    XCTAssertEqual(try parse("123456789012345678901234"), .number(1.2345678901234568e23))
    XCTAssertEqual(try parse("[]"), .array([]))
    XCTAssertEqual(try parse("{}"), .object([:]))
    XCTAssertEqual(try parse("{\"a\": [1, {\"b\": null}]}"), ["a": [1, ["b": nil]]])
  }

  func testTrueAndOneAreDifferent() throws {
    XCTAssertNotEqual(try parse("true"), try parse("1"))
    XCTAssertNil(try parse("true").integerValue)
    XCTAssertEqual(try parse("1").integerValue, 1)
    XCTAssertEqual(try parse("2.0").integerValue, 2)
  }

  func testStringEscapes() throws {
    XCTAssertEqual(try parse(#""a\"b\\c\/d\n\r\t\b\f""#), .string("a\"b\\c/d\n\r\t\u{8}\u{C}"))
    XCTAssertEqual(try parse(#""\u00e9\u20ac""#), .string("é€"))
    XCTAssertEqual(try parse(#""\ud83d\ude00""#), .string("😀"))
    XCTAssertEqual(try parse("\"😀 raw\""), .string("😀 raw"))
    // Lone surrogates become U+FFFD.
    XCTAssertEqual(try parse(#""\ud83d x""#), .string("\u{FFFD} x"))
    XCTAssertEqual(try parse(#""\ude00""#), .string("\u{FFFD}"))
    XCTAssertEqual(try parse(#""\ud83d\u0041""#), .string("\u{FFFD}A"))
    // Invalid UTF-8 inside a string is repaired.
    XCTAssertEqual(try JSONParser.parse([34, 0xFF, 65, 34]), .string("\u{FFFD}A"))
  }

  func testErrors() {
    for text in [
      "", "nul", "tru", "[1,]", "[1 2]", "{\"a\" 1}", "{\"a\":1,}", "{a:1}", "01", "1.", ".5", "-",
      "1e", "\"open", "\"\\x\"", "\"\\u12\"", "\"tab\there\"", "[] []", "{\"a\":1}}",
    ] {
      XCTAssertThrowsError(try parse(text), "`\(text)` should not parse")
    }
  }

  /// The compiler's JSON reader says what is wrong and at which byte (the error response
  /// carries both).
  func testErrorsSayWhatAndWhere() {
    let cases: [(String, String, Int)] = [
      ("[1,]", "expected a value, found `]`", 3),
      ("", "expected a value, found the end of the message", 0),
      ("{\"a\":1,\"a\":2}", "the key `a` is given twice in one object", 7),
      ("01", "`01` is not a JSON number", 0),
      (
        "\"tab\there\"",
        "a control character (a line end, a tab) in a string: write `\\n` or `\\t`", 4
      ),
    ]
    for (text, message, offset) in cases {
      XCTAssertThrowsError(try parse(text), "`\(text)`") { error in
        XCTAssertEqual(error as? JSONParseError, JSONParseError(message: message, offset: offset))
      }
    }
  }

  /// A key given twice is found among 100,000 (the check once scanned every earlier key: an
  /// LSP message of 100k keys stalled the server 8.7 s, a tokens file of 160k took 22.6 s),
  /// and keys are compared as decoded (`\u0061` is `a`).
  func testDuplicateKeysAmongManyAreFoundAtTheirPlace() throws {
    let members = (0..<100_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
    guard case .object(let object) = try parse("{" + members + "}") else {
      return XCTFail("not an object")
    }
    XCTAssertEqual(object.count, 100_000)
    let prefix = "{" + members + ","
    XCTAssertThrowsError(try parse(prefix + "\"k5\":0}")) { error in
      XCTAssertEqual(
        error as? JSONParseError,
        JSONParseError(
          message: "the key `k5` is given twice in one object", offset: prefix.utf8.count))
    }
    XCTAssertThrowsError(try parse("{\"a\":1,\"\\u0061\":2}")) { error in
      XCTAssertEqual(
        error as? JSONParseError,
        JSONParseError(message: "the key `a` is given twice in one object", offset: 7))
    }
    // The same key in two objects is no duplicate.
    XCTAssertNoThrow(try parse("[{\"a\":1},{\"a\":2}]"))
  }

  func testByteOrderMarkBeforeTheValue() throws {
    XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), [1])
  }

  func testNestingLimit() throws {
    let limit = JSONParser.maximumDepth
    let ok = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    XCTAssertNoThrow(try parse(ok))
    let over = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    XCTAssertThrowsError(try parse(over))
  }

  func testSerializationRoundTripsAndSortsKeys() throws {
    let value: JSONValue = [
      "z": "line\nbreak \"quoted\" \\ \u{1} é 😀", "a": [1, -2, 2.5, true, false, nil], "m": [:],
    ]
    XCTAssertEqual(
      value.text,
      #"{"a":[1,-2,2.5,true,false,null],"m":{},"z":"line\nbreak \"quoted\" \\ \u0001 é 😀"}"#)
    XCTAssertEqual(try JSONParser.parse(value.serialized), value)
    XCTAssertEqual(JSONValue.number(.nan).text, "null")
    XCTAssertEqual(JSONValue.number(3).text, "3")
  }
}

/// One bad header costs one error: the server finds the next message's header again and
/// answers every later message, `shutdown` and `exit` included (the field report: a
/// `Content-Length` of `-5`, `+2`, `0x2`, none, or a bare `\n\n` desynchronized it for good).
final class ResynchronizationTests: XCTestCase {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private func request(_ id: Int) -> String {
    "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"textDocument/documentSymbol\","
      + "\"params\":{\"textDocument\":{\"uri\":\"file:///a.motion\"}}}"
  }

  private func framed(_ body: String) -> String {
    "Content-Length: \(body.utf8.count)\r\n\r\n" + body
  }

  func testEveryBadHeaderCostsOneErrorAndTheNextMessagesAreAnswered() {
    let body = request(1)
    let badMessages = [
      "Content-Length: -5\r\n\r\n" + body,
      "Content-Length: +2\r\n\r\n" + body,
      "Content-Length: 0x2\r\n\r\n" + body,
      "Content-Type: application/json\r\n\r\n" + body,
      "Content-Length: \(body.utf8.count)\n\n" + body,
      "CONTENT-LENGTH: 12abc\r\n\r\n" + body,
    ]
    for bad in badMessages {
      let session = Session()
      _ = session.initialize()
      _ = session.open("file:///a.motion", "moveX 20\n")
      // The bad message and two good ones in one piece, then the same byte by byte.
      let stream = bad + framed(request(2)) + framed(request(3))
      for pieces in [[stream], stream.map { String($0) }] {
        var replies: [JSONValue] = []
        for piece in pieces { replies += session.feed(bytes(piece)) }
        XCTAssertEqual(replies.count, 3, "\(bad.debugDescription): \(replies)")
        XCTAssertEqual(
          replies.first?["error"]?["code"], .integer(ErrorCode.parseError.rawValue),
          bad.debugDescription)
        XCTAssertEqual(replies.dropFirst().map { $0["id"] }, [2, 3], bad.debugDescription)
        XCTAssertEqual(replies.dropFirst().filter { $0["result"] != nil }.count, 2)
      }
      let shutdown = session.request("shutdown", .null)
      XCTAssertNotNil(shutdown["result"], bad.debugDescription)
      _ = session.notify("exit", .null)
      XCTAssertEqual(session.server.exitCode, 0, bad.debugDescription)
    }
  }
}
