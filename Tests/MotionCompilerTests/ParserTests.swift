import MotionCompiler
import XCTest

final class ParserTests: XCTestCase {
  private func ast(_ text: String) -> String {
    let file = SourceFile(path: "t.motion", text: text)
    let (tree, diagnostics) = Parser.parse(file)
    XCTAssertEqual(diagnostics, [], DiagnosticRenderer().render(diagnostics, in: file))
    return Dump.syntaxTree(tree, file: file)
  }

  private func errors(_ marked: String) -> [(DiagnosticKind, Int)] {
    let source = MarkedSource(marked)
    let (_, diagnostics) = Parser.parse(SourceFile(path: "t.motion", text: source.text))
    return diagnostics.map { ($0.kind, $0.range.start) }
  }

  func testAStepWithEveryModifier() {
    XCTAssertEqual(
      ast("card.moveX by -20 over 0.5s wait 0.2s delay 10ms ease easeOut from 5 repeat 2 yoyo\n"),
      """
      change card.moveX by @1:1
        negate @1:15
          number 20 @1:16
        modifier over @1:19
          number 0.5 unit s @1:24
        modifier wait @1:29
          number 0.2 unit s @1:34
        modifier delay @1:39
          number 10 unit ms @1:45
        modifier ease @1:50
          easing easeOut @1:55
        modifier from @1:63
          number 5 @1:68
        modifier repeat @1:70
          number 2 @1:77
        modifier yoyo @1:79

      """)
  }

  func testSetWaitTargetInitialAndColorSpace() {
    XCTAssertEqual(
      ast("target fairy\ninitial color #FFF\nset opacity 0\nwait 1s\ncolor #000 over 1s in srgb\n"),
      """
      target fairy @1:1
      initial color @2:1
        color #FFFFFFFF @2:15
      set opacity @3:1
        number 0 @3:13
      wait @4:1
        number 1 unit s @4:6
      change color @5:1
        color #000000FF @5:7
        modifier over @5:12
          number 1 unit s @5:17
        modifier in @5:20
          name srgb @5:23

      """)
  }

  func testGroupsNestAndFitOnOneLine() {
    XCTAssertEqual(
      ast("merge <\n  sequence < moveX 1, moveX 2; moveX 3 > wait 1s\n  opacity 0\n> delay 0.1s\n"),
      """
      merge @1:1
        sequence @2:3
          change moveX @2:14
            number 1 @2:20
          change moveX @2:23
            number 2 @2:29
          change moveX @2:32
            number 3 @2:38
          modifier wait @2:42
            number 1 unit s @2:47
        change opacity @3:3
          number 0 @3:11
        modifier delay @4:3
          number 0.1 unit s @4:9

      """)
  }

  func testStaggerAndRepeatGroupsAndEasingCalls() {
    XCTAssertEqual(
      ast("stagger 0.1s < a.opacity 1 >\nrepeat 3 < moveX 1 ease cubic(0.2, 0, 0, 1) > yoyo\n"),
      """
      stagger @1:1
          number 0.1 unit s @1:9
        change a.opacity @1:16
          number 1 @1:26
      repeat @2:1
          number 3 @2:8
        change moveX @2:12
          number 1 @2:18
          modifier ease @2:20
            easing cubic(…) @2:25
              number 0.2 @2:31
              number 0 @2:36
              number 0 @2:39
              number 1 @2:42
        modifier yoyo @2:47

      """)
  }

  func testEveryExampleInTheBriefParses() {
    for example in [
      "target fairy\n\nmerge <\n  moveY -10 over 0.8s ease easeOut\n  scale 1.1 over 0.8s ease easeOut\n>\nmerge <\n  moveY 0\n  scale 1\n>\n",
      "merge < moveX 100 over 1s, opacity 0.5 over 1s >\n",
      "fairy.moveY -10 over 0.8s\n",
    ] {
      _ = ast(example)
    }
  }

  func testErrorsAreReportedOnceAtTheRightPlace() {
    let cases: [(String, [DiagnosticKind])] = [
      ("moveX 1️⃣\n", [.expected(.valueFor("moveX"), found: .endOfLine)]),
      (
        "moveX 20 1️⃣ovr 0.5s\n",
        [.expected(.modifierOrEnd, found: .token("ovr"))]
      ),
      ("merge 1️⃣<\n  moveX 1\n", [.unclosedGroup]),
      ("1️⃣>\n", [.unmatchedClose]),
      ("moveX 1 over 1s1️⃣; moveY 2\n", [.separatorOutsideGroup(";")]),
      ("let x 1️⃣1\n", [.expected(.equalsAfterLet(name: "x"), found: .token("1"))]),
      ("merge 1️⃣moveX 1\n", [.expected(.groupOpening(after: nil), found: .token("moveX"))]),
    ]
    for (marked, kinds) in cases {
      let found = errors(marked)
      XCTAssertEqual(found.map(\.0), kinds, marked)
      XCTAssertEqual(found.first?.1, MarkedSource(marked)[1], marked)
    }
  }

  func testRecoveryReportsEveryIndependentError() {
    let found = errors("moveX\nmoveY 1 over\nmerge <\n  moveX 1 @\n  opacity\n>\nscale 1\n")
    XCTAssertEqual(found.count, 4)
  }

  func testDeepNestingIsAnErrorNotACrash() {
    let depth = 100_000
    let text =
      String(repeating: "merge < ", count: depth) + "moveX 1"
      + String(repeating: " >", count: depth)
    let (tree, diagnostics) = Parser.parse(SourceFile(path: "t.motion", text: text))
    XCTAssertEqual(diagnostics.map(\.kind), [.nestingTooDeep(limit: 64)])
    XCTAssertEqual(tree.statements.count, 1)
  }

  func testNestingJustUnderTheLimitParses() {
    let depth = 64
    let text =
      String(repeating: "merge < ", count: depth) + "moveX 1"
      + String(repeating: " >", count: depth)
    XCTAssertEqual(Compiler.compile(SourceFile(path: "t.motion", text: text)).diagnostics, [])
    let over =
      String(repeating: "merge < ", count: depth + 1) + "moveX 1"
      + String(repeating: " >", count: depth + 1)
    XCTAssertEqual(
      Compiler.compile(SourceFile(path: "t.motion", text: over)).diagnostics.map(\.code), ["M0016"])
  }

  /// Nested easing calls (`spring(` as the value of a `spring(` argument) once had no depth
  /// check: 3,000 of them overflowed the stack of every command. Each place an easing is read
  /// (after `ease`, as a `let` value, inside a play's arguments, mixed with parentheses and
  /// calls) stops at the limit with one error.
  func testNestedEasingCallsAreCappedLikeParentheses() {
    let deep = 3_000
    let nested =
      String(repeating: "spring(duration: ", count: deep) + "1s"
      + String(repeating: ")", count: deep)
    let mixed =
      String(repeating: "spring(bounce: (min(", count: deep / 3) + "1"
      + String(repeating: ")))", count: deep / 3)
    let texts = [
      "moveX 1 over 1s ease \(nested)\n",
      "let curve = \(nested)\nmoveX 1 over 1s ease curve\n",
      "motion m(e = easeIn) <\n  moveX 1 over 1s ease e\n>\nplay m(e: \(nested))\n",
      "moveX 1 over 1s ease \(mixed)\n",
      "moveX 1 over 1s ease cubic(" + String(repeating: "linear(", count: deep) + "\n",
    ]
    for text in texts {
      let result = Compiler.compile(SourceFile(path: "t.motion", text: text))
      XCTAssertNil(result.timeline, text.prefix(60).description)
      XCTAssertEqual(
        result.diagnostics.filter { $0.severity == .error }.map(\.kind),
        [.nestingTooDeep(limit: 64)], text.prefix(60).description)
    }
  }

  /// A `let` whose value cannot be read stays defined, as a value with an error: its uses say
  /// nothing more, at the top level and in a group (where the rest of the statement, up to
  /// `,`, is skipped and the next statement read).
  func testAMalformedLetValueIsReportedOnceNotAtEachUse() {
    let texts = [
      "let curve = (1 +\nmoveX 1 over 1s ease curve\nmoveX curve\n",
      "motion m <\n  let c = (1 +, moveX c\n  moveX 2 over c\n>\nplay m\n",
    ]
    for text in texts {
      let result = Compiler.compile(SourceFile(path: "t.motion", text: text))
      XCTAssertEqual(result.diagnostics.map(\.code), ["M0010"], "\(result.diagnostics.map(\.kind))")
    }
  }

  func testNestedEasingCallsJustUnderTheLimitAreReadAsCalls() {
    // 63 `spring(` around one value: deep, but within the limit, so the checker (not the
    // parser) answers, with its own error for a curve given where a duration goes.
    let depth = 63
    let text =
      "moveX 1 over 1s ease " + String(repeating: "spring(duration: ", count: depth)
      + "1s" + String(repeating: ")", count: depth) + "\n"
    let kinds = Compiler.compile(SourceFile(path: "t.motion", text: text)).diagnostics.map(\.kind)
    XCTAssertFalse(kinds.contains(.nestingTooDeep(limit: 64)), "\(kinds)")
    XCTAssertFalse(kinds.isEmpty)
  }

  func testLongRunsOfMinusSignsDoNotRecurse() {
    let text = "moveX " + String(repeating: "-", count: 200_000) + "1\n"
    let result = Compiler.compile(SourceFile(path: "t.motion", text: text))
    XCTAssertNotNil(result.timeline)
  }
}
