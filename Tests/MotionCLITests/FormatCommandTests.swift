import Foundation
import MotionCLI
import XCTest

/// `motionc fmt`: rewriting files in place, `--check`, standard input, folders, and files with
/// syntax errors left untouched.
final class FormatCommandTests: CommandTestCase {
  private func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  func testFormatRewritesFilesInPlaceOnlyWhenTheyChange() throws {
    let messy = try write("messy.motion", "merge<moveX 20 wait 1s over 1s>  # note\n\n\n")
    let tidy = try write("tidy.motion", "moveX 20 over 1s\n")
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: tidy)
    let result = run(["fmt", messy, tidy])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.output, "")
    XCTAssertEqual(result.error, "")
    XCTAssertEqual(try read(messy), "merge < moveX 20 over 1s wait 1s >  # note\n")
    XCTAssertEqual(try read(tidy), "moveX 20 over 1s\n")
    // A rewritten file keeps its permissions; an unchanged file is not rewritten.
    _ = try write("messy.motion", "moveX  1\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: messy)
    XCTAssertEqual(run(["fmt", messy]).code, 0)
    XCTAssertEqual(try read(messy), "moveX 1\n")
    let permissions = try FileManager.default.attributesOfItem(atPath: messy)[.posixPermissions]
    XCTAssertEqual((permissions as? NSNumber)?.intValue, 0o600)
    let attributes = try FileManager.default.attributesOfItem(atPath: tidy)
    XCTAssertEqual(attributes[.modificationDate] as? Date, past)
  }

  func testFormatSearchesFoldersRecursively() throws {
    let nested = try write("tree/a/b/deep.motion", "moveX  1\n")
    let top = try write("tree/top.motion", "moveY  1\n")
    _ = try write("tree/notes.txt", "moveX  1\n")
    XCTAssertEqual(run(["fmt", folder.appendingPathComponent("tree").path]).code, 0)
    XCTAssertEqual(try read(nested), "moveX 1\n")
    XCTAssertEqual(try read(top), "moveY 1\n")
    XCTAssertEqual(try read(folder.appendingPathComponent("tree/notes.txt").path), "moveX  1\n")
  }

  func testFormatCheckListsFilesThatWouldChangeAndWritesNothing() throws {
    let messy = try write("check/messy.motion", "moveX  1\n")
    let tidy = try write("check/tidy.motion", "moveX 1\n")
    let result = run(["fmt", "--check", folder.appendingPathComponent("check").path])
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(result.output, messy + "\n")
    XCTAssertEqual(try read(messy), "moveX  1\n")
    let clean = run(["fmt", tidy, "--check"])
    XCTAssertEqual(clean.code, 0)
    XCTAssertEqual(clean.output, "")
  }

  func testFormatDiffPrintsTheChangesAndWritesNothing() throws {
    let messy = try write("diff/messy.motion", "target box\nmoveX  1\nwait 1s\nmoveY 2\n")
    let tidy = try write("diff/tidy.motion", "moveX 1\n")
    let result = run(["fmt", "--diff", folder.appendingPathComponent("diff").path])
    XCTAssertEqual(result.code, 1, result.error)
    XCTAssertEqual(result.error, "")
    XCTAssertEqual(
      result.output,
      "--- \(messy)\n+++ \(messy)\n@@ -1,4 +1,4 @@\n target box\n-moveX  1\n+moveX 1\n wait 1s\n"
        + " moveY 2\n")
    XCTAssertEqual(try read(messy), "target box\nmoveX  1\nwait 1s\nmoveY 2\n")
    let clean = run(["fmt", "--diff", tidy])
    XCTAssertEqual(clean.code, 0)
    XCTAssertEqual(clean.output, "")
    // From standard input; a spec with errors is reported and not diffed.
    let stdin = run(["fmt", "--diff", "-"], input: "moveX 1\nmoveY  2")
    XCTAssertEqual(stdin.code, 1)
    XCTAssertEqual(
      stdin.output,
      "--- <stdin>\n+++ <stdin>\n@@ -1,2 +1,2 @@\n moveX 1\n-moveY  2\n\\ No newline at end of file\n"
        + "+moveY 2\n")
    let broken = run(["fmt", "--diff", "-"], input: "merge <\n")
    XCTAssertEqual(broken.code, 1)
    XCTAssertEqual(broken.output, "")
  }

  func testFormatDiffIsWhatPatchNeedsToFormatTheFile() throws {
    let patch = "/usr/bin/patch"
    guard FileManager.default.isExecutableFile(atPath: patch) else {
      throw XCTSkip("GNU patch is not installed")
    }
    let source = "merge<moveX 20 wait 1s over 1s>  # note\n\n\nmoveY  3\r\n"
    let messy = try write("patched.motion", source)
    let diff = run(["fmt", "--diff", messy])
    XCTAssertEqual(diff.code, 1, diff.error)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: patch)
    process.arguments = ["--silent", "-p0"]
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    let input = Pipe()
    process.standardInput = input
    try process.run()
    input.fileHandleForWriting.write(Data(diff.output.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    let patched = try read(messy)
    XCTAssertEqual(run(["fmt", "--check", messy]).code, 0, patched)
    _ = try write("formatted.motion", source)
    XCTAssertEqual(run(["fmt", folder.appendingPathComponent("formatted.motion").path]).code, 0)
    XCTAssertEqual(patched, try read(folder.appendingPathComponent("formatted.motion").path))
  }

  func testFormatReadsStandardInput() {
    let result = run(["fmt", "-"], input: "merge<moveX 1;moveY 2>\n")
    XCTAssertEqual(result.code, 0)
    XCTAssertEqual(result.output, "merge < moveX 1, moveY 2 >\n")
    let check = run(["fmt", "--check", "-"], input: "moveX  1\n")
    XCTAssertEqual(check.code, 1)
    XCTAssertEqual(check.output, "<stdin>\n")
    let tidy = run(["fmt", "--check", "-"], input: "moveX 1\n")
    XCTAssertEqual(tidy.code, 0)
    XCTAssertEqual(tidy.output, "")
  }

  func testFormatLeavesAFileWithSyntaxErrorsUntouched() throws {
    let bad = try write("bad.motion", "moveX  20, moveY 10\n")
    let good = try write("good.motion", "moveX  20\n")
    let result = run(["fmt", bad, good])
    XCTAssertEqual(result.code, 1)
    XCTAssertTrue(
      result.error.hasPrefix(
        "\(bad):1:10: error[M0014]: `,` separates statements only inside `< … >`"), result.error)
    XCTAssertEqual(try read(bad), "moveX  20, moveY 10\n")
    // The other files are still formatted.
    XCTAssertEqual(try read(good), "moveX 20\n")
    let stdin = run(["fmt", "-"], input: "merge <\n")
    XCTAssertEqual(stdin.code, 1)
    XCTAssertEqual(stdin.output, "")
  }

  func testFormatUsageErrors() {
    let flag = run(["fmt", "--chek", "specs"])
    XCTAssertEqual(flag.code, 2)
    XCTAssertTrue(
      flag.error.contains("unknown option `--chek`; did you mean `--check`?"), flag.error)
    XCTAssertEqual(run(["fmt"]).code, 2)
    let missing = run(["fmt", "no-such-file.motion"])
    XCTAssertEqual(missing.code, 1)
    XCTAssertEqual(missing.error, "error: no such file or folder: `no-such-file.motion`\n")
  }
}
