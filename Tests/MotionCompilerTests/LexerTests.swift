import MotionCompiler
import XCTest

/// Source with position markers: `1️⃣` … `9️⃣` mark byte offsets in the text without them
/// (as in swift-syntax's tests), so expected positions are never counted by hand.
struct MarkedSource {
  let text: String
  let markers: [Int: Int]

  init(_ marked: String) {
    let emoji = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
    var text = ""
    var markers: [Int: Int] = [:]
    var rest = Substring(marked)
    outer: while !rest.isEmpty {
      for (index, marker) in emoji.enumerated() where rest.hasPrefix(marker) {
        markers[index + 1] = text.utf8.count
        rest = rest.dropFirst(marker.count)
        continue outer
      }
      text.append(rest.removeFirst())
    }
    self.text = text
    self.markers = markers
  }

  subscript(_ marker: Int) -> Int { markers[marker] ?? -1 }
}

final class LexerTests: XCTestCase {
  private func lex(_ text: String) -> (
    kinds: [TokenKind], texts: [String], diagnostics: [Diagnostic]
  ) {
    let file = SourceFile(path: "t.motion", text: text)
    let (tokens, diagnostics) = Lexer.tokenize(file)
    return (tokens.map(\.kind), tokens.map { file.text($0.range) }, diagnostics)
  }

  func testTokensCarryExactByteRanges() {
    let source = MarkedSource("1️⃣target 2️⃣fairy\n3️⃣moveX 4️⃣-5️⃣16.92 6️⃣over 7️⃣0.04s\n")
    let file = SourceFile(path: "t.motion", text: source.text)
    let tokens = Lexer.tokenize(file).tokens
    let starts = tokens.map { Int($0.start) }
    XCTAssertEqual(Array(starts.prefix(3)), [source[1], source[2], source[2] + 5])
    XCTAssertEqual(Array(starts[3...7]), [source[3], source[4], source[5], source[6], source[7]])
    XCTAssertEqual(tokens[0].kind, .keyword(.target))
    XCTAssertEqual(tokens[4].kind, .minus)
    XCTAssertEqual(tokens[5].kind, .number)
  }

  func testNumbersWithUnits() {
    let lexed = lex("20 -16.92 0.5 .5 1e3 1e-3s 0.5s 500ms 90deg 0.25turn 1.5rad 20pt 20px 50%")
    XCTAssertEqual(
      lexed.texts.filter { $0 != "-" && $0 != "" && $0 != "\n" },
      [
        "20", "16.92", "0.5", ".5", "1e3", "1e-3s", "0.5s", "500ms", "90deg", "0.25turn", "1.5rad",
        "20pt", "20px", "50%",
      ])
    XCTAssertEqual(lexed.diagnostics, [])
    let literal = NumberLiteral(parsing: "1e-3s")
    XCTAssertEqual(literal?.unit, .seconds)
    XCTAssertEqual(literal?.scaledInteger(scale: 9), 1_000_000)
    XCTAssertEqual(NumberLiteral(parsing: ".5")?.doubleValue, 0.5)
    XCTAssertEqual(NumberLiteral(parsing: "0.34s")?.scaledInteger(scale: 9), 340_000_000)
    XCTAssertNil(NumberLiteral(parsing: "1 2"))
    XCTAssertNil(NumberLiteral(parsing: "-1"))
  }

  func testEveryUnitIsReadBackFromItsSpelling() {
    // The parser tells a lexed number's unit by its length and a byte or two: each unit, after
    // a plain number and after one with an exponent, is read back as itself.
    for unit in NumberUnit.allCases {
      for number in ["2", "0.5", "1e3", "1.5E-2"] {
        let text = number + unit.rawValue
        XCTAssertEqual(NumberLiteral(parsing: text)?.unit, unit, text)
      }
    }
  }

  func testAnEWithoutDigitsIsAUnitNotAnExponent() {
    let lexed = lex("1em")
    XCTAssertEqual(lexed.kinds.first, .invalid)
    XCTAssertEqual(lexed.diagnostics.map(\.kind), [.unknownUnit("em")])
  }

  func testCommentsBothForms() {
    let lexed = lex(
      "moveX 1 // trailing\n# a whole line\n#\n#\tafter a tab\nmoveY 2 # trailing too\n")
    XCTAssertEqual(lexed.texts.filter { $0 != "\n" && $0 != "" }, ["moveX", "1", "moveY", "2"])
    XCTAssertEqual(lexed.diagnostics, [])
  }

  func testHashFollowedByAWordIsAMalformedColor() {
    let lexed = lex("#note")
    XCTAssertEqual(lexed.diagnostics.map(\.kind), [.malformedColor("#note")])
    XCTAssertEqual(lexed.diagnostics.map(\.notes), [[.commentNeedsSpaceBefore("note")]])
  }

  func testColorLiterals() {
    let lexed = lex("#3182F6 #fff #00000080")
    XCTAssertEqual(lexed.kinds.filter { $0 == .color }.count, 3)
    XCTAssertEqual(lex("#12345").diagnostics.map(\.kind), [.malformedColor("#12345")])
  }

  func testStrings() {
    XCTAssertEqual(lex(#""a \"b\" \\ c""#).kinds.first, .string)
    XCTAssertEqual(lex("\"open").diagnostics.map(\.kind), [.unterminatedString])
    XCTAssertEqual(lex(#""a\n""#).diagnostics.map(\.kind), [.invalidEscape("\\n")])
  }

  func testByteOrderMarkCRLFAndTabs() {
    let file = SourceFile(
      path: "t.motion", bytes: [0xEF, 0xBB, 0xBF] + Array("a\r\n\tb 1\r\n".utf8))
    let (tokens, diagnostics) = Lexer.tokenize(file)
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(
      tokens.map(\.kind), [.identifier, .newline, .identifier, .number, .newline, .endOfFile])
    XCTAssertEqual(file.location(of: Int(tokens[0].start)), SourceLocation(line: 1, column: 1))
    XCTAssertEqual(file.location(of: Int(tokens[2].start)), SourceLocation(line: 2, column: 2))
  }

  func testPunctuationKeywordsAndJumpWords() {
    let lexed = lex(
      "merge < a , b ; c > . ( ) : = + * / jump-start jump-end jump-none jump-both jump-x")
    XCTAssertEqual(
      Array(lexed.kinds.prefix(19)),
      [
        .keyword(.merge), .lessThan, .identifier, .comma, .identifier, .semicolon, .identifier,
        .greaterThan, .dot, .leftParen, .rightParen, .colon, .equals, .plus, .star, .slash,
        .identifier, .identifier, .identifier,
      ])
    XCTAssertEqual(lexed.texts[16], "jump-start")
    XCTAssertEqual(lexed.texts[19], "jump-both")
    // Any other hyphenated word is a subtraction.
    XCTAssertEqual(Array(lexed.kinds[20...22]), [.identifier, .minus, .identifier])
  }

  func testEveryKeywordIsReserved() {
    for keyword in Keyword.allCases {
      XCTAssertEqual(lex(keyword.rawValue).kinds.first, .keyword(keyword))
    }
    XCTAssertEqual(lex("moveX").kinds.first, .identifier)
    XCTAssertEqual(lex("overs").kinds.first, .identifier)
  }

  func testInvalidUTF8IsReportedAtTheFirstBadByteButToleratedInComments() {
    let file = SourceFile(
      path: "t.motion", bytes: Array("// \u{FF}".utf8) + [0xFF, 0x0A, 0x61, 0xC3])
    let diagnostics = Lexer.tokenize(file).diagnostics
    XCTAssertEqual(diagnostics.map(\.kind), [.invalidUTF8(byte: 0xC3)])
    XCTAssertEqual(diagnostics.first?.range.start, file.bytes.count - 1)
  }

  func testEmptyInputs() {
    XCTAssertEqual(lex("").kinds, [.endOfFile])
    XCTAssertEqual(lex("\n\n# only a comment\n").kinds, [.endOfFile])
  }
}
