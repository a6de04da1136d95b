#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The space two colors are mixed in. Alpha is premultiplied in every space; results outside
/// the sRGB gamut are kept as they are and clipped only when printed.
public enum ColorSpace: String, CaseIterable, Hashable, Sendable {
  /// Gamma-encoded sRGB components, as browsers mix hex colors (the default).
  case srgb
  /// Linear-light sRGB: physically even blending; midpoints look lighter.
  case linear
  /// Oklab (Björn Ottosson): perceptually even steps in lightness and hue.
  case oklab

  /// The color's three components in this space (alpha is handled by the caller).
  @inlinable
  func components(_ color: RGBA) -> (Double, Double, Double) {
    switch self {
    case .srgb: return (color.red, color.green, color.blue)
    case .linear:
      return (Self.toLinear(color.red), Self.toLinear(color.green), Self.toLinear(color.blue))
    case .oklab:
      return Oklab.fromLinear(
        Self.toLinear(color.red), Self.toLinear(color.green), Self.toLinear(color.blue))
    }
  }

  /// The sRGB color with these components in this space, and `alpha`.
  @inlinable
  func color(_ a: Double, _ b: Double, _ c: Double, alpha: Double) -> RGBA {
    switch self {
    case .srgb: return RGBA(red: a, green: b, blue: c, alpha: alpha)
    case .linear:
      return RGBA(
        red: Self.fromLinear(a), green: Self.fromLinear(b), blue: Self.fromLinear(c), alpha: alpha)
    case .oklab:
      let (red, green, blue) = Oklab.toLinear(a, b, c)
      return RGBA(
        red: Self.fromLinear(red), green: Self.fromLinear(green), blue: Self.fromLinear(blue),
        alpha: alpha)
    }
  }

  /// The sRGB transfer function, decoding: gamma-encoded to linear light.
  @inlinable
  public static func toLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude < 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// The sRGB transfer function, encoding: linear light to gamma-encoded.
  @inlinable
  public static func fromLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded =
      magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }
}

/// Oklab from linear-light sRGB and back, with Ottosson's matrices; the inverses are computed
/// from them (not typed in rounded).
public enum Oklab {
  /// Linear sRGB → LMS.
  public static let m1: [[Double]] = [
    [0.4122214708, 0.5363325363, 0.0514459929],
    [0.2119034982, 0.6806995451, 0.1073969566],
    [0.0883024619, 0.2817188376, 0.6299787005],
  ]
  /// Cube-rooted LMS → Lab.
  public static let m2: [[Double]] = [
    [0.2104542553, 0.7936177850, -0.0040720468],
    [1.9779984951, -2.4285922050, 0.4505937099],
    [0.0259040371, 0.7827717662, -0.8086757660],
  ]
  @usableFromInline static let m1Inverse = invert(m1)
  @usableFromInline static let m2Inverse = invert(m2)

  /// Oklab (L, a, b) of a linear-light sRGB color.
  @inlinable
  public static func fromLinear(_ red: Double, _ green: Double, _ blue: Double) -> (
    Double, Double, Double
  ) {
    let lms = multiply(m1, (red, green, blue))
    return multiply(m2, (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2)))
  }

  /// The linear-light sRGB color of Oklab (L, a, b).
  @inlinable
  public static func toLinear(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
    let root = multiply(m2Inverse, (l, a, b))
    return multiply(
      m1Inverse, (root.0 * root.0 * root.0, root.1 * root.1 * root.1, root.2 * root.2 * root.2))
  }

  @usableFromInline
  static func multiply(_ m: [[Double]], _ v: (Double, Double, Double)) -> (Double, Double, Double) {
    (
      m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
      m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
      m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2
    )
  }

  /// The inverse of a 3×3 matrix by cofactors.
  static func invert(_ m: [[Double]]) -> [[Double]] {
    func cofactor(_ row: Int, _ column: Int) -> Double {
      let r = [0, 1, 2].filter { $0 != row }
      let c = [0, 1, 2].filter { $0 != column }
      let minor = m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
      return (row + column) % 2 == 0 ? minor : -minor
    }
    let determinant = (0..<3).map { m[0][$0] * cofactor(0, $0) }.reduce(0, +)
    return (0..<3).map { row in (0..<3).map { column in cofactor(column, row) / determinant } }
  }
}

extension RGBA {
  /// Mixes two colors in `space` with premultiplied alpha: the components of each color in
  /// that space are multiplied by its alpha, all four are interpolated, and the result is
  /// divided by the interpolated alpha (left as it is when that alpha is 0).
  @inlinable
  public func mixed(with other: RGBA, amount: Double, in space: ColorSpace) -> RGBA {
    if space == .srgb || other == self { return mixed(with: other, amount: amount) }
    let a = space.components(self)
    let b = space.components(other)
    let alpha = self.alpha + (other.alpha - self.alpha) * amount
    func channel(_ x: Double, _ y: Double) -> Double {
      let premultiplied = x * self.alpha + (y * other.alpha - x * self.alpha) * amount
      return alpha == 0 ? premultiplied : premultiplied / alpha
    }
    return space.color(channel(a.0, b.0), channel(a.1, b.1), channel(a.2, b.2), alpha: alpha)
  }
}
