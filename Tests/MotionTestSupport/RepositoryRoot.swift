import Foundation

/// The repository root (this file is at Tests/MotionTestSupport/), for reading specs, fixtures
/// and documentation wherever the tests run.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The `.motion` files in a folder of the repository, sorted, as repository paths.
public func motionFiles(in folder: String) -> [String] {
  let url = repositoryRoot.appendingPathComponent(folder)
  let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
  return names.filter { $0.hasSuffix(".motion") }.sorted().map { folder + "/" + $0 }
}
