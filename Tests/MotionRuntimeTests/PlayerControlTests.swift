import MotionRuntime
import XCTest

/// Every control of ``MotionPlayer`` in every state, under a ``ManualClock``: times are exact,
/// values are the timeline's to the last bit, and each run completes exactly once.
final class PlayerControlTests: XCTestCase {
  /// The timeline's own value of `card.moveX` at `tick`.
  private static func moveX(at tick: Tick) -> Value? {
    PlayerFixtures.timeline().track(element: "card", property: .moveX)?.value(
      at: SampleTime(tick: tick))
  }

  func testPlayMovesWithTheClock() {
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      XCTAssertEqual(player.state, .idle)
      player.play()
      XCTAssertEqual(player.state, .playing)
      clock.advance(by: .milliseconds(250))
      XCTAssertEqual(player.currentTime, .milliseconds(250))
      XCTAssertEqual(player.timelineTime, .milliseconds(250))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(25))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), Self.moveX(at: 250 * millisecond))
      // An element the timeline does not have; a property the element does not animate.
      XCTAssertNil(player.value(of: .moveX, on: "nothing"))
      XCTAssertEqual(player.value(of: .scaleX, on: "card"), .number(1))
      XCTAssertNil(player.value(of: .background, on: "card"))
      XCTAssertEqual(player.value(of: .opacity, on: "badge"), .number(1))
      clock.advance(by: .milliseconds(250))
      XCTAssertEqual(player.value(of: .opacity, on: "badge"), .number(0))
      XCTAssertEqual(player.totalDuration, .seconds(1))
    }
  }

  /// The position is the clock's exact elapsed time, not a sum of rounded frame lengths: 60
  /// frames of 1/60 s are 999,999,999 ns (the exact sum, cut to nanoseconds), where adding
  /// 16,666,666 ns sixty times would give 999,999,960.
  func testTimeIsTheClocksElapsedTimeNotASumOfFrames() {
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      player.play()
      for _ in 0..<60 { clock.advance(by: .seconds(1) / 60) }
      XCTAssertEqual(player.currentTime, .nanoseconds(999_999_999))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), Self.moveX(at: 999_999_999))
      XCTAssertEqual(player.state, .playing)
      clock.advance(to: .seconds(1))
      XCTAssertEqual(player.state, .finished)
      XCTAssertEqual(player.currentTime, .seconds(1))
    }
  }

  func testEveryValueIsTheTimelinesBitForBit() {
    do {
      let clock = ManualClock()
      let track = PlayerFixtures.track()
      let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
      player.play()
      var time: Tick = 0
      for step in [1, 7, 333_333, 16_666_667, 3, 250_000_000, 123_456_789] {
        clock.advance(by: .nanoseconds(step))
        time += Tick(step)
        for element in track.timeline.elements {
          for propertyTrack in element.tracks {
            let expected = propertyTrack.value(at: SampleTime(tick: min(time, second)))
            let actual = player.value(of: propertyTrack.property, on: element.name)
            XCTAssertEqual(Self.bits(actual), Self.bits(expected), "\(element.name) at \(time)")
          }
        }
      }
    }
  }

  func testAFrameReadsEveryValueAtOneTime() {
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      var frames: [Duration] = []
      player.onFrame = { frames.append($0.currentTime) }
      player.play()
      clock.advance(by: .milliseconds(600))
      let frame = player.frame
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(frame.timelineTime, .milliseconds(600))
      XCTAssertEqual(frame.value(of: .moveX, on: "card"), .number(60))
      XCTAssertEqual(frame.value(of: .moveX, onElementAt: 0), .number(60))
      XCTAssertEqual(frame.value(of: .opacity, onElementAt: 1), .number(0))
      XCTAssertNil(frame.value(of: .opacity, onElementAt: 2))
      XCTAssertNil(frame.value(of: .opacity, on: "nothing"))
      XCTAssertEqual(frame.timeline.elements.map(\.name), ["card", "badge"])
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(70))
      // `onFrame` after every tick while playing, and after a seek or finish.
      XCTAssertEqual(frames, [.milliseconds(600), .milliseconds(700)])
      player.seek(to: .milliseconds(50))
      player.finish()
      XCTAssertEqual(frames.suffix(2), [.milliseconds(50), .seconds(1)])
    }
  }

  func testPauseStopsAndPlayGoesOn() {
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      player.pause()
      XCTAssertEqual(player.state, .idle, "pausing an idle player does nothing")
      player.play()
      clock.advance(by: .milliseconds(100))
      player.pause()
      XCTAssertEqual(player.state, .paused)
      XCTAssertEqual(clock.playingCount, 0, "a paused player leaves the clock")
      clock.advance(by: .milliseconds(500))
      XCTAssertEqual(player.currentTime, .milliseconds(100))
      player.play()
      player.play()  // playing already: nothing changes
      clock.advance(by: .milliseconds(50))
      XCTAssertEqual(player.currentTime, .milliseconds(150))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(15))
    }
  }

  func testSeekInEveryState() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = MotionPlayer(
        track: PlayerFixtures.track(markers: PlayerFixtures.markers), clock: clock,
        reducedMotion: false)
      log.watch(player)
      // Idle: positioned and paused there.
      player.seek(to: .milliseconds(400))
      XCTAssertEqual(player.state, .paused)
      XCTAssertEqual(player.currentTime, .milliseconds(400))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(40))
      // Playing: goes on from there; no marker fires for the jump.
      player.play()
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.currentTime, .milliseconds(500))
      player.seek(to: .milliseconds(100))
      XCTAssertEqual(player.state, .playing)
      XCTAssertEqual(player.currentTime, .milliseconds(100))
      clock.advance(by: .milliseconds(50))
      XCTAssertEqual(player.currentTime, .milliseconds(150))
      XCTAssertEqual(log.take(), [], "a seek fires no markers, nor the playing after it")
      // Paused: stays paused.
      player.pause()
      player.seek(to: .milliseconds(700))
      XCTAssertEqual(player.state, .paused)
      XCTAssertEqual(player.currentTime, .milliseconds(700))
      // Clamped to the run.
      player.seek(to: .seconds(5))
      XCTAssertEqual(player.currentTime, .seconds(1))
      player.seek(to: .milliseconds(-5))
      XCTAssertEqual(player.currentTime, .zero)
      // Finished: paused where it is sought, and plays on from there.
      player.finish()
      XCTAssertEqual(log.take(), ["done(true)"])
      player.seek(to: .milliseconds(900))
      XCTAssertEqual(player.state, .paused)
      player.play()
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.state, .finished)
      XCTAssertEqual(log.take(), ["d-", "done(true)"])
      // Cancelled: the same.
      player.play()
      player.cancel()
      XCTAssertEqual(log.take(), ["done(false)"])
      player.seek(to: .milliseconds(200))
      XCTAssertEqual(player.state, .paused)
      XCTAssertEqual(player.currentTime, .milliseconds(200))
    }
  }

  func testRateScalesAndReverses() {
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      player.rate = 2
      player.play()
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.currentTime, .milliseconds(200))
      // A change applies from the current position on.
      player.rate = 0.5
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.currentTime, .milliseconds(250))
      player.rate = -1
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.currentTime, .milliseconds(150))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(15))
      player.rate = 0
      clock.advance(by: .seconds(10))
      XCTAssertEqual(player.currentTime, .milliseconds(150))
      XCTAssertEqual(player.state, .playing)
      player.rate = .nan
      XCTAssertEqual(player.rate, 0, "a rate that is not finite is ignored")
      player.rate = -.infinity
      XCTAssertEqual(player.rate, 0)
      // Backwards, a run ends at the start.
      var completions: [Bool] = []
      player.onComplete = { completions.append($0) }
      player.rate = -1
      clock.advance(by: .milliseconds(50))
      XCTAssertEqual(player.state, .playing)
      XCTAssertEqual(player.currentTime, .milliseconds(100))
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.state, .finished)
      XCTAssertEqual(player.currentTime, .zero)
      XCTAssertEqual(completions, [true])
      // A paused player takes a new rate without moving.
      player.seek(to: .milliseconds(500))
      player.rate = 4
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.currentTime, .milliseconds(500))
    }
  }

  func testPlayingBackwardsFromIdleStartsAtTheEnd() {
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      player.rate = -1
      player.play()
      XCTAssertEqual(player.currentTime, .seconds(1))
      clock.advance(by: .milliseconds(250))
      XCTAssertEqual(player.currentTime, .milliseconds(750))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(75))
    }
  }

  func testCancelInEveryState() {
    do {
      let clock = ManualClock()
      let track = PlayerFixtures.track()
      for start in ["idle", "playing", "paused", "finished", "cancelled"] {
        let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
        var completions: [Bool] = []
        switch start {
        case "playing":
          player.play()
          clock.advance(by: .milliseconds(300))
        case "paused":
          player.play()
          clock.advance(by: .milliseconds(300))
          player.pause()
        case "finished": player.finish()
        case "cancelled": player.cancel()
        default: break
        }
        let before = player.currentTime
        player.onComplete = { completions.append($0) }
        player.cancel()
        player.cancel()
        let ended = start == "finished" || start == "cancelled"
        XCTAssertEqual(completions, ended ? [] : [false], start)
        XCTAssertEqual(player.state, start == "finished" ? .finished : .cancelled, start)
        XCTAssertEqual(player.currentTime, before, "\(start): cancel stops where it is")
        clock.advance(by: .seconds(2))
        XCTAssertEqual(player.currentTime, before, start)
        XCTAssertEqual(completions.count, ended ? 0 : 1, start)
      }
      XCTAssertEqual(clock.playingCount, 0)
    }
  }

  func testFinishInEveryState() {
    do {
      let clock = ManualClock()
      let track = PlayerFixtures.track()
      for start in ["idle", "playing", "paused", "finished", "cancelled"] {
        let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
        var completions: [Bool] = []
        switch start {
        case "playing":
          player.play()
          clock.advance(by: .milliseconds(300))
        case "paused":
          player.play()
          clock.advance(by: .milliseconds(300))
          player.pause()
        case "finished": player.finish()
        case "cancelled": player.cancel()
        default: break
        }
        let before = player.currentTime
        player.onComplete = { completions.append($0) }
        player.finish()
        player.finish()
        let ended = start == "finished" || start == "cancelled"
        XCTAssertEqual(completions, ended ? [] : [true], start)
        XCTAssertEqual(player.state, start == "cancelled" ? .cancelled : .finished, start)
        XCTAssertEqual(player.currentTime, start == "cancelled" ? before : .seconds(1), start)
        if start != "cancelled" {
          XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(100), start)
        }
      }
      // Backwards, the end is the start.
      let backwards = MotionPlayer(track: track, clock: clock, reducedMotion: false)
      backwards.rate = -1
      backwards.play()
      clock.advance(by: .milliseconds(100))
      backwards.finish()
      XCTAssertEqual(backwards.currentTime, .zero)
      XCTAssertEqual(backwards.value(of: .moveX, on: "card"), .number(0))
      XCTAssertEqual(clock.playingCount, 0)
    }
  }

  func testARunCompletesExactlyOnceAndPlayStartsANewOne() {
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      var completions: [Bool] = []
      player.onComplete = { completions.append($0) }
      player.play()
      clock.advance(by: .milliseconds(999))
      XCTAssertEqual(completions, [])
      clock.advance(by: .milliseconds(1))
      XCTAssertEqual(completions, [true])
      XCTAssertEqual(player.state, .finished)
      clock.advance(by: .seconds(3))
      player.pause()
      player.cancel()
      player.finish()
      XCTAssertEqual(completions, [true])
      // Playing again: a new run from the start, with its own completion.
      player.play()
      XCTAssertEqual(player.currentTime, .zero)
      clock.advance(by: .seconds(5))
      XCTAssertEqual(completions, [true, true])
      XCTAssertEqual(player.currentTime, .seconds(1), "the end, not past it")
    }
  }

  func testDelayWaitsBeforeTheStart() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = MotionPlayer(
        track: PlayerFixtures.track(markers: PlayerFixtures.markers), clock: clock,
        reducedMotion: false)
      log.watch(player)
      player.delay = .milliseconds(200)
      player.play()
      clock.advance(by: .milliseconds(150))
      XCTAssertEqual(player.currentTime, .zero)
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(0))
      XCTAssertEqual(log.take(), [], "nothing fires during the delay")
      clock.advance(by: .milliseconds(50))
      XCTAssertEqual(log.take(), ["a+"], "a marker at 0 fires when the delay ends")
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.currentTime, .milliseconds(100))
      clock.advance(by: .milliseconds(899))
      XCTAssertEqual(player.state, .playing)
      clock.advance(by: .milliseconds(1))
      XCTAssertEqual(player.state, .finished)
      // Backwards, the delay comes before the end.
      player.rate = -1
      player.delay = .milliseconds(100)
      player.play()
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.currentTime, .seconds(1))
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(player.currentTime, .milliseconds(900))
      // A negative delay is none.
      player.delay = .seconds(-1)
      player.rate = 1
      player.cancel()
      player.play()
      clock.advance(by: .milliseconds(10))
      XCTAssertEqual(player.currentTime, .milliseconds(10))
    }
  }

  func testRepeatCountAndAutoreverse() {
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      player.repeatCount = 3
      XCTAssertEqual(player.totalDuration, .seconds(3))
      player.play()
      clock.advance(by: .milliseconds(1250))
      XCTAssertEqual(player.currentTime, .milliseconds(1250))
      XCTAssertEqual(player.timelineTime, .milliseconds(250))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(25))
      // At a boundary between plays, the next play starts (as a track's loop does).
      clock.advance(by: .milliseconds(750))
      XCTAssertEqual(player.timelineTime, .zero)
      clock.advance(by: .milliseconds(1000))
      XCTAssertEqual(player.state, .finished)
      XCTAssertEqual(player.timelineTime, .seconds(1), "the run ends at the timeline's end")

      player.autoreverses = true
      player.repeatCount = 2
      XCTAssertEqual(player.totalDuration, .seconds(4))
      player.play()
      clock.advance(by: .milliseconds(1250))
      XCTAssertEqual(player.timelineTime, .milliseconds(750), "backwards in the second half")
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(75))
      clock.advance(by: .milliseconds(750))
      XCTAssertEqual(player.timelineTime, .zero)
      clock.advance(by: .milliseconds(2000))
      XCTAssertEqual(player.state, .finished)
      XCTAssertEqual(player.timelineTime, .zero, "an autoreversed run ends where it began")

      player.repeatCount = .forever
      player.autoreverses = false
      XCTAssertNil(player.totalDuration)
      player.play()
      clock.advance(by: .seconds(1_000_000))
      XCTAssertEqual(player.state, .playing)
      clock.advance(by: .milliseconds(400))
      XCTAssertEqual(player.timelineTime, .milliseconds(400))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(40))
      player.repeatCount = 0
      XCTAssertEqual(player.totalDuration, .seconds(1), "a count below 1 plays once")
    }
  }

  func testTheReducedTimeline() {
    do {
      let clock = ManualClock()
      let track = PlayerFixtures.track()
      let player = MotionPlayer(track: track, clock: clock, reducedMotion: true)
      player.play()
      clock.advance(by: .milliseconds(500))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(0), "moves at once at the end")
      XCTAssertNil(player.value(of: .opacity, on: "badge"), "the reduced timeline has no badge")
      // Switching goes on at the same time in the other timeline.
      player.reducedMotion = false
      XCTAssertEqual(player.currentTime, .milliseconds(500))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(50))
      player.reducedMotion = true
      clock.advance(by: .milliseconds(500))
      XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(100))
      // A track without a reduced timeline plays its timeline.
      let plain = MotionPlayer(
        track: MotionTrack(timeline: PlayerFixtures.timeline()), clock: clock, reducedMotion: true)
      plain.seek(to: .milliseconds(500))
      XCTAssertEqual(plain.value(of: .moveX, on: "card"), .number(50))
    }
  }

  func testAnEndlessTrackPlaysUntilCancelled() throws {
    let track = try PlayerFixtures.endless()
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
      let log = PlayerLog()
      log.watch(player)
      player.repeatCount = 2  // does not apply
      XCTAssertNil(player.totalDuration)
      player.play()
      clock.advance(by: .milliseconds(250))
      XCTAssertEqual(player.value(of: .rotate, on: "spinner"), .number(90))
      for _ in 0..<100 { clock.advance(by: .milliseconds(100)) }
      XCTAssertEqual(player.state, .playing)
      XCTAssertEqual(player.currentTime, .milliseconds(10_250))
      let rotate = track.timeline.track(element: "spinner", property: .rotate)
      XCTAssertEqual(
        player.value(of: .rotate, on: "spinner"),
        rotate?.value(at: SampleTime(tick: 10_250 * millisecond)))
      XCTAssertEqual(player.value(of: .rotate, on: "spinner"), .number(90))
      XCTAssertEqual(log.take(), ["spin+", "spin-"], "the markers of the first cycle, once")
      player.cancel()
      XCTAssertEqual(log.take(), ["done(false)"])
      // Finishing an endless run stops it where it is.
      player.play()
      clock.advance(by: .milliseconds(1500))
      player.finish()
      XCTAssertEqual(player.currentTime, .milliseconds(1500))
      XCTAssertEqual(log.take(), ["spin+", "spin-", "done(true)"])
    }
  }

  func testATrackOfNoLengthEndsAtOnce() {
    do {
      let clock = ManualClock()
      let marker = Marker(name: "now", element: "view", start: 0, end: 0)
      let track = MotionTrack(timeline: Timeline(duration: 0, elements: [], markers: [marker]))
      let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
      let log = PlayerLog()
      log.watch(player)
      player.repeatCount = .forever
      XCTAssertEqual(player.totalDuration, .zero)
      player.play()
      clock.advance(by: .zero)
      XCTAssertEqual(log.take(), ["now+", "now-", "done(true)"])
    }
  }

  /// Compares two values to the bit, so that -0 and 0 (or two NaNs) are told apart.
  private static func bits(_ value: Value?) -> [UInt64] {
    switch value {
    case .number(let number): return [number.bitPattern]
    case .color(let color):
      return [color.red, color.green, color.blue, color.alpha].map(\.bitPattern)
    case nil: return []
    }
  }
}
