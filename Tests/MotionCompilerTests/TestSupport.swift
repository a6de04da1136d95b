import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// The ```motion code blocks of a Markdown file of the repository, with their first lines.
func motionBlocks(in path: String) throws -> [(line: Int, text: String)] {
  let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  var blocks: [(Int, String)] = []
  var current: (Int, [Substring])?
  for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    if let open = current {
      if line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append((open.0, open.1.joined(separator: "\n") + "\n"))
        current = nil
      } else {
        current = (open.0, open.1 + [line])
      }
    } else if line.trimmingCharacters(in: .whitespaces) == "```motion" {
      current = (index + 1, [])
    }
  }
  XCTAssertNil(current, "\(path): an unclosed ```motion block")
  return blocks
}

/// Reads a repository file as a source file whose diagnostics show `path`.
/// Every spec of the repository, by path from its root: the examples, the goldens' inputs and
/// the bad-input corpus.
func everySpecInRepository() -> [String] {
  let folders =
    ["specs", "Tests/Fixtures/corpus", "Tests/Fixtures/warnings"]
    + ((try? FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Tests/Fixtures").path)) ?? [])
    .map { "Tests/Fixtures/" + $0 }
  return Set(folders).sorted().flatMap { motionFiles(in: $0) }
}

func sourceFile(_ path: String) throws -> SourceFile {
  let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
  return SourceFile(path: path, bytes: Array(data))
}

/// Compiles source text, failing the test on any error (warnings are allowed).
func compileClean(
  _ text: String, file: StaticString = #filePath, line: UInt = #line
) throws -> Timeline {
  let result = Compiler.compile(SourceFile(path: "test.motion", text: text))
  guard let timeline = result.timeline, !result.hasErrors else {
    XCTFail("expected no errors, got:\n\(result.rendered)", file: file, line: line)
    throw CompileFailure()
  }
  return timeline
}

struct CompileFailure: Error {}

/// The diagnostics of compiling `text`, as (code, line:column) pairs.
func diagnosticSummary(_ text: String) -> [String] {
  let file = SourceFile(path: "test.motion", text: text)
  return Compiler.compile(file).diagnostics.map {
    "\($0.code)@\(file.location(of: $0.range.start))"
  }
}

/// The number a track has at `seconds`.
func number(_ timeline: Timeline, _ element: String, _ property: Property, at seconds: Double)
  -> Double?
{
  timeline.track(element: element, property: property)?.value(atSeconds: seconds).number
}

/// Each change of a track as `start-end from>to` (seconds, values as the dumps print them): a
/// compact form for exact-value tests.
func segmentStrings(_ timeline: Timeline, _ element: String, _ property: Property) -> [String] {
  (timeline.track(element: element, property: property)?.segments ?? []).map {
    "\(Ticks.decimalSeconds($0.start))-\(Ticks.decimalSeconds($0.end)) "
      + "\(Dump.text($0.from))>\(Dump.text($0.to))"
  }
}

/// The Markdown pages whose examples are tests: grammar.md, README.md, CONTRIBUTING.md and every
/// page of `docs/` (not the diagnostics' pages, which ExplanationTests checks their own way).
func documentationPages() throws -> [String] {
  let docs = try FileManager.default.contentsOfDirectory(
    atPath: repositoryRoot.appendingPathComponent("docs").path)
  return ["grammar.md", "README.md", "CONTRIBUTING.md"]
    + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
}
