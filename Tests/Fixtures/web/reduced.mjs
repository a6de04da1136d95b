// reduced.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./reduced.mjs";
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
// The timeline lasts 2.65s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 2.65s.
// Times are in milliseconds.

const properties = [
  ["--motion-move-y", "<length>", "0px"],
  ["--motion-opacity", "<number>", "1"],
];

const timelines = {
  full: {
    duration: 2650,
    endless: false,
    markers: [],
    elements: [
      {
        name: "toast",
        selector: "[data-motion=\"toast\"]",
        values: { "--motion-move-y": "40px", "--motion-opacity": "0" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-move-y", delay: 0, duration: 2650, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "40px", easing: "linear(0 0%, 0.047257 1.01922%, 0.096971 2.12337%, 0.145165 3.22752%, 0.195686 4.42368%, 0.240786 5.52783%, 0.288005 6.72399%, 0.333548 7.92016%, 0.381027 9.216%, 0.419982 10.32015%, 0.460653 11.51631%, 0.499758 12.71248%, 0.540388 14.00832%, 0.576321 15.20448%, 0.61358 16.50033%, 0.649137 17.79617%, 0.685779 19.2%, 0.713254 20.30415%, 0.74171 21.50031%, 0.768833 22.69648%, 0.796743 23.99232%, 0.821176 25.18848%, 0.846238 26.48433%, 0.86987 27.78017%, 0.893899 29.184%, 0.913116 30.38016%, 0.932663 31.67601%, 0.950921 32.97185%, 0.969288 34.37568%, 0.984976 35.67152%, 1.000642 37.07535%, 1.014967 38.47918%, 1.029028 40%, 1.046225 42.12337%, 1.061818 44.42368%, 1.074446 46.72399%, 1.085007 49.216%, 1.092088 51.51631%, 1.097106 54.00832%, 1.099607 56.50033%, 1.099768 59.2%, 1.098062 61.48616%, 1.094545 63.96283%, 1.089532 66.4395%, 1.082699 69.12256%, 1.066697 74.25054%, 1.028685 85.14749%, 1.013779 90.208%, 1.0077 92.85576%, 1.003479 95.29984%, 1.000835 97.74392%, 1 100%)" },
              { offset: 0.132075471698, value: "0px" },
              { offset: 0.88679245283, value: "0px", easing: "cubic-bezier(0.42, 0, 1, 1)" },
              { offset: 1, value: "40px" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 2650, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0" },
              { offset: 0.075471698113, value: "1" },
              { offset: 0.88679245283, value: "1" },
              { offset: 1, value: "0" },
            ] },
        ],
      },
    ],
  },
  reduced: {
    duration: 2650,
    endless: false,
    markers: [],
    elements: [
      {
        name: "toast",
        selector: "[data-motion=\"toast\"]",
        values: { "--motion-move-y": "40px", "--motion-opacity": "0" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-move-y", delay: 0, duration: 0, endDelay: 2650, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 2650, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0" },
              { offset: 0.075471698113, value: "1" },
              { offset: 0.88679245283, value: "1" },
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
