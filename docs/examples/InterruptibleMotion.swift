import MotionApple
import MotionRuntime
import SwiftUI

/// The app's interruptible motions: one stage on the display's frames, each track prepared
/// once. `Press`, `Release`, `Present` and `Dismiss` are compiled from the `.motion` files of
/// the same names by the build plugin.
@MainActor enum Motions {
  static let stage = MotionStage(clock: DisplayLinkClock())
  static let press = stage.prepare(Press.track)
  static let release = stage.prepare(Release.track)
  static let present = stage.prepare(Present.track)
  static let dismiss = stage.prepare(Dismiss.track)
}

/// Squashes the button while it is pressed; released at any moment, the button springs back
/// from wherever it is, at the speed it was moving (a play on the stage hands off). It is given
/// its stage and tracks, as `makeBody` is not on the main actor in every SDK.
struct SquashStyle: ButtonStyle {
  let stage: MotionStage
  let press: StageTrack
  let release: StageTrack

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .motion(stage, element: Press.Element.button.rawValue)
      .onChange(of: configuration.isPressed) { _, pressed in
        stage.play(pressed ? press : release)
      }
  }
}

/// A sheet over a dimmed backdrop. A tap on the backdrop dismisses it, mid-presentation too:
/// it falls from where it is, carried on at first by the speed it was rising at. Shown again
/// while it falls, it rises from there.
struct SheetScreen: View {
  @State private var isPresented = false

  var body: some View {
    ZStack(alignment: .bottom) {
      Button("Show the sheet") {
        isPresented = true
        Motions.stage.play(Motions.present)
      }
      .buttonStyle(
        SquashStyle(stage: Motions.stage, press: Motions.press, release: Motions.release))
      if isPresented {
        Color.black
          .motion(Motions.stage, element: Present.Element.backdrop.rawValue)
          .onTapGesture {
            Motions.stage.play(Motions.dismiss) { finished in
              // Not finished: shown again before it was gone.
              if finished { isPresented = false }
            }
          }
        RoundedRectangle(cornerRadius: 16)
          .frame(height: 400)
          .motion(Motions.stage, element: Present.Element.sheet.rawValue)
      }
    }
  }
}
