import XCTest

@testable import MotionCompiler

/// A file's names: a dictionary from names to bindings, whose bindings are read in place.
final class ScopeTests: XCTestCase {
  private func binding(_ start: Int) -> Binding {
    Binding(value: .unknown, definition: SourceRange(start: start, end: start + 3), visibleFrom: 0)
  }

  func testANameIsFoundWhereItsBindingIs() {
    var scope = Scope()
    XCTAssertNil(scope.updateValue(binding(10), forKey: "gap"))
    XCTAssertNil(scope.updateValue(binding(20), forKey: "curve"))
    XCTAssertEqual(scope.position(of: "curve").map { scope.bindings[$0].definition.start }, 20)
    XCTAssertEqual(scope["gap"]?.definition.start, 10)
    XCTAssertNil(scope.position(of: "missing"))
    XCTAssertNil(scope["missing"])
  }

  func testUpdatingANameReplacesItsBindingInPlace() {
    var scope: Scope = ["gap": binding(10)]
    let replaced = scope.updateValue(binding(30), forKey: "gap")
    XCTAssertEqual(replaced?.definition.start, 10)
    XCTAssertEqual(scope["gap"]?.definition.start, 30)
    XCTAssertEqual(scope.bindings.count, 1)
    scope["gap"] = binding(40)
    XCTAssertEqual(scope["gap"]?.definition.start, 40)
    XCTAssertEqual(scope.bindings.count, 1)
  }

  func testEveryNameIsListedOnceWithItsBinding() {
    var scope = Scope()
    scope.reserveCapacity(3)
    scope["a"] = binding(1)
    scope["b"] = binding(2)
    scope["c"] = binding(3)
    scope["b"] = nil
    let listed = scope.sorted { $0.key < $1.key }.map { "\($0.key)@\($0.value.definition.start)" }
    XCTAssertEqual(listed, ["a@1", "c@3"])
    XCTAssertEqual(Set(scope.keys), ["a", "c"])
    XCTAssertNil(scope["b"])
  }

  func testALookupRememberedIsNotStaleOnceANameIsAddedOrRemoved() {
    var scope = Scope()
    scope["gap"] = binding(10)
    // Looked up (and remembered) while missing, then defined: found.
    XCTAssertNil(scope.position(of: "curve"))
    scope["curve"] = binding(20)
    XCTAssertEqual(scope.position(of: "curve").map { scope.bindings[$0].definition.start }, 20)
    XCTAssertEqual(scope.position(of: "curve").map { scope.bindings[$0].definition.start }, 20)
    // Found (and remembered), then removed: missing.
    XCTAssertNotNil(scope.position(of: "gap"))
    scope["gap"] = nil
    XCTAssertNil(scope.position(of: "gap"))
    // A long name, built apart each time (its slot depends on its storage).
    let long = "toastBannerWithAVeryLongName12"
    XCTAssertNil(scope.position(of: String(("x" + long).dropFirst())))
    scope[String(("y" + long).dropFirst())] = binding(30)
    XCTAssertEqual(
      scope.position(of: String(("z" + long).dropFirst())).map {
        scope.bindings[$0].definition.start
      }, 30)
    XCTAssertEqual(scope.position(of: long).map { scope.bindings[$0].definition.start }, 30)
    XCTAssertFalse(scope.isEmpty)
    XCTAssertTrue(Scope().isEmpty)
  }
}
