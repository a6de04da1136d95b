import Foundation
import XCTest

/// Whether golden files are being rewritten: `MOTIONC_RECORD=1 swift test` records every
/// golden the tests compare with instead of comparing (review the diff afterwards).
public let recordingGoldens = ProcessInfo.processInfo.environment["MOTIONC_RECORD"] == "1"

/// Compares `actual` with the golden file at `path` (relative to the repository root), or
/// rewrites the file when recording. A difference fails with the first differing line of each
/// side; a missing golden file fails with a hint.
public func assertGolden(
  _ actual: String, _ path: String, file: StaticString = #filePath, line: UInt = #line
) {
  let url = repositoryRoot.appendingPathComponent(path)
  if recordingGoldens {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    XCTAssertNoThrow(
      try actual.write(to: url, atomically: true, encoding: .utf8), file: file, line: line)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    XCTFail(
      "missing golden file \(path): run `MOTIONC_RECORD=1 swift test` and review it", file: file,
      line: line)
    return
  }
  guard expected != actual else { return }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var index = 0
  while index < min(expectedLines.count, actualLines.count),
    expectedLines[index] == actualLines[index]
  {
    index += 1
  }
  let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
  let actualLine = index < actualLines.count ? String(actualLines[index]) : "<end>"
  XCTFail(
    "\(path) differs at line \(index + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)"
      + "\n(MOTIONC_RECORD=1 swift test rewrites goldens; review the diff)", file: file, line: line)
}
