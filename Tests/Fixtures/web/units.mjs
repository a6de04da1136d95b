// units.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./units.mjs";
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
// The timeline lasts 1.7s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 1.7s.
// Times are in milliseconds.

const properties = [
  ["--motion-move-x", "<length>", "0px"],
  ["--motion-move-y", "<length>", "0px"],
  ["--motion-scale-x", "<number>", "1"],
  ["--motion-scale-y", "<number>", "1"],
  ["--motion-rotate", "<angle>", "0deg"],
  ["--motion-opacity", "<number>", "1"],
  ["--motion-width", "<length>", "0px"],
  ["--motion-corner-radius", "<length>", "0px"],
];

const timelines = {
  full: {
    duration: 1700,
    endless: false,
    markers: [],
    elements: [
      {
        name: "view",
        selector: "[data-motion=\"view\"]",
        values: { "--motion-move-x": "0px", "--motion-move-y": "0px", "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-rotate": "0deg", "--motion-opacity": "1", "--motion-width": "100px", "--motion-corner-radius": "0px" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "rotate": "var(--motion-rotate, 0deg)", "opacity": "var(--motion-opacity, 1)", "width": "max(0px, var(--motion-width, 0px))", "border-radius": "max(0px, var(--motion-corner-radius, 0px))" },
        runs: [
          { property: "--motion-move-x", delay: 0, duration: 250, endDelay: 1450, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 1, value: "20px" },
            ] },
          { property: "--motion-move-y", delay: 250, duration: 250, endDelay: 1200, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 1, value: "12px" },
            ] },
          { property: "--motion-scale-x", delay: 1200, duration: 100, endDelay: 400, iterations: 1,
            keyframes: [
              { offset: 0, value: "1" },
              { offset: 1, value: "1.1" },
            ] },
          { property: "--motion-scale-y", delay: 1200, duration: 100, endDelay: 400, iterations: 1,
            keyframes: [
              { offset: 0, value: "1" },
              { offset: 1, value: "1.1" },
            ] },
          { property: "--motion-rotate", delay: 500, duration: 600, endDelay: 600, iterations: 1,
            keyframes: [
              { offset: 0, value: "0deg" },
              { offset: 0.5, value: "85.94366926962348deg" },
              { offset: 1, value: "180deg" },
            ] },
          { property: "--motion-opacity", delay: 1100, duration: 100, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "1" },
              { offset: 1, value: "0.5" },
            ] },
          { property: "--motion-width", delay: 1300, duration: 200, endDelay: 200, iterations: 1,
            keyframes: [
              { offset: 0, value: "100px" },
              { offset: 1, value: "120px" },
            ] },
          { property: "--motion-corner-radius", delay: 1500, duration: 200, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 1, value: "8px" },
            ] },
        ],
      },
    ],
  },
  reduced: {
    duration: 1700,
    endless: false,
    markers: [],
    elements: [
      {
        name: "view",
        selector: "[data-motion=\"view\"]",
        values: { "--motion-move-x": "0px", "--motion-move-y": "0px", "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-rotate": "0deg", "--motion-opacity": "1", "--motion-width": "100px", "--motion-corner-radius": "0px" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "rotate": "var(--motion-rotate, 0deg)", "opacity": "var(--motion-opacity, 1)", "width": "max(0px, var(--motion-width, 0px))", "border-radius": "max(0px, var(--motion-corner-radius, 0px))" },
        runs: [
          { property: "--motion-move-x", delay: 250, duration: 0, endDelay: 1450, iterations: 1,
            keyframes: [
              { offset: 0, value: "20px" },
              { offset: 1, value: "20px" },
            ] },
          { property: "--motion-move-y", delay: 500, duration: 0, endDelay: 1200, iterations: 1,
            keyframes: [
              { offset: 0, value: "12px" },
              { offset: 1, value: "12px" },
            ] },
          { property: "--motion-scale-x", delay: 1300, duration: 0, endDelay: 400, iterations: 1,
            keyframes: [
              { offset: 0, value: "1.1" },
              { offset: 1, value: "1.1" },
            ] },
          { property: "--motion-scale-y", delay: 1300, duration: 0, endDelay: 400, iterations: 1,
            keyframes: [
              { offset: 0, value: "1.1" },
              { offset: 1, value: "1.1" },
            ] },
          { property: "--motion-rotate", delay: 800, duration: 300, endDelay: 600, iterations: 1,
            keyframes: [
              { offset: 0, value: "85.94366926962348deg", easing: "steps(1, jump-end)" },
              { offset: 1, value: "180deg" },
            ] },
          { property: "--motion-opacity", delay: 1100, duration: 100, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "1" },
              { offset: 1, value: "0.5" },
            ] },
          { property: "--motion-width", delay: 1300, duration: 200, endDelay: 200, iterations: 1,
            keyframes: [
              { offset: 0, value: "100px" },
              { offset: 1, value: "120px" },
            ] },
          { property: "--motion-corner-radius", delay: 1500, duration: 200, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 1, value: "8px" },
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
