import Foundation

/// A small JSON Schema (draft 2020-12) validator for the tests, covering exactly the keywords
/// the schemas in `schema/` use.
///
/// Supported: `type`, `const`, `enum`, `required`, `properties`, `additionalProperties`
/// (only `false`), `items`, `prefixItems`, `minItems`, `maxItems`, `minimum`, `maximum`,
/// `pattern` (NSRegularExpression, unanchored as in JSON Schema), `oneOf`, `$ref` (only
/// `#/$defs/NAME`) and `$defs`; `$schema`, `$id`, `title` and `description` are ignored.
/// Any other keyword, a boolean schema or a malformed keyword value makes `init` throw, so a
/// schema can never pass because the validator skipped part of it.
///
/// Instances are what `JSONSerialization` gives (Foundation types) or plain Swift values.
/// Booleans and numbers are told apart even though `JSONSerialization` gives `NSNumber` for
/// both on Linux; an `integer` is a finite number with no fractional part (so `1.0` is one).
public struct SchemaValidator {
  /// A problem with the schema itself.
  public struct SchemaError: Error, CustomStringConvertible {
    /// What is wrong, starting with the JSON pointer of the place.
    public let description: String

    /// A problem described by `description`.
    public init(description: String) {
      self.description = description
    }
  }

  /// A JSON value with booleans and numbers kept apart.
  enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// Converts a `JSONSerialization` (or plain Swift) value.
    init(_ any: Any) throws {
      if any is NSNull {
        self = .null
      } else if type(of: any) == Bool.self, let flag = any as? Bool {
        self = .bool(flag)
      } else if let number = any as? NSNumber {
        // JSONSerialization's booleans are `__NSCFBoolean`, whose objCType is "c" (the type
        // of a C `char`/`BOOL`); its numbers are "i", "q", "Q" or "d". `as? Bool` cannot tell
        // them apart: it succeeds for the numbers 0 and 1 too.
        if String(cString: number.objCType) == "c" {
          self = .bool(number.boolValue)
        } else {
          let value = SchemaValidator.exactDouble(number)
          guard value.isFinite else { throw SchemaError(description: "non-finite number \(value)") }
          self = .number(value)
        }
      } else if let string = any as? String {
        self = .string(string)
      } else if let array = any as? [Any] {
        self = .array(try array.map { try JSON($0) })
      } else if let object = any as? [String: Any] {
        var converted: [String: JSON] = [:]
        for (key, value) in object { converted[key] = try JSON(value) }
        self = .object(converted)
      } else {
        throw SchemaError(description: "not a JSON value: \(any) (\(type(of: any)))")
      }
    }

    /// The JSON Schema type names this value has (`integer` values are also `number`s).
    var typeNames: Set<String> {
      switch self {
      case .null: return ["null"]
      case .bool: return ["boolean"]
      case .number(let value):
        return value.rounded(.towardZero) == value ? ["number", "integer"] : ["number"]
      case .string: return ["string"]
      case .array: return ["array"]
      case .object: return ["object"]
      }
    }

    /// A short rendering for error messages.
    var brief: String {
      switch self {
      case .null: return "null"
      case .bool(let flag): return String(flag)
      case .number(let value):
        return value.rounded(.towardZero) == value && abs(value) < 1e15
          ? String(Int64(value)) : String(value)
      case .string(let string): return "\"\(string)\""
      case .array(let items): return "[" + items.map(\.brief).joined(separator: ", ") + "]"
      case .object(let members):
        return "{" + members.keys.sorted().map { "\"\($0)\": …" }.joined(separator: ", ") + "}"
      }
    }
  }

  /// The double nearest to a parsed JSON number.
  ///
  /// On Linux, `JSONSerialization` gives numbers with many digits (such as
  /// `0.19215686274509805`) as `NSDecimalNumber`, whose `doubleValue` can be a unit in the last
  /// place off (`0.19215686274509808`); its `stringValue` keeps the digits as written.
  public static func exactDouble(_ number: NSNumber) -> Double {
    if number is NSDecimalNumber, let value = Double(number.stringValue) { return value }
    return number.doubleValue
  }

  /// The keywords this validator checks or knowingly ignores.
  static let knownKeywords: Set<String> = [
    "$schema", "$id", "title", "description", "$defs", "$ref",
    "type", "const", "enum", "required", "properties", "additionalProperties",
    "items", "prefixItems", "minItems", "maxItems", "minimum", "maximum", "pattern", "oneOf",
  ]
  static let typeNames: Set<String> = [
    "null", "boolean", "object", "array", "number", "integer", "string",
  ]
  static let draft = "https://json-schema.org/draft/2020-12/schema"

  private let root: [String: JSON]
  private let definitions: [String: [String: JSON]]
  private let patterns: [String: NSRegularExpression]

  /// Loads `schema` (e.g. from `JSONSerialization`), checking every keyword in it, used or not.
  public init(schema any: Any) throws {
    guard case .object(let root) = try JSON(any) else {
      throw SchemaError(description: "the schema is not an object")
    }
    if let version = root["$schema"], version != .string(Self.draft) {
      throw SchemaError(description: "$schema is \(version.brief), not \(Self.draft)")
    }
    var definitions: [String: [String: JSON]] = [:]
    if let defs = root["$defs"] {
      guard case .object(let members) = defs else {
        throw SchemaError(description: "/$defs is not an object")
      }
      for (name, definition) in members {
        guard case .object(let schema) = definition else {
          throw SchemaError(
            description: "/$defs/\(name) is not a schema object (boolean schemas are not supported)"
          )
        }
        definitions[name] = schema
      }
    }
    self.root = root
    self.definitions = definitions
    var patterns: [String: NSRegularExpression] = [:]
    try Self.check(root, at: "", isRoot: true, definitions: definitions, patterns: &patterns)
    self.patterns = patterns
  }

  /// Loads the schema in the JSON file at `url`.
  public init(contentsOf url: URL) throws {
    try self.init(schema: JSONSerialization.jsonObject(with: Data(contentsOf: url)))
  }

  // MARK: Checking the schema

  private static func check(
    _ schema: [String: JSON], at path: String, isRoot: Bool, definitions: [String: [String: JSON]],
    patterns: inout [String: NSRegularExpression]
  ) throws {
    func fail(_ keyword: String, _ problem: String) -> SchemaError {
      SchemaError(description: "\(path)/\(keyword): \(problem)")
    }
    func subschema(_ value: JSON, at subpath: String) throws {
      guard case .object(let object) = value else {
        throw SchemaError(
          description: "\(subpath): not a schema object (boolean schemas are not supported)")
      }
      try check(object, at: subpath, isRoot: false, definitions: definitions, patterns: &patterns)
    }
    func nonNegativeInteger(_ keyword: String, _ value: JSON) throws {
      guard case .number(let number) = value, number >= 0, number.rounded(.towardZero) == number
      else {
        throw fail(keyword, "must be a non-negative integer, found \(value.brief)")
      }
    }
    for (keyword, value) in schema.sorted(by: { $0.key < $1.key }) {
      guard knownKeywords.contains(keyword) else {
        throw fail(keyword, "unknown keyword `\(keyword)`: the test validator does not support it")
      }
      switch keyword {
      case "$schema":
        guard isRoot else { throw fail(keyword, "only allowed at the root") }
      case "$id", "title", "description":
        guard case .string = value else { throw fail(keyword, "must be a string") }
      case "$defs":
        guard isRoot else { throw fail(keyword, "only supported at the root") }
        guard case .object(let members) = value else { throw fail(keyword, "must be an object") }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
          try subschema(member, at: "\(path)/$defs/\(name)")
        }
      case "$ref":
        guard case .string(let reference) = value, reference.hasPrefix("#/$defs/"),
          definitions[String(reference.dropFirst("#/$defs/".count))] != nil
        else {
          throw fail(
            keyword,
            "only `#/$defs/NAME` references to existing definitions are supported, found \(value.brief)"
          )
        }
      case "type":
        let names: [JSON]
        if case .array(let list) = value { names = list } else { names = [value] }
        guard !names.isEmpty else { throw fail(keyword, "must name at least one type") }
        for name in names {
          guard case .string(let text) = name, typeNames.contains(text) else {
            throw fail(keyword, "unknown type \(name.brief)")
          }
        }
      case "const":
        break
      case "enum":
        guard case .array(let options) = value, !options.isEmpty else {
          throw fail(keyword, "must be a non-empty array")
        }
      case "required":
        guard case .array(let names) = value,
          names.allSatisfy({ if case .string = $0 { return true } else { return false } })
        else { throw fail(keyword, "must be an array of strings") }
      case "properties":
        guard case .object(let members) = value else { throw fail(keyword, "must be an object") }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
          try subschema(member, at: "\(path)/properties/\(name)")
        }
      case "additionalProperties":
        guard value == .bool(false) else {
          throw fail(keyword, "only `false` is supported, found \(value.brief)")
        }
      case "items":
        try subschema(value, at: "\(path)/items")
      case "prefixItems":
        guard case .array(let list) = value, !list.isEmpty else {
          throw fail(keyword, "must be a non-empty array")
        }
        for (index, member) in list.enumerated() {
          try subschema(member, at: "\(path)/prefixItems/\(index)")
        }
      case "minItems", "maxItems":
        try nonNegativeInteger(keyword, value)
      case "minimum", "maximum":
        guard case .number = value else { throw fail(keyword, "must be a number") }
      case "pattern":
        guard case .string(let pattern) = value else { throw fail(keyword, "must be a string") }
        do {
          patterns[pattern] = try NSRegularExpression(pattern: pattern)
        } catch {
          throw fail(keyword, "not a valid regular expression: \(pattern)")
        }
      case "oneOf":
        guard case .array(let list) = value, !list.isEmpty else {
          throw fail(keyword, "must be a non-empty array")
        }
        for (index, member) in list.enumerated() {
          try subschema(member, at: "\(path)/oneOf/\(index)")
        }
      default:
        throw fail(keyword, "keyword `\(keyword)` is listed as known but not checked")
      }
    }
  }

  // MARK: Validating

  /// The problems with `instance`, each as `JSON-POINTER: message`; empty when it is valid.
  public func validate(_ instance: Any) -> [String] {
    let value: JSON
    do {
      value = try JSON(instance)
    } catch {
      return [": \(error)"]
    }
    var errors: [String] = []
    validate(value, against: root, at: "", errors: &errors)
    return errors
  }

  private func validate(
    _ value: JSON, against schema: [String: JSON], at path: String, errors: inout [String]
  ) {
    func report(_ message: String) { errors.append("\(path): \(message)") }
    for (keyword, rule) in schema.sorted(by: { $0.key < $1.key }) {
      switch (keyword, rule) {
      case ("$schema", _), ("$id", _), ("title", _), ("description", _), ("$defs", _):
        break
      case ("$ref", .string(let reference)):
        guard let target = definitions[String(reference.dropFirst("#/$defs/".count))] else {
          report("unresolvable $ref \(reference)")
          continue
        }
        validate(value, against: target, at: path, errors: &errors)
      case ("type", _):
        let allowed: [JSON]
        if case .array(let list) = rule { allowed = list } else { allowed = [rule] }
        let names = value.typeNames
        let matches = allowed.contains {
          if case .string(let name) = $0 { return names.contains(name) } else { return false }
        }
        if !matches {
          let wanted = allowed.map(\.brief).joined(separator: " or ")
          report("expected type \(wanted), found \(value.brief)")
        }
      case ("const", _):
        if value != rule { report("expected \(rule.brief), found \(value.brief)") }
      case ("enum", .array(let options)):
        if !options.contains(value) {
          report("\(value.brief) is not one of \(options.map(\.brief).joined(separator: ", "))")
        }
      case ("required", .array(let names)):
        guard case .object(let members) = value else { continue }
        for case .string(let name) in names where members[name] == nil {
          report("missing required property \"\(name)\"")
        }
      case ("properties", .object(let rules)):
        guard case .object(let members) = value else { continue }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
          if case .object(let memberSchema) = rules[name] {
            validate(member, against: memberSchema, at: "\(path)/\(name)", errors: &errors)
          }
        }
      case ("additionalProperties", .bool(false)):
        guard case .object(let members) = value else { continue }
        var declared: Set<String> = []
        if case .object(let rules) = schema["properties"] { declared = Set(rules.keys) }
        for name in members.keys.sorted() where !declared.contains(name) {
          report("unexpected property \"\(name)\"")
        }
      case ("prefixItems", .array(let rules)):
        guard case .array(let items) = value else { continue }
        for (index, (item, rule)) in zip(items, rules).enumerated() {
          if case .object(let itemSchema) = rule {
            validate(item, against: itemSchema, at: "\(path)/\(index)", errors: &errors)
          }
        }
      case ("items", .object(let itemSchema)):
        guard case .array(let items) = value else { continue }
        var start = 0
        if case .array(let prefix) = schema["prefixItems"] { start = prefix.count }
        for index in items.indices where index >= start {
          validate(items[index], against: itemSchema, at: "\(path)/\(index)", errors: &errors)
        }
      case ("minItems", .number(let limit)):
        if case .array(let items) = value, Double(items.count) < limit {
          report("expected at least \(Int(limit)) items, found \(items.count)")
        }
      case ("maxItems", .number(let limit)):
        if case .array(let items) = value, Double(items.count) > limit {
          report("expected at most \(Int(limit)) items, found \(items.count)")
        }
      case ("minimum", .number(let limit)):
        if case .number(let number) = value, number < limit {
          report("\(value.brief) is less than \(rule.brief)")
        }
      case ("maximum", .number(let limit)):
        if case .number(let number) = value, number > limit {
          report("\(value.brief) is more than \(rule.brief)")
        }
      case ("pattern", .string(let pattern)):
        guard case .string(let string) = value else { continue }
        guard let regex = patterns[pattern] else {
          report("pattern \(pattern) was not compiled")
          continue
        }
        let range = NSRange(string.startIndex..<string.endIndex, in: string)
        if regex.firstMatch(in: string, range: range) == nil {
          report("\(value.brief) does not match \(pattern)")
        }
      case ("oneOf", .array(let alternatives)):
        var matching: [Int] = []
        var failures: [String] = []
        for (index, alternative) in alternatives.enumerated() {
          guard case .object(let alternativeSchema) = alternative else { continue }
          var alternativeErrors: [String] = []
          validate(value, against: alternativeSchema, at: path, errors: &alternativeErrors)
          if alternativeErrors.isEmpty {
            matching.append(index)
          } else {
            failures.append("[\(index)] " + alternativeErrors.joined(separator: "; "))
          }
        }
        if matching.isEmpty {
          report(
            "matches none of the \(alternatives.count) oneOf alternatives: "
              + failures.joined(separator: " | "))
        } else if matching.count > 1 {
          report(
            "matches \(matching.count) oneOf alternatives (\(matching.map(String.init).joined(separator: ", "))), not exactly one"
          )
        }
      default:
        // `init` rejects every schema that could get here.
        report("unsupported keyword `\(keyword)` with value \(rule.brief)")
      }
    }
  }
}
