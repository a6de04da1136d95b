// press.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./press.mjs";
//   const { animations, duration, markers } = animate(document);
//   await Promise.all(animations.map((animation) => animation.finished));
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
      },
    ],
  },
};

export const selector = "[data-motion=\"{name}\"]";
export const duration = timelines.full.duration;
export const endless = timelines.full.endless;
export const markers = timelines.full.markers;
export const reducedDuration = timelines.reduced.duration;

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

export function animate(root = document, { reducedMotion } = {}) {
  registerProperties();
  const reduced = reducedMotion ?? prefersReducedMotion();
  const timeline = reduced ? timelines.reduced : timelines.full;
  const animations = [];
  for (const element of timeline.elements) {
    for (const node of root.querySelectorAll(element.selector)) {
      for (const [name, value] of Object.entries(element.values)) {
        node.style.setProperty(name, value);
      }
      for (const [name, value] of Object.entries(element.style)) {
        node.style.setProperty(name, value);
      }
      for (const run of element.runs) {
        const keyframes = run.keyframes.map((frame) => ({
          offset: frame.offset,
          easing: frame.easing ?? "linear",
          [run.property]: frame.value,
        }));
        animations.push(node.animate(keyframes, {
          delay: run.delay,
          duration: run.duration,
          endDelay: run.endDelay ?? 0,
          iterations: run.iterations,
          fill: run.iterations === Infinity ? "none" : "forwards",
        }));
      }
    }
  }
  return {
    animations,
    duration: timeline.duration,
    endless: timeline.endless,
    markers: timeline.markers,
    reducedMotion: reduced,
  };
}
