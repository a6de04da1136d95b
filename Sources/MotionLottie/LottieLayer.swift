import MotionRuntime

/// One element as a Lottie shape layer: its transform and its filled, rounded rectangle.
struct LottieLayer {
  let name: String
  let positionX: AnimatedValue
  let positionY: AnimatedValue
  let scale: AnimatedValue
  let rotation: AnimatedValue
  let opacity: AnimatedValue
  let size: AnimatedValue
  let roundness: AnimatedValue
  let fillColor: AnimatedValue
  let fillOpacity: AnimatedValue
  /// The properties the layer shows (every one but `blur`, and `color` when `background`
  /// fills the rectangle).
  let exported: Set<Property>
  let warnings: [LottieWarning]

  /// The layer of `element`, resting at `rest`.
  init(_ element: ElementTimeline, rest: LottieOptions.Point, tracks: inout TrackPieces)
    throws(LottieExportError)
  {
    // A layer writes a dozen properties even when nothing moves: it counts as that many
    // keyframes, so that the limit also bounds a file of many still elements.
    try tracks.fit.take(Self.propertyCount)
    var byProperty: [Property: PropertyTrack] = [:]
    for track in element.tracks { byProperty[track.property] = track }
    func number(_ property: Property, default value: Double) throws(LottieExportError)
      -> AnimatedValue
    {
      guard let track = byProperty[property] else { return .constant([value]) }
      return try tracks.number(track).simplified
    }
    name = element.name
    positionX = try number(.moveX, default: 0).mapped { [$0[0] + rest.x] }
    positionY = try number(.moveY, default: 0).mapped { [$0[0] + rest.y] }
    let scaleX = try number(.scaleX, default: 1).mapped { [$0[0] * 100] }
    let scaleY = try number(.scaleY, default: 1).mapped { [$0[0] * 100] }
    scale = try tracks.fit.merged(scaleX, scaleY).simplified.mapped { $0 + [100] }
    rotation = try number(.rotate, default: 0)
    // Players clamp opacity and colors and rlottie wraps them, so they never leave their
    // ranges in the file, between keyframes neither (see RangeClamp.swift).
    opacity = try tracks.fit.clamped(
      number(.opacity, default: 1).mapped { [$0[0] * 100] }, to: 0...100,
      tolerance: Self.clampTolerance * 100)
    let width = try number(.width, default: LottieFile.defaultSide)
    let height = try number(.height, default: LottieFile.defaultSide)
    size = try tracks.fit.merged(width, height).simplified
    roundness = try number(.cornerRadius, default: 0)

    var exported = Set(element.tracks.map(\.property))
    var warnings: [LottieWarning] = []
    if exported.contains(.blur) {
      exported.remove(.blur)
      warnings.append(.blurNotExported(element: element.name))
    }
    if exported.contains(.background), exported.contains(.color) {
      exported.remove(.color)
      warnings.append(.colorNotExported(element: element.name))
    }
    if let track = byProperty[.background] ?? byProperty[.color] {
      let (rgb, alpha) = try tracks.color(track)
      fillColor = try tracks.fit.clamped(
        rgb.simplified, to: 0...1, tolerance: TrackPieces.colorTolerance)
      fillOpacity = try tracks.fit.clamped(
        alpha.simplified.mapped { [$0[0] * 100] }, to: 0...100,
        tolerance: Self.clampTolerance * 100)
    } else {
      let fill = LottieFile.defaultFill
      fillColor = .constant([fill.red, fill.green, fill.blue])
      fillOpacity = .constant([100])
    }
    self.exported = exported
    self.warnings = warnings
  }

  /// How close a baked part of a clamped opacity follows the true one (0…1): a quarter of an
  /// 8-bit step, as for colors.
  static let clampTolerance = TrackPieces.colorTolerance

  /// The properties every layer writes (transform, rectangle, fill and group transform).
  static let propertyCount = 12

  /// The layer as Bodymovin writes a shape layer, numbered `index`, shown until `outPoint`.
  func json(index: Int, outPoint: Int) -> JSONTree {
    let transform = JSONTree.object([
      ("o", Self.property(opacity, scalar: true)),
      ("r", Self.property(rotation, scalar: true)),
      (
        "p",
        .object([
          ("s", .bool(true)),
          ("x", Self.property(positionX, scalar: true)),
          ("y", Self.property(positionY, scalar: true)),
        ])
      ),
      ("a", Self.fixed([0, 0, 0])),
      ("s", Self.property(scale, scalar: false)),
    ])
    let rectangle = JSONTree.object([
      ("ty", .string("rc")),
      ("d", .integer(1)),
      ("s", Self.property(size, scalar: false)),
      ("p", Self.fixed([0, 0])),
      ("r", Self.property(roundness, scalar: true)),
      ("nm", .string("box")),
    ])
    let fill = JSONTree.object([
      ("ty", .string("fl")),
      ("c", Self.property(fillColor, scalar: false, fourth: 1)),
      ("o", Self.property(fillOpacity, scalar: true)),
      ("r", .integer(1)),
      ("bm", .integer(0)),
      ("nm", .string("fill")),
    ])
    let groupTransform = JSONTree.object([
      ("ty", .string("tr")),
      ("p", Self.fixed([0, 0])),
      ("a", Self.fixed([0, 0])),
      ("s", Self.fixed([100, 100])),
      ("r", Self.fixed(0)),
      ("o", Self.fixed(100)),
      ("sk", Self.fixed(0)),
      ("sa", Self.fixed(0)),
      ("nm", .string("transform")),
    ])
    let group = JSONTree.object([
      ("ty", .string("gr")),
      ("it", .array([rectangle, fill, groupTransform])),
      ("nm", .string(name)),
      ("np", .integer(3)),
      ("bm", .integer(0)),
    ])
    return .object([
      ("ddd", .integer(0)),
      ("ind", .integer(index)),
      ("ty", .integer(4)),
      ("nm", .string(name)),
      ("sr", .integer(1)),
      ("ks", transform),
      ("ao", .integer(0)),
      ("shapes", .array([group])),
      ("ip", .integer(0)),
      ("op", .integer(outPoint)),
      ("st", .integer(0)),
      ("bm", .integer(0)),
    ])
  }

  /// A property that never changes.
  static func fixed(_ value: Double) -> JSONTree {
    .object([("a", .integer(0)), ("k", .number(value))])
  }

  static func fixed(_ values: [Double]) -> JSONTree {
    .object([("a", .integer(0)), ("k", .numbers(values))])
  }

  /// A property: static (`a: 0`, a number when `scalar`, else an array) or keyframed
  /// (`a: 1`). `fourth` is appended to every value (a color's alpha component, which players
  /// ignore in favour of the fill's opacity).
  static func property(_ value: AnimatedValue, scalar: Bool, fourth: Double? = nil) -> JSONTree {
    let extra = fourth.map { [$0] } ?? []
    if value.pieces.isEmpty {
      if scalar, let number = value.final.first { return fixed(number) }
      return fixed(value.final + extra)
    }
    let keys = value.keyframes.map { key -> JSONTree in
      let time = ("t", JSONTree.number(key.time))
      let values = ("s", JSONTree.numbers(key.value + extra))
      switch key.shape {
      case .curve(let curve)?:
        return .object([
          ("i", .object([("x", .numbers([curve.x2])), ("y", .numbers([curve.y2]))])),
          ("o", .object([("x", .numbers([curve.x1])), ("y", .numbers([curve.y1]))])),
          time, values,
        ])
      case .hold?:
        return .object([time, values, ("h", .integer(1))])
      case nil:
        return .object([time, values])
      }
    }
    return .object([("a", .integer(1)), ("k", .array(keys))])
  }
}
