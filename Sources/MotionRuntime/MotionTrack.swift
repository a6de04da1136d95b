#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A compiled spec as an app plays it: the timeline, the reduced-motion timeline when the file
/// carries one, and the markers of the plays of named motions.
///
/// ```swift
/// let track = try MotionTrack(json: data)
/// let player = MotionPlayer(track: track, clock: clock, reducedMotion: false)
/// ```
///
/// `MotionTrack(json:)` reads what `motionc compile` writes (``TrackReader``);
/// ``json`` writes it back (``TrackWriter``). `motionc compile --format swift` builds one from
/// literals instead, with no JSON to read at run time.
public struct MotionTrack: Sendable {
  /// The timeline for the usual setting.
  public var timeline: Timeline
  /// The timeline for people who asked for reduced motion (the spec's `reduced` block, or the
  /// compiler's automatic form), or `nil` when the track was compiled without it.
  public var reducedTimeline: Timeline?

  /// A track of `timeline`, and optionally of its reduced-motion form.
  public init(timeline: Timeline, reducedTimeline: Timeline? = nil) {
    self.timeline = timeline
    self.reducedTimeline = reducedTimeline
  }

  /// Reads a JSON keyframe track (any version; see ``TrackReader``).
  ///
  /// Throws a ``TrackReader/Error`` naming the JSON path of the first problem.
  public init(json data: Data) throws(TrackReader.Error) {
    self = try TrackReader.track(fromJSON: data)
  }

  /// Reads a JSON keyframe track from text (see the `Data` initializer).
  public init(json text: String) throws(TrackReader.Error) {
    self = try TrackReader.track(fromJSON: Data(text.utf8))
  }

  /// The markers of ``timeline``: every play of a named motion, by start time.
  public var markers: [Marker] { timeline.markers }

  /// The timeline to play for a reduced-motion setting: ``reducedTimeline`` when asked for and
  /// present, else ``timeline``.
  public func timeline(reducedMotion: Bool) -> Timeline {
    reducedMotion ? (reducedTimeline ?? timeline) : timeline
  }

  /// The track as JSON text (``TrackWriter``). Same track, same bytes.
  ///
  /// Throws when a number of a timeline is not finite: a track read by ``init(json:)`` or
  /// compiled by motionc never has one.
  public func json() throws(NonFiniteNumberError) -> String { try TrackWriter.json(self) }
}
