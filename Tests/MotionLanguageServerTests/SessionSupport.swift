import Foundation
import XCTest

@testable import MotionLanguageServer

/// A scripted LSP session, in process: messages go in as framed bytes, the server's framed
/// replies are read back, and time is a number the test moves.
final class Session {
  private final class Box: @unchecked Sendable {
    var now: Double = 0
    var sent: [UInt8] = []
  }

  private let box = Box()
  let server: LanguageServer
  private var nextID = 1
  /// Every message read back so far, in order.
  private(set) var received: [JSONValue] = []
  private var framer = MessageFramer()

  init(configuration: LanguageServer.Configuration = .init(debounce: 0.2)) {
    let box = self.box
    server = LanguageServer(
      configuration: configuration, clock: { box.now }, send: { box.sent += $0 })
  }

  /// Moves the clock on and publishes what is due.
  func advance(by seconds: Double) {
    box.now += seconds
    server.publishDueDiagnostics()
  }

  /// Feeds raw bytes and answers everything; returns the messages they produced.
  @discardableResult
  func feed(_ bytes: [UInt8]) -> [JSONValue] {
    server.process(bytes)
    return drain()
  }

  /// The messages sent since the last call.
  @discardableResult
  func drain() -> [JSONValue] {
    framer.append(box.sent)
    box.sent = []
    var messages: [JSONValue] = []
    while let frame = framer.next() {
      guard case .body(let body) = frame, let message = try? JSONParser.parse(body) else {
        XCTFail("the server sent a malformed frame: \(frame)")
        continue
      }
      messages.append(message)
    }
    received += messages
    return messages
  }

  static func frame(_ message: JSONValue) -> [UInt8] {
    MessageFramer.frame(message.serialized)
  }

  /// Sends a request and returns its response (the other messages stay in ``received``).
  @discardableResult
  func request(_ method: String, _ params: JSONValue = [:]) -> JSONValue {
    let id = nextID
    nextID += 1
    let messages = feed(
      Self.frame([
        "jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params,
      ]))
    guard let response = messages.first(where: { $0["id"] == .integer(id) }) else {
      XCTFail("no response to \(method)")
      return .null
    }
    return response
  }

  /// The id the next request will get.
  var upcomingID: Int { nextID }

  func reserveID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  @discardableResult
  func notify(_ method: String, _ params: JSONValue = [:]) -> [JSONValue] {
    feed(Self.frame(["jsonrpc": "2.0", "method": .string(method), "params": params]))
  }

  /// `initialize` and `initialized`; returns the result of `initialize`.
  @discardableResult
  func initialize(_ capabilities: JSONValue = [:]) -> JSONValue {
    let response = request("initialize", ["processId": nil, "capabilities": capabilities])
    notify("initialized")
    return response["result"] ?? .null
  }

  /// Opens a document; returns the diagnostics published for it.
  @discardableResult
  func open(_ uri: String, _ text: String, version: Int = 1) -> [JSONValue] {
    let messages = notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "motion", "version": .integer(version),
          "text": .string(text),
        ]
      ])
    return Self.diagnostics(in: messages, for: uri) ?? []
  }

  /// The diagnostics of the last `publishDiagnostics` for `uri` in `messages`, if any.
  static func diagnostics(in messages: [JSONValue], for uri: String) -> [JSONValue]? {
    messages.last {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri)
    }?["params"]?["diagnostics"]?.arrayValue
  }

  /// `{textDocument, position}` params.
  static func at(_ uri: String, _ position: Position) -> JSONValue {
    ["textDocument": ["uri": .string(uri)], "position": position.json]
  }
}

/// A text with numbered markers (`1️⃣` … `9️⃣`) at the positions a test talks about; the
/// markers are removed, and their positions found with Swift's own UTF-16 and UTF-8 views,
/// independently of the server's line table.
struct MarkedText {
  let text: String
  private var markers: [Int: (line: Int, prefix: Substring)] = [:]

  init(_ marked: String) {
    var text = ""
    var line = 0
    var lineStart = text.endIndex
    var index = marked.startIndex
    var found: [Int: (Int, String)] = [:]
    while index < marked.endIndex {
      let character = marked[index]
      if let digit = Self.digit(character) {
        found[digit] = (line, String(text[lineStart...]))
      } else {
        text.append(character)
        if character == "\n" || character == "\r\n" || character == "\r" {
          line += 1
          lineStart = text.endIndex
        }
      }
      index = marked.index(after: index)
    }
    self.text = text
    for (digit, (line, prefix)) in found { markers[digit] = (line, Substring(prefix)) }
  }

  private static func digit(_ character: Character) -> Int? {
    let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
    return markers.firstIndex(of: character).map { $0 + 1 }
  }

  /// The position of marker `number`, counting UTF-16 code units.
  subscript(_ number: Int) -> Position {
    position(number, encoding: .utf16)
  }

  func position(_ number: Int, encoding: PositionEncoding) -> Position {
    guard let marker = markers[number] else {
      XCTFail("no marker \(number)")
      return Position(line: 0, character: 0)
    }
    let character = encoding == .utf16 ? marker.prefix.utf16.count : marker.prefix.utf8.count
    return Position(line: marker.line, character: character)
  }

  /// The range from marker `start` to marker `end`.
  func range(_ start: Int, _ end: Int, encoding: PositionEncoding = .utf16) -> JSONValue {
    TextRange(start: position(start, encoding: encoding), end: position(end, encoding: encoding))
      .json
  }
}

extension JSONValue {
  /// Element `index` of an array.
  subscript(index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
}
