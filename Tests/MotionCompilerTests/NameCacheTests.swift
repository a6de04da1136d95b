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
    var cache = NameCache<Int32>()
    let long = "toastBannerWithAVeryLongName12"
    cache.remember(1, for: "card")
    cache.remember(2, for: long)
    cache.remember(3, for: "")
    XCTAssertEqual(cache.value(of: "card"), 1)
    XCTAssertEqual(cache.value(of: long), 2)
    XCTAssertEqual(cache.value(of: ""), 3)
    // An equal name built apart: a short one is found, a long one is found or missed (its
    // slot comes from its storage), never given another name's value.
    let built = String("xcard".dropFirst())
    XCTAssertEqual(cache.value(of: built), 1)
    let longBuilt = String(("x" + long).dropFirst())
    XCTAssert(cache.value(of: longBuilt) == nil || cache.value(of: longBuilt) == 2)
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
