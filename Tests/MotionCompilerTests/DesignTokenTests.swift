import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// W3C Design Tokens (DTCG 2025.10): `import "….json" as NAME`, the dotted names, every token
/// type motionc reads, aliases, and every error of a token file at its JSON line and column.
final class DesignTokenTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("motionc-tokens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("app"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func write(_ path: String, _ text: String) throws {
    try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  /// Compiles `spec` as `app/spec.motion`, beside `app/tokens.json` holding `tokens`.
  private func compile(
    _ spec: String, tokens: String? = nil, maximumFileSize: Int = Limits().maximumFileSize
  ) throws -> CompileResult {
    if let tokens { try write("app/tokens.json", tokens) }
    try write("app/spec.motion", spec)
    let path = folder.appendingPathComponent("app/spec.motion").path
    return Compiler.compile(
      SourceFile(path: path, text: spec),
      options: CompileOptions(
        loader: FileSystemLoader(mainFile: path, maximumFileSize: maximumFileSize)))
  }

  /// Each diagnostic as `CODE FILE:LINE:COLUMN`, the file by its name alone.
  private func places(_ result: CompileResult) -> [String] {
    result.diagnostics.map { diagnostic in
      guard let file = result.sources.file(containing: diagnostic.range.start) else {
        return diagnostic.code
      }
      let location = file.location(of: diagnostic.range.start)
      return "\(diagnostic.code) \((file.path as NSString).lastPathComponent):"
        + "\(location.line):\(location.column)"
    }
  }

  private static let tokens = """
    {
      "$description": "every type motionc reads",
      "motion": {
        "$type": "duration",
        "short": { "$value": { "value": 200, "unit": "ms" } },
        "medium": { "$value": "300ms" },
        "long": { "$value": "0.5s", "$description": "the older string form" },
        "tap": { "$value": "{motion.short}" },
        "easing": {
          "$type": "cubicBezier",
          "standard": { "$value": [0.2, 0, 0, 1] },
          "same": { "$value": "{motion.easing.standard}" },
          "bouncy": {
            "$value": [0.333, 1.266, 0.667, 1.024],
            "$extensions": { "dev.motionc": { "easing": "spring(duration: 0.4s, bounce: 0.2)" } }
          }
        },
        "enter": {
          "$type": "transition",
          "$value": {
            "duration": "{motion.medium}",
            "delay": { "value": 100, "unit": "ms" },
            "timingFunction": [0.3, 0, 1, 1]
          }
        },
        "again": { "$type": "transition", "$value": "{motion.enter}" }
      },
      "color": {
        "$type": "color",
        "brand": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 1], "alpha": 0.5 } },
        "ink": { "$value": "#102030" },
        "wide": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0000" } }
      },
      "space": {
        "$type": "dimension",
        "100": { "$value": { "value": 8, "unit": "px" } },
        "gap-2": { "$value": "16px" }
      },
      "scale": { "$type": "number", "up": { "$value": 1.5 } }
    }
    """

  /// The same spec with tokens and with the values written out gives the same timeline: in
  /// values, `ease`, `defaults`, `play` arguments and motion parameter defaults.
  func testTokensAreTheValuesTheyHoldWhereverALetGoes() throws {
    let withTokens = try compile(
      """
      import "tokens.json" as t
      defaults < ease t.motion.easing.standard >
      motion grow(to = t.scale.up, length = t.motion.long) < scale to over length >
      initial opacity 0
      initial color t.color.ink
      opacity 1 over t.motion.enter.duration delay t.motion.enter.delay ease t.motion.enter.timingFunction
      moveX t.space.100 + t.space.gap-2 over t.motion.tap
      moveY 10 ease t.motion.easing.bouncy
      color t.color.brand over t.motion.medium ease t.motion.easing.same
      color t.color.wide over t.motion.again.duration
      play grow
      play grow(to: t.scale.up * 2, length: t.motion.short)

      """, tokens: Self.tokens)
    XCTAssertEqual(withTokens.diagnostics.map(\.code), [], withTokens.rendered)
    let written = try compile(
      """
      defaults < ease cubic(0.2, 0, 0, 1) >
      motion grow(to = 1.5, length = 0.5s) < scale to over length >
      initial opacity 0
      initial color #102030
      opacity 1 over 300ms delay 100ms ease cubic(0.3, 0, 1, 1)
      moveX 8 + 16 over 200ms
      moveY 10 ease spring(duration: 0.4s, bounce: 0.2)
      color #3366FF80 over 300ms ease cubic(0.2, 0, 0, 1)
      color #FF0000 over 300ms
      play grow
      play grow(to: 3, length: 200ms)

      """)
    XCTAssertEqual(written.diagnostics.map(\.code), [], written.rendered)
    XCTAssertEqual(
      try Dump.timeline(XCTUnwrap(withTokens.timeline)),
      try Dump.timeline(XCTUnwrap(written.timeline)))
  }

  func testKindsAreCheckedLikeLets() throws {
    let result = try compile(
      "import \"tokens.json\" as t\nmoveX 1 over t.motion.easing.standard\n"
        + "moveY 1 ease t.motion.short\nopacity t.color.ink\n", tokens: Self.tokens)
    XCTAssertEqual(
      places(result), ["M0122 spec.motion:2:14", "M0111 spec.motion:3:14", "M0101 spec.motion:4:9"])
    XCTAssertEqual(
      result.diagnostics.first?.message,
      "expected a duration such as `0.5s` or `500ms`, found an easing")
  }

  func testUnknownTokenNamesGetSuggestions() throws {
    let result = try compile(
      "import \"tokens.json\" as t\nmoveX 1 over t.motion.shrot\n", tokens: Self.tokens)
    XCTAssertEqual(places(result), ["M0140 spec.motion:2:14"])
    XCTAssertEqual(result.diagnostics.first?.kind.suggestion, "t.motion.short")
  }

  func testTokensMotioncCannotUseAreErrorsOnlyWhenUsed() throws {
    let file = """
      {
        "font": { "$type": "fontFamily", "body": { "$value": ["Inter", "sans-serif"] } },
        "size": { "$type": "dimension", "body": { "$value": { "value": 1, "unit": "rem" } } },
        "color": { "$type": "color", "odd": { "$value": { "colorSpace": "lab", "components": [50, 0, 0] } } },
        "motion": { "$type": "transition", "enter": { "$value": { "duration": "1s", "delay": "0s", "timingFunction": [0, 0, 1, 1] } } }
      }
      """
    XCTAssertEqual(try compile("import \"tokens.json\" as t\n", tokens: file).diagnostics, [])
    let result = try compile(
      "import \"tokens.json\" as t\nlet _a = t.font.body\nlet _b = t.size.body\n"
        + "let _c = t.color.odd\nlet _d = t.motion.enter\nlet _e = t.motion\n")
    XCTAssertEqual(
      places(result),
      [
        "M0174 spec.motion:2:10", "M0174 spec.motion:3:10", "M0174 spec.motion:4:10",
        "M0174 spec.motion:5:10", "M0174 spec.motion:6:10",
      ])
    XCTAssertEqual(
      result.diagnostics.map(\.message)[1],
      "token `t.size.body` cannot be used here: `rem` depends on a font size motionc does not "
        + "know; use `px`")
  }

  /// DTCG 2025.10's `$root`: a group's own token, named in a spec by the group's name and in
  /// an alias as `{group.$root}`. A `$ref` (JSON Pointer) token is not followed.
  func testRootTokensAndJSONPointers() throws {
    let file = """
      {
        "space": {
          "$type": "number",
          "$root": { "$value": 4 },
          "double": { "$value": 8 },
          "again": { "$value": "{space.$root}" }
        },
        "pointer": { "$type": "number", "$ref": "#/space/double/$value" }
      }
      """
    let result = try compile(
      "import \"tokens.json\" as t\nmoveX t.space + t.space.double + t.space.again\n",
      tokens: file)
    XCTAssertEqual(result.diagnostics, [], result.rendered)
    XCTAssertEqual(
      try XCTUnwrap(result.timeline).track(element: "view", property: .moveX)?.segments.last?
        .to, .number(16))
    XCTAssertEqual(
      places(try compile("import \"tokens.json\" as t\nmoveX t.pointer\n")),
      ["M0174 spec.motion:2:7"])
  }

  func testAnAliasToATokenOfAnotherTypeIsAnError() throws {
    let file =
      #"{"e": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]}, "d": {"$type": "duration", "$value": "{e}"}}"#
    let result = try compile("import \"tokens.json\" as t\n", tokens: file)
    XCTAssertEqual(places(result), ["M0171 tokens.json:1:94"])
    XCTAssertEqual(
      result.diagnostics.first?.message,
      "token `d` needs a `duration` here, but the alias names a `cubicBezier`")
  }

  func testDeprecatedGroupsDeprecateTheirTokens() throws {
    let file = #"{"old": {"$deprecated": "use new", "$type": "number", "a": {"$value": 1}}}"#
    let result = try compile("import \"tokens.json\" as t\nmoveX t.old.a\n", tokens: file)
    XCTAssertEqual(places(result), ["M0210 spec.motion:2:7"])
    XCTAssertEqual(result.diagnostics.first?.message, "token `t.old.a` is deprecated: use new")
  }

  func testDeprecatedTokensWarn() throws {
    let file = """
      {"old": {"$type": "number", "$value": 2, "$deprecated": true}}
      """
    let result = try compile("import \"tokens.json\" as t\nmoveX t.old\n", tokens: file)
    XCTAssertEqual(places(result), ["M0210 spec.motion:2:7"])
    XCTAssertEqual(result.diagnostics.first?.message, "token `t.old` is deprecated")
    XCTAssertNotNil(result.timeline)
  }

  // MARK: Errors in the token file, at its line and column

  func testMalformedJSONPointsAtItsLineAndColumn() throws {
    let cases: [(String, String)] = [
      ("{\n  \"a\": 1,\n}", "M0170 tokens.json:3:1"),
      ("{\"a\": tru}", "M0170 tokens.json:1:7"),
      ("{\"a\": 01}", "M0170 tokens.json:1:7"),
      ("{\"a\": \"x\n\"}", "M0170 tokens.json:1:9"),
      ("{\"a\": \"\\q\"}", "M0170 tokens.json:1:8"),
      ("{\"a\": 1, \"a\": 2}", "M0170 tokens.json:1:10"),
      ("{\"a\": 1} x", "M0170 tokens.json:1:10"),
      ("{\"a\" 1}", "M0170 tokens.json:1:6"),
      ("[1, 2]", "M0170 tokens.json:1:1"),
      ("{\"é\": \"\u{00e9}\", \"b\": [1 2]}", "M0170 tokens.json:1:20"),
      ("", "M0170 tokens.json:1:1"),
      ("{\"a\": \"x", "M0170 tokens.json:1:7"),
    ]
    for (file, expected) in cases {
      let result = try compile("import \"tokens.json\" as t\n", tokens: file)
      XCTAssertEqual(places(result), [expected], "\(file)\n\(result.rendered)")
    }
  }

  func testInvalidUTF8InAStringIsAnError() throws {
    try write("app/tokens.json", "")
    try Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]).write(
      to: folder.appendingPathComponent("app/tokens.json"))
    XCTAssertEqual(
      places(try compile("import \"tokens.json\" as t\n")), ["M0170 tokens.json:1:6"])
  }

  func testTypesThatAreNotStrings() throws {
    var result = try compile("import \"tokens.json\" as t\n", tokens: #"{"$type": 3}"#)
    XCTAssertEqual(places(result), ["M0171 tokens.json:1:11"])
    XCTAssertEqual(
      result.diagnostics.first?.message,
      "the top-level group has a `$type` that is not a string, such as `\"duration\"`")
    result = try compile(
      "import \"tokens.json\" as t\n", tokens: #"{"a": {"$type": [], "$value": 1}}"#)
    XCTAssertEqual(places(result), ["M0171 tokens.json:1:17", "M0171 tokens.json:1:31"])
  }

  func testAMissingTransitionMemberIsReportedOnceAndCannotBeUsed() throws {
    let file = #"{"a": {"$type": "transition", "$value": {"duration": "1s"}}}"#
    let result = try compile(
      "import \"tokens.json\" as t\nmoveX 1 over t.a.duration delay t.a.delay\n", tokens: file)
    XCTAssertEqual(places(result), ["M0174 spec.motion:2:33", "M0171 tokens.json:1:41"])
    XCTAssertEqual(
      result.diagnostics.first?.message,
      "token `t.a.delay` cannot be used here: the `transition` in the token file lacks it")
  }

  /// Every prefix of a real token file, and the file with each byte changed, is read without a
  /// crash: as tokens, or with errors.
  func testBrokenTokenFilesNeverCrash() throws {
    let bytes = Array(
      try Data(contentsOf: repositoryRoot.appendingPathComponent("specs/design-tokens.json")))
    let spec = "import \"tokens.json\" as t\nmoveX t.space.100 over t.motion.enter.duration\n"
    var outcomes = Set<Bool>()
    for end in stride(from: 0, to: bytes.count, by: 11) {
      try write("app/tokens.json", String(decoding: bytes[..<end], as: UTF8.self))
      outcomes.insert(try compile(spec).hasErrors)
    }
    for position in stride(from: 0, to: bytes.count, by: 13) {
      var changed = bytes
      changed[position] = [0x7B, 0x22, 0x5D, 0x2C, 0x00, 0xFF][position % 6]
      try Data(changed).write(to: folder.appendingPathComponent("app/tokens.json"))
      outcomes.insert(try compile(spec).hasErrors)
    }
    XCTAssertEqual(outcomes, [true, false])
  }

  func testInvalidTokenValues() throws {
    let cases: [(String, String)] = [
      (#"{"a": {"$type": "duration", "$value": {"value": 1, "unit": "min"}}}"#, "1:39"),
      (#"{"a": {"$type": "duration", "$value": "-5ms"}}"#, "1:39"),
      (#"{"a": {"$type": "cubicBezier", "$value": [2, 0, 0, 1]}}"#, "1:42"),
      (#"{"a": {"$type": "cubicBezier", "$value": [0, 0, 1]}}"#, "1:42"),
      (#"{"a": {"$type": "number", "$value": "3"}}"#, "1:37"),
      (#"{"a": {"$type": "color", "$value": "red"}}"#, "1:36"),
      (
        #"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}"#,
        "1:36"
      ),
      (#"{"a": {"$type": "dimension", "$value": "12vw"}}"#, "1:40"),
      (#"{"a": {"$value": 3}}"#, "1:18"),
      (
        #"{"a": {"$type": "number", "$value": 1, "$extensions": {"dev.motionc": {"easing": "easeIn"}}}}"#,
        "1:37"
      ),
      (
        #"{"a": {"$type": "cubicBezier", "$value": [0, 0, 1, 1], "$extensions": {"dev.motionc": 1}}}"#,
        "1:87"
      ),
      (#"{"a": {"$type": "transition", "$value": {"duration": "1s"}}}"#, "1:41"),
      (
        #"{"d": {"$type": "number", "$value": 1}, "a": {"$type": "transition", "$value": {"duration": "{d}", "delay": "0s", "timingFunction": [0, 0, 1, 1]}}}"#,
        "1:93"
      ),
    ]
    for (file, place) in cases {
      let result = try compile("import \"tokens.json\" as t\n", tokens: file)
      XCTAssertEqual(places(result), ["M0171 tokens.json:" + place], "\(file)\n\(result.rendered)")
    }
  }

  func testAnExtensionCurveIsReadAsMotioncWritesIt() throws {
    let file =
      #"{"a": {"$type": "cubicBezier", "$value": [0, 0, 1, 1], "$extensions": {"dev.motionc": {"easing": "spring(duration: 0.4s, bonce: 0.2)"}}}}"#
    let result = try compile("import \"tokens.json\" as t\n", tokens: file)
    // The misspelled label is shown where it is in the token file.
    XCTAssertEqual(places(result), ["M0119 tokens.json:1:122"], result.rendered)
  }

  func testADeeplyNestedExtensionCurveIsAnErrorNotACrash() throws {
    let deep = 3_000
    let curve =
      String(repeating: "spring(duration: ", count: deep) + "1s"
      + String(repeating: ")", count: deep)
    let file =
      #"{"a": {"$type": "cubicBezier", "$value": [0, 0, 1, 1], "$extensions": {"dev.motionc": {"easing": ""#
      + curve + #""}}}}"#
    let result = try compile(
      "import \"tokens.json\" as t\nmoveX 1 over 1s ease t.a\n", tokens: file)
    // The token file says what is wrong; the use says the token cannot be used (M0174), as
    // for any token whose value has an error.
    XCTAssertEqual(
      result.diagnostics.filter { $0.severity == .error }.map(\.kind),
      [.unusableToken(token: "t.a", reason: .invalid), .nestingTooDeep(limit: 64)],
      result.rendered)
  }

  func testAnExtensionCurveSeesNoNameOfTheSpec() throws {
    let file =
      #"{"a": {"$type": "cubicBezier", "$value": [0, 0, 1, 1], "$extensions": {"dev.motionc": {"easing": "spring(duration: quick)"}}}}"#
    let result = try compile(
      "let quick = 0.2s\nimport \"tokens.json\" as t\nmoveX 1 over quick\n", tokens: file)
    XCTAssertEqual(places(result), ["M0140 tokens.json:1:116"], result.rendered)
  }

  func testAliases() throws {
    let unknown = #"{"a": {"$type": "number", "$value": 1}, "b": {"$value": "{missing.one}"}}"#
    var result = try compile("import \"tokens.json\" as t\n", tokens: unknown)
    XCTAssertEqual(places(result), ["M0172 tokens.json:1:57"])
    XCTAssertEqual(result.diagnostics.first?.kind.suggestion, nil)
    let near = #"{"alpha": {"$type": "number", "$value": 1}, "b": {"$value": "{alpa}"}}"#
    result = try compile("import \"tokens.json\" as t\n", tokens: near)
    XCTAssertEqual(result.diagnostics.first?.kind.suggestion, "alpha")
    let cycle = #"{"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}}"#
    result = try compile("import \"tokens.json\" as t\nmoveX t.b\n", tokens: cycle)
    // The cycle is reported once, in the token file; a use of a token in it says so too.
    XCTAssertEqual(places(result), ["M0174 spec.motion:2:7", "M0173 tokens.json:1:66"])
    XCTAssertEqual(
      result.diagnostics.last?.message,
      "these tokens are aliases of each other in a cycle: a → b → c → a")
  }

  func testLongAliasChainsAndDeepNestingAreErrorsNotCrashes() throws {
    // 64 aliases in a chain are fine; 65 are too many.
    func chain(_ count: Int) -> String {
      var members = [#""t0": {"$type": "number", "$value": 7}"#]
      for index in 1...count { members.append(#""t\#(index)": {"$value": "{t\#(index - 1)}"}"#) }
      return "{" + members.joined(separator: ", ") + "}"
    }
    var result = try compile("import \"tokens.json\" as t\nmoveX t.t63\n", tokens: chain(63))
    XCTAssertEqual(result.diagnostics.map(\.code), [], result.rendered)
    result = try compile("import \"tokens.json\" as t\n", tokens: chain(70))
    XCTAssertTrue(result.diagnostics.map(\.code).allSatisfy { $0 == "M0171" })
    XCTAssertFalse(result.diagnostics.isEmpty)
    // Nesting: 64 levels are read, more are an error, and 100,000 do not overflow the stack.
    let groups = { (depth: Int) in
      String(repeating: #"{"g": "#, count: depth - 1) + "{}"
        + String(repeating: "}", count: depth - 1)
    }
    XCTAssertEqual(try compile("import \"tokens.json\" as t\n", tokens: groups(64)).diagnostics, [])
    XCTAssertEqual(
      places(try compile("import \"tokens.json\" as t\n", tokens: groups(65))),
      ["M0170 tokens.json:1:385"])
    let deep = String(repeating: "[", count: 100_000)
    XCTAssertEqual(
      try compile("import \"tokens.json\" as t\n", tokens: deep).diagnostics.map(\.code), ["M0170"])
  }

  // MARK: The import

  func testImportFormsAndTheSandbox() throws {
    try write("app/other.motion", "let x = 1\n")
    XCTAssertEqual(
      places(try compile("import \"tokens.json\"\n", tokens: "{}")), ["M0175 spec.motion:1:8"])
    XCTAssertEqual(
      places(try compile("import \"other.motion\" as o\n")), ["M0175 spec.motion:1:1"])
    XCTAssertEqual(places(try compile("import \"none.json\" as t\n")), ["M0153 spec.motion:1:8"])
    try write("outside.json", "{}")
    XCTAssertEqual(
      places(try compile("import \"../outside.json\" as t\n")), ["M0154 spec.motion:1:8"])
    XCTAssertEqual(
      places(try compile("import \"tokens.json\" as t\n", tokens: "{}    ", maximumFileSize: 4)),
      ["M0156 spec.motion:1:8"])
    // A failed import: its names are not reported unknown too.
    XCTAssertEqual(
      try compile("import \"none.json\" as t\nmoveX t.a\n").diagnostics.map(\.code), ["M0153"])
    // Two names for one file are fine; one name for two files clashes once.
    try write("app/more.json", #"{"a": {"$type": "number", "$value": 2}}"#)
    let twice = try compile(
      "import \"tokens.json\" as t\nimport \"tokens.json\" as u\nmoveX t.a + u.a\n",
      tokens: #"{"a": {"$type": "number", "$value": 1}}"#)
    XCTAssertEqual(twice.diagnostics.map(\.code), [])
    XCTAssertEqual(
      try compile("import \"tokens.json\" as t\nimport \"more.json\" as t\nmoveX t.a\n")
        .diagnostics.map(\.code), ["M0145"])
  }

  /// A token file is a library: its unused tokens are not warned about; a `let` that holds a
  /// token is a `let` like any other.
  func testUnusedTokensAreNotWarnedAbout() throws {
    let file = #"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2}}"#
    XCTAssertEqual(
      try compile("import \"tokens.json\" as t\nmoveX 1\n", tokens: file).diagnostics, [])
    XCTAssertEqual(
      places(try compile("import \"tokens.json\" as t\nlet x = t.a\nmoveX 1\n")),
      ["M0204 spec.motion:2:5"])
  }

  func testTokenNamesAreUsableOnlyAfterTheirImport() throws {
    let result = try compile(
      "moveX t.a\nimport \"tokens.json\" as t\n",
      tokens: #"{"a": {"$type": "number", "$value": 1}}"#)
    XCTAssertEqual(places(result), ["M0146 spec.motion:1:7"])
  }

  func testDottedNamesParseAndFormat() throws {
    let source =
      "import \"tokens.json\" as t\nmoveX t.space.100 + t.space.gap-2 over t.motion.short\n"
    let (tree, diagnostics) = Parser.parse(SourceFile(path: "a.motion", text: source))
    XCTAssertEqual(diagnostics, [])
    guard case .formatted(let bytes) = Formatter.format(SourceFile(path: "a.motion", text: source))
    else { return XCTFail("not formatted") }
    XCTAssertEqual(String(decoding: bytes, as: UTF8.self), source)
    guard case .import(let statement) = tree.statements.first else {
      return XCTFail("not an import")
    }
    XCTAssertEqual(statement.alias?.text, "t")
    // `as` is a name everywhere else.
    XCTAssertEqual(Parser.parse(SourceFile(path: "b.motion", text: "let as = 1\n")).diagnostics, [])
  }
}
