import XCTest

@testable import MotionLanguageServer

/// Hover: resolved timing on steps, curves on easings, spans on plays, values on names.
final class HoverTests: XCTestCase {
  private let uri = "file:///specs/card.motion"

  private func hover(_ marked: MarkedText, _ marker: Int) -> JSONValue {
    let session = Session()
    session.initialize()
    session.open(uri, marked.text)
    return session.request("textDocument/hover", Session.at(uri, marked[marker]))["result"] ?? .null
  }

  private func text(_ hover: JSONValue) -> String {
    hover["contents"]?["value"]?.stringValue ?? ""
  }

  // The times below follow grammar.md, section 8 (a sequence adds up delay + over + wait).

  func testStepShowsItsResolvedTiming() {
    let marked = MarkedText(
      """
      target card
      initial opacity 0
      wait 0.3s
      op1️⃣acity 1 over 0.3s ease easeOut
      moveY 2️⃣-10 over 0.2s delay 0.1s
      """)
    let first = hover(marked, 1)
    XCTAssertEqual(
      text(first).components(separatedBy: "\n\n").first, "card.opacity 0.3s → 0.6s, 0 → 1, easeOut")
    XCTAssertEqual(text(hover(marked, 2)), "card.moveY 0.7s → 0.9s, 0 → -10, linear")
    XCTAssertEqual(first["contents"]?["kind"], "markdown")
  }

  func testHoverRangeIsTheThingHovered() {
    let marked = MarkedText("1️⃣mo4️⃣veX5️⃣ 2️⃣20 over 1s3️⃣\n")
    XCTAssertEqual(hover(marked, 2)["range"], marked.range(1, 3))
    XCTAssertEqual(hover(marked, 4)["range"], marked.range(1, 5))
  }

  func testScaleShowsBothPropertiesAndAnglesTheirUnit() {
    let marked = MarkedText("merge < sc1️⃣ale 2 over 1s, rotate 2️⃣90deg over 1s ease easeInOut >\n")
    XCTAssertEqual(
      text(hover(marked, 1)).components(separatedBy: "\n\n").first,
      "- view.scaleX 0s → 1s, 1 → 2, linear\n- view.scaleY 0s → 1s, 1 → 2, linear")
    XCTAssertEqual(text(hover(marked, 2)), "view.rotate 0s → 1s, 0deg → 90deg, easeInOut")
  }

  func testRepeatedStepShowsItsFirstPlay() {
    let marked = MarkedText("move1️⃣X 10 over 0.5s repeat 3 yoyo\n")
    XCTAssertEqual(
      text(hover(marked, 1)).components(separatedBy: "\n\n").first,
      "- view.moveX 0s → 0.5s, 0 → 10, linear\n- (the first of 3 plays)")
  }

  func testInstantChange() {
    let marked = MarkedText("wait 1s\nset move1️⃣X 5\n")
    XCTAssertEqual(
      text(hover(marked, 1)).components(separatedBy: "\n\n").first,
      "view.moveX at 1s, 0 → 5 (instant)")
  }

  func testStepInAMotionShowsEachPlay() {
    let marked = MarkedText(
      """
      motion nudge(amount = 10) <
        move1️⃣X amount over 0.25s
      >
      play nudge on card
      play nudge(amount: 4) on badge
      """)
    XCTAssertEqual(
      text(hover(marked, 1)).components(separatedBy: "\n\n").first,
      "- in `play nudge` (line 4): card.moveX 0s → 0.25s, 0 → 10, linear\n"
        + "- in `play nudge` (line 5): badge.moveX 0.25s → 0.5s, 0 → 4, linear")
  }

  func testPlayShowsTheMotionsSpan() {
    let marked = MarkedText(
      """
      motion pop(size = 1.2) <
        scale size over 0.2s
        scale 1 over 0.1s
      >
      wait 1s
      play 1️⃣pop on badge wait 0.5s
      """)
    XCTAssertEqual(
      text(hover(marked, 1)),
      "`play pop` on badge: 1s → 1.8s (0.8s)\n\n`motion pop(size = 1.2)` (line 1)")
  }

  func testGroupShowsItsSpan() {
    let marked = MarkedText("wait 0.5s\n1️⃣merge < moveX 1 over 1s, moveY 1 over 2s > wait 1s\n")
    XCTAssertEqual(text(hover(marked, 1)), "`merge` 0.5s → 3.5s (3s)")
  }

  func testEndlessGroupSaysSo() {
    let marked = MarkedText("1️⃣repeat forever < moveX 10 over 1s, moveX 0 over 1s >\n")
    XCTAssertEqual(text(hover(marked, 1)), "`repeat` 0s → 2s (2s), then repeats forever")
  }

  func testEasingShowsFormulaAndPlot() {
    let marked = MarkedText("moveX 1 over 1s ease ease1️⃣InOutCubic\n")
    let shown = text(hover(marked, 1))
    XCTAssertTrue(
      shown.hasPrefix(
        "**easeInOutCubic**: E(p) = in(2p)/2 below ½, else 1 − in(2 − 2p)/2, with in(p) = p³"),
      shown)
    XCTAssertTrue(shown.contains("```text\n1   │"), shown)
    XCTAssertTrue(shown.contains("1  progress\n```"), shown)
  }

  func testCubicEasingNamesItsControlPoints() {
    let marked = MarkedText("moveX 1 over 1s ease cu1️⃣bic(0.2, 0, 0, 1)\n")
    XCTAssertTrue(
      text(hover(marked, 1)).hasPrefix(
        "**cubic(0.2, 0, 0, 1)**: the cubic Bézier from (0, 0) to (1, 1) through (0.2, 0) and (0, 1)"
      ))
  }

  func testSpringShowsItsSettlingTime() {
    // easing-facts.md: mass 1, stiffness 100, damping 10 is duration ≈ 0.628, bounce 0.5, and
    // settles (stays within 0.001 of its target) after ≈ 1.2702 s.
    let marked = MarkedText("moveX 1 ease spr1️⃣ing(mass: 1, stiffness: 100, damping: 10)\n")
    let shown = text(hover(marked, 1))
    XCTAssertTrue(shown.contains("= duration 0.628319s, bounce 0.5 (damping ratio 0.5)"), shown)
    let settles = shown.components(separatedBy: "settles in ").dropFirst().first?.prefix {
      $0 != "s"
    }
    XCTAssertEqual(Double(settles ?? "") ?? 0, 1.2702, accuracy: 0.0001, shown)
  }

  func testEasingOnAGroupIsReadOnItsOwn() {
    let marked = MarkedText("merge < moveX 1, moveY 1 > over 1s ease easeIn1️⃣Quad\n")
    XCTAssertTrue(text(hover(marked, 1)).hasPrefix("**easeInQuad**: E(p) = p², a slow start"))
  }

  func testNameShowsItsValue() {
    let marked = MarkedText(
      "let quick = 0.2s\nlet slow = quick * 3\nmoveX 1 over sl1️⃣ow\nmoveX 2 over qu2️⃣ick\n")
    XCTAssertEqual(text(hover(marked, 1)), "`let slow = quick * 3` = 0.6s (line 2)")
    XCTAssertEqual(text(hover(marked, 2)), "`let quick = 0.2s` (line 1)")
  }

  func testParameterAndArgumentLabel() {
    let marked = MarkedText(
      "motion shake(am1️⃣ount = 20) <\n  moveX amo2️⃣unt over 0.1s\n>\nplay shake(amo3️⃣unt: 8)\n")
    let expected = "parameter `amount` of `shake`, default `20` (line 1)"
    XCTAssertEqual(text(hover(marked, 1)), expected)
    XCTAssertEqual(text(hover(marked, 2)), expected)
    XCTAssertEqual(text(hover(marked, 3)), expected)
  }

  func testMotionShowsItsSignatureAndWhenItIsPlayed() {
    let marked = MarkedText(
      """
      motion 1️⃣nudge(amount = 10) <
        moveX amount over 0.25s
      >
      motion twice < play nudge, play nudge >
      play nudge on card
      wait 1s
      play twice on badge
      """)
    XCTAssertEqual(
      text(hover(marked, 1)), "`motion nudge(amount = 10)` (line 1)\n\nplayed at 0s")
  }

  func testModifierWordExplainsItself() {
    let marked = MarkedText("moveX 1 ov1️⃣er 1s\n")
    XCTAssertEqual(
      text(hover(marked, 1)), "`over DURATION`: how long the change takes (default `0.5s`)")
  }

  func testNothingToSayIsNull() {
    let marked = MarkedText("# a comment1️⃣\n\n2️⃣\nmoveX 1\n")
    XCTAssertEqual(hover(marked, 1), .null)
    XCTAssertEqual(hover(marked, 2), .null)
  }

  func testTimingIsNotShownWhileTheFileHasErrors() {
    let marked = MarkedText("move1️⃣X 1 over 1s\nmovY 2\n")
    XCTAssertTrue(text(hover(marked, 1)).hasPrefix("timing: not known while the file has errors"))
  }
}
