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

Prints the largest difference found per property kind, and exits 1 on any failure.
"""

import argparse
import json
import os
import subprocess
import sys

import jsonschema
from lottie.exporters.cairo import export_png
from lottie.objects.properties import ColorValue, MultiDimensional, Value
from lottie.parsers.tgs import parse_tgs
from PIL import Image

EPSILON = 1e-3  # frames either side of each frame
NUMBER_TOLERANCE = 1e-3  # of the property's change
COLOR_TOLERANCE = 1 / 255


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
        differences.number("opacity", where, lottie("opacity", scale=100), motion("opacity"))
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
    return name, len(times), warnings


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
    for name, count, warnings in checked:
        print("  %-18s %4d times, %d warning(s)" % (name, count, len(warnings)))
        for warning in warnings:
            print("      " + warning.split(": warning: ", 1)[1])
    print("largest differences (absolute; share of the property's change):")
    for kind, (absolute, relative) in sorted(differences.largest.items()):
        if kind == "fill color":
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
    print("%d exports checked against the lottie-spec schema and python-lottie, %d failure(s)"
          % (len(checked), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
