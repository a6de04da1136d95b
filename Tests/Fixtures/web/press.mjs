// press.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./press.mjs";
//   const { animations, duration, markers } = animate(document);
//   await Promise.all(animations.map((animation) => animation.finished));
//
// animate(root, { from: "current" }) interrupts what plays there: each property starts where
// it is, at the speed it moves (a spring keeps its velocity). play(element, …) does the
// same on an element itself and the elements inside it.
//
// Elements are found by [data-motion="NAME"] (NAME is the element's name). x grows to the
// right, y downwards, 1 length unit = 1 CSS px, rotate turns clockwise. Each property
// animates a registered custom property of its own (--motion-move-x, ...), and translate,
// scale, rotate, opacity, color, background-color, width, height, border-radius and
// filter: blur() are composed from them.
// Curves CSS has (cubic-bezier, steps, linear) are written exactly. Every other curve is
// baked into linear() points within 0.1 % of each change (fitted to 0.05 %); colors
// mixed in oklab or linear light are baked into keyframes within 1/255 (fitted to
// 0.25/255).
// The timeline lasts 0.716295539s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 0.716295539s.
// Times are in milliseconds.

const properties = [
  ["--motion-scale-x", "<number>", "1"],
  ["--motion-scale-y", "<number>", "1"],
];

const timelines = {
  full: {
    duration: 716.295539,
    endless: false,
    markers: [
      { name: "press", element: "button", start: 0, end: 150 },
      { name: "release", element: "button", start: 150, end: 716.295539 },
    ],
    elements: [
      {
        name: "button",
        selector: "[data-motion=\"button\"]",
        values: { "--motion-scale-x": "1", "--motion-scale-y": "1" },
        style: { "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)" },
        runs: [
          { property: "--motion-scale-x", delay: 0, duration: 716.295539, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.209410769484, value: "0.92", easing: "linear(0 0%, 0.001683 0.57756%, 0.00712 1.20324%, 0.016023 1.82893%, 0.029244 2.50675%, 0.044451 3.13244%, 0.063854 3.81026%, 0.085982 4.48809%, 0.112662 5.2224%, 0.141419 5.94787%, 0.174855 6.7338%, 0.210255 7.51973%, 0.250363 8.37116%, 0.326184 9.91279%, 0.462438 12.60845%, 0.52569 13.87699%, 0.590914 15.2243%, 0.648635 16.46797%, 0.681801 17.21207%, 0.711407 17.89893%, 0.765402 19.21982%, 0.791862 19.90669%, 0.815263 20.54072%, 0.857431 21.76%, 0.893198 22.89246%, 0.928228 24.1193%, 0.959425 25.34613%, 0.974158 25.98408%, 0.988992 26.6752%, 1.012516 27.90203%, 1.034113 29.2311%, 1.051903 30.56017%, 1.067195 32%, 1.075647 33.01072%, 1.082855 34.10567%, 1.088201 35.20062%, 1.092091 36.38682%, 1.094106 37.48177%, 1.094779 38.66796%, 1.09408 39.85416%, 1.092 41.1392%, 1.087272 42.91732%, 1.080321 44.84362%, 1.069851 47.26187%, 1.034063 54.91965%, 1.023985 57.38531%, 1.015853 59.66131%, 1.008613 62.06178%, 1.002344 64.66228%, 0.997639 67.26279%, 0.994139 70.08%, 0.991359 74.67571%, 0.991258 79.6544%, 0.999 100%, 1 100%)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-scale-y", delay: 0, duration: 716.295539, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.209410769484, value: "0.92", easing: "linear(0 0%, 0.001683 0.57756%, 0.00712 1.20324%, 0.016023 1.82893%, 0.029244 2.50675%, 0.044451 3.13244%, 0.063854 3.81026%, 0.085982 4.48809%, 0.112662 5.2224%, 0.141419 5.94787%, 0.174855 6.7338%, 0.210255 7.51973%, 0.250363 8.37116%, 0.326184 9.91279%, 0.462438 12.60845%, 0.52569 13.87699%, 0.590914 15.2243%, 0.648635 16.46797%, 0.681801 17.21207%, 0.711407 17.89893%, 0.765402 19.21982%, 0.791862 19.90669%, 0.815263 20.54072%, 0.857431 21.76%, 0.893198 22.89246%, 0.928228 24.1193%, 0.959425 25.34613%, 0.974158 25.98408%, 0.988992 26.6752%, 1.012516 27.90203%, 1.034113 29.2311%, 1.051903 30.56017%, 1.067195 32%, 1.075647 33.01072%, 1.082855 34.10567%, 1.088201 35.20062%, 1.092091 36.38682%, 1.094106 37.48177%, 1.094779 38.66796%, 1.09408 39.85416%, 1.092 41.1392%, 1.087272 42.91732%, 1.080321 44.84362%, 1.069851 47.26187%, 1.034063 54.91965%, 1.023985 57.38531%, 1.015853 59.66131%, 1.008613 62.06178%, 1.002344 64.66228%, 0.997639 67.26279%, 0.994139 70.08%, 0.991359 74.67571%, 0.991258 79.6544%, 0.999 100%, 1 100%)" },
              { offset: 1, value: "1" },
            ] },
        ],
        tracks: [
          { property: "--motion-scale-x", unit: "", initial: 1, continues: true, settles: false, loop: null, changes: [[0, 150, 1, 0.92, ["cubic", 0, 0, 0.58, 1], "cubic-bezier(0, 0, 0.58, 1)"], [150, 716.295539, 0.92, 1, ["spring", 1, 322.27279677026473, 21.542349624615724, 0, 0.566295539], null]] },
          { property: "--motion-scale-y", unit: "", initial: 1, continues: true, settles: false, loop: null, changes: [[0, 150, 1, 0.92, ["cubic", 0, 0, 0.58, 1], "cubic-bezier(0, 0, 0.58, 1)"], [150, 716.295539, 0.92, 1, ["spring", 1, 322.27279677026473, 21.542349624615724, 0, 0.566295539], null]] },
        ],
      },
    ],
  },
  reduced: {
    duration: 716.295539,
    endless: false,
    markers: [
      { name: "press", element: "button", start: 0, end: 150 },
      { name: "release", element: "button", start: 150, end: 716.295539 },
    ],
    elements: [
      {
        name: "button",
        selector: "[data-motion=\"button\"]",
        values: { "--motion-scale-x": "1", "--motion-scale-y": "1" },
        style: { "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)" },
        runs: [
          { property: "--motion-scale-x", delay: 150, duration: 566.295539, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0.92", easing: "steps(1, jump-end)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-scale-y", delay: 150, duration: 566.295539, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0.92", easing: "steps(1, jump-end)" },
              { offset: 1, value: "1" },
            ] },
        ],
        tracks: [
          { property: "--motion-scale-x", unit: "", initial: 1, continues: true, settles: false, loop: null, changes: [[150, 150, 1, 0.92, ["linear"], "linear"], [716.295539, 716.295539, 0.92, 1, ["linear"], "linear"]] },
          { property: "--motion-scale-y", unit: "", initial: 1, continues: true, settles: false, loop: null, changes: [[150, 150, 1, 0.92, ["linear"], "linear"], [716.295539, 716.295539, 0.92, 1, ["linear"], "linear"]] },
        ],
      },
    ],
  },
};

export const selector = "[data-motion=\"{name}\"]";
export const duration = timelines.full.duration;
export const endless = timelines.full.endless;
export const markers = timelines.full.markers;
export const reducedDuration = timelines.reduced.duration;

// What each element's properties are playing, shared by the motionc modules of a page:
// element → custom property → { clock, track, handoff, animations }.
const playing = (globalThis[Symbol.for("motionc.playing")] ??= new WeakMap());

function bounceOut(p) {
  const n = 7.5625;
  const d = 2.75;
  if (p < 1 / d) return n * p * p;
  if (p < 2 / d) return n * (p - 1.5 / d) ** 2 + 0.75;
  if (p < 2.5 / d) return n * (p - 2.25 / d) ** 2 + 0.9375;
  return n * (p - 2.625 / d) ** 2 + 0.984375;
}

function family(name, mode, p) {
  if (p === 0) return 0;
  if (p === 1) return 1;
  const inOut = (f) => (p < 0.5 ? f(2 * p) / 2 : 1 - f(2 - 2 * p) / 2);
  const modes = (f) => (mode === "in" ? f(p) : mode === "out" ? 1 - f(1 - p) : inOut(f));
  const s = 1.70158;
  const s2 = s * 1.525;
  const c4 = (2 * Math.PI) / 3;
  const c5 = (2 * Math.PI) / 4.5;
  switch (name) {
    case "quad": return modes((x) => x ** 2);
    case "cubic": return modes((x) => x ** 3);
    case "quart": return modes((x) => x ** 4);
    case "quint": return modes((x) => x ** 5);
    case "sine":
      if (mode === "inOut") return (1 - Math.cos(Math.PI * p)) / 2;
      return modes((x) => 1 - Math.cos((Math.PI * x) / 2));
    case "expo":
      if (mode === "inOut") return p < 0.5 ? 2 ** (20 * p - 10) / 2 : (2 - 2 ** (10 - 20 * p)) / 2;
      return modes((x) => 2 ** (10 * x - 10));
    case "circ": {
      const q = Math.min(Math.max(p, 0), 1);
      const f = (x) => 1 - Math.sqrt(1 - x * x);
      return mode === "in" ? f(q) : mode === "out" ? 1 - f(1 - q)
        : q < 0.5 ? f(2 * q) / 2 : 1 - f(2 - 2 * q) / 2;
    }
    case "back":
      if (mode === "inOut") {
        const q = p < 0.5 ? 2 * p : 2 * p - 2;
        return p < 0.5 ? (q * q * ((s2 + 1) * q - s2)) / 2 : (q * q * ((s2 + 1) * q + s2) + 2) / 2;
      }
      return modes((x) => (s + 1) * x ** 3 - s * x * x);
    case "elastic":
      if (mode === "in") return -(2 ** (10 * p - 10)) * Math.sin((10 * p - 10.75) * c4);
      if (mode === "out") return 2 ** (-10 * p) * Math.sin((10 * p - 0.75) * c4) + 1;
      if (p < 0.5) return -(2 ** (20 * p - 10) * Math.sin((20 * p - 11.125) * c5)) / 2;
      return (2 ** (-20 * p + 10) * Math.sin((20 * p - 11.125) * c5)) / 2 + 1;
    case "bounce":
      if (mode === "in") return 1 - bounceOut(1 - p);
      if (mode === "out") return bounceOut(p);
      return p < 0.5 ? (1 - bounceOut(1 - 2 * p)) / 2 : (1 + bounceOut(2 * p - 1)) / 2;
  }
  return p;
}

// [y, dy/dx] of a cubic Bézier at x = p: Newton's method, bisection where it fails.
function cubicBezier([, x1, y1, x2, y2], p) {
  const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
  const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
  const x = (t) => ((ax * t + bx) * t + cx) * t;
  const dx = (t) => (3 * ax * t + 2 * bx) * t + cx;
  let t = p;
  for (let step = 0; step < 8; step++) {
    const error = x(t) - p;
    if (Math.abs(error) < 1e-15 || Math.abs(dx(t)) < 1e-12) break;
    t -= error / dx(t);
  }
  if (!(t >= 0 && t <= 1) || Math.abs(x(t) - p) > 1e-12) {
    let low = 0, high = 1;
    for (let step = 0; step < 100 && high - low > 1e-16; step++) {
      t = (low + high) / 2;
      if (x(t) < p) low = t; else high = t;
    }
  }
  const slope = dx(t);
  const dy = (3 * ay * t + 2 * by) * t + cy;
  return [((ay * t + by) * t + cy) * t, slope === 0 ? 0 : dy / slope];
}

function steps(count, position, p) {
  let current = Math.floor(p * count);
  if (position === "jump-start" || position === "jump-both") current += 1;
  if (p >= 0 && current < 0) current = 0;
  const jumps = position === "jump-none" ? count - 1 : position === "jump-both" ? count + 1 : count;
  if (p <= 1 && current > jumps) current = jumps;
  return current / jumps;
}

// [value, slope] of linear() through [input, output, …]: right-continuous at its stops.
function points(list, p) {
  const count = list.length / 2;
  let index = 0;
  while (index + 2 < count && list[2 * index + 2] <= p) index += 1;
  const [a, fa, b, fb] = list.slice(2 * index, 2 * index + 4);
  if (a === b || p === b) return [fb, 0];
  return [fa + ((p - a) / (b - a)) * (fb - fa), (fb - fa) / (b - a)];
}

// A spring m·u″ = −k·u − c·u′ from u₀ moving at v₀, by the closed forms (seconds).
function springMotion(mass, stiffness, damping, u0, v0) {
  const w0 = Math.sqrt(stiffness / mass);
  const beta = damping / (2 * mass);
  const ratio = damping / (2 * Math.sqrt(stiffness * mass));
  const m = { u0, v0, w0, decay: beta };
  if (ratio < 1) {
    m.regime = "under";
    m.frequency = w0 * Math.sqrt((1 - ratio) * (1 + ratio));
    m.coefficient = (v0 + beta * u0) / m.frequency;
  } else if (ratio === 1) {
    m.regime = "critical";
    m.decay = w0;
    m.frequency = 0;
    m.coefficient = v0 + w0 * u0;
  } else {
    m.regime = "over";
    const s = w0 * Math.sqrt((ratio - 1) * (ratio + 1));
    m.frequency = s;
    m.coefficient = (v0 + beta * u0) / s;
    m.fastRate = -beta - s;
    m.slowRate = (w0 * w0) / m.fastRate;
    m.slowAmplitude = (v0 - m.fastRate * u0) / (2 * s);
    m.fastAmplitude = u0 - m.slowAmplitude;
  }
  return m;
}

function springAt(m, t) {
  const e = Math.exp(-m.decay * t);
  if (m.regime === "under") {
    return e * (m.u0 * Math.cos(m.frequency * t) + m.coefficient * Math.sin(m.frequency * t));
  }
  if (m.regime === "critical") return e * (m.u0 + m.coefficient * t);
  const st = m.frequency * t;
  if (st < 1) return e * (m.u0 * Math.cosh(st) + m.coefficient * Math.sinh(st));
  return m.slowAmplitude * Math.exp(m.slowRate * t) + m.fastAmplitude * Math.exp(m.fastRate * t);
}

function springSpeed(m, t) {
  const e = Math.exp(-m.decay * t);
  const { u0, decay: b, frequency: w, coefficient: c } = m;
  if (m.regime === "under") {
    return e * ((c * w - b * u0) * Math.cos(w * t) - (b * c + w * u0) * Math.sin(w * t));
  }
  if (m.regime === "critical") return e * (c - b * (u0 + c * t));
  const st = w * t;
  if (st < 1) return e * ((c * w - b * u0) * Math.cosh(st) + (w * u0 - b * c) * Math.sinh(st));
  return m.slowAmplitude * m.slowRate * Math.exp(m.slowRate * t)
    + m.fastAmplitude * m.fastRate * Math.exp(m.fastRate * t);
}

// A decreasing bound on |u| and a time after which it is below the tolerance.
function springBound(m) {
  if (m.regime === "under") {
    const amplitude = Math.sqrt(m.u0 * m.u0 + m.coefficient * m.coefficient);
    return { rate: m.decay, bound: (t) => amplitude * Math.exp(-m.decay * t) };
  }
  const rate = m.regime === "critical" ? m.decay : -m.slowRate;
  const slope = m.regime === "critical" ? Math.abs(m.coefficient) : Math.abs(m.coefficient * m.frequency);
  return { rate, bound: (t) => Math.exp(-rate * t) * (Math.abs(m.u0) + slope * t) };
}

function envelopeEnd(m, tolerance) {
  const { rate, bound } = springBound(m);
  if (!(rate > 0)) return null;
  if (m.regime === "under") {
    const amplitude = bound(0);
    return Math.max(Math.log(amplitude / tolerance) / rate, 0) * (1 + 1e-9) + 1e-12;
  }
  let t = 1 / rate;
  while (bound(t) >= tolerance) {
    t *= 2;
    if (!Number.isFinite(t)) return null;
  }
  return t;
}

// The compiler's settling time (Spring.settlingTime(tolerance:)): the earliest time after
// which |u| < tolerance for good, found by the same search.
function settlingTime(m, tolerance) {
  if (!(tolerance > 0)) return null;
  let end = envelopeEnd(m, tolerance);
  if (end === null) return null;
  const horizon = 1e6;
  if (!(end <= horizon)) {
    const { rate, bound } = springBound(m);
    const settled = rate > 0 && (m.regime === "under" || horizon >= 1 / rate) && bound(horizon) < tolerance;
    if (!settled) return null;
    end = horizon;
  }
  const step = m.regime === "under" ? Math.min(Math.PI / m.frequency / 4, end / 1024) : end / 1024;
  const exceeds = (t) => Math.abs(springAt(m, t)) >= tolerance;
  const halve = (low, high, inLow) => {
    for (;;) {
      const middle = (low + high) / 2;
      if (!(middle > low && middle < high)) return [low, high, middle];
      if (inLow(middle)) low = middle; else high = middle;
    }
  };
  let high = end;
  for (let count = 0; high > 0; count++) {
    const low = Math.max(high - step, 0);
    if (!(low < high) || count >= 100000) return end;
    const slopeLow = springSpeed(m, low);
    const turning = slopeLow * springSpeed(m, high) < 0
      ? halve(low, high, (t) => springSpeed(m, t) > 0 === slopeLow > 0)[2] : null;
    if (turning !== null && exceeds(turning)) return halve(turning, high, exceeds)[1];
    if (exceeds(low)) return halve(low, turning ?? high, exceeds)[1];
    high = low;
  }
  return 0;
}

// HandoffSpring.settlingTime: the motion is −u₀ times a 0 → 1 move of the same spring.
function handoffSettling(mass, stiffness, damping, u0, v0, tolerance) {
  if (u0 === 0 && v0 === 0) return 0;
  const velocity = u0 !== 0 ? v0 / -u0 : v0 > 0 ? 1e12 : -1e12;
  const scale = u0 !== 0 ? Math.abs(u0) : Math.abs(v0) / 1e12;
  return settlingTime(springMotion(mass, stiffness, damping, -1, velocity), tolerance / scale);
}

function eased(curve, p) {
  switch (curve[0]) {
    case "linear": return p;
    case "cubic": return cubicBezier(curve, p)[0];
    case "steps": return steps(curve[1], curve[2], p);
    case "points": return points(curve.slice(1), p)[0];
    case "family": return family(curve[1], curve[2], p);
    case "spring":
      if (p >= 1) return 1;
      if (p <= 0) return 0;
      return 1 + springAt(springMotion(curve[1], curve[2], curve[3], -1, curve[4]), p * curve[5]);
    case "reversed": return 1 - eased(curve[1], 1 - p);
  }
  return p;
}

// The slope of eased progress at p: exact but for the families (a difference quotient of
// the exact curve, to ~1e-9).
function slope(curve, p) {
  switch (curve[0]) {
    case "linear": return 1;
    case "cubic": return cubicBezier(curve, p)[1];
    case "steps": return 0;
    case "points": return points(curve.slice(1), p)[1];
    case "spring":
      if (p >= 1 || p < 0) return 0;
      return springSpeed(springMotion(curve[1], curve[2], curve[3], -1, curve[4]), p * curve[5]) * curve[5];
    case "reversed": return slope(curve[1], 1 - p);
  }
  const h = p + 2e-5 <= 1 ? 1e-5 : -1e-5;
  return (-3 * eased(curve, p) + 4 * eased(curve, p + h) - eased(curve, p + 2 * h)) / (2 * h);
}

// [value, velocity per second] of a change at t (ms, inside it), from `from`.
function changeAt(change, t, from = change[2]) {
  const [start, end, , to, curve] = change;
  const p = (t - start) / (end - start);
  if (typeof from !== "number") return [from, 0];
  return [from + (to - from) * eased(curve, p), ((to - from) * slope(curve, p) * 1000) / (end - start)];
}

function trackAt(track, t) {
  if (track.loop && t >= track.loop[1]) {
    const [start, end] = track.loop;
    t = start + ((t - start) % (end - start));
  }
  let value = track.initial;
  for (const change of track.changes ?? []) {
    if (change[0] > t) break;
    if (t < change[1]) return changeAt(change, t);
    value = change[3];
  }
  return [value, 0];
}

// [value, velocity] of a recorded play's property at t ms into the play.
function motionAt({ track, handoff }, t) {
  if (!handoff) return trackAt(track, t);
  const first = track.changes[0];
  if (!first || t < first[0]) return [handoff.cut, 0];
  if (handoff.spring) {
    const elapsed = t - first[0];
    if (elapsed === 0) return [handoff.cut, handoff.spring.v0];
    if (elapsed < handoff.length) {
      return [handoff.target + springAt(handoff.spring, elapsed / 1000), springSpeed(handoff.spring, elapsed / 1000)];
    }
    return trackAt(track, t - handoff.shift);
  }
  if (t < first[1]) return changeAt(first, t, handoff.cut);
  return trackAt(track, t);
}

// A play's time in ms: the currentTime of its animations, so a paused or sought play is
// read where it is.
function playClock(animations, started) {
  return () => {
    for (const animation of animations) {
      if (animation.playState !== "idle" && animation.currentTime !== null) return animation.currentTime;
    }
    return (document.timeline?.currentTime ?? started) - started;
  };
}

// Takes node's properties that `tracks` animate from the plays holding them: their value
// and velocity now (read first), then those plays' animations of them cancelled.
function takeOver(node, tracks) {
  const records = playing.get(node);
  const cuts = new Map();
  if (!records) return cuts;
  for (const track of tracks) {
    const record = records.get(track.property);
    if (!record) continue;
    let [value, velocity] = motionAt(record, record.clock());
    if (track.unit === null || typeof value !== "number") {
      value = getComputedStyle(node).getPropertyValue(track.property).trim();
      velocity = 0;
    }
    cuts.set(track.property, { value, velocity });
  }
  for (const track of tracks) {
    const record = records.get(track.property);
    if (!record) continue;
    for (const animation of record.animations) animation.cancel();
    records.delete(track.property);
  }
  return cuts;
}

// How `track` takes over from `cut`, or null when its own values play (a `from` of its
// own, a start where and as it would start anyway, a color mixed outside sRGB).
function handOff(track, cut) {
  if (!track.changes || !track.continues) return null;
  const first = track.changes[0];
  if (!first) return cut.value === track.initial ? null : { cut: cut.value, shift: 0 };
  // A first change after a wait starts from rest: the property held still until then.
  const velocity = first[0] > 0 ? 0 : cut.velocity;
  if (cut.value === first[2]) {
    if (first[4][0] !== "spring" || velocity === first[4][4] * (first[3] - first[2])) return null;
  }
  const handoff = { cut: cut.value, shift: 0 };
  if (first[4][0] === "spring" && typeof cut.value === "number") {
    const [, mass, stiffness, damping] = first[4];
    const target = first[3];
    const u0 = cut.value - target;
    const written = first[1] - first[0];
    handoff.spring = springMotion(mass, stiffness, damping, u0, velocity);
    handoff.target = target;
    handoff.length = written;
    if (track.settles) {
      const reach = Math.abs(velocity) / Math.sqrt(stiffness / mass);
      const seconds = handoffSettling(mass, stiffness, damping, u0, velocity,
        0.001 * Math.max(Math.abs(u0), reach));
      if (seconds !== null && Number.isFinite(seconds)) handoff.length = Math.round(seconds * 1e9) / 1e6;
    }
    handoff.shift = handoff.length - written;
  }
  return handoff;
}

// Points of curve (on 0…1) whose straight lines stay within tolerance of it: LinearFit.
function fit(curve, tolerance) {
  const result = [[0, curve(0)]];
  const pending = [[result[0], [1, curve(1)]]];
  while (pending.length > 0) {
    const [a, b] = pending.pop();
    const width = b[0] - a[0];
    let worst = 0;
    let worstPoint = a;
    for (let index = 1; index <= 24; index++) {
      const fraction = index / 25;
      const p = a[0] + width * fraction;
      const exact = curve(p);
      const deviation = Math.abs(a[1] + (b[1] - a[1]) * fraction - exact);
      if (deviation > worst || Number.isNaN(deviation)) {
        worst = Number.isNaN(deviation) ? Infinity : deviation;
        worstPoint = [p, exact];
      }
    }
    if (worst <= tolerance || width <= 1e-9 || result.length + pending.length >= 4096) {
      result.push(b);
      continue;
    }
    pending.push([worstPoint, b], [a, worstPoint]);
  }
  return result;
}

function linearEasing(list) {
  return "linear(" + list.map(([p, value]) => `${+value.toPrecision(12)} ${+(p * 100).toPrecision(12)}%`).join(", ") + ")";
}

// A curve CSS cannot spell as linear() within the module's fitted tolerance (0.05 %).
function baked(curve) {
  const list = fit((p) => eased(curve, Math.min(Math.max(p, 1e-12), 1 - 1e-12)), 0.0005)
    .map(([p, value]) => [Math.round(p * 1e7) / 1e7, Math.round(value * 1e6) / 1e6]);
  if (list[list.length - 1][1] !== 1) list.push([1, 1]);
  return linearEasing(list);
}

// The handed-off spring as keyframes from the cut value, [easing, end value]: within
// 0.05 % of the range it moves over (found from 1024 samples; the target is in it).
function bakedSpring(handoff) {
  const { spring, target, cut, length } = handoff;
  const at = (q) => target + springAt(spring, (Math.min(q, 1 - 1e-12) * length) / 1000);
  let low = Math.min(cut, target);
  let high = Math.max(cut, target);
  for (let index = 1; index < 1024; index++) {
    const x = at(index / 1024);
    low = Math.min(low, x);
    high = Math.max(high, x);
  }
  const range = high - low || 1;
  const size = target !== cut ? target - cut : range;
  const tolerance = (0.0005 * range) / Math.abs(size);
  const value = (q) => (at(q) - cut) / size;
  const list = fit(value, tolerance);
  list[0][1] = 0;
  const last = (target - cut) / size;
  if (list[list.length - 1][1] !== last) list.push([1, last]);
  return [linearEasing(list), cut + size];
}

// The animations of a property taken over: the first change from the cut, the later ones
// (and a loop's cycle) as written, `handoff.shift` later.
function handOffAnimations(node, track, handoff, cycle) {
  const made = [];
  const text = (value) => (typeof value === "number" ? value + track.unit : value);
  const add = (frames, delay, duration, options = {}) => {
    const keyframes = frames.map(([offset, value, easing]) => ({
      offset, easing: easing ?? "linear", [track.property]: text(value),
    }));
    made.push(node.animate(keyframes, { delay, duration, fill: "forwards", ...options }));
  };
  const first = () => {
    const [start, end, , to, curve, timing] = track.changes[0];
    if (handoff.spring && handoff.length > 0) {
      const [easing, toward] = bakedSpring(handoff);
      add([[0, handoff.cut, easing], [1, toward]], start, handoff.length, inLoop ? { fill: "none" } : {});
    } else if (handoff.spring) {
      add([[0, to], [1, to]], start, 0);
    } else {
      add([[0, handoff.cut, timing ?? baked(curve)], [1, to]], start, end - start,
        inLoop ? { fill: "none" } : {});
    }
  };
  const changes = track.changes;
  const loopStart = track.loop ? track.loop[0] : Infinity;
  const inLoop = changes.length > 0 && changes[0][0] >= loopStart;
  changes.forEach(([start, end, from, to, curve, timing], index) => {
    if (start >= loopStart) return;
    if (index === 0) return first();
    add([[0, from, timing ?? baked(curve)], [1, to]], start + handoff.shift, end - start);
  });
  if (cycle) {
    const keyframes = cycle.keyframes.map((frame) => ({
      offset: frame.offset, easing: frame.easing ?? "linear", [track.property]: frame.value,
    }));
    made.push(node.animate(keyframes, {
      delay: cycle.delay + handoff.shift, duration: cycle.duration, iterations: Infinity, fill: "none",
    }));
  }
  if (inLoop) first();
  return made;
}

function registerProperties() {
  if (!globalThis.CSS || !CSS.registerProperty) return;
  for (const [name, syntax, initialValue] of properties) {
    try {
      CSS.registerProperty({ name, syntax, inherits: false, initialValue });
    } catch {
      // Registered already, by this module or another one.
    }
  }
}

function prefersReducedMotion() {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export function animate(root = document, { reducedMotion, from } = {}) {
  return startPlay(root, false, { reducedMotion, from });
}

// The same on `element` itself (when it is one of the spec's elements) and the elements
// inside it: play(card, { from: "current" }).
export function play(element, { reducedMotion, from } = {}) {
  return startPlay(element, true, { reducedMotion, from });
}

function startPlay(root, itself, { reducedMotion, from }) {
  registerProperties();
  const reduced = reducedMotion ?? prefersReducedMotion();
  const timeline = reduced ? timelines.reduced : timelines.full;
  const current = from === "current";
  const animations = [];
  const started = document.timeline?.currentTime ?? 0;
  const clock = playClock(animations, started);
  const handedOff = [];
  let end = timeline.duration;
  for (const element of timeline.elements) {
    const nodes = [...root.querySelectorAll(element.selector)];
    if (itself && root.matches?.(element.selector)) nodes.unshift(root);
    for (const node of nodes) {
      const cuts = current ? takeOver(node, element.tracks) : new Map();
      const handoffs = new Map();
      for (const track of element.tracks) {
        const cut = cuts.get(track.property);
        const handoff = cut && handOff(track, cut);
        if (handoff) handoffs.set(track.property, handoff);
      }
      for (const [name, value] of Object.entries(element.values)) {
        const handoff = handoffs.get(name);
        const unit = element.tracks.find((track) => track.property === name)?.unit ?? "";
        const cut = typeof handoff?.cut === "number" ? handoff.cut + unit : handoff?.cut;
        node.style.setProperty(name, cut ?? value);
      }
      for (const [name, value] of Object.entries(element.style)) {
        node.style.setProperty(name, value);
      }
      const records = playing.get(node) ?? new Map();
      playing.set(node, records);
      for (const track of element.tracks) {
        const handoff = handoffs.get(track.property) ?? null;
        records.set(track.property, { clock, track, handoff, animations: [] });
        if (handoff) {
          end = Math.max(end, timeline.duration + handoff.shift);
          const cycle = element.runs.find((run) =>
            run.property === track.property && run.iterations === Infinity);
          const made = handOffAnimations(node, track, handoff, cycle);
          records.get(track.property).animations.push(...made);
          animations.push(...made);
          handedOff.push(...made);
        }
      }
      for (const run of element.runs) {
        if (handoffs.has(run.property)) continue;
        const keyframes = run.keyframes.map((frame) => ({
          offset: frame.offset,
          easing: frame.easing ?? "linear",
          [run.property]: frame.value,
        }));
        const animation = node.animate(keyframes, {
          delay: run.delay,
          duration: run.duration,
          endDelay: run.endDelay ?? 0,
          iterations: run.iterations,
          fill: run.iterations === Infinity ? "none" : "forwards",
        });
        records.get(run.property)?.animations.push(animation);
        animations.push(animation);
      }
    }
  }
  // Every animation that ends ends with the play (a handed-off spring may make it longer).
  for (const animation of end === timeline.duration ? handedOff : animations) {
    const timing = animation.effect.getTiming();
    if (timing.iterations === Infinity || timeline.endless) continue;
    const endDelay = end - timing.delay - timing.duration;
    if (endDelay !== timing.endDelay) animation.effect.updateTiming({ endDelay: Math.max(0, endDelay) });
  }
  return {
    animations,
    duration: end,
    endless: timeline.endless,
    markers: timeline.markers,
    reducedMotion: reduced,
  };
}
