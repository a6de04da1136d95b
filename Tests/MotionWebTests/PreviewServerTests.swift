import Foundation
import MotionWeb
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The preview server: serves its page on 127.0.0.1 only, 404 for anything else, sends
/// `event: reload` when a watched file changes, and stops when asked.
final class PreviewServerTests: XCTestCase {
  /// A connection to the server, read with a timeout.
  private final class Connection {
    let socket: Int32

    init(port: UInt16) throws {
      #if canImport(Glibc)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
      #endif
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
      var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
      setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    func send(_ text: String) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
    }

    /// Reads until `done` says so, the connection closes, or `seconds` pass.
    func read(for seconds: Double, until done: (String) -> Bool) -> String {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        let count = recv(socket, &buffer, buffer.count, 0)
        if count == 0 { break }
        if count > 0 { bytes += buffer[0..<count] }
        if done(String(decoding: bytes, as: UTF8.self)) { break }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  private func request(_ port: UInt16, _ line: String) throws -> String {
    let connection = try Connection(port: port)
    connection.send("\(line)\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    return connection.read(for: 5) { _ in false }
  }

  func testItServesThePageAndReloadsItWhenAWatchedFileChanges() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motionc-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("a.motion").path
    try "first".write(toFile: spec, atomically: true, encoding: .utf8)
    let server = try PreviewServer(port: 0) {
      let text = (try? String(contentsOfFile: spec, encoding: .utf8)) ?? "?"
      return PreviewServer.Page(
        html: "<html><body><p>\(text)</p></body></html>", watchedFiles: [spec])
    }
    XCTAssertGreaterThan(server.port, 0)
    let finished = DispatchSemaphore(value: 0)
    Thread {
      server.run()
      finished.signal()
    }.start()

    let page = try request(server.port, "GET / HTTP/1.1")
    XCTAssertTrue(page.hasPrefix("HTTP/1.1 200 OK\r\n"), page)
    XCTAssertTrue(page.contains("Content-Type: text/html; charset=utf-8"), page)
    XCTAssertTrue(page.contains("<p>first</p>" + PreviewServer.reloadScript + "</body>"), page)
    XCTAssertTrue(try request(server.port, "GET /a.motion HTTP/1.1").hasPrefix("HTTP/1.1 404"))
    XCTAssertTrue(try request(server.port, "POST / HTTP/1.1").hasPrefix("HTTP/1.1 405"))
    let head = try request(server.port, "HEAD /?t=0.5 HTTP/1.1")
    XCTAssertTrue(head.hasPrefix("HTTP/1.1 200 OK") && !head.contains("<p>"), head)

    #if os(Linux)
      // Listening on 127.0.0.1 alone, as the kernel's socket table says.
      let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
      let port = String(format: "%04X", server.port)
      var listening: [String] = []
      for line in table.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: " ")
        guard fields.count > 3, fields[3] == "0A", fields[1].hasSuffix(":" + port) else {
          continue
        }
        listening.append(String(fields[1]))
      }
      XCTAssertEqual(listening, ["0100007F:" + port])
    #endif

    let events = try Connection(port: server.port)
    events.send("GET /events HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n")
    let opened = events.read(for: 5) { $0.contains("retry: 1000\n\n") }
    XCTAssertTrue(opened.contains("Content-Type: text/event-stream"), opened)
    try "second, longer".write(toFile: spec, atomically: true, encoding: .utf8)
    let reload = events.read(for: 5) { $0.contains("event: reload\n") }
    XCTAssertTrue(reload.contains("event: reload\ndata: 1\n\n"), reload)
    XCTAssertTrue(try request(server.port, "GET / HTTP/1.1").contains("<p>second, longer</p>"))

    server.stop()
    XCTAssertEqual(finished.wait(timeout: .now() + 5), .success, "the server did not stop")
  }

  func testAPortInUseIsAnErrorThatSaysSo() throws {
    let first = try PreviewServer(port: 0) { PreviewServer.Page(html: "", watchedFiles: []) }
    XCTAssertThrowsError(
      try PreviewServer(port: first.port) { PreviewServer.Page(html: "", watchedFiles: []) }
    ) { error in
      let message = (error as? PreviewServer.Failure)?.message ?? ""
      XCTAssertTrue(message.hasPrefix("cannot listen on 127.0.0.1:\(first.port): "), message)
    }
  }

  func testTheReloadScriptGoesBeforeTheLastBodyEnd() {
    XCTAssertEqual(
      PreviewServer.withReloadScript("<body>a</body></body>"),
      "<body>a</body>" + PreviewServer.reloadScript + "</body>")
    XCTAssertEqual(PreviewServer.withReloadScript("plain"), "plain" + PreviewServer.reloadScript)
  }

  /// A server with `limits`, serving `<p>page</p>` on another thread; stopped at the test's end.
  private func startServer(_ limits: PreviewServer.Limits) throws -> PreviewServer {
    let server = try PreviewServer(port: 0, limits: limits) {
      PreviewServer.Page(html: "<html><body><p>page</p></body></html>", watchedFiles: [])
    }
    let finished = DispatchSemaphore(value: 0)
    Thread {
      server.run()
      finished.signal()
    }.start()
    addTeardownBlock {
      server.stop()
      XCTAssertEqual(finished.wait(timeout: .now() + 5), .success, "the server did not stop")
    }
    return server
  }

  func testADrippingClientDoesNotDelayAnother() throws {
    let server = try startServer(PreviewServer.Limits(timeout: 5, maximumConnections: 64))
    let dripping = try Connection(port: server.port)
    dripping.send("GET / HT")
    Thread.sleep(forTimeInterval: 0.1)
    let start = Date()
    let page = try request(server.port, "GET / HTTP/1.1")
    XCTAssertLessThan(Date().timeIntervalSince(start), 1, "a slow head held up the server")
    XCTAssertTrue(page.hasPrefix("HTTP/1.1 200 OK\r\n"), page)
    dripping.send("T")
    XCTAssertEqual(dripping.read(for: 0.3) { _ in false }, "", "answered before the head ended")
  }

  func testAClientThatDoesNotFinishItsHeadInTimeGets408AndIsClosed() throws {
    let server = try startServer(PreviewServer.Limits(timeout: 0.3, maximumConnections: 64))
    let slow = try Connection(port: server.port)
    let start = Date()
    slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n")
    let answer = slow.read(for: 3) { _ in false }
    let elapsed = Date().timeIntervalSince(start)
    XCTAssertTrue(answer.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"), answer)
    XCTAssertGreaterThanOrEqual(elapsed, 0.25)
    XCTAssertLessThan(elapsed, 1.5, "closed only after \(elapsed) s")
  }

  func testConnectionsBeyondTheCapGet503() throws {
    let server = try startServer(PreviewServer.Limits(timeout: 5, maximumConnections: 2))
    var idle = [try Connection(port: server.port), try Connection(port: server.port)]
    Thread.sleep(forTimeInterval: 0.2)
    let refused = try request(server.port, "GET / HTTP/1.1")
    XCTAssertTrue(refused.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"), refused)
    XCTAssertFalse(refused.contains("<p>page</p>"), refused)
    idle.removeLast()
    Thread.sleep(forTimeInterval: 0.2)
    let served = try request(server.port, "GET / HTTP/1.1")
    XCTAssertTrue(served.hasPrefix("HTTP/1.1 200 OK\r\n"), served)
    XCTAssertEqual(idle.count, 1)
  }

  func testOnlyLoopbackHostsAreAnswered() throws {
    let server = try startServer(.standard)
    let port = server.port
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)"] {
      let connection = try Connection(port: port)
      connection.send("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
      let page = connection.read(for: 5) { _ in false }
      XCTAssertTrue(page.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(host): \(page)")
    }
    let refusedHeads = [
      "Host: evil.example:\(port)\r\n", "Host: localhost.evil.example:\(port)\r\n",
      "Host: 127.0.0.1\r\n", "Host: localhost\r\n", "Host: 127.0.0.1:\(port &+ 1)\r\n",
      "", "Host: 127.0.0.1:\(port)\r\nHost: evil.example\r\n",
    ]
    for headers in refusedHeads {
      let connection = try Connection(port: port)
      connection.send("GET / HTTP/1.1\r\n\(headers)\r\n")
      let answer = connection.read(for: 5) { _ in false }
      XCTAssertTrue(answer.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), "\(headers): \(answer)")
      XCTAssertTrue(answer.hasSuffix("\r\n\r\nhost not allowed\n"), "\(headers): \(answer)")
    }
  }

  func testOnPort80TheHostMayLeaveThePortOut() {
    XCTAssertTrue(PreviewServer.allowsHost(["Host: localhost"], port: 80))
    XCTAssertTrue(PreviewServer.allowsHost(["host:  127.0.0.1:80 "], port: 80))
    XCTAssertFalse(PreviewServer.allowsHost(["Host: localhost"], port: 8765))
    XCTAssertFalse(PreviewServer.allowsHost(["Host: example.com"], port: 80))
  }
}
