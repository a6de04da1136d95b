import Foundation
import MotionRuntime
import MotionTestSupport
import XCTest

@testable import MotionCompiler

/// motionc links FoundationEssentials, not Foundation, so it computes itself what `NSString`
/// and `String(format:)` gave before. These tests hold the two equal, with Foundation (which
/// tests may link) as the reference.
final class FoundationParityTests: XCTestCase {
  private let paths = [
    "", "/", "//", "a/", "ab", "a//", "/a", "/a/", "a/b", "a//b", "a/b/", "./a", "../a",
    "a/../b", "a/./b", "/a/../b", "/a/b/../../..", "..", ".", "./", "~", "~/", "~/x/../y",
    "~root/a", "~no-such-user-here/a", "x/y/z/", "/x//y///z", "a/..", "/..", "/../a", "a/.",
    "a/b/..", "a/\u{301}b", "a/\u{301}/b", "é/ü.motion", "a/b/./../c", "/private/tmp",
    "/var/automount/x", "../../a/./b//c/", "specs/easings.motion",
  ]

  func testPathComponentsAreNSStringsOnes() {
    for path in paths {
      let reference = path as NSString
      XCTAssertEqual(PathText.lastComponent(path), reference.lastPathComponent, path)
      // `NSString` traps on a path of one letter (see below).
      let components = path.split(separator: "/")
      if path.hasPrefix("/") || components.count != 1 || components[0].count != 1 {
        XCTAssertEqual(
          PathText.deletingLastComponent(path), reference.deletingLastPathComponent, path)
      }
      for component in ["", "x", "/x", "x/", "é"] {
        XCTAssertEqual(
          PathText.appending(component, to: path), reference.appendingPathComponent(component),
          "\(component) after \(path)")
      }
    }
  }

  /// A one-letter relative path: `NSString.deletingLastPathComponent` trapped on it (so
  /// `motionc check x` crashed); its folder is the empty path.
  func testAOneLetterPathHasNoFolder() {
    XCTAssertEqual(PathText.deletingLastComponent("x"), "")
    XCTAssertEqual(PathText.deletingLastComponent("x/"), "")
    XCTAssertEqual(PathText.lastComponent("x"), "x")
    XCTAssertEqual(FileSystemLoader(mainFile: "x").rootDisplay, ".")
  }

  /// `standardizingPath` resolves links after the first component (reading a link's text from
  /// the working folder), drops `.` and takes back `..` in absolute paths.
  func testStandardizedPathsAreNSStringsOnes() throws {
    let folder = try TemporaryFolder()
    let root = folder.url.path
    try folder.write("a/b/f.motion", [])
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: root + "/link", withDestinationPath: "a/b")
    try manager.createSymbolicLink(atPath: root + "/absolute", withDestinationPath: root + "/a")
    try manager.createSymbolicLink(atPath: root + "/a/up", withDestinationPath: "../link")
    try manager.createSymbolicLink(
      atPath: root + "/file.motion", withDestinationPath: "a/b/f.motion")
    try manager.createSymbolicLink(
      atPath: root + "/a/absolute-file.motion", withDestinationPath: root + "/a/b/f.motion")
    // The working folder stays the package's (tests may run in parallel), so links with a
    // relative text are not resolved, by either; links with an absolute one are.
    let linked = [
      "a/b/f.motion", "link/f.motion", "link/../x", "absolute/b", "absolute/b/../b/f.motion",
      "a/up/f.motion", "file.motion", "./file.motion", "./link", "a/./link/../b",
      "a/absolute-file.motion", "./a/absolute-file.motion", "absolute/absolute-file.motion",
    ]
    for path in paths + linked + (paths + linked).map({ root + "/" + $0 }) {
      XCTAssertEqual(PathText.standardized(path), (path as NSString).standardizingPath, path)
    }
  }

  func testFifteenDigitsArePrintfs() {
    var random = SplitMix64(seed: 515)
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1 + 0.2, 1.0 / 3, 1e15, 1e16, 123456789012345.6, 1e-300,
      .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]
    for _ in 0..<20_000 {
      let bits = random.next()
      values.append(Double(bitPattern: bits))
      values.append(Double(bits % 1_000_000) / Double(1 + bits % 997))
    }
    for value in values {
      XCTAssertEqual(
        NumberFormatting.fifteenSignificantDigits(value), String(format: "%.15g", value),
        "\(value)")
    }
  }

  /// Byte-for-byte replacement gives Foundation's result wherever a match is not followed by a
  /// combining mark (Foundation skipped those; see `replacingEvery`).
  func testReplacementIsFoundations() {
    let pieces = ["a", "<", "/", "!", "-", "*", "{", "}", "n", "\\", "\"", "\n", "\r", "é", " "]
    let targets = ["\\", "\"", "\u{2028}", "</", "<!--", "*/", "{name}", "\n", "EXPORT "]
    var random = SplitMix64(seed: 2028)
    for _ in 0..<20_000 {
      let length = Int(random.next() % 12)
      let text = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
        .joined()
      let target = targets[Int(random.next() % UInt64(targets.count))]
      XCTAssertEqual(
        text.replacingEvery(target, with: "[R]"),
        text.replacingOccurrences(of: target, with: "[R]"), "\(target) in \(text)")
      XCTAssertEqual(
        text.firstByteRange(of: target).map { String(text[$0.upperBound...]) },
        text.range(of: target).map { String(text[$0.upperBound...]) }, "\(target) in \(text)")
      XCTAssertEqual(
        text.lastByteRange(of: target).map { String(text[..<$0.lowerBound]) },
        text.range(of: target, options: .backwards).map { String(text[..<$0.lowerBound]) },
        "\(target) in \(text)")
    }
    XCTAssertEqual("</\u{338}".replacingEvery("</", with: "<\\/"), "<\\/\u{338}")
    XCTAssertEqual("a\r\nb".replacingEvery("\n", with: "\\n"), "a\r\\nb")
  }
}
