import Foundation
import MotionCompiler
import MotionRuntime
import MotionWeb
import XCTest

/// The repository root (this file is at Tests/MotionWebTests/).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Whether golden files are being rewritten (`MOTIONC_RECORD=1 swift test`), as in
/// MotionCompilerTests.
let recordingGoldens = ProcessInfo.processInfo.environment["MOTIONC_RECORD"] == "1"

/// Compares `actual` with the golden file at `path` (relative to the repository root), or
/// rewrites it when recording.
func assertGolden(
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

/// The `.motion` files of specs/, sorted, as repository paths.
func exampleSpecs() -> [String] {
  let names =
    (try? FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("specs").path)) ?? []
  return names.filter { $0.hasSuffix(".motion") }.sorted().map { "specs/" + $0 }
}

/// Compiles a spec of the repository into the web exports' input (both timelines).
func webExport(_ path: String, selector: ElementSelector = .standard) throws -> WebExport {
  // An absolute path, so that imports resolve wherever the tests run.
  let url = repositoryRoot.appendingPathComponent(path)
  let file = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
  let normal = Compiler.compile(file)
  let reduced = Compiler.compile(file, options: CompileOptions(reduced: true))
  let timeline = try XCTUnwrap(normal.timeline, normal.rendered)
  let reducedTimeline = try XCTUnwrap(reduced.timeline, reduced.rendered)
  return try WebExport(
    title: URL(fileURLWithPath: path).lastPathComponent, timeline: timeline,
    reducedTimeline: reducedTimeline, selector: selector)
}

/// Compiles spec text (no imports) into the web exports' input.
func webExport(text: String, title: String = "test.motion") throws -> WebExport {
  let file = SourceFile(path: title, text: text)
  let normal = Compiler.compile(file)
  let reduced = Compiler.compile(file, options: CompileOptions(reduced: true))
  return try WebExport(
    title: title, timeline: try XCTUnwrap(normal.timeline, normal.rendered),
    reducedTimeline: try XCTUnwrap(reduced.timeline, reduced.rendered))
}
