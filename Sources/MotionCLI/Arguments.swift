import MotionCompiler
import MotionRuntime

/// A hand-written argument parser: enough for motionc's commands, with help laid out like
/// swift-argument-parser's (OVERVIEW / USAGE / ARGUMENTS / OPTIONS).
struct CommandSpec {
  struct Option {
    var long: String
    var short: Character?
    /// The value's placeholder, or `nil` for a flag.
    var value: String?
    var help: String
    /// Whether the option may be given more than once (`--exclude A --exclude B`); its values
    /// are then in ``ParsedArguments/lists``, in order.
    var repeatable = false
  }

  var name: String
  var overview: String
  var usage: String
  /// Positional arguments: placeholder and help.
  var arguments: [(String, String)]
  var options: [Option]
  /// Extra paragraphs after the options.
  var discussion: String?

  static let helpOption = Option(
    long: "help", short: "h", value: nil, help: "Show help information.")

  var help: String {
    var out = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n"
    if !arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for (name, help) in arguments { out += Self.row(name, help) }
    }
    out += "\nOPTIONS:\n"
    for option in options + [Self.helpOption] {
      var names = option.short.map { "-\($0), " } ?? ""
      names += "--\(option.long)"
      if let value = option.value { names += " <\(value)>" }
      out += Self.row(names, option.help)
    }
    if let discussion { out += "\n" + discussion + "\n" }
    return out
  }

  /// A help row: the name in a 24-column field, the help wrapped to 80 columns.
  static func row(_ name: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: 26)
    var lines: [String] = []
    var line = ""
    for word in help.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > 54 {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    var out = "  " + name
    if name.count + 2 > 24 {
      out += "\n" + indent
    } else {
      out += String(repeating: " ", count: 24 - name.count)
    }
    out += lines.joined(separator: "\n" + indent) + "\n"
    return out
  }
}

/// A command line that does not fit the command.
struct UsageError: Error {
  var message: String

  /// A time: seconds, or a number with `s` or `ms`; finite and not negative.
  static func time(_ text: String, option: String) throws(UsageError) -> Tick {
    guard let literal = NumberLiteral(parsing: text) else {
      throw UsageError(
        message: "`\(option)` takes times such as `0.5`, `0.5s` or `500ms`, found `\(text)`")
    }
    switch literal.unit {
    case .none, .seconds, .milliseconds: break
    case .degrees, .radians, .turns, .points, .pixels, .percent:
      throw UsageError(message: "`\(option)` takes times in `s` or `ms`, found `\(text)`")
    }
    guard let ticks = literal.ticks, ticks <= Limits().maximumDuration else {
      throw UsageError(message: "`\(option)` time `\(text)` is too large")
    }
    return ticks
  }
}

/// The parsed command line of one command.
struct ParsedArguments {
  var positionals: [String] = []
  var values: [String: String] = [:]
  /// The values of the options that may be given more than once, in the order given.
  var lists: [String: [String]] = [:]
  var flags: Set<String> = []
  var wantsHelp = false

  /// Parses `arguments` (after the command name) against `spec`.
  init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name: String
      var inlineValue: String?
      if argument.hasPrefix("--") {
        name = String(argument.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
      } else {
        let short = argument.dropFirst()
        guard short.count == 1, let option = spec.options.first(where: { $0.short == short.first })
        else {
          if short == "h" {
            wantsHelp = true
            continue
          }
          throw UsageError(message: "unknown option `\(argument)`")
        }
        name = option.long
      }
      if name == "help" {
        wantsHelp = true
        continue
      }
      guard let option = spec.options.first(where: { $0.long == name }) else {
        let names = spec.options.map(\.long) + ["help"]
        var message = "unknown option `--\(name)`"
        if let suggestion = Suggestions.nearest(to: name, in: names) {
          message += "; did you mean `--\(suggestion)`?"
        }
        throw UsageError(message: message)
      }
      if !option.repeatable, values[option.long] != nil || flags.contains(option.long) {
        throw UsageError(message: "`--\(option.long)` is given more than once")
      }
      guard let placeholder = option.value else {
        if inlineValue != nil { throw UsageError(message: "`--\(option.long)` takes no value") }
        flags.insert(option.long)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError(
          message: "`--\(option.long)` needs a value: `--\(option.long) <\(placeholder)>`")
      }
      if option.repeatable {
        lists[option.long, default: []].append(value)
      } else {
        values[option.long] = value
      }
    }
  }
}

extension ParsedArguments {
  /// The whole-number value of option `name` within `range`, or `nil` when it is not given.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        message: "`--\(name)` takes a whole number from \(range.lowerBound) to "
          + "\(range.upperBound), found `\(text)`")
    }
    return value
  }
}
