import Foundation
import MotionCompiler
import MotionTestSupport
import XCTest

/// The long explanations in `docs/diagnostics/` are complete and true.
///
/// - Every code `DiagnosticKind.code` can return has `docs/diagnostics/<code>.md`, and there is
///   no explanation of a code that does not exist.
/// - Each explanation's title names its code; every ```` ```motion ```` block compiles with no
///   diagnostics; every ```` ```motion-wrong ```` block produces the explained code (and no other);
///   a ```` ```text output ```` block right after a wrong example is exactly what motionc prints
///   for it (`MOTIONC_RECORD=1 swift test` rewrites those blocks; review the diff).
/// - A ```` ```motion file=NAME.motion ```` block is neither a wrong nor a right example: it is
///   a file beside the examples that come after it on its page, which they may `import` (see
///   ``PageFiles``). A later block of the same name replaces it for the examples after that one
///   (so a page can show a file before and after its fix).
/// - The index `docs/diagnostics/README.md` lists every code with its title, and every relative
///   link in the explanations leads to a file and heading that exist.
final class ExplanationTests: XCTestCase {
  private static let folder = "docs/diagnostics"
  private static let kindsPath = "Sources/MotionCompiler/Diagnostics/DiagnosticKind.swift"
  /// The file name diagnostics of examples show, as in the explanations' output blocks.
  private static let examplePath = "example.motion"
  /// Codes whose trigger cannot be written in a Markdown example: a byte that is not UTF-8
  /// (Markdown files are UTF-8 text), a file of more than 64 MiB.
  private static let withoutWrongExample: Set<String> = ["M0001", "M0008"]
  /// Codes that only come after other errors: "too many errors" needs a hundred of them.
  private static let producedWithOthers: Set<String> = ["M0009"]

  // MARK: The tests

  func testEveryCodeHasAnExplanationAndNoOtherCodeHasOne() throws {
    let codes = try emittableCodes()
    let documented = try explanationFileNames().map { String($0.dropLast(".md".count)) }
    for code in codes.sorted() where !documented.contains(code) {
      XCTFail("\(code) has no explanation: write \(Self.folder)/\(code).md")
    }
    for name in documented where !codes.contains(name) {
      XCTFail(
        "\(Self.folder)/\(name).md explains a code motionc cannot emit (not in \(Self.kindsPath))")
    }
  }

  func testTitlesNameTheirCode() throws {
    for explanation in try explanations() {
      XCTAssertFalse(
        explanation.title.trimmingCharacters(in: .whitespaces).isEmpty,
        "\(explanation.path): the first line must be `# \(explanation.code): TITLE`, found `"
          + (explanation.lines.first.map(String.init) ?? "") + "`")
    }
  }

  func testRightExamplesCompileWithoutDiagnostics() throws {
    for explanation in try explanations() {
      let examples = explanation.blocks.filter(\.isRightExample)
      XCTAssertFalse(examples.isEmpty, "\(explanation.path) has no ```motion example of the fix")
      for block in examples {
        let result = compile(block, of: explanation)
        XCTAssertEqual(
          result.diagnostics.map(\.code), [],
          "\(explanation.path):\(block.line): this right example does not compile cleanly:\n"
            + result.rendered)
      }
    }
  }

  func testWrongExamplesProduceTheirCode() throws {
    for explanation in try explanations() {
      let examples = explanation.blocks.filter(\.isWrongExample)
      if Self.withoutWrongExample.contains(explanation.code) {
        XCTAssertTrue(
          examples.isEmpty && explanation.blocks.contains { $0.info.hasPrefix("text") },
          "\(explanation.path): show this error in a ```text block (it has no motion example)")
        continue
      }
      XCTAssertFalse(examples.isEmpty, "\(explanation.path) has no ```motion-wrong example")
      for block in examples {
        let codes = compile(block, of: explanation).diagnostics.map(\.code)
        XCTAssertTrue(
          codes.contains(explanation.code),
          "\(explanation.path):\(block.line): this wrong example gives \(describe(codes)), "
            + "not \(explanation.code)")
        let others = Set(codes).subtracting([explanation.code]).sorted()
        if !Self.producedWithOthers.contains(explanation.code) {
          XCTAssertEqual(
            others, [],
            "\(explanation.path):\(block.line): this wrong example also gives \(describe(others))")
        }
      }
    }
  }

  func testShownOutputIsWhatMotioncPrints() throws {
    for explanation in try explanations() {
      var rewritten = explanation.lines
      // Rewrite from the end, so the line numbers of earlier blocks stay valid.
      for (example, output) in outputPairs(explanation.blocks).reversed() {
        let actual = trimmingTrailingNewlines(compile(example, of: explanation).rendered)
        if recordingGoldens {
          rewritten.replaceSubrange(
            output.contentLines,
            with: actual.split(separator: "\n", omittingEmptySubsequences: false))
        } else {
          XCTAssertEqual(
            trimmingTrailingNewlines(output.text), actual,
            "\(explanation.path):\(output.line): the output shown differs from what motionc "
              + "prints (MOTIONC_RECORD=1 swift test rewrites it; review the diff)")
        }
      }
      if recordingGoldens && rewritten != explanation.lines {
        try rewritten.joined(separator: "\n").write(
          to: repositoryRoot.appendingPathComponent(explanation.path), atomically: true,
          encoding: .utf8)
      }
    }
  }

  /// Each file of a page is named by its shortest path from the example's folder (as imports
  /// are resolved), is not the example itself, and is there for an example after it.
  func testFilesBesideExamplesAreNamedWellAndUsable() throws {
    for explanation in try explanations() {
      let lastExample =
        explanation.blocks.filter { $0.isRightExample || $0.isWrongExample }
        .map(\.line).max() ?? 0
      for block in explanation.blocks {
        guard let name = block.fileName else { continue }
        let place = "\(explanation.path):\(block.line)"
        XCTAssertTrue(
          !name.isEmpty && !name.hasPrefix("/") && !name.contains(" ")
            && PageFiles.resolve(name, from: Self.examplePath) == name,
          "\(place): write `motion file=PATH`, PATH as short as possible from the example's folder"
        )
        XCTAssertNotEqual(
          name, Self.examplePath, "\(place): the example itself is \(Self.examplePath)")
        XCTAssertLessThan(
          block.line, lastExample, "\(place): no example comes after this file to import it")
      }
    }
  }

  func testIndexListsEveryCodeWithItsTitle() throws {
    let index = try read("\(Self.folder)/README.md")
    for explanation in try explanations() {
      let link = "[\(explanation.code)](\(explanation.code).md)"
      guard let row = index.split(separator: "\n").first(where: { $0.contains(link) }) else {
        XCTFail("\(Self.folder)/README.md does not link \(link)")
        continue
      }
      XCTAssertTrue(
        row.contains(explanation.title),
        "\(Self.folder)/README.md: the row of \(explanation.code) should read "
          + "`\(explanation.title)`")
    }
  }

  /// grammar.md's section 11 lists every code once, errors in its first table and warnings in
  /// "The warnings", and a code's table agrees with the severity its page's output shows.
  func testGrammarCodeTablesListEveryCodeWithItsSeverity() throws {
    let grammar = try read("grammar.md")
    guard let section = grammar.range(of: "\n## 11. Error codes"),
      let warnings = grammar.range(
        of: "\nThe warnings:", range: section.upperBound..<grammar.endIndex)
    else { return XCTFail("grammar.md: no section 11 with its table of warnings") }
    let row = #"^\| `(M\d{4})` \|"#
    let errorRows = try captures(
      row, in: String(grammar[section.upperBound..<warnings.lowerBound]),
      options: .anchorsMatchLines
    ).compactMap(\.[0])
    let warningRows = try captures(
      row, in: String(grammar[warnings.upperBound...]), options: .anchorsMatchLines
    ).compactMap(\.[0])
    let listed = errorRows + warningRows
    XCTAssertEqual(Set(listed).count, listed.count, "grammar.md section 11 lists a code twice")
    let retired: Set<String> = ["M0015"]
    XCTAssertEqual(
      Set(listed).subtracting(retired).sorted(), try emittableCodes().sorted(),
      "grammar.md section 11 must list exactly the codes of \(Self.kindsPath)")
    for explanation in try explanations() {
      let text = explanation.lines.joined(separator: "\n")
      let shownAsError = text.contains("error[\(explanation.code)]")
      let shownAsWarning = text.contains("warning[\(explanation.code)]")
      if shownAsWarning && !shownAsError {
        XCTAssertTrue(
          warningRows.contains(explanation.code),
          "grammar.md: \(explanation.code) is a warning; list it under \"The warnings\"")
      }
      if shownAsError && !shownAsWarning {
        XCTAssertTrue(
          errorRows.contains(explanation.code),
          "grammar.md: \(explanation.code) is an error; list it in the first table")
      }
    }
  }

  func testLinksLeadToExistingFilesAndHeadings() throws {
    for name in try ["README.md"] + explanationFileNames() {
      let path = "\(Self.folder)/\(name)"
      let text = try read(path)
      let file = repositoryRoot.appendingPathComponent(path)
      for match in try captures(#"\]\(([^)\s#]*)(?:#([^)\s]*))?\)"#, in: text) {
        let target = match[0] ?? ""
        guard !target.hasPrefix("http") else { continue }
        let url =
          target.isEmpty
          ? file : file.deletingLastPathComponent().appendingPathComponent(target)
        guard let linked = try? String(contentsOf: url, encoding: .utf8) else {
          XCTFail("\(path): the link `\(target)` leads to no file")
          continue
        }
        if let anchor = match[1] {
          XCTAssertTrue(
            headingAnchors(in: linked).contains(anchor),
            "\(path): `\(target)` has no heading for `#\(anchor)`")
        }
      }
    }
  }

  // MARK: Reading the explanations

  /// A fenced code block of an explanation.
  private struct Block {
    /// The info string after the opening fence, e.g. `motion-wrong`.
    var info: String
    /// The 1-based line of the opening fence.
    var line: Int
    /// The 0-based indices of the lines between the fences.
    var contentLines: Range<Int>
    var text: String

    /// The file a ```` ```motion file=NAME ```` block (or a design-token file's
    /// ```` ```json file=NAME ````) is, or `nil` for another block.
    var fileName: String? {
      for prefix in ["motion file=", "json file="] where info.hasPrefix(prefix) {
        return String(info.dropFirst(prefix.count))
      }
      return nil
    }

    private var words: [Substring] { info.split(separator: " ") }

    /// ```` ```motion ```` (the fix), optionally with `check` policy options.
    var isRightExample: Bool { words.first == "motion" && fileName == nil }

    /// ```` ```motion-wrong ````, optionally with `check` policy options.
    var isWrongExample: Bool { words.first == "motion-wrong" }

    /// The `check` policies an example is compiled with: `max-duration=2s`,
    /// `require-reduced` after the language word.
    var options: CompileOptions {
      var options = CompileOptions(requireReduced: words.contains("require-reduced"))
      for word in words where word.hasPrefix("max-duration=") {
        let literal = NumberLiteral(parsing: String(word.dropFirst("max-duration=".count)))
        options.maximumDuration = literal?.scaledInteger(
          scale: literal?.unit == .milliseconds ? 6 : 9)
      }
      return options
    }
  }

  private struct Explanation {
    var code: String
    var path: String
    var lines: [Substring]
    var blocks: [Block]

    /// The files beside `example`: the text of the last ```` ```motion file=NAME ```` block of
    /// each `NAME` before it.
    func files(before example: Block) -> [String: String] {
      var files: [String: String] = [:]
      for block in blocks where block.line < example.line {
        guard let name = block.fileName else { continue }
        files[name] = block.text
      }
      return files
    }

    /// The title after `# CODE: ` on the first line, or empty.
    var title: String {
      guard let first = lines.first, first.hasPrefix("# \(code): ") else { return "" }
      return String(first.dropFirst("# \(code): ".count))
    }
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The codes of `DiagnosticKind.code`, read from its `case .kind: return "M…"` lines.
  private func emittableCodes() throws -> Set<String> {
    let source = try read(Self.kindsPath)
    // One line per code; kinds that share a code (one message, two meanings) share its line.
    let rows = try captures(#"case (\.\w+(?:, \.\w+)*): return "(M\d{4})""#, in: source)
    let codes = rows.compactMap { $0.count > 1 ? $0[1] : nil }
    let coded = rows.compactMap { ($0.first ?? nil)?.components(separatedBy: ", ").count }.reduce(
      0, +)
    // Every case of the enum must have been found, or the pattern has gone stale.
    let cases = try captures(#"^  case ([a-z]\w*)"#, in: source, options: .anchorsMatchLines).count
    XCTAssertEqual(
      coded, cases, "\(Self.kindsPath): found codes for \(coded) kinds of \(cases) cases")
    XCTAssertEqual(Set(codes).count, codes.count, "\(Self.kindsPath): two kinds share a code")
    return Set(codes)
  }

  /// The explanation files, `M0001.md` …, sorted; the index is not one of them.
  private func explanationFileNames() throws -> [String] {
    let folder = repositoryRoot.appendingPathComponent(Self.folder)
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
  }

  private func explanations() throws -> [Explanation] {
    let names = try explanationFileNames()
    XCTAssertFalse(names.isEmpty, "no explanations in \(Self.folder)")
    return try names.map { name in
      let path = "\(Self.folder)/\(name)"
      let lines = try read(path).split(separator: "\n", omittingEmptySubsequences: false)
      return Explanation(
        code: String(name.dropLast(".md".count)), path: path, lines: lines,
        blocks: blocks(in: lines, path: path))
    }
  }

  /// The fenced code blocks of a Markdown file, in order.
  private func blocks(in lines: [Substring], path: String) -> [Block] {
    var blocks: [Block] = []
    var open: (info: String, index: Int)?
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("```") else { continue }
      if let fence = open {
        guard trimmed == "```" else { continue }
        let content = (fence.index + 1)..<index
        blocks.append(
          Block(
            info: fence.info, line: fence.index + 1, contentLines: content,
            text: lines[content].map { $0 + "\n" }.joined()))
        open = nil
      } else {
        open = (String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), index)
      }
    }
    XCTAssertNil(open, "\(path): a code block is never closed")
    return blocks
  }

  /// Each wrong example followed directly by a ```text output block.
  private func outputPairs(_ blocks: [Block]) -> [(example: Block, output: Block)] {
    zip(blocks, blocks.dropFirst()).filter {
      $0.0.isWrongExample && $0.1.info == "text output"
    }.map { (example: $0.0, output: $0.1) }
  }

  /// The capture groups of every match of `pattern` in `text` (`nil` for a group that did not
  /// take part). NSRegularExpression rather than Swift's `Regex`, which needs macOS 13.
  private func captures(
    _ pattern: String, in text: String, options: NSRegularExpression.Options = []
  ) throws -> [[String?]] {
    let expression = try NSRegularExpression(pattern: pattern, options: options)
    let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
    return matches.map { match in
      (1..<match.numberOfRanges).map { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) }
      }
    }
  }

  /// Compiles an example of `explanation`, with its page's files beside it.
  private func compile(_ block: Block, of explanation: Explanation) -> CompileResult {
    var files = explanation.files(before: block)
    files[Self.examplePath] = block.text
    var options = block.options
    options.loader = PageFiles(files: files)
    return Compiler.compile(SourceFile(path: Self.examplePath, text: block.text), options: options)
  }

  private func describe(_ codes: [String]) -> String {
    codes.isEmpty ? "no diagnostic" : codes.joined(separator: ", ")
  }

  private func trimmingTrailingNewlines(_ text: String) -> String {
    var text = Substring(text)
    while text.last == "\n" { text = text.dropLast() }
    return String(text)
  }

  /// The anchors GitHub gives the headings of a Markdown file: lowercased, spaces to `-`, other
  /// punctuation dropped. Lines inside code blocks are not headings.
  private func headingAnchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var inBlock = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inBlock.toggle() }
      guard !inBlock, line.hasPrefix("#") else { continue }
      let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      var anchor = ""
      for character in heading {
        if character == " " {
          anchor.append("-")
        } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
          anchor.append(character)
        }
      }
      anchors.insert(anchor)
    }
    return anchors
  }
}

/// The files beside an example of a page, served from memory: the page's
/// ```` ```motion file=NAME ```` blocks before it and the example itself (`example.motion`).
///
/// They behave as files in one folder, the example's, given to the compiler as
/// `motionc check example.motion` would: that folder is also the only one imports may read.
/// Each rule mirrors `FileSystemLoader`:
/// - a path is relative to the importing file; `..` goes up a folder;
/// - a path that names no file is not found (`resolved` is the path from the example's folder);
/// - a file outside the folder (a block `file=../shared/tokens.motion`) is outside the root,
///   which is shown as `.`, as `motionc check example.motion` shows it in the example's folder;
/// - a path that is the folder of other files (`motions` for `file=motions/shake.motion`) is a
///   folder, which cannot be read.
private struct PageFiles: SourceLoader {
  /// Text by path from the example's folder (a path outside it starts with `../`).
  var files: [String: String]

  func identity(ofMain path: String) -> String { path }

  func load(_ path: String, importedFrom importer: LoadedSource) throws(ImportProblem)
    -> LoadedSource
  {
    let resolved = Self.resolve(path, from: importer.path)
    let isFolder = files.keys.contains { $0.hasPrefix(resolved + "/") }
    guard files[resolved] != nil || isFolder else { throw .notFound(resolved: resolved) }
    guard !resolved.hasPrefix("../") && !resolved.hasPrefix("/") else {
      throw .outsideRoot(root: ".")
    }
    guard let text = files[resolved] else { throw .unreadable(.folder) }
    return LoadedSource(identity: resolved, path: resolved, bytes: Array(text.utf8))
  }

  /// `path`, written in the file at `importer`, as a path from the example's folder.
  static func resolve(_ path: String, from importer: String) -> String {
    var parts =
      path.hasPrefix("/") ? [""] : importer.split(separator: "/").dropLast().map(String.init)
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, last != "..", last != "" {
          parts.removeLast()
        } else {
          parts.append("..")
        }
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }
}
