import Foundation
import MotionRuntime
import MotionTestSupport
import MotionWeb
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The preview and the plot parse as XML (the preview is written so that it is well-formed XML
/// as well as HTML), refer to nothing outside themselves, and give every id once; the
/// stylesheet's braces balance.
final class WellFormednessTests: XCTestCase {
  /// Parses `text` as XML; returns the problem, or the element names and ids it has.
  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var ids: [String] = []
    var references: [String] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append(name)
      if let id = attributes["id"] { ids.append(id) }
      for key in ["href", "src", "xlink:href"] {
        if let value = attributes[key] { references.append("\(name) \(key)=\(value)") }
      }
    }
  }

  private func parse(_ text: String, _ label: String) -> Collector? {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
      XCTFail(
        "\(label) is not well-formed: \(parser.parserError.map(String.init(describing:)) ?? "?") "
          + "at line \(parser.lineNumber), column \(parser.columnNumber)")
      return nil
    }
    return collector
  }

  func testEveryPreviewAndPlotIsWellFormedAndSelfContained() throws {
    for path in motionFiles(in: "specs") {
      let export = try webExport(path)
      let page = PreviewPage.html(export)
      if let preview = parse(page, "\(path) preview") {
        XCTAssertEqual(preview.references, [], path)
        XCTAssertEqual(preview.ids.count, Set(preview.ids).count, "\(path): an id twice")
        XCTAssertTrue(preview.elements.contains("svg"), path)
        XCTAssertEqual(preview.elements.filter { $0 == "script" }.count, 1, path)
      }
      // No address but the SVG namespace.
      let addresses = page.components(separatedBy: "://").count - 1
      XCTAssertEqual(
        addresses, page.components(separatedBy: "http://www.w3.org/2000/svg").count - 1, path)
      let plot = ValuePlot.document(export.timeline, title: export.title)
      if let svg = parse(plot, "\(path) plot") {
        XCTAssertEqual(svg.elements.first, "svg")
        XCTAssertFalse(svg.elements.contains("script"), path)
        XCTAssertEqual(svg.references, [], path)
        XCTAssertEqual(svg.ids.count, Set(svg.ids).count, path)
      }
      XCTAssertFalse(plot.contains("<script"))
      XCTAssertEqual(plot.components(separatedBy: "://").count, 2, "\(path): only the namespace")
      let css = CSSExport.stylesheet(export)
      XCTAssertEqual(
        css.filter { $0 == "{" }.count, css.filter { $0 == "}" }.count, "\(path) stylesheet")
    }
  }

  func testTheErrorPageIsWellFormedAndShowsTheDiagnostics() throws {
    let page = PreviewPage.errors(
      title: "bad <spec>.motion",
      diagnostics: "bad.motion:1:7: error[M0010]: expected a value & more")
    let parsed = try XCTUnwrap(parse(page, "error page"))
    XCTAssertTrue(parsed.elements.contains("pre"))
    XCTAssertTrue(page.contains("expected a value &amp; more"))
    XCTAssertTrue(page.contains("bad &lt;spec&gt;.motion"))
  }

  func testPlotsOfOnePropertyAndOfNothing() throws {
    let export = try webExport("specs/fairy.motion")
    let one = ValuePlot.document(
      export.timeline, title: "fairy.motion",
      only: ValuePlot.Column(element: "fairy", property: .moveY))
    XCTAssertNotNil(parse(one, "one property"))
    XCTAssertTrue(one.contains("fairy.moveY"))
    XCTAssertFalse(one.contains("fairy.scaleX"))
    let empty = ValuePlot.document(Timeline(duration: 0, elements: []), title: "empty.motion")
    XCTAssertNotNil(parse(empty, "empty plot"))
    XCTAssertTrue(empty.contains("nothing moves"))
  }
}
