/// A file's top-level names and their bindings (``CheckedFile/scope``), read like a
/// dictionary from names to bindings.
///
/// The names map to positions in one array of bindings, so that a binding found
/// (``position(of:)``) is read where it is, field by field: a dictionary can only copy a
/// binding out (its value, and the notice's box), and destroying that copy cost more than the
/// rest of a lookup. A binding is never removed from the array: a name set to `nil` only
/// forgets its position.
///
/// The names looked up lately are remembered, found or not, each in a slot chosen by the
/// name (``NameCache/slot(of:)``): a step names the same few `let`s and easings as the steps
/// before it, and comparing a name with a slot's costs less than hashing it. A slot holds
/// what was found in the scope as it was then (its ``generation``): a name added or removed
/// since makes it stale.
struct Scope: Sequence, ExpressibleByDictionaryLiteral {
  /// The position in ``bindings`` of each name's binding.
  private var positions: [String: Int32] = [:]
  /// The bindings, in the order their names were first defined.
  private(set) var bindings: [Binding] = []
  /// The names looked up lately (none until the first lookup).
  private var recent: [RecentName] = []
  /// Changes each time a name is added or removed: slots of other generations are stale.
  private var generation: UInt32 = 1

  /// A name looked up, and its position (-1: not in the scope) in the scope's generation then.
  private struct RecentName {
    var name: String
    var position: Int32
    var generation: UInt32
  }

  init(dictionaryLiteral elements: (String, Binding)...) {
    for (name, binding) in elements { self[name] = binding }
  }

  /// Whether it has no names.
  var isEmpty: Bool { positions.isEmpty }

  /// The names.
  var keys: Dictionary<String, Int32>.Keys { positions.keys }

  /// Where the binding of `name` is in ``bindings``.
  @inline(__always)
  mutating func position(of name: String) -> Int? {
    // A file with no `let`s (and none imported) needs neither the slots nor the dictionary.
    if positions.isEmpty { return nil }
    let slot = NameCache<Int32>.slot(of: name)
    if slot < recent.count, recent[slot].generation == generation, recent[slot].name == name {
      let position = recent[slot].position
      return position < 0 ? nil : Int(position)
    }
    return lookUp(name, slot: slot)
  }

  /// ``position(of:)`` for a name not in its slot: found in the dictionary, and remembered.
  private mutating func lookUp(_ name: String, slot: Int) -> Int? {
    let found = positions[name]
    if recent.isEmpty {
      recent = Array(
        repeating: RecentName(name: "", position: -1, generation: 0),
        count: NameCache<Int32>.slotCount)
    }
    if slot < recent.count {
      recent[slot] = RecentName(name: name, position: found ?? -1, generation: generation)
    }
    return found.map(Int.init)
  }

  /// Makes every remembered lookup stale (a name was added or removed).
  private mutating func changeGeneration() {
    generation &+= 1
    if generation == 0 {
      // After 2^32 changes: slots of generation 0 would match again.
      generation = 1
      recent = []
    }
  }

  subscript(name: String) -> Binding? {
    get { positions[name].map { bindings[Int($0)] } }
    set {
      guard let newValue else {
        if positions.removeValue(forKey: name) != nil { changeGeneration() }
        return
      }
      _ = updateValue(newValue, forKey: name)
    }
  }

  /// Binds `name` to `binding`, returning the binding it replaces (with one lookup of a new
  /// name, as a dictionary's).
  @discardableResult
  mutating func updateValue(_ binding: Binding, forKey name: String) -> Binding? {
    guard let old = positions.updateValue(Int32(truncatingIfNeeded: bindings.count), forKey: name)
    else {
      bindings.append(binding)
      changeGeneration()
      return nil
    }
    positions[name] = old
    let replaced = bindings[Int(old)]
    bindings[Int(old)] = binding
    return replaced
  }

  /// Room for `count` names.
  mutating func reserveCapacity(_ count: Int) {
    positions.reserveCapacity(count)
    bindings.reserveCapacity(count)
  }

  func makeIterator() -> Iterator {
    Iterator(names: positions.makeIterator(), bindings: bindings)
  }

  /// The names and their bindings, in no particular order (a dictionary's).
  struct Iterator: IteratorProtocol {
    fileprivate var names: Dictionary<String, Int32>.Iterator
    fileprivate let bindings: [Binding]

    mutating func next() -> (key: String, value: Binding)? {
      guard let (name, position) = names.next() else { return nil }
      return (key: name, value: bindings[Int(position)])
    }
  }
}
