#!/usr/bin/env python3
"""Writes Tests/Fixtures/spring-handoff-reference.json: springs handed off mid-motion, integrated
numerically, for StageReferenceTests to compare MotionStage with.

Each case plays `card.moveX` linearly from `a` to `b` over 1 s and, at 0.5 s, hands it off to a
spring toward `target` (`null`: the value at the cut, so the spring only carries the velocity
away and back). At the cut the value is `a + (b − a) · 0.5` and the velocity `b − a` per second,
computed here in the same double arithmetic the runtime uses. From there
`m·x″ = −k·(x − target) − c·x′` is integrated with scipy's `solve_ivp` (DOP853,
rtol = atol = 1e-12), in the property's own units, and sampled every 50 ms for 3 s (60
instants after the cut); the runtime's closed forms must agree within 1e-8 of the change.

    python3 scripts/spring-handoff-reference.py          # rewrite the table
    python3 scripts/spring-handoff-reference.py --check  # compare with the checked-in table

The first run makes .build/reference-venv and installs scipy there.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
venv = root / ".build" / "reference-venv"
python = venv / "bin" / "python"
if Path(sys.prefix).resolve() != venv.resolve():
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", "scipy==1.16.3", "numpy==2.3.5"], check=True)
    os.execv(str(python), [str(python), __file__, *sys.argv[1:]])

from scipy.integrate import solve_ivp  # noqa: E402

# (name, mass, stiffness, damping, a, b, target)
CASES = [
    ("under, toward the start", 1, 100, 10, 0, 100, -50),
    ("under, target is the value", 1, 100, 10, 0, 100, None),
    ("critical, forward", 1, 100, 20, 0, 100, 200),
    ("critical, target is the value", 1, 100, 20, 40, -60, None),
    ("over, reversing", 1, 100, 40, 0, 100, 0),
    ("over, target is the value", 1, 100, 40, 10, 30, None),
    ("heavy under", 2, 300, 5, -20, 80, 10),
    ("light, fast", 0.5, 400, 4, 100, 0, 30),
]
STEP_TICKS = 50_000_000
COUNT = 60
FIXTURE = root / "Tests" / "Fixtures" / "spring-handoff-reference.json"


def case(name, mass, stiffness, damping, a, b, target):
    a, b = float(a), float(b)
    start = a + (b - a) * 0.5
    velocity = b - a
    goal = start if target is None else float(target)

    def motion(_, state):
        x, v = state
        return [v, (-stiffness * (x - goal) - damping * v) / mass]

    times = [i * STEP_TICKS / 1e9 for i in range(1, COUNT + 1)]
    solution = solve_ivp(
        motion, (0, times[-1]), [start, velocity], method="DOP853", rtol=1e-12, atol=1e-12,
        t_eval=times, dense_output=False)
    assert solution.success, solution.message
    return {
        "name": name, "mass": mass, "stiffness": stiffness, "damping": damping, "a": a, "b": b,
        "target": target, "stepTicks": STEP_TICKS,
        "values": [float(x) for x in solution.y[0]],
        "velocities": [float(v) for v in solution.y[1]],
    }


def main():
    table = {"cut": 0.5, "cases": [case(*c) for c in CASES]}
    if "--check" in sys.argv[1:]:
        stored = json.loads(FIXTURE.read_text())
        worst = 0.0
        for new, old in zip(table["cases"], stored["cases"]):
            scale = max(abs(new["b"] - new["a"]), 1.0)
            for x, y in zip(new["values"], old["values"]):
                worst = max(worst, abs(x - y) / scale)
        same_shape = len(table["cases"]) == len(stored["cases"])
        print(f"worst difference {worst:.3g} of the change; {'same' if same_shape else 'other'} cases")
        sys.exit(0 if same_shape and worst <= 1e-10 else 1)
    FIXTURE.write_text(json.dumps(table, indent=1) + "\n")
    print(f"wrote {FIXTURE.relative_to(root)}: {len(CASES)} springs x {COUNT} instants")


main()
