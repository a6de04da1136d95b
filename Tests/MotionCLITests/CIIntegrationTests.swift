import Foundation
import MotionTestSupport
import SchemaValidation
import XCTest

@testable import MotionCLI

/// `check` and `fmt` in a CI pipeline (issue 10, item 9), on real folders run from their own
/// working folder: GitHub paths, one report per problem, hidden folders and `--exclude`, CRLF
/// files, the JSON schema, and summaries that say what happened.
final class CIIntegrationTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
    // The repository's root, as a workflow step's working folder.
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.url.path))
  }

  override func tearDown() {
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
    folder = nil
  }

  /// `lib.motion` has one error; `a.motion` and `screens/b.motion` both import it (check them
  /// with `--root .`).
  private func writeLibraryAndTwoScreens() throws {
    try folder.write("lib.motion", "motion pop < movX 1 >\n")
    try folder.write("a.motion", "import \"lib.motion\"\nplay pop\n")
    try folder.write("screens/b.motion", "import \"../lib.motion\"\nplay pop\n")
  }

  // MARK: GitHub paths

  func testGitHubAnnotationsNameFilesRelativeToTheWorkingFolder() throws {
    try folder.write("x.motion", "movX 1 over 1s\n")
    try folder.write("specs/y.motion", "moveX 1 over 1\n")
    let expectedX = "::error file=x.motion,line=1,col=1,endLine=1,endColumn=5,title=motionc M0100::"
    let expectedY = "::error file=specs/y.motion,line=1,col=14,endLine=1,endColumn=15,"
    for arguments in [
      ["."], ["./"], ["./x.motion", "./specs/y.motion"],
      ["specs/../x.motion", ".//specs/y.motion"],
      [folder.path("x.motion"), folder.url.path + "/./specs/y.motion"],
    ] {
      let result = motionc(["check", "--format", "github"] + arguments)
      XCTAssertEqual(result.code, 1)
      let lines = result.output.split(separator: "\n").map(String.init)
      XCTAssertEqual(lines.count, 2, "\(arguments): \(result.output)")
      XCTAssertEqual(
        lines.filter { $0.hasPrefix(expectedX) }.count, 1, "\(arguments): \(result.output)")
      XCTAssertEqual(
        lines.filter { $0.hasPrefix(expectedY) }.count, 1, "\(arguments): \(result.output)")
    }
    // A folder named `.` gives paths without `./` in every format.
    XCTAssertTrue(motionc(["check", "."]).error.hasPrefix("specs/y.motion:1:14: error"))
  }

  func testGitHubPathsOfImportedFilesAndMissingPathsAreRelativeToo() throws {
    try writeLibraryAndTwoScreens()
    let result = motionc([
      "check", "--format", "github", "--root", ".", "./screens/b.motion", "./gone.motion",
    ])
    XCTAssertEqual(
      result.output,
      "::error file=lib.motion,line=1,col=14,endLine=1,endColumn=18,title=motionc M0100::"
        + "unknown property `movX`%0Adid you mean `moveX`?\n"
        + "::error file=gone.motion,title=motionc::no such file or folder: `./gone.motion`\n")
  }

  func testGitHubPathTidiesAndRelativizes() {
    let cases: [(String, String)] = [
      ("./a.motion", "a.motion"), ("a//b/./c.motion", "a/b/c.motion"),
      ("a/../b.motion", "b.motion"),
      ("/work/repo/specs/a.motion", "specs/a.motion"), ("/work/repo/./x/../a.motion", "a.motion"),
      ("/elsewhere/a.motion", "/elsewhere/a.motion"), ("../shared/a.motion", "../shared/a.motion"),
      ("./../a/./b.motion", "../a/b.motion"),
      ("/work/repository/a.motion", "/work/repository/a.motion"),
      ("<stdin>", "<stdin>"),
    ]
    for (path, expected) in cases {
      XCTAssertEqual(GitHubPath.relative(path, workingFolder: "/work/repo"), expected, path)
    }
  }

  // MARK: Each problem once

  func testAnErrorInAFileTwoSpecsImportIsReportedOnce() throws {
    try writeLibraryAndTwoScreens()
    let human = motionc(["check", ".", "--root", "."])
    XCTAssertEqual(human.code, 1)
    XCTAssertEqual(human.error.components(separatedBy: "error[M0100]").count, 2, human.error)
    XCTAssertTrue(human.error.hasSuffix("checked 3 files: 1 error in 1 file\n"), human.error)

    let github = motionc(["check", "--format", "github", ".", "--root", "."])
    XCTAssertEqual(
      github.output,
      "::error file=lib.motion,line=1,col=14,endLine=1,endColumn=18,title=motionc M0100::"
        + "unknown property `movX`%0Adid you mean `moveX`?\n")
    XCTAssertEqual(github.error, "checked 3 files: 1 error in 1 file\n")

    let json = motionc([
      "check", "--format", "json", "--root", ".", "a.motion", "screens/b.motion",
    ])
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let files = try XCTUnwrap(document["files"] as? [[String: Any]])
    XCTAssertEqual(files.map { ($0["diagnostics"] as? [Any])?.count }, [1, 0])
    XCTAssertEqual(
      document["summary"] as? [String: Int], ["files": 2, "errors": 1, "warnings": 0])
  }

  func testASpecNamedTwiceThroughALinkIsReportedOnce() throws {
    try folder.write("x.motion", "movX 1 over 1s\n")
    XCTAssertEqual(symlink("x.motion", folder.path("y.motion")), 0)
    let result = motionc(["check", "x.motion", "y.motion", "./x.motion"])
    XCTAssertEqual(result.error.components(separatedBy: "error[M0100]").count, 2, result.error)
    XCTAssertTrue(result.error.hasSuffix("checked 3 files: 1 error in 1 file\n"), result.error)
  }

  // MARK: Hidden folders and --exclude

  func testHiddenFilesAndFoldersAreSkippedUnlessNamed() throws {
    try folder.write("a.motion", "moveX 1 over 1s\n")
    try folder.write(".build/checkouts/x.motion", "movX 1 over 1s\n")
    try folder.write(".git/y.motion", "movX 1 over 1s\n")
    try folder.write("specs/.draft.motion", "movX 1 over 1s\n")
    try folder.write("specs/b.motion", "moveX 1 over 1s\n")
    XCTAssertEqual(motionc(["check", "."]).error, "checked 2 files: no errors\n")
    XCTAssertEqual(motionc(["fmt", "--check", "."]).code, 0)
    // Named, they are checked: a hidden folder, and a hidden file.
    let named = motionc(["check", ".build", "specs/.draft.motion"])
    XCTAssertEqual(named.code, 1)
    XCTAssertTrue(named.error.hasPrefix(".build/checkouts/x.motion:1:1: error[M0100]"), named.error)
    XCTAssertTrue(named.error.hasSuffix("checked 2 files: 2 errors in 2 files\n"), named.error)
  }

  func testExcludeSkipsWhatItsPatternsMatchInCheckAndFmt() throws {
    try folder.write("specs/a.motion", "moveX 1 over 1s\n")
    try folder.write("specs/gen/b.motion", "movX 1 over 1s\n")
    try folder.write("specs/deep/gen/c.motion", "movX 1 over 1s\n")
    try folder.write("specs/d.generated.motion", "merge<moveX 1 over 1s>\n")
    XCTAssertEqual(motionc(["check", "specs"]).code, 1)
    for patterns in [
      ["gen", "*.generated.motion"], ["**/gen/**", "specs/d.*"], ["specs/**/gen", "d.gen*"],
      ["[g]e?", "*.generated.*"],
    ] {
      let arguments = patterns.flatMap { ["--exclude", $0] }
      let check = motionc(["check", "specs"] + arguments)
      XCTAssertEqual(check.code, 0, "\(patterns): \(check.error)")
      XCTAssertEqual(check.error, "checked 1 file: no errors\n", "\(patterns)")
      let fmt = motionc(["fmt", "--check", "specs"] + arguments)
      XCTAssertEqual(fmt.code, 0, "\(patterns): \(fmt.output)")
    }
    // `*` stays inside one folder name: `*/b.motion` matches gen/b.motion (inside the folder
    // searched), `*/c.motion` matches neither deep/gen/c.motion nor specs/deep/gen/c.motion.
    let star = motionc([
      "check", "specs", "--exclude", "*/b.motion", "--exclude", "*/c.motion",
      "--exclude=*.generated.motion",
    ])
    // The pattern that matched nothing is named first, then c.motion is checked as usual.
    let lines = star.error.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertTrue(
      lines.first?.hasPrefix("warning: `--exclude` pattern `*/c.motion` matched nothing") == true,
      star.error)
    XCTAssertEqual(
      lines.dropFirst().first, "specs/deep/gen/c.motion:1:1: error[M0100]: unknown property `movX`",
      star.error)
    XCTAssertTrue(star.error.hasSuffix("checked 2 files: 1 error in 1 file\n"), star.error)
    // Everything excluded: said so.
    let all = motionc(["check", "specs", "--exclude", "*"])
    XCTAssertEqual(all.code, 1)
    XCTAssertEqual(
      all.error,
      "error: no `.motion` files in `specs` that `--exclude` leaves\n"
        + "checked 0 files: no errors; 1 folder without `.motion` files\n")
    // A named path is used whatever the patterns say.
    XCTAssertEqual(motionc(["check", "specs/gen/b.motion", "--exclude", "*"]).code, 1)
  }

  func testABadExcludePatternIsAUsageError() {
    for command in ["check", "fmt"] {
      let result = motionc([command, ".", "--exclude", "[abc"])
      XCTAssertEqual(result.code, 2)
      XCTAssertTrue(
        result.error.hasPrefix(
          "error: `--exclude` pattern `[abc` has a `[` without its `]` (write `\\[` for a "
            + "literal `[`)"), result.error)
    }
    let missing = motionc(["check", ".", "--exclude"])
    XCTAssertEqual(missing.code, 2)
    XCTAssertTrue(missing.error.contains("`--exclude` needs a value"), missing.error)
  }

  // MARK: CRLF

  func testFormatKeepsEachFilesLineEndings() throws {
    let formatted = "merge <\n  moveX 1 over 1s  # right\n  opacity 0 over 1s\n>\n"
    let crlf = formatted.replacingOccurrences(of: "\n", with: "\r\n")
    try folder.write("ok-crlf.motion", crlf)
    try folder.write("ok-lf.motion", formatted)
    let messy = try folder.write(
      "messy-crlf.motion", "merge<\r\nmoveX 1 over 1s # right\r\nopacity 0 over 1s>\r\n")
    let check = motionc(["fmt", "--check", "."])
    XCTAssertEqual(check.code, 1)
    XCTAssertEqual(check.output, "messy-crlf.motion\n", "a formatted CRLF file passes")
    XCTAssertEqual(motionc(["fmt", "."]).code, 0)
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: messy)), Data(crlf.utf8))
    XCTAssertEqual(motionc(["fmt", "--check", "."]).code, 0)
    // Standard input too; and a file that mixes the two takes its first line's ending.
    XCTAssertEqual(motionc(["fmt", "-"], input: Array(crlf.utf8)).output, crlf)
    let mixed = try folder.write("mixed.motion", "moveX 1 over 1s\r\nmoveY 1 over 1s\n")
    XCTAssertEqual(motionc(["fmt", "--check", mixed]).code, 1)
    XCTAssertEqual(motionc(["fmt", mixed]).code, 0)
    XCTAssertEqual(
      try String(contentsOfFile: mixed, encoding: .utf8),
      "moveX 1 over 1s\r\nmoveY 1 over 1s\r\n")
  }

  // MARK: The JSON schema

  func testCheckAsJSONMatchesItsSchema() throws {
    let validator = try SchemaValidator(
      contentsOf: repositoryRoot.appendingPathComponent("schema/motion-diagnostics.schema.json"))
    try writeLibraryAndTwoScreens()
    try folder.write("warn.motion", "moveX 1 over 1s\nmoveX 1 over 1s\n")
    try folder.write("empty/notes.txt", "no specs here\n")
    let fixtures = ["errors", "warnings"].map {
      repositoryRoot.appendingPathComponent("Tests/Fixtures/\($0)").path
    }
    let runs: [([String], [UInt8])] = [
      (["."], []), (["gone.motion", "empty", "warn.motion"], []),
      (["-"], Array("moveX 1 over\n".utf8)), (fixtures, []), ([folder.path("a.motion")], []),
    ]
    var seen = Set<String>()
    for (paths, input) in runs {
      let result = motionc(["check", "--format", "json"] + paths, input: input)
      XCTAssertEqual(result.error, "", "\(paths): JSON alone, nothing on standard error")
      let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
      let errors = validator.validate(json)
      XCTAssertEqual(errors, [], "\(paths):\n" + errors.joined(separator: "\n"))
      for key in [
        "\"error\": ", "\"path\": \"lib.motion\", \"range\"", "\"related\": [{", "\"fixIts\": [{",
      ]
      where result.output.contains(key) {
        seen.insert(key)
      }
    }
    XCTAssertEqual(seen.count, 4, "every optional part is exercised: \(seen)")
  }

  func testTheSchemaRefusesWhatCheckNeverPrints() throws {
    let validator = try SchemaValidator(
      contentsOf: repositoryRoot.appendingPathComponent("schema/motion-diagnostics.schema.json"))
    try folder.write("x.motion", "movX 1 over 1s\n")
    let good = motionc(["check", "--format", "json", "x.motion"]).output
    XCTAssertEqual(validator.validate(try JSONSerialization.jsonObject(with: Data(good.utf8))), [])
    for (target, replacement) in [
      ("\"code\": \"M0100\"", "\"code\": \"E0100\""),
      ("\"severity\": \"error\"", "\"severity\": \"note\""),
      ("\"line\": 1", "\"line\": 0"),
      ("\"version\": 1", "\"version\": 2"),
      ("\"warnings\": 0", "\"warnings\": -1"),
      ("\"label\": ", "\"hint\": "),
      ("\"format\": \"motionc-diagnostics\"", "\"format\": \"motionc-track\""),
    ] {
      XCTAssertTrue(good.contains(target), target)
      let broken = good.replacingOccurrences(of: target, with: replacement)
      let errors = validator.validate(try JSONSerialization.jsonObject(with: Data(broken.utf8)))
      XCTAssertFalse(errors.isEmpty, "\(replacement) passed")
    }
  }

  // MARK: Summaries that say what happened

  func testTheSummarySaysWhatWasNotChecked() throws {
    try folder.write("a.motion", "moveX 1 over 1s\n")
    try folder.write("empty/notes.txt", "no specs\n")
    let missing = motionc(["check", "gone.motion"])
    XCTAssertEqual(missing.code, 1)
    XCTAssertEqual(
      missing.error,
      "error: no such file or folder: `gone.motion`\nchecked 0 files: no errors; 1 path not found\n"
    )
    let several = motionc(["check", "gone.motion", "a.motion", "empty", "also-gone"])
    XCTAssertEqual(several.code, 1)
    XCTAssertTrue(
      several.error.hasSuffix(
        "checked 1 file: no errors; 2 paths not found, 1 folder without `.motion` files\n"),
      several.error)
  }

  func testAStrictFailureSaysThatWarningsFail() throws {
    try folder.write("w.motion", "moveX 1 over 1s\nmoveX 1 over 1s\n")
    let lenient = motionc(["check", "w.motion"])
    XCTAssertEqual(lenient.code, 0)
    XCTAssertTrue(lenient.error.hasSuffix("checked 1 file: no errors, 1 warning\n"), lenient.error)
    let strict = motionc(["check", "--strict", "w.motion"])
    XCTAssertEqual(strict.code, 1)
    XCTAssertTrue(
      strict.error.hasSuffix(
        "checked 1 file: no errors, 1 warning (--strict: warnings fail the check)\n"),
      strict.error)
    let github = motionc(["check", "--strict", "--format", "github", "w.motion"])
    XCTAssertEqual(
      github.error, "checked 1 file: no errors, 1 warning (--strict: warnings fail the check)\n")
  }

  /// A folder inside the tree that cannot be read is an error in its place; the rest is
  /// checked. Root reads every folder, so as root the built motionc runs with the power to
  /// read past permissions dropped (`setpriv`); SpecSearchTests covers the same case with a
  /// simulated file system wherever this cannot run.
  func testAnUnreadableSubfolderIsReportedAndTheRestChecked() throws {
    try folder.write("specs/a.motion", "moveX 1 over 1s\n")
    try folder.write("specs/locked/b.motion", "movX 1 over 1s\n")
    try folder.write("specs/z.motion", "moveX 1 over 1s\n")
    XCTAssertEqual(chmod(folder.path("specs/locked"), 0), 0)
    let expected =
      "error: cannot read the folder `specs/locked`: Permission denied\n"
      + "checked 2 files: no errors; 1 folder not readable\n"
    guard runningAsRoot else {
      let result = motionc(["check", "specs"])
      XCTAssertEqual(result.code, 1)
      XCTAssertEqual(result.error, expected)
      return
    }
    let setpriv = "/usr/bin/setpriv"
    guard FileManager.default.isExecutableFile(atPath: setpriv) else {
      throw XCTSkip(
        "running as root, which reads every folder, and without \(setpriv) to drop that power; "
          + "SpecSearchTests.testAnUnreadableSubfolderIsReportedInItsPlace covers it")
    }
    let script = """
      cd "$1" && "$2" --bounding-set=-dac_override,-dac_read_search -- "$3" check specs \
        >"$4" 2>"$5"
      """
    let shell = try runBash(
      script,
      [
        "bash", folder.url.path, setpriv, builtMotionc.path, folder.path("out"),
        folder.path("err"),
      ])
    let error = try String(contentsOfFile: folder.path("err"), encoding: .utf8)
    if shell == .exit(1), error.hasPrefix("setpriv:") {
      throw XCTSkip("setpriv cannot drop capabilities here: \(error)")
    }
    XCTAssertEqual(shell, .exit(1), error)
    XCTAssertEqual(error, expected)
  }
}
