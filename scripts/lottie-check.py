"""Checks motionc's Lottie exports against independent oracles (run by scripts/lottie-check).

1. Every export validates against the lottie-spec JSON Schema (draft 2020-12), merged from its
   split files as lottie-spec's own tooling merges them.
2. python-lottie loads every export, and evaluates each layer's position, scale, rotation,
   opacity, fill color and fill opacity (and the rectangle's size and roundness) at every frame;
   `motionc sample` gives the same properties at the same times. Numbers must agree to 0.1 % of
   the property's change over the timeline, colors to 1/255 per component (premultiplied by
   alpha: that is what shows, and a fully transparent color has no visible red, green or blue).
   python-lottie returns the value from before a jump at the jump's exact time (lottie-web and
   motionc the value after), so every frame is compared just after it (frame + 0.001) and just
   before it (frame - 0.001), at exactly the same times on both sides.
3. Three frames of one export render to PNG with python-lottie's cairo renderer, and are not
   blank.
4. rlottie (Telegram's and many Android apps' player, through rlottie-python, which bundles it)
   plays every export at every frame: each layer on its own, its position, scale, rotation and
   rectangle made still and large enough to cover a small canvas, so that the centre pixel shows
   exactly the layer's opacity, fill color and fill opacity as rlottie computes them. rlottie
   converts these to 8 bits without clamping (a value past its range wraps around), so this is
   where an export that leaves 0…100 or 0…1 between keyframes shows. The pixel (premultiplied
   red, green, blue and alpha) must match `motionc sample` at the frame's time, clamped as
   players clamp, to RLOTTIE_TOLERANCE.

Prints the largest difference found per property kind, and exits 1 on any failure.
"""

import argparse
import json
import os
import subprocess
import sys

import copy
import time

import jsonschema
from lottie.exporters.cairo import export_png
from lottie.objects.properties import ColorValue, MultiDimensional, Value
from lottie.parsers.tgs import parse_tgs
from PIL import Image
from rlottie_python import LottieAnimation

EPSILON = 1e-3  # frames either side of each frame
NUMBER_TOLERANCE = 1e-3  # of the property's change
COLOR_TOLERANCE = 1 / 255
RLOTTIE_TOLERANCE = 5 / 255  # per premultiplied component: 8-bit rounding twice, and then some
PROBE_SIDE = 8  # pixels: the canvas each layer is played on in rlottie


def merged_schema(folder):
    """lottie-spec's schema as one document: root.json plus every CATEGORY/NAME.json under
    $defs[CATEGORY][NAME], with the `unknown` layer and shape excluding the known types."""
    with open(os.path.join(folder, "root.json")) as file:
        root = json.load(file)
    defs = {}
    for category in sorted(os.listdir(folder)):
        path = os.path.join(folder, category)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if not name.endswith(".json"):
                continue
            with open(os.path.join(path, name)) as file:
                schema = json.load(file)
            schema.pop("$schema", None)
            defs.setdefault(category, {})[name[:-5]] = schema
    root["$defs"] = defs

    def type_codes(category, unknown):
        codes = []
        for name, schema in defs[category].items():
            if name == unknown:
                continue
            for part in schema.get("allOf", []):
                code = part.get("properties", {}).get("ty", {}).get("const")
                if code is not None:
                    codes.append(code)
        return codes

    defs["layers"]["unknown-layer"]["properties"]["ty"]["not"]["enum"] = type_codes(
        "layers", "unknown-layer")
    defs["shapes"]["unknown-shape"]["properties"]["ty"]["not"]["enum"] = type_codes(
        "shapes", "unknown-shape")
    return root


def seconds(nanoseconds):
    return "%d.%09d" % divmod(nanoseconds, 10**9)


def parse_hex(text):
    digits = text.lstrip("#")
    return [int(digits[i:i + 2], 16) / 255 for i in range(0, 8, 2)]


def sample(motionc, spec, times):
    """motionc's values at `times` (nanoseconds): {column: [value per time]}."""
    result = subprocess.run(
        [motionc, "sample", spec, "--format", "json", "--at", ",".join(seconds(t) for t in times)],
        check=True, capture_output=True, text=True)
    table = json.loads(result.stdout)
    columns = table["columns"]
    values = {name: [] for name in columns}
    for row in table["rows"]:
        for name, value in zip(columns, row):
            values[name].append(value)
    return values


def layer_properties(layer):
    """The animatable properties of a layer as python-lottie objects."""
    transform = layer["ks"]
    group = layer["shapes"][0]["it"]
    rectangle = next(item for item in group if item["ty"] == "rc")
    fill = next(item for item in group if item["ty"] == "fl")
    # A split position's x and y are loaded on their own: python-lottie merges split positions
    # whose x and y have different keyframe times wrongly.
    return {
        "x": Value.load(transform["p"]["x"]),
        "y": Value.load(transform["p"]["y"]),
        "scale": MultiDimensional.load(transform["s"]),
        "rotation": Value.load(transform["r"]),
        "opacity": Value.load(transform["o"]),
        "size": MultiDimensional.load(rectangle["s"]),
        "roundness": Value.load(rectangle["r"]),
        "fill": ColorValue.load(fill["c"]),
        "fill opacity": Value.load(fill["o"]),
    }


DEFAULTS = {"moveX": 0, "moveY": 0, "scaleX": 1, "scaleY": 1, "rotate": 0, "opacity": 1,
            "width": 60, "height": 60, "cornerRadius": 0}
DEFAULT_FILL = [0.5, 0.5, 0.5, 1]


class Differences:
    """The largest difference per property kind, absolute and as a share of the change."""

    def __init__(self):
        self.largest = {}
        self.failures = []

    def number(self, kind, where, lottie_values, motion_values):
        change = max(motion_values) - min(motion_values)
        allowed = NUMBER_TOLERANCE * change if change > 0 else 1e-6
        worst = (0.0, None)
        for index, (a, b) in enumerate(zip(lottie_values, motion_values)):
            difference = abs(a - b)
            if difference > worst[0]:
                worst = (difference, index)
        self.record(kind, worst[0], worst[0] / change if change > 0 else 0.0)
        if worst[0] > allowed + 1e-9:
            index = worst[1]
            self.failures.append(
                "%s %s: Lottie %.9g, motionc %.9g at sample %d (allowed %.3g)"
                % (where, kind, lottie_values[index], motion_values[index], index, allowed))

    def color(self, where, lottie_colors, motion_colors):
        worst = (0.0, None)
        for index, (a, b) in enumerate(zip(lottie_colors, motion_colors)):
            # Premultiplied red, green and blue, and alpha.
            shown_a = [a[i] * a[3] for i in range(3)] + [a[3]]
            shown_b = [b[i] * b[3] for i in range(3)] + [b[3]]
            difference = max(abs(x - y) for x, y in zip(shown_a, shown_b))
            if difference > worst[0]:
                worst = (difference, index)
        self.record("fill color", worst[0], worst[0])
        if worst[0] > COLOR_TOLERANCE + 1e-9:
            index = worst[1]
            self.failures.append(
                "%s fill color: Lottie %s, motionc %s at sample %d"
                % (where, lottie_colors[index], motion_colors[index], index))

    def record(self, kind, absolute, relative):
        previous = self.largest.get(kind, (0.0, 0.0))
        self.largest[kind] = (max(previous[0], absolute), max(previous[1], relative))


def probe(document, layer):
    """A document of `layer` alone on a PROBE_SIDE square, its transform and rectangle still
    and covering the canvas: every pixel shows the layer's opacity and fill."""
    layer = copy.deepcopy(layer)
    centre = PROBE_SIDE / 2
    layer["ks"]["p"] = {"a": 0, "k": [centre, centre, 0]}
    layer["ks"]["s"] = {"a": 0, "k": [100, 100, 100]}
    layer["ks"]["r"] = {"a": 0, "k": 0}
    for item in layer["shapes"][0]["it"]:
        if item["ty"] == "rc":
            item["s"] = {"a": 0, "k": [4 * PROBE_SIDE, 4 * PROBE_SIDE]}
            item["r"] = {"a": 0, "k": 0}
    probe = {key: document[key] for key in ("v", "fr", "ip", "op", "ddd", "assets")}
    probe.update({"w": PROBE_SIDE, "h": PROBE_SIDE, "nm": layer["nm"], "layers": [layer],
                  "markers": []})
    return json.dumps(probe)


def rlottie_spec(args, spec, document, differences):
    """Plays each layer of `document` in rlottie at every frame; returns frames compared."""
    out_point = document["op"]
    rate = document["fr"]
    frames = list(range(0, out_point))
    times = [round(frame / rate * 1e9) for frame in frames]
    values = sample(args.motionc, spec, times)
    name = os.path.splitext(os.path.basename(spec))[0]
    compared = 0
    for layer in document["layers"]:
        element = layer["nm"]
        opacity = values.get("%s.opacity" % element) or [1] * len(times)
        column = values.get("%s.background" % element) or values.get("%s.color" % element)
        colors = [parse_hex(text) for text in column] if column else [DEFAULT_FILL] * len(times)
        animation = LottieAnimation.from_data(probe(document, layer))
        centre = (PROBE_SIDE // 2 * PROBE_SIDE + PROBE_SIDE // 2) * 4
        worst = (0.0, None, None)
        for index, frame in enumerate(frames):
            buffer = animation.lottie_animation_render(
                frame_num=frame, width=PROBE_SIDE, height=PROBE_SIDE)
            blue, green, red, alpha = buffer[centre:centre + 4]
            shown = [red / 255, green / 255, blue / 255, alpha / 255]
            color = colors[index]
            # Players clamp opacity; motionc's colors are already 0…1 (8-bit hex).
            a = min(max(opacity[index], 0), 1) * color[3]
            expected = [color[0] * a, color[1] * a, color[2] * a, a]
            difference = max(abs(x - y) for x, y in zip(shown, expected))
            if difference > worst[0]:
                worst = (difference, index, shown)
            compared += 1
        differences.record("rlottie", worst[0], worst[0])
        if args.verbose:
            print("  rlottie %s %s: %.3f/255 at frame %s" % (name, element, worst[0] * 255,
                                                           frames[worst[1]] if worst[2] else "-"))
        if worst[0] > RLOTTIE_TOLERANCE + 1e-9:
            _, index, shown = worst
            differences.failures.append(
                "%s %s in rlottie: premultiplied RGBA %s, motionc opacity %.6g color %s at "
                "frame %d" % (name, element, [round(255 * x) for x in shown], opacity[index],
                              column[index] if column else "default", frames[index]))
    return compared


def check_spec(args, spec, schema_validator, differences):
    name = os.path.splitext(os.path.basename(spec))[0]
    output = os.path.join(args.out, name + ".json")
    result = subprocess.run(
        [args.motionc, "compile", spec, "--format", "lottie", "--fps", str(args.fps),
         "--size", args.size, "-o", output], capture_output=True, text=True)
    if result.returncode != 0:
        differences.failures.append("%s: export failed:\n%s" % (spec, result.stderr))
        return None
    warnings = [line for line in result.stderr.splitlines() if ": warning: " in line
                and "warning[" not in line]
    with open(output) as file:
        document = json.load(file)
    errors = sorted(schema_validator.iter_errors(document), key=lambda e: list(e.path))
    for error in errors[:5]:
        differences.failures.append(
            "%s: schema: %s at %s" % (spec, error.message, "/".join(map(str, error.path))))
    parse_tgs(output)  # python-lottie's own loader accepts the whole file

    rate = document["fr"]
    width, height = document["w"], document["h"]
    out_point = document["op"]
    # The frames a player shows: 0 ..< op (for a timeline that ends, the last one is its end).
    frames = []
    for frame in range(0, out_point):
        for offset in (-EPSILON, EPSILON):
            if frame + offset >= 0:
                frames.append(frame + offset)
    times = [round(frame / rate * 1e9) for frame in frames]
    at = [t * rate / 1e9 for t in times]  # exactly the times motionc samples
    values = sample(args.motionc, spec, times)

    for layer in document["layers"]:
        element = layer["nm"]
        where = "%s %s" % (name, element)
        properties = layer_properties(layer)

        def motion(property_name):
            column = values.get("%s.%s" % (element, property_name))
            if column is None:
                return [DEFAULTS[property_name]] * len(times)
            return column

        def lottie(key, component=None, scale=1.0, offset=0.0):
            result = []
            for frame in at:
                value = properties[key].get_value(frame)
                if component is not None:
                    value = value[component]
                result.append(value / scale - offset)
            return result

        differences.number("position", where + " x", lottie("x", offset=width / 2),
                           motion("moveX"))
        differences.number("position", where + " y", lottie("y", offset=height / 2),
                           motion("moveY"))
        differences.number("scale", where + " x", lottie("scale", 0, 100), motion("scaleX"))
        differences.number("scale", where + " y", lottie("scale", 1, 100), motion("scaleY"))
        differences.number("rotation", where, lottie("rotation"), motion("rotate"))
        # Players clamp opacity (and the export holds 0 or 1 where motionc's curve passes them).
        differences.number("opacity", where, lottie("opacity", scale=100),
                           [min(max(value, 0), 1) for value in motion("opacity")])
        differences.number("size", where + " width", lottie("size", 0), motion("width"))
        differences.number("size", where + " height", lottie("size", 1), motion("height"))
        differences.number("size", where + " corner radius", lottie("roundness"),
                           motion("cornerRadius"))
        column = values.get("%s.background" % element) or values.get("%s.color" % element)
        motion_colors = [parse_hex(text) for text in column] if column else \
            [DEFAULT_FILL] * len(times)
        lottie_colors = []
        for frame in at:
            rgb = list(properties["fill"].get_value(frame))[:3]
            alpha = properties["fill opacity"].get_value(frame) / 100
            lottie_colors.append([min(max(c, 0), 1) for c in rgb] + [alpha])
        differences.color(where, lottie_colors, motion_colors)
    played = rlottie_spec(args, spec, document, differences)
    return name, len(times), played, warnings


def render(path, folder):
    """Three frames of an export as PNG files, each checked not to be blank."""
    animation = parse_tgs(path)
    problems = []
    frames = [0, animation.out_point // 2, max(animation.out_point - 1, 0)]
    written = []
    for frame in frames:
        png = os.path.join(folder, "render-%d.png" % frame)
        export_png(animation, png, frame=frame)
        image = Image.open(png).convert("RGBA")
        colors = image.getcolors(1 << 24)
        drawn = sum(count for count, color in colors if color[3] > 0)
        if len(colors) < 2 or drawn == 0:
            problems.append("%s frame %d renders blank" % (path, frame))
        written.append("%s (%d of %d pixels drawn)" % (png, drawn, image.width * image.height))
    return written, problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--motionc", required=True)
    parser.add_argument("--schema", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--fps", type=int, default=60)
    parser.add_argument("--size", default="400x400")
    parser.add_argument("--render", required=True, help="the spec whose export is rendered")
    parser.add_argument("--verbose", action="store_true", help="the largest rlottie difference "
                        "of every layer")
    parser.add_argument("specs", nargs="+")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    validator = jsonschema.Draft202012Validator(merged_schema(args.schema))
    differences = Differences()
    checked = []
    for spec in args.specs:
        outcome = check_spec(args, spec, validator, differences)
        if outcome:
            checked.append(outcome)
    for name, count, played, warnings in checked:
        print("  %-18s %4d times, %4d rlottie frames, %d warning(s)"
              % (name, count, played, len(warnings)))
        for warning in warnings:
            print("      " + warning.split(": warning: ", 1)[1])
    print("largest differences (absolute; share of the property's change):")
    for kind, (absolute, relative) in sorted(differences.largest.items()):
        if kind in ("fill color", "rlottie"):
            print("  %-12s %.3g (%.3f/255, premultiplied)" % (kind, absolute, absolute * 255))
        else:
            print("  %-12s %.3g (%.4f %%)" % (kind, absolute, relative * 100))
    name = os.path.splitext(os.path.basename(args.render))[0]
    written, problems = render(os.path.join(args.out, name + ".json"), args.out)
    for line in written:
        print("  rendered " + line)
    failures = differences.failures + problems
    for failure in failures:
        print("error: " + failure, file=sys.stderr)
    print("%d exports checked against the lottie-spec schema, python-lottie and rlottie "
          "(%d frames played), %d failure(s)"
          % (len(checked), sum(outcome[2] for outcome in checked), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
