import XCTest

@testable import MotionCompiler

/// The checker's cache of recent names (elements, easings) in front of its dictionaries: it
/// only ever answers with the value remembered for that very name.
final class NameCacheTests: XCTestCase {
  func testAnEmptyCacheKnowsNoNameNotEvenTheEmptyOne() {
    let cache = NameCache<Int32>()
    XCTAssertNil(cache.value(of: ""))
    XCTAssertNil(cache.value(of: "card"))
  }

  func testRemembersShortAndLongNamesInAnyString() {
    // A cache per name: a long name's slot comes from its storage's address, so two names in
    // one cache may share a slot (1 in 1,024, as the addresses fall) and take turns in it.
    let long = "toastBannerWithAVeryLongName12"
    for (name, value) in [("card", Int32(1)), (long, 2), ("", 3)] {
      var cache = NameCache<Int32>()
      cache.remember(value, for: name)
      XCTAssertEqual(cache.value(of: name), value, name)
    }
    var cache = NameCache<Int32>()
    cache.remember(1, for: "card")
    // An equal name built apart: a short one is found, a long one is found or missed (its
    // slot comes from its storage), never given another name's value.
    let built = String("xcard".dropFirst())
    XCTAssertEqual(cache.value(of: built), 1)
    var longCache = NameCache<Int32>()
    longCache.remember(2, for: long)
    let longBuilt = String(("x" + long).dropFirst())
    XCTAssert(longCache.value(of: longBuilt) == nil || longCache.value(of: longBuilt) == 2)
    XCTAssertNil(cache.value(of: "cards"))
    XCTAssertNil(cache.value(of: "Card"))
  }

  func testManyNamesNeverAnswerForOneAnother() {
    var cache = NameCache<Int32>()
    let names = (0..<5_000).map { "element\($0)" }
    for (index, name) in names.enumerated() { cache.remember(Int32(index), for: name) }
    var found = 0
    for (index, name) in names.enumerated() {
      guard let value = cache.value(of: name) else { continue }
      XCTAssertEqual(value, Int32(index))
      found += 1
    }
    // More names than slots: the later ones took the slots they share.
    XCTAssertGreaterThan(found, 0)
    XCTAssertLessThanOrEqual(found, NameCache<Int32>.slotCount)
  }
}
