// springs.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./springs.mjs";
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
// The timeline lasts 8.736106815s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 8.736106815s.
// Times are in milliseconds.

const properties = [
  ["--motion-move-y", "<length>", "0px"],
  ["--motion-scale-x", "<number>", "1"],
  ["--motion-scale-y", "<number>", "1"],
];

const timelines = {
  full: {
    duration: 8736.106815,
    endless: false,
    markers: [],
    elements: [
      {
        name: "card",
        selector: "[data-motion=\"card\"]",
        values: { "--motion-move-y": "0px", "--motion-scale-x": "1", "--motion-scale-y": "1" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)" },
        runs: [
          { property: "--motion-move-y", delay: 0, duration: 2736.106815, endDelay: 6000, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px", easing: "linear(0 0%, 0.001717 0.57756%, 0.00723 1.20324%, 0.0162 1.82893%, 0.029433 2.50675%, 0.044555 3.13244%, 0.063728 3.81026%, 0.085455 4.48809%, 0.111481 5.2224%, 0.135255 5.84423%, 0.162525 6.51789%, 0.191105 7.19154%, 0.223254 7.92134%, 0.287104 9.31615%, 0.428245 12.31964%, 0.493352 13.73305%, 0.556524 15.15521%, 0.612071 16.46797%, 0.66904 17.89893%, 0.717959 19.21982%, 0.763138 20.54072%, 0.801426 21.76%, 0.834028 22.89246%, 0.866153 24.1193%, 0.895027 25.34613%, 0.922761 26.6752%, 0.945233 27.90203%, 0.966377 29.2311%, 0.984408 30.56017%, 1.000703 32%, 1.011096 33.10297%, 1.020487 34.29786%, 1.028109 35.49274%, 1.034572 36.7872%, 1.039713 38.19098%, 1.043383 39.71174%, 1.04538 41.23251%, 1.045984 42.88%, 1.044585 45.31205%, 1.040115 48.40739%, 1.020075 58.07242%, 1.011936 62.62067%, 1.006824 66.3056%, 1.002809 70.2976%, 0.999666 75.43017%, 0.998168 80.99046%, 0.997939 87.8339%, 0.999 100%, 1 100%)" },
              { offset: 0.299237848651, value: "-40px" },
              { offset: 0.535776458347, value: "-40px", easing: "linear(0 0%, 0.000526 0.25684%, 0.002257 0.53509%, 0.005152 0.81333%, 0.009552 1.11477%, 0.014731 1.39301%, 0.021503 1.69445%, 0.029427 1.99588%, 0.039248 2.32243%, 0.059644 2.90211%, 0.085638 3.5301%, 0.115228 4.15808%, 0.150812 4.8384%, 0.181644 5.38419%, 0.216994 5.97546%, 0.254038 6.56674%, 0.295707 7.20728%, 0.374003 8.36708%, 0.514305 10.39508%, 0.579571 11.34944%, 0.647078 12.36305%, 0.707035 13.29869%, 0.74159 13.85849%, 0.772502 14.37523%, 0.829042 15.36897%, 0.856825 15.88571%, 0.881434 16.36271%, 0.925859 17.28%, 0.96445 18.1522%, 0.996848 18.95731%, 1.023986 19.70049%, 1.050398 20.5056%, 1.073742 21.31071%, 1.095646 22.18291%, 1.114144 23.05511%, 1.130504 24%, 1.141601 24.80688%, 1.150813 25.681%, 1.1573 26.55512%, 1.161496 27.50208%, 1.162989 28.3762%, 1.162292 29.32316%, 1.159465 30.27012%, 1.154323 31.296%, 1.14281 32.89295%, 1.126779 34.62298%, 1.109666 36.24122%, 1.052863 41.36565%, 1.033278 43.33788%, 1.01741 45.1584%, 1.008281 46.35789%, 1.000841 47.4651%, 0.989228 49.59437%, 0.980519 51.90107%, 0.975188 54.4%, 0.973807 55.81204%, 0.973431 57.34175%, 0.975555 60.52864%, 0.979873 63.50961%, 0.996115 72.94935%, 1.000143 76.30294%, 1.002908 79.936%, 1.004135 83.40306%, 1.004262 87.15904%, 1.001 100%, 1 100%)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-scale-x", delay: 818.746717, duration: 7917.360098, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "linear(0 0%, 0.001683 0.57756%, 0.00712 1.20324%, 0.016023 1.82893%, 0.029244 2.50675%, 0.044451 3.13244%, 0.063854 3.81026%, 0.085982 4.48809%, 0.112662 5.2224%, 0.141419 5.94787%, 0.174855 6.7338%, 0.210255 7.51973%, 0.250363 8.37116%, 0.326184 9.91279%, 0.462438 12.60845%, 0.52569 13.87699%, 0.590914 15.2243%, 0.648635 16.46797%, 0.681801 17.21207%, 0.711407 17.89893%, 0.765402 19.21982%, 0.791862 19.90669%, 0.815263 20.54072%, 0.857431 21.76%, 0.893198 22.89246%, 0.928228 24.1193%, 0.959425 25.34613%, 0.974158 25.98408%, 0.988992 26.6752%, 1.012516 27.90203%, 1.034113 29.2311%, 1.051903 30.56017%, 1.067195 32%, 1.075647 33.01072%, 1.082855 34.10567%, 1.088201 35.20062%, 1.092091 36.38682%, 1.094106 37.48177%, 1.094779 38.66796%, 1.09408 39.85416%, 1.092 41.1392%, 1.087272 42.91732%, 1.080321 44.84362%, 1.069851 47.26187%, 1.034063 54.91965%, 1.023985 57.38531%, 1.015853 59.66131%, 1.008613 62.06178%, 1.002344 64.66228%, 0.997639 67.26279%, 0.994139 70.08%, 0.991359 74.67571%, 0.991258 79.6544%, 0.999 100%, 1 100%)" },
              { offset: 0.081743774944, value: "1.2" },
              { offset: 0.242171642349, value: "1.2", easing: "linear(0 0%, 0.019419 0.11211%, 0.038875 0.23357%, 0.056879 0.35503%, 0.074947 0.4866%, 0.093071 0.6293%, 0.111216 0.78388%, 0.128033 0.93846%, 0.144975 1.10592%, 0.160851 1.27409%, 0.176964 1.45628%, 0.20763 1.83583%, 0.239921 2.28173%, 0.271698 2.7648%, 0.307654 3.3604%, 0.343682 4.00564%, 0.377357 4.65088%, 0.411634 5.34989%, 0.446539 6.10793%, 0.48195 6.92914%, 0.515066 7.75035%, 0.548544 8.64%, 0.574872 9.38742%, 0.601663 10.19714%, 0.626765 11.00685%, 0.652176 11.88403%, 0.674095 12.69374%, 0.696284 13.57093%, 0.716962 14.44811%, 0.737778 15.3984%, 0.757082 16.34967%, 0.776394 17.38021%, 0.794171 18.41075%, 0.811838 19.52717%, 0.826797 20.55771%, 0.841664 21.67413%, 0.855254 22.79055%, 0.868664 24%, 0.889574 26.15728%, 0.908487 28.49434%, 0.924161 30.83139%, 0.938126 33.3632%, 0.95038 36.10883%, 0.960932 39.08326%, 0.969241 42.0577%, 0.97626 45.28%, 0.982365 48.9782%, 0.987221 52.98458%, 0.991246 57.69137%, 0.99419 62.7904%, 0.996568 69.33929%, 0.998244 77.67424%, 0.999708 100%, 1 100%)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-scale-y", delay: 818.746717, duration: 7917.360098, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1", easing: "linear(0 0%, 0.001683 0.57756%, 0.00712 1.20324%, 0.016023 1.82893%, 0.029244 2.50675%, 0.044451 3.13244%, 0.063854 3.81026%, 0.085982 4.48809%, 0.112662 5.2224%, 0.141419 5.94787%, 0.174855 6.7338%, 0.210255 7.51973%, 0.250363 8.37116%, 0.326184 9.91279%, 0.462438 12.60845%, 0.52569 13.87699%, 0.590914 15.2243%, 0.648635 16.46797%, 0.681801 17.21207%, 0.711407 17.89893%, 0.765402 19.21982%, 0.791862 19.90669%, 0.815263 20.54072%, 0.857431 21.76%, 0.893198 22.89246%, 0.928228 24.1193%, 0.959425 25.34613%, 0.974158 25.98408%, 0.988992 26.6752%, 1.012516 27.90203%, 1.034113 29.2311%, 1.051903 30.56017%, 1.067195 32%, 1.075647 33.01072%, 1.082855 34.10567%, 1.088201 35.20062%, 1.092091 36.38682%, 1.094106 37.48177%, 1.094779 38.66796%, 1.09408 39.85416%, 1.092 41.1392%, 1.087272 42.91732%, 1.080321 44.84362%, 1.069851 47.26187%, 1.034063 54.91965%, 1.023985 57.38531%, 1.015853 59.66131%, 1.008613 62.06178%, 1.002344 64.66228%, 0.997639 67.26279%, 0.994139 70.08%, 0.991359 74.67571%, 0.991258 79.6544%, 0.999 100%, 1 100%)" },
              { offset: 0.081743774944, value: "1.2" },
              { offset: 0.242171642349, value: "1.2", easing: "linear(0 0%, 0.019419 0.11211%, 0.038875 0.23357%, 0.056879 0.35503%, 0.074947 0.4866%, 0.093071 0.6293%, 0.111216 0.78388%, 0.128033 0.93846%, 0.144975 1.10592%, 0.160851 1.27409%, 0.176964 1.45628%, 0.20763 1.83583%, 0.239921 2.28173%, 0.271698 2.7648%, 0.307654 3.3604%, 0.343682 4.00564%, 0.377357 4.65088%, 0.411634 5.34989%, 0.446539 6.10793%, 0.48195 6.92914%, 0.515066 7.75035%, 0.548544 8.64%, 0.574872 9.38742%, 0.601663 10.19714%, 0.626765 11.00685%, 0.652176 11.88403%, 0.674095 12.69374%, 0.696284 13.57093%, 0.716962 14.44811%, 0.737778 15.3984%, 0.757082 16.34967%, 0.776394 17.38021%, 0.794171 18.41075%, 0.811838 19.52717%, 0.826797 20.55771%, 0.841664 21.67413%, 0.855254 22.79055%, 0.868664 24%, 0.889574 26.15728%, 0.908487 28.49434%, 0.924161 30.83139%, 0.938126 33.3632%, 0.95038 36.10883%, 0.960932 39.08326%, 0.969241 42.0577%, 0.97626 45.28%, 0.982365 48.9782%, 0.987221 52.98458%, 0.991246 57.69137%, 0.99419 62.7904%, 0.996568 69.33929%, 0.998244 77.67424%, 0.999708 100%, 1 100%)" },
              { offset: 1, value: "1" },
            ] },
        ],
      },
    ],
  },
  reduced: {
    duration: 8736.106815,
    endless: false,
    markers: [],
    elements: [
      {
        name: "card",
        selector: "[data-motion=\"card\"]",
        values: { "--motion-move-y": "0px", "--motion-scale-x": "1", "--motion-scale-y": "1" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)", "scale": "var(--motion-scale-x, 1) var(--motion-scale-y, 1)" },
        runs: [
          { property: "--motion-move-y", delay: 818.746717, duration: 1917.360098, endDelay: 6000, iterations: 1,
            keyframes: [
              { offset: 0, value: "-40px", easing: "steps(1, jump-end)" },
              { offset: 1, value: "0px" },
            ] },
          { property: "--motion-scale-x", delay: 1465.941619, duration: 7270.165196, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1.2", easing: "steps(1, jump-end)" },
              { offset: 1, value: "1" },
            ] },
          { property: "--motion-scale-y", delay: 1465.941619, duration: 7270.165196, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "1.2", easing: "steps(1, jump-end)" },
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
