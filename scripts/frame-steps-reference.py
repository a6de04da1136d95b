#!/usr/bin/env python3
"""Independent reference samples for `steps()` on frame grids, in exact rational arithmetic.

Requirements: Python 3.9+ (standard library only).

Usage: python3 scripts/frame-steps-reference.py   (from the repository root)

Writes Tests/Fixtures/frames/: for each common frame rate, a spec (`steps-RATE.motion`) whose
elements each run one `moveX` eased by `steps(n, POSITION)`, with or without delays, waits,
repeats and yoyo, and the CSV that `motionc sample SPEC --fps RATE` must print
(`steps-RATE.csv`). The first line of each spec says how it is sampled.
FrameStepsTests.swift runs the sampler in-process and compares its output with the CSV byte
for byte.

Everything here is computed from the language's rules (grammar.md 7.5.3, 8.2, 8.4, 8.5, 9)
with fractions.Fraction, independently of the Swift code: frame i is at exactly i / RATE
seconds; a change from S to S + O is at step floor((t − S) · n / O) (+1 for jump-start and
jump-both, capped at the number of jumps); every play starts from the first play's start
value; a backward play of `yoyo` runs the first one mirrored in time. Moving by exactly the
number of jumps makes every value a whole number, so rounding plays no part in the comparison.

Step counts are chosen both to put a step boundary on every frame (n = RATE over 1 s, or over
1.001 s for the NTSC rates 30000/1001 and 60000/1001, 2997 steps over 100 s at 29.97 and over
50 s at 59.94) and
to miss the frame grid (7, 11, 100 steps).
"""

import os
from fractions import Fraction
from math import floor

OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "frames")
SECOND = 10**9  # ticks (nanoseconds) per second
POSITIONS = ["jump-end", "jump-start", "jump-none", "jump-both"]


def jumps(n, position):
    return {"jump-start": n, "jump-end": n, "jump-none": n - 1, "jump-both": n + 1}[position]


def step(elapsed, length, n, position):
    """CSS steps at elapsed/length (0 ≤ elapsed ≤ length), as a whole step number."""
    current = floor(elapsed * n / length)
    if position in ("jump-start", "jump-both"):
        current += 1
    return min(current, jumps(n, position))


class Column:
    """One element: `moveX J delay D over O wait W ease steps(n, POSITION) repeat R [yoyo]`."""

    def __init__(self, n, position, over, delay=0, wait=0, plays=1, yoyo=False):
        self.n, self.position = n, position
        self.over, self.delay, self.wait = over, delay, wait  # ticks
        self.plays, self.yoyo = plays, yoyo
        self.target = jumps(n, position)

    @property
    def play(self):
        return self.delay + self.over + self.wait

    @property
    def duration(self):
        return self.play * self.plays

    def statement(self, name):
        text = f"{name}.moveX {self.target}"
        if self.delay:
            text += f" delay {seconds(self.delay)}s"
        text += f" over {seconds(self.over)}s"
        if self.wait:
            text += f" wait {seconds(self.wait)}s"
        text += f" ease steps({self.n}, {self.position})"
        if self.plays > 1:
            text += f" repeat {self.plays}"
        if self.yoyo:
            text += " yoyo"
        return text

    def value(self, t):
        """The value at time t (ticks, a Fraction), starting from 0."""
        target, delay, over = self.target, self.delay, self.over
        if t >= self.duration:
            backward_last = self.yoyo and (self.plays - 1) % 2 == 1
            return 0 if backward_last else target
        play = floor(t / self.play)
        u = t - play * self.play
        if self.yoyo and play % 2 == 1:
            # The first play mirrored: its wait first, the change back, then its delay.
            start = self.play - delay - over
            if u < start:
                return target
            if u < start + over:
                return step((start + over) - u, over, self.n, self.position)
            return 0
        # Every forward play starts from 0 (a jump back at the start of the play).
        if u < delay:
            return 0
        if u < delay + over:
            return step(u - delay, over, self.n, self.position)
        return target


def seconds(ticks):
    """Exact decimal seconds of a whole number of ticks: 530000000 -> 0.53."""
    whole, rest = divmod(ticks, SECOND)
    if rest == 0:
        return str(whole)
    return f"{whole}.{rest:09d}".rstrip("0")


def time_text(t):
    """A frame time as motionc prints it: rounded to the nearest tick, half up."""
    whole = floor(t)
    if t - whole >= Fraction(1, 2):
        whole += 1
    return seconds(whole)


def sample(columns, rate, end):
    """The CSV of every frame i with i / rate <= end (ticks), plus a row at end if off-grid."""
    rows = ["time," + ",".join(f"c{index}.moveX" for index in range(len(columns)))]
    times = []
    frame = 0
    while True:
        t = Fraction(frame * SECOND) / rate
        if t > end:
            break
        times.append(t)
        frame += 1
    if times[-1] != end:
        times.append(Fraction(end))
    for t in times:
        rows.append(",".join([time_text(t)] + [str(column.value(t)) for column in columns]))
    return "\n".join(rows) + "\n"


def cases(rate):
    """The columns for one frame rate (a Fraction of frames per second)."""
    columns = []
    if rate.denominator == 1:
        dividing = (int(rate), SECOND)  # a boundary on every frame
    elif rate == Fraction(30000, 1001) or rate == Fraction(60000, 1001):
        dividing = (rate.numerator // 1000, 1001 * SECOND // 1000)
    else:
        # 29.97 = 2997/100: 2997 steps over 100 s; 59.94 = 2997/50: 2997 steps over 50 s.
        dividing = (rate.numerator, rate.denominator * SECOND)
    n, over = dividing
    for position in POSITIONS:
        columns.append(Column(n, position, over))
    if over <= 2 * SECOND:
        # Delays and plays a whole number of frames long: every boundary still on a frame.
        for position in POSITIONS:
            columns.append(Column(n, position, over, delay=over, plays=2, yoyo=True))
    for position in POSITIONS:
        columns.append(Column(7, position, SECOND, delay=SECOND // 10, wait=SECOND // 20, plays=2))
        columns.append(Column(11, position, 9 * SECOND // 10, delay=SECOND // 20, plays=2, yoyo=True))
        columns.append(Column(100, position, SECOND))
        columns.append(Column(3, position, SECOND))
    return columns


RATES = ["3", "24", "25", "29.97", "30000/1001", "30", "50", "59.94", "60000/1001", "60", "120", "144"]


def main():
    os.makedirs(OUTPUT, exist_ok=True)
    for text in RATES:
        rate = Fraction(text)
        columns = cases(rate)
        # Columns of 50 s or 100 s are sampled over the first seconds only, like the rest.
        end = min(max(column.duration for column in columns if column.duration <= 5 * SECOND), 5 * SECOND)
        options = f"--fps {text}"
        if any(column.duration > end for column in columns):
            options += f" --to {seconds(end)}"
        name = "steps-" + text.replace("/", "over").replace(".", "_")
        spec = [f"# sample: {options}", "merge <"]
        spec += [f"  {column.statement(f'c{index}')}" for index, column in enumerate(columns)]
        spec.append(">")
        with open(os.path.join(OUTPUT, name + ".motion"), "w") as file:
            file.write("\n".join(spec) + "\n")
        with open(os.path.join(OUTPUT, name + ".csv"), "w") as file:
            file.write(sample(columns, rate, end))


if __name__ == "__main__":
    main()
