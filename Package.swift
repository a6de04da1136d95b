// swift-tools-version: 6.0
// motionc: a compiler and runner for `.motion` animation specs.
//
// Products:
// - MotionRuntime: the track model, easing and sampling. No lexer or parser inside, so an
//   app can link it alone.
// - MotionCompiler: source files, lexer, parser, syntax tree, diagnostics, semantic pass,
//   lowering to the timeline, and the JSON / CSV writers.
// - MotionWeb: the web outputs of a timeline (CSS, a Web Animations module, the preview page,
//   SVG plots) and the preview's local server. It reads timelines only: no parser inside.
// - motionc: the command-line tool (a thin shell over MotionCLI).
import PackageDescription

let package = Package(
  name: "motionc",
  products: [
    .library(name: "MotionRuntime", targets: ["MotionRuntime"]),
    .library(name: "MotionCompiler", targets: ["MotionCompiler"]),
    .library(name: "MotionWeb", targets: ["MotionWeb"]),
    .executable(name: "motionc", targets: ["motionc"]),
  ],
  targets: [
    .target(name: "MotionRuntime"),
    .target(name: "MotionCompiler", dependencies: ["MotionRuntime"]),
    .target(name: "MotionWeb", dependencies: ["MotionRuntime"]),
    .target(name: "MotionCLI", dependencies: ["MotionCompiler", "MotionRuntime", "MotionWeb"]),
    .executableTarget(name: "motionc", dependencies: ["MotionCLI"]),
    .executableTarget(name: "motion-bench", dependencies: ["MotionCompiler", "MotionRuntime"]),
    .testTarget(name: "MotionRuntimeTests", dependencies: ["MotionRuntime"]),
    .testTarget(name: "MotionCompilerTests", dependencies: ["MotionCompiler", "MotionRuntime"]),
    .testTarget(name: "MotionCLITests", dependencies: ["MotionCLI", "MotionCompiler"]),
    .testTarget(
      name: "MotionWebTests", dependencies: ["MotionWeb", "MotionCompiler", "MotionRuntime"]),
  ],
  swiftLanguageModes: [.v6]
)
