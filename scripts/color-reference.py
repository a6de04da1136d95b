#!/usr/bin/env python3
"""Reference values for color mixing in srgb, linear-light sRGB and Oklab.

Computed a second way, independently of the Swift code: plain Python with exact fractions
for the matrix inverses, following shared/easing-facts.md (premultiplied alpha in every
space). Writes Tests/Fixtures/color-reference.json; needs only Python 3 (no packages).

    python3 scripts/color-reference.py
"""
import json
from fractions import Fraction
from pathlib import Path

M1 = [[0.4122214708, 0.5363325363, 0.0514459929],
      [0.2119034982, 0.6806995451, 0.1073969566],
      [0.0883024619, 0.2817188376, 0.6299787005]]
M2 = [[0.2104542553, 0.7936177850, -0.0040720468],
      [1.9779984951, -2.4285922050, 0.4505937099],
      [0.0259040371, 0.7827717662, -0.8086757660]]


def inverse(matrix):
    """Gauss-Jordan elimination in exact fractions, rounded to floats at the end."""
    n = len(matrix)
    rows = [[Fraction(x) for x in row] + [Fraction(int(i == j)) for j in range(n)]
            for i, row in enumerate(matrix)]
    for column in range(n):
        pivot = max(range(column, n), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        divisor = rows[column][column]
        rows[column] = [x / divisor for x in rows[column]]
        for r in range(n):
            if r != column and rows[r][column] != 0:
                factor = rows[r][column]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[column])]
    return [[float(x) for x in row[n:]] for row in rows]


M1_INV, M2_INV = inverse(M1), inverse(M2)


def apply(m, v):
    return [sum(m[i][j] * v[j] for j in range(3)) for i in range(3)]


def to_linear(c):
    sign = -1 if c < 0 else 1
    c = abs(c)
    return sign * (c / 12.92 if c < 0.04045 else ((c + 0.055) / 1.055) ** 2.4)


def from_linear(c):
    sign = -1 if c < 0 else 1
    c = abs(c)
    return sign * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def cbrt(x):
    return -((-x) ** (1 / 3)) if x < 0 else x ** (1 / 3)


def to_space(space, rgb):
    if space == "srgb":
        return list(rgb)
    lin = [to_linear(c) for c in rgb]
    if space == "linear":
        return lin
    return apply(M2, [cbrt(x) for x in apply(M1, lin)])


def from_space(space, v):
    if space == "srgb":
        return list(v)
    if space == "oklab":
        v = apply(M1_INV, [x ** 3 for x in apply(M2_INV, v)])
    return [from_linear(c) for c in v]


def mix(space, a, b, t):
    """a, b: [r, g, b, alpha] in gamma-encoded sRGB; t: amount of b."""
    ca, cb = to_space(space, a[:3]), to_space(space, b[:3])
    alpha = a[3] + (b[3] - a[3]) * t
    mixed = []
    for x, y in zip(ca, cb):
        p = x * a[3] + (y * b[3] - x * a[3]) * t
        mixed.append(p if alpha == 0 else p / alpha)
    return from_space(space, mixed) + [alpha]


def hex_color(text):
    text = text.lstrip("#")
    return [int(text[i:i + 2], 16) / 255 for i in range(0, 8, 2)]


PAIRS = [("#FF0000FF", "#0000FFFF"), ("#3182F6FF", "#F04452FF"), ("#FFFFFF80", "#00000000"),
         ("#00FF00FF", "#FF00FF40"), ("#123456FF", "#FEDCBAFF")]
AMOUNTS = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]

cases = []
for space in ["srgb", "linear", "oklab"]:
    for a, b in PAIRS:
        for t in AMOUNTS:
            cases.append({"space": space, "from": a, "to": b, "amount": t,
                          "expected": mix(space, hex_color(a), hex_color(b), t)})

out = Path(__file__).resolve().parent.parent / "Tests" / "Fixtures" / "color-reference.json"
out.write_text(json.dumps({"cases": cases}, indent=1, sort_keys=True) + "\n")
print(f"wrote {len(cases)} cases to {out}")
