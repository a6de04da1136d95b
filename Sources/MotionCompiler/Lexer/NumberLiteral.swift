import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A decoded number token: an exact decimal (significand × 10^exponent) and its unit.
///
/// Keeping the decimal exact lets durations become whole ticks with no rounding: `0.34s` is
/// exactly 340,000,000 ns.
///
/// Only the number as written is stored (up to 15 characters packed in one word, 4 bits each:
/// the characters of a number are `0`–`9`, `.`, `e`, `E`, `+` and `-`; longer ones in an
/// array) with its unit: 16 bytes, so that a number sits inside an ``Expression`` rather than
/// in a heap box of its own. The decimal is decoded from the text when asked for.
public struct NumberLiteral: Hashable, Sendable {
  private var spelling: Spelling
  /// The unit written after the number.
  public var unit: NumberUnit
  /// What setting ``exponent`` added to the written exponent (0 as written).
  private var exponentShift: Int16 = 0

  private enum Spelling: Hashable, Sendable {
    /// The characters' codes (see ``NumberLiteral/code(_:)``), the first in the lowest 4
    /// bits, and the count in the highest 4.
    case packed(UInt64)
    /// A number of more than 15 characters.
    case long([UInt8])
  }

  /// The decimal digits as an integer (at most 19 significant digits are kept).
  public var significand: UInt64 { decimal.significand }
  /// The power of ten to scale `significand` by. Setting it scales the number (`0.5` with
  /// its exponent lowered by 2 is `0.005`), within ±32,767 of the written exponent.
  public var exponent: Int {
    get { decimal.exponent }
    set { exponentShift = Int16(clamping: newValue - (decimal.exponent - Int(exponentShift))) }
  }
  /// False when digits beyond the 19th were dropped, so the decimal is not exact.
  public var isExact: Bool { decimal.isExact }
  /// The number as written, without the unit.
  public var text: String { withText { String(decoding: $0, as: UTF8.self) } }

  /// Decodes the number token in `bytes[start..<end]` (as the lexer accepted it).
  @inline(__always)
  public init(bytes: borrowing [UInt8], start: Int, end: Int) {
    // Read through a buffer pointer, which has no bounds check of its own: the range is
    // clamped to the bytes first, and every read below is at an index under `end`.
    let end = min(max(end, 0), bytes.count)
    let start = min(max(start, 0), end)
    (unit, spelling) = bytes.withUnsafeBufferPointer { Self.read($0, start, end) }
  }

  /// The unit and spelling of the number token `bytes[start..<end]` (`end` at most
  /// `bytes.count`). Only where the unit starts is needed here: the decimal is decoded when
  /// asked for. The common number, digits and points with no exponent, is packed in the one
  /// pass that finds its end; one with an exponent is read again by ``numberEnd(_:_:_:)`` and
  /// ``spelling(_:_:_:)``.
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> (NumberUnit, Spelling)
  {
    var packed: UInt64 = 0
    var shift: UInt64 = 0
    var position = start
    while position < end {
      let byte = bytes[position]
      let code: UInt64
      if isDigit(byte) {
        code = UInt64(byte &- UInt8(ascii: "0"))
      } else if byte == UInt8(ascii: ".") {
        code = 10
      } else {
        break
      }
      // Past 15 characters the bits are wrong, and unused: the spelling is `long` then.
      packed |= code &<< shift
      shift &+= 4
      position &+= 1
    }
    if position < end, bytes[position] | 0x20 == UInt8(ascii: "e") {
      let numberEnd = numberEnd(bytes, start, end)
      return (lexedUnit(bytes, numberEnd, end), spelling(bytes, start, numberEnd))
    }
    let count = position &- start
    let spelling =
      count <= 15
      ? Spelling.packed(packed | UInt64(count) &<< 60) : .long(Array(bytes[start..<position]))
    return (lexedUnit(bytes, position, end), spelling)
  }

  /// Where the number at the start of `bytes[start..<end]` ends (its unit starts), as
  /// ``decode(count:code:)`` reads it: digits and points, then an exponent only when a digit follows
  /// the `e` (or its sign).
  private static func numberEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Int
  {
    var position = start
    while position < end, isDigit(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
      position += 1
    }
    guard position + 1 < end,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    else { return position }
    var next = position + 1
    if bytes[next] == UInt8(ascii: "-") || bytes[next] == UInt8(ascii: "+") { next += 1 }
    guard next < end, isDigit(bytes[next]) else { return position }
    while next < end, isDigit(bytes[next]) { next += 1 }
    return next
  }

  private static let characters: [UInt8] = Array("0123456789.eE+-".utf8)

  /// The 4-bit code of a number's character, or `nil` for any other byte.
  private static func code(_ byte: UInt8) -> UInt64? {
    if isDigit(byte) { return UInt64(byte - UInt8(ascii: "0")) }
    switch byte {
    case UInt8(ascii: "."): return 10
    case UInt8(ascii: "e"): return 11
    case UInt8(ascii: "E"): return 12
    case UInt8(ascii: "+"): return 13
    case UInt8(ascii: "-"): return 14
    default: return nil
    }
  }

  /// The spelling of the number `bytes[start..<end]` (`end` at most `bytes.count`).
  private static func spelling(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Spelling
  {
    guard end - start <= 15 else { return .long(Array(bytes[start..<end])) }
    var packed = UInt64(end - start) << 60
    var shift: UInt64 = 0
    for index in start..<end {
      guard let code = code(bytes[index]) else { return .long(Array(bytes[start..<end])) }
      packed |= code << shift
      shift += 4
    }
    return .packed(packed)
  }

  /// Calls `body` with the bytes of the number as written.
  private func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    switch spelling {
    case .long(let bytes):
      return bytes.withUnsafeBufferPointer(body)
    case .packed(let packed):
      let count = Int(packed >> 60)
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { buffer in
        for index in 0..<count {
          buffer[index] = Self.characters[Int((packed >> (4 * UInt64(index))) & 0xF)]
        }
        return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
      }
    }
  }

  /// Inlined into its callers (the checker asks every number for its value or its ticks).
  @inline(__always)
  private var decimal: (significand: UInt64, exponent: Int, isExact: Bool) {
    // Decoded straight from the codes: spelling the text out first cost more than the decoding.
    let decoded: (significand: UInt64, exponent: Int, isExact: Bool)
    switch spelling {
    case .packed(let packed):
      decoded = Self.decode(packed: packed)
    case .long(let bytes):
      decoded = Self.decode(count: bytes.count) { Int(Self.code(bytes[$0]) ?? 15) }
    }
    return (decoded.significand, decoded.exponent + Int(exponentShift), decoded.isExact)
  }

  /// The decimal of a packed spelling: as ``decode(count:code:)`` reads it, in one pass over
  /// the codes (the common short numbers). Its at most 15 digits are always kept, so it is exact.
  /// Inlined into ``decimal``, its one caller: the call cost about a third of the decoding.
  @inline(__always)
  private static func decode(packed: UInt64) -> (
    significand: UInt64, exponent: Int, isExact: Bool
  ) {
    var significand: UInt64 = 0
    var exponent = 0
    var seenPoint = false
    var rest = packed & ~(0xF << 60)
    var remaining = Int(packed >> 60)
    while remaining > 0 {
      let character = rest & 0xF
      if character < 10 {
        significand = significand * 10 + character
        if seenPoint { exponent -= 1 }
      } else if character == 10 {
        seenPoint = true
      } else {
        // An exponent (or a sign, which ends the number): the general reading of the rest.
        let tail = decode(count: remaining) { Int((rest >> (4 * UInt64($0))) & 0xF) }
        return (significand, exponent + tail.exponent, true)
      }
      rest >>= 4
      remaining -= 1
    }
    return (significand, exponent, true)
  }

  /// The decimal a number token starts with, from its characters' codes (see ``code(_:)``; 15
  /// for any other byte): `count` of them, the one at each index given by `code`.
  private static func decode(count end: Int, code: (Int) -> Int) -> (
    significand: UInt64, exponent: Int, isExact: Bool
  ) {
    let point = 10
    let plus = 13
    let minus = 14
    func isExponentMark(_ code: Int) -> Bool { code == 11 || code == 12 }
    var significand: UInt64 = 0
    var exponent = 0
    var exact = true
    var digits = 0
    var position = 0
    var seenPoint = false
    while position < end {
      let character = code(position)
      if character < 10 {
        if digits < 19 {
          significand = significand * 10 + UInt64(character)
          if significand > 0 { digits += 1 }
          if seenPoint { exponent -= 1 }
        } else {
          if character != 0 { exact = false }
          if !seenPoint { exponent += 1 }
        }
        position += 1
      } else if character == point {
        seenPoint = true
        position += 1
      } else if isExponentMark(character), position + 1 < end,
        code(position + 1) < 10
          || ((code(position + 1) == minus || code(position + 1) == plus)
            && position + 2 < end && code(position + 2) < 10)
      {
        position += 1
        var negative = false
        if code(position) == minus || code(position) == plus {
          negative = code(position) == minus
          position += 1
        }
        var value = 0
        while position < end, code(position) < 10 {
          value = min(value * 10 + code(position), 100_000)
          position += 1
        }
        exponent += negative ? -value : value
        break
      } else {
        break
      }
    }
    return (significand, exponent, exact)
  }

  /// The unit of a number token, spelled by `bytes[start..<end]` (`end` at most
  /// `bytes.count`): one the lexer accepted (``unit(_:_:_:)`` is not `nil`), so its length and
  /// a byte or two tell it from the others, without comparing every byte again.
  @inline(__always)
  private static func lexedUnit(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> NumberUnit
  {
    // Every index read is from `start` and under `end`.
    switch end &- start {
    case ...0: return .none
    case 1: return bytes[start] == UInt8(ascii: "s") ? .seconds : .percent
    case 2:
      if bytes[start] == UInt8(ascii: "m") { return .milliseconds }
      return bytes[start &+ 1] == UInt8(ascii: "t") ? .points : .pixels
    case 3: return bytes[start] == UInt8(ascii: "d") ? .degrees : .radians
    default: return .turns
    }
  }

  /// The unit spelled by `bytes[start..<end]` (`end` at most `bytes.count`), or `nil` when it
  /// is not a unit.
  static func unit(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> NumberUnit? {
    func byte(_ offset: Int) -> UInt8 { bytes[start + offset] }
    switch end - start {
    case 0: return NumberUnit.none
    case 1:
      if byte(0) == UInt8(ascii: "s") { return .seconds }
      if byte(0) == UInt8(ascii: "%") { return .percent }
    case 2:
      let pair = (byte(0), byte(1))
      if pair == (UInt8(ascii: "m"), UInt8(ascii: "s")) { return .milliseconds }
      if pair == (UInt8(ascii: "p"), UInt8(ascii: "t")) { return .points }
      if pair == (UInt8(ascii: "p"), UInt8(ascii: "x")) { return .pixels }
    case 3:
      let triple = (byte(0), byte(1), byte(2))
      if triple == (UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "g")) { return .degrees }
      if triple == (UInt8(ascii: "r"), UInt8(ascii: "a"), UInt8(ascii: "d")) { return .radians }
    case 4:
      if byte(0) == UInt8(ascii: "t"), byte(1) == UInt8(ascii: "u"), byte(2) == UInt8(ascii: "r"),
        byte(3) == UInt8(ascii: "n")
      {
        return .turns
      }
    default: break
    }
    return nil
  }

  /// The number as a `Double`, correctly rounded (may be infinite for huge exponents).
  public var doubleValue: Double {
    let (significand, exponent, isExact) = decimal
    if significand == 0 { return 0 }
    // Exact fast path: both factors are exact doubles, so one operation rounds correctly.
    if isExact, significand < (1 << 53), abs(exponent) <= 22 {
      let scale = Self.powerOfTen(abs(exponent))
      return exponent < 0 ? Double(significand) / scale : Double(significand) * scale
    }
    return Double("\(significand)e\(exponent)") ?? .infinity
  }

  /// 10^`power` (0 through 22, every power of ten a `Double` holds exactly). Constants picked
  /// by a switch: a table in a `static let` was initialized once, but each read of it asked
  /// whether it was.
  private static func powerOfTen(_ power: Int) -> Double {
    switch power {
    case 0: return 1e0
    case 1: return 1e1
    case 2: return 1e2
    case 3: return 1e3
    case 4: return 1e4
    case 5: return 1e5
    case 6: return 1e6
    case 7: return 1e7
    case 8: return 1e8
    case 9: return 1e9
    case 10: return 1e10
    case 11: return 1e11
    case 12: return 1e12
    case 13: return 1e13
    case 14: return 1e14
    case 15: return 1e15
    case 16: return 1e16
    case 17: return 1e17
    case 18: return 1e18
    case 19: return 1e19
    case 20: return 1e20
    case 21: return 1e21
    default: return 1e22
    }
  }

  /// 10^`power` (0 through 19, every power of ten a `UInt64` holds), as ``powerOfTen(_:)``.
  private static func wholePowerOfTen(_ power: Int) -> UInt64 {
    switch power {
    case 0: return 1
    case 1: return 10
    case 2: return 100
    case 3: return 1_000
    case 4: return 10_000
    case 5: return 100_000
    case 6: return 1_000_000
    case 7: return 10_000_000
    case 8: return 100_000_000
    case 9: return 1_000_000_000
    case 10: return 10_000_000_000
    case 11: return 100_000_000_000
    case 12: return 1_000_000_000_000
    case 13: return 10_000_000_000_000
    case 14: return 100_000_000_000_000
    case 15: return 1_000_000_000_000_000
    case 16: return 10_000_000_000_000_000
    case 17: return 100_000_000_000_000_000
    case 18: return 1_000_000_000_000_000_000
    default: return 10_000_000_000_000_000_000
    }
  }

  /// The number × 10^`shift` as a plain decimal (`0.5` shifted by 3 is `500`); no sign.
  public func decimalText(shiftedBy shift: Int) -> String {
    let (significand, exponent, _) = decimal
    if significand == 0 { return "0" }
    let digits = String(significand)
    let power = exponent + shift
    if power >= 0 { return digits + String(repeating: "0", count: power) }
    let fractionLength = -power
    var text: String
    if digits.count > fractionLength {
      text = String(digits.dropLast(fractionLength)) + "." + String(digits.suffix(fractionLength))
    } else {
      text = "0." + String(repeating: "0", count: fractionLength - digits.count) + digits
    }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// The number × 10^`scale` as a whole number, rounded half away from zero; `nil` if it does
  /// not fit in 63 bits. `scale` 9 turns seconds into ticks.
  public func scaledInteger(scale: Int) -> Int64? {
    let (significand, exponent, _) = decimal
    if significand == 0 { return 0 }
    let power = exponent + scale
    // Scaled by one multiplication or division (a power from the table), not digit by digit.
    if power >= 0 {
      // 10^20 is past UInt64, so any larger power overflows.
      guard power <= 19 else { return nil }
      let (value, overflow) = significand.multipliedReportingOverflow(
        by: Self.wholePowerOfTen(power))
      return !overflow && value <= UInt64(Int64.max) ? Int64(value) : nil
    }
    if -power > 19 { return 0 }
    let divisor = Self.wholePowerOfTen(-power)
    let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: divisor)
    let rounded = remainder >= divisor - remainder ? quotient + 1 : quotient
    return rounded <= UInt64(Int64.max) ? Int64(rounded) : nil
  }
}

extension NumberLiteral {
  /// The literal as a time in whole ticks (nanoseconds), exactly from its decimal digits
  /// (`0.34s` is 340,000,000, with no binary rounding), rounded half away from zero below a
  /// nanosecond. `s`, and no unit, count seconds; `ms` milliseconds. `nil` for any other unit,
  /// or when it does not fit in 63 bits. The one conversion of written times: the checker's
  /// durations and the command line's `--from`, `--to` and `--at` both use it.
  public var ticks: Tick? {
    switch unit {
    case .none, .seconds: return scaledInteger(scale: 9)
    case .milliseconds: return scaledInteger(scale: 6)
    case .degrees, .radians, .turns, .points, .pixels, .percent: return nil
    }
  }
}

extension NumberLiteral {
  /// Reads a whole string as one number with an optional unit (`0.5`, `500ms`, `29.97`), as
  /// the lexer would; `nil` when the string is anything else. For command-line values.
  public init?(parsing text: String) {
    let file = SourceFile(path: "", text: text)
    let (tokens, diagnostics) = Lexer.tokenize(file)
    guard diagnostics.isEmpty, tokens.count == 3, tokens[0].kind == .number,
      tokens[0].start == 0, Int(tokens[0].end) == file.bytes.count
    else { return nil }
    self.init(bytes: file.bytes, start: 0, end: file.bytes.count)
  }
}
