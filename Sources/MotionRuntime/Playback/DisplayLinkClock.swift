#if canImport(QuartzCore) && !os(watchOS)
  import QuartzCore
  #if os(macOS)
    import AppKit
  #endif

  // Apple platforms only: a clock on the display's frames.

  /// A clock on the display's own frames (`CADisplayLink`), on Apple platforms: each frame is
  /// one tick, at the time the frame will be shown, so that what players compute appears when
  /// it is meant to. The display's frame interval is the expected one (dropped frames are
  /// counted against it). The link runs only while some player plays. It ticks on the main
  /// thread: it and its players belong to the main actor.
  ///
  /// On macOS the link follows a view's display (`NSView.displayLink(target:selector:)`).
  public final class DisplayLinkClock: MotionClock {
    /// Time zero, in media time (`CACurrentMediaTime()`).
    private let origin = CACurrentMediaTime()
    /// Receives the link's frames (the link keeps it; it keeps the clock weakly).
    private let target = DisplayLinkTarget()
    /// The link, while some player plays.
    private var link: CADisplayLink?
    #if os(macOS)
      /// The view whose display the link follows.
      private weak var view: NSView?

      /// A clock on the frames of the display `view` is on.
      public init(view: NSView) {
        self.view = view
        super.init(expectedFrameInterval: nil)
        target.clock = self
      }
    #else
      /// A clock on the frames of the main display.
      public init() {
        super.init(expectedFrameInterval: nil)
        target.clock = self
      }
    #endif

    deinit {
      link?.invalidate()
    }

    override var currentTicks: Tick { ticks(at: CACurrentMediaTime()) }

    override func firstPlayerJoined() {
      guard link == nil else { return }
      #if os(macOS)
        link = view?.displayLink(target: target, selector: #selector(DisplayLinkTarget.frame(_:)))
      #else
        link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.frame(_:)))
      #endif
      link?.add(to: .main, forMode: .common)
    }

    override func lastPlayerLeft() {
      link?.invalidate()
      link = nil
    }

    /// One frame of the link: a tick at the time the frame will be shown.
    func frame(_ link: CADisplayLink) {
      setExpectedFrameInterval(
        link.targetTimestamp > link.timestamp
          ? Duration.ticks(ticks(at: link.targetTimestamp) - ticks(at: link.timestamp)) : nil)
      tick(to: ticks(at: link.targetTimestamp))
    }

    /// Media time `time` as ticks since the clock was made.
    private func ticks(at time: CFTimeInterval) -> Tick {
      Ticks.from(seconds: time - origin) ?? 0
    }
  }

  /// The object a `CADisplayLink` calls (it needs an Objective-C target).
  private final class DisplayLinkTarget: NSObject {
    weak var clock: DisplayLinkClock?

    @objc func frame(_ link: CADisplayLink) {
      clock?.frame(link)
    }
  }
#endif
