import MotionCompiler
import MotionRuntime

/// What an easing is: its formula, a small text plot and, for a spring, its settling time.
enum EasingDescription {
  static func markdown(_ easing: Easing) -> String {
    var out = "**\(easing.name)**: \(formula(easing))\n"
    if case .spring(let spring, _) = easing {
      let mapped = spring.durationAndBounce
      out += "\n= duration \(seconds(mapped.duration)), bounce \(number(mapped.bounce))"
      out += " (damping ratio \(number(spring.dampingRatio)))\n"
      let settling = spring.settlingTime.map { "settles in \(seconds($0))" } ?? "never settles"
      out += "\n\(settling): from then on it stays within 0.001 of its target\n"
    }
    out += "\n```text\n" + EasingPlot.text(easing, width: 41, height: 11) + "```\n"
    return out
  }

  private static func number(_ value: Double) -> String {
    NumberFormatting.fixed((value * 1e4).rounded() / 1e4)
  }

  private static func seconds(_ value: Double) -> String {
    NumberFormatting.fixed((value * 1e6).rounded() / 1e6) + "s"
  }

  static func formula(_ easing: Easing) -> String {
    switch easing {
    case .linear:
      return "E(p) = p, constant speed"
    case .cubicBezier(let curve):
      let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(NumberFormatting.shortest)
      return "the cubic Bézier from (0, 0) to (1, 1) through (\(points[0]), \(points[1])) and "
        + "(\(points[2]), \(points[3])), as CSS `cubic-bezier(\(points.joined(separator: ", ")))`"
    case .family(let family, let mode):
      let inner = "in(p) = " + inFormula(family)
      switch mode {
      case .in: return "E(p) = \(inFormula(family)), a slow start"
      case .out: return "E(p) = 1 − in(1 − p) with \(inner), a slow end"
      case .inOut:
        return "E(p) = in(2p)/2 below ½, else 1 − in(2 − 2p)/2, with \(inner)"
          + inOutNote(family) + ", slow at both ends"
      }
    case .steps(let count, let position):
      return "\(count) equal steps (`\(position.rawValue)`), as CSS `steps()`"
    case .piecewiseLinear:
      return "straight lines through the given points, as CSS `linear()`"
    case .spring(let spring, _):
      return "a spring of mass \(number(spring.mass)), stiffness \(number(spring.stiffness)), "
        + "damping \(number(spring.damping)) and initial velocity \(number(spring.initialVelocity))"
    case .reversed(let inner):
      return "`\(inner.name)` played backwards: E(p) = 1 − inner(1 − p)"
    }
  }

  private static func inFormula(_ family: EasingFamily) -> String {
    switch family {
    case .quad: return "p²"
    case .cubic: return "p³"
    case .quart: return "p⁴"
    case .quint: return "p⁵"
    case .sine: return "1 − cos(πp/2)"
    case .expo: return "2^(10p − 10)"
    case .circ: return "1 − √(1 − p²)"
    case .back: return "(s + 1)p³ − s·p², s = 1.70158"
    case .elastic: return "−2^(10p − 10)·sin((10p − 10.75)·2π/3)"
    case .bounce: return "1 − out(1 − p), where out bounces three times"
    }
  }

  private static func inOutNote(_ family: EasingFamily) -> String {
    switch family {
    case .back: return " (s × 1.525 in place of s)"
    case .elastic: return " (with a period of its own, 2π/4.5)"
    case .quad, .cubic, .quart, .quint, .sine, .expo, .circ, .bounce: return ""
    }
  }
}
