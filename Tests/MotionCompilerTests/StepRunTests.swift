import Foundation
import MotionTestSupport
import XCTest

@testable import MotionCompiler

/// `check` and `compile` keep a main file's definitions and its last steps, and parse each
/// earlier run of steps again when the walk reaches it (`StepRun`). Put back together, what
/// they read must be exactly the file's tree, with the diagnostics of one parse.
final class StepRunTests: XCTestCase {
  /// Every spec of the repository: examples, goldens' inputs, the bad-input corpus.
  private var inputs: [String] {
    let folders =
      ["specs", "Tests/Fixtures/corpus", "Tests/Fixtures/warnings"]
      + ((try? FileManager.default.contentsOfDirectory(
        atPath: repositoryRoot.appendingPathComponent("Tests/Fixtures").path)) ?? [])
      .map { "Tests/Fixtures/" + $0 }
    return Set(folders).sorted().flatMap { motionFiles(in: $0) }
  }

  /// Few specs define anything after their steps, so each input is also read with a motion
  /// after it (its steps become one run) and with a `let` before each line that starts with a
  /// letter (most steps a run of their own). The texts need not be good specs: both sides of
  /// each comparison read the same one.
  private func variants(of file: SourceFile) -> [SourceFile] {
    let bytes = file.bytes
    var interleaved: [UInt8] = []
    var lineStart = true
    for (index, byte) in bytes.enumerated() {
      if lineStart, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) {
        interleaved += Array("let stepRunProbe\(index) = \(index)\n".utf8)
      }
      interleaved.append(byte)
      lineStart = byte == UInt8(ascii: "\n")
    }
    return [
      file,
      SourceFile(path: file.path, bytes: bytes + Array("\nmotion stepRunProbe < moveX 1 >\n".utf8)),
      SourceFile(path: file.path, bytes: interleaved),
    ]
  }

  /// The statements kept, with each run parsed again where it stood.
  private func reassembled(_ reading: MainFileReading, file: SourceFile) -> [Statement] {
    var statements: [Statement] = []
    var runs = reading.stepRuns[...]
    for (index, statement) in reading.tree.statements.enumerated() {
      while let run = runs.first, run.before == index {
        statements += reread(run, file: file)
        runs = runs.dropFirst()
      }
      guard case .motion(var motion) = statement else {
        statements.append(statement)
        continue
      }
      // A motion is kept without its body, which is parsed again where needed.
      XCTAssertEqual(motion.body, [])
      var stream = Parser.StatementStream(file, rereading: motion.range, limits: Limits())
      guard case .motion(let whole)? = stream.next() else {
        XCTFail("no motion at \(motion.range)")
        continue
      }
      XCTAssertNil(stream.next())
      motion.body = whole.body
      statements.append(.motion(motion))
    }
    for run in runs { statements += reread(run, file: file) }
    return statements
  }

  private func reread(_ run: StepRun, file: SourceFile) -> [Statement] {
    var stream = Parser.StatementStream(file, rereading: run.range, limits: Limits())
    var statements: [Statement] = []
    while let statement = stream.next() { statements.append(statement) }
    XCTAssertFalse(statements.isEmpty, "a run holds at least one step")
    XCTAssertTrue(statements.allSatisfy(\.isStep))
    return statements
  }

  func testEverySpecReassemblesToItsTree() throws {
    let paths = inputs
    XCTAssertGreaterThan(paths.count, 300)
    var runs = 0
    for path in paths {
      for file in variants(of: try sourceFile(path)) {
        let (tree, diagnostics) = Parser.parse(file)
        let reading = MainFileReading(file, limits: Limits())
        XCTAssertEqual(reassembled(reading, file: file), tree.statements, path)
        XCTAssertEqual(reading.diagnostics, diagnostics, path)
        let facts = PolicyFacts(tree, file: file)
        XCTAssertEqual(reading.policyFacts.start, facts.start, path)
        XCTAssertEqual(reading.policyFacts.hasReducedBlock, facts.hasReducedBlock, path)
        runs += reading.stepRuns.count
      }
    }
    XCTAssertGreaterThan(runs, 800)
  }

  /// `compile` (runs parsed again as the walk reaches them) and `analyze` (the whole tree
  /// kept) agree on every diagnostic and timeline.
  func testEveryRunGivesWhatTheWholeTreeGives() throws {
    for path in inputs {
      for file in variants(of: try sourceFile(path)).dropFirst() {
        for options in [CompileOptions(), CompileOptions(includeReduced: true)] {
          let compiled = Compiler.compile(file, options: options)
          let analyzed = Compiler.analyze(file, options: options).result
          XCTAssertEqual(compiled.rendered, analyzed.rendered, path)
          XCTAssertEqual(
            try compiled.timeline.map(Dump.timeline), try analyzed.timeline.map(Dump.timeline),
            path)
          XCTAssertEqual(
            try compiled.reducedTimeline.map(Dump.timeline),
            try analyzed.reducedTimeline.map(Dump.timeline), path)
        }
      }
    }
  }

  /// More motions than the checker keeps parsed bodies of, played in an order that makes it
  /// let go of bodies and parse them again, some playing others, some with a mistake in
  /// their bodies (reported once, at the motion): the same diagnostics and timeline as with
  /// every body kept.
  func testMotionBodiesParsedAgainGiveWhatTheWholeTreeGives() throws {
    let count = Checker.loadedBodyLimit * 3
    var lines: [String] = []
    for index in 0..<count {
      lines.append("motion m\(index)(amount = \(index % 7)) <")
      lines.append("  moveX amount over 0.1s ease easeOut")
      if index % 10 == 3 { lines.append("  play m\(index - 1)(amount: amount * 2)") }
      if index % 50 == 7 { lines.append("  spin 1 over 0.1s") }  // unknown property
      lines.append("  moveX 0 over 0.1s")
      lines.append(">")
      // Steps between the definitions, so that runs are parsed again too.
      lines.append("target card\(index % 5)")
      lines.append("play m\((index * 37) % (index + 1))(amount: \(index))")
    }
    for index in 0..<(count * 2) {
      lines.append("play m\((index * 7_919) % count) on card\(index % 3)")
    }
    let text = lines.joined(separator: "\n") + "\n"
    let file = SourceFile(path: "many.motion", text: text)
    let compiled = Compiler.compile(file)
    let analyzed = Compiler.analyze(file).result
    XCTAssertEqual(compiled.rendered, analyzed.rendered)
    XCTAssertTrue(compiled.rendered.contains("spin"), compiled.rendered)
    let fixed = SourceFile(
      path: "many.motion", text: text.replacingOccurrences(of: "spin 1", with: "rotate 1deg"))
    let timeline = try XCTUnwrap(Compiler.compile(fixed).timeline)
    let analyzedTimeline = try XCTUnwrap(Compiler.analyze(fixed).result.timeline)
    XCTAssertEqual(try Dump.timeline(timeline), try Dump.timeline(analyzedTimeline))
  }

  func testKeepsDefinitionsAndTheLastStepsAndRemembersTheRest() throws {
    let text = """
      // A library section, then its steps.
      let gap = 0.2s
      moveX 10 over 1s
      $ not a statement
      merge <
        moveY 2 over 1s
      >

      motion pop < scale 2 over 1s >\r
      play pop
      let late = 3
      target card
      moveX late over 1s
      """
    let file = SourceFile(path: "t.motion", text: text)
    let reading = MainFileReading(file, limits: Limits())
    XCTAssertEqual(
      reading.tree.statements.map(kind), ["let", "motion", "let", "target", "change"])
    XCTAssertEqual(reading.stepRuns.map(\.before), [1, 2])
    XCTAssertEqual(
      reading.stepRuns.map { file.text($0.range) },
      ["moveX 10 over 1s\n$ not a statement\nmerge <\n  moveY 2 over 1s\n>", "play pop"])
    // The mistake in the run is reported once, by the first parse.
    XCTAssertEqual(reading.diagnostics.count, 1)
    XCTAssertEqual(reassembled(reading, file: file), Parser.parse(file).tree.statements)
  }

  func testAFileOfStepsOnlyIsKeptWhole() {
    let file = SourceFile(path: "t.motion", text: "moveX 1 over 1s\nwait 1s\nmoveX 0 over 1s\n")
    let reading = MainFileReading(file, limits: Limits())
    XCTAssertEqual(reading.stepRuns, [])
    XCTAssertEqual(reading.tree.statements, Parser.parse(file).tree.statements)
  }

  func testRunsOfAFileAfterOthersKeepTheirPositions() {
    // Positions start past the files before it; the first line starts after a byte-order mark.
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    bytes += Array("moveX 1 over 1s\nlet a = 1\nmoveY a over 1s # tail\nlet b = 2\n".utf8)
    let file = SourceFile(path: "t.motion", bytes: bytes, base: 500)
    let reading = MainFileReading(file, limits: Limits())
    XCTAssertEqual(reading.stepRuns.count, 2)
    XCTAssertEqual(reading.stepRuns.first?.range.start, 503)
    XCTAssertEqual(reassembled(reading, file: file), Parser.parse(file).tree.statements)
  }

  private func kind(_ statement: Statement) -> String {
    switch statement {
    case .change: return "change"
    case .wait: return "wait"
    case .target: return "target"
    case .initial: return "initial"
    case .group: return "group"
    case .let: return "let"
    case .defaults: return "defaults"
    case .motion: return "motion"
    case .play: return "play"
    case .import: return "import"
    case .seed: return "seed"
    case .drift: return "drift"
    case .reduced: return "reduced"
    }
  }
}
