#if canImport(UIKit) && !os(watchOS)
  import MotionRuntime
  import UIKit

  // Apple platforms only: the UIKit view applier.

  /// Applies an element's values from a player to a `UIView`: its transform (offset, scale and
  /// rotation about the center), alpha, tint color (a label's text color), background color,
  /// bounds size and corner radius. (UIKit has no layer blur; the SwiftUI modifier applies it.)
  ///
  /// ```swift
  /// let applier = MotionViewApplier(player: player, element: "card", view: cardView)
  /// applier.attach()   // applies after every frame (sets player.onFrame)
  /// ```
  @MainActor
  public final class MotionViewApplier {
    /// The player whose values are applied.
    public let player: MotionPlayer
    /// The element whose values are applied.
    public let element: String
    /// The view they are applied to.
    public weak var view: UIView?

    /// An applier of `element`'s values from `player` to `view`.
    public init(player: MotionPlayer, element: String, view: UIView) {
      self.player = player
      self.element = element
      self.view = view
    }

    /// Applies after every frame of the player: sets its `onFrame`.
    public func attach() {
      player.onFrame = { [weak self] _ in self?.apply() }
      apply()
    }

    /// Applies the values now.
    public func apply() {
      guard let view else { return }
      Self.apply(ElementStyle(frame: player.frame, element: element), to: view)
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

  /// Applies an element's values from a player to an `NSView` (layer-backed): its layer's
  /// transform (offset, scale and rotation about the layer's anchor point; down is down on a
  /// flipped view, up otherwise), alpha, background color, frame size, corner radius, and a
  /// text field's color.
  ///
  /// ```swift
  /// let applier = MotionViewApplier(player: player, element: "card", view: cardView)
  /// applier.attach()   // applies after every frame (sets player.onFrame)
  /// ```
  @MainActor
  public final class MotionViewApplier {
    /// The player whose values are applied.
    public let player: MotionPlayer
    /// The element whose values are applied.
    public let element: String
    /// The view they are applied to.
    public weak var view: NSView?

    /// An applier of `element`'s values from `player` to `view` (made layer-backed).
    public init(player: MotionPlayer, element: String, view: NSView) {
      self.player = player
      self.element = element
      self.view = view
      view.wantsLayer = true
    }

    /// Applies after every frame of the player: sets its `onFrame`.
    public func attach() {
      player.onFrame = { [weak self] _ in self?.apply() }
      apply()
    }

    /// Applies the values now.
    public func apply() {
      guard let view else { return }
      Self.apply(ElementStyle(frame: player.frame, element: element), to: view)
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
