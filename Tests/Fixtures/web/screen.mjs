// screen.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./screen.mjs";
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
// The timeline lasts 4.44s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 4.41s.
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
    duration: 4440,
    endless: false,
    markers: [
      { name: "fadeIn", element: "card", start: 0, end: 300 },
      { name: "fadeIn", element: "title", start: 300, end: 600 },
      { name: "fadeIn", element: "field", start: 350, end: 650 },
      { name: "fadeIn", element: "button", start: 400, end: 700 },
      { name: "shake", element: "field", start: 900, end: 1090 },
      { name: "pop", element: "button", start: 1090, end: 1540 },
      { name: "highlight", element: "button", start: 3540, end: 4440 },
    ],
    elements: [
      {
        name: "field",
        selector: "[data-motion=\"field\"]",
        values: { "--motion-move-x": "0px", "--motion-move-y": "8px", "--motion-opacity": "0", "--motion-background": "rgba(255, 255, 255, 1)" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "opacity": "var(--motion-opacity, 1)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-move-x", delay: 900, duration: 190, endDelay: 3350, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.210526315789, value: "12px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.421052631579, value: "-9.6px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.789473684211, value: "7.2px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-move-y", delay: 350, duration: 300, endDelay: 3790, iterations: 1,
            keyframes: [
              { offset: 0, value: "8px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-opacity", delay: 350, duration: 300, endDelay: 3790, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
        ],
      },
      {
        name: "button",
        selector: "[data-motion=\"button\"]",
        values: { "--motion-move-y": "8px", "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-opacity": "0", "--motion-background": "rgba(255, 255, 255, 1)" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "opacity": "var(--motion-opacity, 1)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-move-y", delay: 400, duration: 4040, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "8px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.074257425743, value: "0px" },
              { offset: 0.777227722772, value: "0px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.814356435644, value: "-12px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.888613861386, value: "0px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.925742574257, value: "-12px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-scale-x", delay: 1090, duration: 450, endDelay: 2900, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.333333333333, value: "1.15", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-scale-y", delay: 1090, duration: 450, endDelay: 2900, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.333333333333, value: "1.15", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-opacity", delay: 400, duration: 300, endDelay: 3740, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-background", delay: 3540, duration: 900, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 255, 255, 1)" },
              { offset: 0.00958464, value: "rgba(255, 239.013649, 238.09632, 1)" },
              { offset: 0.019968, value: "rgba(255, 222.588899, 220.939659, 1)" },
              { offset: 0.03035136, value: "rgba(255, 206.859275, 204.741064, 1)" },
              { offset: 0.0416, value: "rgba(255, 190.514117, 188.190182, 1)" },
              { offset: 0.053786026667, value: "rgba(255, 173.569229, 171.391097, 1)" },
              { offset: 0.065034666667, value: "rgba(255, 158.607054, 156.920438, 1)" },
              { offset: 0.068184285867, value: "rgba(254.983839, 154.533419, 153.048208, 1)" },
              { offset: 0.076283306667, value: "rgba(253.615132, 144.292394, 143.457184, 1)" },
              { offset: 0.086666666667, value: "rgba(251.687771, 131.666439, 131.949645, 1)" },
              { offset: 0.099645866667, value: "rgba(249.129908, 116.729628, 118.869139, 1)" },
              { offset: 0.111626666667, value: "rgba(246.760036, 103.88519, 108.175779, 1)" },
              { offset: 0.123607466667, value: "rgba(244.524277, 92.155562, 98.949307, 1)" },
              { offset: 0.134666666667, value: "rgba(242.706458, 82.638728, 91.907872, 1)" },
              { offset: 0.143985066667, value: "rgba(241.452187, 75.964869, 87.241235, 1)" },
              { offset: 0.152586666667, value: "rgba(240.594093, 71.298717, 84.125062, 1)" },
              { offset: 0.159908266667, value: "rgba(240.143949, 68.805266, 82.512608, 1)" },
              { offset: 0.166666666667, value: "rgba(240, 68, 82, 1)" },
              { offset: 0.172073386667, value: "rgba(241.301502, 75.15258, 86.689789, 1)" },
              { offset: 0.177930666667, value: "rgba(242.630632, 82.238835, 91.621651, 1)" },
              { offset: 0.184811946667, value: "rgba(244.101111, 89.947077, 97.277389, 1)" },
              { offset: 0.192266666667, value: "rgba(245.591948, 97.734275, 103.267433, 1)" },
              { offset: 0.201114026667, value: "rgba(247.231757, 106.39441, 110.219545, 1)" },
              { offset: 0.210698666667, value: "rgba(248.857751, 115.218461, 117.582387, 1)" },
              { offset: 0.230666666667, value: "rgba(251.773489, 132.196738, 132.425228, 1)" },
              { offset: 0.244822442667, value: "rgba(253.47813, 143.337328, 142.573898, 1)" },
              { offset: 0.260157866667, value: "rgba(255, 154.727642, 153.232122, 1)" },
              { offset: 0.276746666667, value: "rgba(255, 166.354619, 164.367018, 1)" },
              { offset: 0.300708266667, value: "rgba(255, 182.001453, 179.700906, 1)" },
              { offset: 0.326666666667, value: "rgba(255, 197.511349, 195.237303, 1)" },
              { offset: 0.352913493333, value: "rgba(255, 211.679731, 209.678961, 1)" },
              { offset: 0.377141333333, value: "rgba(255, 223.345171, 221.724479, 1)" },
              { offset: 0.401369173333, value: "rgba(255, 233.538127, 232.351542, 1)" },
              { offset: 0.423733333333, value: "rgba(255, 241.493695, 240.706167, 1)" },
              { offset: 0.44435584, value: "rgba(255, 247.430881, 246.973167, 1)" },
              { offset: 0.463392, value: "rgba(255, 251.550182, 251.336538, 1)" },
              { offset: 0.48242816, value: "rgba(255, 254.159056, 254.106216, 1)" },
              { offset: 0.5, value: "rgba(255, 255, 255, 1)" },
              { offset: 0.50958464, value: "rgba(255, 239.013649, 238.09632, 1)" },
              { offset: 0.519968, value: "rgba(255, 222.588899, 220.939659, 1)" },
              { offset: 0.53035136, value: "rgba(255, 206.859275, 204.741064, 1)" },
              { offset: 0.5416, value: "rgba(255, 190.514117, 188.190182, 1)" },
              { offset: 0.553786026667, value: "rgba(255, 173.569229, 171.391097, 1)" },
              { offset: 0.565034666667, value: "rgba(255, 158.607054, 156.920438, 1)" },
              { offset: 0.568184285867, value: "rgba(254.983839, 154.533419, 153.048208, 1)" },
              { offset: 0.576283306667, value: "rgba(253.615132, 144.292394, 143.457184, 1)" },
              { offset: 0.586666666667, value: "rgba(251.687771, 131.666439, 131.949645, 1)" },
              { offset: 0.599645866667, value: "rgba(249.129908, 116.729628, 118.869139, 1)" },
              { offset: 0.611626666667, value: "rgba(246.760036, 103.88519, 108.175779, 1)" },
              { offset: 0.623607466667, value: "rgba(244.524277, 92.155562, 98.949307, 1)" },
              { offset: 0.634666666667, value: "rgba(242.706458, 82.638728, 91.907872, 1)" },
              { offset: 0.643985066667, value: "rgba(241.452187, 75.964869, 87.241235, 1)" },
              { offset: 0.652586666667, value: "rgba(240.594093, 71.298717, 84.125062, 1)" },
              { offset: 0.659908266667, value: "rgba(240.143949, 68.805266, 82.512608, 1)" },
              { offset: 0.666666666667, value: "rgba(240, 68, 82, 1)" },
              { offset: 0.672073386667, value: "rgba(241.301502, 75.15258, 86.689789, 1)" },
              { offset: 0.677930666667, value: "rgba(242.630632, 82.238835, 91.621651, 1)" },
              { offset: 0.684811946667, value: "rgba(244.101111, 89.947077, 97.277389, 1)" },
              { offset: 0.692266666667, value: "rgba(245.591948, 97.734275, 103.267433, 1)" },
              { offset: 0.701114026667, value: "rgba(247.231757, 106.39441, 110.219545, 1)" },
              { offset: 0.710698666667, value: "rgba(248.857751, 115.218461, 117.582387, 1)" },
              { offset: 0.730666666667, value: "rgba(251.773489, 132.196738, 132.425228, 1)" },
              { offset: 0.744822442667, value: "rgba(253.47813, 143.337328, 142.573898, 1)" },
              { offset: 0.760157866667, value: "rgba(255, 154.727642, 153.232122, 1)" },
              { offset: 0.776746666667, value: "rgba(255, 166.354619, 164.367018, 1)" },
              { offset: 0.800708266667, value: "rgba(255, 182.001453, 179.700906, 1)" },
              { offset: 0.826666666667, value: "rgba(255, 197.511349, 195.237303, 1)" },
              { offset: 0.852913493333, value: "rgba(255, 211.679731, 209.678961, 1)" },
              { offset: 0.877141333333, value: "rgba(255, 223.345171, 221.724479, 1)" },
              { offset: 0.901369173333, value: "rgba(255, 233.538127, 232.351542, 1)" },
              { offset: 0.923733333333, value: "rgba(255, 241.493695, 240.706167, 1)" },
              { offset: 0.94435584, value: "rgba(255, 247.430881, 246.973167, 1)" },
              { offset: 0.963392, value: "rgba(255, 251.550182, 251.336538, 1)" },
              { offset: 0.98242816, value: "rgba(255, 254.159056, 254.106216, 1)" },
              { offset: 1, value: "rgba(255, 255, 255, 1)" },
            ] },
        ],
      },
      {
        name: "sparkle",
        selector: "[data-motion=\"sparkle\"]",
        values: { "--motion-move-x": "15.5931899356509px", "--motion-move-y": "0.671531781126244px" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)" },
        runs: [
          { property: "--motion-move-x", delay: 1540, duration: 2000, endDelay: 900, iterations: 1,
            keyframes: [
              { offset: 0, value: "15.5931899356509px" },
              { offset: 0.5010736865, value: "40px" },
              { offset: 1, value: "15.697786389711204px" },
            ] },
          { property: "--motion-move-y", delay: 1540, duration: 2000, endDelay: 900, iterations: 1,
            keyframes: [
              { offset: 0, value: "0.671531781126244px" },
              { offset: 0.0191676125, value: "0px" },
              { offset: 1, value: "34.36317975848208px" },
            ] },
        ],
      },
      {
        name: "card",
        selector: "[data-motion=\"card\"]",
        values: { "--motion-move-y": "12px", "--motion-opacity": "0" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-move-y", delay: 0, duration: 300, endDelay: 4140, iterations: 1,
            keyframes: [
              { offset: 0, value: "12px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 300, endDelay: 4140, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
        ],
      },
      {
        name: "title",
        selector: "[data-motion=\"title\"]",
        values: { "--motion-move-y": "8px", "--motion-opacity": "0" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-move-y", delay: 300, duration: 300, endDelay: 3840, iterations: 1,
            keyframes: [
              { offset: 0, value: "8px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-opacity", delay: 300, duration: 300, endDelay: 3840, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
        ],
      },
    ],
  },
  reduced: {
    duration: 4410,
    endless: false,
    markers: [
      { name: "fadeIn", element: "card", start: 0, end: 300 },
      { name: "fadeIn", element: "title", start: 300, end: 600 },
      { name: "fadeIn", element: "field", start: 350, end: 650 },
      { name: "fadeIn", element: "button", start: 400, end: 700 },
      { name: "shake", element: "field", start: 900, end: 1060 },
      { name: "pop", element: "button", start: 1060, end: 1510 },
      { name: "highlight", element: "button", start: 3510, end: 4410 },
    ],
    elements: [
      {
        name: "field",
        selector: "[data-motion=\"field\"]",
        values: { "--motion-move-y": "8px", "--motion-opacity": "0", "--motion-background": "rgba(255, 255, 255, 1)" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "opacity": "var(--motion-opacity, 1)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-move-y", delay: 650, duration: 0, endDelay: 3760, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-opacity", delay: 350, duration: 300, endDelay: 3760, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-background", delay: 900, duration: 160, endDelay: 3350, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 255, 255, 1)", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.5, value: "rgba(240, 68, 82, 1)", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "rgba(255, 255, 255, 1)" },
            ] },
        ],
      },
      {
        name: "button",
        selector: "[data-motion=\"button\"]",
        values: { "--motion-move-y": "8px", "--motion-scale-x": "1", "--motion-scale-y": "1", "--motion-opacity": "0", "--motion-background": "rgba(255, 255, 255, 1)" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)", "opacity": "var(--motion-opacity, 1)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-move-y", delay: 700, duration: 3710, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px", easing: "steps(1, jump-end)" },
              { offset: 0.797843665768, value: "-12px", easing: "steps(1, jump-end)" },
              { offset: 0.878706199461, value: "0px", easing: "steps(1, jump-end)" },
              { offset: 0.919137466307, value: "-12px", easing: "steps(1, jump-end)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-scale-x", delay: 1210, duration: 300, endDelay: 2900, iterations: 1,
            keyframes: [
              { offset: 0, value: "1.15", easing: "steps(1, jump-end)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-scale-y", delay: 1210, duration: 300, endDelay: 2900, iterations: 1,
            keyframes: [
              { offset: 0, value: "1.15", easing: "steps(1, jump-end)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-opacity", delay: 400, duration: 300, endDelay: 3710, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-background", delay: 3510, duration: 900, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 255, 255, 1)" },
              { offset: 0.00958464, value: "rgba(255, 239.013649, 238.09632, 1)" },
              { offset: 0.019968, value: "rgba(255, 222.588899, 220.939659, 1)" },
              { offset: 0.03035136, value: "rgba(255, 206.859275, 204.741064, 1)" },
              { offset: 0.0416, value: "rgba(255, 190.514117, 188.190182, 1)" },
              { offset: 0.053786026667, value: "rgba(255, 173.569229, 171.391097, 1)" },
              { offset: 0.065034666667, value: "rgba(255, 158.607054, 156.920438, 1)" },
              { offset: 0.068184285867, value: "rgba(254.983839, 154.533419, 153.048208, 1)" },
              { offset: 0.076283306667, value: "rgba(253.615132, 144.292394, 143.457184, 1)" },
              { offset: 0.086666666667, value: "rgba(251.687771, 131.666439, 131.949645, 1)" },
              { offset: 0.099645866667, value: "rgba(249.129908, 116.729628, 118.869139, 1)" },
              { offset: 0.111626666667, value: "rgba(246.760036, 103.88519, 108.175779, 1)" },
              { offset: 0.123607466667, value: "rgba(244.524277, 92.155562, 98.949307, 1)" },
              { offset: 0.134666666667, value: "rgba(242.706458, 82.638728, 91.907872, 1)" },
              { offset: 0.143985066667, value: "rgba(241.452187, 75.964869, 87.241235, 1)" },
              { offset: 0.152586666667, value: "rgba(240.594093, 71.298717, 84.125062, 1)" },
              { offset: 0.159908266667, value: "rgba(240.143949, 68.805266, 82.512608, 1)" },
              { offset: 0.166666666667, value: "rgba(240, 68, 82, 1)" },
              { offset: 0.172073386667, value: "rgba(241.301502, 75.15258, 86.689789, 1)" },
              { offset: 0.177930666667, value: "rgba(242.630632, 82.238835, 91.621651, 1)" },
              { offset: 0.184811946667, value: "rgba(244.101111, 89.947077, 97.277389, 1)" },
              { offset: 0.192266666667, value: "rgba(245.591948, 97.734275, 103.267433, 1)" },
              { offset: 0.201114026667, value: "rgba(247.231757, 106.39441, 110.219545, 1)" },
              { offset: 0.210698666667, value: "rgba(248.857751, 115.218461, 117.582387, 1)" },
              { offset: 0.230666666667, value: "rgba(251.773489, 132.196738, 132.425228, 1)" },
              { offset: 0.244822442667, value: "rgba(253.47813, 143.337328, 142.573898, 1)" },
              { offset: 0.260157866667, value: "rgba(255, 154.727642, 153.232122, 1)" },
              { offset: 0.276746666667, value: "rgba(255, 166.354619, 164.367018, 1)" },
              { offset: 0.300708266667, value: "rgba(255, 182.001453, 179.700906, 1)" },
              { offset: 0.326666666667, value: "rgba(255, 197.511349, 195.237303, 1)" },
              { offset: 0.352913493333, value: "rgba(255, 211.679731, 209.678961, 1)" },
              { offset: 0.377141333333, value: "rgba(255, 223.345171, 221.724479, 1)" },
              { offset: 0.401369173333, value: "rgba(255, 233.538127, 232.351542, 1)" },
              { offset: 0.423733333333, value: "rgba(255, 241.493695, 240.706167, 1)" },
              { offset: 0.44435584, value: "rgba(255, 247.430881, 246.973167, 1)" },
              { offset: 0.463392, value: "rgba(255, 251.550182, 251.336538, 1)" },
              { offset: 0.48242816, value: "rgba(255, 254.159056, 254.106216, 1)" },
              { offset: 0.5, value: "rgba(255, 255, 255, 1)" },
              { offset: 0.50958464, value: "rgba(255, 239.013649, 238.09632, 1)" },
              { offset: 0.519968, value: "rgba(255, 222.588899, 220.939659, 1)" },
              { offset: 0.53035136, value: "rgba(255, 206.859275, 204.741064, 1)" },
              { offset: 0.5416, value: "rgba(255, 190.514117, 188.190182, 1)" },
              { offset: 0.553786026667, value: "rgba(255, 173.569229, 171.391097, 1)" },
              { offset: 0.565034666667, value: "rgba(255, 158.607054, 156.920438, 1)" },
              { offset: 0.568184285867, value: "rgba(254.983839, 154.533419, 153.048208, 1)" },
              { offset: 0.576283306667, value: "rgba(253.615132, 144.292394, 143.457184, 1)" },
              { offset: 0.586666666667, value: "rgba(251.687771, 131.666439, 131.949645, 1)" },
              { offset: 0.599645866667, value: "rgba(249.129908, 116.729628, 118.869139, 1)" },
              { offset: 0.611626666667, value: "rgba(246.760036, 103.88519, 108.175779, 1)" },
              { offset: 0.623607466667, value: "rgba(244.524277, 92.155562, 98.949307, 1)" },
              { offset: 0.634666666667, value: "rgba(242.706458, 82.638728, 91.907872, 1)" },
              { offset: 0.643985066667, value: "rgba(241.452187, 75.964869, 87.241235, 1)" },
              { offset: 0.652586666667, value: "rgba(240.594093, 71.298717, 84.125062, 1)" },
              { offset: 0.659908266667, value: "rgba(240.143949, 68.805266, 82.512608, 1)" },
              { offset: 0.666666666667, value: "rgba(240, 68, 82, 1)" },
              { offset: 0.672073386667, value: "rgba(241.301502, 75.15258, 86.689789, 1)" },
              { offset: 0.677930666667, value: "rgba(242.630632, 82.238835, 91.621651, 1)" },
              { offset: 0.684811946667, value: "rgba(244.101111, 89.947077, 97.277389, 1)" },
              { offset: 0.692266666667, value: "rgba(245.591948, 97.734275, 103.267433, 1)" },
              { offset: 0.701114026667, value: "rgba(247.231757, 106.39441, 110.219545, 1)" },
              { offset: 0.710698666667, value: "rgba(248.857751, 115.218461, 117.582387, 1)" },
              { offset: 0.730666666667, value: "rgba(251.773489, 132.196738, 132.425228, 1)" },
              { offset: 0.744822442667, value: "rgba(253.47813, 143.337328, 142.573898, 1)" },
              { offset: 0.760157866667, value: "rgba(255, 154.727642, 153.232122, 1)" },
              { offset: 0.776746666667, value: "rgba(255, 166.354619, 164.367018, 1)" },
              { offset: 0.800708266667, value: "rgba(255, 182.001453, 179.700906, 1)" },
              { offset: 0.826666666667, value: "rgba(255, 197.511349, 195.237303, 1)" },
              { offset: 0.852913493333, value: "rgba(255, 211.679731, 209.678961, 1)" },
              { offset: 0.877141333333, value: "rgba(255, 223.345171, 221.724479, 1)" },
              { offset: 0.901369173333, value: "rgba(255, 233.538127, 232.351542, 1)" },
              { offset: 0.923733333333, value: "rgba(255, 241.493695, 240.706167, 1)" },
              { offset: 0.94435584, value: "rgba(255, 247.430881, 246.973167, 1)" },
              { offset: 0.963392, value: "rgba(255, 251.550182, 251.336538, 1)" },
              { offset: 0.98242816, value: "rgba(255, 254.159056, 254.106216, 1)" },
              { offset: 1, value: "rgba(255, 255, 255, 1)" },
            ] },
        ],
      },
      {
        name: "sparkle",
        selector: "[data-motion=\"sparkle\"]",
        values: { "--motion-move-x": "15.5931899356509px", "--motion-move-y": "0.671531781126244px" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)" },
        runs: [
          { property: "--motion-move-x", delay: 3510, duration: 0, endDelay: 900, iterations: 1,
            keyframes: [
              { offset: 0, value: "15.697786389711204px" },
              { offset: 1, value: "15.697786389711204px" },
            ] },
          { property: "--motion-move-y", delay: 3510, duration: 0, endDelay: 900, iterations: 1,
            keyframes: [
              { offset: 0, value: "34.36317975848208px" },
              { offset: 1, value: "34.36317975848208px" },
            ] },
        ],
      },
      {
        name: "card",
        selector: "[data-motion=\"card\"]",
        values: { "--motion-move-y": "12px", "--motion-opacity": "0" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-move-y", delay: 300, duration: 0, endDelay: 4110, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-opacity", delay: 0, duration: 300, endDelay: 4110, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 1, value: "1" },
            ] },
        ],
      },
      {
        name: "title",
        selector: "[data-motion=\"title\"]",
        values: { "--motion-move-y": "8px", "--motion-opacity": "0" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "opacity": "var(--motion-opacity, 1)" },
        runs: [
          { property: "--motion-move-y", delay: 600, duration: 0, endDelay: 3810, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-opacity", delay: 300, duration: 300, endDelay: 3810, iterations: 1,
            keyframes: [
              { offset: 0, value: "0", easing: "cubic-bezier(0, 0, 0.58, 1)" },
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
