import Foundation
import MotionRuntime
import XCTest

/// The player API exactly as issue 11 spells it, in a plain synchronous test: it must compile
/// as written (no actor hops), and do what the comments say.
final class PlayerExampleTests: XCTestCase {
  func testTheIssuesExampleAsWritten() throws {
    let data = Data(
      try TrackWriter.json(PlayerFixtures.track(markers: PlayerFixtures.markers)).utf8)
    var completions: [Bool] = []
    var edges: [String] = []

    let track = try MotionTrack(json: data)  // timeline, reduced timeline, markers
    let clock = ManualClock()  // time moves only when told: tests, export
    let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
    player.onComplete = { finished in completions.append(finished) }  // true at the end
    player.onMarker = { marker, edge in edges.append("\(marker.name) \(edge)") }
    player.play()
    clock.advance(by: .milliseconds(250))
    XCTAssertEqual(player.currentTime, .milliseconds(250))  // Duration: 0.25 s
    XCTAssertEqual(player.value(of: .moveX, on: "card"), .number(25))
    XCTAssertNil(player.value(of: .moveX, on: "nothing"))  // nil for an unknown element
    player.pause()
    player.seek(to: .milliseconds(100))
    player.play()
    player.rate = -1  // backwards; 2 = twice as fast
    clock.advance(by: .milliseconds(50))
    XCTAssertEqual(player.currentTime, .milliseconds(50))
    player.cancel()  // stops where it is; onComplete(false)
    XCTAssertEqual(player.state, .cancelled)
    player.play()
    player.finish()  // jumps to the end; onComplete(true)
    XCTAssertEqual(player.state, .finished)  // .idle .playing .paused .finished .cancelled
    XCTAssertEqual(completions, [false, true])
    XCTAssertEqual(edges, ["a start", "d start"])
    XCTAssertEqual(track.markers.count, 4)
    XCTAssertNotNil(track.reducedTimeline)
  }
}
