#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A generated spec written to a folder of its own, as `motionc` reads it: the main file and
/// the files it imports.
struct BenchSpec {
  /// What the report calls it: `bench` or `design system`.
  var name: String
  /// The main file's path.
  var path: String
  /// The main file's bytes.
  var bytes: [UInt8]
  /// All source bytes of a compilation: the main file and its imports.
  var sourceBytes: Int
  /// One line saying what is in it.
  var summary: String

  /// Writes `bytes` as `folder/fileName`, and `imports` beside it.
  static func write(
    name: String, folder: String, fileName: String, bytes: [UInt8],
    imports: [(name: String, bytes: [UInt8])] = [], summary: String
  ) throws -> BenchSpec {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + fileName
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    for file in imports {
      try Data(file.bytes).write(to: URL(fileURLWithPath: folder + "/" + file.name))
    }
    return BenchSpec(
      name: name, path: path, bytes: bytes,
      sourceBytes: imports.reduce(bytes.count) { $0 + $1.bytes.count }, summary: summary)
  }
}
