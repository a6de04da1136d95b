import Foundation
import MotionRuntime

/// What an applier sets on a view for one element: its offset, scale, rotation, opacity,
/// colors, size, corner radius and blur at one time, from a player's frame or a stage.
/// Platform-neutral (the SwiftUI modifier and the UIKit / AppKit appliers read it), so what
/// they apply is tested everywhere.
///
/// Properties the element does not animate keep their neutral values (no offset, scale 1, no
/// rotation, opacity 1) or `nil` (colors, size, corner radius and blur: the view's own).
public struct ElementStyle: Hashable, Sendable {
  /// Offset to the right, in points.
  public var offsetX = 0.0
  /// Offset down, in points.
  public var offsetY = 0.0
  /// Horizontal scale (1 = unchanged).
  public var scaleX = 1.0
  /// Vertical scale (1 = unchanged).
  public var scaleY = 1.0
  /// Rotation clockwise, in degrees.
  public var rotation = 0.0
  /// Opacity, 0 (invisible) to 1.
  public var opacity = 1.0
  /// The foreground (text, tint) color.
  public var color: RGBA?
  /// The background color.
  public var background: RGBA?
  /// The width, in points.
  public var width: Double?
  /// The height, in points.
  public var height: Double?
  /// The corner radius, in points.
  public var cornerRadius: Double?
  /// The blur radius, in points.
  public var blur: Double?

  /// The neutral style: nothing moved, scaled, rotated or faded; no colors or size.
  public init() {}

  /// The style of `element` in a player's `frame` (the neutral style for an unknown element).
  public init(frame: PlayerFrame, element: String) {
    self.init { frame.value(of: $0, on: element) }
  }

  /// The style of `element` on `stage` now: each property where its play has it, or where it
  /// came to rest (the neutral style for an element no prepared track has). Looks the name up
  /// once, not once per property.
  public init(stage: MotionStage, element: String) {
    guard let index = stage.elementIndex(named: element) else {
      self.init()
      return
    }
    self.init { stage.value(of: $0, onElementAt: index) }
  }

  /// The style of `element` in `timeline` at `time`.
  public init(timeline: Timeline, element: String, at time: SampleTime) {
    let tracks = timeline.elements.first { $0.name == element }?.tracks ?? []
    self.init { property in
      tracks.first { $0.property == property }?.value(at: time) ?? property.defaultValue
    }
  }

  /// The style with each property's value from `value` (`nil`: not set).
  init(_ value: (Property) -> Value?) {
    func number(_ property: Property) -> Double? { value(property)?.number }
    func color(_ property: Property) -> RGBA? {
      if case .color(let color) = value(property) { return color }
      return nil
    }
    offsetX = number(.moveX) ?? 0
    offsetY = number(.moveY) ?? 0
    scaleX = number(.scaleX) ?? 1
    scaleY = number(.scaleY) ?? 1
    rotation = number(.rotate) ?? 0
    opacity = number(.opacity) ?? 1
    self.color = color(.color)
    background = color(.background)
    width = number(.width)
    height = number(.height)
    cornerRadius = number(.cornerRadius)
    blur = number(.blur)
  }

  /// The rotation in radians, clockwise on screen (y points down).
  public var rotationRadians: Double { rotation * .pi / 180 }

  /// The offset, rotation and scale as one affine transform about the view's center (what
  /// `UIView.transform` and `CGAffineTransform` take): scale first, then rotate, then move.
  public var transform: AffineTransform {
    let cosine = cos(rotationRadians)
    let sine = sin(rotationRadians)
    return AffineTransform(
      a: cosine * scaleX, b: sine * scaleX, c: -sine * scaleY, d: cosine * scaleY, tx: offsetX,
      ty: offsetY)
  }
}

/// A 2-D affine transform in `CGAffineTransform`'s layout: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Hashable, Sendable {
  /// The matrix entries.
  public var a, b, c, d, tx, ty: Double

  /// The transform with these entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Where the transform takes (x, y).
  public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }
}
