import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import MotionWeb
import XCTest

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
