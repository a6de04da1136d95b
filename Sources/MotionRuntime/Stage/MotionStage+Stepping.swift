extension MotionStage {
  /// One tick of the clock at `time`: starts the queued plays whose properties came to rest,
  /// fires the markers the plays crossed, ends those that are done, then calls ``onFrame``.
  func step(to time: Tick) {
    var index = 0
    while index < plays.count {
      switch plays[index].state {
      case .ended: break
      case .waiting:
        if let rest = restTime(of: index) { start(index, at: rest) }
      case .playing: break
      }
      if plays[index].state == .playing { advance(index, to: time) }
      index += 1
    }
    onFrame?(self)
    // After `onFrame`, so that a play it starts keeps the stage on the clock (not joining twice).
    if activeCount == 0 { isOnClock = false }
  }

  /// Fires play `index`'s markers up to `time`, and ends it when it is done.
  private func advance(_ index: Int, to time: Tick) {
    let elapsed = time - plays[index].start
    let length = plays[index].length
    var reach = length.map { min(elapsed, $0) } ?? elapsed
    if let cut = plays[index].cut { reach = min(reach, cut - 1) }
    fireMarkers(of: index, through: reach)
    guard plays[index].state == .playing else { return }  // a marker callback cancelled it
    if plays[index].cut != nil, plays[index].held == 0 {
      end(index, at: time, finished: false)
    } else if let length, elapsed >= length {
      end(index, at: plays[index].start.saturatingAdd(length), finished: plays[index].cut == nil)
    }
  }

  /// Fires the marker edges of play `index` after its marker position, through `reach`.
  private func fireMarkers(of index: Int, through reach: Tick) {
    guard let track = plays[index].track, !track.tables.edges.isEmpty, let onMarker else {
      plays[index].markerPosition = max(plays[index].markerPosition, reach)
      return
    }
    let edges = track.tables.edges
    let markers = track.timeline.markers
    let element = plays[index].element
    let count = track.timeline.elements.count
    let name: String? =
      element >= 0 && element < count ? track.timeline.elements[element].name : nil
    var edge = edges.firstIndex(
      after: plays[index].markerPosition, inclusive: plays[index].includesStart)
    let play = StagePlay(index: index, generation: plays[index].generation)
    while edge < edges.times.count, edges.times[edge] <= reach {
      let marker = markers[edges.markers[edge]]
      if element < 0 || marker.element == name { onMarker(play, marker, edges.edges[edge]) }
      edge += 1
    }
    if reach >= plays[index].markerPosition {
      plays[index].markerPosition = reach
      plays[index].includesStart = false
    }
  }

  /// Ends play `index` at clock time `time`: its slots rest at their values there.
  func end(_ index: Int, at time: Tick, finished: Bool) {
    forEachSlot(of: index) { slot, _ in
      guard slots[slot].play == index else { return }
      let rest = value(slot: slot, at: time)
      slots[slot] = StageSlot()
      slots[slot].rest = rest
      slots[slot].restSince = time
    }
    plays[index].state = .ended
    plays[index].track = nil
    let onComplete = plays[index].onComplete
    plays[index].onComplete = nil
    freePlays.append(index)
    activeCount -= 1
    onComplete?(finished)
  }
}
