/// What the checker knows about one file of a compilation: the file as parsed, and the names
/// it defines and sees at the top level. The checker holds one per file, the main file first;
/// motions and imports refer to a file by its index there.
struct CheckedFile {
  /// The file, its syntax tree and the files its imports read.
  let parsed: ParsedFile
  /// Its top-level `let`s and the ones it imports.
  var scope: [String: Binding] = [:]
  /// The top-level `let` names not evaluated yet (for "used before its `let`").
  var pendingLets: [String: SourceRange] = [:]
  /// Its motions and the ones it imports.
  var motions: [String: MotionDefinition] = [:]
  /// The `defaults` in effect at its end (what an import of it brings).
  var finalDefaults = Defaults()
  /// Whether it has timeline statements (an imported file's are not played).
  var hasSteps = false
}
