import MotionRuntime
import MotionWeb
import XCTest

/// What the exports say beyond the goldens: markers, selectors, both timelines, composition.
final class WebExportTests: XCTestCase {
  private func seconds(_ value: Double) -> Tick { Tick((value * 1e9).rounded()) }

  private func timeline(
    elements: [(String, [PropertyTrack])], duration: Double, markers: [Marker] = []
  ) -> Timeline {
    Timeline(
      duration: seconds(duration),
      elements: elements.map { ElementTimeline(name: $0.0, tracks: $0.1) }, markers: markers)
  }

  private func moveX(_ to: Double, over: Double) -> PropertyTrack {
    PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(start: 0, end: seconds(over), from: .number(0), to: .number(to), easing: .linear)
      ])
  }

  func testTheModuleListsTheMarkersOfNamedPlaysInMilliseconds() throws {
    let markers = [
      Marker(name: "pop", element: "button", start: seconds(0.25), end: seconds(0.7)),
      Marker(name: "shake", element: "field", start: seconds(1.09), end: seconds(1.5)),
    ]
    let full = timeline(
      elements: [("button", [moveX(10, over: 1.5)])], duration: 1.5, markers: markers)
    let reduced = timeline(elements: [("button", [])], duration: 1.5, markers: [markers[0]])
    let module = WAAPIExport.module(
      try WebExport(title: "markers.motion", timeline: full, reducedTimeline: reduced))
    XCTAssertTrue(
      module.contains(
        """
            markers: [
              { name: "pop", element: "button", start: 250, end: 700 },
              { name: "shake", element: "field", start: 1090, end: 1500 },
            ],
        """), module)
    XCTAssertTrue(module.contains("export const markers = timelines.full.markers;"))
    XCTAssertTrue(
      module.contains("export function animate(root = document, { reducedMotion, from } = {})"))
    XCTAssertTrue(module.contains("export const duration = timelines.full.duration;"))
    XCTAssertTrue(module.contains("    duration: 1500,\n"))
    let css = CSSExport.stylesheet(
      try WebExport(title: "markers.motion", timeline: full, reducedTimeline: reduced))
    XCTAssertTrue(
      css.contains(" *   pop on button: 0.25s to 0.7s\n *   shake on field: 1.09s to 1.5s\n */"),
      css)
    // The preview runs the same code without exporting it.
    let page = PreviewPage.html(
      try WebExport(title: "markers.motion", timeline: full, reducedTimeline: reduced))
    XCTAssertFalse(page.contains("export "))
    XCTAssertTrue(page.contains("function animate(root = document, { reducedMotion, from } = {})"))
    XCTAssertTrue(page.contains("{ name: \"shake\", element: \"field\", start: 1090, end: 1500 }"))
  }

  func testTheSelectorPatternFindsTheElements() throws {
    let selector = try ElementSelector.parse("#app .{name}").get()
    let export = try WebExport(
      title: "s.motion", timeline: timeline(elements: [("card", [moveX(5, over: 1)])], duration: 1),
      reducedTimeline: timeline(elements: [], duration: 0), selector: selector)
    let css = CSSExport.stylesheet(export)
    XCTAssertTrue(css.contains("\n#app .card {\n"), css)
    XCTAssertTrue(css.contains("Elements are found by #app .NAME"), css)
    let module = WAAPIExport.module(export)
    XCTAssertTrue(module.contains("selector: \"#app .card\","), module)
    XCTAssertTrue(module.contains("export const selector = \"#app .{name}\";"), module)
  }

  func testSelectorPatternsThatCannotWork() throws {
    XCTAssertEqual(ElementSelector.parse("#card").failure, .noPlaceholder)
    XCTAssertEqual(ElementSelector.parse("{name} { color: red }").failure, .forbiddenCharacter("{"))
    XCTAssertEqual(ElementSelector.parse("a;{name}").failure, .forbiddenCharacter(";"))
    XCTAssertEqual(ElementSelector.parse("a\n{name}").failure, .forbiddenCharacter("\n"))
    XCTAssertEqual(ElementSelector.parse("a\\{name}").failure, .forbiddenCharacter("\\"))
    XCTAssertEqual(ElementSelector.parse("/* {name}").failure, .comment)
    XCTAssertEqual(ElementSelector.parse("[title=\"{name}]").failure, .unpairedQuote("\""))
    XCTAssertEqual(ElementSelector.parse("[title='{name}]").failure, .unpairedQuote("'"))
    XCTAssertEqual(
      try ElementSelector.parse("[data-id='{name}'] > .box").get().selector(for: "card"),
      "[data-id='card'] > .box")
    XCTAssertEqual(SelectorProblem.comment.message, "`--selector` may not contain `/*` or `*/`")
    XCTAssertEqual(
      SelectorProblem.unpairedQuote("'").message, "`--selector` has a `'` without its pair")
    XCTAssertEqual(
      SelectorProblem.noPlaceholder.message,
      "`--selector` needs `{name}` where the element's name goes, e.g. `'#{name}'`")
    XCTAssertEqual(
      SelectorProblem.forbiddenCharacter("\n").message,
      "`--selector` may not contain control characters besides `{name}`")
    XCTAssertEqual(
      ElementSelector.standard.selector(for: "fairy"), "[data-motion=\"fairy\"]")
  }

  func testElementsOnlyTheFullTimelineMovesStandStillUnderReducedMotion() throws {
    let export = try WebExport(
      title: "r.motion",
      timeline: timeline(
        elements: [("card", [moveX(5, over: 1)]), ("badge", [moveX(2, over: 1)])], duration: 1),
      reducedTimeline: timeline(elements: [("card", [moveX(5, over: 0)])], duration: 0))
    let css = CSSExport.stylesheet(export)
    let media = css.components(separatedBy: "@media (prefers-reduced-motion: reduce) {").last ?? ""
    XCTAssertTrue(media.contains("  [data-motion=\"badge\"] {\n    animation: none;\n  }"), media)
    XCTAssertTrue(media.contains("motion-reduced-card-move-x-1 0s linear 0s 1 normal forwards"))
  }

  func testCompositionReadsEveryPropertyWithItsFallback() {
    let declarations = WebComposition.declarations(for: [.moveY, .scaleX, .blur, .background])
    XCTAssertEqual(
      declarations.map { "\($0.name): \($0.value)" },
      [
        "translate: var(--motion-move-x, 0px) var(--motion-move-y, 0px)",
        "scale: var(--motion-scale-x, 1) var(--motion-scale-y, 1)",
        "background-color: var(--motion-background, transparent)",
        "filter: blur(max(0px, var(--motion-blur, 0px)))",
      ])
    XCTAssertEqual(CSSValue.text(.number(12.5), kind: .length), "12.5px")
    XCTAssertEqual(CSSValue.text(.number(90), kind: .angle), "90deg")
    XCTAssertEqual(
      CSSValue.text(
        .color(RGBA(red: 49 / 255, green: 130 / 255, blue: 246 / 255, alpha: 0.5)), kind: .color),
      "rgba(49, 130, 246, 0.5)")
    XCTAssertEqual(
      CSSValue.text(.color(RGBA(red: 1.2, green: -0.1, blue: 0.5, alpha: 1)), kind: .color),
      "rgba(255, 0, 127.5, 1)")
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
