import MotionCompiler
import MotionRuntime
import XCTest

/// A name is looked up in the file that writes it: an imported file's `defaults` use that
/// file's names, wherever they are applied, and in whatever order the files are read.
final class ImportScopeTests: XCTestCase {
  /// Files served from memory, imports relative to nothing (every path is a file name).
  private struct MemoryLoader: SourceLoader {
    let files: [String: String]

    func identity(ofMain path: String) -> String { path }

    func load(_ path: String, importedFrom importer: LoadedSource) throws(ImportProblem)
      -> LoadedSource
    {
      guard let text = files[path] else { throw .notFound(resolved: path) }
      return LoadedSource(identity: path, path: path, bytes: Array(text.utf8))
    }
  }

  private let shared = [
    "tokens.motion":
      "let standard = easeOut\nlet quick = 0.25s\ndefaults < over quick ease standard >\n",
    "card.motion": "import \"tokens.motion\"\nmotion rise < moveY -10 >\n",
  ]

  private func compile(_ main: String) -> CompileResult {
    var files = shared
    files["main.motion"] = main
    let file = SourceFile(path: "main.motion", bytes: Array(main.utf8))
    return Compiler.compile(file, options: CompileOptions(loader: MemoryLoader(files: files)))
  }

  /// The diamond: `main` and `card` both import `tokens`. Read `tokens` first, `card` applies
  /// its `defaults` after its own import line, which lies after every position in `tokens`:
  /// comparing those positions once made `standard` "used before its `let`" (M0146).
  func testImportedDefaultsUseTheirOwnFilesNamesInADiamond() throws {
    for main in [
      "import \"tokens.motion\"\nimport \"card.motion\"\nplay rise on card\n",
      "import \"card.motion\"\nimport \"tokens.motion\"\nplay rise on card\n",
    ] {
      let result = compile(main)
      XCTAssertEqual(result.diagnostics.map(\.code), [], result.rendered)
      let track = try XCTUnwrap(result.timeline?.track(element: "card", property: .moveY))
      XCTAssertEqual(track.segments.map(\.end), [250_000_000], main)
      XCTAssertEqual(track.segments.map(\.easing), [Easing(named: "easeOut")], main)
    }
  }

  /// A motion's parameter does not reach into an imported file's `defaults`: there the name is
  /// the imported file's `let`.
  func testAParameterDoesNotShadowANameOfAnotherFile() throws {
    let result = compile(
      "import \"tokens.motion\"\nmotion slide(quick = 2s) < moveX quick / 1s >\nplay slide\n")
    XCTAssertEqual(result.diagnostics.map(\.code), [], result.rendered)
    let track = try XCTUnwrap(result.timeline?.track(element: "view", property: .moveX))
    XCTAssertEqual(track.segments.map(\.end), [250_000_000])
  }

  /// A motion played in one file is not found, by its name, in a file that cannot see it:
  /// `card` does not know `main`'s `wiggle`, though `main` played it just before.
  func testAMotionPlayedInOneFileIsNotFoundInAnother() throws {
    var files = shared
    files["card.motion"] = "motion rise < play wiggle >\n"
    let main = "import \"card.motion\"\nmotion wiggle < moveX 4 >\nplay wiggle\nplay rise\n"
    files["main.motion"] = main
    let file = SourceFile(path: "main.motion", bytes: Array(main.utf8))
    let result = Compiler.compile(
      file, options: CompileOptions(loader: MemoryLoader(files: files)))
    XCTAssertEqual(result.diagnostics.map(\.code), ["M0147"], result.rendered)
  }
}
