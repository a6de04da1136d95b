import Foundation
import XCTest

@testable import MotionRuntime

/// One clock drives every player that uses it; players join while playing and leave when they
/// stop; the clock counts frames, dropped frames and the frame rate; and a real-time clock's
/// frames arrive with time moving only forward.
final class ClockTests: XCTestCase {
  func testAThousandPlayersOnOneClock() {
    do {
      let clock = ManualClock()
      let track = PlayerFixtures.track(markers: PlayerFixtures.markers)
      var completions = 0
      var markers = 0
      let players = (0..<1_000).map { index in
        let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
        player.onComplete = { _ in completions += 1 }
        player.onMarker = { _, _ in markers += 1 }
        // Each starts 1 ms after the one before.
        player.delay = .milliseconds(index)
        player.play()
        return player
      }
      XCTAssertEqual(clock.playingCount, 1_000)
      clock.advance(by: .milliseconds(500))
      let moveX = track.timeline.track(element: "card", property: .moveX)
      for (index, player) in players.enumerated() {
        let time = max(500 - index, 0)
        XCTAssertEqual(player.currentTime, .milliseconds(time), "player \(index)")
        XCTAssertEqual(
          player.value(of: .moveX, on: "card"),
          moveX?.value(at: SampleTime(tick: Tick(time) * millisecond)))
      }
      clock.advance(by: .milliseconds(1_499))
      XCTAssertEqual(completions, 1_000)
      XCTAssertEqual(markers, 8_000)
      XCTAssertEqual(clock.playingCount, 0)
      XCTAssertEqual(clock.slots.count, 0, "finished players leave the clock")
    }
  }

  func testPlayersJoinWhilePlayingAndLeaveWhenTheyStop() {
    do {
      let clock = ManualClock()
      let track = PlayerFixtures.track()
      let players = (0..<5).map { _ in
        MotionPlayer(track: track, clock: clock, reducedMotion: false)
      }
      XCTAssertEqual(clock.playingCount, 0, "made, not playing: not on the clock")
      for player in players { player.play() }
      XCTAssertEqual(clock.slots.count, 5)
      players[1].pause()
      players[3].cancel()
      XCTAssertEqual(clock.playingCount, 3)
      let onClock = clock.slots.map { slot in players.firstIndex { $0 === slot.player } ?? -1 }
      XCTAssertEqual(onClock.sorted(), [0, 2, 4])
      players[1].play()
      XCTAssertEqual(clock.playingCount, 4)
      players[0].finish()
      clock.advance(by: .seconds(1))
      XCTAssertEqual(clock.playingCount, 0)
      XCTAssertEqual(clock.slots.count, 0)
      // Slots stay right through joins and leaves.
      for player in players { player.play() }
      players[0].cancel()
      players[4].pause()
      for (index, slot) in clock.slots.enumerated() {
        XCTAssertEqual(slot.player.clockSlot, index)
      }
    }
  }

  func testPlayersLeavingDuringATickLeaveAfterIt() {
    do {
      let clock = ManualClock()
      let track = PlayerFixtures.track(markers: PlayerFixtures.markers)
      let players = (0..<4).map { _ in
        MotionPlayer(track: track, clock: clock, reducedMotion: false)
      }
      // The first cancels the others at its first marker, and one of them plays again.
      players[0].onMarker = { _, _ in
        guard players[1].state == .playing else { return }
        for player in players.dropFirst() { player.cancel() }
        players[2].play()
      }
      for player in players { player.play() }
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(players.map(\.state), [.playing, .cancelled, .playing, .cancelled])
      XCTAssertEqual(clock.playingCount, 2)
      XCTAssertEqual(clock.slots.count, 2)
      XCTAssertTrue(clock.slots[0].player === players[0])
      XCTAssertTrue(clock.slots[1].player === players[2])
      XCTAssertEqual(players[2].currentTime, .zero, "played again at the tick's time")
    }
  }

  func testAnAdvanceFromACallbackRunsAfterTheTick() {
    do {
      let clock = ManualClock()
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      var times: [Duration] = []
      player.onFrame = { player in
        times.append(player.currentTime)
        if times.count == 1 { clock.advance(by: .milliseconds(10)) }
      }
      player.play()
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(times, [.milliseconds(100), .milliseconds(110)])
      XCTAssertEqual(clock.now, .milliseconds(110))
      clock.advance(by: .milliseconds(-50))
      XCTAssertEqual(clock.now, .milliseconds(110), "a clock never goes back")
      clock.advance(to: .milliseconds(20))
      XCTAssertEqual(clock.now, .milliseconds(110))
    }
  }

  func testFramesDroppedFramesAndTheFrameRate() {
    do {
      let clock = ManualClock(expectedFrameInterval: .milliseconds(10))
      var reported: [Int] = []
      clock.onDroppedFrames = { reported.append($0) }
      XCTAssertNil(clock.statistics.measuredFrameRate)
      for _ in 0..<10 { clock.advance(by: .milliseconds(10)) }
      XCTAssertEqual(clock.statistics.frameCount, 10)
      XCTAssertEqual(clock.statistics.droppedFrameCount, 0)
      XCTAssertEqual(clock.statistics.measuredFrameRate ?? 0, 100, accuracy: 1e-9)
      // 34 ms is 3.4 frames: 2 missed; 26 ms is 2.6 frames: 2 missed; 14 ms: none.
      clock.advance(by: .milliseconds(34))
      clock.advance(by: .milliseconds(26))
      clock.advance(by: .milliseconds(14))
      XCTAssertEqual(clock.statistics.droppedFrameCount, 4)
      XCTAssertEqual(reported, [2, 2])
      XCTAssertEqual(clock.statistics.lastFrameInterval, .milliseconds(14))
      // The rate over the last 32 ticks, however many there were.
      for _ in 0..<40 { clock.advance(by: .milliseconds(20)) }
      XCTAssertEqual(clock.statistics.measuredFrameRate ?? 0, 50, accuracy: 1e-9)
      XCTAssertEqual(clock.statistics.frameCount, 53)
    }
  }

  /// Real time: no timing is asserted, only that frames arrive, that time never goes back, and
  /// that the run completes.
  func testARealTimeClocksFramesArriveAndTimeOnlyMovesForward() {
    do {
      let clock = DispatchClock(framesPerSecond: 200)
      let player = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      player.rate = 10  // 0.1 s of real time
      var times: [Duration] = []
      var finished: Bool?
      let done = XCTestExpectation(description: "the run completes")
      player.onFrame = { times.append($0.currentTime) }
      player.onComplete = {
        finished = $0
        done.fulfill()
      }
      player.play()
      XCTAssertEqual(XCTWaiter().wait(for: [done], timeout: 60), .completed)
      XCTAssertEqual(finished, true)
      XCTAssertGreaterThan(times.count, 1, "frames arrived")
      XCTAssertEqual(times, times.sorted(), "time only moves forward")
      XCTAssertEqual(times.last, .seconds(1))
      XCTAssertGreaterThan(clock.statistics.frameCount, 1)
      XCTAssertEqual(clock.playingCount, 0)
      XCTAssertEqual(clock.frameInterval, .milliseconds(5))
    }
  }
}
