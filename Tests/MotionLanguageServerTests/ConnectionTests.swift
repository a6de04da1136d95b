import Foundation
import XCTest

@testable import MotionLanguageServer

/// The connection loop, with a scripted byte source: exit codes, the end of input, and
/// debounced diagnostics published while waiting.
final class ConnectionTests: XCTestCase {
  /// Gives its chunks one by one, waiting `pause` seconds before each, then ends.
  private struct ScriptedSource: ByteSource {
    let chunks: [[UInt8]]
    let pause: Double
    private let position = Counter()

    init(_ chunks: [[UInt8]], pause: Double = 0) {
      self.chunks = chunks
      self.pause = pause
    }

    func read() -> [UInt8]? {
      let index = position.next()
      guard index < chunks.count else { return nil }
      if pause > 0 { Thread.sleep(forTimeInterval: pause) }
      return chunks[index]
    }
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value - 1
    }
  }

  private final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ more: [UInt8]) {
      lock.lock()
      bytes += more
      lock.unlock()
    }

    var messages: [JSONValue] {
      lock.lock()
      defer { lock.unlock() }
      var framer = MessageFramer()
      framer.append(bytes)
      var result: [JSONValue] = []
      while case .body(let body)? = framer.next(), let message = try? JSONParser.parse(body) {
        result.append(message)
      }
      return result
    }
  }

  private func run(_ messages: [JSONValue], pause: Double = 0, debounce: Double = 0.2) -> (
    Int32, [JSONValue]
  ) {
    let output = Output()
    let server = LanguageServer(
      configuration: .init(debounce: debounce), send: { output.append($0) })
    let code = LanguageServerConnection.run(
      server, input: ScriptedSource(messages.map(Session.frame), pause: pause))
    return (code, output.messages)
  }

  private let initialize: JSONValue = [
    "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]],
  ]

  func testShutdownAndExitIsZero() {
    let (code, messages) = run([
      initialize, ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
      ["jsonrpc": "2.0", "method": "exit"],
    ])
    XCTAssertEqual(code, 0)
    XCTAssertEqual(messages.map { $0["id"] }, [1, 2])
  }

  func testExitWithoutShutdownIsOne() {
    let (code, _) = run([initialize, ["jsonrpc": "2.0", "method": "exit"]])
    XCTAssertEqual(code, 1)
  }

  func testEndOfInputWithoutExit() {
    XCTAssertEqual(run([initialize]).0, 1)
    XCTAssertEqual(run([initialize, ["jsonrpc": "2.0", "id": 2, "method": "shutdown"]]).0, 0)
  }

  func testDebouncedDiagnosticsArePublishedWhileWaiting() {
    let uri = "file:///specs/card.motion"
    let open: JSONValue = [
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": [
          "uri": .string(uri), "version": 1, "languageId": "motion", "text": "moveX 1\n",
        ]
      ],
    ]
    let change: JSONValue = [
      "jsonrpc": "2.0", "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": .string(uri), "version": 2],
        "contentChanges": [["text": "movX 1\n"]],
      ],
    ]
    // The input pauses 0.3 s between messages; the quiet time is 0.05 s, so the change's
    // diagnostics arrive before `shutdown` does.
    let (code, messages) = run(
      [
        initialize, open, change, ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
        ["jsonrpc": "2.0", "method": "exit"],
      ],
      pause: 0.3, debounce: 0.05)
    XCTAssertEqual(code, 0)
    let published = messages.filter { $0["method"] == "textDocument/publishDiagnostics" }
    XCTAssertEqual(published.map { $0["params"]?["version"] }, [1, 2])
    XCTAssertEqual(published.last?["params"]?["diagnostics"]?[0]?["code"], "M0100")
    let shutdown = messages.firstIndex { $0["id"] == 2 } ?? 0
    let second = messages.lastIndex { $0["method"] == "textDocument/publishDiagnostics" } ?? .max
    XCTAssertLessThan(second, shutdown)
  }
}
