// A stand-in for MotionRuntime's DisplayLinkClock, for the docs' examples in scripts/apple-typecheck
// only: the real one exists only on Apple platforms (it needs Objective-C selectors), so the
// runtime built here has none. It gives a clock of the same base type, as `DisplayLinkClock()`
// does on iOS, tvOS and visionOS.
import MotionRuntime

@MainActor func DisplayLinkClock() -> MotionClock { ManualClock() }
