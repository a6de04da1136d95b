import MotionCompiler

/// What a name is defined as: a `let`, a parameter of a motion, or a motion.
enum Declaration {
  case letBinding(LetStatement)
  case parameter(Parameter, MotionStatement)
  case motion(MotionStatement)

  /// The name where it is defined.
  var name: Name {
    switch self {
    case .letBinding(let binding): return binding.name
    case .parameter(let parameter, _): return parameter.name
    case .motion(let motion): return motion.name
    }
  }
}

extension DocumentContext {
  /// The declaration whose name is at `definition` (in any file of the compilation).
  func declaration(at definition: SourceRange) -> Declaration? {
    guard let file = analysis.file(containing: definition.start),
      let item = file.tree.item(at: definition.start)?.item
    else { return nil }
    if case .letName(let binding) = item { return .letBinding(binding) }
    if case .parameter(let parameter, let motion) = item { return .parameter(parameter, motion) }
    if case .motionName(let motion) = item { return .motion(motion) }
    return nil
  }

  /// The declaration a use of a name (or the motion of a `play`) refers to.
  func declaration(usedAt use: SourceRange) -> Declaration? {
    analysis.names.definitions[use.start].flatMap { declaration(at: $0) }
  }

  /// The `let`s and motions defined at the top level of each file of the compilation, with
  /// the file they come from (the main file first): what the main file can name, as imports
  /// bring every name of the files they read.
  var topLevelDeclarations: [(declaration: Declaration, file: ParsedFile)] {
    var result: [(Declaration, ParsedFile)] = []
    for file in analysis.files {
      for statement in file.tree.statements {
        if case .let(let binding) = statement { result.append((.letBinding(binding), file)) }
        if case .motion(let motion) = statement { result.append((.motion(motion), file)) }
      }
    }
    return result
  }

  /// The motion a `play` plays, if it is known.
  func motion(playedBy play: PlayStatement) -> MotionStatement? {
    if case .motion(let motion)? = declaration(usedAt: play.name.range) { return motion }
    return nil
  }
}
