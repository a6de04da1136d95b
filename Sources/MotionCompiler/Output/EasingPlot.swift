import MotionRuntime

/// A timing curve drawn with text: eased progress (up) against progress (right), with dotted
/// lines at 0 and 1. `motionc ease` prints it, and editors show it on hover.
public enum EasingPlot {
  /// A `width` × `height` plot of `easing` (at least 2 × 2), axes and labels included.
  public static func text(_ easing: Easing, width: Int = 61, height: Int = 15) -> String {
    let width = max(width, 2)
    let height = max(height, 2)
    let values = (0..<width).map { easing.value(at: Double($0) / Double(width - 1)) }
    let low = min(0, values.min() ?? 0)
    let high = max(1, values.max() ?? 1)
    var grid = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
    func row(_ value: Double) -> Int {
      height - 1 - Int(((value - low) / (high - low) * Double(height - 1)).rounded())
    }
    for column in 0..<width {
      grid[row(0)][column] = "·"
      grid[row(1)][column] = "·"
    }
    for (column, value) in values.enumerated() where value.isFinite {
      grid[min(max(row(value), 0), height - 1)][column] = "●"
    }
    var out = ""
    for (index, line) in grid.enumerated() {
      let label = index == row(1) ? "1" : index == row(0) ? "0" : ""
      out += label + String(repeating: " ", count: 4 - label.count) + "│" + String(line) + "\n"
    }
    out += "    └" + String(repeating: "─", count: width) + "\n"
    out += "     0" + String(repeating: " ", count: width - 2) + "1  progress\n"
    return out
  }
}
