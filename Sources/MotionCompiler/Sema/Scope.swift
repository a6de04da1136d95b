/// A file's top-level names and their bindings (``CheckedFile/scope``), read like a
/// dictionary from names to bindings.
///
/// The names map to positions in one array of bindings, so that a binding found
/// (``position(of:)``) is read where it is, field by field: a dictionary can only copy a
/// binding out (its value, and the notice's box), and destroying that copy cost more than the
/// rest of a lookup. A binding is never removed from the array: a name set to `nil` only
/// forgets its position.
///
/// The names looked up lately are remembered, found or not, in a ``NameCache``: a step names
/// the same few `let`s and easings as the steps before it, and comparing a name with a slot's
/// costs less than hashing it. What is remembered was found in the scope as it was then (its
/// ``generation``): a name added or removed since makes it stale.
struct Scope: Sequence, ExpressibleByDictionaryLiteral {
  /// The position in ``bindings`` of each name's binding.
  private var positions: [String: Int32] = [:]
  /// The bindings, in the order their names were first defined.
  private(set) var bindings: [Binding] = []
  /// Where the names looked up lately were found (none until the first lookup).
  private var recent: NameCache<Found>?
  /// Changes each time a name is added or removed: what was found in another is stale.
  private var generation: UInt32 = 1

  /// Where a name looked up was found (-1: not in the scope), in the scope's generation then.
  private struct Found {
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
    if let found = recent?.value(of: name), found.generation == generation {
      return found.position < 0 ? nil : Int(found.position)
    }
    return lookUp(name)
  }

  /// ``position(of:)`` for a name not remembered: found in the dictionary, and remembered.
  private mutating func lookUp(_ name: String) -> Int? {
    let found = positions[name]
    if recent == nil { recent = NameCache() }
    recent?.remember(Found(position: found ?? -1, generation: generation), for: name)
    return found.map(Int.init)
  }

  /// Makes every remembered lookup stale (a name was added or removed).
  private mutating func changeGeneration() {
    generation &+= 1
    if generation == 0 {
      // After 2^32 changes: slots of generation 0 would match again.
      generation = 1
      recent = nil
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
