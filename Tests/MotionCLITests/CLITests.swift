import Foundation
import MotionCLI
import XCTest

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The command line, run in-process: exit codes, outputs, usage errors and files.
final class CLITests: XCTestCase {
  private var folder = URL(fileURLWithPath: NSTemporaryDirectory())

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motionc-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = FileManager.default.changeCurrentDirectoryPath(root.path)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func run(_ arguments: [String], input: String = "") -> (
    code: Int32, output: String, error: String
  ) {
    let console = RecordingConsole(input: Array(input.utf8))
    let code = MotionCommand.run(arguments, console: console)
    return (code, console.output, console.error)
  }

  private func write(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  // MARK: Help and usage

  func testVersionAndHelp() {
    XCTAssertEqual(run(["--version"]).output, "motionc \(MotionCommand.version)\n")
    let help = run(["--help"])
    XCTAssertEqual(help.code, 0)
    XCTAssertTrue(help.output.contains("USAGE: motionc <command>"))
    for command in ["compile", "sample", "check", "fmt", "dump"] {
      let result = run([command, "--help"])
      XCTAssertEqual(result.code, 0, command)
      for section in [
        "OVERVIEW:", "USAGE: motionc \(command)", "ARGUMENTS:", "OPTIONS:", "-h, --help",
      ] {
        XCTAssertTrue(result.output.contains(section), "\(command) --help lacks \(section)")
      }
      XCTAssertEqual(run(["help", command]).output, result.output)
      XCTAssertEqual(run([command, "-h"]).output, result.output)
    }
  }

  func testNoArgumentsPrintsUsageWithStatus2() {
    let result = run([])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(result.error.contains("USAGE:"))
  }

  func testUnknownCommandIsAUsageError() {
    let result = run(["compiel", "specs/fairy.motion"])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(
      result.error.contains("error: unknown command `compiel`; did you mean `compile`?"),
      result.error)
    XCTAssertTrue(result.error.contains("USAGE:"))
  }

  func testUnknownFlagPrintsUsageWithStatus2() {
    let result = run(["sample", "specs/fairy.motion", "--fsp", "60"])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(
      result.error.contains("error: unknown option `--fsp`; did you mean `--fps`?"), result.error)
    XCTAssertTrue(result.error.contains("USAGE: motionc sample <spec>"), result.error)
    XCTAssertEqual(result.output, "")
    XCTAssertEqual(run(["compile", "-x", "specs/fairy.motion"]).code, 2)
  }

  func testRepeatedFlagsAndMissingValuesAreUsageErrors() {
    let repeated = run(["sample", "specs/fairy.motion", "--fps", "60", "--fps", "30"])
    XCTAssertEqual(repeated.code, 2)
    XCTAssertTrue(repeated.error.contains("`--fps` is given more than once"), repeated.error)
    let missing = run(["sample", "specs/fairy.motion", "--fps"])
    XCTAssertEqual(missing.code, 2)
    XCTAssertTrue(missing.error.contains("`--fps` needs a value"), missing.error)
  }

  func testMissingSpecArgumentIsAUsageError() {
    for command in [["compile"], ["sample", "--fps", "60"], ["check"], ["fmt"], ["dump", "ir"]] {
      XCTAssertEqual(run(command).code, 2, "\(command)")
    }
    XCTAssertEqual(run(["compile", "a.motion", "b.motion"]).code, 2)
    XCTAssertEqual(run(["dump", "bytes", "specs/fairy.motion"]).code, 2)
  }

  // MARK: compile

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
      result.error.contains("warning[M0009]: too many problems: only the first 100 are shown, "))
  }

  // MARK: sample

  func testSampleTheShakeAt100FPSGives54ExactRows() {
    let result = run(["sample", "specs/shake.motion", "--fps", "100"])
    XCTAssertEqual(result.code, 0, result.error)
    let lines = result.output.split(separator: "\n")
    XCTAssertEqual(lines.first, "time,view.moveX")
    XCTAssertEqual(lines.count, 55)
    XCTAssertEqual(lines.last, "0.53,-0.92")
  }

  func testSampleAtGivenTimes() {
    let result = run(["sample", "specs/shake.motion", "--at", "0.455, 530ms,0.1s"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.output, "time,view.moveX\n0.455,-0.9\n0.53,-0.92\n0.1,0\n")
  }

  func testSampleAddsTheEndWhenItIsNotOnAFrame() {
    let result = run(["sample", "specs/prose.motion", "--fps", "3"])
    XCTAssertEqual(result.code, 0)
    // 1.6 s at 3 fps: frames 0…4 (at 0, 1/3, …, 4/3 s), then the end.
    XCTAssertEqual(
      result.output.split(separator: "\n").map { $0.split(separator: ",")[0] },
      [
        "time", "0", "0.333333333", "0.666666667", "1", "1.333333333", "1.6",
      ])
  }

  func testSampleFromAndTo() {
    let result = run([
      "sample", "specs/prose.motion", "--fps", "10", "--from", "0.45", "--to", "0.75s",
    ])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.output, "time,view.moveX\n0.5,20\n0.6,20\n0.7,20\n0.75,17.142857143\n")
    XCTAssertEqual(
      run(["sample", "specs/prose.motion", "--fps", "10", "--from", "1", "--to", "0.5"]).code, 2)
  }

  func testSampleAsJSON() {
    let result = run(["sample", "specs/shake.motion", "--at", "0.455", "--format", "json"])
    XCTAssertEqual(result.code, 0)
    XCTAssertEqual(
      result.output,
      """
      {
        "format": "motionc-samples",
        "version": 1,
        "duration": 0.53,
        "columns": ["time", "view.moveX"],
        "rows": [
          [0.455, -0.9]
        ]
      }

      """)
  }

  func testSampleRejectsBadRatesTimesAndCombinations() {
    let spec = "specs/shake.motion"
    for arguments in [
      ["--fps", "0"], ["--fps", "-1"], ["--fps", "abc"], ["--fps", "20000"], ["--fps", "1e400"],
      ["--fps", "60s"], ["--at", "1,x"], ["--at", "-1"], ["--at", "1deg"], ["--at", "1e400"],
      ["--fps", "60", "--at", "1"], [], ["--fps", "60", "--format", "xml"],
      ["--fps", "60", "--max-frames", "0"], ["--at", "1", "--from", "0"],
    ] {
      let result = run(["sample", spec] + arguments)
      XCTAssertEqual(result.code, 2, "\(arguments): \(result.error)")
      XCTAssertTrue(result.error.contains("USAGE:"), "\(arguments)")
    }
  }

  func testSampleFrameLimit() {
    let result = run(["sample", "specs/shake.motion", "--fps", "100", "--max-frames", "10"])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(
      result.error.contains("this would print 54 rows, more than the limit of 10"), result.error)
    XCTAssertEqual(
      run(["sample", "specs/shake.motion", "--fps", "100", "--max-frames", "54"]).code, 0)
  }

  func testSamplingAnEndlessTimelineOnFramesNeedsTo() {
    let spec = "moveX 10 over 1s wait 0.5s repeat forever\n"
    for arguments in [["--fps", "4"], ["--fps", "4", "--from", "1"]] {
      let result = run(["sample", "-"] + arguments, input: spec)
      XCTAssertEqual(result.code, 2, "\(arguments)")
      XCTAssertTrue(
        result.error.contains(
          "error: this timeline never ends (it has a `repeat forever`): with `--fps`, say where "
            + "to stop with `--to <time>`"), result.error)
      XCTAssertTrue(result.error.contains("USAGE: motionc sample"), result.error)
      XCTAssertEqual(result.output, "")
    }
    let frames = run(["sample", "-", "--fps", "2", "--from", "1", "--to", "3.25"], input: spec)
    XCTAssertEqual(frames.code, 0, frames.error)
    XCTAssertEqual(
      frames.output, "time,view.moveX\n1,10\n1.5,0\n2,5\n2.5,10\n3,0\n3.25,2.5\n")
    // `--at` works at any time, in any order.
    let at = run(["sample", "-", "--at", "1000000,999999.5,0.25,1.5"], input: spec)
    XCTAssertEqual(at.code, 0, at.error)
    XCTAssertEqual(at.output, "time,view.moveX\n1000000,10\n999999.5,5\n0.25,2.5\n1.5,0\n")
  }

  func testAnEndlessTrackIsCompiledWithItsLoop() {
    let result = run(
      ["compile", "-", "--no-reduced"], input: "moveX 10 over 1s repeat forever yoyo\n")
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(
      result.output.contains("\"version\": 2,\n  \"duration\": 2,\n  \"endless\": true,"))
    XCTAssertTrue(result.output.contains("\"loop\": {\"start\": 0, \"end\": 2},"), result.output)
  }

  func testFractionalFrameRates() {
    // 29.97 fps is exactly 2997/100: frame 1 is at 100/2997 s, printed to the nanosecond.
    let result = run(["sample", "specs/fairy.motion", "--fps", "29.97", "--to", "0.1"])
    XCTAssertEqual(result.code, 0, result.error)
    let times = result.output.split(separator: "\n").map { String($0.split(separator: ",")[0]) }
    XCTAssertEqual(times, ["time", "0", "0.0333667", "0.0667334", "0.1"])
  }

  // MARK: check

  func testCheckPassesOnTheExampleSpecs() {
    let result = run(["check", "specs"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(result.error.hasPrefix("specs/repeat.motion:3:1: warning[M0200]:"), result.error)
    XCTAssertTrue(result.error.hasSuffix("checked 22 files: no errors, 1 warning\n"), result.error)
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

  // MARK: fmt

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

  // MARK: timeline

  func testTimelineChart() {
    let result = run(
      ["timeline", "-", "--width", "20"], input: "moveX 10 over 1s\nset moveX 0\nwait 1s\n")
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(
      result.output,
      """
      <stdin> — 2s

                  0s        1s        2s
                  ├─────────┼─────────┼
      view.moveX  ██████████│·········

      view.moveX  (from 0)
        0s – 1s  0 → 10  linear
        at 1s    10 → 0  instant

      """)
    XCTAssertEqual(run(["timeline", "specs/fairy.motion", "--width", "5"]).code, 2)
    XCTAssertEqual(run(["timeline"]).code, 2)
  }

  func testTheTimelineChartOfAnEndlessTimelineShowsItsLoops() {
    let result = run(
      ["timeline", "-", "--width", "20"],
      input: "merge <\n  moveX 10 over 1s repeat forever yoyo\n  opacity 0 over 0.5s\n>\n")
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(
      result.output,
      """
      <stdin> — 2s, then repeats forever

                    0s        1s        2s
                    ├─────────┼─────────┼
      view.moveX    ██████████▓▓▓▓▓▓▓▓▓▓ ↻
      view.opacity  █████···············

      view.moveX  (from 0)
        0s – 1s  0 → 10  linear
        1s – 2s  10 → 0  linear
        ↻ 0s – 2s repeats forever, every 2s

      view.opacity  (from 1)
        0s – 0.5s  1 → 0  linear

      """)
    let ir = run(["dump", "ir", "-"], input: "moveX 10 delay 1s over 1s repeat forever\n")
    XCTAssertEqual(ir.code, 0, ir.error)
    XCTAssertEqual(
      ir.output,
      """
      duration 2s, then repeats forever
      element view
        moveX (pt) initial 0
          1s..2s  0 -> 10  linear
          2s..2s  10 -> 0  linear
          ↻ 1s..3s  repeats forever, every 2s

      """)
  }

  // MARK: ease

  func testEaseShowsACurve() {
    let result = run(["ease", "easeInOutBack", "--rows", "5"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(result.output.hasPrefix("easeInOutBack\n  over 1s\n"), result.output)
    // The table rows: p = 0, .25, .5, .75, 1 against easing-facts.md's reference values.
    for row in [
      "0         0s          0\n", "0.25      0.25s       -0.099682\n",
      "0.5       0.5s        0.5\n",
      "0.75      0.75s       1.099682\n", "1         1s          1\n",
    ] {
      XCTAssertTrue(result.output.contains("  " + row), "missing row \(row)")
    }
  }

  func testEaseShowsASpringsSettlingTime() {
    let result = run(["ease", "spring(mass: 1, stiffness: 100, damping: 10)"])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertTrue(result.output.contains("  = duration 0.628318531s, bounce 0.5"), result.output)
    XCTAssertTrue(result.output.contains("  settling time 1.270165s\n"), result.output)
  }

  func testEaseErrors() {
    let typo = run(["ease", "easOutBack"])
    XCTAssertEqual(typo.code, 1)
    XCTAssertTrue(typo.error.contains("did you mean `easeOutBack`?"), typo.error)
    let bad = run(["ease", "steps(0)"])
    XCTAssertEqual(bad.code, 1)
    XCTAssertTrue(bad.error.contains("[M0119]"), bad.error)
    XCTAssertEqual(run(["ease"]).code, 2)
    XCTAssertEqual(run(["ease", "linear", "--rows", "1"]).code, 2)
  }

  // MARK: explain

  func testExplainPrintsTheDocsForEveryCode() throws {
    let folder = root.appendingPathComponent("docs/diagnostics")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("M") && $0.hasSuffix(".md") }
    XCTAssertGreaterThanOrEqual(pages.count, 40)
    for page in pages {
      let code = String(page.dropLast(3))
      let expected = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
      let result = run(["explain", code])
      XCTAssertEqual(result.code, 0, code)
      // The built-in text is docs/diagnostics; regenerate with scripts/generate-explanations.py.
      XCTAssertEqual(
        result.output, expected,
        "\(code): the built-in explanation is stale; run scripts/generate-explanations.py")
    }
    XCTAssertEqual(run(["explain", "m100"]).output, run(["explain", "M0100"]).output)
    XCTAssertEqual(run(["explain", "M9999"]).code, 2)
    XCTAssertEqual(run(["explain"]).code, 2)
  }

  // MARK: dump

  func testDumpStages() {
    let tokens = run(["dump", "tokens", "-"], input: "moveX 20 over 0.5s\n")
    XCTAssertEqual(
      tokens.output,
      """
      1:1-1:6\tidentifier\tmoveX
      1:7-1:9\tnumber\t20
      1:10-1:14\tkeyword\tover
      1:15-1:19\tnumber\t0.5s
      1:19-2:1\tnewline
      2:1\tend of file

      """)
    let ast = run(["dump", "ast", "-"], input: "moveX 20 over 0.5s\n")
    XCTAssertEqual(
      ast.output,
      "change moveX @1:1\n  number 20 @1:7\n  modifier over @1:10\n    number 0.5 unit s @1:15\n")
    let ir = run(["dump", "ir", "-"], input: "moveX 20 over 0.5s\n")
    XCTAssertEqual(
      ir.output,
      "duration 0.5s\nelement view\n  moveX (pt) initial 0\n    0s..0.5s  0 -> 20  linear\n")
    let bad = run(["dump", "ast", "-"], input: "moveX\n")
    XCTAssertEqual(bad.code, 1)
    XCTAssertTrue(bad.error.contains("error[M0010]: expected a value for `moveX`"))
  }

  // MARK: Reuse, reduced motion and libraries

  func testReducedSamplesTheReducedTimeline() {
    let full = run(["sample", "specs/reduced.motion", "--at", "0.1"])
    XCTAssertEqual(full.code, 0, full.error)
    XCTAssertTrue(full.output.hasPrefix("time,toast.moveY,toast.opacity\n0.1,"), full.output)
    XCTAssertFalse(full.output.contains("0.1,0,"), full.output)
    let reduced = run(["sample", "specs/reduced.motion", "--at", "0.1", "--reduced"])
    XCTAssertEqual(reduced.code, 0, reduced.error)
    XCTAssertEqual(reduced.output, "time,toast.moveY,toast.opacity\n0.1,0,0.5\n")
    // Without a `reduced` block: movement is instant at its end, opacity still animates.
    let auto = run(
      ["sample", "-", "--at", "0.25,0.5", "--reduced"],
      input: "moveX 10 over 0.5s\nopacity 0 over 0.5s\n")
    XCTAssertEqual(auto.output, "time,view.moveX,view.opacity\n0.25,0,1\n0.5,10,1\n")
    XCTAssertEqual(run(["compile", "specs/fairy.motion", "--reduced"]).code, 0)
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
    let extra = run(["compile", "specs/design-system.motion", "--motion", "shake on card"])
    XCTAssertEqual(extra.code, 1)
    XCTAssertTrue(
      extra.error.hasPrefix(
        "--motion:1:7: error[M0010]: expected nothing after the motion: `--motion` takes "
          + "`NAME` or `NAME(amount: 8)` only, found `on`"), extra.error)
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
