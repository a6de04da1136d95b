// loop.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./loop.mjs";
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
// The timeline lasts 1.5s for its first cycle, then repeats forever. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 1.5s for its first cycle, then repeats forever.
// Times are in milliseconds.

const properties = [
  ["--motion-scale-x", "<number>", "1"],
  ["--motion-scale-y", "<number>", "1"],
  ["--motion-rotate", "<angle>", "0deg"],
  ["--motion-opacity", "<number>", "1"],
];

const timelines = {
  full: {
    duration: 1500,
    endless: true,
    markers: [],
    elements: [
      {
        name: "dot",
        selector: "[data-motion=\"dot\"]",
        values: { "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-rotate": "0deg", "--motion-opacity": "0" },
        style: { "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "rotate": "var(--motion-rotate, 0deg)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-scale-x", delay: 0, duration: 1200, iterations: Infinity,
            keyframes: [
              { offset: 0, value: "1", easing: "cubic-bezier(0.42, 0, 0.58, 1)" },
              { offset: 0.5, value: "1.3", easing: "cubic-bezier(0.42, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-scale-y", delay: 0, duration: 1200, iterations: Infinity,
            keyframes: [
              { offset: 0, value: "1", easing: "cubic-bezier(0.42, 0, 0.58, 1)" },
              { offset: 0.5, value: "1.3", easing: "cubic-bezier(0.42, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-rotate", delay: 0, duration: 1500, iterations: Infinity,
            keyframes: [
              { offset: 0, value: "0deg" },
              { offset: 1, value: "360deg" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 300, endDelay: 1200, iterations: 1,
            keyframes: [
              { offset: 0, value: "0" },
              { offset: 1, value: "1" },
            ] },
        ],
      },
      {
        name: "ring",
        selector: "[data-motion=\"ring\"]",
        values: { "--motion-opacity": "0" },
        style: { "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-opacity", delay: 300, duration: 1200, iterations: Infinity,
            keyframes: [
              { offset: 0, value: "0.8" },
              { offset: 0.75, value: "0" },
              { offset: 1, value: "0" },
            ] },
        ],
      },
    ],
  },
  reduced: {
    duration: 1500,
    endless: true,
    markers: [],
    elements: [
      {
        name: "dot",
        selector: "[data-motion=\"dot\"]",
        values: { "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-rotate": "0deg", "--motion-opacity": "0" },
        style: { "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "rotate": "var(--motion-rotate, 0deg)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-scale-x", delay: 0, duration: 1200, iterations: Infinity,
            keyframes: [
              { offset: 0, value: "1", easing: "steps(1, jump-end)" },
              { offset: 0.5, value: "1.3" },
              { offset: 1, value: "1.3" },
            ] },
          { property: "--motion-scale-y", delay: 0, duration: 1200, iterations: Infinity,
            keyframes: [
              { offset: 0, value: "1", easing: "steps(1, jump-end)" },
              { offset: 0.5, value: "1.3" },
              { offset: 1, value: "1.3" },
            ] },
          { property: "--motion-rotate", delay: 0, duration: 1500, iterations: Infinity,
            keyframes: [
              { offset: 0, value: "0deg" },
              { offset: 1, value: "0deg" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 300, endDelay: 1200, iterations: 1,
            keyframes: [
              { offset: 0, value: "0" },
              { offset: 1, value: "1" },
            ] },
        ],
      },
      {
        name: "ring",
        selector: "[data-motion=\"ring\"]",
        values: { "--motion-opacity": "0" },
        style: { "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-opacity", delay: 300, duration: 1200, iterations: Infinity,
            keyframes: [
              { offset: 0, value: "0.8" },
              { offset: 0.75, value: "0" },
              { offset: 1, value: "0" },
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
