import MotionRuntime
import XCTest

@testable import MotionCompiler

/// The score keeps one change and one node per step the timeline plays, so their sizes decide
/// much of the checker's memory on a large spec (README's Benchmark section).
final class ScoreLayoutTests: XCTestCase {
  func testAChangeAndANodeStaySmall() {
    // Five words of numbers and a box, four source ranges (statement, value, subject, `play`
    // site), three 32-bit indexes and counts, the properties, color space and flags: what
    // every change has. The rest is out of line.
    XCTAssertLessThanOrEqual(MemoryLayout<ScoreChange>.stride, 88)
    XCTAssertEqual(MemoryLayout<ScoreNode>.stride, 8)
  }

  func testAGroupStaysSmall() {
    // Where its children are, its range, a box for the rare parts, the motion a `play` plays
    // and its element, and its form.
    XCTAssertLessThanOrEqual(MemoryLayout<ScoreGroup>.stride, 40)
  }

  func testANodeGivesBackItsKindAndIndex() {
    for index in [0, 1, 2, 3, 63, 64, 1 << 40] {
      guard case .change(index) = ScoreNode.change(index).kind,
        case .pause(index) = ScoreNode.pause(index).kind,
        case .group(index) = ScoreNode.group(index).kind
      else { return XCTFail("\(index)") }
    }
    XCTAssertNotEqual(ScoreNode.change(1), ScoreNode.pause(1))
    XCTAssertNotEqual(ScoreNode.pause(1), ScoreNode.group(1))
  }

  func testAGroupGivesBackWhatItWasMadeWith() {
    var storage = ScoreStorage()
    let range = SourceRange(start: 3, end: 9)
    let first = storage.add(
      ScoreGroup(kind: .sequence, timing: Timing(), range: range), children: [.change(4)],
      motion: (name: "pop", node: 3, element: 2))
    let timedRange = SourceRange(start: 12, end: 20)
    let second = storage.add(
      ScoreGroup(
        kind: .stagger(40),
        timing: Timing(delay: 20, over: 0, wait: 5, plays: .times(3), yoyo: true),
        range: timedRange),
      children: [.pause(0), first, .change(7)])
    let again = storage.add(
      ScoreGroup(kind: .merge, timing: Timing(), range: range), children: [],
      motion: (name: "pop", node: 3, element: 5))
    guard case .group(0) = first.kind, case .group(1) = second.kind, case .group(2) = again.kind
    else { return XCTFail("\(first.kind), \(second.kind), \(again.kind)") }

    let plain = storage.groups[0]
    XCTAssertEqual(plain.timing.delay, 0)
    XCTAssertEqual(plain.timing.plays, .times(1))
    XCTAssertFalse(plain.timing.yoyo)
    XCTAssertNil(plain.endless)
    XCTAssertEqual(plain.motion?.name, 0)
    XCTAssertEqual(plain.motion?.element, 2)
    XCTAssertEqual(plain.range, range)
    XCTAssertEqual(plain.children, 0..<1)
    XCTAssertEqual(storage.range(first), range)
    guard case .sequence = plain.kind else { return XCTFail("\(plain.kind)") }

    var timed = storage.groups[1]
    XCTAssertEqual(timed.children, 1..<4)
    XCTAssertEqual(timed.children.map { storage.children[$0] }, [.pause(0), first, .change(7)])
    XCTAssertEqual(timed.timing.delay, 20)
    XCTAssertEqual(timed.timing.wait, 5)
    XCTAssertEqual(timed.timing.plays, .times(3))
    XCTAssertTrue(timed.timing.yoyo)
    XCTAssertNil(timed.motion)
    XCTAssertEqual(storage.range(second), timedRange)
    guard case .stagger(let interval) = timed.kind else { return XCTFail("\(timed.kind)") }
    XCTAssertEqual(interval, 40)

    // A motion played twice is named once.
    XCTAssertEqual(storage.groups[2].motion?.name, 0)
    XCTAssertEqual(storage.groups[2].motion?.element, 5)
    XCTAssertEqual(storage.motionNames, ["pop"])
    XCTAssertEqual(storage.groups[2].children, 4..<4)
    // Motions are told apart by their index in the graph, and named in the order played.
    let other = storage.add(
      ScoreGroup(kind: .sequence, timing: Timing(), range: range), children: [],
      motion: (name: "fade", node: 0, element: 5))
    guard case .group(3) = other.kind else { return XCTFail("\(other.kind)") }
    XCTAssertEqual(storage.groups[3].motion?.name, 1)
    XCTAssertEqual(storage.motionNames, ["pop", "fade"])

    // Setting what never ends keeps the rest.
    let forever = SourceRange(start: 5, end: 7)
    timed.endless = forever
    XCTAssertEqual(timed.endless, forever)
    XCTAssertEqual(timed.timing.delay, 20)
    XCTAssertEqual(timed.children, 1..<4)
    guard case .stagger(40) = timed.kind else { return XCTFail("\(timed.kind)") }
    var merge = ScoreGroup(kind: .merge, timing: Timing(), range: range)
    merge.endless = forever
    XCTAssertEqual(merge.endless, forever)
    XCTAssertEqual(merge.timing.plays, .times(1))
    guard case .merge = merge.kind else { return XCTFail("\(merge.kind)") }
    // Set again to what it is, or back to ending, the rest stays.
    timed.endless = forever
    XCTAssertEqual(timed.endless, forever)
    timed.endless = nil
    XCTAssertNil(timed.endless)
    XCTAssertEqual(timed.timing.delay, 20)
    guard case .stagger(40) = timed.kind else { return XCTFail("\(timed.kind)") }
    merge.endless = nil
    XCTAssertNil(merge.endless)
    guard case .merge = merge.kind else { return XCTFail("\(merge.kind)") }
  }

  func testAPauseIsStoredWithItsRange() {
    var storage = ScoreStorage()
    let range = SourceRange(start: 30, end: 38)
    let node = storage.addPause(250, range: range)
    guard case .pause(let index) = node.kind else { return XCTFail("\(node.kind)") }
    XCTAssertEqual(storage.pauses[index].length, 250)
    XCTAssertEqual(storage.range(node), range)
    XCTAssertNil(storage.endlessRepeat(node))
  }

  func testAPlainChangeGivesBackWhatItWasMadeWith() {
    let change = makeChange(
      target: .absolute(.number(-16.92)),
      timing: Timing(delay: 20, over: 200, wait: 5, plays: .times(3), yoyo: true))
    XCTAssertEqual(change.target, .absolute(.number(-16.92)))
    XCTAssertNil(change.from)
    XCTAssertEqual(change.timing.delay, 20)
    XCTAssertEqual(change.timing.over, 200)
    XCTAssertEqual(change.timing.wait, 5)
    XCTAssertEqual(change.timing.plays, .times(3))
    XCTAssertTrue(change.timing.yoyo)
    XCTAssertEqual(change.element, 7)
    XCTAssertEqual(change.properties.first, .scaleX)
    XCTAssertEqual(change.properties.second, .scaleY)
    XCTAssertEqual(change.easing, 2)
    XCTAssertEqual(change.colorSpace, .oklab)
    XCTAssertEqual(change.range, SourceRange(start: 10, end: 40))
    XCTAssertEqual(change.valueRange, SourceRange(start: 20, end: 25))
    XCTAssertEqual(change.subject, SourceRange(start: 10, end: 17))
    XCTAssertNil(change.site)
    XCTAssertNil(change.instantOver)
    XCTAssertNil(change.fromRange)
    XCTAssertEqual(makeChange(target: .relative(-0.5)).target, .relative(-0.5))
    // A `play` site at the last position a source has is a site, not the lack of one.
    let last = SourceRange(
      start: SourceRange.maximumPosition - 1, end: SourceRange.maximumPosition)
    XCTAssertEqual(makeChange(site: last).site, last)
    XCTAssertFalse(makeChange(timing: Timing(yoyo: false)).timing.yoyo)
  }

  func testTheRareFieldsOfAChangeAreKept() {
    let red = Value.color(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
    let color = makeChange(
      target: .absolute(red), from: .number(0.25), site: SourceRange(start: 0, end: 0),
      instantOver: SourceRange(start: 30, end: 36), fromRange: SourceRange(start: 37, end: 40))
    XCTAssertEqual(color.target, .absolute(red))
    XCTAssertEqual(color.from, .number(0.25))
    XCTAssertEqual(color.site, SourceRange(start: 0, end: 0))
    XCTAssertEqual(color.instantOver, SourceRange(start: 30, end: 36))
    XCTAssertEqual(color.fromRange, SourceRange(start: 37, end: 40))
    XCTAssertEqual(color.timing.plays, .times(1))

    let path = DriftPath(
      width: 300, height: 200, velocityX: 40, velocityY: -30, reduced: false, cycle: true)
    XCTAssertEqual(makeChange(target: .drift(path)).target, .drift(path))
    let forever = Plays.forever(SourceRange(start: 41, end: 55))
    XCTAssertEqual(makeChange(timing: Timing(plays: forever)).timing.plays, forever)
    // A count no limit allows by default still comes back exactly.
    let many = Plays.times(Int(Int32.max) + 1)
    XCTAssertEqual(makeChange(timing: Timing(plays: many)).timing.plays, many)
  }

  func testAChunkedListKeepsEveryChangeInOrderAcrossChunks() {
    var list = ChunkedList<ScoreChange>()
    XCTAssertTrue(list.isEmpty)
    for element in 0..<10_000 {
      list.append(makeChange(target: .absolute(.number(Double(element)))))
    }
    XCTAssertEqual(list.count, 10_000)
    let size = ChunkedList<ScoreChange>.chunkSize
    // As small as the syntax tree's own allocations, to fit where released statements were.
    XCTAssertLessThanOrEqual(size * MemoryLayout<ScoreChange>.stride, 512)
    XCTAssertLessThan(3 * size, 10_000, "the test crosses chunk edges")
    for index in [0, size - 1, size, 2 * size - 1, 2 * size, 3 * size, 9_999] {
      XCTAssertEqual(list[index].target, .absolute(.number(Double(index))))
    }
    XCTAssertEqual(
      list.map { $0.target }, (0..<10_000).map { ChangeTarget.absolute(.number(Double($0))) })
  }

  func testARunAppendedAcrossAChunkEdgeIsWhereItsRangeSays() {
    var nodes = ChunkedList<ScoreNode>()
    let size = ChunkedList<ScoreNode>.chunkSize
    _ = nodes.append(contentsOf: (0..<size - 3).map(ScoreNode.change))
    let run = nodes.append(contentsOf: (100..<110).map(ScoreNode.group))
    XCTAssertEqual(run, size - 3..<size + 7)
    XCTAssertEqual(run.map { nodes[$0] }, (100..<110).map(ScoreNode.group))
    XCTAssertEqual(nodes.append(contentsOf: []), size + 7..<size + 7)
  }

  private func makeChange(
    target: ChangeTarget = .absolute(.number(1)), from: Value? = nil, timing: Timing = Timing(),
    site: SourceRange? = nil, instantOver: SourceRange? = nil, fromRange: SourceRange? = nil
  ) -> ScoreChange {
    ScoreChange(
      element: 7, properties: PropertyPair(.scaleX, .scaleY), target: target, from: from,
      timing: timing, easing: 2, colorSpace: .oklab, range: SourceRange(start: 10, end: 40),
      valueRange: SourceRange(start: 20, end: 25), subject: SourceRange(start: 10, end: 17),
      site: site, instantOver: instantOver, fromRange: fromRange)
  }
}
