// design-tokens.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./design-tokens.mjs";
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
// The timeline lasts 1.689441934s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 1.689441934s.
// Times are in milliseconds.

const properties = [
  ["--motion-move-x", "<length>", "0px"],
  ["--motion-move-y", "<length>", "0px"],
  ["--motion-scale-x", "<number>", "1"],
  ["--motion-scale-y", "<number>", "1"],
  ["--motion-opacity", "<number>", "1"],
  ["--motion-background", "<color>", "transparent"],
];

const timelines = {
  full: {
    duration: 1689.441934,
    endless: false,
    markers: [
      { name: "press", element: "card", start: 500, end: 1189.441934 },
    ],
    elements: [
      {
        name: "card",
        selector: "[data-motion=\"card\"]",
        values: { "--motion-move-x": "0px", "--motion-move-y": "24px", "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-opacity": "0", "--motion-background": "rgba(255, 255, 255, 1)" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "opacity": "var(--motion-opacity, 1)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-move-x", delay: 1189.441934, duration: 300, endDelay: 200, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px", easing: "cubic-bezier(0.2, 0, 0, 1)" },
              { offset: 1, value: "32px" },
            ] },
          { property: "--motion-move-y", delay: 0, duration: 300, endDelay: 1389.441934, iterations: 1,
            keyframes: [
              { offset: 0, value: "24px", easing: "cubic-bezier(0.2, 0, 0, 1)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-scale-x", delay: 500, duration: 689.441934, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "cubic-bezier(0.2, 0, 0, 1)" },
              { offset: 0.217567270865, value: "0.96", easing: "linear(0 0%, 0.001354 0.62285%, 0.0057 1.29761%, 0.012771 1.97237%, 0.023205 2.70336%, 0.03743 3.49608%, 0.055839 4.35487%, 0.076942 5.21365%, 0.102379 6.144%, 0.122661 6.83254%, 0.145805 7.57845%, 0.197072 9.13244%, 0.259921 10.93427%, 0.425195 15.56755%, 0.4794 17.14226%, 0.527595 18.59584%, 0.587163 20.48976%, 0.638489 22.238%, 0.686034 23.98624%, 0.726453 25.6%, 0.763049 27.19252%, 0.799051 28.91776%, 0.831367 30.643%, 0.846764 31.54012%, 0.862395 32.512%, 0.887567 34.23724%, 0.911332 36.10624%, 0.931739 37.97524%, 0.950403 40%, 0.963605 41.70312%, 0.975603 43.54816%, 0.985473 45.3932%, 0.994062 47.392%, 1.00125 49.5596%, 1.00694 51.90784%, 1.010844 54.25608%, 1.013469 56.8%, 1.015083 60.6016%, 1.014551 65.44%, 1.004605 86.176%, 1.001 100%, 1 100%)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-scale-y", delay: 500, duration: 689.441934, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "cubic-bezier(0.2, 0, 0, 1)" },
              { offset: 0.217567270865, value: "0.96", easing: "linear(0 0%, 0.001354 0.62285%, 0.0057 1.29761%, 0.012771 1.97237%, 0.023205 2.70336%, 0.03743 3.49608%, 0.055839 4.35487%, 0.076942 5.21365%, 0.102379 6.144%, 0.122661 6.83254%, 0.145805 7.57845%, 0.197072 9.13244%, 0.259921 10.93427%, 0.425195 15.56755%, 0.4794 17.14226%, 0.527595 18.59584%, 0.587163 20.48976%, 0.638489 22.238%, 0.686034 23.98624%, 0.726453 25.6%, 0.763049 27.19252%, 0.799051 28.91776%, 0.831367 30.643%, 0.846764 31.54012%, 0.862395 32.512%, 0.887567 34.23724%, 0.911332 36.10624%, 0.931739 37.97524%, 0.950403 40%, 0.963605 41.70312%, 0.975603 43.54816%, 0.985473 45.3932%, 0.994062 47.392%, 1.00125 49.5596%, 1.00694 51.90784%, 1.010844 54.25608%, 1.013469 56.8%, 1.015083 60.6016%, 1.014551 65.44%, 1.004605 86.176%, 1.001 100%, 1 100%)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 1689.441934, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0.2, 0, 0, 1)" },
              { offset: 0.177573430588, value: "1" },
              { offset: 0.911213284706, value: "1", easing: "cubic-bezier(0.3, 0, 1, 1)" },
              { offset: 1, value: "0" },
            ] },
          { property: "--motion-background", delay: 0, duration: 500, endDelay: 1189.441934, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 255, 255, 1)", easing: "cubic-bezier(0.2, 0, 0, 1)" },
              { offset: 1, value: "rgba(48.96, 130.05, 246.075, 1)" },
            ] },
        ],
      },
    ],
  },
  reduced: {
    duration: 1689.441934,
    endless: false,
    markers: [
      { name: "press", element: "card", start: 500, end: 1189.441934 },
    ],
    elements: [
      {
        name: "card",
        selector: "[data-motion=\"card\"]",
        values: { "--motion-move-x": "0px", "--motion-move-y": "24px", "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-opacity": "0", "--motion-background": "rgba(255, 255, 255, 1)" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "opacity": "var(--motion-opacity, 1)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-move-x", delay: 1489.441934, duration: 0, endDelay: 200, iterations: 1,
            keyframes: [
              { offset: 0, value: "32px" },
              { offset: 1, value: "32px" },
            ] },
          { property: "--motion-move-y", delay: 300, duration: 0, endDelay: 1389.441934, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-scale-x", delay: 650, duration: 539.441934, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "0.96", easing: "steps(1, jump-end)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-scale-y", delay: 650, duration: 539.441934, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "0.96", easing: "steps(1, jump-end)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 1689.441934, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0.2, 0, 0, 1)" },
              { offset: 0.177573430588, value: "1" },
              { offset: 0.911213284706, value: "1", easing: "cubic-bezier(0.3, 0, 1, 1)" },
              { offset: 1, value: "0" },
            ] },
          { property: "--motion-background", delay: 0, duration: 500, endDelay: 1189.441934, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 255, 255, 1)", easing: "cubic-bezier(0.2, 0, 0, 1)" },
              { offset: 1, value: "rgba(48.96, 130.05, 246.075, 1)" },
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
