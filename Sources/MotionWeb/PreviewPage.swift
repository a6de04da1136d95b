import MotionRuntime

/// `motionc preview`: one self-contained HTML page that plays a spec (no network, no external
/// scripts, styles or fonts).
///
/// - A stage with each element as a labelled box (`data-motion="NAME"`) in a slot of its own,
///   centered on its resting point (a dashed outline), 60 × 60 unless the spec gives a size.
/// - Play/pause, a scrubber with the time, speed (0.25× to 2×), loop, and a reduced-motion
///   toggle; space plays and pauses, ← and → step one frame (1/60 s).
/// - The timeline chart and each property's values over time (the plot's panels) as SVG, with
///   a playhead that follows the time, and each property's current value read back from the
///   stage.
/// - `?t=SECONDS` opens it paused at that time; `?reduced=1` with the reduced timeline.
///
/// The stage plays the Web Animations module's own code (``WAAPIExport/script(_:exported:)``):
/// the page keeps every animation paused and sets their `currentTime`, so what it shows at
/// time t is what the module shows, which the browser check compares with `motionc sample`.
/// The page is well-formed XML as well as HTML, so it can be checked without a browser.
public enum PreviewPage {
  /// The page for `export`.
  public static func html(_ export: WebExport) -> String {
    let layout = StageLayout([export.timeline, export.reducedTimeline])
    let span = ValuePlot.span(export.timeline)
    let reducedSpan = ValuePlot.span(export.reducedTimeline)
    var out = head(title: export.title + " — motionc preview")
    out += "<header>\n<h1>" + WebText.escapedMarkup(export.title) + "</h1>\n"
    out += "<p class=\"summary\">" + summary(export) + "</p>\n</header>\n<main>\n"
    out += stage(layout)
    out += controls(span: span)
    out += "<section class=\"charts\">\n"
    out += charts(export.timeline, mode: "full", span: span, hidden: false)
    out += charts(export.reducedTimeline, mode: "reduced", span: reducedSpan, hidden: true)
    out += "</section>\n"
    out += "<footer>Space plays and pauses; ← and → step one frame (1/60 s). Add"
    out += " <code>?t=0.25</code> to the address to open the page paused at 0.25 s, and"
    out += " <code>&amp;reduced=1</code> for the reduced-motion timeline. Made by motionc;"
    out += " x grows to the right, y downwards, 1 unit is 1 px, rotate turns clockwise.</footer>\n"
    out += "</main>\n<script>//<![CDATA[\n\"use strict\";\n"
    out += WAAPIExport.script(export, exported: false)
    out += "\nconst spans = { full: \(WebText.milliseconds(Double(span))), reduced: "
    out += "\(WebText.milliseconds(Double(reducedSpan))) };\n"
    out += player
    out += "//]]></script>\n</body>\n</html>\n"
    return out
  }

  /// A page that shows a spec's diagnostics instead of the stage (for `--serve`).
  public static func errors(title: String, diagnostics: String) -> String {
    var out = head(title: title + " — errors — motionc preview")
    out += "<header>\n<h1>" + WebText.escapedMarkup(title) + "</h1>\n"
    out += "<p class=\"summary\">The spec has errors: fix them and the page reloads.</p>\n"
    out += "</header>\n<main>\n<pre class=\"diagnostics\">"
    out += WebText.escapedMarkup(diagnostics) + "</pre>\n</main>\n</body>\n</html>\n"
    return out
  }

  /// "1.3s · 1 element · 3 properties".
  static func summary(_ export: WebExport) -> String {
    let timeline = export.timeline
    let properties = timeline.chartRows.count
    var text = Ticks.decimalSeconds(timeline.duration) + "s"
    if timeline.isEndless { text += ", then repeats forever" }
    text += " · \(timeline.elements.count) element" + (timeline.elements.count == 1 ? "" : "s")
    text += " · \(properties) propert" + (properties == 1 ? "y" : "ies")
    text += " · reduced motion: " + Ticks.decimalSeconds(export.reducedTimeline.duration) + "s"
    return text
  }

  static func head(title: String) -> String {
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
      + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
      + "<title>" + WebText.escapedMarkup(title) + "</title>\n<style>\n" + style
      + "</style>\n</head>\n<body>\n"
  }

  /// The stage: a slot per element with its box and resting outline.
  static func stage(_ layout: StageLayout) -> String {
    var out = "<section class=\"stage\" id=\"stage\" aria-label=\"Stage\">\n"
    if layout.slots.isEmpty {
      out += "<p class=\"empty\">Nothing moves: the timeline animates no element.</p>\n"
    }
    for slot in layout.slots {
      let name = WebText.escapedMarkup(slot.name)
      out += "<div class=\"slot\" style=\"width: \(slot.width)px; height: \(slot.height)px\">"
      out += "<div class=\"anchor\" style=\"left: \(slot.anchorX)px; top: \(slot.anchorY)px\">"
      let width = WebText.decimal(slot.restWidth, places: 2)
      let height = WebText.decimal(slot.restHeight, places: 2)
      out += "<div class=\"rest\" style=\"width: \(width)px; height: \(height)px; left: -"
      out += WebText.decimal(slot.restWidth / 2, places: 2) + "px; top: -"
      out += WebText.decimal(slot.restHeight / 2, places: 2) + "px\"></div>"
      out += "<div class=\"box\" data-motion=\"\(name)\"><span>\(name)</span></div></div>"
      out += "<div class=\"caption\">\(name)</div></div>\n"
    }
    return out + "</section>\n"
  }

  static func controls(span: Tick) -> String {
    let end = WebText.milliseconds(Double(span))
    var out = "<section class=\"controls\" aria-label=\"Playback\">\n"
    out += "<button id=\"play\" type=\"button\">Play</button>\n"
    out += "<input id=\"scrubber\" type=\"range\" min=\"0\" max=\"\(end)\" step=\"any\" value=\"0\""
    out += " aria-label=\"Time\"/>\n"
    out += "<output id=\"clock\">0.000 s / " + WebText.decimal(Double(span) / 1e9, places: 3)
    out += " s</output>\n"
    out += "<label>Speed <select id=\"speed\">"
    for speed in ["0.25", "0.5", "0.75", "1", "1.5", "2"] {
      out += "<option value=\"\(speed)\"" + (speed == "1" ? " selected=\"selected\"" : "")
      out += ">\(speed)×</option>"
    }
    out += "</select></label>\n"
    out += "<label><input id=\"loop\" type=\"checkbox\" checked=\"checked\"/> Loop</label>\n"
    out += "<label><input id=\"reduced\" type=\"checkbox\"/> Reduced motion</label>\n"
    return out + "</section>\n"
  }

  /// One timeline's charts: the timeline and a value panel per property.
  static func charts(_ timeline: Timeline, mode: String, span: Tick, hidden: Bool) -> String {
    var out = "<div class=\"mode\" data-mode=\"\(mode)\"" + (hidden ? " hidden=\"hidden\"" : "")
    out += ">\n<h2>Timeline" + (mode == "reduced" ? " (reduced motion)" : "") + "</h2>\n"
    out += TimelineBars.svg(timeline, span: span) + "\n"
    out += "<h2>Values</h2>\n<div class=\"panels\">\n"
    let spanText = Ticks.decimalSeconds(span)
    for (index, column) in timeline.chartRows.enumerated() {
      let property = column.track.property
      out += "<figure><figcaption><b>" + WebText.escapedMarkup(column.element) + "."
      out += column.name + "</b> <output data-element=\""
      out += WebText.escapedMarkup(column.element) + "\" data-property=\""
      out += property.customProperty + "\" data-unit=\"\(property.kind.unit)\"></output>"
      out += "</figcaption>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" viewBox=\"0"
      out += " \(ValuePlot.plotTop - 10) \(ValuePlot.width) \(ValuePlot.panelHeight - 14)\""
      out += " data-x0=\"\(ValuePlot.left)\" data-x1=\"\(ValuePlot.left + ValuePlot.plotWidth)\""
      out += " data-span=\"\(spanText)\">\n"
      out += ValuePlot.panel(
        column, span: span, playhead: true,
        id: "\(mode)-colors-\(index + 1)")
      out += "</svg></figure>\n"
    }
    return out + "</div>\n</div>\n"
  }

  static let style = """
    :root { color-scheme: light; --ink: #1f2933; --muted: #616e7c; --line: #e4e7eb; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 "DejaVu Sans", system-ui, sans-serif; color: var(--ink);
      background: #f5f7fa; }
    header { padding: 14px 24px 10px; background: #ffffff; border-bottom: 1px solid var(--line); }
    h1 { margin: 0; font-size: 18px; }
    h2 { margin: 18px 0 8px; font-size: 13px; text-transform: uppercase; letter-spacing: 0.05em;
      color: var(--muted); }
    .summary { margin: 2px 0 0; color: var(--muted); font-size: 12px; }
    main { max-width: 1180px; margin: 0 auto; padding: 16px 24px 32px; }
    .stage { display: flex; flex-wrap: wrap; gap: 12px; padding: 16px; min-height: 160px;
      background-color: #ffffff; border: 1px solid var(--line); border-radius: 10px;
      background-image: linear-gradient(#eef1f5 1px, transparent 1px),
        linear-gradient(90deg, #eef1f5 1px, transparent 1px);
      background-size: 20px 20px; }
    .slot { position: relative; flex: none; border: 1px dashed #d5dbe3; border-radius: 8px; }
    .anchor { position: absolute; width: 0; height: 0; display: flex; align-items: center;
      justify-content: center; }
    .rest { position: absolute; border: 1px dashed #9aa5b1; border-radius: 8px; }
    .box { flex: none; width: 60px; height: 60px; display: flex; align-items: center;
      justify-content: center; border-radius: 8px; background-color: #4c6ef5; color: #ffffff;
      font-size: 11px; font-weight: bold; white-space: nowrap;
      box-shadow: 0 1px 3px rgba(31, 41, 51, 0.3); }
    .box span { padding: 1px 5px; border-radius: 4px; background: rgba(31, 41, 51, 0.35); }
    .caption { position: absolute; left: 8px; bottom: 4px; font-size: 11px; color: var(--muted); }
    .empty { color: var(--muted); margin: auto; }
    .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin: 12px 0 0;
      padding: 10px 14px; background: #ffffff; border: 1px solid var(--line); border-radius: 10px; }
    .controls button { min-width: 72px; padding: 6px 12px; font: inherit; font-weight: bold;
      color: #ffffff; background: #3b5bdb; border: 0; border-radius: 6px; cursor: pointer; }
    #scrubber { flex: 1 1 240px; }
    #clock { font-variant-numeric: tabular-nums; min-width: 150px; }
    .charts { margin-top: 4px; }
    .charts svg.timeline { display: block; max-width: 100%; height: auto; background: #ffffff;
      border: 1px solid var(--line); border-radius: 10px; }
    .panels { display: grid; grid-template-columns: repeat(auto-fill, minmax(460px, 1fr));
      gap: 10px; }
    figure { margin: 0; padding: 8px 10px 4px; background: #ffffff; border: 1px solid var(--line);
      border-radius: 10px; }
    figcaption { display: flex; justify-content: space-between; font-size: 12px; }
    figcaption output { font-variant-numeric: tabular-nums; color: #3b5bdb; }
    svg.plot { display: block; width: 100%; height: auto; }
    footer { margin-top: 18px; color: var(--muted); font-size: 12px; }
    .diagnostics { padding: 16px; background: #1f2933; color: #f5f7fa; border-radius: 10px;
      overflow: auto; font: 13px/1.45 "DejaVu Sans Mono", monospace; }

    """

  /// The player: keeps the module's animations paused and sets their time.
  static let player = #"""
    const stage = document.getElementById("stage");
    const playButton = document.getElementById("play");
    const scrubber = document.getElementById("scrubber");
    const clock = document.getElementById("clock");
    const speedSelect = document.getElementById("speed");
    const loopBox = document.getElementById("loop");
    const reducedBox = document.getElementById("reduced");
    const state = { time: 0, end: spans.full, playing: false, last: null, run: null };

    function seconds(milliseconds) {
      return (milliseconds / 1000).toFixed(3) + " s";
    }

    function readValue(box, name) {
      if (box.computedStyleMap) {
        const value = box.computedStyleMap().get(name);
        if (value && typeof value.value === "number") return value.value;
        if (value) return String(value);
      }
      const text = getComputedStyle(box).getPropertyValue(name).trim();
      const number = Number.parseFloat(text);
      return /^-?[0-9.]/.test(text) && Number.isFinite(number) ? number : text;
    }

    function showValues() {
      const mode = state.run && state.run.reducedMotion ? "reduced" : "full";
      const outputs = document.querySelectorAll(`.mode[data-mode="${mode}"] output[data-element]`);
      for (const output of outputs) {
        const box = stage.querySelector(`[data-motion="${output.dataset.element}"]`);
        if (!box) continue;
        const value = readValue(box, output.dataset.property);
        output.dataset.value = String(value);
        output.textContent = typeof value === "number"
          ? `${value.toFixed(3)} ${output.dataset.unit}` : value;
      }
    }

    function movePlayheads() {
      for (const svg of document.querySelectorAll(".mode:not([hidden]) svg[data-span]")) {
        const x0 = Number(svg.dataset.x0);
        const x1 = Number(svg.dataset.x1);
        const span = Number(svg.dataset.span) * 1000;
        const x = x0 + Math.min(Math.max(state.time / span, 0), 1) * (x1 - x0);
        for (const line of svg.querySelectorAll(".playhead")) {
          line.setAttribute("x1", x.toFixed(2));
          line.setAttribute("x2", x.toFixed(2));
        }
      }
    }

    function seek(time) {
      state.time = Math.max(0, time);
      for (const animation of state.run.animations) animation.currentTime = state.time;
      scrubber.value = String(Math.min(state.time, state.end));
      clock.textContent = `${seconds(state.time)} / ${seconds(state.end)}`;
      movePlayheads();
      showValues();
    }

    function start(reduced) {
      if (state.run) for (const animation of state.run.animations) animation.cancel();
      for (const box of stage.querySelectorAll("[data-motion]")) box.removeAttribute("style");
      state.run = animate(stage, { reducedMotion: reduced });
      for (const animation of state.run.animations) animation.pause();
      state.end = reduced ? spans.reduced : spans.full;
      scrubber.max = String(state.end);
      reducedBox.checked = reduced;
      for (const mode of document.querySelectorAll(".mode")) {
        mode.hidden = mode.dataset.mode !== (reduced ? "reduced" : "full");
      }
      seek(state.time);
    }

    function setPlaying(playing) {
      if (playing && state.time >= state.end) state.time = 0;
      state.playing = playing;
      state.last = null;
      playButton.textContent = playing ? "Pause" : "Play";
    }

    function frame(now) {
      if (state.playing) {
        const elapsed = state.last === null ? 0 : now - state.last;
        state.last = now;
        let time = state.time + elapsed * Number(speedSelect.value);
        if (time >= state.end) {
          if (loopBox.checked && state.end > 0) {
            time %= state.end;
          } else {
            time = state.end;
            setPlaying(false);
          }
        }
        seek(time);
      }
      requestAnimationFrame(frame);
    }

    function step(frames) {
      setPlaying(false);
      seek(state.time + frames * 1000 / 60);
    }

    playButton.addEventListener("click", () => setPlaying(!state.playing));
    scrubber.addEventListener("input", () => {
      setPlaying(false);
      seek(Number(scrubber.value));
    });
    reducedBox.addEventListener("change", () => start(reducedBox.checked));
    document.addEventListener("keydown", (event) => {
      if (event.target instanceof HTMLSelectElement) return;
      if (event.key === " ") {
        event.preventDefault();
        setPlaying(!state.playing);
      } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.preventDefault();
        step(event.key === "ArrowLeft" ? -1 : 1);
      }
    });

    const query = new URLSearchParams(location.search);
    const at = query.has("t") ? Number(query.get("t")) : Number.NaN;
    state.time = Number.isFinite(at) && at >= 0 ? at * 1000 : 0;
    start(query.get("reduced") === "1");
    setPlaying(!(Number.isFinite(at) && at >= 0));
    requestAnimationFrame(frame);

    """#
}
