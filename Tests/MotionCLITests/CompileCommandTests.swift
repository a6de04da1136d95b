import Foundation
import MotionCLI
import XCTest

/// `motionc compile`: the track on standard output or in a file, `--format`, `--motion`,
/// `--no-reduced`, imports, and the errors of bad, unreadable, oversized and binary specs.
final class CompileCommandTests: CommandTestCase {
  func testCompileWritesTheTrackToStandardOutput() {
    // With the reduced-motion timeline, which takes version 3.
    let result = run(["compile", "specs/fairy.motion"])
    XCTAssertEqual(result.code, 0)
    XCTAssertTrue(result.output.hasPrefix("{\n  \"format\": \"motionc-track\",\n  \"version\": 3,"))
    XCTAssertTrue(result.output.contains("\n  \"reduced\": {\n    \"duration\": 1.3,\n"))
    XCTAssertEqual(result.error, "")
  }

  func testCompileWritesSwiftSource() {
    let result = run(["compile", "specs/fairy.motion", "--format", "swift"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(result.output.contains("\nimport MotionRuntime\n"), result.output)
    XCTAssertTrue(result.output.contains("\npublic enum Fairy {\n"), result.output)
    XCTAssertTrue(result.output.contains("    case fairy = \"fairy\"\n"), result.output)
    XCTAssertTrue(result.output.contains("reducedTimeline: reduced)"), result.output)
    let named = run(["compile", "specs/fairy.motion", "--format", "swift", "--name", "Sprite"])
    XCTAssertTrue(named.output.contains("\npublic enum Sprite {\n"), named.output)
    XCTAssertEqual(
      run(["compile", "specs/fairy.motion", "--format=swift", "--no-reduced"]).output.contains(
        "reducedTimeline: nil)"), true)
    XCTAssertEqual(
      run(["compile", "specs/fairy.motion", "--format", "json"]).output,
      run(["compile", "specs/fairy.motion"]).output)
  }

  func testCompileFormatAndNameMistakesAreUsageErrors() {
    let unknown = run(["compile", "specs/fairy.motion", "--format", "yaml"])
    XCTAssertEqual(unknown.code, 2)
    XCTAssertTrue(
      unknown.error.hasPrefix("error: unknown format `yaml`: use `json`, `swift`"),
      unknown.error)
    let bad = run(["compile", "specs/fairy.motion", "--format", "swift", "--name", "2fast"])
    XCTAssertEqual(bad.code, 2)
    XCTAssertTrue(
      bad.error.hasPrefix("error: bad `--name`: `2fast` is not a Swift identifier"), bad.error)
    let keyword = run(["compile", "specs/fairy.motion", "--format", "swift", "--name", "struct"])
    XCTAssertTrue(keyword.error.hasPrefix("error: bad `--name`: `struct` is a Swift keyword"))
    let notSwift = run(["compile", "specs/fairy.motion", "--name", "Sprite"])
    XCTAssertEqual(notSwift.code, 2)
    XCTAssertTrue(notSwift.error.hasPrefix("error: `--name` names the enum of `--format swift`"))
    // A spec whose file name makes no identifier gets `Motion`; standard input too.
    let stdin = run(["compile", "-", "--format", "swift"], input: "moveX 10\n")
    XCTAssertTrue(stdin.output.contains("\npublic enum Motion {\n"), stdin.output)
    XCTAssertFalse(stdin.output.contains("from `-`"), stdin.output)
  }

  func testNoReducedLeavesTheReducedTimelineOut() {
    let result = run(["compile", "specs/fairy.motion", "--no-reduced"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(result.output.hasPrefix("{\n  \"format\": \"motionc-track\",\n  \"version\": 1,"))
    XCTAssertFalse(result.output.contains("\"reduced\""))
    // `--reduced` writes the reduced timeline as the track's own, with none beside it.
    let reduced = run(["compile", "specs/fairy.motion", "--reduced"])
    XCTAssertEqual(reduced.code, 0, reduced.error)
    XCTAssertTrue(
      reduced.output.hasPrefix("{\n  \"format\": \"motionc-track\",\n  \"version\": 1,"))
    XCTAssertFalse(reduced.output.contains("\"reduced\""))
    XCTAssertTrue(reduced.output.contains("{\"time\": 0.8, \"value\": -10}"), reduced.output)
  }

  func testAnErrorOnlyInTheReducedTimelineFailsTheCompileAndSaysWhere() {
    // The reduced block's change has no start value; the usual timeline is fine.
    let spec = "moveX 10 over 0.2s\nreduced <\n  width 20 over 0.2s\n>\n"
    XCTAssertEqual(run(["check", "-"], input: spec).code, 0)
    let result = run(["compile", "-"], input: spec)
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(result.error.contains("error[M0"), result.error)
    XCTAssertTrue(
      result.error.contains(
        "note: in the reduced-motion timeline (`--reduced` builds it alone, `--no-reduced` "
          + "leaves it out)"), result.error)
    XCTAssertEqual(run(["compile", "-", "--no-reduced"], input: spec).code, 0)
  }

  func testCompileReadsStandardInput() {
    let result = run(["compile", "-"], input: "moveX 10 over 1s\n")
    XCTAssertEqual(result.code, 0)
    XCTAssertTrue(result.output.contains("\"duration\": 1,"))
    let bad = run(["compile", "-"], input: "moveX 10 over 1\n")
    XCTAssertEqual(bad.code, 1)
    XCTAssertTrue(
      bad.error.hasPrefix("<stdin>:1:15: error[M0102]: durations need a unit"), bad.error)
  }

  func testABadSpecGivesStatus1AndALocatedErrorWithACaret() throws {
    let path = try write("bad.motion", "moveX 10 over 1s\nopacity 90deg over 1s\n")
    let result = run(["compile", path])
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertEqual(
      result.error,
      """
      \(path):2:9: error[M0101]: `opacity` expects a number from 0 to 1, or a percentage, found an angle
        |
      2 | opacity 90deg over 1s
        |         ^^^^^


      """)
  }

  func testDiagnosticsAreColoredOnlyForATerminal() {
    let plain = run(["compile", "-"], input: "moveX 10 over 1\n")
    XCTAssertFalse(plain.error.contains("\u{1B}["))
    let console = RecordingConsole(input: Array("moveX 10 over 1\n".utf8))
    console.colorsErrors = true
    XCTAssertEqual(MotionCommand.run(["compile", "-"], console: console), 1)
    XCTAssertTrue(console.error.contains("\u{1B}[1;31merror[M0102]:\u{1B}[0m"), console.error)
    XCTAssertTrue(console.error.contains("\u{1B}[1;31m^\u{1B}[0m"), console.error)
  }

  func testCompileWritesTheOutputFileAtomically() throws {
    let output = folder.appendingPathComponent("fairy.json").path
    XCTAssertEqual(run(["compile", "specs/fairy.motion", "-o", output]).code, 0)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    XCTAssertEqual(written, run(["compile", "specs/fairy.motion"]).output)
    // A failing compile leaves the existing file exactly as it was, and no temporary file.
    let bad = try write("bad.motion", "moveX 10 over 1\n")
    XCTAssertEqual(run(["compile", bad, "--output", output]).code, 1)
    XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), written)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.contains(".tmp-")
    }
    XCTAssertEqual(leftovers, [])
  }

  func testWritingIntoAMissingFolderFailsCleanly() {
    let result = run(["compile", "specs/fairy.motion", "-o", folder.path + "/missing/out.json"])
    XCTAssertEqual(result.code, 1)
    XCTAssertTrue(result.error.contains("does not exist"), result.error)
  }

  func testUnreadableInputsAreReported() throws {
    let missing = run(["compile", "no/such/file.motion"])
    XCTAssertEqual(missing.code, 1)
    XCTAssertEqual(missing.error, "error: no such file: `no/such/file.motion`\n")
    let directory = run(["compile", "specs"])
    XCTAssertEqual(directory.code, 1)
    XCTAssertTrue(directory.error.contains("is a folder"), directory.error)
  }

  func testFilesOverTheSizeLimitAreNotRead() throws {
    // A sparse file one byte over 64 MiB: refused from its size, without reading it. (Just
    // under the limit is LimitTests.testFileSize, with a small limit.)
    let path = folder.appendingPathComponent("big.motion").path
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("moveX 1\n".utf8)))
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64((64 << 20) + 1))
    try handle.close()
    let result = run(["check", path])
    XCTAssertEqual(result.code, 1)
    XCTAssertEqual(
      result.error,
      "error: `\(path)` is 67108865 bytes; specs may be at most 67108864 bytes\n"
        + "checked 0 files: no errors; 1 file not read\n")
  }

  func testBinaryInputGivesAFewErrorsNotOnePerByte() throws {
    var bytes: [UInt8] = []
    for index in 0..<20_000 { bytes.append(UInt8(truncatingIfNeeded: index * 7919 % 251)) }
    let path = folder.appendingPathComponent("binary.motion").path
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let result = run(["check", path])
    XCTAssertEqual(result.code, 1)
    XCTAssertLessThanOrEqual(result.error.components(separatedBy: ": error[").count - 1, 101)
    XCTAssertTrue(
      result.error.contains("warning[M0009]: too many problems: 100 are shown (errors first), "))
  }

  func testMotionCompilesOneMotionOfALibrary() {
    let result = run([
      "sample", "specs/design-system.motion", "--motion", "shake(amount: 10)", "--at", "0.04",
    ])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.output, "time,view.moveX\n0.04,10\n")
    let unknown = run(["compile", "specs/design-system.motion", "--motion", "shak"])
    XCTAssertEqual(unknown.code, 1)
    XCTAssertTrue(unknown.error.hasPrefix("--motion:1:1: error[M0147]: unknown motion `shak`"))
    XCTAssertTrue(unknown.error.contains("did you mean `shake`?"), unknown.error)
  }

  /// `--motion` errors show exactly what was typed: no invented `play … on view` around it.
  func testMotionErrorsShowOnlyWhatWasTyped() {
    let unclosed = run(["compile", "specs/design-system.motion", "--motion", "shake(amount: 8"])
    XCTAssertEqual(unclosed.code, 1)
    XCTAssertEqual(
      unclosed.error,
      """
      --motion:1:16: error[M0010]: expected `,` or `)`, found the end of the line
        |
      1 | shake(amount: 8
        |                ^


      """)
    let extra = run(["compile", "specs/design-system.motion", "--motion", "shake on card soon"])
    XCTAssertEqual(extra.code, 1)
    XCTAssertTrue(
      extra.error.hasPrefix(
        "--motion:1:15: error[M0010]: expected nothing after the play: one motion, as after "
          + "`play` (`NAME(amount: 8) on card`), found `soon`"), extra.error)
    XCTAssertFalse(extra.error.contains("play "), extra.error)
  }

  func testImportProblemsExitWith1AndRootWidensTheTree() throws {
    _ = try write("shared/tokens.motion", "let quick = 0.2s\n")
    let screen = try write(
      "app/screen.motion", "import \"../shared/tokens.motion\"\nmoveX 1 over quick\n")
    let outside = run(["compile", screen])
    XCTAssertEqual(outside.code, 1)
    XCTAssertTrue(outside.error.contains("[M0154]"), outside.error)
    XCTAssertTrue(outside.error.contains("give `--root FOLDER` to widen it"), outside.error)
    XCTAssertEqual(run(["compile", screen, "--root", folder.path]).code, 0)
    XCTAssertEqual(run(["check", screen, "--root", folder.path]).code, 0)
    let missing = try write("app/missing.motion", "import \"nothing.motion\"\n")
    let check = run(["check", missing])
    XCTAssertEqual(check.code, 1)
    XCTAssertTrue(check.error.contains("cannot find `nothing.motion`"), check.error)
    let cycle = try write("app/a.motion", "import \"b.motion\"\n")
    _ = try write("app/b.motion", "import \"a.motion\"\n")
    let cycleResult = run(["compile", cycle])
    XCTAssertEqual(cycleResult.code, 1)
    XCTAssertTrue(
      cycleResult.error.contains("a cycle: a.motion → b.motion → a.motion"), cycleResult.error)
  }
}
