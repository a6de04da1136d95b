import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

/// What `-o` and `fmt` write over: a regular file is replaced atomically; a symbolic link is
/// written through to its final target and stays a link; a folder, a named pipe or a device is
/// refused at once with exit 2, and stays what it was (issue 10, item 3).
final class OutputTargetTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var spec = ""
  private var track = ""

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
    spec = try folder.write("spec.motion", "moveX 10 over 1s\n")
    track = motionc(["compile", spec]).output
    XCTAssertTrue(track.hasPrefix("{"), track)
  }

  override func tearDown() {
    folder = nil
  }

  private func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  private func mode(_ path: String) -> mode_t {
    var info = stat()
    XCTAssertEqual(stat(path, &info), 0, path)
    return info.st_mode & 0o7777
  }

  // MARK: Links

  func testALinkIsWrittenThroughToItsFinalTargetAndStaysALink() throws {
    // out/link2.json → link1.json → ../real/track.json (relative links, across folders).
    let target = try folder.write("real/track.json", "old\n")
    XCTAssertEqual(chmod(target, 0o640), 0)
    try FileManager.default.createDirectory(
      atPath: folder.path("out"), withIntermediateDirectories: true)
    XCTAssertEqual(symlink("../real/track.json", folder.path("out/link1.json")), 0)
    XCTAssertEqual(symlink("link1.json", folder.path("out/link2.json")), 0)
    for (command, rest, expected) in [
      ("compile", [String](), track),
      ("sample", ["--at", "0.5"], "time,view.moveX\n0.5,5\n"),
    ] {
      let result = motionc([command, spec] + rest + ["-o", folder.path("out/link2.json")])
      XCTAssertEqual(result.code, 0, result.error)
      XCTAssertEqual(try contents(target), expected, command)
      XCTAssertEqual(fileType(folder.path("out/link2.json")), S_IFLNK)
      XCTAssertEqual(fileType(folder.path("out/link1.json")), S_IFLNK)
      XCTAssertEqual(
        try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("out/link2.json")),
        "link1.json")
      XCTAssertEqual(mode(target), 0o640, "the target keeps its permissions, not the link's")
    }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("real")),
      [
        "track.json"
      ])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted(),
      ["link1.json", "link2.json"], "no temporary file is left behind")
  }

  func testADanglingLinkCreatesItsTargetWhenItsFolderExists() throws {
    XCTAssertEqual(symlink("made.json", folder.path("dangling.json")), 0)
    let made = motionc(["compile", spec, "-o", folder.path("dangling.json")])
    XCTAssertEqual(made.code, 0, made.error)
    XCTAssertEqual(fileType(folder.path("dangling.json")), S_IFLNK)
    XCTAssertEqual(fileType(folder.path("made.json")), S_IFREG)
    XCTAssertEqual(try contents(folder.path("made.json")), track)

    XCTAssertEqual(symlink("nowhere/made.json", folder.path("lost.json")), 0)
    let lost = motionc(["compile", spec, "-o", folder.path("lost.json")])
    XCTAssertEqual(lost.code, 1)
    XCTAssertEqual(
      lost.error,
      "error: cannot write `\(folder.path("lost.json"))`: it links to "
        + "`\(folder.url.path)/nowhere/made.json`, and the folder "
        + "`\(folder.url.path)/nowhere` does not exist\n")
    XCTAssertEqual(fileType(folder.path("lost.json")), S_IFLNK)
    XCTAssertNil(fileType(folder.path("nowhere")))

    XCTAssertEqual(symlink("loop.json", folder.path("loop.json")), 0)
    let loop = motionc(["compile", spec, "-o", folder.path("loop.json")])
    XCTAssertEqual(loop.code, 1)
    XCTAssertTrue(loop.error.hasSuffix("too many levels of symbolic links\n"), loop.error)
  }

  func testFormattingALinkedSpecFormatsItsTargetAndKeepsTheLink() throws {
    let target = try folder.write("real/messy.motion", "merge<moveX 1 over 1s>\n")
    XCTAssertEqual(chmod(target, 0o600), 0)
    XCTAssertEqual(symlink("real/messy.motion", folder.path("linked.motion")), 0)
    let result = motionc(["fmt", folder.path("linked.motion")])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(try contents(target), "merge < moveX 1 over 1s >\n")
    XCTAssertEqual(fileType(folder.path("linked.motion")), S_IFLNK)
    XCTAssertEqual(mode(target), 0o600)
    XCTAssertEqual(try folder.names(), ["linked.motion", "real", "spec.motion"])
  }

  func testAFolderSearchSkipsLinksSoFormattingNeverWritesOutsideIt() throws {
    let outside = try folder.write("outside/messy.motion", "merge<moveX 1 over 1s>\n")
    try folder.write("tree/own.motion", "moveX 1 over 1s\n")
    XCTAssertEqual(symlink(outside, folder.path("tree/link.motion")), 0)
    let result = motionc(["fmt", folder.path("tree")])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(try contents(outside), "merge<moveX 1 over 1s>\n")
    let check = motionc(["check", folder.path("tree")])
    XCTAssertEqual(check.error, "checked 1 file: no errors\n")
  }

  // MARK: Refused

  func testANamedPipeIsRefusedAtOnceAndStaysAPipe() throws {
    let pipe = folder.path("pipe.json")
    XCTAssertEqual(mkfifo(pipe, 0o644), 0)
    XCTAssertEqual(symlink("pipe.json", folder.path("to-pipe.json")), 0)
    // Opening the pipe would block until a reader came; the test opens one to free it, and
    // keeps it open (a write to a pipe without a reader would raise SIGPIPE in this process).
    let unblock: @Sendable () -> Void = { _ = open(pipe, O_RDONLY | O_NONBLOCK) }
    let cases: [([String], String)] = [
      (["compile", spec, "-o", pipe], "the output `\(pipe)` is a named pipe, not a regular file"),
      (
        ["sample", spec, "--fps", "10", "--output", pipe],
        "the output `\(pipe)` is a named pipe, not a regular file"
      ),
      (
        ["compile", spec, "-o", folder.path("to-pipe.json")],
        "the output `\(folder.path("to-pipe.json"))` links to `\(folder.url.path)/pipe.json`, "
          + "a named pipe, not a regular file"
      ),
      (["fmt", pipe], "`\(pipe)` is a named pipe, not a regular file: `fmt` rewrites only"),
    ]
    for (arguments, message) in cases {
      let started = Date()
      let result = finishing(within: 10, unblock: unblock) { motionc(arguments) }
      guard let result else {
        XCTFail("\(arguments) blocked on the named pipe")
        continue
      }
      XCTAssertLessThan(Date().timeIntervalSince(started), 5, "\(arguments)")
      XCTAssertEqual(result.code, 2, "\(arguments): \(result.error)")
      XCTAssertTrue(result.error.hasPrefix("error: " + message), result.error)
      XCTAssertEqual(result.output, "")
      XCTAssertEqual(fileType(pipe), S_IFIFO, "\(arguments)")
    }
    XCTAssertEqual(try folder.names(), ["pipe.json", "spec.motion", "to-pipe.json"])
  }

  /// A device of the test's own (a copy of the null device, where the test may make one) and
  /// `/dev/null` itself: refused, never replaced. (Other test runs on a shared machine that
  /// still write `-o /dev/null` as root can leave a regular file there; then only the test's
  /// own device is used.)
  func testADeviceIsRefusedAndStaysADevice() throws {
    var devices: [String] = []
    let own = folder.path("null-device")
    // The null device's number (`makedev` is a C macro Swift does not import).
    #if os(Linux)
      let null: dev_t = 1 << 8 | 3
    #else
      let null: dev_t = 3 << 24 | 2
    #endif
    if mknod(own, S_IFCHR | 0o666, null) == 0 { devices.append(own) }
    if fileType("/dev/null") == S_IFCHR { devices.append("/dev/null") }
    guard !devices.isEmpty else {
      throw XCTSkip("cannot make a device node here, and /dev/null is not a character device")
    }
    for device in devices {
      var before = stat()
      XCTAssertEqual(stat(device, &before), 0)
      let link = folder.path("link-to-device.json")
      unlink(link)
      XCTAssertEqual(symlink(device, link), 0)
      for arguments in [
        ["compile", spec, "-o", device], ["sample", spec, "--at", "0", "-o", device],
        ["compile", spec, "-o", link], ["fmt", device],
      ] {
        let result = motionc(arguments)
        XCTAssertEqual(result.code, 2, "\(arguments): \(result.error)")
        XCTAssertTrue(result.error.contains("a character device, not a regular file"), result.error)
        var after = stat()
        XCTAssertEqual(stat(device, &after), 0)
        XCTAssertEqual(after.st_mode & S_IFMT, S_IFCHR, "\(arguments) replaced \(device)")
        XCTAssertEqual(after.st_rdev, before.st_rdev)
        XCTAssertEqual(after.st_ino, before.st_ino)
      }
      XCTAssertEqual(fileType(link), S_IFLNK)
      let result = motionc(["compile", spec, "-o", device])
      // The usage line as `compile --help` prints it.
      let compileUsage =
        motionc(["compile", "--help"]).output.split(separator: "\n")
        .first { $0.hasPrefix("USAGE: ") }.map(String.init) ?? "(no usage line)"
      XCTAssertEqual(
        result.error,
        """
        error: the output `\(device)` is a character device, not a regular file: `-o` writes \
        only regular files (to send the output elsewhere, leave out `-o` and redirect standard \
        output)

        \(compileUsage)

        See 'motionc compile --help' for more information.

        """)
    }
  }

  func testFormatRefusesANamedFileThatIsNotRegularBeforeFormattingAnything() throws {
    let messy = try folder.write("messy.motion", "merge<moveX 1 over 1s>\n")
    let pipe = folder.path("pipe.motion")
    XCTAssertEqual(mkfifo(pipe, 0o644), 0)
    let result = motionc(["fmt", messy, pipe])
    XCTAssertEqual(result.code, 2)
    XCTAssertEqual(try contents(messy), "merge<moveX 1 over 1s>\n", "nothing is formatted")
    // A folder holding a pipe is fine: the search skips it.
    let search = motionc(["fmt", folder.url.path])
    XCTAssertEqual(search.code, 0, search.error)
    XCTAssertEqual(try contents(messy), "merge < moveX 1 over 1s >\n")
    XCTAssertEqual(fileType(pipe), S_IFIFO)
  }
}
