import MotionRuntime

/// `initial`: the values elements start with, in the file and in motions.
extension Checker {
  /// A value an element starts with, given by `initial`.
  struct InitialValue {
    var value: Value
    /// The `initial` statement.
    var range: SourceRange
    /// For an `initial` in a motion, the `play` (in the file compiled) it comes from.
    var play: PlayFrame?

    /// Where it is given: the `initial` line of the file, or the `play` of the motion.
    var place: SourceRange { play?.site ?? range }
  }

  /// `initial`: in the file, the value a property starts with; in a motion, the value the
  /// property of the element the motion is played on starts with (at time 0, whenever the
  /// motion is played). One value per property: two different ones are an error, and so is an
  /// `initial` after the property is animated, unless it agrees with the one already given.
  mutating func checkInitial(_ initial: InitialStatement, element: Int) {
    rejectModifiers(initial.modifiers, on: .initial)
    let element = self.element(initial.subject.element, default: element)
    guard let properties = resolveProperty(initial.subject.property) else { return }
    guard let value = value(initial.value, for: properties.first, name: initial.subject.range)
    else { return }
    if walk.checkingDefinition { return }
    let given = InitialValue(value: value, range: initial.range, play: walk.playStack.last)
    // In a motion, name the element too: the motion does not.
    let subject =
      given.play == nil
      ? text(initial.subject.range)
      : draft.elements[element] + "." + initial.subject.property.text
    for property in properties {
      let key = TrackKey(element: element, property: property)
      let previous = draft.initials[key]
      if let previous, given.play != nil {
        // The same start value again, from a motion, says nothing new (a motion played twice).
        if previous.value == value { continue }
        reportConflict(given, previous, subject: subject)
        return
      }
      if let changed = draft.firstChange[key] {
        report(
          .initialAfterAnimated(property: subject), at: given.place,
          related: [RelatedRange(changed, .firstAnimatedHere(property: subject))]
            + motionInitial(given),
          notes: [
            given.play == nil
              ? .moveInitialAboveChange(property: subject)
              : .playMotionBeforeChange(property: subject)
          ])
        return
      }
      guard let previous else { continue }
      if previous.play == nil, given.play == nil {
        report(
          .duplicateInitial(property: subject), at: initial.range,
          related: [RelatedRange(previous.range, .firstInitialHere)])
        return
      }
      if previous.value != value {
        reportConflict(given, previous, subject: subject)
        return
      }
    }
    for property in properties {
      let key = TrackKey(element: element, property: property)
      if draft.initials[key] == nil { draft.initials[key] = given }
    }
  }

  /// Error M0162: two `initial`s, at least one of them in a motion, give `subject` different
  /// values. Both places are shown, and the `initial` line of each motion (once when both are
  /// the same line, played with different arguments).
  private mutating func reportConflict(
    _ given: InitialValue, _ previous: InitialValue, subject: String
  ) {
    report(
      .conflictingInitial(
        property: subject, first: previous.value.messageText, second: given.value.messageText),
      at: given.place,
      related: motionInitial(given)
        + [RelatedRange(previous.place, .startsItAt(previous.value.messageText))]
        + (previous.range == given.range ? [] : motionInitial(previous)),
      notes: [.oneStartValue])
  }

  /// For an `initial` in a motion, its line, labelled.
  private func motionInitial(_ given: InitialValue) -> [RelatedRange] {
    guard let play = given.play else { return [] }
    return [RelatedRange(given.range, .initialOfMotion(play.motion))]
  }
}
