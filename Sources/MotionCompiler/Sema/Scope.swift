/// A file's top-level names and their bindings (``CheckedFile/scope``), read like a
/// dictionary from names to bindings.
///
/// The names map to positions in one array of bindings, so that a binding found
/// (``position(of:)``) is read where it is, field by field: a dictionary can only copy a
/// binding out (its value, and the notice's box), and destroying that copy cost more than the
/// rest of a lookup. A binding is never removed from the array: a name set to `nil` only
/// forgets its position.
struct Scope: Sequence, ExpressibleByDictionaryLiteral {
  /// The position in ``bindings`` of each name's binding.
  private var positions: [String: Int32] = [:]
  /// The bindings, in the order their names were first defined.
  private(set) var bindings: [Binding] = []

  init(dictionaryLiteral elements: (String, Binding)...) {
    for (name, binding) in elements { self[name] = binding }
  }

  /// The names.
  var keys: Dictionary<String, Int32>.Keys { positions.keys }

  /// Where the binding of `name` is in ``bindings``.
  @inline(__always)
  func position(of name: String) -> Int? {
    positions[name].map(Int.init)
  }

  subscript(name: String) -> Binding? {
    get { positions[name].map { bindings[Int($0)] } }
    set {
      guard let newValue else {
        positions[name] = nil
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
