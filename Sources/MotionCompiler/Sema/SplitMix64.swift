/// SplitMix64 (Steele, Lea and Flood, 2014): the generator behind `random` and `pick` (and the
/// benchmark's spec generator). Small, fast and the same on every machine, so a spec's random
/// values never change between runs or platforms, unlike the system's generator.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in 0 ..< 1, with 53 random bits.
  mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// Uniform in 0 ..< `bound` (`bound` > 0), without modulo bias.
  mutating func next(below bound: UInt64) -> UInt64 {
    let limit = UInt64.max - UInt64.max % bound
    while true {
      let value = next()
      if value < limit { return value % bound }
    }
  }
}
