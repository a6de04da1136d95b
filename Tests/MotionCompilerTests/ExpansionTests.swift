import Foundation
import MotionCompiler
import XCTest

/// Motions that play motions: every walk over them is iterative and linear, cycles are found
/// once, and what a `play` expands to is known, and bounded, before it is expanded.
final class ExpansionTests: XCTestCase {
  private func compile(_ text: String, limits: Limits = Limits()) -> CompileResult {
    Compiler.compile(SourceFile(path: "t.motion", text: text), limits: limits)
  }

  /// `m0` moves; each `mN` plays the one before.
  private func chain(_ count: Int) -> String {
    "motion m0 < moveX 1 over 1ms >\n"
      + (1..<count).map { "motion m\($0) < play m\($0 - 1) >\n" }.joined()
  }

  /// `m0` moves; each `mN` plays the one before twice, so `mN` moves 2^N times.
  private func doubling(_ levels: Int) -> String {
    "motion m0 < moveX by 1 over 1ms >\n"
      + (1...levels).map { "motion m\($0) < play m\($0 - 1), play m\($0 - 1) >\n" }.joined()
  }

  private func seconds(since start: Date) -> Double { Date().timeIntervalSince(start) }

  // MARK: Long chains (no recursion, linear)

  func testAChainOfTenThousandMotionsIsCheckedWithoutRecursion() {
    // Cycle detection used to recurse once per motion (a stack overflow at about 6,000) and
    // to walk the chain again from every motion (quadratic: 4.5 s for 5,000).
    let start = Date()
    let result = compile(chain(10_000))
    XCTAssertEqual(result.diagnostics.map(\.code), [])
    // Linear work takes well under a second even in a debug build; quadratic took minutes.
    XCTAssertLessThan(seconds(since: start), 60)
  }

  func testPlayingTheEndOfALongChainStopsAtTheNestingLimit() {
    let text = chain(6_000) + "play m5999\n"
    let file = SourceFile(path: "t.motion", text: text)
    let result = Compiler.compile(file)
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0016"])
    // 64 levels: `play m5999` and the plays in m5999 … m5937; the one in m5936 is the 65th.
    XCTAssertEqual(
      result.diagnostics.first.map { "\(file.location(of: $0.range.start))" }, "5937:16")
    XCTAssertEqual(
      result.diagnostics.first?.related.map(\.label), ["in this `play m5999`"])
  }

  func testALongCycleIsReportedOnceWithItsEnds() {
    let text =
      chain(6_000).replacingOccurrences(
        of: "motion m0 < moveX 1 over 1ms >", with: "motion m0 < play m5999 >") + "play m3000\n"
    let file = SourceFile(path: "t.motion", text: text)
    let result = Compiler.compile(file)
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0151"])
    XCTAssertEqual(
      result.diagnostics.first?.message,
      "a motion cannot play itself: m0 → m5999 → m5998 → m5997 → … (5994 more) → m2 → m1 → m0")
    // At the `play` that closes the cycle: `play m0`, in m1.
    XCTAssertEqual(
      result.diagnostics.first.map { "\(file.location(of: $0.range.start))" }, "2:13")
  }

  func testALongChainOfImportsIsResolvedWithoutRecursion() {
    // f0 imports f1, which imports f2, …; the last defines the motion the spec plays.
    struct Chain: SourceLoader {
      let count: Int
      func identity(ofMain path: String) -> String { path }
      func load(_ path: String, importedFrom importer: LoadedSource) throws(ImportProblem)
        -> LoadedSource
      {
        guard let index = Int(path.dropFirst().dropLast(".motion".count)), index < count else {
          throw .notFound(resolved: path)
        }
        let text =
          index == count - 1
          ? "motion m < moveX 1 over 1s >\n" : "import \"f\(index + 1).motion\"\n"
        return LoadedSource(identity: path, path: path, bytes: Array(text.utf8))
      }
    }
    var limits = Limits()
    limits.maximumFiles = 5_001
    let result = Compiler.compile(
      SourceFile(path: "main.motion", text: "import \"f0.motion\"\nplay m\n"),
      options: CompileOptions(loader: Chain(count: 5_000)), limits: limits)
    XCTAssertEqual(result.diagnostics.map(\.code), [])
    XCTAssertEqual(result.timeline?.duration, 1_000_000_000)
  }

  // MARK: Cycles

  func testMotionsThatPlayEachOtherAreReportedOnceAndNeverExpanded() {
    // b plays c and a: two cycles through b, one set of motions, one error.
    let text = "motion a < play b >\nmotion b < play c, play a >\nmotion c < play b >\n"
    XCTAssertEqual(
      compile(text + "play b\n").diagnostics.map { "\($0.code) \($0.message)" },
      ["M0151 a motion cannot play itself: a → b → a"])
    // Played from the timeline, from a motion of the cycle other than the first.
    XCTAssertEqual(
      compile("motion a < play b >\nmotion b < play a >\nplay b\n").diagnostics.map(\.code),
      ["M0151"])
  }

  func testEveryMotionPlayingEveryOtherIsRejectedAtOnce() {
    // Expanding it would walk every path through 12 motions (12! of them).
    let names = (0..<12).map { "m\($0)" }
    let text =
      names.map { name in
        "motion \(name) < "
          + names.filter { $0 != name }.map { "play \($0)" }.joined(
            separator: ", ") + " >\n"
      }.joined() + "play m5\n"
    let start = Date()
    XCTAssertEqual(compile(text).diagnostics.map(\.code), ["M0151"])
    XCTAssertLessThan(seconds(since: start), 60)
  }

  func testAMotionThatOnlyReachesACycleIsCheckedAsUsual() {
    let text = "motion a < play b >\nmotion b < play a >\nmotion c < play a, movX 1 >\nplay c\n"
    XCTAssertEqual(compile(text).diagnostics.map(\.code), ["M0151", "M0100"])
  }

  // MARK: The expansion budget

  func testADoublingChainIsRejectedFromItsSizeBeforeExpanding() {
    // 23 levels: 2^23 changes, 2^24 − 2 plays; this took 5–8 s and 1.9 GB to expand.
    let text = doubling(23) + "play m23\n"
    let file = SourceFile(path: "t.motion", text: text)
    let start = Date()
    let result = Compiler.compile(file)
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0121"])
    XCTAssertEqual(
      result.diagnostics.first?.message,
      "this `play` expands to 25165822 statements: the plays of a timeline may expand to at "
        + "most 5000000")
    XCTAssertEqual(
      result.diagnostics.first.map { "\(file.location(of: $0.range.start))" }, "25:1")
    // Milliseconds: nothing is expanded (expanding took minutes in a debug build).
    XCTAssertLessThan(seconds(since: start), 20)
  }

  func testASizeTooLargeForAnIntegerSaturates() {
    // 2^70 statements: the size saturates instead of overflowing.
    let result = compile(doubling(70) + "play m70\n")
    XCTAssertEqual(
      result.diagnostics.map(\.message),
      [
        "this `play` expands to more than 5000000 statements: the plays of a timeline may "
          + "expand to at most 5000000"
      ])
  }

  func testTheSizeIsExactJustUnderAndJustOverTheBudget() {
    // m0: 1 statement; m1: 2 plays + 2 × 1 = 4; m2: 2 + 2 × 4 = 10; … m5: 94.
    var limits = Limits()
    limits.maximumExpansion = 94
    XCTAssertEqual(compile(doubling(5) + "play m5\n", limits: limits).diagnostics.map(\.code), [])
    limits.maximumExpansion = 93
    XCTAssertEqual(
      compile(doubling(5) + "play m5\n", limits: limits).diagnostics.map(\.code), ["M0121"])
  }

  func testTheBudgetIsSharedByThePlaysOfTheTimeline() {
    var limits = Limits()
    limits.maximumExpansion = 150
    let text = doubling(5) + "play m5\nplay m4\nplay m5\n"
    let file = SourceFile(path: "t.motion", text: text)
    let result = Compiler.compile(file, limits: limits)
    // 94 + 46 fit; the second `play m5` would make 234.
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0121"])
    XCTAssertEqual(
      result.diagnostics.first.map { "\(file.location(of: $0.range.start))" }, "9:1")
    XCTAssertEqual(
      result.diagnostics.first?.notes, [.playsCountEachTime, .earlierPlaysExpand(statements: 140)])
  }

  func testStatementsThatMakeNothingCountToo() {
    // Names and empty groups are checked each time the motion is played.
    var limits = Limits()
    limits.maximumExpansion = 3
    let motion = "motion m < let a = 1, let b = a, merge < > >\n"
    XCTAssertEqual(compile(motion + "play m\n", limits: limits).diagnostics.map(\.code), [])
    limits.maximumExpansion = 2
    XCTAssertEqual(
      compile(motion + "play m\n", limits: limits).diagnostics.map(\.code), ["M0121"])
  }

  func testArgumentsDoNotChangeTheSize() {
    // A repeat count from a parameter repeats the group in the timeline; its body is checked
    // once. The timeline's own limit on segments bounds the repeat before it is unrolled.
    var limits = Limits()
    limits.maximumExpansion = 3
    let motion = "motion m(n = 1) < repeat n < moveX 1 over 1ms, moveX 0 over 1ms > >\n"
    XCTAssertEqual(
      compile(motion + "play m(n: 10000)\n", limits: limits).diagnostics.map(\.code), [])
    limits.maximumSegments = 1000
    XCTAssertEqual(
      compile(motion + "play m(n: 10000)\n", limits: limits).diagnostics.map(\.code), ["M0121"])
  }

  // MARK: `check --max-duration`: every motion on its own, in one pass

  func testMaxDurationMeasuresTenThousandMotionsInOnePass() {
    // It compiled the file again for each motion: quadratic, 90 s for 2,000 motions.
    let text = chain(10_000).replacingOccurrences(of: "over 1ms", with: "over 2s")
    let start = Date()
    let result = Compiler.compile(
      SourceFile(path: "t.motion", text: text),
      options: CompileOptions(maximumDuration: 1_000_000_000))
    XCTAssertLessThan(seconds(since: start), 60)
    // m0 … m63 last 2s; playing m64 or later on its own nests more than 64 levels (an error
    // of its own, so it is not measured), and is known to before it is expanded.
    XCTAssertEqual(result.diagnostics.map(\.code), Array(repeating: "M0160", count: 64))
    XCTAssertEqual(result.diagnostics.last?.message.hasPrefix("motion `m63` lasts 2s"), true)
  }

  func testMaxDurationSharesTheBudgetWithTheTimeline() {
    var limits = Limits()
    limits.maximumExpansion = 100
    // Measured on their own: m0 … m4 expand to 1 + 4 + 10 + 22 + 46 = 83, m5 to 94 more.
    let file = SourceFile(path: "t.motion", text: doubling(5))
    let result = Compiler.compile(
      file, options: CompileOptions(maximumDuration: 1_000_000_000), limits: limits)
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0121"])
    XCTAssertEqual(
      result.diagnostics.first.map { "\(file.location(of: $0.range.start))" }, "6:8")
  }

  func testAMotionOnItsOwnIgnoresTheTimelineOfTheFile() throws {
    // `--motion` plays the motion alone: the file's timeline neither starts nor animates `view`.
    let text =
      "initial card.opacity 0.5\nopacity 0.5 over 1s\n"
      + "motion fadeIn < initial opacity 0, opacity 1 over 0.3s >\n"
    let result = Compiler.compile(
      SourceFile(path: "t.motion", text: text), options: CompileOptions(motion: "fadeIn"))
    let timeline = try XCTUnwrap(result.timeline, result.rendered)
    XCTAssertEqual(result.diagnostics.map(\.code), [])
    XCTAssertEqual(timeline.elements.map(\.name), ["view"])
    XCTAssertEqual(timeline.track(element: "view", property: .opacity)?.initial, .number(0))
  }

  func testAMotionPlayedOnItsOwnHasTheSameBudget() {
    var limits = Limits()
    limits.maximumExpansion = 93
    let result = Compiler.compile(
      SourceFile(path: "t.motion", text: doubling(5)),
      options: CompileOptions(motion: "m5"), limits: limits)
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0121"])
  }
}
