extension MotionStage {
  /// The value of `property` of `element` now; `nil` for an element no prepared track has, or a
  /// property with no default that nothing has set yet.
  public func value(of property: Property, on element: String) -> Value? {
    guard let index = elements[element] else { return nil }
    return value(of: property, onElementAt: index)
  }

  /// The value of `property` of the stage's element `index` (see ``elementIndex(named:)``).
  public func value(of property: Property, onElementAt index: Int) -> Value? {
    guard index >= 0, index < elements.count else { return nil }
    return value(slot: index * Property.allCases.count + property.index, at: clock.currentTicks)
  }

  /// How fast `property` of `element` moves now, in its units per second (see ``MotionStage``,
  /// "Velocity"); `nil` for colors and for an element no prepared track has.
  public func velocity(of property: Property, on element: String) -> Double? {
    guard let index = elements[element] else { return nil }
    return velocity(of: property, onElementAt: index)
  }

  /// How fast `property` of the stage's element `index` moves now (see
  /// ``velocity(of:on:)``).
  public func velocity(of property: Property, onElementAt index: Int) -> Double? {
    guard index >= 0, index < elements.count, property.kind != .color else { return nil }
    return velocity(slot: index * Property.allCases.count + property.index, at: clock.currentTicks)
  }

  /// The slot's value at clock time `time` (no earlier than its play's start).
  func value(slot index: Int, at time: Tick) -> Value? {
    let slot = slots[index]
    guard slot.play >= 0, let stageTrack = plays[slot.play].track else {
      return slot.rest ?? Property.allCases[index % Property.allCases.count].defaultValue
    }
    let track = stageTrack.tables.tracks[slot.track]
    let elapsed = max(time - plays[slot.play].start, 0)
    guard slot.handsOff else { return track.value(at: SampleTime(tick: elapsed)) }
    guard track.count > 0 else { return slot.cutValue }
    let start = track.startTick(0)
    if elapsed < start { return slot.cutValue }
    if slot.springs {
      if elapsed - start < slot.springLength {
        return .number(slot.spring.value(atSeconds: Ticks.seconds(elapsed - start)))
      }
      return track.value(at: SampleTime(tick: elapsed - slot.shift))
    }
    let end = track.endTick(0)
    guard elapsed < end else { return track.value(at: SampleTime(tick: elapsed)) }
    return track.firstChange(from: slot.cutValue, elapsed: elapsed - start)
  }

  /// The slot's velocity at clock time `time`, per second (numbers only).
  func velocity(slot index: Int, at time: Tick) -> Double {
    let slot = slots[index]
    guard slot.play >= 0, let stageTrack = plays[slot.play].track else { return 0 }
    let track = stageTrack.tables.tracks[slot.track]
    let elapsed = max(time - plays[slot.play].start, 0)
    guard slot.handsOff else { return track.velocity(at: elapsed) }
    guard track.count > 0 else { return 0 }
    let start = track.startTick(0)
    if elapsed < start { return 0 }
    if slot.springs {
      if elapsed - start < slot.springLength {
        return slot.spring.velocity(atSeconds: Ticks.seconds(elapsed - start))
      }
      return track.velocity(at: elapsed - slot.shift)
    }
    let end = track.endTick(0)
    guard elapsed < end, case .number(let from) = slot.cutValue else {
      return track.velocity(at: elapsed)
    }
    let length = end - start
    let slope = track.easings[track.easingIndex(0)].slope(
      at: Double(elapsed - start) / Double(length))
    return (track.component(3 + track.stride, 0) - from) * slope / Ticks.seconds(length)
  }
}

extension PropertyTrack {
  /// The first change's value `elapsed` ticks into it, run from `from` instead of its own start.
  func firstChange(from: Value, elapsed: Tick) -> Value {
    let length = endTick(0) - startTick(0)
    let eased = easings[easingIndex(0)].value(elapsed: SampleTime(tick: elapsed), length: length)
    switch from {
    case .number(let number):
      return .number(number + (component(3 + stride, 0) - number) * eased)
    case .color(let color):
      guard case .color(let to) = storedValue(3 + stride) else { return from }
      return .color(color.mixed(with: to, amount: eased, in: colorSpace(0)))
    }
  }

  /// The exact velocity at `tick` (a loop maps it into its first cycle), per second: the
  /// change under way's slope, 0 between changes and for colors.
  func velocity(at tick: Tick) -> Double {
    guard !isColor else { return 0 }
    let tick = loop.map { $0.cycleTick(tick) } ?? tick
    let index = segmentIndex(at: tick)
    guard index >= 0 else { return 0 }
    let start = startTick(index)
    let end = endTick(index)
    guard tick < end else { return 0 }
    let base = index * recordWidth + 3
    let slope = easings[easingIndex(index)].slope(at: Double(tick - start) / Double(end - start))
    return (component(base, 1) - component(base, 0)) * slope / Ticks.seconds(end - start)
  }
}
