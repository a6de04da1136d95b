/// sin(πr) by a polynomial, for the sine family, which the sampler evaluates millions of times:
/// straight-line arithmetic instead of the C library's `cos` and `sin`, whose general argument
/// reduction is most of their cost, so one evaluation can overlap the next.
///
/// It agrees with `sin(Double.pi * r)` to a few units in the last place (below 1e-15;
/// `EasingMathTests` checks a dense grid, and every golden file stays byte-identical).
/// Arguments outside |r| ≤ ½ are the caller's to avoid (the family falls back to the C library
/// outside progress 0…1).
///
/// Measured and not taken: the same for elastic (its sine reduced by whole periods) changed a
/// Lottie golden's last printed digit, where the exporter's tangents magnify 1e-16; a
/// polynomial `exp2` was no faster than the C library's.
@usableFromInline
enum EasingMath {
  /// sin(πr) for |r| ≤ ½: the Taylor series of sin(πr) to r²¹ (the next term is below
  /// 1.3e-18 there), coefficients (−1)ᵏ·π²ᵏ⁺¹ / (2k + 1)! rounded to the nearest double,
  /// summed in pairs (Estrin's scheme) so that the chain of dependent operations is short.
  @inlinable
  static func sinPi(_ r: Double) -> Double {
    let s = r * r
    let s2 = s * s
    let s4 = s2 * s2
    let s8 = s4 * s4
    let c01 = 3.141592653589793 - 5.16771278004997 * s
    let c23 = 2.5501640398773455 - 0.5992645293207921 * s
    let c45 = 0.08214588661112823 - 0.0073704309457143504 * s
    let c67 = 0.00046630280576761255 - 2.1915353447830217e-05 * s
    let c89 = 7.952054001475513e-07 - 2.2948428997269873e-08 * s
    let c03 = c01 + s2 * c23
    let c47 = c45 + s2 * c67
    let c810 = c89 + s2 * 5.392664662608129e-10
    return ((c03 + s4 * c47) + s8 * c810) * r
  }
}
