#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A property value: a number (in the property's unit) or a color.
public enum Value: Hashable, Sendable {
  /// A number, in the property's unit.
  case number(Double)
  /// A color.
  case color(RGBA)

  /// The number, or `nil` for a color.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
}

/// An sRGB color with straight (not premultiplied) alpha; components are 0…1.
public struct RGBA: Hashable, Sendable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Alpha (opacity), 0…1, not premultiplied.
  public var alpha: Double

  /// The color (`red`, `green`, `blue`) with `alpha` (opaque by default).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Mixes two colors the way browsers mix hex colors: gamma-encoded sRGB with premultiplied
  /// alpha. `amount` 0 gives `self`, 1 gives `other`; values outside 0…1 extrapolate.
  @inlinable
  public func mixed(with other: RGBA, amount: Double) -> RGBA {
    // A color mixed with itself is itself, exactly (dividing by alpha could move the last bit).
    if other == self { return self }
    let alpha = self.alpha + (other.alpha - self.alpha) * amount
    func channel(_ a: Double, _ b: Double) -> Double {
      let premultiplied = a * self.alpha + (b * other.alpha - a * self.alpha) * amount
      return alpha == 0 ? premultiplied : premultiplied / alpha
    }
    return RGBA(
      red: channel(red, other.red), green: channel(green, other.green),
      blue: channel(blue, other.blue), alpha: alpha)
  }

  /// `#RRGGBBAA`, each component clamped to 0…1 and rounded to 8 bits.
  public var hexString: String {
    func byte(_ component: Double) -> UInt8 {
      let clamped = component.isNaN ? 0 : min(max(component, 0), 1)
      return UInt8((clamped * 255).rounded())
    }
    let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    for component in [red, green, blue, alpha] {
      let value = byte(component)
      bytes.append(digits[Int(value >> 4)])
      bytes.append(digits[Int(value & 0xF)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
