#if canImport(UIKit) && !os(watchOS)
  import MotionRuntime
  import UIKit

  // Apple platforms only: the UIKit view applier.

  /// Applies elements' values from a player or a stage to `UIView`s: each view's transform
  /// (offset, scale and rotation about the center), alpha, tint color (a label's text color),
  /// background color, bounds size and corner radius. (UIKit has no layer blur; the SwiftUI
  /// modifier applies it.)
  ///
  /// ```swift
  /// let applier = MotionViewApplier(player: player, element: "card", view: cardView)
  /// applier.attach()   // applies after every frame (sets player.onFrame)
  ///
  /// let views = MotionViewApplier(stage: stage, views: ["button": button, "sheet": sheet])
  /// views.attach()     // sets stage.onFrame: one applier for all the stage's views
  /// ```
  @MainActor
  public final class MotionViewApplier {
    /// Where the values come from.
    public let source: MotionSource
    /// The elements whose values are applied, each with its view (held weakly), in order.
    private let elementViews: [ElementView]

    private struct ElementView {
      let element: String
      weak var view: UIView?
    }

    /// An applier of each element's values from `source` to its view.
    public init(source: MotionSource, views: KeyValuePairs<String, UIView>) {
      self.source = source
      elementViews = views.map { ElementView(element: $0.key, view: $0.value) }
    }

    /// An applier of `element`'s values from `player` to `view`.
    public convenience init(player: MotionPlayer, element: String, view: UIView) {
      self.init(source: .player(player), views: [element: view])
    }

    /// An applier of the values of the elements on `stage` to their views: a play started on
    /// an element while another runs takes over from where its view is.
    public convenience init(stage: MotionStage, views: KeyValuePairs<String, UIView>) {
      self.init(source: .stage(stage), views: views)
    }

    /// The elements whose values are applied, in order.
    public var elements: [String] { elementViews.map(\.element) }

    /// The view `element`'s values are applied to (`nil` when it is gone, or not one of them).
    public func view(of element: String) -> UIView? {
      elementViews.first { $0.element == element }?.view
    }

    /// Applies after every frame of the player or stage (sets its `onFrame`), and now.
    public func attach() {
      source.onFrame { [weak self] in self?.apply() }
      apply()
    }

    /// Applies the values now.
    public func apply() {
      for elementView in elementViews {
        guard let view = elementView.view else { continue }
        Self.apply(source.style(of: elementView.element), to: view)
      }
    }

    /// Applies `style` to `view`.
    public static func apply(_ style: ElementStyle, to view: UIView) {
      let transform = style.transform
      view.transform = CGAffineTransform(
        a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
        ty: transform.ty)
      view.alpha = CGFloat(style.opacity)
      if let color = style.color {
        let uiColor = UIColor(motion: color)
        view.tintColor = uiColor
        (view as? UILabel)?.textColor = uiColor
      }
      if let background = style.background { view.backgroundColor = UIColor(motion: background) }
      if style.width != nil || style.height != nil {
        view.bounds.size = CGSize(
          width: style.width.map { CGFloat($0) } ?? view.bounds.width,
          height: style.height.map { CGFloat($0) } ?? view.bounds.height)
      }
      if let radius = style.cornerRadius { view.layer.cornerRadius = CGFloat(radius) }
    }
  }

  extension UIColor {
    /// The sRGB color `color`.
    public convenience init(motion color: RGBA) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }
#elseif canImport(AppKit)
  import AppKit
  import MotionRuntime

  // Apple platforms only: the AppKit view applier.

  /// Applies elements' values from a player or a stage to `NSView`s (layer-backed): each
  /// view's layer transform (offset, scale and rotation about the layer's anchor point; down is
  /// down on a flipped view, up otherwise), alpha, background color, frame size, corner
  /// radius, and a text field's color.
  ///
  /// ```swift
  /// let applier = MotionViewApplier(player: player, element: "card", view: cardView)
  /// applier.attach()   // applies after every frame (sets player.onFrame)
  ///
  /// let views = MotionViewApplier(stage: stage, views: ["button": button, "sheet": sheet])
  /// views.attach()     // sets stage.onFrame: one applier for all the stage's views
  /// ```
  @MainActor
  public final class MotionViewApplier {
    /// Where the values come from.
    public let source: MotionSource
    /// The elements whose values are applied, each with its view (held weakly), in order.
    private let elementViews: [ElementView]

    private struct ElementView {
      let element: String
      weak var view: NSView?
    }

    /// An applier of each element's values from `source` to its view (each made layer-backed).
    public init(source: MotionSource, views: KeyValuePairs<String, NSView>) {
      self.source = source
      elementViews = views.map { ElementView(element: $0.key, view: $0.value) }
      for (_, view) in views { view.wantsLayer = true }
    }

    /// An applier of `element`'s values from `player` to `view`.
    public convenience init(player: MotionPlayer, element: String, view: NSView) {
      self.init(source: .player(player), views: [element: view])
    }

    /// An applier of the values of the elements on `stage` to their views: a play started on
    /// an element while another runs takes over from where its view is.
    public convenience init(stage: MotionStage, views: KeyValuePairs<String, NSView>) {
      self.init(source: .stage(stage), views: views)
    }

    /// The elements whose values are applied, in order.
    public var elements: [String] { elementViews.map(\.element) }

    /// The view `element`'s values are applied to (`nil` when it is gone, or not one of them).
    public func view(of element: String) -> NSView? {
      elementViews.first { $0.element == element }?.view
    }

    /// Applies after every frame of the player or stage (sets its `onFrame`), and now.
    public func attach() {
      source.onFrame { [weak self] in self?.apply() }
      apply()
    }

    /// Applies the values now.
    public func apply() {
      for elementView in elementViews {
        guard let view = elementView.view else { continue }
        Self.apply(source.style(of: elementView.element), to: view)
      }
    }

    /// Applies `style` to `view`.
    public static func apply(_ style: ElementStyle, to view: NSView) {
      var style = style
      if !view.isFlipped {
        style.offsetY = -style.offsetY
        style.rotation = -style.rotation
      }
      let transform = style.transform
      view.layer?.setAffineTransform(
        CGAffineTransform(
          a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
          ty: transform.ty))
      view.alphaValue = CGFloat(style.opacity)
      if let color = style.color { (view as? NSTextField)?.textColor = NSColor(motion: color) }
      if let background = style.background {
        view.layer?.backgroundColor = NSColor(motion: background).cgColor
      }
      if style.width != nil || style.height != nil {
        view.setFrameSize(
          NSSize(
            width: style.width.map { CGFloat($0) } ?? view.frame.width,
            height: style.height.map { CGFloat($0) } ?? view.frame.height))
      }
      if let radius = style.cornerRadius { view.layer?.cornerRadius = CGFloat(radius) }
    }
  }

  extension NSColor {
    /// The sRGB color `color`.
    public convenience init(motion color: RGBA) {
      self.init(
        srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }
#endif
