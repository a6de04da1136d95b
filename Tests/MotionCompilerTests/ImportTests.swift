import Foundation
import MotionCompiler
import MotionRuntime
import MotionTestSupport
import XCTest

/// `import`: files relative to the importing file, read once, inside the allowed tree
/// (symlinks included), cycles shown whole, and what an import brings.
final class ImportTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("app/lib"), withIntermediateDirectories: true)
  }

  override func tearDown() {
    folder = nil
  }

  /// Compiles `path` (relative to the test folder) the way the command line does.
  private func compile(_ path: String, root: String? = nil) throws -> CompileResult {
    let url = folder.url.appendingPathComponent(path)
    let file = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
    return Compiler.compile(
      file, options: CompileOptions(loader: FileSystemLoader(mainFile: url.path, root: root)))
  }

  func testAnImportBringsLetsDefaultsAndMotions() throws {
    try folder.write(
      "app/lib/tokens.motion", "let quick = 0.2s\ndefaults < over 1s ease easeIn >\n")
    try folder.write(
      "app/lib/motions.motion",
      "import \"tokens.motion\"\nmotion pop(to = 2) <\n  scale to over quick\n  scale 1\n>\n")
    try folder.write(
      "app/screen.motion", "import \"lib/motions.motion\"\nplay pop on card\nmoveX 5\n")
    let result = try compile("app/screen.motion")
    XCTAssertEqual(result.diagnostics.map(\.code), [], result.rendered)
    let timeline = try XCTUnwrap(result.timeline)
    XCTAssertEqual(
      timeline.track(element: "card", property: .scaleX)?.segments.map { [$0.start, $0.end] },
      [[0, 200_000_000], [200_000_000, 1_200_000_000]])
    // The importing file takes the imported `defaults` from the import on.
    XCTAssertEqual(
      timeline.track(element: "view", property: .moveX)?.segments.map(\.end), [2_200_000_000])
    XCTAssertEqual(result.sources.files.count, 3)
  }

  func testEachFileIsReadOnceAndSharedNamesAreNotDuplicates() throws {
    try folder.write("app/lib/tokens.motion", "let quick = 0.2s\n")
    try folder.write(
      "app/lib/a.motion", "import \"tokens.motion\"\nmotion a < moveX 1 over quick >\n")
    try folder.write(
      "app/lib/b.motion", "import \"./tokens.motion\"\nmotion b < moveY 1 over quick >\n")
    try folder.write(
      "app/screen.motion", "import \"lib/a.motion\"\nimport \"lib/b.motion\"\nplay a\nplay b\n")
    let result = try compile("app/screen.motion")
    XCTAssertEqual(result.diagnostics.map(\.code), [], result.rendered)
    XCTAssertEqual(result.sources.files.count, 4)
  }

  func testAMissingFileIsAnError() throws {
    try folder.write("app/screen.motion", "import \"lib/nothing.motion\"\nmoveX 1\n")
    let result = try compile("app/screen.motion")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0153"])
    XCTAssertTrue(
      result.diagnostics[0].message.hasPrefix("cannot find `lib/nothing.motion` (looked for /"),
      result.diagnostics[0].message)
    XCTAssertNil(result.timeline)
  }

  func testImportsMayNotLeaveTheTreeUnlessTheRootIsWidened() throws {
    try folder.write("shared.motion", "let quick = 0.2s\n")
    try folder.write("app/screen.motion", "import \"../shared.motion\"\nmoveX 1 over quick\n")
    XCTAssertEqual(try compile("app/screen.motion").diagnostics.map(\.code), ["M0154"])
    XCTAssertEqual(
      try compile("app/screen.motion", root: folder.url.path).diagnostics.map(\.code), [])
  }

  func testASymlinkCannotLeadOutOfTheTree() throws {
    try folder.write("secret.motion", "let quick = 0.2s\n")
    try FileManager.default.createSymbolicLink(
      at: folder.url.appendingPathComponent("app/lib/link.motion"),
      withDestinationURL: folder.url.appendingPathComponent("secret.motion"))
    try folder.write("app/screen.motion", "import \"lib/link.motion\"\nmoveX 1 over quick\n")
    XCTAssertEqual(try compile("app/screen.motion").diagnostics.map(\.code), ["M0154"])
  }

  func testACycleIsShownWhole() throws {
    try folder.write("app/a.motion", "import \"b.motion\"\nmoveX 1\n")
    try folder.write("app/b.motion", "import \"c.motion\"\n")
    try folder.write("app/c.motion", "import \"a.motion\"\n")
    let result = try compile("app/a.motion")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0155"])
    XCTAssertEqual(
      result.diagnostics[0].message,
      "these files import each other in a cycle: a.motion → b.motion → c.motion → a.motion")
    XCTAssertEqual(
      result.diagnostics[0].related.map(\.label),
      ["`a.motion` imports `b.motion`", "`b.motion` imports `c.motion`"])
    XCTAssertTrue(result.rendered.contains("c.motion:1:8: error[M0155]:"), result.rendered)
    XCTAssertNil(result.timeline)
  }

  func testAFolderIsUnreadable() throws {
    try folder.write("app/screen.motion", "import \"lib\"\nmoveX 1\n")
    XCTAssertEqual(try compile("app/screen.motion").diagnostics.map(\.code), ["M0156"])
  }

  func testMistakesInAnImportedFileShowThatFile() throws {
    try folder.write("app/lib.motion", "motion m <\n  movX 1\n>\n")
    try folder.write("app/screen.motion", "import \"lib.motion\"\nplay m\n")
    let result = try compile("app/screen.motion")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0100"])
    XCTAssertTrue(
      result.rendered.contains("app/lib.motion:2:3: error[M0100]: unknown property `movX`"))
  }

  /// A plain number used as a duration is fixed where it is defined: the error at each use
  /// points at the `let`, here in the imported file, which the rendering names.
  func testAPlainNumberLetFromAnImportIsShownInItsFile() throws {
    try folder.write("app/lib/tokens.motion", "# durations\nlet durationShort = 150\n")
    try folder.write(
      "app/screen.motion", "import \"lib/tokens.motion\"\nmoveX 10 over durationShort\n")
    let result = try compile("app/screen.motion")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0102"])
    let related = try XCTUnwrap(result.diagnostics.first?.related.first)
    XCTAssertEqual(related.kind, .definedWithoutUnit)
    let tokens = try XCTUnwrap(result.sources.file(containing: related.range.start))
    XCTAssertEqual(tokens.path, folder.url.appendingPathComponent("app/lib/tokens.motion").path)
    XCTAssertEqual(tokens.location(of: related.range.start).line, 2)
    XCTAssertEqual(tokens.location(of: related.range.start).column, 5)
    XCTAssertTrue(
      result.rendered.contains(" --> \(tokens.path):2:5\n"), result.rendered)
    XCTAssertNil(result.timeline)
  }

  func testAnImportedFilesStepsAreNotPlayed() throws {
    try folder.write("app/lib.motion", "let quick = 0.2s\nmoveX 100\n")
    try folder.write("app/screen.motion", "import \"lib.motion\"\nmoveY 1 over quick\n")
    let result = try compile("app/screen.motion")
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0206"])
    XCTAssertNil(result.timeline?.track(element: "view", property: .moveX))
  }

  func testNamesFromTwoImportsMayNotClash() throws {
    try folder.write("app/a.motion", "let quick = 0.2s\n")
    try folder.write("app/b.motion", "let quick = 0.3s\n")
    try folder.write(
      "app/screen.motion", "import \"a.motion\"\nimport \"b.motion\"\nmoveX 1 over quick\n")
    XCTAssertEqual(try compile("app/screen.motion").diagnostics.map(\.code), ["M0145"])
  }

  func testAnImportedNameIsVisibleFromTheImportOn() throws {
    try folder.write("app/a.motion", "let quick = 0.2s\n")
    try folder.write("app/screen.motion", "moveX 1 over quick\nimport \"a.motion\"\n")
    XCTAssertEqual(try compile("app/screen.motion").diagnostics.map(\.code), ["M0146"])
  }

  func testImportBelongsAtTheTopLevel() throws {
    try folder.write("app/a.motion", "let quick = 0.2s\n")
    try folder.write("app/screen.motion", "merge <\n  import \"a.motion\"\n>\n")
    XCTAssertEqual(try compile("app/screen.motion").diagnostics.map(\.code), ["M0152"])
  }

  func testOnlyRegularFilesWithinTheSizeLimitAreImported() throws {
    try folder.write("app/tokens.motion", "let quick = 0.2s\n")  // 17 bytes
    try folder.write("app/screen.motion", "import \"tokens.motion\"\nmoveX 1 over quick\n")
    let path = folder.path("app/screen.motion")
    let file = SourceFile(
      path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    func messages(maximumFileSize: Int) -> [String] {
      Compiler.compile(
        file,
        options: CompileOptions(
          loader: FileSystemLoader(mainFile: path, maximumFileSize: maximumFileSize))
      ).diagnostics.map(\.message)
    }
    XCTAssertEqual(messages(maximumFileSize: 17), [])
    XCTAssertEqual(
      messages(maximumFileSize: 16),
      ["cannot read `tokens.motion`: it is larger than 16 bytes"])
    // A named pipe would block the compiler forever.
    let pipe = folder.path("app/pipe.motion")
    XCTAssertEqual(mkfifo(pipe, 0o600), 0)
    try folder.write("app/piped.motion", "import \"pipe.motion\"\nmoveX 1\n")
    XCTAssertEqual(
      try compile("app/piped.motion").diagnostics.map(\.message),
      ["cannot read `pipe.motion`: it is not a regular file"])
  }
}

extension ImportTests {
  func testEasingTokensAreImportedLikeAnyLet() throws {
    try folder.write(
      "app/lib/tokens.motion",
      "let standard = cubic(0.2, 0, 0, 1)\nlet bouncy = spring(duration: 0.4s, bounce: 0.2)\n")
    try folder.write(
      "app/screen.motion",
      "import \"lib/tokens.motion\"\nmoveX 10 over 1s ease standard\nmoveY 5 ease bouncy\n")
    let result = try compile("app/screen.motion")
    XCTAssertEqual(result.diagnostics.map(\.code), [], result.rendered)
    let timeline = try XCTUnwrap(result.timeline)
    XCTAssertEqual(
      timeline.track(element: "view", property: .moveX)?.segments.first?.easing,
      .cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)))
    guard
      case .spring(let spring, _)? = timeline.track(element: "view", property: .moveY)?
        .segments.first?.easing
    else { return XCTFail("not a spring") }
    XCTAssertEqual(spring, try Spring(duration: 0.4, bounce: 0.2))
  }
}
