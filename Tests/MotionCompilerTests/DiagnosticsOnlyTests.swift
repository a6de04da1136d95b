import MotionRuntime
import XCTest

@testable import MotionCompiler

/// `motionc check` compiles with ``CompileOptions/diagnosticsOnly``: the timeline is built
/// for its diagnostics and each track dropped once resolved. It must find exactly what a
/// whole compilation finds, policies included.
final class DiagnosticsOnlyTests: XCTestCase {
  func testEveryInputGetsTheDiagnosticsOfAWholeCompilation() throws {
    let policies = [
      CompileOptions(),
      CompileOptions(includeReduced: true),
      // Short enough that most timelines and motions are too long.
      CompileOptions(maximumDuration: Ticks.perSecond / 2, requireReduced: true),
      CompileOptions(reduced: true, requireReduced: true),
    ]
    var policyErrors = 0
    for path in everySpecInRepository() {
      let file = try sourceFile(path)
      for options in policies {
        var only = options
        only.diagnosticsOnly = true
        let whole = Compiler.compile(file, options: options)
        let checked = Compiler.compile(file, options: only)
        XCTAssertEqual(checked.rendered, whole.rendered, path)
        XCTAssertEqual(checked.diagnostics, whole.diagnostics, path)
        XCTAssertNil(checked.timeline, path)
        XCTAssertNil(checked.reducedTimeline, path)
        policyErrors +=
          whole.diagnostics.filter {
            if case .longerThanAllowed = $0.kind { return true }
            return $0.kind == .missingReducedBlock
          }.count
      }
    }
    // The policies were exercised, not only the plain compilation.
    XCTAssertGreaterThan(policyErrors, 20)
  }
}
