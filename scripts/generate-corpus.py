#!/usr/bin/env python3
"""Writes the bad-input corpus, Tests/Fixtures/corpus/*.motion: malformed specs that must each
give at least one error, and never crash. CorpusTests compiles every one and compares its
diagnostics with the golden `.stderr` beside it (re-record with `MOTIONC_RECORD=1 swift test`).

Every input is written here, text and binary alike (UTF-16, Latin-1, NUL bytes, CR-only line
ends, random bytes from a fixed seed), so the corpus can be read and regenerated in one place:

    python3 scripts/generate-corpus.py

Old `.motion` files in the folder are removed first; `.stderr` goldens are left to the test.
The inputs use only the language as it is today: nothing here uses `let`, expressions,
`defaults`, `motion`/`play`, `import`, `seed`, `drift`, `reduced` or `repeat forever`, whose
messages are still "not supported yet" and will change.
"""
import random
from pathlib import Path

root = Path(__file__).resolve().parent.parent
folder = root / "Tests" / "Fixtures" / "corpus"

cases: dict[str, bytes] = {}


def case(name: str, content) -> None:
    assert name not in cases, f"duplicate case {name}"
    cases[name] = content.encode("utf-8") if isinstance(content, str) else bytes(content)


# Whole specs to cut and to corrupt: copies of examples of the language as it is today.
FAIRY = """# fairy.motion — the fairy hops up while growing, then settles back
target fairy

merge <
  moveY -10 over 0.8s ease easeOut
  scale 1.1 over 0.8s ease easeOut
>
merge <
  moveY 0
  scale 1
>
"""
GROUPS = """merge <
  sequence < moveX 20 over 0.2s; moveX 0 over 0.2s >
  opacity 0.5 over 0.4s
> wait 0.1s
initial a.opacity 0
stagger 0.1s <
  a.opacity 1 over 0.3s
  b.opacity 1 over 0.3s
>
sequence < rotate 10deg over 0.1s, rotate -10deg over 0.2s > delay 0.2s repeat 2
"""
COLORS = """initial color #3182F6
color #F04452 over 0.6s ease easeInOut
background #00000000 over 0.4s from #FFFFFF in oklab
"""
SPRINGS = """target card
moveY -40 ease spring(duration: 0.5s, bounce: 0.3)
scale 1.2 ease spring(response: 0.4s, dampingRatio: 0.6)
moveY 0 ease spring(mass: 1, stiffness: 100, damping: 10)
opacity 0 over 1s ease steps(4, jump-start)
scale 1.5 over 1s ease linear(0, 0.25 40%, 1)
moveX 90 over 0.5s ease cubic(0.2, 0, 0, 1)
"""
MODIFIERS = """moveX 100 delay 0.2s over 0.5s wait 0.3s ease easeInOut
moveX by -40 over 0.25s ease easeOutBack repeat 2 yoyo
opacity 0.2 from 1 over 0.4s ease easeIn
rotate by 0.25turn over 0.5s
"""
BASES = {"fairy": FAIRY, "groups": GROUPS, "colors": COLORS, "springs": SPRINGS,
         "modifiers": MODIFIERS}

# --- Truncated files: each base cut just after a word or mark that needs more after it. ---
for base, text in BASES.items():
    # After a first comment line, if any: cuts are in the statements.
    body = text.index("\n") + 1 if text.startswith("#") else 0
    for marker in ["<", " over", " ease", " from", "(", "#3", ".", "spring(duration:", " by",
                   " in", "0.", "stagger", "initial"]:
        at = text.find(marker, body)
        if at < 0:
            continue
        cut = text[: at + len(marker)]
        name = marker.strip().replace("<", "open").replace("(", "paren").replace("#", "hash")
        name = name.replace(".", "dot").replace(":", "")
        case(f"truncated-{base}-after-{name}.motion", cut)
    # Cut in the middle of a word, and mid-line with no final line break.
    middle = text.find("over", body)
    case(f"truncated-{base}-mid-word.motion", text[: middle + 2])

# --- Stray and unbalanced < > ---
case("angle-close-alone.motion", ">\n")
case("angle-close-after-step.motion", "moveX 1 over 1s >\n")
case("angle-close-twice.motion", "merge < moveX 1 over 1s > >\n")
case("angle-open-alone.motion", "<\n")
case("angle-open-without-keyword.motion", "< moveX 1 over 1s >\n")
case("angle-open-unclosed.motion", "merge <\n  moveX 1 over 1s\n")
case("angle-open-unclosed-nested.motion", "merge <\n  sequence <\n    moveX 1 over 1s\n  >\n")
case("angle-many-opens.motion", "merge " + "<" * 40 + "\n")
case("angle-many-closes.motion", ">" * 40 + "\n")
case("angle-close-inside-value.motion", "moveX > over 1s\n")
case("angle-open-inside-value.motion", "moveX < over 1s\n")
case("angle-open-after-modifier.motion", "moveX 1 over 1s < moveY 2 >\n")
case("angle-group-on-one-line-unclosed.motion", "merge < moveX 1 over 1s, moveY 2 over 1s\n")
case("angle-alternating.motion", "merge < > < > < >\n")
case("angle-close-before-open.motion", "merge > moveX 1 over 1s <\n")
case("angle-stagger-unclosed.motion", "stagger 0.1s <\n  moveX 1\n  moveY 2\n")
case("angle-repeat-unclosed.motion", "repeat 2 < moveX 1 over 1s\nmoveY 1 over 1s\n")
case("angle-separator-after-close.motion", "merge < moveX 1 over 1s >, moveY 2\n")

# --- Separators outside a group ---
case("separator-comma-top-level.motion", "moveX 1 over 1s, moveY 2 over 1s\n")
case("separator-semicolon-top-level.motion", "moveX 1 over 1s; moveY 2 over 1s\n")
case("separator-alone.motion", ",\n;\n")

# --- Wrong units and kinds ---
case("unit-unknown-em.motion", "moveX 1em over 1s\n")
case("unit-unknown-sec.motion", "moveX 1 over 1sec\n")
case("unit-unknown-capital-s.motion", "moveX 1 over 0.5S\n")
case("unit-unknown-after-exponent.motion", "moveX 1e3x over 1s\n")
case("unit-percent-on-length.motion", "moveX 50% over 1s\n")
case("unit-angle-on-opacity.motion", "opacity 90deg over 1s\n")
case("unit-duration-on-scale.motion", "scale 1s over 1s\n")
case("unit-length-on-rotate.motion", "rotate 20pt over 1s\n")
case("unit-none-on-rotate.motion", "rotate 20 over 1s\n")
case("unit-none-on-rotate-by.motion", "rotate by 90 over 1s\n")
case("unit-none-on-duration.motion", "moveX 1 over 1\n")
case("unit-none-on-wait.motion", "wait 2\n")
case("unit-none-on-delay.motion", "moveX 1 delay 0.5 over 1s\n")
case("unit-none-on-stagger.motion", "stagger 0.1 < moveX 1 over 1s >\n")
case("unit-angle-on-duration.motion", "moveX 1 over 90deg\n")
case("unit-percent-on-wait.motion", "wait 50%\n")
case("unit-color-on-wait.motion", "wait #FFF\n")
case("unit-color-on-length.motion", "moveX #3182F6 over 1s\n")
case("unit-number-on-color.motion", "color 5 over 1s\n")
case("unit-angle-on-color-from.motion", "color #FFF from 90deg over 1s\n")
case("unit-unit-on-cubic.motion", "moveX 1 over 1s ease cubic(0.1s, 0, 0, 1)\n")
case("unit-unit-on-steps.motion", "moveX 1 over 1s ease steps(4px)\n")
case("unit-none-on-linear-input.motion", "moveX 1 over 1s ease linear(0, 0.5 40, 1)\n")
case("unit-unit-on-repeat.motion", "moveX 1 over 1s repeat 2s\n")
case("unit-none-on-spring-duration.motion", "moveX 1 ease spring(duration: 0.5)\n")

# --- Numbers: malformed, huge, tiny ---
case("number-two-points.motion", "moveX 1.2.3 over 1s\n")
case("number-two-points-with-unit.motion", "moveX 1 over 1.2.3s\n")
case("number-huge-exponent.motion", "moveX 1e400 over 1s\n")
case("number-just-over-magnitude.motion", "moveX 1.000001e15 over 1s\n")
case("number-many-digits.motion", "moveX " + "9" * 400 + " over 1s\n")
case("number-huge-duration.motion", "moveX 1 over 99999999999999999999999s\n")
case("number-huge-wait.motion", "wait 1e400s\n")
case("number-huge-in-cubic.motion", "moveX 1 over 1s ease cubic(0, 1e400, 0, 1)\n")
case("number-huge-repeat.motion", "moveX 1 over 1s repeat 1e400\n")
case("number-tiny-repeat.motion", "moveX 1 over 1s repeat 1e-400\n")
case("number-tiny-steps.motion", "moveX 1 over 1s ease steps(1e-400)\n")
case("number-tiny-opacity-and-huge-scale.motion", "opacity 1e-400 over 1s\nscale 1e16 over 1s\n")
case("number-negative-huge.motion", "moveX -1e300 over 1s\n")
case("number-exponent-without-digits.motion", "moveX 1e over 1s\n")
case("number-dot-only.motion", "moveX . over 1s\n")
case("number-leading-minus-only.motion", "moveX - over 1s\n")
case("number-minus-minus.motion", "opacity --2 over 1s\n")

# --- Colors ---
case("color-too-short.motion", "color #12 over 1s\n")
case("color-five-digits.motion", "color #12345 over 1s\n")
case("color-seven-digits.motion", "color #1234567 over 1s\n")
case("color-nine-digits.motion", "color #3182F6CCC over 1s\n")
case("color-not-hex.motion", "color #GGGGGG over 1s\n")
case("color-hash-word-comment.motion", "#note this is a comment\nmoveX 1 over 1s\n")
case("color-hash-punctuation.motion", "#< moveX 1 over 1s\n")
case("color-hash-at-end.motion", "moveX 1 over 1s #1")
case("color-relative.motion", "initial color #FFF\ncolor by #111 over 1s\n")
case("color-space-unknown.motion", "initial color #FFF\ncolor #000 over 1s in hsl\n")
case("color-space-on-number.motion", "moveX 1 over 1s in oklab\n")
case("color-space-missing.motion", "initial color #FFF\ncolor #000 over 1s in\n")
case("color-no-start-value.motion", "color #3182F6 over 1s\n")
case("color-negated.motion", "initial color #FFF\ncolor -#000 over 1s\n")

# --- Strings ---
case("string-unterminated.motion", 'moveX 1 over 1s "abc\n')
case("string-unterminated-at-end.motion", 'moveX 1 over 1s "')
case("string-bad-escape.motion", 'moveX 1 over 1s "a\\nb"\n')
case("string-bad-escape-non-ascii.motion", 'moveX 1 over 1s "a\\éb"\n')
case("string-as-statement.motion", '"moveX 1 over 1s"\n')

# --- Statements and modifiers ---
case("statement-property-only.motion", "moveX\n")
case("statement-no-value.motion", "moveX over 1s\n")
case("statement-target-without-name.motion", "target\nmoveX 1 over 1s\n")
case("statement-target-number.motion", "target 5\n")
case("statement-wait-without-duration.motion", "wait\n")
case("statement-over-without-duration.motion", "moveX 1 over\n")
case("statement-ease-without-easing.motion", "moveX 1 over 1s ease\n")
case("statement-ease-number.motion", "moveX 1 over 1s ease 5\n")
case("statement-group-without-open.motion", "merge moveX 1 over 1s\n")
case("statement-stagger-without-interval.motion", "stagger < moveX 1 over 1s >\n")
case("statement-repeat-without-count.motion", "repeat < moveX 1 over 1s >\n")
case("statement-element-dot-nothing.motion", "card. 1 over 1s\n")
case("statement-element-dot-number.motion", "card.5 over 1s\n")
case("statement-initial-alone.motion", "initial\n")
case("statement-extra-value.motion", "moveX 1 over 1s 5\n")
case("statement-typo-modifier.motion", "moveX 1 ovr 1s\n")
case("statement-unknown-word-after.motion", "moveX 1 over 1s quickly\n")
case("statement-starts-with-number.motion", "20 moveX over 1s\n")
case("statement-starts-with-modifier.motion", "over 1s\n")
case("statement-starts-with-by.motion", "by 20\n")
case("statement-keyword-as-property.motion", "set over 1\n")
case("statement-unknown-property.motion", "movX 20 over 1s\n")
case("statement-unknown-property-on-element.motion", "card.opacty 0.5 over 1s\n")
case("statement-capitalized-property.motion", "Scale 2 over 1s\n")
case("statement-unknown-property-far.motion", "transform 2 over 1s\n")
case("statement-opacity-over-one.motion", "opacity 2 over 1s\n")
case("statement-opacity-negative.motion", "opacity -0.1 over 1s\n")
case("statement-opacity-over-percent.motion", "opacity 101% over 1s\n")
case("statement-opacity-from-out-of-range.motion", "opacity 1 from 1.5 over 1s\n")
case("modifier-twice-over.motion", "moveX 1 over 1s over 2s\n")
case("modifier-twice-ease.motion", "moveX 1 over 1s ease linear ease easeIn\n")
case("modifier-twice-repeat.motion", "moveX 1 over 1s repeat 2 repeat 3\n")
case("modifier-twice-yoyo.motion", "moveX 1 over 1s repeat 2 yoyo yoyo\n")
case("modifier-twice-on-group.motion", "repeat 2 < moveX 1 over 1s > repeat 3\n")
case("modifier-negative-over.motion", "moveX 1 over -1s\n")
case("modifier-negative-wait.motion", "wait -0.5s\n")
case("modifier-negative-delay.motion", "moveX 1 delay -1ms over 1s\n")
case("modifier-negative-stagger.motion", "stagger -0.1s < moveX 1 over 1s >\n")
case("modifier-yoyo-without-repeat.motion", "moveX 1 over 1s yoyo\n")
case("modifier-over-on-set.motion", "set moveX 1 over 1s\n")
case("modifier-over-on-play.motion", "motion m < moveX 1 >\nplay m over 1s\n")
case("modifier-ease-on-wait.motion", "wait 1s ease linear\n")
case("modifier-over-on-initial.motion", "initial moveX 1 over 1s\n")
case("modifier-from-on-group.motion", "merge < moveX 1 over 1s > from 0\n")
case("repeat-zero.motion", "moveX 1 over 1s repeat 0\n")
case("repeat-fraction.motion", "moveX 1 over 1s repeat 1.5\n")
case("repeat-negative.motion", "moveX 1 over 1s repeat -2\n")
case("repeat-over-limit.motion", "moveX 1 over 1s repeat 10001\n")
case("repeat-group-zero.motion", "repeat 0 < moveX 1 over 1s >\n")
case("no-start-value-width.motion", "width 100 over 1s\n")
case("no-start-value-blur-by.motion", "blur by 2 over 1s\n")
case("initial-after-animated.motion", "moveX 1 over 1s\ninitial moveX 0\n")
case("initial-twice.motion", "initial opacity 0\ninitial opacity 1\nopacity 1 over 1s\n")
case("overlap-in-merge.motion", "merge <\n  moveX 1 over 1s\n  moveX 2 over 1s\n>\n")
case("overlap-scale-and-scale-x.motion", "merge <\n  scale 2 over 1s\n  scaleX 1 over 1s\n>\n")
case("overlap-stagger.motion", "stagger 0.1s <\n  moveX 1 over 1s\n  moveX 2 over 1s\n>\n")

# --- Easings ---
case("easing-unknown-typo.motion", "moveX 1 over 1s ease easeOutBonce\n")
case("easing-unknown-far.motion", "moveX 1 over 1s ease wobbly\n")
case("easing-cubic-without-arguments.motion", "moveX 1 over 1s ease cubic\n")
case("easing-steps-without-arguments.motion", "moveX 1 over 1s ease steps\n")
case("easing-spring-without-arguments.motion", "moveX 1 ease spring\n")
case("easing-name-with-arguments.motion", "moveX 1 over 1s ease easeOut(1)\n")
case("easing-unknown-with-arguments.motion", "moveX 1 over 1s ease bezier(0, 0, 1, 1)\n")
case("easing-cubic-x-out-of-range.motion", "moveX 1 over 1s ease cubic(2, 0, 0, 1)\n")
case("easing-cubic-three-arguments.motion", "moveX 1 over 1s ease cubic(0, 0, 1)\n")
case("easing-cubic-label.motion", "moveX 1 over 1s ease cubic(x1: 0, 0, 1, 1)\n")
case("easing-cubic-missing-comma.motion", "moveX 1 over 1s ease cubic(0.1, 0.2 0.3, 1)\n")
case("easing-cubic-unclosed.motion", "moveX 1 over 1s ease cubic(0.1, 0.2, 0.3, 1\n")
case("easing-cubic-space-before-paren.motion", "moveX 1 over 1s ease cubic (0, 0, 1, 1)\n")
case("easing-steps-zero.motion", "moveX 1 over 1s ease steps(0)\n")
case("easing-steps-fraction.motion", "moveX 1 over 1s ease steps(1.5)\n")
case("easing-steps-too-many.motion", "moveX 1 over 1s ease steps(100001)\n")
case("easing-steps-jump-none-one.motion", "moveX 1 over 1s ease steps(1, jump-none)\n")
case("easing-steps-bad-position.motion", "moveX 1 over 1s ease steps(2, jump-sideways)\n")
case("easing-steps-three-arguments.motion", "moveX 1 over 1s ease steps(2, jump-end, 3)\n")
case("easing-linear-empty.motion", "moveX 1 over 1s ease linear()\n")
case("easing-linear-three-inputs.motion", "moveX 1 over 1s ease linear(0, 0.5 10% 20% 30%, 1)\n")
case("easing-linear-label.motion", "moveX 1 over 1s ease linear(start: 0, 1)\n")
case("easing-spring-unknown-argument.motion", "moveX 1 ease spring(stiffnes: 100)\n")
case("easing-spring-mixed-families.motion", "moveX 1 ease spring(duration: 0.5s, stiffness: 100)\n")
case("easing-spring-twice.motion", "moveX 1 ease spring(duration: 0.5s, duration: 1s)\n")
case("easing-spring-unlabelled.motion", "moveX 1 ease spring(0.5s, 0.3)\n")
case("easing-spring-zero-mass.motion", "moveX 1 ease spring(mass: 0)\n")
case("easing-spring-never-settles.motion", "moveX 1 ease spring(mass: 1, stiffness: 100, damping: 0)\n")
case("easing-spring-two-values.motion", "moveX 1 ease spring(bounce: 0.3 0.4)\n")
case("easing-on-instant-with-error.motion", "moveX 1 over 0s ease easeOut\nmovX 2\n")
case("easing-spring-cut-short-with-error.motion",
     "moveX 1 over 0.1s ease spring(duration: 1s)\nmovX 2\n")

# --- Limits ---
case("limit-duration-over.motion", "wait 1000000.000000001s\n")
case("limit-timeline-too-long.motion", "wait 500000s\nwait 500000s\nwait 1ms\n")
case("limit-repeat-too-long.motion", "moveX 1 over 1000s repeat 1001\n")
case("limit-too-many-changes.motion", "repeat 10000 < repeat 10000 < moveX 1 over 1ms > >\n")
case("limit-nesting-65.motion", "merge < " * 65 + "moveX 1" + " >" * 65 + "\n")
case("limit-nesting-1000.motion", "merge <\n" * 1000 + "moveX 1\n" + ">\n" * 1000)
case("limit-too-many-errors.motion", "movX 1\n" * 150)
case("limit-too-many-errors-one-line.motion", "moveX 1 over 1s " + "@ " * 300 + "\n")

# --- Characters and encodings (written as bytes) ---
for name, character in [("at", "@"), ("brace", "{"), ("bracket", "["), ("dollar", "$"),
                        ("bang", "!"), ("question", "?"), ("backtick", "`"), ("quote", "'"),
                        ("pipe", "|"), ("ampersand", "&"), ("caret", "^"), ("tilde", "~"),
                        ("backslash", "\\"), ("e-acute", "é"), ("arrow", "→"), ("emoji", "🎬"),
                        ("nbsp", "\u00a0"), ("zero-width-space", "\u200b")]:
    case(f"character-{name}.motion", f"moveX 1 over 1s {character}\n")
case("character-nul.motion", b"moveX 1\x00 over 1s\n")
case("character-control.motion", b"moveX 1 over 1s \x01\x02\x1b\n")
case("character-delete.motion", b"moveX 1 over 1s \x7f\n")
case("character-form-feed.motion", b"moveX 1 over 1s\x0c\n")
case("character-smart-quotes.motion", "moveX 1 over 1s \u201cfast\u201d\n")
case("encoding-nul-bytes-everywhere.motion", bytes(b for c in b"moveX 1 over 1s\n" * 3 for b in (c, 0)))
case("encoding-utf16le-bom.motion", b"\xff\xfe" + FAIRY.encode("utf-16-le"))
case("encoding-utf16be-bom.motion", b"\xfe\xff" + FAIRY.encode("utf-16-be"))
case("encoding-utf16le-no-bom.motion", "moveX 1 over 1s\n".encode("utf-16-le"))
case("encoding-utf16be-no-bom.motion", "moveX 1 over 1s\n".encode("utf-16-be"))
case("encoding-utf32le-bom.motion", b"\xff\xfe\x00\x00" + "moveX 1\n".encode("utf-32-le"))
case("encoding-latin1-in-name.motion", "café.moveX 1 over 1s\n".encode("latin-1"))
case("encoding-latin1-in-comment-and-code.motion",
     "# déjà vu\nmoveX 1 over 1s é\n".encode("latin-1"))
case("encoding-windows-1252-quotes.motion", b"moveX 1 over 1s \x93fast\x94\n")
case("encoding-lone-continuation.motion", b"moveX 1 \x80 over 1s\n")
case("encoding-overlong-slash.motion", b"moveX 1 over 1s \xc0\xaf\n")
case("encoding-surrogate.motion", b"moveX 1 over 1s \xed\xa0\x80\n")
case("encoding-above-unicode.motion", b"moveX 1 over 1s \xf4\x90\x80\x80\n")
case("encoding-f5-lead.motion", b"moveX 1 over 1s \xf5\x80\x80\x80\n")
case("encoding-truncated-at-end.motion", b"moveX 1 over 1s \xe2\x82")
case("encoding-truncated-then-ascii.motion", b"moveX 1 over 1s \xe2\x82x\n")
case("encoding-bad-byte-in-string.motion", b'moveX 1 over 1s "a\xffb"\n')
case("encoding-bom-twice.motion", b"\xef\xbb\xbf\xef\xbb\xbfmoveX 1 over 1s\n")
case("encoding-bom-mid-file.motion", b"moveX 1 over 1s\n\xef\xbb\xbfmoveY 1 over 1s\n")
case("encoding-cr-only-line-ends.motion", GROUPS.replace("\n", "\r"))
case("encoding-cr-only-two-steps.motion", "moveX 1 over 1s\rmoveY 1 over 1s\r")
case("encoding-crlf-with-error.motion", "moveX 1 over 1s\r\nmovY 1 over 1s\r\n")
case("encoding-mixed-line-ends.motion", "moveX 1 over 1s\r\nmoveY 1 over 1s\rscale 2 over 1\n")
rng = random.Random(6)
case("binary-random-small.motion", bytes(rng.randrange(256) for _ in range(64)))
case("binary-random-large.motion", bytes(rng.randrange(256) for _ in range(4096)))
case("binary-png-header.motion", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10")
case("binary-zip-header.motion", b"PK\x03\x04\x14\x00\x00\x00\x08\x00")
case("binary-gzip-header.motion", b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03")
case("binary-elf-header.motion", b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 8)
case("binary-pdf-header.motion", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
case("binary-json-instead.motion", '{"format": "motionc-track", "version": 1}\n')

folder.mkdir(parents=True, exist_ok=True)
for old in folder.glob("*.motion"):
    old.unlink()
for name, content in sorted(cases.items()):
    (folder / name).write_bytes(content)
print(f"wrote {len(cases)} inputs to {folder.relative_to(root)}")
