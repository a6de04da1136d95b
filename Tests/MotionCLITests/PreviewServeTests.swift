import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `motionc preview --serve` as a process: a spec that is (or becomes) a named pipe shows an
/// error in the page and never blocks the server.
final class PreviewServeTests: XCTestCase {
  /// `GET /` from 127.0.0.1:`port`, the whole answer (empty if nothing came within 5 s).
  private func page(_ port: UInt16) -> String {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return "" }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func testASpecThatIsOrBecomesANamedPipeShowsAnErrorAndDoesNotBlock() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motionc-serve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("a.motion").path
    let pipe = folder.appendingPathComponent("pipe").path
    try "element box\nbox moveX 100 over 1s\n".write(
      toFile: spec, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = builtMotionc
    process.arguments = ["preview", spec, "--serve", "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    let port = line.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) }
    let served = try XCTUnwrap(port, line)
    let first = page(served)
    XCTAssertTrue(first.hasPrefix("HTTP/1.1 200 OK\r\n"), first)
    XCTAssertFalse(first.contains("not a regular file"), first)

    // The spec is replaced by a named pipe no one writes to.
    XCTAssertEqual(mkfifo(pipe, 0o644), 0)
    XCTAssertEqual(rename(pipe, spec), 0)
    var replaced = ""
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline, !replaced.contains("not a regular file") {
      Thread.sleep(forTimeInterval: 0.3)
      replaced = page(served)
    }
    XCTAssertTrue(replaced.hasPrefix("HTTP/1.1 200 OK\r\n"), replaced)
    XCTAssertTrue(
      replaced.contains("is not a regular file (a named pipe, a device or a socket)"), replaced)
    process.terminate()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
  }

  #if os(Linux)
    /// Clock ticks of CPU time process `pid` has used (user and system).
    private func cpuTicks(_ pid: Int32) -> Int {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
      let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
      guard fields.count > 12 else { return -1 }
      return (Int(fields[11]) ?? -1) + (Int(fields[12]) ?? -1)
    }

    func testOutOfDescriptorsTheServerWaitsInsteadOfSpinning() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "motionc-serve-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let spec = folder.appendingPathComponent("a.motion").path
      try "element box\nbox moveX 100 over 1s\n".write(
        toFile: spec, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = [
        "-c", "ulimit -n 20 && exec \"$0\" preview \"$1\" --serve --port 0", builtMotionc.path,
        spec,
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      defer {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
      }
      let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
      let port = line.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) }
      let served = try XCTUnwrap(port, line)
      // 20 idle connections: more than the 20 descriptors allow (with the few the server
      // holds), fewer than the cap of 64, and few enough for the listen backlog to hold the rest.
      var sockets: [Int32] = []
      defer { sockets.forEach { close($0) } }
      for _ in 0..<20 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = served.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        _ = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
          }
        }
        sockets.append(socket)
      }
      Thread.sleep(forTimeInterval: 0.3)
      let before = cpuTicks(process.processIdentifier)
      Thread.sleep(forTimeInterval: 1)
      let used = cpuTicks(process.processIdentifier) - before
      XCTAssertGreaterThanOrEqual(before, 0)
      // A loop that spins uses about 100 ticks a second.
      XCTAssertLessThan(used, 20, "\(used) ticks of CPU in 1 s with accept failing")
    }
  #endif
}
