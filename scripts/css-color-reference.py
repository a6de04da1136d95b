#!/usr/bin/env python3
"""Writes Tests/Fixtures/css-color-reference.json: CSS colors as independent libraries read them.

- The named colors from `webcolors` (its CSS3 table). `rebeccapurple` (CSS Color 4) and
  `transparent` are not in it and come from ColorAide. (ColorAide's own table has two wrong
  entries, mediumpurple and palevioletred, with 216 for 219.)
- The functions from ColorAide (PyPI `coloraide`), an implementation of CSS Color 4 with its own
  parser of `rgb()`, `hsl()`, `oklch()`, its own Oklab matrices and the CSS gamut mapping
  (`oklch-chroma`) for `oklch()` outside sRGB; `rgb()` and `hsl()` components are clamped, as
  CSS Color 4 says.

CSSColorTests compare motionc's colors with this file.

    python3 scripts/css-color-reference.py     # makes .build/reference-venv on first use
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
    subprocess.run([str(python), "-m", "pip", "install", "-q", "coloraide==8.13.1", "webcolors==24.11.1"], check=True)
    os.execv(str(python), [str(python), __file__])

import webcolors  # noqa: E402
from coloraide import Color  # noqa: E402

NAMES = """aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue
blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson
cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta
darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray
darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick
floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey
honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon
lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink
lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow
lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple
mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue
mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen
seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal
thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent""".split()

# The functions, in the spellings CSS and motionc share.
FUNCTIONS = [
    "rgb(255 0 0)", "rgb(49 130 246 / 50%)", "rgb(49, 130, 246, 0.5)", "rgba(0, 128, 255, 0.25)",
    "rgb(100% 50% 0%)", "rgb(300 -20 127.5)", "rgb(10 20 30 / 150%)",
    "hsl(120deg 100% 25%)", "hsl(210, 50%, 50%)", "hsla(210, 50%, 50%, 0.3)", "hsl(0 100% 50%)",
    "hsl(-30deg 80% 60%)", "hsl(390 20% 90%)", "hsl(0.5turn 60% 40%)", "hsl(217deg 92% 58% / 20%)",
    "oklch(0.628 0.2577 29.23)", "oklch(62.8% 0.2577 29.23)", "oklch(0.7 0.1 200)",
    "oklch(0.5 0.05 120 / 0.5)", "oklch(0.9 50% 90)", "oklch(0.7 0.4 30)", "oklch(0.4 0.3 270)",
    "oklch(0.95 0.3 140)", "oklch(0.2 0.2 0)", "oklch(1.2 0.1 0)", "oklch(0 0.1 0)",
    "oklch(0.6 0.15 1.5rad)",
]


def components(text):
    color = Color(text).convert("srgb")
    if text.startswith("oklch") and not color.in_gamut():
        color = color.fit(method="oklch-chroma")
    red, green, blue = (min(max(c, 0.0), 1.0) for c in color.coords(nans=False))
    return [red, green, blue, color.alpha(nans=False)]


def named(name):
    if name in ("rebeccapurple", "transparent"):
        return components(name)
    rgb = webcolors.name_to_rgb(name)
    return [rgb.red / 255, rgb.green / 255, rgb.blue / 255, 1.0]


reference = {
    "source": "coloraide 8.13.1 (CSS Color 4); out-of-gamut oklch() mapped with oklch-chroma",
    "named": {name: named(name) for name in NAMES},
    "functions": {text: components(text) for text in FUNCTIONS},
}
out = root / "Tests" / "Fixtures" / "css-color-reference.json"
out.write_text(json.dumps(reference, indent=1) + "\n")
print(f"wrote {out.relative_to(root)}: {len(NAMES)} names, {len(FUNCTIONS)} functions")
