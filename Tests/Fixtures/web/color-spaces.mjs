// color-spaces.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./color-spaces.mjs";
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
// The timeline lasts 1.5s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 1.5s.
// Times are in milliseconds.

const properties = [
  ["--motion-color", "<color>", "transparent"],
  ["--motion-background", "<color>", "transparent"],
];

const timelines = {
  full: {
    duration: 1500,
    endless: false,
    markers: [],
    elements: [
      {
        name: "a",
        selector: "[data-motion=\"a\"]",
        values: { "--motion-color": "rgba(255, 0, 0, 1)", "--motion-background": "rgba(49, 130, 246, 1)" },
        style: { "color": "var(--motion-color, transparent)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-color", delay: 0, duration: 1000, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 0, 0, 1)" },
              { offset: 1, value: "rgba(0, 0, 255, 1)" },
            ] },
          { property: "--motion-background", delay: 1000, duration: 500, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(49, 130, 246, 1)" },
              { offset: 1, value: "rgba(255, 255, 255, 0)" },
            ] },
        ],
      },
      {
        name: "b",
        selector: "[data-motion=\"b\"]",
        values: { "--motion-color": "rgba(255, 0, 0, 1)", "--motion-background": "rgba(49, 130, 246, 1)" },
        style: { "color": "var(--motion-color, transparent)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-color", delay: 0, duration: 1000, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 0, 0, 1)" },
              { offset: 0.00366084096, value: "rgba(254.589204, 0, 11.953735, 1)" },
              { offset: 0.005041500979, value: "rgba(254.434046, 0, 15.659239, 1)" },
              { offset: 0.006537216, value: "rgba(254.265817, 0, 19.053031, 1)" },
              { offset: 0.008608206029, value: "rgba(254.03264, 0, 23.072067, 1)" },
              { offset: 0.01085177856, value: "rgba(253.779711, 0, 26.830578, 1)" },
              { offset: 0.01634304, value: "rgba(253.159239, 0, 34.431048, 1)" },
              { offset: 0.023066566656, value: "rgba(252.396772, 0, 41.912391, 1)" },
              { offset: 0.0316237824, value: "rgba(251.421918, 0, 49.771727, 1)" },
              { offset: 0.040958926848, value: "rgba(250.352694, 0, 57.03162, 1)" },
              { offset: 0.051072, value: "rgba(249.187493, 0, 63.874649, 1)" },
              { offset: 0.06216658944, value: "rgba(247.900842, 0, 70.523922, 1)" },
              { offset: 0.074185728, value: "rgba(246.49691, 0, 76.985771, 1)" },
              { offset: 0.08830611456, value: "rgba(244.833884, 0, 83.838812, 1)" },
              { offset: 0.1036032, value: "rgba(243.015228, 0, 90.574946, 1)" },
              { offset: 0.12175798272, value: "rgba(240.833171, 0, 97.854343, 1)" },
              { offset: 0.141425664, value: "rgba(238.439372, 0, 105.056986, 1)" },
              { offset: 0.1824, value: "rgba(233.347456, 0, 118.374493, 1)" },
              { offset: 0.231195648, value: "rgba(227.085378, 0, 132.120068, 1)" },
              { offset: 0.2840576, value: "rgba(220.033908, 0, 145.212486, 1)" },
              { offset: 0.346161152, value: "rgba(211.349845, 0, 158.887057, 1)" },
              { offset: 0.41344, value: "rgba(201.380188, 0, 172.168498, 1)" },
              { offset: 0.46188077056, value: "rgba(193.781289, 0, 180.965487, 1)" },
              { offset: 0.514358272, value: "rgba(185.084037, 0, 189.907618, 1)" },
              { offset: 0.56279904256, value: "rgba(176.55461, 0, 197.700517, 1)" },
              { offset: 0.6075136, value: "rgba(168.176897, 0, 204.553601, 1)" },
              { offset: 0.64874592256, value: "rgba(159.942536, 0, 210.616716, 1)" },
              { offset: 0.686806528, value: "rgba(151.824665, 0, 216.016918, 1)" },
              { offset: 0.72486713344, value: "rgba(143.108459, 0, 221.24523, 1)" },
              { offset: 0.76, value: "rgba(134.413762, 0, 225.931013, 1)" },
              { offset: 0.788035072, value: "rgba(126.926373, 0, 229.580235, 1)" },
              { offset: 0.8139136, value: "rgba(119.482933, 0, 232.882113, 1)" },
              { offset: 0.839792128, value: "rgba(111.407741, 0, 236.1233, 1)" },
              { offset: 0.86368, value: "rgba(103.246496, 0, 239.063843, 1)" },
              { offset: 0.883807744, value: "rgba(95.694327, 0, 241.5049, 1)" },
              { offset: 0.9023872, value: "rgba(88.011087, 0, 243.729561, 1)" },
              { offset: 0.918201856, value: "rgba(80.766431, 0, 245.602212, 1)" },
              { offset: 0.9328, value: "rgba(73.311645, 0, 247.314184, 1)" },
              { offset: 0.9461066752, value: "rgba(65.639631, 0, 248.861137, 1)" },
              { offset: 0.95838976, value: "rgba(57.500252, 0, 250.277868, 1)" },
              { offset: 0.9696492544, value: "rgba(48.688813, 0, 251.567262, 1)" },
              { offset: 0.978496, value: "rgba(40.301158, 0, 252.574244, 1)" },
              { offset: 0.982503657472, value: "rgba(35.827545, 0, 253.028668, 1)" },
              { offset: 0.9862030336, value: "rgba(31.12965, 0, 253.447177, 1)" },
              { offset: 0.989351907328, value: "rgba(26.50929, 0, 253.802687, 1)" },
              { offset: 0.99225856, value: "rgba(21.467373, 0, 254.130266, 1)" },
              { offset: 0.994339459072, value: "rgba(17.126822, 0, 254.364438, 1)" },
              { offset: 0.9959744512, value: "rgba(13.002327, 0, 254.54823, 1)" },
              { offset: 1, value: "rgba(0, 0, 255, 1)" },
            ] },
          { property: "--motion-background", delay: 1000, duration: 500, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(49, 130, 246, 1)" },
              { offset: 1, value: "rgba(255, 255, 255, 0)" },
            ] },
        ],
      },
      {
        name: "c",
        selector: "[data-motion=\"c\"]",
        values: { "--motion-color": "rgba(255, 0, 0, 1)" },
        style: { "color": "var(--motion-color, transparent)" },
        runs: [
          { property: "--motion-color", delay: 0, duration: 1000, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 0, 0, 1)" },
              { offset: 0.0080510976, value: "rgba(253.15971, 9.590233, 13.330178, 1)" },
              { offset: 0.011321081856, value: "rgba(252.412327, 13.149387, 17.535549, 1)" },
              { offset: 0.01548288, value: "rgba(251.46116, 16.875929, 21.977816, 1)" },
              { offset: 0.021296185344, value: "rgba(250.132631, 21.169963, 27.163739, 1)" },
              { offset: 0.0275939328, value: "rgba(248.693498, 25.065964, 31.9451, 1)" },
              { offset: 0.034992685056, value: "rgba(247.002903, 28.982373, 36.840078, 1)" },
              { offset: 0.043008, value: "rgba(245.171578, 32.66325, 41.53729, 1)" },
              { offset: 0.053285093376, value: "rgba(242.823697, 36.77197, 46.9125, 1)" },
              { offset: 0.0644186112, value: "rgba(240.280397, 40.654842, 52.144972, 1)" },
              { offset: 0.077498548224, value: "rgba(237.292732, 44.654806, 57.721818, 1)" },
              { offset: 0.09166848, value: "rgba(234.05635, 48.465108, 63.246287, 1)" },
              { offset: 0.1213956096, value: "rgba(227.267236, 55.168408, 73.609374, 1)" },
              { offset: 0.1536, value: "rgba(219.912312, 61.013887, 83.561358, 1)" },
              { offset: 0.1866891264, value: "rgba(212.354076, 65.913394, 92.862468, 1)" },
              { offset: 0.22253568, value: "rgba(204.162921, 70.252276, 102.19442, 1)" },
              { offset: 0.2583822336, value: "rgba(195.966585, 73.780275, 110.958365, 1)" },
              { offset: 0.297216, value: "rgba(187.07867, 76.83902, 119.970595, 1)" },
              { offset: 0.3393294336, value: "rgba(177.426191, 79.384302, 129.310287, 1)" },
              { offset: 0.38495232, value: "rgba(166.947117, 81.342359, 139.036495, 1)" },
              { offset: 0.4305752064, value: "rgba(156.43722, 82.546068, 148.446567, 1)" },
              { offset: 0.48, value: "rgba(145.005384, 83.054839, 158.362673, 1)" },
              { offset: 0.5297189888, value: "rgba(133.4416, 82.76192, 168.108589, 1)" },
              { offset: 0.57561344, value: "rgba(122.692535, 81.777835, 176.94311, 1)" },
              { offset: 0.6215078912, value: "rgba(111.849345, 80.088704, 185.653101, 1)" },
              { offset: 0.663872, value: "rgba(101.73123, 77.866108, 193.603127, 1)" },
              { offset: 0.7097664512, value: "rgba(90.613173, 74.66997, 202.136268, 1)" },
              { offset: 0.75213056, value: "rgba(80.154987, 70.892668, 209.953123, 1)" },
              { offset: 0.7944946688, value: "rgba(69.434639, 66.171149, 217.72322, 1)" },
              { offset: 0.8336, value: "rgba(59.203432, 60.769554, 224.861747, 1)" },
              { offset: 0.8665498624, value: "rgba(50.210646, 55.204659, 230.855899, 1)" },
              { offset: 0.89696512, value: "rgba(41.444014, 48.942366, 236.37502, 1)" },
              { offset: 0.9248457728, value: "rgba(32.769688, 41.82133, 241.424376, 1)" },
              { offset: 0.946752, value: "rgba(25.2118, 34.776419, 245.386152, 1)" },
              { offset: 0.964643328, value: "rgba(18.133835, 27.409294, 248.618707, 1)" },
              { offset: 0.97195321344, value: "rgba(14.825353, 23.703148, 249.938717, 1)" },
              { offset: 0.9787008, value: "rgba(11.408031, 19.702181, 251.156847, 1)" },
              { offset: 0.98357405696, value: "rgba(8.662824, 16.297554, 252.036414, 1)" },
              { offset: 0.988072448, value: "rgba(6.172388, 12.557257, 252.848183, 1)" },
              { offset: 1, value: "rgba(0, 0, 255, 1)" },
            ] },
        ],
      },
    ],
  },
  reduced: {
    duration: 1500,
    endless: false,
    markers: [],
    elements: [
      {
        name: "a",
        selector: "[data-motion=\"a\"]",
        values: { "--motion-color": "rgba(255, 0, 0, 1)", "--motion-background": "rgba(49, 130, 246, 1)" },
        style: { "color": "var(--motion-color, transparent)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-color", delay: 0, duration: 1000, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 0, 0, 1)" },
              { offset: 1, value: "rgba(0, 0, 255, 1)" },
            ] },
          { property: "--motion-background", delay: 1000, duration: 500, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(49, 130, 246, 1)" },
              { offset: 1, value: "rgba(255, 255, 255, 0)" },
            ] },
        ],
      },
      {
        name: "b",
        selector: "[data-motion=\"b\"]",
        values: { "--motion-color": "rgba(255, 0, 0, 1)", "--motion-background": "rgba(49, 130, 246, 1)" },
        style: { "color": "var(--motion-color, transparent)", "background-color": "var(--motion-background, transparent)" },
        runs: [
          { property: "--motion-color", delay: 0, duration: 1000, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 0, 0, 1)" },
              { offset: 0.00366084096, value: "rgba(254.589204, 0, 11.953735, 1)" },
              { offset: 0.005041500979, value: "rgba(254.434046, 0, 15.659239, 1)" },
              { offset: 0.006537216, value: "rgba(254.265817, 0, 19.053031, 1)" },
              { offset: 0.008608206029, value: "rgba(254.03264, 0, 23.072067, 1)" },
              { offset: 0.01085177856, value: "rgba(253.779711, 0, 26.830578, 1)" },
              { offset: 0.01634304, value: "rgba(253.159239, 0, 34.431048, 1)" },
              { offset: 0.023066566656, value: "rgba(252.396772, 0, 41.912391, 1)" },
              { offset: 0.0316237824, value: "rgba(251.421918, 0, 49.771727, 1)" },
              { offset: 0.040958926848, value: "rgba(250.352694, 0, 57.03162, 1)" },
              { offset: 0.051072, value: "rgba(249.187493, 0, 63.874649, 1)" },
              { offset: 0.06216658944, value: "rgba(247.900842, 0, 70.523922, 1)" },
              { offset: 0.074185728, value: "rgba(246.49691, 0, 76.985771, 1)" },
              { offset: 0.08830611456, value: "rgba(244.833884, 0, 83.838812, 1)" },
              { offset: 0.1036032, value: "rgba(243.015228, 0, 90.574946, 1)" },
              { offset: 0.12175798272, value: "rgba(240.833171, 0, 97.854343, 1)" },
              { offset: 0.141425664, value: "rgba(238.439372, 0, 105.056986, 1)" },
              { offset: 0.1824, value: "rgba(233.347456, 0, 118.374493, 1)" },
              { offset: 0.231195648, value: "rgba(227.085378, 0, 132.120068, 1)" },
              { offset: 0.2840576, value: "rgba(220.033908, 0, 145.212486, 1)" },
              { offset: 0.346161152, value: "rgba(211.349845, 0, 158.887057, 1)" },
              { offset: 0.41344, value: "rgba(201.380188, 0, 172.168498, 1)" },
              { offset: 0.46188077056, value: "rgba(193.781289, 0, 180.965487, 1)" },
              { offset: 0.514358272, value: "rgba(185.084037, 0, 189.907618, 1)" },
              { offset: 0.56279904256, value: "rgba(176.55461, 0, 197.700517, 1)" },
              { offset: 0.6075136, value: "rgba(168.176897, 0, 204.553601, 1)" },
              { offset: 0.64874592256, value: "rgba(159.942536, 0, 210.616716, 1)" },
              { offset: 0.686806528, value: "rgba(151.824665, 0, 216.016918, 1)" },
              { offset: 0.72486713344, value: "rgba(143.108459, 0, 221.24523, 1)" },
              { offset: 0.76, value: "rgba(134.413762, 0, 225.931013, 1)" },
              { offset: 0.788035072, value: "rgba(126.926373, 0, 229.580235, 1)" },
              { offset: 0.8139136, value: "rgba(119.482933, 0, 232.882113, 1)" },
              { offset: 0.839792128, value: "rgba(111.407741, 0, 236.1233, 1)" },
              { offset: 0.86368, value: "rgba(103.246496, 0, 239.063843, 1)" },
              { offset: 0.883807744, value: "rgba(95.694327, 0, 241.5049, 1)" },
              { offset: 0.9023872, value: "rgba(88.011087, 0, 243.729561, 1)" },
              { offset: 0.918201856, value: "rgba(80.766431, 0, 245.602212, 1)" },
              { offset: 0.9328, value: "rgba(73.311645, 0, 247.314184, 1)" },
              { offset: 0.9461066752, value: "rgba(65.639631, 0, 248.861137, 1)" },
              { offset: 0.95838976, value: "rgba(57.500252, 0, 250.277868, 1)" },
              { offset: 0.9696492544, value: "rgba(48.688813, 0, 251.567262, 1)" },
              { offset: 0.978496, value: "rgba(40.301158, 0, 252.574244, 1)" },
              { offset: 0.982503657472, value: "rgba(35.827545, 0, 253.028668, 1)" },
              { offset: 0.9862030336, value: "rgba(31.12965, 0, 253.447177, 1)" },
              { offset: 0.989351907328, value: "rgba(26.50929, 0, 253.802687, 1)" },
              { offset: 0.99225856, value: "rgba(21.467373, 0, 254.130266, 1)" },
              { offset: 0.994339459072, value: "rgba(17.126822, 0, 254.364438, 1)" },
              { offset: 0.9959744512, value: "rgba(13.002327, 0, 254.54823, 1)" },
              { offset: 1, value: "rgba(0, 0, 255, 1)" },
            ] },
          { property: "--motion-background", delay: 1000, duration: 500, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(49, 130, 246, 1)" },
              { offset: 1, value: "rgba(255, 255, 255, 0)" },
            ] },
        ],
      },
      {
        name: "c",
        selector: "[data-motion=\"c\"]",
        values: { "--motion-color": "rgba(255, 0, 0, 1)" },
        style: { "color": "var(--motion-color, transparent)" },
        runs: [
          { property: "--motion-color", delay: 0, duration: 1000, endDelay: 500, iterations: 1,
            keyframes: [
              { offset: 0, value: "rgba(255, 0, 0, 1)" },
              { offset: 0.0080510976, value: "rgba(253.15971, 9.590233, 13.330178, 1)" },
              { offset: 0.011321081856, value: "rgba(252.412327, 13.149387, 17.535549, 1)" },
              { offset: 0.01548288, value: "rgba(251.46116, 16.875929, 21.977816, 1)" },
              { offset: 0.021296185344, value: "rgba(250.132631, 21.169963, 27.163739, 1)" },
              { offset: 0.0275939328, value: "rgba(248.693498, 25.065964, 31.9451, 1)" },
              { offset: 0.034992685056, value: "rgba(247.002903, 28.982373, 36.840078, 1)" },
              { offset: 0.043008, value: "rgba(245.171578, 32.66325, 41.53729, 1)" },
              { offset: 0.053285093376, value: "rgba(242.823697, 36.77197, 46.9125, 1)" },
              { offset: 0.0644186112, value: "rgba(240.280397, 40.654842, 52.144972, 1)" },
              { offset: 0.077498548224, value: "rgba(237.292732, 44.654806, 57.721818, 1)" },
              { offset: 0.09166848, value: "rgba(234.05635, 48.465108, 63.246287, 1)" },
              { offset: 0.1213956096, value: "rgba(227.267236, 55.168408, 73.609374, 1)" },
              { offset: 0.1536, value: "rgba(219.912312, 61.013887, 83.561358, 1)" },
              { offset: 0.1866891264, value: "rgba(212.354076, 65.913394, 92.862468, 1)" },
              { offset: 0.22253568, value: "rgba(204.162921, 70.252276, 102.19442, 1)" },
              { offset: 0.2583822336, value: "rgba(195.966585, 73.780275, 110.958365, 1)" },
              { offset: 0.297216, value: "rgba(187.07867, 76.83902, 119.970595, 1)" },
              { offset: 0.3393294336, value: "rgba(177.426191, 79.384302, 129.310287, 1)" },
              { offset: 0.38495232, value: "rgba(166.947117, 81.342359, 139.036495, 1)" },
              { offset: 0.4305752064, value: "rgba(156.43722, 82.546068, 148.446567, 1)" },
              { offset: 0.48, value: "rgba(145.005384, 83.054839, 158.362673, 1)" },
              { offset: 0.5297189888, value: "rgba(133.4416, 82.76192, 168.108589, 1)" },
              { offset: 0.57561344, value: "rgba(122.692535, 81.777835, 176.94311, 1)" },
              { offset: 0.6215078912, value: "rgba(111.849345, 80.088704, 185.653101, 1)" },
              { offset: 0.663872, value: "rgba(101.73123, 77.866108, 193.603127, 1)" },
              { offset: 0.7097664512, value: "rgba(90.613173, 74.66997, 202.136268, 1)" },
              { offset: 0.75213056, value: "rgba(80.154987, 70.892668, 209.953123, 1)" },
              { offset: 0.7944946688, value: "rgba(69.434639, 66.171149, 217.72322, 1)" },
              { offset: 0.8336, value: "rgba(59.203432, 60.769554, 224.861747, 1)" },
              { offset: 0.8665498624, value: "rgba(50.210646, 55.204659, 230.855899, 1)" },
              { offset: 0.89696512, value: "rgba(41.444014, 48.942366, 236.37502, 1)" },
              { offset: 0.9248457728, value: "rgba(32.769688, 41.82133, 241.424376, 1)" },
              { offset: 0.946752, value: "rgba(25.2118, 34.776419, 245.386152, 1)" },
              { offset: 0.964643328, value: "rgba(18.133835, 27.409294, 248.618707, 1)" },
              { offset: 0.97195321344, value: "rgba(14.825353, 23.703148, 249.938717, 1)" },
              { offset: 0.9787008, value: "rgba(11.408031, 19.702181, 251.156847, 1)" },
              { offset: 0.98357405696, value: "rgba(8.662824, 16.297554, 252.036414, 1)" },
              { offset: 0.988072448, value: "rgba(6.172388, 12.557257, 252.848183, 1)" },
              { offset: 1, value: "rgba(0, 0, 255, 1)" },
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
