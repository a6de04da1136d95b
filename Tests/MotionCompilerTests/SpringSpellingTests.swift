import MotionCompiler
import MotionRuntime
import XCTest

/// `spring(…)` in every platform's spelling: one timing argument, one damping argument, `mass`
/// and `velocity`. Expected parameters are worked out here from the relations of
/// `easing-facts.md` ("Springs": k = m·ω₀², c = 2ζ√(k·m); SwiftUI's ω₀ = 2π / duration and
/// ζ = 1 − bounce, or 1 / (1 + bounce) below 0; Material 3's stiffness with a damping ratio),
/// evaluated with Python's `math` module, not by the code under test.
final class SpringSpellingTests: XCTestCase {
  private func spring(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    throws -> Spring
  {
    let timeline = try compileClean("moveX 1 ease \(text)\n", file: file, line: line)
    let easings = timeline.track(element: "view", property: .moveX)?.easings ?? []
    guard case .spring(let spring, _)? = easings.first else {
      XCTFail("\(text): not a spring", file: file, line: line)
      throw CompileFailure()
    }
    return spring
  }

  private func assertSpring(
    _ text: String, mass: Double, stiffness: Double, damping: Double, velocity: Double,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let spring = try spring(text, file: file, line: line)
    XCTAssertEqual(spring.mass, mass, accuracy: 1e-12, text, file: file, line: line)
    XCTAssertEqual(
      spring.stiffness, stiffness, accuracy: 1e-12 * stiffness, text, file: file, line: line)
    XCTAssertEqual(
      spring.damping, damping, accuracy: 1e-12 * max(damping, 1), text, file: file, line: line)
    XCTAssertEqual(spring.initialVelocity, velocity, text, file: file, line: line)
  }

  func testEveryPlatformsSpelling() throws {
    // (2π/0.4)² = 246.74011002723395; 2·0.7·√k = 21.991148575128552
    try assertSpring(
      "spring(response: 0.4s, dampingRatio: 0.7, velocity: 2)", mass: 1,
      stiffness: 246.74011002723395, damping: 21.991148575128552, velocity: 2)
    // Material 3: c = 2·0.8·√380 = 31.189741903388683
    try assertSpring(
      "spring(stiffness: 380, dampingRatio: 0.8)", mass: 1, stiffness: 380,
      damping: 31.189741903388683, velocity: 0)
    // (2π/0.5)² = 157.91367041742973; ζ = 0.8: c = 20.106192982974676
    try assertSpring(
      "spring(duration: 0.5s, bounce: 0.2, velocity: 1)", mass: 1,
      stiffness: 157.91367041742973, damping: 20.106192982974676, velocity: 1)
    // The check of easing-facts.md: (0.5s, 0.3) → k ≈ 157.91, c ≈ 17.59
    try assertSpring(
      "spring(duration: 0.5s, bounce: 0.3)", mass: 1, stiffness: 157.91367041742973,
      damping: 17.59291886010284, velocity: 0)
    // Mass 2: k = 2·(2π)² = 78.95683520871486, c = 2·√(k·2) = 25.132741228718345
    try assertSpring(
      "spring(duration: 1s, bounce: 0, mass: 2)", mass: 2, stiffness: 78.95683520871486,
      damping: 25.132741228718345, velocity: 0)
    // bounce −0.5: ζ = 2; k = (2π)² = 39.47841760435743, c = 4·2π = 25.132741228718345
    try assertSpring(
      "spring(duration: 1s, bounce: -0.5)", mass: 1, stiffness: 39.47841760435743,
      damping: 25.132741228718345, velocity: 0)
    // stiffness with mass and a ratio: c = 2·0.5·√(300·3) = 30
    try assertSpring(
      "spring(stiffness: 300, mass: 3, dampingRatio: 0.5)", mass: 3, stiffness: 300,
      damping: 30, velocity: 0)
    // A duration with Core Animation's damping coefficient.
    try assertSpring(
      "spring(duration: 0.5s, damping: 12)", mass: 1, stiffness: 157.91367041742973,
      damping: 12, velocity: 0)
  }

  func testMissingArgumentsTakeThePlatformsDefaults() throws {
    try assertSpring("spring()", mass: 1, stiffness: 100, damping: 10, velocity: 0)
    try assertSpring("spring(stiffness: 200)", mass: 1, stiffness: 200, damping: 10, velocity: 0)
    try assertSpring("spring(damping: 4)", mass: 1, stiffness: 100, damping: 4, velocity: 0)
    // duration 0.5s, ζ = 1: c = 4π/0.5 = 25.132741228718345
    try assertSpring(
      "spring(duration: 0.5s)", mass: 1, stiffness: 157.91367041742973,
      damping: 25.132741228718345, velocity: 0)
    try assertSpring(
      "spring(bounce: 0.5)", mass: 1, stiffness: 157.91367041742973,
      damping: 12.566370614359172, velocity: 0)
    XCTAssertEqual(try spring("spring(response: 0.5s)"), try spring("spring(duration: 0.5s)"))
  }

  func testOverDeterminedSpringsNameTheConflict() {
    let both = Compiler.compile(
      SourceFile(path: "t.motion", text: "moveX 1 ease spring(duration: 0.5s, stiffness: 2)\n"))
    XCTAssertEqual(both.diagnostics.map(\.code), ["M0119"])
    XCTAssertEqual(
      both.diagnostics.first?.message,
      "`duration` and `stiffness` both give the spring's timing: give one of `duration`, "
        + "`response`, `stiffness`")
    XCTAssertEqual(both.diagnostics.first?.related.first?.label, "the timing, given here")
    XCTAssertEqual(
      diagnosticSummary("moveX 1 ease spring(bounce: 0.2, dampingRatio: 0.5)\n"), ["M0119@1:34"])
    XCTAssertEqual(
      diagnosticSummary("moveX 1 ease spring(response: 1s, duration: 1s)\n"), ["M0119@1:35"])
    XCTAssertEqual(
      diagnosticSummary("moveX 1 ease spring(stiffness: 1, mass: 0)\n"), ["M0119@1:14"])
    XCTAssertEqual(diagnosticSummary("moveX 1 ease spring(bounce: 1.5)\n"), ["M0119@1:14"])
  }
}
