import Foundation
import MotionRuntime

/// Ticks in a millisecond and a second, for writing times in tests.
let millisecond: Tick = 1_000_000
let second: Tick = 1_000_000_000
