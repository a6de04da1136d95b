extension TimelineBuilder {
  /// `diagnostics` with each pair of M0200 warnings that say the same of an element's
  /// `scaleX` and `scaleY` at one place joined into one about its `scale`, and a warning given
  /// twice at one place (M0201 names the `scale` written, once per axis) given once: a `scale`
  /// change moves both axes (two tracks), but the designer wrote one property and reads one
  /// warning.
  static func joiningScaleAxes(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    struct Jump: Hashable {
      var element: Substring
      var from: String
      var to: String
      var range: SourceRange
    }
    func jump(_ diagnostic: Diagnostic, axis: String) -> Jump? {
      guard case .repeatJumpsBack(let property, let from, let to) = diagnostic.kind,
        property.hasSuffix("." + axis)
      else { return nil }
      return Jump(
        element: property.dropLast(axis.count + 1), from: from, to: to, range: diagnostic.range)
    }
    let vertical = Set(diagnostics.compactMap { jump($0, axis: "scaleY") })
    let both = vertical.intersection(diagnostics.compactMap { jump($0, axis: "scaleX") })
    var result: [Diagnostic] = []
    var seen: Set<Diagnostic> = []
    for var diagnostic in diagnostics {
      guard seen.insert(diagnostic).inserted else { continue }
      if let horizontal = jump(diagnostic, axis: "scaleX"), both.contains(horizontal) {
        diagnostic.kind = .repeatJumpsBack(
          property: horizontal.element + ".scale", from: horizontal.from, to: horizontal.to)
      } else if let axis = jump(diagnostic, axis: "scaleY"), both.contains(axis) {
        continue
      }
      result.append(diagnostic)
    }
    return result
  }
}
