import MotionCompiler
import XCTest

/// `LineDiff`, what `fmt --diff` prints: the expected diffs are GNU diffutils' `diff -u` output
/// for the same texts (diffutils 3.8), and random texts are checked against a separate
/// longest-common-subsequence table (the script is shortest) and by applying the diff back.
final class LineDiffTests: XCTestCase {
  private func diff(_ old: String, _ new: String) -> String {
    LineDiff(old: Array(old.utf8), new: Array(new.utf8)).unified(oldLabel: "old", newLabel: "new")
  }

  func testChangesFarApartAreSeparateHunksWithThreeLinesOfContext() {
    let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n"
    let new = "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nM"
    XCTAssertEqual(
      diff(old, new),
      """
      --- old
      +++ new
      @@ -1,5 +1,5 @@
       a
      -b
      +B
       c
       d
       e
      @@ -10,4 +10,4 @@
       j
       k
       l
      -m
      +M
      \\ No newline at end of file

      """)
  }

  func testChangesWhoseContextsMeetShareAHunk() {
    let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
    let new = "1\nTWO\n3\n4\n5\n6\n7\nEIGHT\n9\n"
    XCTAssertEqual(
      diff(old, new),
      """
      --- old
      +++ new
      @@ -1,9 +1,9 @@
       1
      -2
      +TWO
       3
       4
       5
       6
       7
      -8
      +EIGHT
       9

      """)
  }

  func testEmptyRangesAreWrittenAsTheLineBefore() {
    XCTAssertEqual(diff("", "one\n"), "--- old\n+++ new\n@@ -0,0 +1 @@\n+one\n")
    XCTAssertEqual(diff("one\n", ""), "--- old\n+++ new\n@@ -1 +0,0 @@\n-one\n")
    XCTAssertEqual(diff("x\ny\n", "y\nz\n"), "--- old\n+++ new\n@@ -1,2 +1,2 @@\n-x\n y\n+z\n")
  }

  func testTheSameTextsHaveNoDiff() {
    XCTAssertEqual(diff("", ""), "")
    XCTAssertEqual(diff("a\nb", "a\nb"), "")
    XCTAssertTrue(LineDiff(old: Array("a\n".utf8), new: Array("a\n".utf8)).isEmpty)
    XCTAssertFalse(LineDiff(old: Array("a\n".utf8), new: Array("a".utf8)).isEmpty)
  }

  func testALineEndingChangeIsAChange() {
    XCTAssertEqual(
      diff("a\r\nb\r\n", "a\r\nb\n"), "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+b\n")
  }

  /// Random texts over a small alphabet (many repeated lines, the hard case for a diff): the
  /// diff applied to the old text gives the new one, and it removes and adds exactly the lines
  /// outside a longest common subsequence.
  func testRandomTextsGetAShortestScriptThatAppliesBack() throws {
    var generator = SplitMix(seed: 20_261_206)
    for round in 0..<400 {
      let old = (0..<Int(generator.next() % 14)).map { _ in "\(generator.next() % 4)\n" }
      let new = (0..<Int(generator.next() % 14)).map { _ in "\(generator.next() % 4)\n" }
      let context = Int(generator.next() % 4)
      let text = LineDiff(old: Array(old.joined().utf8), new: Array(new.joined().utf8))
        .unified(oldLabel: "old", newLabel: "new", context: context)
      XCTAssertEqual(try apply(text, to: old), new, "round \(round):\n\(text)")
      let changed = text.split(separator: "\n").dropFirst(2).filter {
        $0.first == "-" || $0.first == "+"
      }
      XCTAssertEqual(
        changed.count, old.count + new.count - 2 * commonLength(old, new),
        "round \(round):\n\(text)")
    }
  }

  func testAFileOfManyLinesWithAFewChangesIsQuick() {
    // 200,000 lines with every thousandth one changed: a shortest script touches only those.
    let old = (0..<200_000).map { "line \($0)\n" }
    var new = old
    for index in stride(from: 500, to: new.count, by: 1_000) { new[index] = "changed\n" }
    let text = LineDiff(old: Array(old.joined().utf8), new: Array(new.joined().utf8))
      .unified(oldLabel: "old", newLabel: "new")
    XCTAssertEqual(text.components(separatedBy: "\n@@ ").count - 1, 200)
    XCTAssertEqual(text.split(separator: "\n").filter { $0.first == "+" }.count, 201)
  }

  /// The length of a longest common subsequence, by the textbook table.
  private func commonLength(_ a: [String], _ b: [String]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  private struct BadDiff: Error { var reason: String }

  /// Applies a unified diff of whole lines (each ending in `\n`), checking every context and
  /// removed line against the old text and every hunk header's counts.
  private func apply(_ diff: String, to old: [String]) throws -> [String] {
    guard !diff.isEmpty else { return old }
    var lines = diff.components(separatedBy: "\n")
    guard lines.removeLast() == "", lines.count >= 2, lines[0] == "--- old", lines[1] == "+++ new"
    else { throw BadDiff(reason: "header") }
    lines.removeFirst(2)
    var result: [String] = []
    var position = 0
    while !lines.isEmpty {
      let header = lines.removeFirst()
      let numbers = header.split(whereSeparator: { " @-+,".contains($0) }).compactMap { Int($0) }
      let parts = header.split(separator: " ")
      guard parts.count == 4, parts[0] == "@@", parts[3] == "@@" else {
        throw BadDiff(reason: header)
      }
      let oldCount = parts[1].contains(",") ? numbers[1] : 1
      let oldStart = oldCount == 0 ? numbers[0] : numbers[0] - 1
      guard oldStart >= position else { throw BadDiff(reason: "overlapping \(header)") }
      result += old[position..<oldStart]
      position = oldStart
      var seenOld = 0
      var seenNew = 0
      while let line = lines.first, !line.hasPrefix("@@") {
        lines.removeFirst()
        let body = String(line.dropFirst()) + "\n"
        switch line.first {
        case " ", "-":
          guard position < old.count, old[position] == body else {
            throw BadDiff(reason: "context \(line)")
          }
          position += 1
          seenOld += 1
          if line.first == " " {
            result.append(body)
            seenNew += 1
          }
        case "+":
          result.append(body)
          seenNew += 1
        default: throw BadDiff(reason: line)
        }
      }
      let newCount = parts[2].contains(",") ? numbers.last ?? 0 : 1
      guard seenOld == oldCount, seenNew == newCount else { throw BadDiff(reason: header) }
    }
    return result + old[position...]
  }
}

/// A small deterministic generator (SplitMix64), so a failing round can be replayed.
private struct SplitMix {
  var seed: UInt64
  mutating func next() -> UInt64 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
