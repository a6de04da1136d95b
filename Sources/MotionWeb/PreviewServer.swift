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
/// - It answers only requests whose `Host` is `127.0.0.1:PORT`, `localhost:PORT` or
///   `[::1]:PORT` (without `:PORT` only when the port is 80, where browsers leave it out);
///   any other `Host`, or none, gets 403 and no page. A page from another site that points its
///   own name at 127.0.0.1 (DNS rebinding) sends its own name, so it cannot read the preview.
/// - It is generic: the page and the files to watch come from `render`, which the command line
///   wires to the compiler (the spec and every file it imports).
/// - One thread does everything, and never blocks on a client: every socket is non-blocking,
///   and `poll()` waits on the listening socket, every connection, a wake-up pipe and the
///   earliest deadline. A connection has ``Limits/timeout`` to send its whole request head
///   (else 408 and closed) and as long again to take the response (else closed), so a client
///   that sends one byte at a time holds one connection for that long and delays no one.
/// - At most ``Limits/maximumConnections`` connections are open at once (event streams
///   included); one more is answered 503 and closed. When `accept` fails for want of
///   descriptors (EMFILE, ENFILE), the listener is left out of `poll()` until a connection
///   closes or a quarter second passes, instead of waking at once to fail again.
/// - Every quarter second the watched files' size, date and inode are compared. ``stop()``
///   (from any thread) and, with ``stopOnInterrupt()``, Ctrl-C write to a pipe, so the server
///   closes every socket and returns.
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

  /// How long a client may take and how many may be connected.
  public struct Limits: Sendable {
    /// Seconds a connection has to send its whole request head, and again to take the
    /// response.
    public var timeout: Double
    /// Connections open at once, event streams included; one more gets 503.
    public var maximumConnections: Int

    /// 10 seconds, 64 connections.
    public static let standard = Limits(timeout: 10, maximumConnections: 64)

    /// Limits of `timeout` seconds and `maximumConnections` connections.
    public init(timeout: Double, maximumConnections: Int) {
      self.timeout = timeout
      self.maximumConnections = maximumConnections
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

  /// The largest request head read; a larger one gets 431.
  static let maximumHeadSize = 16_384

  /// The port the server listens on (the one chosen when 0 was asked for).
  public let port: UInt16

  /// A connection that has not become an event stream: reading its head, then sending the
  /// response.
  private struct Connection {
    var socket: Int32
    /// When the head (or, once `outgoing` is set, the response) must be done.
    var deadline: Date
    var received: [UInt8] = []
    /// The response; empty while the head is read.
    var outgoing: [UInt8] = []
    var sent = 0
    /// Whether the connection becomes an event stream once `outgoing` is sent.
    var opensStream = false
  }

  private let render: () -> Page
  private let limits: Limits
  private let listener: Int32
  private let wake: (read: Int32, write: Int32)
  private var page: Page
  private var fingerprints: [String: Fingerprint] = [:]
  private var connections: [Connection] = []
  /// Event streams.
  private var clients: [Int32] = []
  /// Set when `accept` ran out of descriptors: the listener is not polled until then (or
  /// until a connection closes).
  private var acceptPausedUntil: Date?
  private var version = 0
  private var closed = false

  /// Binds 127.0.0.1:`port` and renders the first page; call ``run()`` to serve.
  public init(port: UInt16, limits: Limits = .standard, render: @escaping () -> Page)
    throws(Failure)
  {
    self.render = render
    self.limits = limits
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
    Self.makeNonBlocking(socket)
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
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: Self.interruption.read, events: Int16(POLLIN), revents: 0),
      ]
      if let paused = acceptPausedUntil, paused <= Date() { acceptPausedUntil = nil }
      let listening = acceptPausedUntil == nil
      if listening { descriptors.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
      descriptors += connections.map {
        pollfd(fd: $0.socket, events: Int16($0.outgoing.isEmpty ? POLLIN : POLLOUT), revents: 0)
      }
      descriptors += clients.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), pollTimeout())
      if ready < 0 && errno != EINTR { break }
      if descriptors[0].revents != 0 || descriptors[1].revents != 0 { break serving }
      var events: [Int32: Int16] = [:]
      for descriptor in descriptors.dropFirst(2) where descriptor.revents != 0 {
        events[descriptor.fd] = descriptor.revents
      }
      let now = Date()
      let streams = clients
      for client in streams where events[client] != nil {
        // An event stream sends nothing: readable means closed (or a stray byte).
        var byte: UInt8 = 0
        if recv(client, &byte, 1, Int32(MSG_DONTWAIT)) <= 0 { drop(client) }
      }
      connections = connections.compactMap { advance($0, events: events[$0.socket] ?? 0, now) }
      if listening, events[listener] != nil { acceptAll(now) }
      if now.timeIntervalSince(lastCheck) >= 0.25 {
        lastCheck = now
        reloadIfChanged()
      }
      if now.timeIntervalSince(lastPing) >= 15 {
        lastPing = now
        broadcast(": keep-alive\n\n")
      }
    }
    for connection in connections { close(connection.socket) }
    connections = []
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

  /// Milliseconds `poll()` may wait: a quarter second (the watch interval), or less when a
  /// deadline or the end of an accept pause comes sooner.
  private func pollTimeout() -> Int32 {
    var wait = 0.25
    let now = Date()
    for connection in connections { wait = min(wait, connection.deadline.timeIntervalSince(now)) }
    if let paused = acceptPausedUntil { wait = min(wait, paused.timeIntervalSince(now)) }
    return Int32(max(0, (wait * 1000).rounded(.up)))
  }

  // MARK: Connections

  /// Accepts every waiting connection; beyond the cap, each gets 503 and is closed.
  private func acceptAll(_ now: Date) {
    while true {
      #if canImport(Glibc)
        let socket = Glibc.accept(listener, nil, nil)
      #else
        let socket = Darwin.accept(listener, nil, nil)
      #endif
      guard socket >= 0 else {
        if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM {
          acceptPausedUntil = now.addingTimeInterval(0.25)
        }
        return
      }
      Self.configure(socket)
      guard connections.count + clients.count < limits.maximumConnections else {
        _ = Self.sendSome(socket, Self.response("503 Service Unavailable", body: "busy\n"))
        close(socket)
        continue
      }
      connections.append(Connection(socket: socket, deadline: now + limits.timeout))
    }
  }

  /// `connection` after reading or sending what it can now, or `nil` once it is closed (or
  /// has become an event stream).
  private func advance(_ connection: Connection, events: Int16, _ now: Date) -> Connection? {
    var connection = connection
    if connection.outgoing.isEmpty {
      if events != 0 {
        guard Self.receive(&connection.received, from: connection.socket) else {
          return finish(connection.socket)
        }
        if let end = Self.headEnd(connection.received) {
          let head = String(decoding: connection.received[..<end], as: UTF8.self)
          (connection.outgoing, connection.opensStream) = answer(head)
        } else if connection.received.count > Self.maximumHeadSize {
          connection.outgoing = Self.response("431 Request Header Fields Too Large", body: "")
        }
      }
      if connection.outgoing.isEmpty, now >= connection.deadline {
        connection.outgoing = Self.response("408 Request Timeout", body: "")
      }
      guard !connection.outgoing.isEmpty else { return connection }
      connection.deadline = now + limits.timeout
    }
    guard let sent = Self.sendSome(connection.socket, connection.outgoing[connection.sent...])
    else { return finish(connection.socket) }
    connection.sent += sent
    if connection.sent == connection.outgoing.count {
      guard connection.opensStream else { return finish(connection.socket) }
      clients.append(connection.socket)
      return nil
    }
    return now >= connection.deadline ? finish(connection.socket) : connection
  }

  /// Closes `socket`, which frees a descriptor: a paused listener is polled again.
  private func finish(_ socket: Int32) -> Connection? {
    close(socket)
    acceptPausedUntil = nil
    return nil
  }

  // MARK: Requests

  /// The response to the request head `head`, and whether it opens an event stream.
  private func answer(_ head: String) -> (response: [UInt8], opensStream: Bool) {
    let lines = head.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\n" }
    let line = (lines.first ?? "").split(separator: " ")
    let method = line.first.map(String.init) ?? ""
    let target = line.count > 1 ? String(line[1]) : ""
    let path = String(target.prefix { $0 != "?" && $0 != "#" })
    guard Self.allowsHost(lines.dropFirst(), port: port) else {
      return (Self.response("403 Forbidden", body: "host not allowed\n"), false)
    }
    guard method == "GET" || method == "HEAD" else {
      return (Self.response("405 Method Not Allowed", body: "GET only\n"), false)
    }
    switch path {
    case "/", "/index.html":
      let body = Self.withReloadScript(page.html)
      return (
        Self.response(
          "200 OK", type: "text/html; charset=utf-8", body: body, withBody: method != "HEAD"),
        false
      )
    case "/events":
      let head =
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
        + "Connection: keep-alive\r\n\r\nretry: 1000\n\n"
      return (Array(head.utf8), true)
    default:
      return (Self.response("404 Not Found", body: "not found\n"), false)
    }
  }

  /// Whether the head's header `lines` have exactly one `Host`, and it names this server
  /// through the loopback: `127.0.0.1`, `localhost` or `[::1]`, with `:port` (or without it
  /// when the port is 80, HTTP's default, which browsers leave out).
  public static func allowsHost(_ lines: some Sequence<Substring>, port: UInt16) -> Bool {
    var hosts: [String] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      guard line[..<colon].lowercased() == "host" else { continue }
      let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
      hosts.append(
        String(value.reversed().drop { $0 == " " || $0 == "\t" }.reversed()).lowercased())
    }
    guard hosts.count == 1, let host = hosts.first else { return false }
    let names = ["127.0.0.1", "localhost", "[::1]"]
    return names.contains { host == "\($0):\(port)" || (port == 80 && host == $0) }
  }

  private static func response(
    _ status: String, type: String = "text/plain", body: String, withBody: Bool = true
  ) -> [UInt8] {
    let bytes = Array(body.utf8)
    var head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(bytes.count)\r\n"
    head += "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + (withBody ? bytes : [])
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

  /// Sends `message` to every event stream; one that does not take all of it now (it is
  /// not reading) is closed.
  private func broadcast(_ message: String) {
    let bytes = Array(message.utf8)
    for client in clients where Self.sendSome(client, bytes) != bytes.count { drop(client) }
  }

  private func drop(_ client: Int32) {
    clients.removeAll { $0 == client }
    _ = finish(client)
  }

  // MARK: Sockets

  private static func makeSocket() -> Int32 {
    #if canImport(Glibc)
      return socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      return socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  /// Non-blocking, and no SIGPIPE where the platform has the option.
  private static func configure(_ connection: Int32) {
    makeNonBlocking(connection)
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  private static func makeNonBlocking(_ socket: Int32) {
    _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
  }

  /// Appends what `socket` has to `bytes` without waiting; `false` once it has closed or
  /// failed.
  private static func receive(_ bytes: inout [UInt8], from socket: Int32) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count <= maximumHeadSize {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count > 0 {
        bytes += buffer[0..<count]
        continue
      }
      return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
    }
    return true
  }

  /// Where the head ends (after its blank line), if it has.
  private static func headEnd(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
      && bytes[index + 3] == 10
    {
      return index + 4
    }
    return nil
  }

  /// Sends what `socket` takes of `bytes` now; how many, or `nil` if the connection failed.
  private static func sendSome(_ socket: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
      let sent = bytes[offset...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(socket, $0.baseAddress, $0.count, flags)
        #else
          Darwin.send(socket, $0.baseAddress, $0.count, flags)
        #endif
      }
      if sent > 0 {
        offset += sent
      } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
        break
      } else {
        return nil
      }
    }
    return offset - bytes.startIndex
  }

  private static func sendSome(_ socket: Int32, _ bytes: [UInt8]) -> Int? {
    sendSome(socket, bytes[...])
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
