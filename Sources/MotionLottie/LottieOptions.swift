import MotionRuntime

/// How a timeline is laid out as a Lottie composition.
public struct LottieOptions: Hashable, Sendable {
  /// A point in the composition, in points from its top left corner (y grows downwards).
  public struct Point: Hashable, Sendable {
    /// Points from the left edge.
    public var x: Double
    /// Points from the top edge.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// The largest width or height, in points.
  public static let maximumSize = 16_384
  /// The highest frame rate, in frames per second.
  public static let maximumFrameRate = 240
  /// The size when none is given.
  public static let defaultSize = 400
  /// The frame rate when none is given.
  public static let defaultFrameRate = 60
  /// The most pieces of motion one export may make (each Lottie keyframe starts one; curves
  /// that are fitted or cut count every piece tried on the way).
  public static let defaultMaximumKeyframes = 100_000

  /// The composition's name (`nm`): usually the spec's file name without `.motion`.
  public var name: String
  /// The composition's width in points (1…``maximumSize``).
  public var width: Int
  /// The composition's height in points (1…``maximumSize``).
  public var height: Int
  /// Frames per second, exactly (at most ``maximumFrameRate``): a whole number, or a fraction
  /// such as NTSC's 30000/1001. The file's `fr` is its decimal value, and keyframe times are
  /// in its frames (not whole numbers where the rate is not). `nil` when the options were made
  /// with a whole number of frames per second that is not above 0: the export refuses it.
  public var frameRate: FrameRate?
  /// Where an element rests before `moveX`/`moveY` move it, by element name; an element not
  /// listed rests at the composition's centre.
  public var restPositions: [String: Point]
  /// The most keyframes the export may make before it gives up with
  /// ``LottieExportError/tooManyKeyframes(limit:)``.
  public var maximumKeyframes: Int

  /// Options for a composition called `name`, `width` × `height` points at `frameRate`
  /// frames per second.
  public init(
    name: String, width: Int = defaultSize, height: Int = defaultSize,
    frameRate: FrameRate? = FrameRate(numerator: UInt64(defaultFrameRate), denominator: 1),
    restPositions: [String: Point] = [:], maximumKeyframes: Int = defaultMaximumKeyframes
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.frameRate = frameRate
    self.restPositions = restPositions
    self.maximumKeyframes = maximumKeyframes
  }

  /// Options at a whole number of frames per second.
  public init(
    name: String, width: Int = defaultSize, height: Int = defaultSize, framesPerSecond: Int,
    restPositions: [String: Point] = [:], maximumKeyframes: Int = defaultMaximumKeyframes
  ) {
    self.init(
      name: name, width: width, height: height,
      frameRate: FrameRate(numerator: UInt64(max(framesPerSecond, 0)), denominator: 1),
      restPositions: restPositions, maximumKeyframes: maximumKeyframes)
  }

  /// Where `element` rests.
  func restPosition(of element: String) -> Point {
    restPositions[element] ?? Point(x: Double(width) / 2, y: Double(height) / 2)
  }
}
