#if canImport(SwiftUI)
  import MotionRuntime
  import SwiftUI

  // Apple platforms only: the SwiftUI modifier.

  /// Applies an element's values from a ``MotionRuntime/MotionPlayer`` to a view, every frame:
  /// offset, scale, rotation, opacity, foreground and background color, frame size, corner
  /// radius and blur (see ``ElementStyle``).
  ///
  /// ```swift
  /// Text("Hello").motion(player, element: "card")
  /// ```
  public struct MotionModifier: ViewModifier {
    /// The player whose values are applied.
    public let player: MotionPlayer
    /// The element whose values are applied.
    public let element: String

    /// Applies `element`'s values from `player`.
    public init(player: MotionPlayer, element: String) {
      self.player = player
      self.element = element
    }

    /// The view with the values applied, redrawn every display frame.
    public func body(content: Content) -> some View {
      TimelineView(.animation) { _ in
        let style = ElementStyle(frame: player.frame, element: element)
        content
          .frame(width: style.width.map { CGFloat($0) }, height: style.height.map { CGFloat($0) })
          .foregroundStyle(
            style.color.map { AnyShapeStyle(Color(motion: $0)) } ?? AnyShapeStyle(ForegroundStyle())
          )
          .background(style.background.map { Color(motion: $0) } ?? .clear)
          .clipShape(RoundedRectangle(cornerRadius: CGFloat(style.cornerRadius ?? 0)))
          .blur(radius: CGFloat(style.blur ?? 0))
          .scaleEffect(x: CGFloat(style.scaleX), y: CGFloat(style.scaleY))
          .rotationEffect(.degrees(style.rotation))
          .offset(x: CGFloat(style.offsetX), y: CGFloat(style.offsetY))
          .opacity(style.opacity)
      }
    }
  }

  extension View {
    /// Applies `element`'s values from `player` to this view every frame (``MotionModifier``).
    public func motion(_ player: MotionPlayer, element: String) -> some View {
      modifier(MotionModifier(player: player, element: element))
    }
  }

  extension Color {
    /// The sRGB color `color`.
    public init(motion color: RGBA) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }
#endif
