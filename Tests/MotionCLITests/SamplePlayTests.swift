import Foundation
import MotionCLI
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// `motionc sample --play`: an interruption seen without an app (issue 28, item 6).
final class SamplePlayTests: CommandTestCase {
  /// A card fading in over 1 s, and a 0.5 s fade-out, the motion `hide`.
  private let fade = """
    target card
    initial opacity 0
    opacity 1 over 1s
    motion hide <
      opacity 0 over 0.5s
    >

    """

  private func samples(_ handoff: String?) -> (code: Int32, output: String, error: String) {
    var arguments = ["sample", "-", "--fps", "10", "--play", "hide on card@0.5s"]
    if let handoff { arguments += ["--handoff", handoff] }
    let result = run(arguments, input: fade)
    return (result.code, result.output, result.error)
  }

  /// Dismissed halfway, the card fades out from 0.5, where it is, in the fade-out's 0.5 s:
  /// 0.5 − 0.5 × (t − 0.5 s) / 0.5 s. Sampling ends when it has (1 s).
  func testRetargetStartsWhereTheElementIs() {
    let result = samples(nil)
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(
      result.output,
      "time,card.opacity\n0,0\n0.1,0.1\n0.2,0.2\n0.3,0.3\n0.4,0.4\n0.5,0.5\n0.6,0.4\n0.7,0.3\n"
        + "0.8,0.2\n0.9,0.1\n1,0\n")
    XCTAssertEqual(samples("retarget").output, result.output)
  }

  /// `replace` jumps to the fade-out's own start (1); `queue` waits until the fade-in is done
  /// (1 s), then fades out from 1, ending at 1.5 s.
  func testReplaceJumpsAndQueueWaits() {
    let replace = samples("replace")
    XCTAssertEqual(replace.code, 0, replace.error)
    XCTAssertEqual(
      replace.output,
      "time,card.opacity\n0,0\n0.1,0.1\n0.2,0.2\n0.3,0.3\n0.4,0.4\n0.5,1\n0.6,0.8\n0.7,0.6\n"
        + "0.8,0.4\n0.9,0.2\n1,0\n")
    let queue = samples("queue")
    XCTAssertEqual(queue.code, 0, queue.error)
    XCTAssertEqual(
      queue.output.split(separator: "\n").suffix(6),
      ["1,1", "1.1,0.8", "1.2,0.6", "1.3,0.4", "1.4,0.2", "1.5,0"])
  }

  /// The example spec's quick tap: the release at 0.08 s springs back from mid-squash, with
  /// the squash's speed (it first sinks further, then overshoots 1).
  func testAQuickTapSpringsBackFromMidSquash() {
    let result = run([
      "sample", "specs/press.motion", "--motion", "press on button", "--play",
      "release on button@0.08s", "--fps", "60",
    ])
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(result.error, "", "a play's film-alone warnings say nothing on a stage")
    assertGolden(result.output, "Tests/Fixtures/sample/press-tap.csv")
    let json = run([
      "sample", "specs/press.motion", "--motion", "press on button", "--play",
      "release on button@0.08s", "--at", "0.1,0.05", "--format", "json",
    ])
    XCTAssertEqual(json.code, 0, json.error)
    assertGolden(json.output, "Tests/Fixtures/sample/press-tap.json")
  }

  /// What `sample --play` prints is what an app's stage shows: a stage on a clock advanced
  /// frame by frame, the release started at 0.08 s, read each frame, gives the same values
  /// to the bit as ``StageSampling``, and the CLI prints them rounded to 9 places.
  func testTheValuesAreThoseAnAppsStageShows() throws {
    let url = repositoryRoot.appendingPathComponent("specs/press.motion")
    let file = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
    func track(_ motion: String) throws -> MotionTrack {
      let result = Compiler.compile(file, options: CompileOptions(motion: motion))
      return try XCTUnwrap(result.track, result.rendered)
    }
    let press = try track("press on button")
    let release = try track("release on button")
    let clock = ManualClock()
    let stage = MotionStage(clock: clock)
    let pressed = stage.prepare(press)
    let released = stage.prepare(release)
    stage.play(pressed)
    var appValues: [Value] = []
    var times: [SampleTime] = []
    var started = false
    for frame in 0..<48 {
      let time = Duration.seconds(frame) / 60
      if !started, time >= .milliseconds(80) {
        clock.advance(to: .milliseconds(80))
        stage.play(released)
        started = true
      }
      clock.advance(to: time)
      appValues.append(try XCTUnwrap(stage.value(of: .scaleX, on: "button")))
      times.append(SampleTime(tick: Int64(frame) * 1_000_000_000 / 60))
    }
    let sampling = StageSampling(
      first: press, plays: [ScheduledPlay(release, at: 80_000_000)])
    let rows = sampling.sample(at: times)
    XCTAssertEqual(rows.map { $0[0] }, appValues)
    XCTAssertEqual(sampling.columns.map(\.property), [.scaleX, .scaleY])
    let printed = run([
      "sample", "specs/press.motion", "--motion", "press on button", "--play",
      "release on button@0.08s", "--fps", "60", "--to", "0.79",
    ])
    // Frames 0…47, then a last row at 0.79 s.
    let lines = printed.output.split(separator: "\n").dropFirst()
    XCTAssertEqual(lines.count, 49)
    for (line, value) in zip(lines, appValues) {
      guard case .number(let number) = value else { return XCTFail("\(value)") }
      XCTAssertEqual(line.split(separator: ",")[1], Substring(NumberFormatting.fixed(number)))
    }
  }

  /// A play's columns come after the spec's, and a play on an element the spec never moves
  /// starts it from the property's default.
  func testAPlayAddsItsOwnColumns() {
    let result = run(
      ["sample", "-", "--at", "0,0.25,1", "--play", "hide on badge@0"], input: fade)
    XCTAssertEqual(result.code, 0, result.error)
    XCTAssertEqual(
      result.output, "time,card.opacity,badge.opacity\n0,0,1\n0.25,0.25,0.5\n1,1,0\n")
  }

  func testBadPlaysAreErrors() {
    let spec = folder.appendingPathComponent("fade.motion").path
    XCTAssertTrue(FileManager.default.createFile(atPath: spec, contents: Data(fade.utf8)))
    assertUsageError(
      ["sample", spec, "--fps", "10", "--play", "hide on card"],
      "`--play` takes a play and a time, `PLAY@TIME`")
    assertUsageError(
      ["sample", spec, "--fps", "10", "--play", "hide@soon"], "`--play` takes times such as")
    assertUsageError(
      ["sample", spec, "--fps", "10", "--play", "hide@0.1s", "--handoff", "blend"],
      "unknown handoff `blend`: use `retarget`, `queue` or `replace`")
    assertUsageError(
      ["sample", spec, "--fps", "10", "--handoff", "queue"],
      "`--handoff` says how a `--play` starts: give a `--play`")
    let unknown = run(["sample", spec, "--fps", "10", "--play", "hid on card@0.5s"])
    XCTAssertEqual(unknown.code, 1)
    XCTAssertEqual(unknown.output, "")
    XCTAssertTrue(
      unknown.error.contains("--play:1:1: error[M0147]: unknown motion `hid`"), unknown.error)
    XCTAssertTrue(unknown.error.contains("did you mean `hide`?"), unknown.error)
    let trailing = run(["sample", spec, "--fps", "10", "--play", "hide on card soon@0.5s"])
    XCTAssertEqual(trailing.code, 1)
    XCTAssertTrue(trailing.error.contains("--play:1:14: error[M0010]"), trailing.error)
    let spinning = folder.appendingPathComponent("spin.motion").path
    let spin = "moveX 10 over 1s\nmotion spin <\n  rotate 360deg over 1s repeat forever\n>\n"
    XCTAssertTrue(FileManager.default.createFile(atPath: spinning, contents: Data(spin.utf8)))
    // After the spec's warning (`spin` is played by no statement of its own).
    let endless = run(["sample", spinning, "--fps", "10", "--play", "spin@0.5s"])
    XCTAssertEqual(endless.code, 2)
    XCTAssertTrue(
      endless.error.contains("error: this timeline never ends (it has a `repeat forever`)"),
      endless.error)
    let bounded = run(["sample", spinning, "--fps", "10", "--to", "1", "--play", "spin@0.5s"])
    XCTAssertEqual(bounded.code, 0, bounded.error)
    XCTAssertEqual(bounded.output.split(separator: "\n").last, "1,10,180")
  }
}
