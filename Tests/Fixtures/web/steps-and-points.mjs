// steps-and-points.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./steps-and-points.mjs";
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
// The timeline lasts 6.2s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 6.2s.
// Times are in milliseconds.

const properties = [
  ["--motion-move-x", "<length>", "0px"],
  ["--motion-scale-x", "<number>", "1"],
  ["--motion-scale-y", "<number>", "1"],
  ["--motion-opacity", "<number>", "1"],
];

const timelines = {
  full: {
    duration: 6200,
    endless: false,
    markers: [],
    elements: [
      {
        name: "view",
        selector: "[data-motion=\"view\"]",
        values: { "--motion-move-x": "0px", "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-opacity": "1" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-move-x", delay: 2000, duration: 2000, endDelay: 2200, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px", easing: "steps(5, jump-none)" },
              { offset: 0.5, value: "100px", easing: "steps(3, jump-both)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-scale-x", delay: 4000, duration: 2200, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "linear(0 0%, 0.25 40%, 1 100%)" },
              { offset: 0.454545454545, value: "1.5", easing: "linear(0 0%, 1.2 60%, 0.9 80%, 1 100%)" },
              { offset: 0.727272727273, value: "1", easing: "linear(0 0%, 0.1 20%, -0.2 40%, 1 100%)" },
              { offset: 1, value: "1.5" },
            ] },
          { property: "--motion-scale-y", delay: 4000, duration: 2200, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "linear(0 0%, 0.25 40%, 1 100%)" },
              { offset: 0.454545454545, value: "1.5", easing: "linear(0 0%, 1.2 60%, 0.9 80%, 1 100%)" },
              { offset: 0.727272727273, value: "1", easing: "linear(0 0%, 0.1 20%, -0.2 40%, 1 100%)" },
              { offset: 1, value: "1.5" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 2000, endDelay: 4200, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "steps(4, jump-end)" },
              { offset: 0.5, value: "0", easing: "steps(4, jump-start)" },
              { offset: 1, value: "1" },
            ] },
        ],
      },
    ],
  },
  reduced: {
    duration: 6200,
    endless: false,
    markers: [],
    elements: [
      {
        name: "view",
        selector: "[data-motion=\"view\"]",
        values: { "--motion-move-x": "0px", "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-opacity": "1" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-move-x", delay: 3000, duration: 1000, endDelay: 2200, iterations: 1,
            keyframes: [
              { offset: 0, value: "100px", easing: "steps(1, jump-end)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-scale-x", delay: 5000, duration: 1200, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1.5", easing: "steps(1, jump-end)" },
              { offset: 0.5, value: "1", easing: "steps(1, jump-end)" },
              { offset: 1, value: "1.5" },
            ] },
          { property: "--motion-scale-y", delay: 5000, duration: 1200, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1.5", easing: "steps(1, jump-end)" },
              { offset: 0.5, value: "1", easing: "steps(1, jump-end)" },
              { offset: 1, value: "1.5" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 2000, endDelay: 4200, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "steps(4, jump-end)" },
              { offset: 0.5, value: "0", easing: "steps(4, jump-start)" },
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
