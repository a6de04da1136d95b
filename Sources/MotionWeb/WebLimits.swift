import MotionRuntime

/// How large the web outputs may grow. Most outputs grow with the spec, but a few small
/// lines can ask for a lot (`steps(100000)` on a color mixed in Oklab is drawn step by step,
/// and a `repeat forever` is drawn cycle after cycle), so the commands stop with an error
/// rather than build an output no one could open.
public enum WebLimits {
  /// The most keyframes the CSS, the Web Animations module and the preview may hold, both
  /// timelines together.
  public static let maximumKeyframes = 2_000_000
  /// The most changes the preview and the plot may draw (every cycle of a loop counted).
  public static let maximumDrawnChanges = 1_000_000

  /// Why the charts of `timelines` are too large to draw, if they are.
  public static func drawingProblem(_ timelines: [Timeline]) -> SizeProblem? {
    var changes = 0
    for timeline in timelines {
      let span = ValuePlot.span(timeline)
      for column in timeline.columns {
        changes += column.track.count
        if let loop = column.track.loop, loop.start < span {
          let cycles = min((span - loop.start) / loop.period + 1, 2000)
          changes += Int(cycles) * column.track.count
        }
        if changes > maximumDrawnChanges {
          return SizeProblem(what: "changes to draw", limit: maximumDrawnChanges)
        }
      }
    }
    return nil
  }
}

/// An output that would be larger than ``WebLimits`` allow.
public struct SizeProblem: Error, Hashable, Sendable {
  /// What there would be too many of.
  public var what: String
  /// The limit.
  public var limit: Int

  /// The problem in a sentence, for the command line.
  public var message: String {
    "this spec would need more than \(limit) \(what) in its web outputs; compile it to the "
      + "JSON track instead, or sample it"
  }
}
