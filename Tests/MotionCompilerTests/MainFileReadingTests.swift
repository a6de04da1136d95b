import Foundation
import MotionTestSupport
import XCTest

@testable import MotionCompiler

/// `check` and `compile` keep a main file's motions without their parameters and bodies, and
/// parse them again where they are checked (`MainFileReading`, `Checker.parametersAndBody(of:)`). Put back
/// together, what they read must be exactly the file's tree, with the diagnostics of one
/// parse, and they must report and build exactly what a compilation that keeps the whole tree
/// does.
final class MainFileReadingTests: XCTestCase {
  private var inputs: [String] { everySpecInRepository() }

  /// Each input as it is, and with a motion defined before each line that starts with a letter
  /// (so that motions stand between the steps, mistakes and all). The texts need not be good
  /// specs: both sides of each comparison read the same one.
  private func variants(of file: SourceFile) -> [SourceFile] {
    var interleaved: [UInt8] = []
    var lineStart = true
    for (index, byte) in file.bytes.enumerated() {
      if lineStart, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) {
        interleaved += Array("motion probe\(index)(to = \(index)) < moveX to over 1s >\n".utf8)
      }
      interleaved.append(byte)
      lineStart = byte == UInt8(ascii: "\n")
    }
    return [file, SourceFile(path: file.path, bytes: interleaved)]
  }

  /// The statements read, each motion's parameters and body parsed again.
  private func reassembled(_ reading: MainFileReading, file: SourceFile) -> [Statement] {
    reading.tree.statements.map { statement in
      guard case .motion(var motion) = statement else { return statement }
      XCTAssertEqual(motion.parameters, [], "a motion is kept without its parameters")
      XCTAssertEqual(motion.body, [], "a motion is kept without its body")
      var stream = Parser.StatementStream(file, rereading: motion.range, limits: Limits())
      guard case .motion(let whole)? = stream.next() else {
        XCTFail("no motion at \(motion.range)")
        return statement
      }
      XCTAssertNil(stream.next())
      motion.parameters = whole.parameters
      motion.body = whole.body
      return .motion(motion)
    }
  }

  func testEverySpecReassemblesToItsTree() throws {
    let paths = inputs
    XCTAssertGreaterThan(paths.count, 300)
    var motions = 0
    for path in paths {
      for file in variants(of: try sourceFile(path)) {
        let (tree, diagnostics) = Parser.parse(file)
        let reading = MainFileReading(file, limits: Limits())
        XCTAssertEqual(reassembled(reading, file: file), tree.statements, path)
        XCTAssertEqual(reading.diagnostics, diagnostics, path)
        // The policy checks read the same facts from statements whose motions lack bodies.
        let facts = PolicyFacts(tree, file: file)
        let readFacts = PolicyFacts(reading.tree, file: file)
        XCTAssertEqual(readFacts.start, facts.start, path)
        XCTAssertEqual(readFacts.hasReducedBlock, facts.hasReducedBlock, path)
        for case .motion(let motion) in tree.statements {
          let shape = try XCTUnwrap(reading.motionShapes[motion.range.start])
          let whole = MotionGraph.MotionShape(motion.body)
          XCTAssertEqual(shape.size, whole.size)
          XCTAssertEqual(shape.depth, whole.depth)
          XCTAssertEqual(shape.plays.map(\.play), whole.plays.map(\.play))
          // Kept for the checker (every motion of a file this small): exactly as parsed.
          let kept = try XCTUnwrap(shape.kept, path)
          XCTAssertEqual(kept.parameters, motion.parameters, path)
          XCTAssertEqual(kept.body, motion.body, path)
          motions += 1
        }
      }
    }
    XCTAssertGreaterThan(motions, 1_000)
  }

  /// `compile` (bodies parsed again) and `analyze` (the whole tree kept) agree on every
  /// diagnostic and timeline.
  func testEveryInputGivesWhatTheWholeTreeGives() throws {
    for path in inputs {
      for file in variants(of: try sourceFile(path)) {
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

  /// Comment lines that make `count` motions half as large again as the source the checker
  /// keeps the bodies of while it checks motions on their own
  /// (`LoadedMotions.definitionBudget`), so that the walk parses some again.
  private func padding(forMotions count: Int) -> [String] {
    let line = "  # " + String(repeating: "x", count: 95)
    return Array(repeating: line, count: LoadedMotions.definitionBudget * 3 / 2 / count / 100 + 1)
  }

  /// A shape counts every statement, in groups and `reduced` blocks too, and lists the `play`s
  /// in source order, each with the groups and blocks around it.
  func testAShapeCountsEveryStatementAndListsThePlaysInOrder() throws {
    let file = SourceFile(
      path: "shape.motion",
      text: """
        motion a < moveX 1 over 1s >
        motion shape <
          play a
          merge <
            moveX 1 over 1s
            sequence <
              play a on one
              wait 1s
            >
            play a on two
          >
          reduced <
            play a on three
          >
          play a on four
        >

        """)
    let motions = Parser.parse(file).tree.statements.compactMap { statement in
      if case .motion(let motion) = statement { return motion }
      return nil
    }
    let shape = MotionGraph.MotionShape(try XCTUnwrap(motions.last).body)
    XCTAssertEqual(shape.size, 10)
    XCTAssertEqual(shape.depth, 3)
    XCTAssertEqual(shape.plays.map(\.play.element?.text), [nil, "one", "two", "three", "four"])
    XCTAssertEqual(shape.plays.map(\.depth), [0, 2, 1, 1, 0])
    XCTAssertNil(shape.kept)
    let empty = MotionGraph.MotionShape([])
    XCTAssertEqual(empty.size, 0)
    XCTAssertEqual(empty.depth, 0)
    XCTAssertTrue(empty.plays.isEmpty)
  }

  /// The parser keeps the parameters and bodies of the first motions for the checker, from
  /// at most `LoadedMotions.definitionBudget` bytes of source (a motion too large to fit is
  /// not kept, a smaller one after it still is), and lets go of the others.
  func testFirstMotionsAreKeptWithinTheBudget() throws {
    let count = 12
    var lines: [String] = []
    let padding = padding(forMotions: count)
    for index in 0..<count {
      lines.append("motion m\(index)(amount = \(index)) <")
      // The fifth is four times as large as the others.
      lines += index == 4 ? padding + padding + padding + padding : padding
      lines.append("  moveX amount over 0.1s")
      lines.append(">")
    }
    let file = SourceFile(path: "kept.motion", text: lines.joined(separator: "\n") + "\n")
    let reading = MainFileReading(file, limits: Limits())
    var keptBytes = 0
    var kept: [Bool] = []
    for case .motion(let motion) in reading.tree.statements {
      let shape = try XCTUnwrap(reading.motionShapes[motion.range.start])
      kept.append(shape.kept != nil)
      if let parameters = shape.kept?.parameters {
        keptBytes += motion.range.end - motion.range.start
        XCTAssertEqual(parameters.map(\.name.text), ["amount"])
        XCTAssertEqual(shape.kept?.body.count, 1)
      }
    }
    XCTAssertLessThanOrEqual(keptBytes, LoadedMotions.definitionBudget)
    // Each motion is an eighth of the budget: the first four fit, not the fifth, the sixth to
    // the eighth do, and no later one.
    XCTAssertEqual(
      kept, [true, true, true, true, false, true, true, true, false, false, false, false])
  }

  /// More motions than the checker keeps parsed bodies of, played in an order that makes it
  /// let go of bodies and parse them again, some playing others, some with a mistake in
  /// their bodies (reported once, at the motion): the same diagnostics and timeline as with
  /// every body kept.
  func testMotionBodiesParsedAgainGiveWhatTheWholeTreeGives() throws {
    let count = Checker.loadedMotionLimit * 3
    var lines: [String] = []
    let padding = padding(forMotions: count)
    for index in 0..<count {
      lines.append("motion m\(index)(amount = \(index % 7)) <")
      lines += padding
      lines.append("  moveX amount over 0.1s ease easeOut")
      if index % 10 == 3 { lines.append("  play m\(index - 1)(amount: amount * 2)") }
      if index % 50 == 7 { lines.append("  spin 1 over 0.1s") }  // unknown property
      lines.append("  moveX 0 over 0.1s")
      lines.append(">")
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

  /// Parameters parsed again: required ones, defaults that use the parameters before them, a
  /// name given twice (an error at the motion), and `play`s with arguments missing, unknown
  /// or given twice, in motion bodies (checked while the motion is checked on its own) and on
  /// the timeline, for more motions than the checker keeps parsed: the same diagnostics and
  /// timeline as with every motion kept whole.
  func testMotionParametersParsedAgainGiveWhatTheWholeTreeGives() throws {
    let count = Checker.loadedMotionLimit * 3
    var lines: [String] = []
    let padding = padding(forMotions: count)
    for index in 0..<count {
      let twice = index % 40 == 9 ? ", to = 2" : ""
      lines.append("motion m\(index)(to, rise = to * 2, gap = \(index % 5 + 1)0ms\(twice)) <")
      lines += padding
      lines.append("  moveX to over gap")
      lines.append("  moveY rise over gap")
      if index % 4 > 0 { lines.append("  play m\(index - 1)(to: to + 1)") }
      if index % 30 == 4 { lines.append("  play m\(index - 1)(to: 1, too: 2)") }  // unknown
      lines.append(">")
    }
    for index in 0..<count {
      let played = (index * 7_919) % count
      switch index % 25 {
      case 3: lines.append("play m\(played) on card\(index % 3)")  // `to` missing
      case 8: lines.append("play m\(played)(to: 1, to: 2) on card\(index % 3)")
      default: lines.append("play m\(played)(to: \(index)) on card\(index % 3)")
      }
    }
    let text = lines.joined(separator: "\n") + "\n"
    let file = SourceFile(path: "parameters.motion", text: text)
    let compiled = Compiler.compile(file)
    let analyzed = Compiler.analyze(file).result
    XCTAssertEqual(compiled.rendered, analyzed.rendered)
    let codes = compiled.diagnostics.map(\.code)
    // Missing, given twice, unknown; a parameter defined twice.
    for code in ["M0149", "M0105", "M0148", "M0145"] {
      XCTAssertTrue(codes.contains(code), code)
    }
    let fixed = SourceFile(
      path: "parameters.motion",
      text: text.replacingOccurrences(of: ", to = 2)", with: ")")
        .replacingOccurrences(of: ", too: 2", with: "")
        .replacingOccurrences(of: "(to: 1, to: 2)", with: "(to: 1)")
        .replacingOccurrences(
          of: #"play (m[0-9]+) on"#, with: "play $1(to: 3) on", options: .regularExpression))
    let timeline = try XCTUnwrap(
      Compiler.compile(fixed).timeline, Compiler.compile(fixed).rendered)
    let analyzedTimeline = try XCTUnwrap(Compiler.analyze(fixed).result.timeline)
    XCTAssertEqual(try Dump.timeline(timeline), try Dump.timeline(analyzedTimeline))
  }

  func testMotionsAreKeptWithoutTheirBodies() throws {
    // After a byte-order mark, in a file whose positions start past others', a mistake in a
    // body (reported once), a motion on a line with a CR.
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    bytes += Array(
      """
      let gap = 0.2s
      motion pop(to = 2) <
        scale to over 1s
        merge <
          play pop
          $
        >
      >
      motion rest < wait gap >\r
      play pop on card

      """.utf8)
    let file = SourceFile(path: "t.motion", bytes: bytes, base: 500)
    let reading = MainFileReading(file, limits: Limits())
    XCTAssertEqual(reading.tree.statements.count, 4)
    XCTAssertEqual(reading.diagnostics.count, 1)
    let shapes = reading.motionShapes.sorted { $0.key < $1.key }.map(\.value)
    XCTAssertEqual(shapes.map(\.size), [3, 1])
    XCTAssertEqual(shapes.map(\.depth), [2, 0])
    XCTAssertEqual(shapes.map { $0.plays.map(\.depth) }, [[1], []])
    XCTAssertEqual(reassembled(reading, file: file), Parser.parse(file).tree.statements)
  }
}
