import Foundation
import MotionRuntime
import MotionTestSupport
import MotionWeb
import XCTest

/// Every spec in specs/ as every web output, against golden files in Tests/Fixtures/web.
final class WebGoldenTests: XCTestCase {
  func testEverySpecExportsToItsGoldenStylesheetModulePreviewAndPlot() throws {
    let specs = motionFiles(in: "specs")
    XCTAssertGreaterThanOrEqual(specs.count, 12)
    for path in specs {
      let export = try webExport(path)
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      assertGolden(CSSExport.stylesheet(export), "Tests/Fixtures/web/\(name).css")
      assertGolden(WAAPIExport.module(export), "Tests/Fixtures/web/\(name).mjs")
      assertGolden(PreviewPage.html(export), "Tests/Fixtures/web/\(name).preview.html")
      assertGolden(
        ValuePlot.document(export.timeline, title: export.title),
        "Tests/Fixtures/web/\(name).plot.svg")
    }
  }
}
