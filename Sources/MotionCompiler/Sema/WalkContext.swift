/// Where the checker's walk is: inside which `play`s and groups, whether it checks a motion on
/// its own, and how much of the expansion budget the `play`s have spent. The ``Checker`` holds
/// one. `playStack`, `nesting` and `reducedDepth` go up on the way into a `play`, group or
/// `reduced` block and back down on the way out; `checkingDefinition` is set around step 3;
/// the budget (`expandedStatements`) is spent across the whole compilation, the motions
/// `--max-duration` measures included, and never given back (`budgetExceeded` is cleared
/// before each measured motion).
struct WalkContext {
  /// The `play`s being expanded, outermost first.
  var playStack: [Checker.PlayFrame] = []
  /// True while checking a motion on its own (step 3 of the checker): nothing is expanded or
  /// kept.
  var checkingDefinition = false
  /// How deep the walk is in groups and plays together.
  var nesting = 0
  /// How many statements the `play`s expanded so far walk (a budget against exponential
  /// expansion, spent before expanding).
  var expandedStatements = 0
  /// Whether a `play` did not fit in the expansion budget.
  var budgetExceeded = false
  /// Inside a `reduced` block, changes are kept as written under `--reduced`.
  var reducedDepth = 0
}
