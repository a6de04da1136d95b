import MotionRuntime

/// `initial`: the values elements start with, in the file and in motions.
extension Checker {
  /// Where a start value was given, for the messages about it. The score draft keeps one
  /// beside each of its start values (``ScoreDraft/initialOrigins``), not with it: the values
  /// alone are the score's table, taken as they are, with no copy made while both are in
  /// memory (a design system gives a hundred thousand start values). 20 bytes, with no name:
  /// the motion of an `initial` in a motion is the one whose definition holds it.
  struct InitialOrigin {
    /// The `initial` statement.
    var statement: SourceRange
    /// Where it is given: the `initial` line of the file, or the `play` (in the file
    /// compiled) of the motion it is in.
    var place: SourceRange
    /// Whether the `initial` is in a motion.
    var isInMotion: Bool
  }

  /// A value an element starts with, given by `initial`, and where.
  struct InitialValue {
    var value: Value
    var origin: InitialOrigin
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
    let given = InitialValue(
      value: value,
      origin: InitialOrigin(
        statement: initial.range, place: walk.playStack.last?.site ?? initial.range,
        isInMotion: !walk.playStack.isEmpty))
    // Named for a message only (most `initial`s have none), so spelled out only then. In a
    // motion, it names the element too: the motion does not.
    func subject() -> String {
      given.origin.isInMotion
        ? draft.elements[element] + "." + initial.subject.property.text
        : text(initial.subject.range)
    }
    for property in properties {
      let key = TrackKey(element: element, property: property)
      let previous = initialValue(key)
      if let previous, given.origin.isInMotion {
        // The same start value again, from a motion, says nothing new (a motion played twice).
        if previous.value == value { continue }
        reportConflict(given, previous, subject: subject())
        return
      }
      if let changed = draft.firstChange[key] {
        let name = subject()
        report(
          .initialAfterAnimated(property: name), at: given.origin.place,
          related: [RelatedRange(changed, .firstAnimatedHere(property: name))]
            + motionInitial(given),
          notes: [
            given.origin.isInMotion
              ? .playMotionBeforeChange(property: name)
              : .moveInitialAboveChange(property: name)
          ])
        return
      }
      guard let previous else { continue }
      if !previous.origin.isInMotion, !given.origin.isInMotion {
        report(
          .duplicateInitial(property: subject()), at: initial.range,
          related: [RelatedRange(previous.origin.statement, .firstInitialHere)])
        return
      }
      if previous.value != value {
        reportConflict(given, previous, subject: subject())
        return
      }
    }
    for property in properties {
      let key = TrackKey(element: element, property: property)
      if draft.initials[key] == nil {
        draft.initials[key] = given.value
        draft.initialOrigins.append(given.origin)
      }
    }
  }

  /// The start value of `key`, and where it was given.
  private func initialValue(_ key: TrackKey) -> InitialValue? {
    guard let index = draft.initials.valueIndex(of: key) else { return nil }
    return InitialValue(
      value: draft.initials.value(at: index), origin: draft.initialOrigins[index])
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
      at: given.origin.place,
      related: motionInitial(given)
        + [RelatedRange(previous.origin.place, .startsItAt(previous.value.messageText))]
        + (previous.origin.statement == given.origin.statement ? [] : motionInitial(previous)),
      notes: [.oneStartValue])
  }

  /// For an `initial` in a motion, its line, labelled with the motion.
  private func motionInitial(_ initial: InitialValue) -> [RelatedRange] {
    guard initial.origin.isInMotion else { return [] }
    let statement = initial.origin.statement
    return [RelatedRange(statement, .initialOfMotion(motionName(holding: statement.start)))]
  }

  /// The name of the motion whose definition holds `position`: for an `initial` in a motion,
  /// the motion played (the walk is in its body). The motions are in the order of their
  /// positions and do not overlap, so it is the last one that starts at or before it.
  private func motionName(holding position: Int) -> String {
    let motions = motionGraph.motions
    var low = 0
    var high = motions.count
    while low < high {
      let middle = (low + high) / 2
      if motions[middle].statement.range.start <= position {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low > 0 ? motions[low - 1].statement.name.text : ""
  }
}
