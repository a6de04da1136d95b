import MotionRuntime
import XCTest

/// The fixtures of the player tests: small tracks whose values are easy to work out.
enum PlayerFixtures {
  /// `card.moveX` from 0 to 100 along `linear` over 1 s; `card.color` from red to blue over
  /// 0.5 s to 1 s; `badge.opacity` holding 1 then jumping to 0 at 0.5 s.
  static func timeline(markers: [Marker] = []) -> Timeline {
    let moveX = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(start: 0, end: second, from: .number(0), to: .number(100), easing: .linear)
      ])
    let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)
    let color = PropertyTrack(
      property: .color, initial: .color(red),
      segments: [
        Segment(
          start: 500 * millisecond, end: second, from: .color(red), to: .color(blue),
          easing: .cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
      ])
    let opacity = PropertyTrack(
      property: .opacity, initial: .number(1),
      segments: [
        Segment(
          start: 500 * millisecond, end: 500 * millisecond, from: .number(1), to: .number(0),
          easing: .linear)
      ])
    return Timeline(
      duration: second,
      elements: [
        ElementTimeline(name: "card", tracks: [moveX, color]),
        ElementTimeline(name: "badge", tracks: [opacity]),
      ], markers: markers)
  }

  /// The track of ``timeline(markers:)``, with a reduced timeline where `card.moveX` jumps to
  /// 100 at 1 s instead.
  static func track(markers: [Marker] = []) -> MotionTrack {
    let reducedMoveX = PropertyTrack(
      property: .moveX, initial: .number(0),
      segments: [
        Segment(start: second, end: second, from: .number(0), to: .number(100), easing: .linear)
      ])
    let reduced = Timeline(
      duration: second, elements: [ElementTimeline(name: "card", tracks: [reducedMoveX])],
      markers: markers)
    return MotionTrack(timeline: timeline(markers: markers), reducedTimeline: reduced)
  }

  /// Markers: `a` 0–0.3 s, `b` 0.3–0.6 s, `c` at 0.6 s (no length), `d` 0.2–1 s.
  static let markers = [
    Marker(name: "a", element: "card", start: 0, end: 300 * millisecond),
    Marker(name: "d", element: "badge", start: 200 * millisecond, end: second),
    Marker(name: "b", element: "card", start: 300 * millisecond, end: 600 * millisecond),
    Marker(name: "c", element: "card", start: 600 * millisecond, end: 600 * millisecond),
  ]

  /// An endless track: `spinner.rotate` 0 → 360 over 1 s, repeating forever.
  static func endless() throws -> MotionTrack {
    let rotate = PropertyTrack(
      property: .rotate, initial: .number(0),
      segments: [
        Segment(start: 0, end: second, from: .number(0), to: .number(360), easing: .linear)
      ], loop: try XCTUnwrap(TrackLoop(start: 0, end: second)))
    let timeline = Timeline(
      duration: second, elements: [ElementTimeline(name: "spinner", tracks: [rotate])],
      isEndless: true,
      markers: [Marker(name: "spin", element: "spinner", start: 0, end: second)])
    return MotionTrack(timeline: timeline)
  }
}

/// What a player reported, in order: `a+` for marker `a`'s start, `a-` for its end,
/// `done(true)` for a completion.
final class PlayerLog {
  var events: [String] = []

  /// Records `player`'s markers and completions.
  func watch(_ player: MotionPlayer) {
    player.onMarker = { [unowned self] marker, edge in
      self.events.append(marker.name + (edge == .start ? "+" : "-"))
    }
    player.onComplete = { [unowned self] finished in self.events.append("done(\(finished))") }
  }

  /// The events so far, then forgets them.
  func take() -> [String] {
    defer { events = [] }
    return events
  }
}
