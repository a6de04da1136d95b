#!/usr/bin/env python3
"""Tokenizes .motion files with the VS Code extension's TextMate grammar, using PyPI's
textmate-grammar-python (a port of VS Code's tokenizer), and checks the scopes against
motionc's own lexer (`motionc dump tokens`): every keyword, property, easing, number with its
unit, color, string and comment must get its scope, and nothing valid may be marked invalid.

Usage: check-grammar.py MOTIONC GRAMMAR FILE...   (exit status 1 on any mismatch)

Besides the files given, it checks a generated text holding every keyword, property, easing
name, unit, color form, color space and step position of the language (read from the sources
of the lexer, the runtime and grammar.md), so words no spec uses are covered too."""

import json
import logging
import os
import re
import subprocess
import sys
import tempfile

from textmate_grammar.parsers.base import LanguageParser

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        return handle.read()


def enum_cases(path, enum):
    """The case names of a Swift enum (its own `case` lines, not those of its switches)."""
    body = re.search(r"\nenum " + enum + r"\b[^{]*\{\n(.*?)\n\}", "\n" + read(path).replace(
        "public enum", "enum"), re.S).group(1)
    names = []
    for line in body.splitlines():
        match = re.fullmatch(r"  case ([A-Za-z_`, ]+)", line)
        if match:
            names += [name.strip(" `") for name in match.group(1).split(",")]
    return names


KEYWORDS = enum_cases("Sources/MotionCompiler/Lexer/Token.swift", "Keyword")
PROPERTIES = enum_cases("Sources/MotionRuntime/Property.swift", "Property") + ["scale"]
FAMILIES = [name.capitalize() for name in enum_cases("Sources/MotionRuntime/EasingFamily.swift", "EasingFamily")]
EASINGS = ["linear", "ease", "easeIn", "easeOut", "easeInOut"] + [
    "ease" + mode + family for family in FAMILIES for mode in ("In", "Out", "InOut")
]
UNITS = ["s", "ms", "deg", "rad", "turn", "pt", "px", "%"]
SPACES = ["srgb", "linear", "oklab"]
POSITIONS = ["jump-start", "jump-end", "jump-none", "jump-both"]


def every_word():
    """A text (not a valid spec: only the lexer reads it) with every word of the language."""
    lines = ["# every keyword", " ".join(KEYWORDS), "// every property", " ".join(PROPERTIES)]
    lines += ["moveX 1 ease " + name for name in EASINGS]
    lines += ["moveX 1" + unit + " over 2.5" + unit + " wait .5e1" + unit for unit in UNITS]
    lines += ["initial color #FFF", "color #3182F6 in srgb", "color #3182F680 in linear",
              "color #abc in oklab", "moveX 1 ease steps(4, " + ", ".join(POSITIONS) + ")",
              "moveX 1 ease cubic(0.2, 0, 0, 1)", "moveX 1 ease spring(duration: 0.5s, bounce: 0.3)",
              "moveX 1 ease linear(0, 0.25 40%, 1)", 'import "tokens.motion"  # a comment',
              "moveX 20// no space", "opacity 0.5# or before", "#", "ease ease",
              'import "tokens.json" as tokens',
              "moveX tokens.space.300 over tokens.motion.delay ease tokens.easing.standard",
              "opacity tokens.opacity.hidden delay tokens.short-1"]
    return "\n".join(lines) + "\n"


def scopes_by_position(parser, text):
    """(line, column) → the scopes of that character (columns count code points)."""
    element = parser.parse_string(text)
    result = {}
    for (line, column), token, scopes in element.flatten() if element else []:
        for offset in range(len(token)):
            result[(line, column + offset)] = scopes
    return result


def lexer_tokens(motionc, path):
    """motionc's tokens: (line, column, kind, text), 0-based line and column."""
    # Its status is 1 when the file has lexical errors; the tokens are printed all the same.
    output = subprocess.run([motionc, "dump", "tokens", path], capture_output=True,
                            text=True).stdout
    tokens = []
    for row in output.splitlines():
        parts = row.split("\t")
        if len(parts) < 3:
            continue  # newlines and the end of the file
        line, column = parts[0].split("-")[0].split(":")
        tokens.append((int(line) - 1, int(column) - 1, parts[1], parts[2]))
    return tokens


def comment_spans(text):
    """(line, start column, end column) of each comment, by the lexer's rules (grammar.md 3.2)."""
    spans = []
    for number, line in enumerate(text.split("\n")):
        in_string = False
        index = 0
        while index < len(line):
            character = line[index]
            if in_string:
                if character == "\\":
                    index += 1
                elif character == '"':
                    in_string = False
            elif character == '"':
                in_string = True
            elif line.startswith("//", index) or (
                    character == "#" and (index + 1 == len(line) or line[index + 1] in " \t\r")):
                spans.append((number, index, len(line.rstrip("\r"))))
                break
            index += 1
    return spans


def expected_scope(kind, text, following, previous):
    """The scope a lexer token must have (a prefix), or None when any valid scope will do."""
    if kind == "keyword" and text == "ease" and previous == ("keyword", "ease"):
        return "support.function.easing.motion"  # `ease ease`: the modifier, then the curve
    if kind == "keyword":
        return "keyword."
    if kind == "number":
        return "constant.numeric.motion"
    if kind == "color":
        return "constant.other.color.rgb-value"
    if kind == "string":
        return "string.quoted.double.motion"
    if kind == "identifier":
        if text in POSITIONS:
            return "support.constant.step-position.motion"
        if text in ("cubic", "steps", "spring", "linear") and following == "(":
            return "support.function.easing.motion"
        if text in EASINGS:
            return ("support.function.easing.motion", "support.constant.color-space.motion") \
                if text == "linear" else "support.function.easing.motion"
        if text in SPACES:
            return "support.constant.color-space.motion"
        if text in PROPERTIES:
            return "support.type.property-name.motion"
    return None


def token_name_spans(lines):
    """(line, start column, end column) of each design token's dotted name: a name that an
    `import "….json" as NAME` line gives, then `.part`s written against it (grammar.md 3.3)."""
    aliases = re.findall(r'^\s*import\s+"[^"]*"\s+as\s+([A-Za-z_][A-Za-z0-9_]*)', "\n".join(lines),
                         re.M)
    spans = []
    for alias in aliases:
        pattern = re.compile(r"(?<![A-Za-z0-9_.])" + re.escape(alias)
                             + r"(?:\.[A-Za-z0-9_][A-Za-z0-9_-]*)+")
        for number, line in enumerate(lines):
            spans += [(number, match.start(), match.end()) for match in pattern.finditer(line)]
    return spans


def check_file(parser, motionc, path, counts):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    scopes = scopes_by_position(parser, text)
    lines = text.split("\n")
    problems = []
    token_names = token_name_spans(lines)

    def scope_list(line, column):
        return scopes.get((line, column), [])

    def describe(line, column, what, found):
        return f"{path}:{line + 1}:{column + 1}: {what} has scopes {found}"

    previous = None
    for line, column, kind, token in lexer_tokens(motionc, path):
        end = column + len(token)
        following = lines[line][end:end + 1] if line < len(lines) else ""
        expected = expected_scope(kind, token, following, previous)
        if kind != "punctuation" and any(number == line and start <= column < stop
                                 for number, start, stop in token_names):
            expected = "variable.other.token.motion"  # every part of a token's dotted name
        previous = (kind, token)
        found = scope_list(line, column)
        if any(scope.startswith("invalid.") for scope in found):
            problems.append(describe(line, column, f"valid {kind} `{token}`", found))
            continue
        if expected is None:
            continue
        wanted = expected if isinstance(expected, tuple) else (expected,)
        if not any(scope.startswith(prefix) for scope in found for prefix in wanted):
            problems.append(describe(line, column, f"{kind} `{token}` (wants {expected})", found))
            continue
        category = kind if kind != "identifier" else wanted[0].split(".")[-2]
        counts[category] = counts.get(category, 0) + 1
        if kind == "number":
            unit = next((u for u in sorted(UNITS, key=len, reverse=True) if token.endswith(u)
                         and not token[:-len(u)].endswith(("e", "E"))), None)
            if unit and not re.fullmatch(r"[0-9.eE+-]*", token[-len(unit):]):
                unit_scopes = scope_list(line, end - 1)
                if "keyword.other.unit.motion" not in unit_scopes:
                    problems.append(describe(line, end - 1, f"the unit of `{token}`", unit_scopes))
                else:
                    counts["unit"] = counts.get("unit", 0) + 1
    for line, start, end in comment_spans(text):
        for column in range(start, end):
            if lines[line][column].isspace():
                continue
            found = scope_list(line, column)
            if not any(scope.startswith("comment.line.") for scope in found):
                problems.append(describe(line, column, "comment text", found))
                break
        else:
            counts["comment"] = counts.get("comment", 0) + 1
    return problems


def main():
    motionc, grammar_path, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    with open(grammar_path, encoding="utf-8") as handle:
        grammar = json.load(handle)
    # The tokenizer logs every stretch no rule matches; the scopes are checked here instead.
    logging.getLogger("textmate_grammar").setLevel(logging.ERROR)
    parser = LanguageParser(grammar)
    counts = {}
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        words = os.path.join(folder, "every-word.motion")
        with open(words, "w", encoding="utf-8") as handle:
            handle.write(every_word())
        for path in files + [words]:
            problems += check_file(parser, motionc, path, counts)
    for problem in problems:
        print("  FAIL " + problem)
    summary = ", ".join(f"{count} {name}" for name, count in sorted(counts.items()))
    print(f"  {'ok  ' if not problems else 'FAIL'} {len(files)} specs and every word of the language: {summary}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
