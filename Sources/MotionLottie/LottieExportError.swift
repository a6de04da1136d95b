import MotionRuntime

/// Why a timeline could not be exported to Lottie.
public enum LottieExportError: Error, Hashable, Sendable {
  /// The composition size is not 1…``LottieOptions/maximumSize`` by 1…that.
  case invalidSize(width: Int, height: Int)
  /// The frame rate is not above 0 and at most ``LottieOptions/maximumFrameRate``.
  case invalidFrameRate(Double)
  /// The file would need more keyframes than the limit allows (a very long or very busy
  /// timeline, a spring that oscillates thousands of times).
  case tooManyKeyframes(limit: Int)

  /// What went wrong, in the voice of the compiler's messages.
  public var message: String {
    switch self {
    case .invalidSize(let width, let height):
      return "the Lottie size must be 1 to \(LottieOptions.maximumSize) points each way, "
        + "not \(width) x \(height)"
    case .invalidFrameRate(let rate):
      return "the Lottie frame rate must be above 0 and at most "
        + "\(LottieOptions.maximumFrameRate), not \(NumberFormatting.fixed(rate))"
    case .tooManyKeyframes(let limit):
      return "the Lottie file would need more than \(limit) keyframes; export a shorter part "
        + "(`--motion NAME`) or a simpler timeline"
    }
  }
}
