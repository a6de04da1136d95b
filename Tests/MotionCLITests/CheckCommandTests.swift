import Foundation
import MotionCLI
import XCTest

/// `motionc check`: files and folders, the output formats, parallel checking, diagnostics in
/// imported files and the policies (`--max-duration`, `--require-reduced`).
final class CheckCommandTests: CommandTestCase {
  func testCheckPassesOnTheExampleSpecs() {
    let result = run(["check", "specs"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(result.error.hasPrefix("specs/repeat.motion:3:1: warning[M0200]:"), result.error)
    XCTAssertTrue(result.error.hasSuffix("checked 23 files: no errors, 1 warning\n"), result.error)
    // repeat.motion's jump back is a warning: fine, unless --strict.
    XCTAssertEqual(run(["check", "--strict", "specs"]).code, 1)
  }

  func testCheckReportsEveryFileWithErrorsAndFails() throws {
    _ = try write("lib/good.motion", "moveX 1 over 1s\n")
    _ = try write("lib/nested/bad.motion", "moveX 1 over 1\n")
    _ = try write("lib/nested/worse.motion", "movX 1 over 1s\n")
    _ = try write("lib/notes.txt", "not a spec\n")
    let result = run(["check", folder.path + "/lib"])
    XCTAssertEqual(result.code, 1)
    XCTAssertTrue(result.error.contains("nested/bad.motion:1:14: error[M0102]:"), result.error)
    XCTAssertTrue(result.error.contains("nested/worse.motion:1:1: error["), result.error)
    XCTAssertTrue(result.error.hasSuffix("checked 3 files: 2 errors in 2 files\n"), result.error)
  }

  func testADeeplyNestedEasingInAnImportedFileIsAnErrorNotACrash() throws {
    let deep = 3_000
    let curve =
      String(repeating: "spring(duration: ", count: deep) + "1s"
      + String(repeating: ")", count: deep)
    _ = try write("deep/lib.motion", "let curve = \(curve)\n")
    let main = try write(
      "deep/main.motion", "import \"lib.motion\"\nmoveX 1 over 1s ease curve\n")
    for command in [
      ["check", main], ["compile", main, "-o", "-"], ["sample", main, "--fps", "60"],
    ] {
      let result = run(command)
      XCTAssertEqual(result.code, 1, "\(command): \(result.error)")
      XCTAssertTrue(
        result.error.contains("deep/lib.motion:1:\(13 + 17 * 64 + 6): error[M0016]:"),
        "\(command): \(result.error.prefix(300))")
      XCTAssertEqual(result.error.components(separatedBy: "error[").count - 1, 1, result.error)
      XCTAssertEqual(result.output, "")
    }
  }

  /// The field report: 100 warnings before an error once turned the error into the cap's
  /// note, so `check` passed ("no errors, 101 warnings", exit 0) a spec that does not compile.
  func testAnErrorAfterManyWarningsFailsEveryOutputAndIsCounted() throws {
    let text = (0..<150).map { "let a\($0) = \($0)\n" }.joined() + "moveX 1 over 1\n"
    let spec = try write("many/warnings.motion", text)
    let human = run(["check", spec])
    XCTAssertEqual(human.code, 1)
    XCTAssertTrue(human.error.contains("warnings.motion:151:14: error[M0102]:"), human.error)
    XCTAssertTrue(
      human.error.hasSuffix("checked 1 file: 1 error in 1 file, 150 warnings\n"), human.error)

    let json = run(["check", spec, "--format", "json"])
    XCTAssertEqual(json.code, 1)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    XCTAssertEqual(
      document["summary"] as? [String: Int], ["files": 1, "errors": 1, "warnings": 150])

    let github = run(["check", spec, "--format", "github"])
    XCTAssertEqual(github.code, 1)
    XCTAssertTrue(
      github.output.contains("::error file=\(spec),line=151,col=14,"), github.output)

    let compile = run(["compile", spec, "-o", folder.path + "/many/out.json"])
    XCTAssertEqual(compile.code, 1)
    XCTAssertTrue(compile.error.contains("error[M0102]"), compile.error)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/many/out.json"))
  }

  /// The field report: annotations once held the message only, without the caret's "did you
  /// mean" or the `= help:` and `= note:` lines; GitHub shows a message's lines (`%0A`). The
  /// other places a diagnostic points at come after the label, as PATH:LINE:COLUMN.
  func testGitHubAnnotationsCarryTheSuggestionAndTheNotes() throws {
    let spec = try write(
      "gh/a.motion", "moveX 1 over 1s ease easeOutQuadd\nlet d = 1s + 2\nmoveX d over 1s\n")
    let github = run(["check", spec, "--format", "github"])
    XCTAssertEqual(github.code, 1)
    XCTAssertEqual(
      github.output,
      "::error file=\(spec),line=1,col=22,endLine=1,endColumn=34,title=motionc M0111::"
        + "unknown easing `easeOutQuadd`%0Adid you mean `easeOutQuad`?\n"
        + "::error file=\(spec),line=2,col=12,endLine=2,endColumn=13,title=motionc M0141::"
        + "cannot add a duration and a plain number%0A\(spec):2:9: a duration%0A"
        + "\(spec):2:14: a plain number%0Ahelp: durations need a unit: write `2s` or `2ms`\n")
  }

  func testAnExcludeThatMatchesNothingIsAWarningInCheckAndFmt() throws {
    _ = try write("ex/specs/a.motion", "moveX 1 over 1s\n")
    _ = try write("ex/specs/gen/b.motion", "moveX 1 over 1s\n")
    let specs = folder.path + "/ex/specs"
    let warning =
      "warning: `--exclude` pattern `specs/generated/**` matched nothing; it is tried against "
      + "each path found in the folders searched, as printed, inside the folder searched, and "
      + "its name (paths named on the command line are always used)\n"
    let check = run(["check", specs, "--exclude", "specs/generated/**", "--exclude", "gen"])
    XCTAssertEqual(check.code, 0, check.error)
    XCTAssertEqual(check.error, warning + "checked 1 file: no errors\n")
    let fmt = run(["fmt", "--check", specs, "--exclude", "specs/generated/**"])
    XCTAssertEqual(fmt.code, 0, fmt.error)
    XCTAssertEqual(fmt.error, warning)
    XCTAssertEqual(run(["check", specs, "--exclude", "gen"]).error, "checked 1 file: no errors\n")
  }

  func testCheckAsJSONAndGitHubAnnotations() throws {
    let good = try write("ci/a.motion", "moveX 1 over 1s\n")
    let bad = try write("ci/b.motion", "moveX 1 over 1s\nopacity 2, over 1s\n")
    let json = run(["check", good, bad, "--format", "json"])
    XCTAssertEqual(json.code, 1)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    XCTAssertEqual(document["format"] as? String, "motionc-diagnostics")
    let files = try XCTUnwrap(document["files"] as? [[String: Any]])
    XCTAssertEqual(files.map { $0["path"] as? String }, [good, bad])
    let diagnostics = try XCTUnwrap(files[1]["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["M0104", "M0014"])
    XCTAssertTrue((diagnostics[0]["rendered"] as? String)?.contains("^") ?? false)
    let summary = try XCTUnwrap(document["summary"] as? [String: Int])
    XCTAssertEqual(summary, ["files": 2, "errors": 2, "warnings": 0])

    let github = run(["check", good, bad, "--format", "github"])
    XCTAssertEqual(github.code, 1)
    XCTAssertEqual(
      github.output,
      "::error file=\(bad),line=2,col=9,endLine=2,endColumn=10,title=motionc M0104::"
        + "`opacity` must be between 0 and 1 (or 0%25 and 100%25), found `2`\n"
        + "::error file=\(bad),line=2,col=10,endLine=2,endColumn=11,title=motionc M0014::"
        + "`,` separates statements only inside `< … >`\n")
    XCTAssertEqual(run(["check", good, "--format", "xml"]).code, 2)
  }

  func testParallelCheckingIsDeterministic() throws {
    var paths: [String] = []
    for index in 0..<24 {
      let text = index % 3 == 0 ? "movX \(index) over 1s\n" : "moveX \(index) over 1s\n"
      paths.append(try write("many/\(index).motion", text))
    }
    let first = run(["check", folder.path + "/many"])
    XCTAssertEqual(first.code, 1)
    for _ in 0..<10 {
      let again = run(["check", folder.path + "/many"])
      XCTAssertEqual(again.error, first.error)
    }
    XCTAssertTrue(first.error.hasSuffix("checked 24 files: 8 errors in 8 files\n"), first.error)
  }

  func testAFolderWhosePathIsTooLongIsReportedNotSkipped() throws {
    // Folders made one inside the other (relative to the open parent, as a path this long
    // cannot be used whole), 22 levels of 200-byte names: 4,422 bytes, past PATH_MAX (4,096).
    let name = String(repeating: "d", count: 200)
    let tree = try write("long/top.motion", "moveX 1\n")
    let root = (tree as NSString).deletingLastPathComponent
    var descriptors = [open(root, O_RDONLY | O_DIRECTORY)]
    for _ in 0..<22 {
      let parent = try XCTUnwrap(descriptors.last)
      XCTAssertEqual(mkdirat(parent, name, 0o755), 0)
      descriptors.append(openat(parent, name, O_RDONLY | O_DIRECTORY))
    }
    let spec = openat(try XCTUnwrap(descriptors.last), "deep.motion", O_WRONLY | O_CREAT, 0o644)
    FileHandle(fileDescriptor: spec, closeOnDealloc: true).write(Data("moveX  1\n".utf8))
    defer {
      // The temporary folder's removal uses whole paths: take the deep part apart first.
      unlinkat(descriptors[descriptors.count - 1], "deep.motion", 0)
      for level in stride(from: descriptors.count - 2, through: 0, by: -1) {
        close(descriptors[level + 1])
        unlinkat(descriptors[level], name, AT_REMOVEDIR)
      }
      close(descriptors[0])
    }
    for command in [["check", root], ["fmt", "--check", root]] {
      let result = run(command)
      XCTAssertEqual(result.code, 1, "\(command)")
      XCTAssertTrue(
        result.error.hasPrefix("error: cannot read the folder `\(root)/\(name)/"), result.error)
      XCTAssertTrue(
        result.error.contains(
          "`: its path is longer than the system allows (4096 bytes); move the specs under it to "
            + "a shorter path, or check the folder from nearer to it\n"), result.error)
    }
    XCTAssertTrue(
      run(["check", root]).error.hasSuffix(
        "checked 1 file: no errors; 1 folder not readable\n"))
  }

  func testCheckMissingPathsAndEmptyFolders() throws {
    XCTAssertEqual(run(["check", "no-such-folder"]).code, 1)
    // The other paths are still checked, and the missing one fails the run in its place; the
    // summary says what was checked and what was not.
    let mixed = run(["check", "no-such-folder", "specs/fairy.motion"])
    XCTAssertEqual(mixed.code, 1)
    XCTAssertEqual(
      mixed.error,
      "error: no such file or folder: `no-such-folder`\n"
        + "checked 1 file: no errors; 1 path not found\n")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let empty = run(["check", folder.appendingPathComponent("empty").path])
    XCTAssertEqual(empty.code, 1)
    XCTAssertTrue(empty.error.contains("no `.motion` files"), empty.error)
  }

  func testDiagnosticsInAnImportedFileNameThatFile() throws {
    _ = try write("lib.motion", "motion m < movX 1 >\n")
    let screen = try write("screen.motion", "import \"lib.motion\"\nplay m\n")
    let json = run(["check", screen, "--format", "json"])
    XCTAssertEqual(json.code, 1)
    XCTAssertTrue(json.output.contains("\"path\": \"\(folder.path)/lib.motion\""), json.output)
    let github = run(["check", screen, "--format", "github"])
    XCTAssertTrue(
      github.output.hasPrefix("::error file=\(folder.path)/lib.motion,line=1,col=12"), github.output
    )
  }

  /// A plain number `let` used as a duration: the error at the use points at the `let`, in the
  /// imported file that has it, in the text and in the JSON.
  func testAPlainNumberLetInAnImportedFileIsNamedWhereItIsUsed() throws {
    let tokens = try write("units/tokens.motion", "let durationShort = 150\n")
    let screen = try write(
      "units/screen.motion", "import \"tokens.motion\"\nmoveX 10 over durationShort\n")
    let text = run(["check", screen])
    XCTAssertEqual(text.code, 1)
    XCTAssertTrue(text.error.hasPrefix("\(screen):2:15: error[M0102]: "), text.error)
    XCTAssertTrue(
      text.error.contains(
        " --> \(tokens):1:5\n  |\n1 | let durationShort = 150\n  |     ------------- "),
      text.error)
    let json = run(["check", screen, "--format", "json"])
    XCTAssertEqual(json.code, 1)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let files = try XCTUnwrap(document["files"] as? [[String: Any]])
    let diagnostics = try XCTUnwrap(files.first?["diagnostics"] as? [[String: Any]])
    let related = try XCTUnwrap(diagnostics.first?["related"] as? [[String: Any]])
    let range = try XCTUnwrap(related.first?["range"] as? [String: Any])
    XCTAssertEqual(range["path"] as? String, tokens)
    let start = try XCTUnwrap(range["start"] as? [String: Int])
    XCTAssertEqual([start["line"], start["column"]], [1, 5])
  }

  func testCheckPolicies() throws {
    let path = try write("slide.motion", "moveX 10 over 3s\nmotion slow < opacity 0 over 5s >\n")
    XCTAssertEqual(run(["check", path]).code, 0)
    let long = run(["check", path, "--max-duration", "2s"])
    XCTAssertEqual(long.code, 1)
    XCTAssertTrue(
      long.error.contains("error[M0160]: this timeline lasts 3s, longer than the 2s"), long.error)
    XCTAssertTrue(long.error.contains("error[M0160]: motion `slow` lasts 5s"), long.error)
    XCTAssertEqual(run(["check", path, "--max-duration", "5000ms"]).code, 0)
    let reduced = run(["check", path, "--require-reduced"])
    XCTAssertEqual(reduced.code, 1)
    XCTAssertTrue(reduced.error.contains("error[M0161]"), reduced.error)
    XCTAssertEqual(run(["check", "specs/reduced.motion", "--require-reduced"]).code, 0)
    let bad = run(["check", path, "--max-duration", "2deg"])
    XCTAssertEqual(bad.code, 2)
    XCTAssertTrue(bad.error.contains("`--max-duration` takes times in `s` or `ms`"), bad.error)
  }
}
