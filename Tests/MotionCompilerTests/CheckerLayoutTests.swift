import Foundation
import XCTest

@testable import MotionCompiler

/// The checker holds every motion and top-level `let` of a compilation from the time the
/// files are prepared to the end of the walk: on a design system, tens of thousands of each,
/// so their sizes decide much of `check`'s peak memory (README's Benchmark section).
final class CheckerLayoutTests: XCTestCase {
  /// The heap bytes glibc gives an object (`malloc_usable_size`), or `nil` where the C library
  /// has no such function.
  private func allocatedBytes(_ object: AnyObject) -> Int? {
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    guard let symbol = dlsym(nil, "malloc_usable_size") else { return nil }
    let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
    return withExtendedLifetime(object) {
      usableSize(Unmanaged.passUnretained(object).toOpaque())
    }
  }

  func testAMotionDefinitionFitsA112ByteAllocation() throws {
    let name = Name(text: "dialog0Enter", range: SourceRange(start: 7, end: 19))
    let statement = MotionStatement(
      name: name, parameters: [], body: [], range: SourceRange(start: 0, end: 40))
    let motion = MotionDefinition(
      statement: statement, fileIndex: 3, defaults: MotionDefaults(Defaults()),
      isParsedAgain: true)
    // The smallest of many: glibc may hand out a free chunk a little larger than asked for
    // (120 usable bytes instead of 104 was seen once), but not every time.
    var instances: [MotionDefinition] = [motion]
    for _ in 0..<31 {
      instances.append(
        MotionDefinition(
          statement: statement, fileIndex: 3, defaults: MotionDefaults(Defaults()),
          isParsedAgain: true))
    }
    guard let bytes = instances.compactMap(allocatedBytes).min() else {
      throw XCTSkip("no malloc_usable_size in this C library")
    }
    // glibc's 112-byte chunk: 104 usable bytes.
    XCTAssertLessThanOrEqual(bytes, 104)
    XCTAssertEqual(motion.fileIndex, 3)
    XCTAssertEqual(motion.statement, statement)
    XCTAssertTrue(motion.isParsedAgain)
    XCTAssertNil(motion.graphIndex)
    XCTAssertNil(motion.loaded)
    XCTAssertFalse(motion.isUsed)
    motion.isUsed = true
    XCTAssertTrue(motion.isUsed)
    XCTAssertEqual(motion.fileIndex, 3)
    // What is parsed again is kept in two words.
    XCTAssertEqual(MemoryLayout<MotionDefinition.ParsedAgain?>.size, 16)
  }

  func testABindingStaysSmall() {
    // The value (41 bytes), the definition's range and the 32-bit position in the rest of its
    // last word, and a pointer for the rare notice.
    XCTAssertLessThanOrEqual(MemoryLayout<Binding>.stride, 64)
    var binding = Binding(
      value: .unknown, definition: SourceRange(start: 4, end: 9),
      visibleFrom: SourceRange.maximumPosition)
    XCTAssertEqual(binding.visibleFrom, SourceRange.maximumPosition)
    XCTAssertEqual(binding.definition, SourceRange(start: 4, end: 9))
    XCTAssertNil(binding.notice)
    binding.visibleFrom = 12
    binding.notice = .unusedLet("gap")
    XCTAssertEqual(binding.visibleFrom, 12)
    XCTAssertEqual(binding.notice, .unusedLet("gap"))
    guard case .unknown? = binding.value else {
      return XCTFail("\(String(describing: binding.value))")
    }
  }

  func testAStartValuesOriginStaysSmall() {
    // Two ranges and a flag: no name, no `play` frame (a design system gives a hundred
    // thousand start values).
    XCTAssertLessThanOrEqual(MemoryLayout<Checker.InitialOrigin>.stride, 20)
  }
}
