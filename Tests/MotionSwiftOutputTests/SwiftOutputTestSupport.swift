import Foundation
import MotionCompiler
import MotionRuntime
import MotionSwiftOutput
import MotionTestSupport
import XCTest

/// Every spec in `specs/`, compiled as `motionc compile` does (with its reduced timeline).
func compiledSpecs() throws -> [(name: String, path: String, track: MotionTrack)] {
  let folder = repositoryRoot.appendingPathComponent("specs")
  let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0.hasSuffix(".motion") }.sorted()
  return try files.map { file in
    let path = "specs/" + file
    let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
    let result = Compiler.compile(
      SourceFile(path: path, bytes: Array(bytes)), options: CompileOptions(includeReduced: true))
    let track = try XCTUnwrap(result.track, result.rendered)
    return (SwiftTrackWriter.defaultName(forSpec: path), path, track)
  }
}
