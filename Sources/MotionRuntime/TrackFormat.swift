/// The JSON keyframe track format: its name and versions, in one place for the writer
/// (``TrackWriter``), the reader (``TrackReader``) and every tool that checks a document.
///
/// The format itself, and the rule for reading keyframes (what a property's value is between
/// two keyframes, at a jump, before the first and after the last), is stated once, in the JSON
/// Schema `schema/motion-track.schema.json` (the `propertyTrack` description). The writer and
/// the reader follow that statement; neither restates it.
public enum TrackFormat {
  /// The `format` field of every track: `"motionc-track"`.
  public static let name = "motionc-track"

  /// The path of the JSON Schema that describes the format, from the repository root.
  public static let schemaPath = "schema/motion-track.schema.json"

  /// The format versions, oldest first. A reader of one version reads every older one.
  public enum Version: Int, CaseIterable, Comparable, Sendable {
    /// A timeline that ends: `duration` and `elements`.
    case ends = 1
    /// Adds endless timelines: `endless`, and each track's `loop`.
    case endless = 2
    /// Adds what a player needs: `markers` (the plays of named motions) and `reduced` (the
    /// reduced-motion timeline).
    case player = 3

    /// Versions compare by their number.
    public static func < (lhs: Version, rhs: Version) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The newest version: what this library's reader reads up to.
  public static let newest = Version.player

  /// The version `track` is written with: the oldest that can hold it, so that older readers
  /// keep reading what they can.
  public static func version(of track: MotionTrack) -> Version {
    if track.reducedTimeline != nil || !track.timeline.markers.isEmpty { return .player }
    return track.timeline.isEndless ? .endless : .ends
  }
}
