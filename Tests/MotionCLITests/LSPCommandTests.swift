import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

/// `motionc lsp`: its command line, and a scripted session through it (a recorded console
/// gets the whole input at once and the replies on its output).
final class LSPCommandTests: XCTestCase {
  private func frame(_ json: String) -> [UInt8] {
    Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
  }

  private func session(shutdown: Bool) -> [UInt8] {
    var messages = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
      ##"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x/card.motion","languageId":"motion","version":1,"text":"# 😀\nmovX 20\n"}}}"##,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x/card.motion"},"position":{"line":1,"character":6}}}"#,
    ]
    if shutdown { messages.append(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#) }
    messages.append(#"{"jsonrpc":"2.0","method":"exit"}"#)
    return messages.flatMap(frame)
  }

  /// The bodies of the frames in `output`; fails on anything that is not a frame.
  private func bodies(_ output: String) -> [String] {
    var rest = Substring(output)
    var result: [String] = []
    while !rest.isEmpty {
      guard rest.hasPrefix("Content-Length: "), let end = rest.range(of: "\r\n\r\n") else {
        XCTFail("not a frame: \(rest.prefix(40))")
        return result
      }
      let length = Int(rest[rest.index(rest.startIndex, offsetBy: 16)..<end.lowerBound]) ?? 0
      let body = rest[end.upperBound...].utf8.prefix(length)
      result.append(String(decoding: body, as: UTF8.self))
      rest = Substring(
        String(decoding: rest[end.upperBound...].utf8.dropFirst(length), as: UTF8.self))
    }
    return result
  }

  func testHelp() {
    let result = motionc(["lsp", "--help"])
    XCTAssertEqual(result.code, 0)
    for section in [
      "OVERVIEW:", "USAGE: motionc lsp", "OPTIONS:", "--root", "--docs", "--trace", "--debounce",
      "-h, --help",
    ] {
      XCTAssertTrue(result.output.contains(section), section)
    }
    XCTAssertEqual(motionc(["help", "lsp"]).output, result.output)
    XCTAssertTrue(motionc(["--help"]).output.contains("  lsp "))
  }

  func testCommandLineMistakes() {
    for (arguments, message) in [
      (["lsp", "card.motion"], "`lsp` takes no arguments"),
      (["lsp", "--debounce", "10001"], "--debounce"),
      (["lsp", "--debounce", "soon"], "--debounce"),
      (["lsp", "--bogus"], "unknown option `--bogus`"),
    ] {
      let result = motionc(arguments)
      XCTAssertEqual(result.code, 2, "\(arguments)")
      XCTAssertTrue(result.error.contains(message), "\(arguments): \(result.error)")
      XCTAssertEqual(result.output, "")
    }
  }

  func testSessionThroughTheCommand() {
    let result = motionc(
      ["lsp", "--docs", "https://example.org/d"], input: session(shutdown: true))
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.error, "")
    let replies = bodies(result.output)
    XCTAssertEqual(replies.count, 4, "\(replies)")
    XCTAssertTrue(replies[1].contains(#""code":"M0100""#), replies[1])
    XCTAssertTrue(replies[1].contains(#""href":"https://example.org/d/M0100.md""#), replies[1])
    // Line 1, `movX` at characters 0 to 4 (the emoji is on the line before).
    XCTAssertTrue(
      replies[1].contains(
        #""range":{"end":{"character":4,"line":1},"start":{"character":0,"line":1}}"#), replies[1])
    XCTAssertTrue(replies[2].contains(#""id":2"#))
    XCTAssertEqual(replies[3], #"{"id":3,"jsonrpc":"2.0","result":null}"#)
  }

  func testExitWithoutShutdownIsStatusOne() {
    let result = motionc(["lsp"], input: session(shutdown: false))
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(bodies(result.output).count, 3)
  }

  func testTraceRecordsMessagesInAndOut() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("trace.txt")
    let result = motionc(["lsp", "--trace", path], input: session(shutdown: true))
    XCTAssertEqual(result.code, 0)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.contains("] --> ") }.count, 6)
    XCTAssertEqual(lines.filter { $0.contains("] <-- ") }.count, 4)
    XCTAssertTrue(
      lines.first?.contains(#"--> {"jsonrpc":"2.0","id":1,"method":"initialize""#) == true)
    // Nothing but protocol on standard output, with or without a trace.
    XCTAssertEqual(bodies(result.output).count, 4)
    let unwritable = motionc(["lsp", "--trace", folder.path("missing/trace.txt")], input: [])
    XCTAssertEqual(unwritable.code, 1)
    XCTAssertTrue(unwritable.error.contains("cannot write the trace file"))
  }
}
