// easings.motion, compiled by motionc into a Web Animations module. Do not edit:
// compile the spec again.
//
//   import { animate } from "./easings.mjs";
//   const { animations, duration, markers } = animate(document);
//   await Promise.all(animations.map((animation) => animation.finished));
//
// animate(root, { from: "current" }) interrupts what plays there: each property starts where
// it is, at the speed it moves (a spring keeps its velocity). play(element, …) does the
// same on an element itself and the elements inside it.
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
// The timeline lasts 7.5s. With reducedMotion (by default, when the page
// prefers reduced motion) the reduced timeline plays instead: it lasts 7.5s.
// Times are in milliseconds.

const properties = [
  ["--motion-move-x", "<length>", "0px"],
];

const timelines = {
  full: {
    duration: 7500,
    endless: false,
    markers: [],
    elements: [
      {
        name: "view",
        selector: "[data-motion=\"view\"]",
        values: { "--motion-move-x": "0px" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)" },
        runs: [
          { property: "--motion-move-x", delay: 0, duration: 7500, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "0px" },
              { offset: 0.066666666667, value: "10px", easing: "cubic-bezier(0.25, 0.1, 0.25, 1)" },
              { offset: 0.133333333333, value: "20px", easing: "cubic-bezier(0.42, 0, 1, 1)" },
              { offset: 0.2, value: "30px", easing: "cubic-bezier(0, 0, 0.58, 1)" },
              { offset: 0.266666666667, value: "40px", easing: "cubic-bezier(0.42, 0, 0.58, 1)" },
              { offset: 0.333333333333, value: "50px", easing: "linear(0 0%, -0.000835 2.25608%, -0.003479 4.70016%, -0.0077 7.14424%, -0.013779 9.792%, -0.028685 14.85251%, -0.066697 25.74946%, -0.082699 30.87744%, -0.089532 33.5605%, -0.094545 36.03717%, -0.098062 38.51384%, -0.099768 40.8%, -0.099607 43.49967%, -0.097106 45.99168%, -0.092088 48.48369%, -0.085007 50.784%, -0.074446 53.27601%, -0.061818 55.57632%, -0.046225 57.87663%, -0.029028 60%, -0.014967 61.52082%, -0.000642 62.92465%, 0.015024 64.32848%, 0.030712 65.62432%, 0.049079 67.02815%, 0.067337 68.32399%, 0.086884 69.61984%, 0.106101 70.816%, 0.13013 72.21983%, 0.153762 73.51567%, 0.178824 74.81152%, 0.203257 76.00768%, 0.231167 77.30352%, 0.25829 78.49969%, 0.286746 79.69585%, 0.314221 80.8%, 0.350863 82.20383%, 0.38642 83.49967%, 0.423679 84.79552%, 0.459612 85.99168%, 0.500242 87.28752%, 0.539347 88.48369%, 0.580018 89.67985%, 0.618973 90.784%, 0.666452 92.07984%, 0.711995 93.27601%, 0.759214 94.47217%, 0.804314 95.57632%, 0.854835 96.77248%, 0.903029 97.87663%, 0.952743 98.98078%, 1 100%)" },
              { offset: 0.4, value: "60px", easing: "linear(0 0%, 0.047257 1.01922%, 0.096971 2.12337%, 0.145165 3.22752%, 0.195686 4.42368%, 0.240786 5.52783%, 0.288005 6.72399%, 0.333548 7.92016%, 0.381027 9.216%, 0.419982 10.32015%, 0.460653 11.51631%, 0.499758 12.71248%, 0.540388 14.00832%, 0.576321 15.20448%, 0.61358 16.50033%, 0.649137 17.79617%, 0.685779 19.2%, 0.713254 20.30415%, 0.74171 21.50031%, 0.768833 22.69648%, 0.796743 23.99232%, 0.821176 25.18848%, 0.846238 26.48433%, 0.86987 27.78017%, 0.893899 29.184%, 0.913116 30.38016%, 0.932663 31.67601%, 0.950921 32.97185%, 0.969288 34.37568%, 0.984976 35.67152%, 1.000642 37.07535%, 1.014967 38.47918%, 1.029028 40%, 1.046225 42.12337%, 1.061818 44.42368%, 1.074446 46.72399%, 1.085007 49.216%, 1.092088 51.51631%, 1.097106 54.00832%, 1.099607 56.50033%, 1.099768 59.2%, 1.098062 61.48616%, 1.094545 63.96283%, 1.089532 66.4395%, 1.082699 69.12256%, 1.066697 74.25054%, 1.028685 85.14749%, 1.013779 90.208%, 1.0077 92.85576%, 1.003479 95.29984%, 1.000835 97.74392%, 1 100%)" },
              { offset: 0.466666666667, value: "70px", easing: "linear(0 0%, -0.000618 1.10798%, -0.002588 2.3083%, -0.005768 3.50862%, -0.010403 4.80896%, -0.017079 6.31582%, -0.025566 7.94825%, -0.068859 15.10583%, -0.083764 17.88933%, -0.090925 19.55377%, -0.095948 21.09017%, -0.099126 22.62658%, -0.100151 24.0448%, -0.098808 25.63581%, -0.094939 27.10443%, -0.088265 28.57305%, -0.079378 29.9287%, -0.066541 31.39733%, -0.051499 32.75298%, -0.033171 34.10863%, -0.013151 35.36%, 0.009961 36.60833%, 0.034224 37.76063%, 0.061435 38.91294%, 0.089283 39.9766%, 0.122533 41.12891%, 0.156182 42.19257%, 0.192774 43.25624%, 0.229255 44.23808%, 0.264288 45.11959%, 0.298593 45.9333%, 0.334836 46.747%, 0.370049 47.49811%, 0.406317 48.23587%, 0.441304 48.91688%, 0.4743 49.53432%, 0.53471 50.63201%, 0.577168 51.43913%, 0.621619 52.32933%, 0.667025 53.29372%, 0.710395 54.27557%, 0.75422 55.33923%, 0.794859 56.4029%, 0.835411 57.5552%, 0.872565 58.71031%, 0.909019 59.96168%, 0.941688 61.21305%, 0.957237 61.86377%, 0.973006 62.5687%, 0.998335 63.82007%, 1.022098 65.17573%, 1.042247 66.53138%, 1.060245 68%, 1.071573 69.13246%, 1.081496 70.3593%, 1.089132 71.58613%, 1.095008 72.9152%, 1.098392 74.14203%, 1.100036 75.4711%, 1.099776 76.80017%, 1.097579 78.24%, 1.090862 80.46265%, 1.080005 82.87053%, 1.066642 85.27099%, 1.028988 91.44362%, 1.019591 93.17729%, 1.012106 94.7776%, 1.006739 96.18974%, 1.003035 97.49325%, 1.000726 98.79676%, 1 100%)" },
              { offset: 0.533333333333, value: "80px", easing: "cubic-bezier(0.2, 0, 0, 1)" },
              { offset: 0.6, value: "90px", easing: "linear(0 0%, 0.001029 1.16626%, 0.003804 2.24281%, 0.008789 3.40906%, 0.016511 4.67251%, 0.025782 5.83877%, 0.038146 7.10222%, 0.054266 8.47095%, 0.071661 9.7344%, 0.088388 10.81095%, 0.108487 11.97721%, 0.132582 13.24065%, 0.156967 14.40691%, 0.181301 15.48346%, 0.209642 16.64972%, 0.235414 17.64345%, 0.265019 18.72%, 0.293902 19.71374%, 0.32189 20.63103%, 0.353646 21.62477%, 0.389733 22.70131%, 0.424601 23.69505%, 0.464059 24.77159%, 0.508784 25.93785%, 0.551894 27.0144%, 0.593245 28.00814%, 0.639726 29.08468%, 0.692059 30.25094%, 0.742192 31.32749%, 0.794079 32.40403%, 0.852267 33.57029%, 0.912512 34.73655%, 0.9801 36%, 0.999428 36.35324%, 0.999968 36.3648%, 0.998962 36.40141%, 0.970583 37.46683%, 0.941775 38.62103%, 0.914983 39.77524%, 0.888232 41.02563%, 0.863845 42.27602%, 0.843433 43.43022%, 0.823595 44.68061%, 0.804771 46.0352%, 0.793286 46.97986%, 0.782368 48.00325%, 0.773033 49.02663%, 0.764709 50.1353%, 0.759467 51.00729%, 0.755087 51.95195%, 0.751864 52.97534%, 0.750296 53.92%, 0.750094 54.89845%, 0.75151 55.95843%, 0.754625 57.01842%, 0.759917 58.16673%, 0.767204 59.31505%, 0.7757 60.37503%, 0.787839 61.61904%, 0.801122 62.76736%, 0.815154 63.82734%, 0.832272 64.97566%, 0.851385 66.12398%, 0.874341 67.36799%, 0.899637 68.612%, 0.925066 69.76031%, 0.957453 71.10799%, 0.989787 72.352%, 0.999753 72.71828%, 0.999686 72.75013%, 0.984976 73.89491%, 0.973157 74.95164%, 0.962259 76.09642%, 0.952689 77.3366%, 0.94592 78.48139%, 0.940824 79.72157%, 0.938055 80.96175%, 0.937679 82.30528%, 0.939212 83.32287%, 0.94264 84.42525%, 0.947436 85.44283%, 0.953252 86.38214%, 0.962575 87.57639%, 0.973095 88.67878%, 0.984437 89.69636%, 0.998492 90.79875%, 0.999956 90.90592%, 0.992173 92.24348%, 0.987329 93.47815%, 0.984963 94.57288%, 0.984388 95.5834%, 0.985369 96.60098%, 0.9882 97.70337%, 0.992868 98.80575%, 1 100%)" },
              { offset: 0.666666666667, value: "0px", easing: "linear(0.000085 0%, 0.001062 5.77556%, 0.000737 9.02431%, -0.00073 11.69911%, -0.004771 16.45432%, -0.005007 18.80064%, -0.003403 20.34041%, -0.000315 21.76174%, 0.005627 23.51607%, 0.021272 27.24401%, 0.024168 28.35264%, 0.024817 29.376%, 0.022902 30.3645%, 0.018407 31.27695%, 0.010934 32.18941%, 0.00124 33.03168%, -0.009653 33.7834%, -0.023631 34.59777%, -0.041765 35.52562%, -0.083004 37.49728%, -0.094182 38.08363%, -0.103241 38.62487%, -0.111145 39.21303%, -0.116105 39.75594%, -0.11829 40.29885%, -0.117394 40.8%, -0.115362 41.09874%, -0.112407 41.37449%, -0.108354 41.65025%, -0.103589 41.90479%, -0.097271 42.18054%, -0.090332 42.43509%, -0.082296 42.68963%, -0.073881 42.9246%, -0.063663 43.17914%, -0.0532 43.4141%, -0.030266 43.86595%, -0.016876 44.10092%, -0.001247 44.35546%, 0.015532 44.61%, 0.034979 44.88576%, 0.058767 45.20096%, 0.086318 45.54242%, 0.115579 45.88388%, 0.149002 46.2538%, 0.181013 46.59316%, 0.216852 46.9608%, 0.367416 48.46318%, 0.402269 48.82598%, 0.432928 49.16088%, 0.456061 49.42869%, 0.476076 49.6759%, 0.514523 50.20123%, 0.533816 50.44844%, 0.563263 50.79608%, 0.597606 51.17269%, 0.652235 51.736%, 0.797436 53.18451%, 0.84455 53.67682%, 0.885752 54.13125%, 0.914894 54.47216%, 0.940279 54.78684%, 0.964093 55.10152%, 0.984605 55.392%, 1.003436 55.67908%, 1.019517 55.94408%, 1.034331 56.20907%, 1.046873 56.45368%, 1.059235 56.71868%, 1.0712 57.00576%, 1.081702 57.29284%, 1.091464 57.60384%, 1.098493 57.86884%, 1.104817 58.15592%, 1.10985 58.44299%, 1.113917 58.754%, 1.11646 59.04108%, 1.117987 59.35208%, 1.118325 59.66308%, 1.117462 60%, 1.114767 60.42113%, 1.110086 60.87736%, 1.103873 61.33359%, 1.09576 61.82784%, 1.078554 62.72275%, 1.030785 65.02395%, 1.016437 65.80606%, 1.004893 66.528%, 0.994682 67.29477%, 0.987234 68.00256%, 0.981295 68.76933%, 0.977221 69.6%, 0.975653 70.20516%, 0.975121 70.86075%, 0.977116 72.22656%, 0.98068 73.29119%, 0.993172 76.18699%, 0.998245 77.54972%, 1.002143 78.98698%, 1.00453 80.544%, 1.004974 83.15889%, 1.000376 88.78961%, 0.999128 91.43936%, 0.999915 100%, 1 100%)" },
              { offset: 0.733333333333, value: "10px", easing: "linear(0 0%, 0.001207 2.21184%, 0.00523 4.608%, 0.012056 7.00416%, 0.022568 9.6%, 0.03509 11.99616%, 0.051624 14.592%, 0.071138 17.18784%, 0.095492 20%, 0.111604 21.68454%, 0.130284 23.50945%, 0.15018 25.33437%, 0.173028 27.31136%, 0.195241 29.13628%, 0.220432 31.11327%, 0.246701 33.09026%, 0.276258 35.232%, 0.32785 38.81164%, 0.386175 42.68959%, 0.589517 55.72971%, 0.638299 58.92071%, 0.682107 61.86624%, 0.730562 65.25537%, 0.772984 68.3838%, 0.812771 71.51222%, 0.846827 74.4%, 0.867393 76.27177%, 0.885252 77.99956%, 0.901976 79.72736%, 0.916364 81.32224%, 0.930771 83.05003%, 0.942943 84.64492%, 0.954004 86.2398%, 0.963204 87.712%, 0.972735 89.43979%, 0.980299 91.03468%, 0.986656 92.62956%, 0.991441 94.10176%, 0.995438 95.69664%, 0.998024 97.16884%, 1 100%)" },
              { offset: 0.8, value: "20px", easing: "linear(0 0%, 0.044319 0.654%, 0.090118 1.36249%, 0.133723 2.07099%, 0.178605 2.83853%, 0.217969 3.54702%, 0.258487 4.31456%, 0.296906 5.0821%, 0.336283 5.9136%, 0.36809 6.6221%, 0.40083 7.38963%, 0.431874 8.15717%, 0.463692 8.98867%, 0.491479 9.75621%, 0.519959 10.58771%, 0.546844 11.41921%, 0.574273 12.32%, 0.596203 13.083%, 0.618688 13.90958%, 0.639921 14.73616%, 0.661591 15.63162%, 0.680435 16.4582%, 0.699667 17.35366%, 0.717742 18.24912%, 0.736097 19.2192%, 0.753276 20.19029%, 0.770627 21.2423%, 0.786757 22.29431%, 0.802954 23.43398%, 0.816812 24.48599%, 0.830726 25.62567%, 0.843583 26.76535%, 0.856413 28%, 0.877875 30.3357%, 0.897521 32.86605%, 0.914007 35.39639%, 0.928888 38.1376%, 0.94213 41.11031%, 0.953707 44.33075%, 0.962969 47.55119%, 0.970923 51.04%, 0.977536 54.76253%, 0.983014 58.79526%, 0.987769 63.53303%, 0.99143 68.6656%, 0.994353 74.6818%, 0.996405 81.19936%, 0.999023 100%, 1 100%)" },
              { offset: 0.866666666667, value: "30px", easing: "linear(0 0%, 0.001608 5.66931%, 0.005961 10.90253%, 0.013104 16.13574%, 0.022227 20.9664%, 0.034931 26.19961%, 0.049362 31.03027%, 0.066512 35.86093%, 0.084888 40.32%, 0.105839 44.77446%, 0.127639 48.88627%, 0.15199 52.99808%, 0.176927 56.7936%, 0.206871 60.90541%, 0.237518 64.70093%, 0.271424 68.49645%, 0.306026 72%, 0.341091 75.2223%, 0.376681 78.19674%, 0.396594 79.74344%, 0.415942 81.17117%, 0.436314 82.5989%, 0.456128 83.9168%, 0.478655 85.33461%, 0.500708 86.64336%, 0.52414 87.95211%, 0.54718 89.16019%, 0.569817 90.27419%, 0.592096 91.30249%, 0.61594 92.3308%, 0.639606 93.28%, 0.661832 94.10859%, 0.683926 94.87345%, 0.707884 95.6383%, 0.732087 96.34432%, 0.754482 96.93921%, 0.777284 97.48833%, 0.798835 97.95574%, 0.821126 98.3872%, 0.843616 98.76963%, 0.855686 98.95319%, 0.867825 99.12264%, 0.879013 99.26541%, 0.890366 99.3972%, 0.901064 99.50938%, 0.9121 99.61293%, 0.923208 99.70471%, 0.935139 99.78943%, 0.946229 99.85533%, 0.956906 99.9071%, 0.968212 99.94946%, 0.97365 99.96528%, 0.978885 99.9777%, 0.984426 99.98787%, 0.989655 99.99465%, 0.994932 99.99872%, 0.997517 99.99969%, 0.998784 99.99993%, 0.999999 100%, 1 100%)" },
              { offset: 0.933333333333, value: "40px", easing: "linear(0 0%, 0.000165 10.06182%, 0.001135 14.7968%, 0.003655 18.69619%, 0.007806 21.76%, 0.014835 24.74189%, 0.019652 26.17319%, 0.025139 27.4944%, 0.031224 28.71271%, 0.037837 29.83731%, 0.045526 30.96191%, 0.053687 32%, 0.067191 33.46862%, 0.081946 34.82427%, 0.099188 36.17993%, 0.117569 37.4313%, 0.140458 38.78695%, 0.164626 40.03832%, 0.192012 41.28969%, 0.220416 42.4448%, 0.252004 43.5971%, 0.284283 44.66077%, 0.319788 45.72443%, 0.355628 46.70628%, 0.393891 47.67067%, 0.432068 48.56087%, 0.469189 49.36799%, 0.522854 50.46568%, 0.55186 51.08312%, 0.582198 51.76413%, 0.613186 52.50189%, 0.642819 53.253%, 0.672842 54.0667%, 0.700811 54.88041%, 0.728918 55.76192%, 0.757694 56.74376%, 0.786056 57.80743%, 0.811698 58.87109%, 0.836639 60.0234%, 0.857245 61.08706%, 0.877167 62.23937%, 0.894799 63.39167%, 0.911553 64.64%, 0.924998 65.78709%, 0.937665 67.02977%, 0.94856 68.27245%, 0.958585 69.61869%, 0.967625 71.07862%, 0.97556 72.66021%, 0.981858 74.24181%, 0.98714 75.9552%, 0.990937 77.58024%, 0.993979 79.34071%, 0.99813 83.64954%, 0.999728 88.88168%, 1 100%)" },
              { offset: 1, value: "50px" },
            ] },
        ],
        tracks: [
          { property: "--motion-move-x", unit: "px", initial: 0, continues: true, settles: false, loop: null, changes: [[0, 500, 0, 10, ["linear"], "linear"], [500, 1000, 10, 20, ["cubic", 0.25, 0.1, 0.25, 1], "cubic-bezier(0.25, 0.1, 0.25, 1)"], [1000, 1500, 20, 30, ["cubic", 0.42, 0, 1, 1], "cubic-bezier(0.42, 0, 1, 1)"], [1500, 2000, 30, 40, ["cubic", 0, 0, 0.58, 1], "cubic-bezier(0, 0, 0.58, 1)"], [2000, 2500, 40, 50, ["cubic", 0.42, 0, 0.58, 1], "cubic-bezier(0.42, 0, 0.58, 1)"], [2500, 3000, 50, 60, ["family", "back", "in"], null], [3000, 3500, 60, 70, ["family", "back", "out"], null], [3500, 4000, 70, 80, ["family", "back", "inOut"], null], [4000, 4500, 80, 90, ["cubic", 0.2, 0, 0, 1], "cubic-bezier(0.2, 0, 0, 1)"], [4500, 5000, 90, 0, ["family", "bounce", "out"], null], [5000, 5500, 0, 10, ["family", "elastic", "inOut"], null], [5500, 6000, 10, 20, ["family", "sine", "inOut"], null], [6000, 6500, 20, 30, ["family", "expo", "out"], null], [6500, 7000, 30, 40, ["family", "circ", "in"], null], [7000, 7500, 40, 50, ["family", "quint", "inOut"], null]] },
        ],
      },
    ],
  },
  reduced: {
    duration: 7500,
    endless: false,
    markers: [],
    elements: [
      {
        name: "view",
        selector: "[data-motion=\"view\"]",
        values: { "--motion-move-x": "0px" },
        style: { "translate": "var(--motion-move-x, 0px) var(--motion-move-y, 0px)" },
        runs: [
          { property: "--motion-move-x", delay: 500, duration: 7000, endDelay: 0, iterations: 1,
            keyframes: [
              { offset: 0, value: "10px", easing: "steps(1, jump-end)" },
              { offset: 0.071428571429, value: "20px", easing: "steps(1, jump-end)" },
              { offset: 0.142857142857, value: "30px", easing: "steps(1, jump-end)" },
              { offset: 0.214285714286, value: "40px", easing: "steps(1, jump-end)" },
              { offset: 0.285714285714, value: "50px", easing: "steps(1, jump-end)" },
              { offset: 0.357142857143, value: "60px", easing: "steps(1, jump-end)" },
              { offset: 0.428571428571, value: "70px", easing: "steps(1, jump-end)" },
              { offset: 0.5, value: "80px", easing: "steps(1, jump-end)" },
              { offset: 0.571428571429, value: "90px", easing: "steps(1, jump-end)" },
              { offset: 0.642857142857, value: "0px", easing: "steps(1, jump-end)" },
              { offset: 0.714285714286, value: "10px", easing: "steps(1, jump-end)" },
              { offset: 0.785714285714, value: "20px", easing: "steps(1, jump-end)" },
              { offset: 0.857142857143, value: "30px", easing: "steps(1, jump-end)" },
              { offset: 0.928571428571, value: "40px", easing: "steps(1, jump-end)" },
              { offset: 1, value: "50px" },
            ] },
        ],
        tracks: [
          { property: "--motion-move-x", unit: "px", initial: 0, continues: true, settles: false, loop: null, changes: [[500, 500, 0, 10, ["linear"], "linear"], [1000, 1000, 10, 20, ["linear"], "linear"], [1500, 1500, 20, 30, ["linear"], "linear"], [2000, 2000, 30, 40, ["linear"], "linear"], [2500, 2500, 40, 50, ["linear"], "linear"], [3000, 3000, 50, 60, ["linear"], "linear"], [3500, 3500, 60, 70, ["linear"], "linear"], [4000, 4000, 70, 80, ["linear"], "linear"], [4500, 4500, 80, 90, ["linear"], "linear"], [5000, 5000, 90, 0, ["linear"], "linear"], [5500, 5500, 0, 10, ["linear"], "linear"], [6000, 6000, 10, 20, ["linear"], "linear"], [6500, 6500, 20, 30, ["linear"], "linear"], [7000, 7000, 30, 40, ["linear"], "linear"], [7500, 7500, 40, 50, ["linear"], "linear"]] },
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

// What each element's properties are playing, shared by the motionc modules of a page:
// element → custom property → { clock, track, handoff, animations }.
const playing = (globalThis[Symbol.for("motionc.playing")] ??= new WeakMap());

function bounceOut(p) {
  const n = 7.5625;
  const d = 2.75;
  if (p < 1 / d) return n * p * p;
  if (p < 2 / d) return n * (p - 1.5 / d) ** 2 + 0.75;
  if (p < 2.5 / d) return n * (p - 2.25 / d) ** 2 + 0.9375;
  return n * (p - 2.625 / d) ** 2 + 0.984375;
}

function family(name, mode, p) {
  if (p === 0) return 0;
  if (p === 1) return 1;
  const inOut = (f) => (p < 0.5 ? f(2 * p) / 2 : 1 - f(2 - 2 * p) / 2);
  const modes = (f) => (mode === "in" ? f(p) : mode === "out" ? 1 - f(1 - p) : inOut(f));
  const s = 1.70158;
  const s2 = s * 1.525;
  const c4 = (2 * Math.PI) / 3;
  const c5 = (2 * Math.PI) / 4.5;
  switch (name) {
    case "quad": return modes((x) => x ** 2);
    case "cubic": return modes((x) => x ** 3);
    case "quart": return modes((x) => x ** 4);
    case "quint": return modes((x) => x ** 5);
    case "sine":
      if (mode === "inOut") return (1 - Math.cos(Math.PI * p)) / 2;
      return modes((x) => 1 - Math.cos((Math.PI * x) / 2));
    case "expo":
      if (mode === "inOut") return p < 0.5 ? 2 ** (20 * p - 10) / 2 : (2 - 2 ** (10 - 20 * p)) / 2;
      return modes((x) => 2 ** (10 * x - 10));
    case "circ": {
      const q = Math.min(Math.max(p, 0), 1);
      const f = (x) => 1 - Math.sqrt(1 - x * x);
      return mode === "in" ? f(q) : mode === "out" ? 1 - f(1 - q)
        : q < 0.5 ? f(2 * q) / 2 : 1 - f(2 - 2 * q) / 2;
    }
    case "back":
      if (mode === "inOut") {
        const q = p < 0.5 ? 2 * p : 2 * p - 2;
        return p < 0.5 ? (q * q * ((s2 + 1) * q - s2)) / 2 : (q * q * ((s2 + 1) * q + s2) + 2) / 2;
      }
      return modes((x) => (s + 1) * x ** 3 - s * x * x);
    case "elastic":
      if (mode === "in") return -(2 ** (10 * p - 10)) * Math.sin((10 * p - 10.75) * c4);
      if (mode === "out") return 2 ** (-10 * p) * Math.sin((10 * p - 0.75) * c4) + 1;
      if (p < 0.5) return -(2 ** (20 * p - 10) * Math.sin((20 * p - 11.125) * c5)) / 2;
      return (2 ** (-20 * p + 10) * Math.sin((20 * p - 11.125) * c5)) / 2 + 1;
    case "bounce":
      if (mode === "in") return 1 - bounceOut(1 - p);
      if (mode === "out") return bounceOut(p);
      return p < 0.5 ? (1 - bounceOut(1 - 2 * p)) / 2 : (1 + bounceOut(2 * p - 1)) / 2;
  }
  return p;
}

// [y, dy/dx] of a cubic Bézier at x = p: Newton's method, bisection where it fails.
function cubicBezier([, x1, y1, x2, y2], p) {
  const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
  const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
  const x = (t) => ((ax * t + bx) * t + cx) * t;
  const dx = (t) => (3 * ax * t + 2 * bx) * t + cx;
  let t = p;
  for (let step = 0; step < 8; step++) {
    const error = x(t) - p;
    if (Math.abs(error) < 1e-15 || Math.abs(dx(t)) < 1e-12) break;
    t -= error / dx(t);
  }
  if (!(t >= 0 && t <= 1) || Math.abs(x(t) - p) > 1e-12) {
    let low = 0, high = 1;
    for (let step = 0; step < 100 && high - low > 1e-16; step++) {
      t = (low + high) / 2;
      if (x(t) < p) low = t; else high = t;
    }
  }
  const slope = dx(t);
  const dy = (3 * ay * t + 2 * by) * t + cy;
  return [((ay * t + by) * t + cy) * t, slope === 0 ? 0 : dy / slope];
}

function steps(count, position, p) {
  let current = Math.floor(p * count);
  if (position === "jump-start" || position === "jump-both") current += 1;
  if (p >= 0 && current < 0) current = 0;
  const jumps = position === "jump-none" ? count - 1 : position === "jump-both" ? count + 1 : count;
  if (p <= 1 && current > jumps) current = jumps;
  return current / jumps;
}

// [value, slope] of linear() through [input, output, …]: right-continuous at its stops.
function points(list, p) {
  const count = list.length / 2;
  let index = 0;
  while (index + 2 < count && list[2 * index + 2] <= p) index += 1;
  const [a, fa, b, fb] = list.slice(2 * index, 2 * index + 4);
  if (a === b || p === b) return [fb, 0];
  return [fa + ((p - a) / (b - a)) * (fb - fa), (fb - fa) / (b - a)];
}

// A spring m·u″ = −k·u − c·u′ from u₀ moving at v₀, by the closed forms (seconds).
function springMotion(mass, stiffness, damping, u0, v0) {
  const w0 = Math.sqrt(stiffness / mass);
  const beta = damping / (2 * mass);
  const ratio = damping / (2 * Math.sqrt(stiffness * mass));
  const m = { u0, v0, w0, decay: beta };
  if (ratio < 1) {
    m.regime = "under";
    m.frequency = w0 * Math.sqrt((1 - ratio) * (1 + ratio));
    m.coefficient = (v0 + beta * u0) / m.frequency;
  } else if (ratio === 1) {
    m.regime = "critical";
    m.decay = w0;
    m.frequency = 0;
    m.coefficient = v0 + w0 * u0;
  } else {
    m.regime = "over";
    const s = w0 * Math.sqrt((ratio - 1) * (ratio + 1));
    m.frequency = s;
    m.coefficient = (v0 + beta * u0) / s;
    m.fastRate = -beta - s;
    m.slowRate = (w0 * w0) / m.fastRate;
    m.slowAmplitude = (v0 - m.fastRate * u0) / (2 * s);
    m.fastAmplitude = u0 - m.slowAmplitude;
  }
  return m;
}

function springAt(m, t) {
  const e = Math.exp(-m.decay * t);
  if (m.regime === "under") {
    return e * (m.u0 * Math.cos(m.frequency * t) + m.coefficient * Math.sin(m.frequency * t));
  }
  if (m.regime === "critical") return e * (m.u0 + m.coefficient * t);
  const st = m.frequency * t;
  if (st < 1) return e * (m.u0 * Math.cosh(st) + m.coefficient * Math.sinh(st));
  return m.slowAmplitude * Math.exp(m.slowRate * t) + m.fastAmplitude * Math.exp(m.fastRate * t);
}

function springSpeed(m, t) {
  const e = Math.exp(-m.decay * t);
  const { u0, decay: b, frequency: w, coefficient: c } = m;
  if (m.regime === "under") {
    return e * ((c * w - b * u0) * Math.cos(w * t) - (b * c + w * u0) * Math.sin(w * t));
  }
  if (m.regime === "critical") return e * (c - b * (u0 + c * t));
  const st = w * t;
  if (st < 1) return e * ((c * w - b * u0) * Math.cosh(st) + (w * u0 - b * c) * Math.sinh(st));
  return m.slowAmplitude * m.slowRate * Math.exp(m.slowRate * t)
    + m.fastAmplitude * m.fastRate * Math.exp(m.fastRate * t);
}

// A decreasing bound on |u| and a time after which it is below the tolerance.
function springBound(m) {
  if (m.regime === "under") {
    const amplitude = Math.sqrt(m.u0 * m.u0 + m.coefficient * m.coefficient);
    return { rate: m.decay, bound: (t) => amplitude * Math.exp(-m.decay * t) };
  }
  const rate = m.regime === "critical" ? m.decay : -m.slowRate;
  const slope = m.regime === "critical" ? Math.abs(m.coefficient) : Math.abs(m.coefficient * m.frequency);
  return { rate, bound: (t) => Math.exp(-rate * t) * (Math.abs(m.u0) + slope * t) };
}

function envelopeEnd(m, tolerance) {
  const { rate, bound } = springBound(m);
  if (!(rate > 0)) return null;
  if (m.regime === "under") {
    const amplitude = bound(0);
    return Math.max(Math.log(amplitude / tolerance) / rate, 0) * (1 + 1e-9) + 1e-12;
  }
  let t = 1 / rate;
  while (bound(t) >= tolerance) {
    t *= 2;
    if (!Number.isFinite(t)) return null;
  }
  return t;
}

// The compiler's settling time (Spring.settlingTime(tolerance:)): the earliest time after
// which |u| < tolerance for good, found by the same search.
function settlingTime(m, tolerance) {
  if (!(tolerance > 0)) return null;
  let end = envelopeEnd(m, tolerance);
  if (end === null) return null;
  const horizon = 1e6;
  if (!(end <= horizon)) {
    const { rate, bound } = springBound(m);
    const settled = rate > 0 && (m.regime === "under" || horizon >= 1 / rate) && bound(horizon) < tolerance;
    if (!settled) return null;
    end = horizon;
  }
  const step = m.regime === "under" ? Math.min(Math.PI / m.frequency / 4, end / 1024) : end / 1024;
  const exceeds = (t) => Math.abs(springAt(m, t)) >= tolerance;
  const halve = (low, high, inLow) => {
    for (;;) {
      const middle = (low + high) / 2;
      if (!(middle > low && middle < high)) return [low, high, middle];
      if (inLow(middle)) low = middle; else high = middle;
    }
  };
  let high = end;
  for (let count = 0; high > 0; count++) {
    const low = Math.max(high - step, 0);
    if (!(low < high) || count >= 100000) return end;
    const slopeLow = springSpeed(m, low);
    const turning = slopeLow * springSpeed(m, high) < 0
      ? halve(low, high, (t) => springSpeed(m, t) > 0 === slopeLow > 0)[2] : null;
    if (turning !== null && exceeds(turning)) return halve(turning, high, exceeds)[1];
    if (exceeds(low)) return halve(low, turning ?? high, exceeds)[1];
    high = low;
  }
  return 0;
}

// HandoffSpring.settlingTime: the motion is −u₀ times a 0 → 1 move of the same spring.
function handoffSettling(mass, stiffness, damping, u0, v0, tolerance) {
  if (u0 === 0 && v0 === 0) return 0;
  const velocity = u0 !== 0 ? v0 / -u0 : v0 > 0 ? 1e12 : -1e12;
  const scale = u0 !== 0 ? Math.abs(u0) : Math.abs(v0) / 1e12;
  return settlingTime(springMotion(mass, stiffness, damping, -1, velocity), tolerance / scale);
}

function eased(curve, p) {
  switch (curve[0]) {
    case "linear": return p;
    case "cubic": return cubicBezier(curve, p)[0];
    case "steps": return steps(curve[1], curve[2], p);
    case "points": return points(curve.slice(1), p)[0];
    case "family": return family(curve[1], curve[2], p);
    case "spring":
      if (p >= 1) return 1;
      if (p <= 0) return 0;
      return 1 + springAt(springMotion(curve[1], curve[2], curve[3], -1, curve[4]), p * curve[5]);
    case "reversed": return 1 - eased(curve[1], 1 - p);
  }
  return p;
}

// The slope of eased progress at p: exact but for the families (a difference quotient of
// the exact curve, to ~1e-9).
function slope(curve, p) {
  switch (curve[0]) {
    case "linear": return 1;
    case "cubic": return cubicBezier(curve, p)[1];
    case "steps": return 0;
    case "points": return points(curve.slice(1), p)[1];
    case "spring":
      if (p >= 1 || p < 0) return 0;
      return springSpeed(springMotion(curve[1], curve[2], curve[3], -1, curve[4]), p * curve[5]) * curve[5];
    case "reversed": return slope(curve[1], 1 - p);
  }
  const h = p + 2e-5 <= 1 ? 1e-5 : -1e-5;
  return (-3 * eased(curve, p) + 4 * eased(curve, p + h) - eased(curve, p + 2 * h)) / (2 * h);
}

// [value, velocity per second] of a change at t (ms, inside it), from `from`.
function changeAt(change, t, from = change[2]) {
  const [start, end, , to, curve] = change;
  const p = (t - start) / (end - start);
  if (typeof from !== "number") return [from, 0];
  return [from + (to - from) * eased(curve, p), ((to - from) * slope(curve, p) * 1000) / (end - start)];
}

function trackAt(track, t) {
  if (track.loop && t >= track.loop[1]) {
    const [start, end] = track.loop;
    t = start + ((t - start) % (end - start));
  }
  let value = track.initial;
  for (const change of track.changes ?? []) {
    if (change[0] > t) break;
    if (t < change[1]) return changeAt(change, t);
    value = change[3];
  }
  return [value, 0];
}

// [value, velocity] of a recorded play's property at t ms into the play.
function motionAt({ track, handoff }, t) {
  if (!handoff) return trackAt(track, t);
  const first = track.changes[0];
  if (!first || t < first[0]) return [handoff.cut, 0];
  if (handoff.spring) {
    const elapsed = t - first[0];
    if (elapsed === 0) return [handoff.cut, handoff.spring.v0];
    if (elapsed < handoff.length) {
      return [handoff.target + springAt(handoff.spring, elapsed / 1000), springSpeed(handoff.spring, elapsed / 1000)];
    }
    return trackAt(track, t - handoff.shift);
  }
  if (t < first[1]) return changeAt(first, t, handoff.cut);
  return trackAt(track, t);
}

// A play's time in ms: the currentTime of its animations, so a paused or sought play is
// read where it is.
function playClock(animations, started) {
  return () => {
    for (const animation of animations) {
      if (animation.playState !== "idle" && animation.currentTime !== null) return animation.currentTime;
    }
    return (document.timeline?.currentTime ?? started) - started;
  };
}

// Takes node's properties that `tracks` animate from the plays holding them: their value
// and velocity now (read first), then those plays' animations of them cancelled.
function takeOver(node, tracks) {
  const records = playing.get(node);
  const cuts = new Map();
  if (!records) return cuts;
  for (const track of tracks) {
    const record = records.get(track.property);
    if (!record) continue;
    let [value, velocity] = motionAt(record, record.clock());
    if (track.unit === null || typeof value !== "number") {
      value = getComputedStyle(node).getPropertyValue(track.property).trim();
      velocity = 0;
    }
    cuts.set(track.property, { value, velocity });
  }
  for (const track of tracks) {
    const record = records.get(track.property);
    if (!record) continue;
    for (const animation of record.animations) animation.cancel();
    records.delete(track.property);
  }
  return cuts;
}

// How `track` takes over from `cut`, or null when its own values play (a `from` of its
// own, a start where and as it would start anyway, a color mixed outside sRGB).
function handOff(track, cut) {
  if (!track.changes || !track.continues) return null;
  const first = track.changes[0];
  if (!first) return cut.value === track.initial ? null : { cut: cut.value, shift: 0 };
  // A first change after a wait starts from rest: the property held still until then.
  const velocity = first[0] > 0 ? 0 : cut.velocity;
  if (cut.value === first[2]) {
    if (first[4][0] !== "spring" || velocity === first[4][4] * (first[3] - first[2])) return null;
  }
  const handoff = { cut: cut.value, shift: 0 };
  if (first[4][0] === "spring" && typeof cut.value === "number") {
    const [, mass, stiffness, damping] = first[4];
    const target = first[3];
    const u0 = cut.value - target;
    const written = first[1] - first[0];
    handoff.spring = springMotion(mass, stiffness, damping, u0, velocity);
    handoff.target = target;
    handoff.length = written;
    if (track.settles) {
      const reach = Math.abs(velocity) / Math.sqrt(stiffness / mass);
      const seconds = handoffSettling(mass, stiffness, damping, u0, velocity,
        0.001 * Math.max(Math.abs(u0), reach));
      if (seconds !== null && Number.isFinite(seconds)) handoff.length = Math.round(seconds * 1e9) / 1e6;
    }
    handoff.shift = handoff.length - written;
  }
  return handoff;
}

// Points of curve (on 0…1) whose straight lines stay within tolerance of it: LinearFit.
function fit(curve, tolerance) {
  const result = [[0, curve(0)]];
  const pending = [[result[0], [1, curve(1)]]];
  while (pending.length > 0) {
    const [a, b] = pending.pop();
    const width = b[0] - a[0];
    let worst = 0;
    let worstPoint = a;
    for (let index = 1; index <= 24; index++) {
      const fraction = index / 25;
      const p = a[0] + width * fraction;
      const exact = curve(p);
      const deviation = Math.abs(a[1] + (b[1] - a[1]) * fraction - exact);
      if (deviation > worst || Number.isNaN(deviation)) {
        worst = Number.isNaN(deviation) ? Infinity : deviation;
        worstPoint = [p, exact];
      }
    }
    if (worst <= tolerance || width <= 1e-9 || result.length + pending.length >= 4096) {
      result.push(b);
      continue;
    }
    pending.push([worstPoint, b], [a, worstPoint]);
  }
  return result;
}

function linearEasing(list) {
  return "linear(" + list.map(([p, value]) => `${+value.toPrecision(12)} ${+(p * 100).toPrecision(12)}%`).join(", ") + ")";
}

// A curve CSS cannot spell as linear() within the module's fitted tolerance (0.05 %).
function baked(curve) {
  const list = fit((p) => eased(curve, Math.min(Math.max(p, 1e-12), 1 - 1e-12)), 0.0005)
    .map(([p, value]) => [Math.round(p * 1e7) / 1e7, Math.round(value * 1e6) / 1e6]);
  if (list[list.length - 1][1] !== 1) list.push([1, 1]);
  return linearEasing(list);
}

// The handed-off spring as keyframes from the cut value, [easing, end value]: within
// 0.05 % of the range it moves over (found from 1024 samples; the target is in it).
function bakedSpring(handoff) {
  const { spring, target, cut, length } = handoff;
  const at = (q) => target + springAt(spring, (Math.min(q, 1 - 1e-12) * length) / 1000);
  let low = Math.min(cut, target);
  let high = Math.max(cut, target);
  for (let index = 1; index < 1024; index++) {
    const x = at(index / 1024);
    low = Math.min(low, x);
    high = Math.max(high, x);
  }
  const range = high - low || 1;
  const size = target !== cut ? target - cut : range;
  const tolerance = (0.0005 * range) / Math.abs(size);
  const value = (q) => (at(q) - cut) / size;
  const list = fit(value, tolerance);
  list[0][1] = 0;
  const last = (target - cut) / size;
  if (list[list.length - 1][1] !== last) list.push([1, last]);
  return [linearEasing(list), cut + size];
}

// The animations of a property taken over: the first change from the cut, the later ones
// (and a loop's cycle) as written, `handoff.shift` later.
function handOffAnimations(node, track, handoff, cycle) {
  const made = [];
  const text = (value) => (typeof value === "number" ? value + track.unit : value);
  const add = (frames, delay, duration, options = {}) => {
    const keyframes = frames.map(([offset, value, easing]) => ({
      offset, easing: easing ?? "linear", [track.property]: text(value),
    }));
    made.push(node.animate(keyframes, { delay, duration, fill: "forwards", ...options }));
  };
  const first = () => {
    const [start, end, , to, curve, timing] = track.changes[0];
    if (handoff.spring && handoff.length > 0) {
      const [easing, toward] = bakedSpring(handoff);
      add([[0, handoff.cut, easing], [1, toward]], start, handoff.length, inLoop ? { fill: "none" } : {});
    } else if (handoff.spring) {
      add([[0, to], [1, to]], start, 0);
    } else {
      add([[0, handoff.cut, timing ?? baked(curve)], [1, to]], start, end - start,
        inLoop ? { fill: "none" } : {});
    }
  };
  const changes = track.changes;
  const loopStart = track.loop ? track.loop[0] : Infinity;
  const inLoop = changes.length > 0 && changes[0][0] >= loopStart;
  changes.forEach(([start, end, from, to, curve, timing], index) => {
    if (start >= loopStart) return;
    if (index === 0) return first();
    add([[0, from, timing ?? baked(curve)], [1, to]], start + handoff.shift, end - start);
  });
  if (cycle) {
    const keyframes = cycle.keyframes.map((frame) => ({
      offset: frame.offset, easing: frame.easing ?? "linear", [track.property]: frame.value,
    }));
    made.push(node.animate(keyframes, {
      delay: cycle.delay + handoff.shift, duration: cycle.duration, iterations: Infinity, fill: "none",
    }));
  }
  if (inLoop) first();
  return made;
}

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

export function animate(root = document, { reducedMotion, from } = {}) {
  return startPlay(root, false, { reducedMotion, from });
}

// The same on `element` itself (when it is one of the spec's elements) and the elements
// inside it: play(card, { from: "current" }).
export function play(element, { reducedMotion, from } = {}) {
  return startPlay(element, true, { reducedMotion, from });
}

function startPlay(root, itself, { reducedMotion, from }) {
  registerProperties();
  const reduced = reducedMotion ?? prefersReducedMotion();
  const timeline = reduced ? timelines.reduced : timelines.full;
  const current = from === "current";
  const animations = [];
  const started = document.timeline?.currentTime ?? 0;
  const clock = playClock(animations, started);
  const handedOff = [];
  let end = timeline.duration;
  for (const element of timeline.elements) {
    const nodes = [...root.querySelectorAll(element.selector)];
    if (itself && root.matches?.(element.selector)) nodes.unshift(root);
    for (const node of nodes) {
      const cuts = current ? takeOver(node, element.tracks) : new Map();
      const handoffs = new Map();
      for (const track of element.tracks) {
        const cut = cuts.get(track.property);
        const handoff = cut && handOff(track, cut);
        if (handoff) handoffs.set(track.property, handoff);
      }
      for (const [name, value] of Object.entries(element.values)) {
        const handoff = handoffs.get(name);
        const unit = element.tracks.find((track) => track.property === name)?.unit ?? "";
        const cut = typeof handoff?.cut === "number" ? handoff.cut + unit : handoff?.cut;
        node.style.setProperty(name, cut ?? value);
      }
      for (const [name, value] of Object.entries(element.style)) {
        node.style.setProperty(name, value);
      }
      const records = playing.get(node) ?? new Map();
      playing.set(node, records);
      for (const track of element.tracks) {
        const handoff = handoffs.get(track.property) ?? null;
        records.set(track.property, { clock, track, handoff, animations: [] });
        if (handoff) {
          end = Math.max(end, timeline.duration + handoff.shift);
          const cycle = element.runs.find((run) =>
            run.property === track.property && run.iterations === Infinity);
          const made = handOffAnimations(node, track, handoff, cycle);
          records.get(track.property).animations.push(...made);
          animations.push(...made);
          handedOff.push(...made);
        }
      }
      for (const run of element.runs) {
        if (handoffs.has(run.property)) continue;
        const keyframes = run.keyframes.map((frame) => ({
          offset: frame.offset,
          easing: frame.easing ?? "linear",
          [run.property]: frame.value,
        }));
        const animation = node.animate(keyframes, {
          delay: run.delay,
          duration: run.duration,
          endDelay: run.endDelay ?? 0,
          iterations: run.iterations,
          fill: run.iterations === Infinity ? "none" : "forwards",
        });
        records.get(run.property)?.animations.push(animation);
        animations.push(animation);
      }
    }
  }
  // Every animation that ends ends with the play (a handed-off spring may make it longer).
  for (const animation of end === timeline.duration ? handedOff : animations) {
    const timing = animation.effect.getTiming();
    if (timing.iterations === Infinity || timeline.endless) continue;
    const endDelay = end - timing.delay - timing.duration;
    if (endDelay !== timing.endDelay) animation.effect.updateTiming({ endDelay: Math.max(0, endDelay) });
  }
  return {
    animations,
    duration: end,
    endless: timeline.endless,
    markers: timeline.markers,
    reducedMotion: reduced,
  };
}
