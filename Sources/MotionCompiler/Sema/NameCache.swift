/// The values of names looked up lately, each in a slot chosen by the name: a cache in front
/// of a dictionary keyed by names (the dictionary stays the record of every name).
///
/// A spec names the same few elements and easings in step after step. A dictionary hashes the
/// whole name with SipHash on every lookup and then compares it; a slot here is picked from
/// the two words of the name's `String` and costs one comparison (see ``slot(of:)``). Names
/// that pick the same slot only take turns in it: the cache holds no more than its slots,
/// whatever the spec.
struct NameCache<Value> {
  /// The name in each slot ("" while empty: a slot whose value is `nil` holds nothing).
  private var names: [String]
  private var values: [Value?]

  /// Slots for the names, 1,024: a few hundred names seldom meet in one.
  static var slotCount: Int { 1_024 }

  /// An empty cache.
  init() {
    names = Array(repeating: "", count: Self.slotCount)
    values = Array(repeating: nil, count: Self.slotCount)
  }

  /// The value remembered for `name`, or `nil` when its slot holds another name.
  func value(of name: String) -> Value? {
    let slot = Self.slot(of: name)
    return names[slot] == name ? values[slot] : nil
  }

  /// Remembers `value` for `name`, in place of the name in its slot.
  mutating func remember(_ value: Value, for name: String) {
    let slot = Self.slot(of: name)
    names[slot] = name
    values[slot] = value
  }

  /// The slot of `name`. A name of up to 15 bytes is held inline in its `String`, so equal
  /// short names have equal words: the two words, mixed, pick the slot with no pass over the
  /// bytes. A longer name's words point to its storage, so only the same `String` (a motion's
  /// body walked again) finds its slot; an equal name in another `String` misses and is found
  /// in the dictionary. Either way the name itself is compared before a slot's value is used.
  private static func slot(of name: String) -> Int {
    guard MemoryLayout<String>.size == 16 else { return 0 }
    let words = unsafeBitCast(name, to: (UInt64, UInt64).self)
    let bits = (words.0 ^ (words.1 << 29 | words.1 >> 35)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: bits >> 54)
  }
}
