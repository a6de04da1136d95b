// swift-tools-version: 6.0
// motionc: a compiler and runner for `.motion` animation specs.
//
// Products:
// - MotionRuntime: the track model, easing and sampling, and the track format (its JSON writer
//   and reader, the sample writers). No lexer or parser inside, so an app can link it alone.
// - MotionCompiler: source files, lexer, parser, syntax tree, diagnostics, semantic pass and
//   lowering to the timeline.
// - MotionSwiftOutput: a track as Swift source (`compile --format swift`); needs no parser.
// - motionc: the command-line tool (a thin shell over MotionCLI).
import PackageDescription

let package = Package(
  name: "motionc",
  products: [
    .library(name: "MotionRuntime", targets: ["MotionRuntime"]),
    .library(name: "MotionCompiler", targets: ["MotionCompiler"]),
    .executable(name: "motionc", targets: ["motionc"]),
  ],
  targets: [
    .target(name: "MotionRuntime"),
    .target(name: "MotionCompiler", dependencies: ["MotionRuntime"]),
    .target(name: "MotionSwiftOutput", dependencies: ["MotionRuntime"]),
    .target(
      name: "MotionCLI", dependencies: ["MotionCompiler", "MotionRuntime", "MotionSwiftOutput"]),
    .executableTarget(name: "motionc", dependencies: ["MotionCLI"]),
    .executableTarget(name: "motion-bench", dependencies: ["MotionCompiler", "MotionRuntime"]),
    .testTarget(name: "MotionRuntimeTests", dependencies: ["MotionRuntime"]),
    .testTarget(name: "MotionCompilerTests", dependencies: ["MotionCompiler", "MotionRuntime"]),
    .testTarget(name: "MotionCLITests", dependencies: ["MotionCLI", "MotionCompiler"]),
    .testTarget(
      name: "MotionSwiftOutputTests",
      dependencies: ["MotionSwiftOutput", "MotionCompiler", "MotionRuntime"]),
  ],
  swiftLanguageModes: [.v6]
)
