#!/usr/bin/env python3
"""Independent reference values for motionc's easing curves.

Requirements: Python 3.9+ with mpmath (pip install mpmath scipy numpy; only mpmath is used,
scipy and numpy are not needed).

Usage: python3 scripts/easing-reference.py   (from the repository root)

Writes Tests/Fixtures/easing-reference.json, which EasingReferenceTests.swift compares the
Swift runtime against. Every value is computed a second way, independently of the Swift code
and of its closed forms:

- cubic Béziers: bisection on x(t) = p at 50 significant digits (mpmath), then y(t);
- the Penner / easings.net families: the published formulas, written again here, evaluated at
  50 digits;
- steps(n, position): the CSS Easing algorithm, for progress values in double precision (as
  browsers compute it) and for exact tick times in rational arithmetic (fractions.Fraction);
- linear(...): the CSS Easing Level 2 algorithms in exact rational arithmetic;
- springs: the equation of motion m·x'' = −k·(x − 1) − c·x' integrated numerically (mpmath's
  Taylor-series ODE solver at 30 digits), not the closed-form solution; settling times from a
  scan of that solution, bounded by the spring's energy (which never increases), refined by
  bisection;
- the SwiftUI spring parameter mapping and its inverse, from the formulas in easing-facts.md.

The output is deterministic: keys sorted, numbers written as the shortest round-trip decimal.
"""

import json
import math
import os
import re
from fractions import Fraction

import mpmath

mpmath.mp.dps = 50
mp = mpmath.mpf

OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "easing-reference.json")


def progress_points():
    """At least 50 progress values in 0…1, ends and ½ included, as doubles."""
    values = {i / 64 for i in range(65)}
    values |= {0.001, 0.01, 0.1, 0.2, 0.3, 0.33, 0.4, 0.45, 0.49, 0.499999, 0.500001, 0.51}
    values |= {0.55, 0.6, 0.66, 0.7, 0.8, 0.9, 0.95, 0.99, 0.999}
    values |= {1 / 2.75, 2 / 2.75, 2.5 / 2.75, 0.075, 0.925}
    return sorted(values)


def as_float(x):
    return float(x)


# Cubic Béziers --------------------------------------------------------------------------------


def bezier_value(x1, y1, x2, y2, p):
    """y(t) where x(t) = p, by bisection at 50 digits (x is monotonic for x1, x2 in 0…1)."""
    x1, y1, x2, y2, p = mp(x1), mp(y1), mp(x2), mp(y2), mp(p)
    if p == 0:
        return mp(0)
    if p == 1:
        return mp(1)

    def bernstein(a1, a2, t):
        u = 1 - t
        return 3 * u * u * t * a1 + 3 * u * t * t * a2 + t ** 3

    low, high = mp(0), mp(1)
    for _ in range(200):
        middle = (low + high) / 2
        if bernstein(x1, x2, middle) < p:
            low = middle
        else:
            high = middle
    return bernstein(y1, y2, (low + high) / 2)


BEZIERS = [
    ("ease", (0.25, 0.1, 0.25, 1)),
    ("easeIn", (0.42, 0, 1, 1)),
    ("easeOut", (0, 0, 0.58, 1)),
    ("easeInOut", (0.42, 0, 0.58, 1)),
    ("cubic(0.2, -0.6, 0.3, 1.8)", (0.2, -0.6, 0.3, 1.8)),
    ("cubic(0.68, -0.6, 0.32, 1.6)", (0.68, -0.6, 0.32, 1.6)),
    ("cubic(0, 0, 1, 1)", (0, 0, 1, 1)),
    ("cubic(1, 0, 0, 1)", (1, 0, 0, 1)),
    ("cubic(0.05, 0.7, 0.1, 1)", (0.05, 0.7, 0.1, 1)),
]


def beziers():
    result = []
    for name, points in BEZIERS:
        samples = [[p, as_float(bezier_value(*points, p))] for p in progress_points()]
        result.append({"name": name, "points": list(map(float, points)), "samples": samples})
    return result


# Penner / easings.net families ----------------------------------------------------------------

PI = mpmath.pi
BACK_S = mp("1.70158")


def bounce_out(x):
    n1, d1 = mp("7.5625"), mp("2.75")
    if x < 1 / d1:
        return n1 * x * x
    if x < 2 / d1:
        x = x - mp("1.5") / d1
        return n1 * x * x + mp("0.75")
    if x < mp("2.5") / d1:
        x = x - mp("2.25") / d1
        return n1 * x * x + mp("0.9375")
    x = x - mp("2.625") / d1
    return n1 * x * x + mp("0.984375")


def family_formulas():
    """easings.net's functions, one per name, taking and returning mpf."""
    c1 = BACK_S
    c2 = c1 * mp("1.525")
    c3 = c1 + 1
    c4 = 2 * PI / 3
    c5 = 2 * PI / mp("4.5")
    f = {}
    for power, family in [(2, "Quad"), (3, "Cubic"), (4, "Quart"), (5, "Quint")]:
        f["easeIn" + family] = lambda x, n=power: x ** n
        f["easeOut" + family] = lambda x, n=power: 1 - (1 - x) ** n
        f["easeInOut" + family] = lambda x, n=power: (
            2 ** (n - 1) * x ** n if x < mp("0.5") else 1 - (-2 * x + 2) ** n / 2
        )
    f["easeInSine"] = lambda x: 1 - mpmath.cos(x * PI / 2)
    f["easeOutSine"] = lambda x: mpmath.sin(x * PI / 2)
    f["easeInOutSine"] = lambda x: -(mpmath.cos(PI * x) - 1) / 2
    f["easeInExpo"] = lambda x: mp(0) if x == 0 else mp(2) ** (10 * x - 10)
    f["easeOutExpo"] = lambda x: mp(1) if x == 1 else 1 - mp(2) ** (-10 * x)
    f["easeInOutExpo"] = lambda x: (
        mp(0)
        if x == 0
        else mp(1)
        if x == 1
        else mp(2) ** (20 * x - 10) / 2
        if x < mp("0.5")
        else (2 - mp(2) ** (-20 * x + 10)) / 2
    )
    f["easeInCirc"] = lambda x: 1 - mpmath.sqrt(1 - x ** 2)
    f["easeOutCirc"] = lambda x: mpmath.sqrt(1 - (x - 1) ** 2)
    f["easeInOutCirc"] = lambda x: (
        (1 - mpmath.sqrt(1 - (2 * x) ** 2)) / 2
        if x < mp("0.5")
        else (mpmath.sqrt(1 - (-2 * x + 2) ** 2) + 1) / 2
    )
    f["easeInBack"] = lambda x: c3 * x ** 3 - c1 * x ** 2
    f["easeOutBack"] = lambda x: 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2
    f["easeInOutBack"] = lambda x: (
        ((2 * x) ** 2 * ((c2 + 1) * 2 * x - c2)) / 2
        if x < mp("0.5")
        else ((2 * x - 2) ** 2 * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
    )
    f["easeInElastic"] = lambda x: (
        mp(0)
        if x == 0
        else mp(1)
        if x == 1
        else -(mp(2) ** (10 * x - 10)) * mpmath.sin((x * 10 - mp("10.75")) * c4)
    )
    f["easeOutElastic"] = lambda x: (
        mp(0)
        if x == 0
        else mp(1)
        if x == 1
        else mp(2) ** (-10 * x) * mpmath.sin((x * 10 - mp("0.75")) * c4) + 1
    )
    f["easeInOutElastic"] = lambda x: (
        mp(0)
        if x == 0
        else mp(1)
        if x == 1
        else -(mp(2) ** (20 * x - 10) * mpmath.sin((20 * x - mp("11.125")) * c5)) / 2
        if x < mp("0.5")
        else (mp(2) ** (-20 * x + 10) * mpmath.sin((20 * x - mp("11.125")) * c5)) / 2 + 1
    )
    f["easeInBounce"] = lambda x: 1 - bounce_out(1 - x)
    f["easeOutBounce"] = bounce_out
    f["easeInOutBounce"] = lambda x: (
        (1 - bounce_out(1 - 2 * x)) / 2 if x < mp("0.5") else (1 + bounce_out(2 * x - 1)) / 2
    )
    return f


def families():
    result = []
    for name, formula in sorted(family_formulas().items()):
        samples = []
        for p in progress_points():
            # The ends are exact by definition (easing-facts.md: special-case p = 0 and 1).
            value = mp(p) if p in (0, 1) else formula(mp(p))
            samples.append([p, as_float(value)])
        result.append({"name": name, "samples": samples})
    return result


# Steps ----------------------------------------------------------------------------------------


def steps_value(n, position, p):
    """CSS Easing's step algorithm; p · n is exact for a Fraction, rounded for a float."""
    current = math.floor(p * n)
    if position in ("jump-start", "jump-both"):
        current += 1
    if p >= 0 and current < 0:
        current = 0
    jumps = {"jump-start": n, "jump-end": n, "jump-none": n - 1, "jump-both": n + 1}[position]
    if p <= 1 and current > jumps:
        current = jumps
    return Fraction(current, jumps)


STEP_LENGTH = 1_000_000_000


def steps():
    result = []
    for n in [1, 2, 3, 4, 5, 7, 10, 100]:
        for position in ["jump-start", "jump-end", "jump-none", "jump-both"]:
            if position == "jump-none" and n < 2:
                continue
            # Every boundary for small n; for n = 100 the ends, 29 (0.29 × 100 = 28.999… in
            # floating point) and a few more.
            boundaries = range(n + 1) if n <= 10 else [0, 1, 2, 28, 29, 30, 33, 50, 67, 98, 99, 100]
            progress = set(progress_points())
            for k in boundaries:
                boundary = k / n
                progress |= {boundary, max(0.0, boundary - 1e-9), min(1.0, boundary + 1e-9)}
            # Progress samples: p · n in double precision, as browsers compute it (so 1/3 as a
            # double, times 3, is 1 although the double is below 1/3).
            samples = [
                [p, as_float(steps_value(n, position, p))] for p in sorted(progress)
            ]
            # Exact tick times: on, just before and just after every boundary, with fractions.
            ticks = set()
            for k in boundaries:
                on = k * STEP_LENGTH // n
                for elapsed in (on - 1, on, on + 1):
                    if 0 <= elapsed <= STEP_LENGTH:
                        for fraction in (0.0, 0.25, 0.5, 0.999):
                            if elapsed < STEP_LENGTH or fraction == 0:
                                ticks.add((elapsed, fraction))
            tick_samples = []
            for elapsed, fraction in sorted(ticks):
                time = (elapsed + Fraction(fraction)) / STEP_LENGTH
                forward = steps_value(n, position, time)
                backward = 1 - steps_value(n, position, 1 - time)
                # [elapsed ticks, fraction of a tick, value, value of the reversed curve]
                tick_samples.append([elapsed, fraction, as_float(forward), as_float(backward)])
            result.append(
                {
                    "count": n,
                    "position": position,
                    "length": STEP_LENGTH,
                    "samples": samples,
                    "ticks": tick_samples,
                }
            )
    return result


# linear(...) ----------------------------------------------------------------------------------


def linear_points(stops):
    """CSS Easing Level 2, 'create a linear easing function', in exact rationals."""
    points = []
    largest = None
    for index, (output, inputs) in enumerate(stops):
        if inputs:
            for value in inputs:
                value = Fraction(value)
                largest = value if largest is None else max(value, largest)
                points.append([largest, Fraction(output)])
        elif index == 0:
            largest = Fraction(0)
            points.append([Fraction(0), Fraction(output)])
        elif index == len(stops) - 1:
            points.append([max(Fraction(1), largest), Fraction(output)])
        else:
            points.append([None, Fraction(output)])
    index = 0
    while index < len(points):
        if points[index][0] is not None:
            index += 1
            continue
        start = index - 1
        end = index
        while points[end][0] is None:
            end += 1
        for missing in range(index, end):
            a, b = points[start][0], points[end][0]
            points[missing][0] = a + (b - a) * Fraction(missing - start, end - start)
        index = end
    return points


def linear_value(points, x):
    """CSS Easing Level 2, 'linear easing function output'."""
    index = 0
    for i, (input_, _) in enumerate(points):
        if input_ <= x:
            index = i
    if index == len(points) - 1:
        index -= 1
    (ax, ay), (bx, by) = points[index], points[index + 1]
    if ax == bx:
        return by
    return ay + (x - ax) / (bx - ax) * (by - ay)


LINEAR_CASES = [
    ("linear(0, 1)", [(0, []), (1, [])]),
    ("linear(0, 0.25 40%, 1)", [(0, []), (0.25, [0.4]), (1, [])]),
    ("linear(0, 0.5 25% 75%, 1)", [(0, []), (0.5, [0.25, 0.75]), (1, [])]),
    ("linear(0, 0.7, 0.87, 0.98, 1)", [(0, []), (0.7, []), (0.87, []), (0.98, []), (1, [])]),
    ("linear(0, 0.5 60%, 0.7 40%, 1)", [(0, []), (0.5, [0.6]), (0.7, [0.4]), (1, [])]),
    ("linear(0, 0.3 50%, 0.7 50%, 1)", [(0, []), (0.3, [0.5]), (0.7, [0.5]), (1, [])]),
    ("linear(0 -10%, 1 110%)", [(0, [-0.1]), (1, [1.1])]),
    ("linear(0, 0.5 120%, 1)", [(0, []), (0.5, [1.2]), (1, [])]),
    ("linear(0.2 20%, 0.1, 0.6, 0.9 80%)", [(0.2, [0.2]), (0.1, []), (0.6, []), (0.9, [0.8])]),
    (
        "linear(0, 0.063, 0.25, 0.563, 1 36.4%, 0.812, 0.75, 0.813, 1 72.7%, 0.953, 0.938, 1)",
        [
            (0, []),
            (0.063, []),
            (0.25, []),
            (0.563, []),
            (1, [0.364]),
            (0.812, []),
            (0.75, []),
            (0.813, []),
            (1, [0.727]),
            (0.953, []),
            (0.938, []),
            (1, []),
        ],
    ),
]


def linears():
    result = []
    for name, stops in LINEAR_CASES:
        points = linear_points(stops)
        progress = set(progress_points()) | {-0.25, -0.1, 1.1, 1.25}
        progress |= {float(x) for x, _ in points}
        samples = [[p, as_float(linear_value(points, Fraction(p)))] for p in sorted(progress)]
        result.append(
            {
                "name": name,
                "stops": [{"output": float(o), "inputs": [float(i) for i in ins]} for o, ins in stops],
                "points": [[as_float(x), as_float(y)] for x, y in points],
                "samples": samples,
            }
        )
    return result


# Springs --------------------------------------------------------------------------------------

SPRING_DIGITS = 30
TOLERANCE = mp("0.001")


def spring_solution(mass, stiffness, damping, velocity):
    """x(t) and x'(t) of m·x'' = −k·(x − 1) − c·x', x(0) = 0, x'(0) = velocity (Taylor ODE)."""
    m, k, c = mp(mass), mp(stiffness), mp(damping)
    return mpmath.odefun(
        lambda t, y: [y[1], (-k * (y[0] - 1) - c * y[1]) / m], 0, [mp(0), mp(velocity)]
    )


def settling_time(solution, mass, stiffness, damping):
    """The earliest time after which |x − 1| < 0.001 for good, or None.

    The spring's energy E = ½k(x − 1)² + ½m·x'² never increases, so once √(2E/k) < 0.001 the
    spring has settled for good: that gives the end of the search. Before it, a scan in 4000
    steps finds the last time |x − 1| ≥ 0.001, checking the turning points between samples (where x'
    changes sign) too; bisection then finds the crossing.
    """
    m, k = mp(mass), mp(stiffness)
    if damping == 0:
        return None

    def offset(t):
        return abs(solution(t)[0] - 1)

    def energy_bound(t):
        x, v = solution(t)
        return mpmath.sqrt((x - 1) ** 2 + m * v * v / k)

    end = mp(0)
    while energy_bound(end) >= TOLERANCE:
        end += mp("0.25")
    count = 4000
    times = [end * i / count for i in range(count + 1)]
    last = None
    for low, high in zip(times, times[1:]):
        candidates = [low, high]
        v_low, v_high = solution(low)[1], solution(high)[1]
        if v_low * v_high < 0:
            a, b = low, high
            for _ in range(80):
                middle = (a + b) / 2
                if (solution(middle)[1] > 0) == (v_low > 0):
                    a = middle
                else:
                    b = middle
            candidates = [low, (a + b) / 2, high]
        for first, second in zip(candidates, candidates[1:]):
            if offset(first) >= TOLERANCE and offset(second) < TOLERANCE:
                last = (first, second)
    a, b = last
    for _ in range(80):
        middle = (a + b) / 2
        if offset(middle) >= TOLERANCE:
            a = middle
        else:
            b = middle
    return b


SPRINGS = [
    (1, 100, 10, 0),
    (2, 50, 40, 3),
    (1, 100, 20, 0),
    (1, 100, 19.99, 0),
    (1, 100, 20.01, 0),
    (1, 300, 5, -2),
    (0.5, 200, 1, 10),
    (1, 10, 100, 0),
    (3, 120, 12, 1.5),
    (1, 100, 0, 0),
]


def springs():
    mpmath.mp.dps = SPRING_DIGITS
    result = []
    for mass, stiffness, damping, velocity in SPRINGS:
        solution = spring_solution(mass, stiffness, damping, velocity)
        settle = settling_time(solution, mass, stiffness, damping)
        horizon = float(settle) * 1.25 if settle is not None else 3.0
        times = sorted({round(horizon * i / 60, 6) for i in range(61)} | {0.001, 0.01})
        samples = [[t, as_float(solution(mp(t))[0])] for t in times]
        result.append(
            {
                "mass": mass,
                "stiffness": stiffness,
                "damping": damping,
                "velocity": velocity,
                "samples": samples,
                "settlingTime": None if settle is None else as_float(settle),
            }
        )
    mpmath.mp.dps = 50
    return result


def spring_mappings():
    """SwiftUI's mapping (mass 1) and its inverse, from easing-facts.md."""
    forward = []
    for duration, bounce in [(0.5, 0.3), (0.5, 0), (1, -0.5), (0.35, 0.15), (2, 1)]:
        d, b = mp(duration), mp(bounce)
        ratio = 1 - b if b >= 0 else 1 / (1 + b)
        stiffness = (2 * PI / d) ** 2
        forward.append(
            {
                "duration": duration,
                "bounce": bounce,
                "stiffness": as_float(stiffness),
                "damping": as_float(4 * PI * ratio / d),
            }
        )
    response = []
    for duration, ratio in [(0.5, 0.8), (0.55, 1), (0.3, 1.5)]:
        d, z = mp(duration), mp(ratio)
        response.append(
            {
                "response": duration,
                "dampingRatio": ratio,
                "stiffness": as_float((2 * PI / d) ** 2),
                "damping": as_float(4 * PI * z / d),
            }
        )
    inverse = []
    for mass, stiffness, damping in [(1, 100, 10), (1, 100, 20), (1, 100, 40), (2, 50, 40)]:
        m, k, c = mp(mass), mp(stiffness), mp(damping)
        ratio = c / (2 * mpmath.sqrt(k * m))
        inverse.append(
            {
                "mass": mass,
                "stiffness": stiffness,
                "damping": damping,
                "duration": as_float(2 * PI * mpmath.sqrt(m / k)),
                "bounce": as_float(1 - ratio if ratio <= 1 else 1 / ratio - 1),
            }
        )
    return {"durationBounce": forward, "responseDampingRatio": response, "inverse": inverse}


def main():
    reference = {
        "generator": "scripts/easing-reference.py",
        "cubicBezier": beziers(),
        "families": families(),
        "steps": steps(),
        "linear": linears(),
        "springs": springs(),
        "springMappings": spring_mappings(),
    }
    text = json.dumps(reference, sort_keys=True, indent=1, allow_nan=False)
    # One line per innermost array of numbers, to keep the file short and its diffs readable.
    text = re.sub(r"\[\s*([^\[\]{}]*?)\s*\]", lambda m: "[" + re.sub(r",\s+", ", ", m.group(1)) + "]", text)
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write(text + "\n")
    print("wrote", os.path.normpath(OUTPUT))


if __name__ == "__main__":
    main()
