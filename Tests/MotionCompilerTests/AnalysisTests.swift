import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// `Compiler.analyze`: what it keeps for editors, and that keeping it changes nothing.
final class AnalysisTests: XCTestCase {
  private func specs() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: repositoryRoot.appendingPathComponent("specs"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "motion" }.sorted { $0.path < $1.path }
  }

  func testAnalyzingGivesWhatCompilingGives() throws {
    for url in try specs() {
      let file = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
      let compiled = Compiler.compile(file)
      let analysis = Compiler.analyze(file)
      XCTAssertEqual(analysis.result.diagnostics, compiled.diagnostics, url.lastPathComponent)
      XCTAssertEqual(
        try analysis.result.timeline.map(Dump.timeline),
        try compiled.timeline.map(Dump.timeline), url.lastPathComponent)
      XCTAssertEqual(analysis.files.first?.file.path, url.path)
      // Every source but a design-token file (JSON, not a parsed `.motion` file) is a file.
      XCTAssertEqual(
        analysis.files.count,
        analysis.result.sources.files.filter { !$0.path.hasSuffix(".json") }.count)
    }
  }

  /// `compile` releases each top-level statement of the main file once the checker has walked
  /// it, and the score's groups once the timeline builder has scheduled them; `analyze` keeps
  /// the whole tree. Every bad input (the error fixtures and the corpus), warning fixture and
  /// spec gives the same diagnostics (wording, order, positions), the same timeline, and the
  /// same reduced timeline both ways.
  func testReleasingTheTreeWhileCheckingChangesNothing() throws {
    let paths =
      motionFiles(in: "Tests/Fixtures/errors") + motionFiles(in: "Tests/Fixtures/corpus")
      + motionFiles(in: "Tests/Fixtures/warnings") + motionFiles(in: "specs")
    XCTAssertGreaterThanOrEqual(paths.count, 300, "the fixtures are missing")
    for path in paths {
      let file = try sourceFile(path)
      for options in [
        CompileOptions(), CompileOptions(reduced: true), CompileOptions(includeReduced: true),
      ] {
        let compiled = Compiler.compile(file, options: options)
        let analyzed = Compiler.analyze(file, options: options).result
        XCTAssertEqual(compiled.diagnostics, analyzed.diagnostics, path)
        XCTAssertEqual(compiled.rendered, analyzed.rendered, path)
        XCTAssertEqual(
          try compiled.timeline.map(Dump.timeline), try analyzed.timeline.map(Dump.timeline), path)
        XCTAssertEqual(
          try compiled.reducedTimeline.map(Dump.timeline),
          try analyzed.reducedTimeline.map(Dump.timeline), path)
      }
    }
  }

  /// A main file long enough that the checker walks its statements in several chunks, freeing
  /// each once walked (12,004 statements: three chunks), with `let`s, motions, plays,
  /// `reduced` blocks and mistakes all along it: the same diagnostics and timeline as with the
  /// whole tree kept.
  func testReleasingALongFileWhileCheckingChangesNothing() throws {
    func spec(withMistakes mistakes: Bool) -> SourceFile {
      var lines = [
        "motion nudge(amount = 4) <", "  moveX amount over 0.1s", "  moveX 0 over 0.1s", ">",
      ]
      for index in 0..<12_000 {
        switch index % 1_000 {
        case 17: lines.append("let gap\(index) = \(index % 7)ms")
        case 333: lines.append("opacity \(index % 2) over 1s delay gap\(index - 316)")
        case 500 where index == 500 || mistakes:
          lines.append("reduced <\n  opacity 1 over 0.1s\n>")  // a second one is an error
        case 700 where mistakes: lines.append("card.spin 1 over 0.1s")  // unknown property
        case 701: lines.append("play nudge(amount: 2) on card\(index)")
        case 900 where mistakes: lines.append("play nudge(amount: oops) on card")  // unknown name
        default: lines.append("card\(index % 50).moveY \(index % 9) over 0.01s ease easeOut")
        }
      }
      return SourceFile(path: "long.motion", text: lines.joined(separator: "\n") + "\n")
    }
    var limits = Limits()
    limits.maximumDiagnostics = 1_000
    let compiled = Compiler.compile(spec(withMistakes: true), limits: limits)
    let analyzed = Compiler.analyze(spec(withMistakes: true), limits: limits).result
    // Per thousand lines an unknown property and an unknown name; every `reduced` after the
    // first is a second one.
    XCTAssertEqual(compiled.diagnostics.count, 12 + 12 + 11, compiled.rendered)
    XCTAssertEqual(compiled.diagnostics, analyzed.diagnostics)
    XCTAssertEqual(compiled.rendered, analyzed.rendered)
    // Without the mistakes, a timeline to compare.
    let timeline = try XCTUnwrap(Compiler.compile(spec(withMistakes: false)).timeline)
    let analyzedTimeline = try XCTUnwrap(
      Compiler.analyze(spec(withMistakes: false)).result.timeline)
    XCTAssertEqual(try Dump.timeline(timeline), try Dump.timeline(analyzedTimeline))
  }

  func testEveryResolvedChangeMatchesTheTimeline() throws {
    for url in try specs() {
      let file = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
      let analysis = Compiler.analyze(file)
      guard let timeline = analysis.result.timeline else { continue }
      for change in analysis.timing.changes {
        // Each resolved change is a segment of its track (its first play).
        let track = timeline.track(element: change.element, property: change.property)
        let segments = (0..<(track?.count ?? 0)).compactMap { track?.segment($0) }
        XCTAssertTrue(
          segments.contains {
            $0.start == change.start && $0.end == change.end && $0.to == change.to
          } || change.easing == .linear && change.start < change.end,  // drift: many segments
          "\(url.lastPathComponent): \(change)")
      }
    }
  }

  func testTimingOfAStep() {
    let text = "target card\ninitial opacity 0\nwait 0.3s\nopacity 1 over 0.3s ease easeOut\n"
    let analysis = Compiler.analyze(SourceFile(path: "card.motion", text: text))
    XCTAssertEqual(analysis.timing.changes.count, 1)
    let change = analysis.timing.changes[0]
    XCTAssertEqual(change.element, "card")
    XCTAssertEqual(change.property, .opacity)
    XCTAssertEqual(change.start, 300_000_000)
    XCTAssertEqual(change.end, 600_000_000)
    XCTAssertEqual(change.from, .number(0))
    XCTAssertEqual(change.to, .number(1))
    XCTAssertEqual(change.easing.name, "easeOut")
    XCTAssertNil(change.play)
    XCTAssertEqual(
      analysis.files[0].file.text(change.statement), "opacity 1 over 0.3s ease easeOut")
  }

  func testNamesAndValues() {
    let text =
      "let quick = 0.2s\nlet turn = 0.25turn\nmotion m(a = quick) < moveX 1 over a >\nplay m\nrotate turn over quick\n"
    let analysis = Compiler.analyze(SourceFile(path: "n.motion", text: text))
    let file = analysis.files[0].file
    func position(of text: String, from start: Int = 0) -> Int {
      let source = String(decoding: file.bytes, as: UTF8.self)
      let range = source.range(
        of: text, range: source.index(source.startIndex, offsetBy: start)..<source.endIndex)
      return range.map { source.utf8.distance(from: source.startIndex, to: $0.lowerBound) } ?? -1
    }
    let quickDefinition = position(of: "quick")
    XCTAssertEqual(analysis.names.values[quickDefinition], "0.2s")
    XCTAssertEqual(analysis.names.values[position(of: "turn")], "90deg")
    // `quick` in the parameter's default, and `over quick` at the end.
    XCTAssertEqual(analysis.names.definitions[position(of: "quick)")]?.start, quickDefinition)
    XCTAssertEqual(
      analysis.names.definitions[position(of: "quick\n", from: 60)]?.start, quickDefinition)
    // `play m` names the motion; `over a` the parameter.
    XCTAssertEqual(analysis.names.definitions[position(of: "m\n")]?.start, position(of: "m("))
    XCTAssertEqual(analysis.names.definitions[position(of: "a >")]?.start, position(of: "a ="))
  }

  /// The kind of value each `let` and parameter holds, by where its name starts: a parameter
  /// with a default has its default's, one without the first `play`'s argument's, and a `let`
  /// whose value has an error none.
  func testKindsOfLetsAndParameters() {
    let text = """
      let quick = 0.2s
      let standard = cubic(0.2, 0, 0, 1)
      let brand = #3182F6
      let far = 20pt
      let broken = quick + 1
      motion m(curve = easeOut, turn) < rotate turn ease curve >
      play m(turn: 45deg)

      """
    let analysis = Compiler.analyze(SourceFile(path: "k.motion", text: text))
    func kind(of name: String) -> QuantityKind? {
      guard let range = text.range(of: name) else { return nil }
      return analysis.names.kinds[text.utf8.distance(from: text.startIndex, to: range.lowerBound)]
    }
    XCTAssertEqual(kind(of: "quick"), .duration)
    XCTAssertEqual(kind(of: "standard"), .easing)
    XCTAssertEqual(kind(of: "brand"), .color)
    XCTAssertEqual(kind(of: "far"), .length)
    XCTAssertNil(kind(of: "broken"))
    XCTAssertEqual(kind(of: "curve ="), .easing)
    XCTAssertEqual(kind(of: "turn)"), .angle)
  }

  /// `fits` says of each kind of value what the checker says of a `let` of that kind used in
  /// each place: it fits exactly where the checker reports no error.
  func testValueSlotsTakeWhatTheCheckerAccepts() {
    let values: [(QuantityKind, String)] = [
      (.plainNumber, "1"), (.length, "1pt"), (.percentage, "100%"), (.angle, "1deg"),
      (.duration, "1s"), (.color, "#FFF"), (.easing, "easeOut"),
    ]
    let places: [(ValueSlot, String)] = [
      (.value(.length), "moveX v"), (.value(.fraction), "opacity v"), (.value(.factor), "scale v"),
      (.value(.angle), "rotate v"), (.value(.color), "initial color v"),
      (.value(.length), "drift within v x 100 speed 10 for 1s"),
      (.value(.angle), "drift within 100 x 100 speed 10 for 1s heading v"),
      (.duration, "moveX 1 over v"), (.duration, "wait v"), (.easing, "moveX 1 ease v"),
      (.plainNumber, "moveX 1 repeat v"),
    ]
    for (kind, written) in values {
      for (slot, place) in places {
        let result = Compiler.compile(
          SourceFile(path: "s.motion", text: "let v = \(written)\n\(place)\n"))
        let accepted = !result.diagnostics.contains { $0.severity == .error }
        XCTAssertEqual(kind.fits(slot), accepted, "\(written) in `\(place)`")
      }
    }
  }

  func testWhatIsAtAPosition() {
    let text = "merge < card.moveX 20 over quick ease easeOut, opacity 1 > wait 1s\n"
    let tree = Parser.parse(SourceFile(path: "p.motion", text: text)).tree
    func item(_ offset: Int) -> String {
      guard let path = tree.item(at: offset) else { return "nothing" }
      switch path.item {
      case .element(let name): return "element \(name.text)"
      case .property(let name): return "property \(name.text)"
      case .name(let name): return "name \(name.text)"
      case .easing(let easing): return "easing \(easing.name.text)"
      case .modifier(let modifier): return "modifier \(modifier.kind.rawValue)"
      case .groupKeyword: return "group"
      case .statement: return "statement"
      case .function, .letName, .motionName, .parameter, .playedMotion, .argumentLabel,
        .importPath:
        return "other"
      }
    }
    XCTAssertEqual(item(1), "group")
    XCTAssertEqual(item(9), "element card")
    XCTAssertEqual(item(14), "property moveX")
    XCTAssertEqual(item(19), "statement")  // the value 20
    XCTAssertEqual(item(23), "modifier over")
    XCTAssertEqual(item(28), "name quick")
    XCTAssertEqual(item(40), "easing easeOut")
    XCTAssertEqual(item(49), "property opacity")
    XCTAssertEqual(item(61), "modifier wait")
    XCTAssertEqual(item(70), "nothing")
    XCTAssertEqual(tree.item(at: 14)?.statements.count, 2)  // the merge, then the change
  }
}
