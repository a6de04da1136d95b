import Foundation
import MotionTestSupport
import XCTest

/// The plugin's section of `docs/apps.md` ("Compile specs in the build") names what
/// `Package.swift` exports and what the fixture of `scripts/plugin-check` builds with: a reader
/// who copies its lines gets the products the package has. (The fixture itself is built by
/// `scripts/plugin-check`, not here: it builds the whole package again.)
final class PluginDocumentationTests: XCTestCase {
  private func read(_ path: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The quoted names after `prefix` in `text` (`.plugin(name: "` → `MotionPlugin`).
  private func names(after prefix: String, in text: String) -> [String] {
    text.components(separatedBy: prefix).dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
  }

  func testTheDocumentedLinesNameTheExportedPluginAndRuntime() throws {
    let page = try read("docs/apps.md")
    let section = try XCTUnwrap(
      page.components(separatedBy: "## Compile specs in the build").last, "docs/apps.md")
    let manifest = try read("Package.swift")
    let fixture = try read("Tests/Fixtures/plugin-fixture/Package.swift")

    let plugins = names(after: ".plugin(name: \"", in: section)
    XCTAssertEqual(Set(plugins), ["MotionPlugin"], "docs/apps.md")
    XCTAssertTrue(manifest.contains(".plugin(name: \"MotionPlugin\", targets: [\"MotionPlugin\"])"))
    XCTAssertEqual(Set(names(after: ".plugin(name: \"", in: fixture)), ["MotionPlugin"])

    let products = names(after: ".product(name: \"", in: section)
    XCTAssertEqual(Set(products), ["MotionRuntime"], "docs/apps.md")
    let libraries = names(after: ".library(name: \"", in: manifest)
    XCTAssertTrue(Set(products).isSubset(of: libraries), "\(products) not in \(libraries)")
    XCTAssertEqual(Set(names(after: ".product(name: \"", in: fixture)), ["MotionRuntime"])
  }
}
