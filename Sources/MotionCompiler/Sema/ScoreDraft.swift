import MotionRuntime

/// The ``Score`` while the ``Checker`` builds it: what the walk has found so far. A motion
/// measured on its own starts from a fresh set of elements, start values and changes, and
/// keeps the easings (changes refer to them by index).
struct ScoreDraft {
  /// Element names in the order first named; `view` is added when first animated.
  var elements: [String] = []
  /// Each element's index in ``elements``.
  var elementIndex: [String: Int] = [:]
  /// The indexes of the elements named lately (fewer than 2^31: each is named in a source of
  /// fewer than 2^32 bytes), in front of ``elementIndex``.
  var recentElements = NameCache<Int32>()
  /// The values given with `initial`, in the file or by the motions played: the score's
  /// table, as it is.
  var initials = TrackTable<Value>()
  /// Where each of the ``initials`` was given, in the order their values were first set.
  var initialOrigins: [Checker.InitialOrigin] = []
  /// The first change of each track, in source order (for `initial` after animation).
  var firstChange = TrackTable<SourceRange>()
  /// The checked changes, groups and pauses.
  var storage = ScoreStorage()
  /// Every change's easing, by index (changes hold the index, which keeps them small); each
  /// easing is stored once.
  var easings: [Easing] = [.linear]
  /// Each easing's index in ``easings``.
  var easingIndexes: [Easing: Int32] = [.linear: 0]
  /// Per slot (``Checker``'s `recentEasingSlot`), the easing last looked up with it: its
  /// index (-1: none yet) and, when it is held inline, a copy compared in place
  /// (``InlineEasing/none`` when not).
  var recentEasings = [RecentEasing](repeating: RecentEasing(index: -1, inline: .none), count: 64)

  /// An empty draft with this one's easings, for a motion measured on its own (the changes
  /// kept from before refer to the easings by index).
  func freshKeepingEasings() -> ScoreDraft {
    var fresh = ScoreDraft()
    fresh.easings = easings
    fresh.easingIndexes = easingIndexes
    fresh.recentEasings = recentEasings
    return fresh
  }
}

/// A slot of ``ScoreDraft/recentEasings``.
struct RecentEasing {
  var index: Int32
  var inline: InlineEasing
}

/// An easing with nothing to retain (`linear`, a family, a cubic Bézier), in a few words that
/// are compared in place: two are equal exactly when their easings are.
struct InlineEasing: Equatable {
  /// 0: none (equal to no easing's), 1: linear, 2: a family, 3: a cubic Bézier.
  private var kind: UInt8
  private var family: EasingFamily?
  private var mode: EasingMode?
  private var curve: CubicBezier?

  /// Stands for no easing: never equal to an easing's.
  static let none = InlineEasing(kind: 0, family: nil, mode: nil, curve: nil)

  private init(kind: UInt8, family: EasingFamily?, mode: EasingMode?, curve: CubicBezier?) {
    self.kind = kind
    self.family = family
    self.mode = mode
    self.curve = curve
  }

  /// `easing` held inline, or `nil` when it holds something to retain.
  init?(_ easing: Easing) {
    switch easing {
    case .linear: self.init(kind: 1, family: nil, mode: nil, curve: nil)
    case .family(let family, let mode): self.init(kind: 2, family: family, mode: mode, curve: nil)
    case .cubicBezier(let curve): self.init(kind: 3, family: nil, mode: nil, curve: curve)
    case .steps, .piecewiseLinear, .spring, .reversed: return nil
    }
  }
}
