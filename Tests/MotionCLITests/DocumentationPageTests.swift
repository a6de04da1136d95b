import Foundation
import MotionCLI
import MotionTestSupport
import XCTest

/// The documentation is checked like code: `docs/cli.md` is the commands' own `--help`, the
/// designer's tutorial shows the specs and pictures of `docs/designers/`, every shell line that
/// calls `motionc` runs without a usage error, and every link leads to a file and a heading.
///
/// `docs/cli.md` and the tutorial's pictures are golden files: after a change to a command's
/// help, `MOTIONC_RECORD=1 swift test --filter DocumentationPageTests` writes them again.
final class DocumentationPageTests: CommandTestCase {
  /// The pages of the documentation, from the repository's root.
  static func pages() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("docs").path)
    return ["README.md", "CONTRIBUTING.md"]
      + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  func testTheCommandLineReferenceIsTheCommandsHelp() throws {
    assertGolden(try Self.commandLineReference(), "docs/cli.md")
  }

  /// `docs/cli.md`: `motionc --help`, then each command's `--help`, in the order the main help
  /// lists them.
  static func commandLineReference() throws -> String {
    let main = motionc(["--help"])
    XCTAssertEqual(main.code, 0, main.error)
    var page = """
      # Command-line reference

      <!-- Generated from the commands' own `--help` by the tests (DocumentationPageTests); do
      not edit. After changing a command's help: MOTIONC_RECORD=1 swift test --filter
      DocumentationPageTests -->

      Every command's `--help`, as `motionc` prints it. What the commands do in more detail
      (searching folders, messages, exit status, conventions) is in [commands.md](commands.md).

      ## motionc

      ```text
      \(main.output.trimmingCharacters(in: .newlines))
      ```

      """
    let names = commandNames(inMainHelp: main.output)
    XCTAssertGreaterThanOrEqual(names.count, 11, main.output)
    for name in names {
      let help = motionc([name, "--help"])
      XCTAssertEqual(help.code, 0, "\(name) --help: \(help.error)")
      page += "\n## motionc \(name)\n\n```text\n"
      page += help.output.trimmingCharacters(in: .newlines) + "\n```\n"
    }
    return page
  }

  /// The names in the main help's `COMMANDS:` list (a line indented by two spaces, the name,
  /// then its summary).
  static func commandNames(inMainHelp help: String) -> [String] {
    var names: [String] = []
    var inList = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "COMMANDS:" {
        inList = true
        continue
      }
      guard inList, line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
      let name = line.dropFirst(2).prefix { $0 != " " }
      if !name.isEmpty, name.allSatisfy({ $0.isLowercase || $0 == "-" }) {
        names.append(String(name))
      }
    }
    return names
  }

  func testTheTutorialShowsItsSpecsAndTheirPlots() throws {
    let page = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/designers.md"), encoding: .utf8)
    for step in 1...4 {
      let spec = "docs/designers/step\(step).motion"
      let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent(spec), encoding: .utf8)
      XCTAssertTrue(
        page.contains("```motion\n" + text + "```\n"), "docs/designers.md does not show \(spec)")
      XCTAssertTrue(page.contains("(designers/step\(step).svg)"), "no picture of step \(step)")
      let plot = run(["plot", spec])
      XCTAssertEqual(plot.code, 0, plot.error)
      assertGolden(plot.output, "docs/designers/step\(step).svg")
    }
  }

  func testTheNeovimSetupOfTheEditorsPageIsTheCheckedFile() throws {
    let page = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/editors.md"), encoding: .utf8)
    let setup = try String(
      contentsOf: repositoryRoot.appendingPathComponent("editors/neovim/motion.lua"),
      encoding: .utf8)
    XCTAssertTrue(page.contains("```lua\n" + setup + "```\n"), "docs/editors.md")
  }

  /// The workflow of `docs/ci.md` runs `motionc check`: its flags parse, and on this
  /// repository's specs it annotates the one warning `specs/repeat.motion` shows on purpose.
  func testTheWorkflowOfTheCIPageChecksSpecs() throws {
    let page = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
    let runs = page.split(separator: "\n").filter {
      $0.contains("run: ") && $0.contains("motionc check")
    }
    XCTAssertEqual(runs.count, 1, "docs/ci.md")
    let words = Self.words(of: String(runs.first ?? ""))
    let arguments = Array(words.drop { !$0.hasSuffix("/motionc") }.dropFirst())
    XCTAssertEqual(arguments.first, "check", "\(words)")
    let result = run(arguments.map { $0 == "." ? "specs" : $0 })
    XCTAssertEqual(result.code, 1, result.error)
    XCTAssertTrue(
      result.output.hasPrefix("::warning file=specs/repeat.motion,line=3"), result.output)
  }

  /// Every line of a ```sh block that calls `motionc` (or `swift run motionc`) runs in-process
  /// from the repository's root with its output sent to a temporary folder: none is a usage
  /// error (status 2), so every command and flag the pages show exists. A line that starts a
  /// server (`--serve`, `lsp`) is only parsed with `--help` added.
  func testEveryShellLineThatCallsMotioncParses() throws {
    var lines = 0
    for page in try Self.pages() {
      for (number, words) in try shellCommands(in: page) {
        var arguments = words
        if arguments.contains("--serve") || arguments.first == "lsp" { arguments.append("--help") }
        arguments = arguments.enumerated().map { index, word in
          guard index > 0, ["-o", "--output"].contains(arguments[index - 1]) else { return word }
          return folder.appendingPathComponent((word as NSString).lastPathComponent).path
        }
        let result = run(arguments)
        XCTAssertNotEqual(result.code, 2, "\(page):\(number): \(words)\n\(result.error)")
        lines += 1
      }
    }
    XCTAssertGreaterThanOrEqual(lines, 20)
  }

  /// The `motionc` lines of the page's ```sh blocks, as words after `motionc`: up to a pipe,
  /// a redirection, `&&` or a comment.
  private func shellCommands(in page: String) throws -> [(line: Int, words: [String])] {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
    var commands: [(Int, [String])] = []
    var inShell = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        inShell = !inShell && (trimmed == "```sh" || trimmed == "```bash")
        continue
      }
      guard inShell else { continue }
      var words = Self.words(of: trimmed)
      if words.starts(with: ["swift", "run", "motionc"]) { words.removeFirst(2) }
      guard words.first == "motionc" else { continue }
      let stops: Set<String> = ["|", ">", "&&", "2>&1", "#"]
      commands.append((index + 1, Array(words.dropFirst().prefix { !stops.contains($0) })))
    }
    return commands
  }

  /// The words of a shell line: split at spaces, with '…' and "…" kept whole.
  static func words(of line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var inWord = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  func testLinksLeadToExistingFilesAndHeadings() throws {
    let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s#]*)(?:#([^)\s]*))?\)"#)
    for page in try Self.pages() {
      let file = repositoryRoot.appendingPathComponent(page)
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let target = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
        guard !target.hasPrefix("http") else { continue }
        let url =
          target.isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(target)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
          XCTFail("\(page): the link `\(target)` leads to no file")
          continue
        }
        guard let anchor = Range(match.range(at: 2), in: text).map({ String(text[$0]) }),
          !isFolder.boolValue
        else { continue }
        let linked = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(
          Self.headingAnchors(in: linked).contains(anchor),
          "\(page): `\(target)` has no heading for `#\(anchor)`")
      }
    }
  }

  /// The anchors GitHub gives a Markdown file's headings.
  static func headingAnchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var inBlock = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inBlock.toggle() }
      guard !inBlock, line.hasPrefix("#") else { continue }
      let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      anchors.insert(
        String(
          heading.compactMap { character -> Character? in
            if character == " " { return "-" }
            let kept = character.isLetter || character.isNumber || character == "-"
            return kept || character == "_" ? character : nil
          }))
    }
    return anchors
  }
}
