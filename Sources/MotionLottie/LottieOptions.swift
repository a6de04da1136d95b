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
  /// The highest frame rate.
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
  /// Frames per second (1…``maximumFrameRate``).
  public var framesPerSecond: Int
  /// Where an element rests before `moveX`/`moveY` move it, by element name; an element not
  /// listed rests at the composition's centre.
  public var restPositions: [String: Point]
  /// The most keyframes the export may make before it gives up with
  /// ``LottieExportError/tooManyKeyframes(limit:)``.
  public var maximumKeyframes: Int

  /// Options for a composition called `name`, `width` × `height` points at
  /// `framesPerSecond`.
  public init(
    name: String, width: Int = defaultSize, height: Int = defaultSize,
    framesPerSecond: Int = defaultFrameRate, restPositions: [String: Point] = [:],
    maximumKeyframes: Int = defaultMaximumKeyframes
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.framesPerSecond = framesPerSecond
    self.restPositions = restPositions
    self.maximumKeyframes = maximumKeyframes
  }

  /// Where `element` rests.
  func restPosition(of element: String) -> Point {
    restPositions[element] ?? Point(x: Double(width) / 2, y: Double(height) / 2)
  }
}
