#if canImport(SwiftUI)
  import MotionRuntime
  import SwiftUI

  // Apple platforms only: the SwiftUI modifier.

  /// Applies an element's values to a view, every frame: offset, scale, rotation, opacity,
  /// foreground and background color, frame size, corner radius and blur (see
  /// ``ElementStyle``). The values come from a ``MotionRuntime/MotionPlayer`` or from a
  /// ``MotionRuntime/MotionStage``, where a play started on the element while another runs
  /// takes over from where the view is, at the speed it moves.
  ///
  /// ```swift
  /// Text("Hello").motion(player, element: "card")
  /// Text("Press").motion(stage, element: "button")   // stage.play(release) hands off
  /// ```
  public struct MotionModifier: ViewModifier {
    /// Where the values come from.
    public let source: MotionSource
    /// The element whose values are applied.
    public let element: String

    /// Applies `element`'s values from `source`.
    public init(source: MotionSource, element: String) {
      self.source = source
      self.element = element
    }

    /// Applies `element`'s values from `player`.
    public init(player: MotionPlayer, element: String) {
      self.init(source: .player(player), element: element)
    }

    /// Applies `element`'s values on `stage`.
    public init(stage: MotionStage, element: String) {
      self.init(source: .stage(stage), element: element)
    }

    /// The view with the values applied, redrawn every display frame.
    public func body(content: Content) -> some View {
      TimelineView(.animation) { _ in
        let style = source.style(of: element)
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

    /// Applies `element`'s values on `stage` to this view every frame (``MotionModifier``):
    /// whatever plays on the element, handed off from play to play.
    public func motion(_ stage: MotionStage, element: String) -> some View {
      modifier(MotionModifier(stage: stage, element: element))
    }
  }

  extension Color {
    /// The sRGB color `color`.
    public init(motion color: RGBA) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }
#endif
