import MotionRuntime
import XCTest

/// Every public value type of the runtime is `Sendable`, so an app may compile or load a track
/// on one thread and sample it on others. This test is checked by the compiler: dropping a
/// conformance stops it from building.
final class SendableTests: XCTestCase {
  private func requireSendable<T: Sendable>(_: T.Type) {}

  func testThePublicRuntimeTypesAreSendable() {
    requireSendable(Timeline.self)
    requireSendable(ElementTimeline.self)
    requireSendable(PropertyTrack.self)
    requireSendable(Segment.self)
    requireSendable(Value.self)
    requireSendable(ValueKind.self)
    requireSendable(RGBA.self)
    requireSendable(Property.self)
    requireSendable(ColorSpace.self)
    requireSendable(Easing.self)
    requireSendable(EasingFamily.self)
    requireSendable(EasingMode.self)
    requireSendable(EasingParameterError.self)
    requireSendable(CubicBezier.self)
    requireSendable(Spring.self)
    requireSendable(StepPosition.self)
    requireSendable(LinearEasing.self)
    requireSendable(LinearEasing.Stop.self)
    requireSendable(LinearEasing.Point.self)
    requireSendable(SampleTime.self)
    requireSendable(FrameRate.self)
    requireSendable(FrameGrid.self)
    requireSendable(TrackReader.Error.self)
    requireSendable(MotionTrack.self)
    requireSendable(Marker.self)
    requireSendable(TrackFormat.Version.self)
    requireSendable(FrameStatistics.self)
    requireSendable(RepeatCount.self)
    requireSendable(MarkerEdge.self)
    requireSendable(MotionPlayer.State.self)
  }
}
