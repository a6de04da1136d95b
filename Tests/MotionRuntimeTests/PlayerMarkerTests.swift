import XCTest

@testable import MotionRuntime

/// Markers fire as playback crosses them, in playback order, both ways, once per play; never
/// for a jump. The fixture's markers: `a` 0–0.3 s, `d` 0.2–1 s, `b` 0.3–0.6 s, `c` at 0.6 s.
final class PlayerMarkerTests: XCTestCase {
  /// Everything forwards, in order: at 0.3 s `a` ends before `b` starts; `c` starts and ends
  /// at 0.6 s, after `b` ends there.
  private static let forwards = ["a+", "d+", "a-", "b+", "b-", "c+", "c-", "d-", "done(true)"]

  private static func player(_ clock: ManualClock, _ log: PlayerLog) -> MotionPlayer {
    let player = MotionPlayer(
      track: PlayerFixtures.track(markers: PlayerFixtures.markers), clock: clock,
      reducedMotion: false)
    log.watch(player)
    return player
  }

  func testOneTickCrossingEveryMarkerFiresThemInOrder() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = Self.player(clock, log)
      player.play()
      clock.advance(by: .seconds(2))
      XCTAssertEqual(log.take(), Self.forwards)
    }
  }

  func testSmallTicksFireTheSameEdgesAtTheirTimes() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = Self.player(clock, log)
      player.play()
      var all: [String] = []
      var firedAt: [String: Duration] = [:]
      for _ in 0..<120 {
        clock.advance(by: .milliseconds(10))
        for event in log.take() {
          all.append(event)
          firedAt[event] = player.currentTime
        }
      }
      XCTAssertEqual(all, Self.forwards)
      XCTAssertEqual(firedAt["a+"], .milliseconds(10), "the first tick fires an edge at 0")
      XCTAssertEqual(firedAt["d+"], .milliseconds(200), "an edge on a tick fires on that tick")
      XCTAssertEqual(firedAt["c-"], .milliseconds(600))
    }
  }

  func testBackwardsTheOrderIsReversed() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = Self.player(clock, log)
      player.rate = -1
      player.play()
      clock.advance(by: .seconds(2))
      XCTAssertEqual(
        log.take(), ["d-", "c-", "c+", "b-", "b+", "a-", "d+", "a+", "done(true)"])
    }
  }

  /// An edge fires when playback arrives at its time or passes it, in either direction; moving
  /// off the time it is at fires nothing.
  func testTurningBackFiresEachArrivalOnce() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = Self.player(clock, log)
      player.play()
      clock.advance(by: .milliseconds(300))
      XCTAssertEqual(log.take(), ["a+", "d+", "a-", "b+"])
      player.rate = -1
      clock.advance(by: .milliseconds(50))
      XCTAssertEqual(log.take(), [], "leaving 0.3 s, where it was, fires nothing")
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(log.take(), ["d+"], "0.2 s passed backwards: out of `d` by its start")
      player.rate = 1
      clock.advance(by: .milliseconds(50))
      XCTAssertEqual(log.take(), ["d+"], "0.2 s reached forwards: into `d` again")
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(log.take(), ["a-", "b+"])
    }
  }

  func testEachPlayOfARepeatFiresItsMarkers() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = Self.player(clock, log)
      player.repeatCount = 2
      player.play()
      clock.advance(by: .seconds(5))
      let once = Self.forwards.dropLast()
      XCTAssertEqual(log.take(), Array(once + once) + ["done(true)"])
      // One tick that ends exactly where the second play starts fires the start's edges.
      player.play()
      clock.advance(by: .seconds(1))
      XCTAssertEqual(log.take(), Array(once) + ["a+"])
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(log.take(), [])
    }
  }

  func testAHugeRateFiresTheMarkersOfABoundedNumberOfPlays() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = Self.player(clock, log)
      player.repeatCount = .forever
      player.rate = 1e6  // a million plays in a second
      player.play()
      clock.advance(by: .seconds(1))
      XCTAssertEqual(log.take().count, 8 * MotionPlayer.maximumLegsPerStep)
      XCTAssertEqual(player.state, .playing)
      // The next tick goes on from where this one got to, not from where the markers stopped.
      player.rate = 1
      clock.advance(by: .milliseconds(200))
      XCTAssertEqual(log.take(), ["d+"])
    }
  }

  func testAutoreverseFiresTheBackwardHalfInReverseWithoutFiringTheTurnTwice() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = Self.player(clock, log)
      player.autoreverses = true
      player.play()
      clock.advance(by: .seconds(1))
      XCTAssertEqual(log.take(), Array(Self.forwards.dropLast()))
      clock.advance(by: .seconds(1))
      XCTAssertEqual(log.take(), ["c-", "c+", "b-", "b+", "a-", "d+", "a+", "done(true)"])
    }
  }

  func testACallbackThatJumpsStopsTheRestOfTheTick() {
    do {
      let clock = ManualClock()
      let log = PlayerLog()
      let player = Self.player(clock, log)
      player.onMarker = { [unowned player] marker, edge in
        log.events.append(marker.name + (edge == .start ? "+" : "-"))
        if marker.name == "a" && edge == .end { player.seek(to: .milliseconds(900)) }
      }
      player.play()
      clock.advance(by: .milliseconds(700))
      XCTAssertEqual(log.take(), ["a+", "d+", "a-"], "the seek ends this tick's markers")
      XCTAssertEqual(player.currentTime, .milliseconds(900))
      clock.advance(by: .milliseconds(100))
      XCTAssertEqual(log.take(), ["d-", "done(true)"])
      // Cancelling from a marker: no more markers, and no completion but the cancel's.
      player.onMarker = { [unowned player] marker, edge in
        log.events.append(marker.name + (edge == .start ? "+" : "-"))
        if marker.name == "d" { player.cancel() }
      }
      player.play()
      clock.advance(by: .seconds(1))
      XCTAssertEqual(log.take(), ["a+", "d+", "done(false)"])
      // Pausing from a marker: the tick's other crossings still fire; no completion yet.
      player.onMarker = { [unowned player] marker, edge in
        log.events.append(marker.name + (edge == .start ? "+" : "-"))
        if marker.name == "c" && edge == .end { player.pause() }
      }
      player.play()
      clock.advance(by: .seconds(1))
      XCTAssertEqual(log.take(), Array(Self.forwards.dropLast()))
      XCTAssertEqual(player.state, .paused)
      player.play()
      clock.advance(by: .milliseconds(1))
      XCTAssertEqual(log.take(), ["done(true)"])
    }
  }

  func testOneClockForTwoPlayersThatStartEachOther() {
    do {
      let clock = ManualClock()
      let first = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      let second = MotionPlayer(track: PlayerFixtures.track(), clock: clock, reducedMotion: false)
      var events: [String] = []
      first.onComplete = { _ in
        events.append("first done")
        second.play()
      }
      second.onComplete = { _ in events.append("second done") }
      first.play()
      clock.advance(by: .seconds(1))
      XCTAssertEqual(events, ["first done"])
      XCTAssertEqual(second.state, .playing)
      XCTAssertEqual(second.currentTime, .zero, "started at the tick's time")
      clock.advance(by: .milliseconds(500))
      XCTAssertEqual(second.currentTime, .milliseconds(500))
      clock.advance(by: .milliseconds(500))
      XCTAssertEqual(events, ["first done", "second done"])
      XCTAssertEqual(clock.playingCount, 0)
    }
  }
}
