import MotionRuntime

/// Something a Lottie file cannot say as the timeline does, and what the export did instead.
///
/// Each warning names the element and property; the file is written anyway, so that the
/// difference is stated rather than silent. All wording is here.
public enum LottieWarning: Hashable, Sendable {
  /// Lottie shapes have no blur: the element's `blur` is left out and the layer drawn sharp.
  case blurNotExported(element: String)
  /// The rectangle is filled with the element's `background`; its `color` (the color of
  /// content a box does not have) is left out.
  case colorNotExported(element: String)
  /// In an endless timeline, a property that changes only during the exported cycle: a player
  /// that loops the file replays the change every cycle.
  case changeReplaysInLoop(element: String, property: Property, cycle: Tick)
  /// In an endless timeline, a `repeat forever` whose cycle does not start at 0 or does not
  /// divide the exported cycle: a player that loops the file restarts it at the wrong time.
  case loopRestartsInLoop(element: String, property: Property, loop: TrackLoop, cycle: Tick)

  /// The warning as printed after `warning: `.
  public var message: String {
    switch self {
    case .blurNotExported(let element):
      return "`\(element).blur` is not exported: Lottie shapes have no blur, so the layer is "
        + "drawn sharp"
    case .colorNotExported(let element):
      return "`\(element).color` is not exported: the rectangle is filled with "
        + "`\(element).background`"
    case .changeReplaysInLoop(let element, let property, let cycle):
      let seconds = Ticks.decimalSeconds(cycle)
      return "`\(element).\(property.rawValue)` changes once, but the file holds one "
        + "\(seconds)s cycle of this endless timeline: a player that loops it replays the "
        + "change every \(seconds)s"
    case .loopRestartsInLoop(let element, let property, let loop, let cycle):
      let seconds = Ticks.decimalSeconds(cycle)
      return "`\(element).\(property.rawValue)` repeats every "
        + "\(Ticks.decimalSeconds(loop.period))s from \(Ticks.decimalSeconds(loop.start))s "
        + "on, but the file holds one \(seconds)s cycle of this endless timeline: a player "
        + "that loops it restarts the repeat from 0s every \(seconds)s"
    }
  }
}
