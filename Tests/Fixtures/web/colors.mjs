// colors.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./colors.mjs";
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
// The timeline lasts 1.4s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 1.4s.
// Times are in milliseconds.

const properties = [
  ["--motion-color", "<color>", "transparent"],
  ["--motion-background", "<color>", "transparent"],
];

const timelines = {
  full: {
    duration: 1400,
    endless: false,
    markers: [],
    elements: [
      {
        name: "view",
        selector: "[data-motion=\"view\"]",
        values: { "--motion-color": "rgba(49, 130, 246, 1)", "--motion-background": "rgba(255, 255, 255, 1)" },
        style: { "color": "var(--motion-color, transparent)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-color", delay: 0, duration: 600, endDelay: 800, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(49, 130, 246, 1)", easing: "cubic-bezier(0.42, 0, 0.58, 1)" },
              { offset: 1, value: "rgba(240, 68, 82, 1)" },
            ] },
          { property: "--motion-background", delay: 600, duration: 800, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 255, 255, 1)" },
              { offset: 0.5, value: "rgba(0, 0, 0, 0)" },
              { offset: 1, value: "rgba(255, 255, 255, 0.501961)" },
            ] },
        ],
      },
    ],
  },
  reduced: {
    duration: 1400,
    endless: false,
    markers: [],
    elements: [
      {
        name: "view",
        selector: "[data-motion=\"view\"]",
        values: { "--motion-color": "rgba(49, 130, 246, 1)", "--motion-background": "rgba(255, 255, 255, 1)" },
        style: { "color": "var(--motion-color, transparent)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-color", delay: 0, duration: 600, endDelay: 800, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(49, 130, 246, 1)", easing: "cubic-bezier(0.42, 0, 0.58, 1)" },
              { offset: 1, value: "rgba(240, 68, 82, 1)" },
            ] },
          { property: "--motion-background", delay: 600, duration: 800, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 255, 255, 1)" },
              { offset: 0.5, value: "rgba(0, 0, 0, 0)" },
              { offset: 1, value: "rgba(255, 255, 255, 0.501961)" },
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
