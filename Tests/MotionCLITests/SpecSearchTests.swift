import Foundation
import XCTest

@testable import MotionCLI

/// The folder search of `check` and `fmt` on a simulated file system, where a folder can be
/// unreadable even though the tests run as root; and the `--exclude` patterns, table-driven.
final class SpecSearchTests: XCTestCase {
  /// A file system from a list of entries; a folder lists the entries under it.
  private struct SimulatedFolders: FolderReading {
    var entries: [String: EntryKind]
    var unreadable: Set<String> = []

    func names(inFolder path: String) -> Result<[FolderEntry], FolderProblem> {
      if unreadable.contains(path) { return .failure(FolderProblem(reason: "Permission denied")) }
      let prefix = path + "/"
      return .success(
        entries.filter { $0.key.hasPrefix(prefix) && !$0.key.dropFirst(prefix.count).contains("/") }
          .map { (String($0.key.dropFirst(prefix.count)), $0.value) }.shuffled())
    }

    func kind(ofFollowing path: String) -> EntryKind? {
      entries[path] == .symbolicLink ? .regularFile : entries[path]
    }
  }

  private let tree: [String: EntryKind] = [
    "specs": .folder,
    "specs/a.motion": .regularFile,
    "specs/notes.txt": .regularFile,
    "specs/locked": .folder,
    "specs/locked/hidden-away.motion": .regularFile,
    "specs/sub": .folder,
    "specs/sub/b.motion": .regularFile,
    "specs/sub/pipe.motion": .other,
    "specs/sub/link.motion": .symbolicLink,
    "specs/sub/folder.motion": .folder,
    "specs/sub/folder.motion/c.motion": .regularFile,
    "specs/.git": .folder,
    "specs/.git/d.motion": .regularFile,
    "specs/.e.motion": .regularFile,
    "specs/z.motion": .regularFile,
  ]

  func testAnUnreadableSubfolderIsReportedInItsPlace() {
    let search = SpecSearch(
      folders: SimulatedFolders(entries: tree, unreadable: ["specs/locked"]))
    XCTAssertEqual(
      search.paths(["specs"]).entries,
      [
        .spec("specs/a.motion"),
        .problem(path: "specs/locked", .unreadable(reason: "Permission denied")),
        .spec("specs/sub/b.motion"), .spec("specs/sub/folder.motion/c.motion"),
        .spec("specs/z.motion"),
      ])
    XCTAssertEqual(
      SpecSearch.PathProblem.unreadable(reason: "Permission denied").message(for: "specs/locked"),
      "cannot read the folder `specs/locked`: Permission denied")
  }

  func testAnUnreadableFolderNamedOnTheCommandLineIsOneProblem() {
    let search = SpecSearch(folders: SimulatedFolders(entries: tree, unreadable: ["specs"]))
    XCTAssertEqual(
      search.paths(["specs", "-"]).entries,
      [.problem(path: "specs", .unreadable(reason: "Permission denied")), .spec("-")])
  }

  func testHiddenNamesLinksAndSpecialFilesAreSkippedButNamedOnesUsed() {
    let search = SpecSearch(folders: SimulatedFolders(entries: tree))
    XCTAssertEqual(
      search.paths(["specs/sub", "specs/.git", "specs/.e.motion", "specs/sub/link.motion"]).entries,
      [
        .spec("specs/sub/b.motion"), .spec("specs/sub/folder.motion/c.motion"),
        .spec("specs/.git/d.motion"), .spec("specs/.e.motion"), .spec("specs/sub/link.motion"),
      ])
  }

  func testEachSpecOnceAndProblemsInPlace() throws {
    let search = SpecSearch(
      exclusions: [try PathPattern("sub")], folders: SimulatedFolders(entries: tree))
    XCTAssertEqual(
      search.paths(["specs/z.motion", "gone", "specs", "specs/z.motion"]).entries,
      [
        .spec("specs/z.motion"), .problem(path: "gone", .notFound), .spec("specs/a.motion"),
        .spec("specs/locked/hidden-away.motion"),
      ])
    let all = SpecSearch(
      exclusions: [try PathPattern("*.motion")], folders: SimulatedFolders(entries: tree))
    XCTAssertEqual(
      all.paths(["specs"]).entries, [.problem(path: "specs", .noSpecs(excluded: true))])
    let empty = SimulatedFolders(entries: ["docs": .folder, "docs/a.txt": .regularFile])
    XCTAssertEqual(
      SpecSearch(folders: empty).paths(["docs"]).entries,
      [.problem(path: "docs", .noSpecs(excluded: false))])
  }

  /// The field report: an `--exclude` that matches nothing was silent, though it is nearly
  /// always a pattern written relative to the wrong folder.
  func testPatternsThatMatchNothingAreNamed() throws {
    let search = SpecSearch(
      exclusions: [
        try PathPattern("sub"), try PathPattern("specs/gen/**"), try PathPattern("z.*"),
      ],
      folders: SimulatedFolders(entries: tree))
    let found = search.paths(["specs"])
    XCTAssertEqual(found.unmatchedPatterns, ["specs/gen/**"])
    XCTAssertFalse(found.entries.contains(.spec("specs/z.motion")))
    // Only files named: no folder searched, so no pattern matched anything.
    XCTAssertEqual(
      search.paths(["specs/a.motion"]).unmatchedPatterns, ["sub", "specs/gen/**", "z.*"])
  }

  func testTheCurrentFolderAddsNoDotSlash() {
    XCTAssertEqual(SpecSearch.join(".", "a.motion"), "a.motion")
    XCTAssertEqual(SpecSearch.join("./", "a.motion"), "a.motion")
    XCTAssertEqual(SpecSearch.join("specs/", "a.motion"), "specs/a.motion")
    XCTAssertEqual(SpecSearch.join("./specs", "a.motion"), "./specs/a.motion")
  }

  // MARK: Patterns

  func testPatternsMatchWholePathsWithStarsSetsAndEscapes() throws {
    let table: [(pattern: String, matching: [String], notMatching: [String])] = [
      ("a.motion", ["a.motion"], ["b.motion", "xa.motion", "a.motionx", "d/a.motion"]),
      ("*.motion", ["a.motion", ".motion", "a.b.motion"], ["d/a.motion", "a.motion.txt"]),
      ("gen/*", ["gen/a.motion", "gen/"], ["gen", "gen/x/a.motion", "a/gen/b"]),
      ("gen/**", ["gen/a", "gen/x/y/z.motion", "gen/"], ["gen", "x/gen/a"]),
      ("**/gen", ["gen", "a/gen", "a/b/gen"], ["gen/a", "agen", "a/bgen"]),
      ("**/gen/*.motion", ["gen/a.motion", "x/y/gen/a.motion"], ["gen/x/a.motion"]),
      ("a/**/b", ["a/b", "a/x/b", "a/x/y/b"], ["ab", "a/xb", "b"]),
      ("**", ["", "a", "a/b/c"], []),
      ("*", ["", "abc"], ["a/b"]),
      ("?.motion", ["a.motion"], ["ab.motion", "/.motion", ".motion"]),
      ("[ab]*", ["a", "bcd"], ["c", "", "/a"]),
      ("[a-c]x", ["ax", "bx", "cx"], ["dx", "-x"]),
      ("[!a-c]x", ["dx", "-x"], ["ax", "/x", "x"]),
      ("[^a]", ["b"], ["a"]),
      ("[]]", ["]"], ["a"]),
      ("[a-]", ["a", "-"], ["b"]),
      ("\\*", ["*"], ["a"]),
      ("\\[x]", ["[x]"], ["x"]),
      ("a\\", ["a\\"], ["a"]),
      ("é*", ["été.motion"], ["ete.motion"]),
      (
        "*a*a*a*a*a*a*a*a*b", [String(repeating: "a", count: 30) + "b"],
        [String(repeating: "a", count: 200)]
      ),
    ]
    for row in table {
      let pattern = try PathPattern(row.pattern)
      for path in row.matching {
        XCTAssertTrue(pattern.matches(path), "`\(row.pattern)` should match `\(path)`")
      }
      for path in row.notMatching {
        XCTAssertFalse(pattern.matches(path), "`\(row.pattern)` should not match `\(path)`")
      }
    }
  }

  func testAnUnclosedSetIsAnError() {
    for text in ["[", "[abc", "a[!", "[]", "[\\]"] {
      XCTAssertThrowsError(try PathPattern(text), text)
    }
  }
}
