/// Where a named motion plays in a timeline: one `play NAME` of a `motion NAME < … >`.
///
/// Players fire markers as playback crosses them, exporters turn them into their format's
/// markers (Lottie markers, the markers of a Web Animations module), and an app can play one
/// named motion of a file by its marker's span.
public struct Marker: Hashable, Sendable {
  /// The motion's name, as the spec spells it.
  public var name: String
  /// The element the motion is played on.
  public var element: String
  /// When the play starts.
  public var start: Tick
  /// When the play ends (its last change, or its trailing `wait`, has ended).
  public var end: Tick

  /// A marker for one play of motion `name` on `element` from `start` to `end`.
  public init(name: String, element: String, start: Tick, end: Tick) {
    self.name = name
    self.element = element
    self.start = start
    self.end = end
  }
}
