import MotionRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// How a page finds the elements of a spec: a CSS selector pattern in which `{name}` stands for
/// the element's name, `[data-motion="{name}"]` unless `--selector` gives another (`#{name}`).
///
/// Element names are identifiers (a letter or `_`, then letters, digits and `_`), so they can
/// stand in an id, a class or an attribute value as they are.
public struct ElementSelector: Hashable, Sendable {
  /// The pattern, with `{name}` at least once.
  public let pattern: String

  /// `[data-motion="{name}"]`: every element whose `data-motion` attribute is the name.
  public static let standard = ElementSelector(checked: "[data-motion=\"{name}\"]")

  private init(checked pattern: String) {
    self.pattern = pattern
  }

  /// A pattern, or why it cannot be one: it must contain `{name}`, and nothing that would
  /// end or swallow the CSS rule it starts: no other `{` or `}`, no `;`, `\\` or control
  /// character, no comment, and quotes in pairs.
  public static func parse(_ pattern: String) -> Result<ElementSelector, SelectorProblem> {
    guard pattern.contains("{name}") else { return .failure(.noPlaceholder) }
    let rest = pattern.replacingEvery("{name}", with: "")
    if let character = rest.unicodeScalars.first(where: {
      $0 == "{" || $0 == "}" || $0 == ";" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F
    }) {
      return .failure(.forbiddenCharacter(Character(character)))
    }
    if rest.contains("/*") || rest.contains("*/") { return .failure(.comment) }
    for quote: Character in ["\"", "'"] where rest.filter({ $0 == quote }).count % 2 == 1 {
      return .failure(.unpairedQuote(quote))
    }
    return .success(ElementSelector(checked: pattern))
  }

  /// The selector of element `name`.
  public func selector(for name: String) -> String {
    pattern.replacingEvery("{name}", with: name)
  }
}

/// Why a `--selector` pattern was refused.
public enum SelectorProblem: Error, Hashable, Sendable {
  /// The pattern has no `{name}`.
  case noPlaceholder
  /// The pattern has a character that would end the CSS rule.
  case forbiddenCharacter(Character)
  /// The pattern starts or ends a CSS comment.
  case comment
  /// A quote without its pair would swallow the rest of the rule.
  case unpairedQuote(Character)

  /// The problem in a sentence, for the command line.
  public var message: String {
    switch self {
    case .noPlaceholder:
      return "`--selector` needs `{name}` where the element's name goes, e.g. `'#{name}'`"
    case .forbiddenCharacter(let character):
      let shown = character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
      return "`--selector` may not contain "
        + (shown ? "`\(character)`" : "control characters") + " besides `{name}`"
    case .comment:
      return "`--selector` may not contain `/*` or `*/`"
    case .unpairedQuote(let quote):
      return "`--selector` has a `\(quote)` without its pair"
    }
  }
}
