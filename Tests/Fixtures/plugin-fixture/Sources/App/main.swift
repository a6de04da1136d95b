// Reads the specs back through the enums the plugin generated: `Spec` from Spec.motion, and
// `OnboardingCard` and `SettingsCard` from the two card.motion files. scripts/plugin-check
// runs it and compares its output.
import MotionRuntime

let clock = ManualClock()
let player = MotionPlayer(track: Spec.track, clock: clock, reducedMotion: false)
player.play()
clock.advance(by: .milliseconds(300))
let moveY = player.value(of: .moveY, on: Spec.Element.card) ?? .number(.nan)
let opacity = player.value(of: .opacity, on: Spec.Element.card) ?? .number(.nan)
print("Spec.Element.card at 0.3s: moveY \(moveY), opacity \(opacity)")
print("OnboardingCard.Element: \(OnboardingCard.Element.allCases.map(\.rawValue))")
print("SettingsCard.Element: \(SettingsCard.Element.allCases.map(\.rawValue))")
