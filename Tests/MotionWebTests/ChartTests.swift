import Foundation
import MotionCompiler
import MotionRuntime
import XCTest

@testable import MotionWeb

/// What the plot and the preview's charts draw: value labels from the curve itself, a color
/// change's overshoot, `scale` once, and the plays' names where they can be read (issue 32,
/// items 4 and 10).
final class ChartTests: XCTestCase {
  private func timeline(_ text: String) throws -> Timeline {
    let result = Compiler.compile(SourceFile(path: "test.motion", text: text))
    return try XCTUnwrap(result.timeline, result.rendered)
  }

  /// The numbers labelling a number panel's value axis, top first.
  private func valueLabels(_ svg: String) -> [String] {
    svg.components(separatedBy: "text-anchor=\"end\" fill=\"#616e7c\">").dropFirst().compactMap {
      $0.components(separatedBy: "<").first
    }.filter { Double($0) != nil }
  }

  /// A spring's peak lies between keyframes: the axis is labelled with the peak the curve
  /// reaches, to the label's three places. Reference: a damped oscillator released from rest
  /// overshoots by exp(−ζπ / √(1 − ζ²)) of its distance.
  func testTheValueAxisIsLabelledAtTheCurvesPeak() throws {
    for (ratio, wait) in [(0.3, "60s"), (0.7, "0s")] {
      let plotted = try timeline(
        "target box\nmoveX 100 ease spring(response: 0.5s, dampingRatio: \(ratio))\n"
          + "wait \(wait)\n")
      let peak = 100 * (1 + exp(-ratio * Double.pi / (1 - ratio * ratio).squareRoot()))
      let svg = ValuePlot.document(plotted, title: "test.motion")
      XCTAssertEqual(
        valueLabels(svg).first, String(format: "%.3f", peak), "dampingRatio \(ratio)")
    }
  }

  /// A color band shows only colors in gamut; the eased progress drawn over it leaves the
  /// band where `easeInOutBack` overshoots, below it at the start and above it at the end.
  func testAColorChangesOvershootShowsOverItsBand() throws {
    let plotted = try timeline(
      "initial box.background #000000\nbox.background #F04020 over 0.6s ease easeInOutBack\n")
    let svg = ValuePlot.document(plotted, title: "test.motion")
    let paths = svg.components(separatedBy: " d=\"").dropFirst().compactMap {
      $0.components(separatedBy: "\"").first
    }
    XCTAssertEqual(paths.count, 2, "a light edge and the line")
    let ys = (paths.first ?? "").split(separator: " ").enumerated().compactMap {
      $0.offset % 2 == 1 ? Double($0.element) : nil
    }
    let bandTop = Double(ValuePlot.plotTop + 8)
    let bandBottom = Double(ValuePlot.plotTop + ValuePlot.plotHeight - 8)
    XCTAssertEqual(ys.first, bandBottom)
    XCTAssertEqual(ys.last, bandTop)
    XCTAssertGreaterThan(ys.max() ?? 0, bandBottom + 3, "undershoot at the start")
    XCTAssertLessThan(ys.min() ?? .infinity, bandTop - 3, "overshoot at the end")
  }

  /// `scale` moving both axes is one panel titled `scale`, which `--only` finds by either axis.
  func testScaleIsOnePanelWhereBothAxesMoveTogether() throws {
    let plotted = try timeline("scale 1.3 over 0.4s repeat 3 yoyo\n")
    let svg = ValuePlot.document(plotted, title: "test.motion")
    XCTAssertEqual(svg.components(separatedBy: ">view.scale<").count - 1, 1)
    XCTAssertFalse(svg.contains("scaleX") || svg.contains("scaleY"))
    for property in [Property.scaleX, .scaleY] {
      let only = ValuePlot.document(
        plotted, title: "t", only: ValuePlot.Column(element: "view", property: property))
      XCTAssertTrue(only.contains(">view.scale<"), "\(property)")
    }
    let apart = try timeline("scale 1.3 over 0.4s\nscaleX 1 over 0.4s\n")
    XCTAssertEqual(apart.chartRows.map(\.name), ["scaleX", "scaleY"])
  }

  /// Plays that start close together, and one at the chart's right edge: every name is drawn
  /// whole inside the chart, and no two names in one row overlap.
  func testPlaysNamesNeverOverlapNorPassTheRightEdge() throws {
    var text = "motion fadeUp <\n  opacity 0 over 0.3s\n>\nmotion done <\n  moveX 1 over 0.01s\n>\n"
    text += "stagger 0.02s <\n"
    for index in 0..<6 { text += "  play fadeUp on item\(index)\n" }
    text += ">\nplay done\n"
    let plotted = try timeline(text)
    let span = ValuePlot.span(plotted)
    let placed = TimelineBars.lanes(plotted.markers, span: span)
    XCTAssertEqual(placed.count, 7)
    let right = Double(TimelineBars.labelWidth + TimelineBars.barsWidth + 16)
    for play in placed {
      let textX = try XCTUnwrap(play.textX, "\(play.marker.name) has room")
      XCTAssertLessThanOrEqual(textX + TimelineBars.textWidth(play.marker.name), right)
    }
    XCTAssertGreaterThan(Set(placed.map(\.lane)).count, 1, "names this close need rows")
    for (index, play) in placed.enumerated() {
      for other in placed[(index + 1)...] where other.lane == play.lane {
        let end = (play.textX ?? 0) + TimelineBars.textWidth(play.marker.name)
        XCTAssertLessThan(end, other.textX ?? .infinity, "names overlap in row \(play.lane)")
      }
    }
    let svg = TimelineBars.svg(plotted, span: span)
    XCTAssertEqual(svg.components(separatedBy: ">fadeUp</text>").count - 1, 6)
    XCTAssertEqual(svg.components(separatedBy: ">done</text>").count - 1, 1)
  }
}
