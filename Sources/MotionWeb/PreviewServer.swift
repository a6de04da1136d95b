import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `motionc preview --serve`: a small HTTP server that serves one page and tells it to reload
/// when the files it was made from change.
///
/// - It listens on 127.0.0.1 only (never another address), on the port given (0: any free one).
/// - `GET /` serves the page (`render()`'s latest), with a script added that listens for
///   reloads; `GET /events` is a Server-Sent Events stream that sends `event: reload` whenever
///   a watched file changes (the page is then rendered again); anything else is 404, and
///   methods other than GET and HEAD are 405. It serves nothing else: no files.
/// - It is generic: the page and the files to watch come from `render`, which the command line
///   wires to the compiler (the spec and every file it imports).
/// - One thread does everything: `poll()` waits on the listening socket, the event streams and
///   a wake-up pipe, and every quarter second the watched files' size, date and inode are
///   compared. ``stop()`` (from any thread) and, with ``stopOnInterrupt()``, Ctrl-C write to a
///   pipe, so the server closes every socket and returns.
///
/// The server's state is only touched by the thread inside ``run()``; ``stop()`` only writes
/// one byte to a pipe, which is safe from any thread (hence `@unchecked Sendable`).
public final class PreviewServer: @unchecked Sendable {
  /// What the server serves: the page, and the files whose change should reload it.
  public struct Page: Sendable {
    /// The HTML.
    public var html: String
    /// The files the page was made from.
    public var watchedFiles: [String]

    /// A page made from `watchedFiles`.
    public init(html: String, watchedFiles: [String]) {
      self.html = html
      self.watchedFiles = watchedFiles
    }
  }

  /// Why the server could not start.
  public struct Failure: Error, Sendable {
    /// The reason, in a sentence.
    public var message: String
  }

  /// The script added to every page served: reload when the server says so.
  public static let reloadScript =
    "<script>new EventSource(\"/events\").addEventListener(\"reload\", () => location.reload());"
    + "</script>\n"

  /// The port the server listens on (the one chosen when 0 was asked for).
  public let port: UInt16

  private let render: () -> Page
  private let listener: Int32
  private let wake: (read: Int32, write: Int32)
  private var page: Page
  private var fingerprints: [String: Fingerprint] = [:]
  private var clients: [Int32] = []
  private var version = 0
  private var closed = false

  /// Binds 127.0.0.1:`port` and renders the first page; call ``run()`` to serve.
  public init(port: UInt16, render: @escaping () -> Page) throws(Failure) {
    self.render = render
    let socket = Self.makeSocket()
    guard socket >= 0 else { throw Failure(message: "cannot open a socket: \(Self.errorText())") }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, never any other
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socket, 16) == 0 else {
      let reason = Self.errorText()
      close(socket)
      throw Failure(message: "cannot listen on 127.0.0.1:\(port): \(reason)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    self.port = UInt16(bigEndian: actual.sin_port)
    self.listener = socket
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      close(socket)
      throw Failure(message: "cannot make a pipe: \(Self.errorText())")
    }
    wake = (ends[0], ends[1])
    page = render()
    fingerprints = Self.fingerprints(page.watchedFiles)
  }

  /// Serves until ``stop()`` is called (or Ctrl-C, after ``stopOnInterrupt()``); then closes
  /// every socket.
  public func run() {
    var lastCheck = Date()
    var lastPing = Date()
    serving: while true {
      var descriptors = [
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: Self.interruption.read, events: Int16(POLLIN), revents: 0),
      ]
      descriptors += clients.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), 250)
      if ready < 0 && errno != EINTR { break }
      if descriptors[1].revents != 0 || descriptors[2].revents != 0 { break serving }
      if descriptors[0].revents & Int16(POLLIN) != 0 { accept() }
      for descriptor in descriptors.dropFirst(3) where descriptor.revents != 0 {
        // An event stream sends nothing: readable means closed (or a stray byte).
        var byte: UInt8 = 0
        if recv(descriptor.fd, &byte, 1, Int32(MSG_DONTWAIT)) <= 0 { drop(descriptor.fd) }
      }
      let now = Date()
      if now.timeIntervalSince(lastCheck) >= 0.25 {
        lastCheck = now
        reloadIfChanged()
      }
      if now.timeIntervalSince(lastPing) >= 15 {
        lastPing = now
        broadcast(": keep-alive\n\n")
      }
    }
    for client in clients { close(client) }
    clients = []
    close(listener)
    closed = true
  }

  deinit {
    if !closed { close(listener) }
    close(wake.read)
    close(wake.write)
  }

  /// Makes ``run()`` return (from any thread).
  public func stop() {
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }

  /// From now on, Ctrl-C (SIGINT) and SIGTERM make every running server return from
  /// ``run()`` instead of killing the process.
  public static func stopOnInterrupt() {
    _ = interruption
    signal(SIGPIPE, SIG_IGN)
    let handler: @convention(c) (Int32) -> Void = { _ in
      var byte: UInt8 = 1
      _ = write(PreviewServer.interruption.write, &byte, 1)
    }
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
  }

  /// The pipe a signal writes to (made before any handler is installed).
  private static let interruption: (read: Int32, write: Int32) = {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    return (ends[0], ends[1])
  }()

  // MARK: Requests

  private func accept() {
    #if canImport(Glibc)
      let connection = Glibc.accept(listener, nil, nil)
    #else
      let connection = Darwin.accept(listener, nil, nil)
    #endif
    guard connection >= 0 else { return }
    Self.configure(connection)
    guard let request = Self.readHead(connection) else {
      close(connection)
      return
    }
    let line = request.prefix { $0 != "\r" && $0 != "\n" }.split(separator: " ")
    let method = line.first.map(String.init) ?? ""
    let target = line.count > 1 ? String(line[1]) : ""
    let path = String(target.prefix { $0 != "?" && $0 != "#" })
    guard method == "GET" || method == "HEAD" else {
      respond(connection, status: "405 Method Not Allowed", type: "text/plain", body: "GET only\n")
      return
    }
    switch path {
    case "/", "/index.html":
      let body = method == "HEAD" ? nil : Self.withReloadScript(page.html)
      respond(connection, status: "200 OK", type: "text/html; charset=utf-8", body: body)
    case "/events":
      let head =
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
        + "Connection: keep-alive\r\n\r\nretry: 1000\n\n"
      if Self.send(connection, Array(head.utf8)) {
        clients.append(connection)
      } else {
        close(connection)
      }
    default:
      respond(connection, status: "404 Not Found", type: "text/plain", body: "not found\n")
    }
  }

  private func respond(_ connection: Int32, status: String, type: String, body: String?) {
    let bytes = Array((body ?? "").utf8)
    var head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(bytes.count)\r\n"
    head += "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    _ = Self.send(connection, Array(head.utf8) + (body == nil ? [] : bytes))
    close(connection)
  }

  /// `html` with ``reloadScript`` before its last `</body>` (or at its end).
  public static func withReloadScript(_ html: String) -> String {
    guard let range = html.lastByteRange(of: "</body>") else {
      return html + reloadScript
    }
    return html[..<range.lowerBound] + reloadScript + html[range.lowerBound...]
  }

  // MARK: Watching

  private struct Fingerprint: Equatable {
    var size: Int
    var date: Date?
    var inode: Int
  }

  /// A whole-number file attribute (FoundationEssentials gives `UInt` / `UInt64`, Foundation
  /// on Apple platforms `NSNumber`), or -1.
  private static func integer(_ attribute: Any?) -> Int {
    switch attribute {
    case let value as Int: value
    case let value as UInt: Int(exactly: value) ?? -1
    case let value as UInt64: Int(exactly: value) ?? -1
    default: -1
    }
  }

  private static func fingerprints(_ paths: [String]) -> [String: Fingerprint] {
    var result: [String: Fingerprint] = [:]
    for path in paths {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      result[path] = Fingerprint(
        size: integer(attributes?[.size]),
        date: attributes?[.modificationDate] as? Date,
        inode: integer(attributes?[.systemFileNumber]))
    }
    return result
  }

  private func reloadIfChanged() {
    guard Self.fingerprints(Array(fingerprints.keys)) != fingerprints else { return }
    page = render()
    fingerprints = Self.fingerprints(page.watchedFiles)
    version += 1
    broadcast("event: reload\ndata: \(version)\n\n")
  }

  private func broadcast(_ message: String) {
    for client in clients where !Self.send(client, Array(message.utf8)) { drop(client) }
  }

  private func drop(_ client: Int32) {
    clients.removeAll { $0 == client }
    close(client)
  }

  // MARK: Sockets

  private static func makeSocket() -> Int32 {
    #if canImport(Glibc)
      return socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      return socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  /// Two-second timeouts, and no SIGPIPE where the platform has the option.
  private static func configure(_ connection: Int32) {
    var timeout = timeval(tv_sec: 2, tv_usec: 0)
    let size = socklen_t(MemoryLayout<timeval>.size)
    setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, size)
    setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, size)
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// The request's head (up to the blank line), or `nil` if it does not come within the
  /// timeout or is larger than 16 KB.
  private static func readHead(_ connection: Int32) -> String? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 16_384 {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
      if containsBlankLine(bytes) { return String(decoding: bytes, as: UTF8.self) }
    }
    return nil
  }

  private static func containsBlankLine(_ bytes: [UInt8]) -> Bool {
    for index in 0..<max(0, bytes.count - 3)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
      && bytes[index + 3] == 10
    {
      return true
    }
    return false
  }

  /// Sends all of `bytes`; `false` if the connection failed.
  private static func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(connection, $0.baseAddress, $0.count, flags)
        #else
          Darwin.send(connection, $0.baseAddress, $0.count, flags)
        #endif
      }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
