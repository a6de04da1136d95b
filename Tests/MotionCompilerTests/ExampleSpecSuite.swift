import Foundation
import MotionCompiler
import MotionTestSupport
import Testing

/// Every example spec, one Swift Testing case each: it compiles without errors (its reduced
/// timeline too), and it is in `fmt`'s layout, so formatting it changes nothing.
///
/// The rest of the suite is XCTest; this one is Swift Testing so that `swift test`'s last
/// summary (Swift Testing's, printed after XCTest's) counts real tests, not "0 tests".
@Suite("Example specs")
struct ExampleSpecSuite {
  /// The `.motion` files of `specs/`, by name.
  static let specs: [String] =
    ((try? FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("specs").path)) ?? [])
    .filter { $0.hasSuffix(".motion") }.sorted()

  @Test("there are example specs")
  func thereAreSpecs() {
    #expect(Self.specs.count >= 20)
  }

  @Test("compiles, its reduced timeline too", arguments: specs)
  func compiles(_ name: String) throws {
    let file = try Self.read(name)
    let result = Compiler.compile(file, options: CompileOptions(includeReduced: true))
    #expect(!result.hasErrors, "\(result.rendered)")
    #expect(result.timeline != nil)
  }

  @Test("is in fmt's layout", arguments: specs)
  func isFormatted(_ name: String) throws {
    let file = try Self.read(name)
    let formatted = Formatter.format(file).text
    #expect(formatted == String(decoding: file.bytes, as: UTF8.self))
  }

  private static func read(_ name: String) throws -> SourceFile {
    let url = repositoryRoot.appendingPathComponent("specs").appendingPathComponent(name)
    return SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
  }
}
