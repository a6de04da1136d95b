// swift-tools-version: 6.0
// motionc: a compiler and runner for `.motion` animation specs.
//
// Products:
// - MotionRuntime: the track model, easing and sampling, and the track format (its JSON writer
//   and reader, the sample writers). No lexer or parser inside, so an app can link it alone.
// - MotionCompiler: source files, lexer, parser, syntax tree, diagnostics, semantic pass and
//   lowering to the timeline.
// - MotionSwiftOutput: a track as Swift source (`compile --format swift`); needs no parser.
// - MotionApple: Apple adapters for players (SwiftUI modifier, UIKit / AppKit view appliers,
//   Core Animation export). Its platform-neutral part (Core Animation keyframe data, element
//   styles) builds and is tested everywhere; the rest only on Apple platforms.
// - motionc: the command-line tool (a thin shell over MotionCLI).
import PackageDescription

let package = Package(
  name: "motionc",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "MotionRuntime", targets: ["MotionRuntime"]),
    .library(name: "MotionCompiler", targets: ["MotionCompiler"]),
    .library(name: "MotionApple", targets: ["MotionApple"]),
    .executable(name: "motionc", targets: ["motionc"]),
  ],
  targets: [
    .target(name: "MotionRuntime"),
    .target(name: "MotionCompiler", dependencies: ["MotionRuntime"]),
    .target(name: "MotionSwiftOutput", dependencies: ["MotionRuntime"]),
    .target(name: "MotionApple", dependencies: ["MotionRuntime"]),
    .target(
      name: "MotionCLI", dependencies: ["MotionCompiler", "MotionRuntime", "MotionSwiftOutput"]),
    .executableTarget(name: "motionc", dependencies: ["MotionCLI"]),
    .executableTarget(name: "motion-bench", dependencies: ["MotionCompiler", "MotionRuntime"]),
    .testTarget(name: "MotionRuntimeTests", dependencies: ["MotionRuntime"]),
    .testTarget(name: "MotionCompilerTests", dependencies: ["MotionCompiler", "MotionRuntime"]),
    .testTarget(name: "MotionCLITests", dependencies: ["MotionCLI", "MotionCompiler"]),
    .testTarget(name: "MotionAppleTests", dependencies: ["MotionApple", "MotionRuntime"]),
    .testTarget(
      name: "MotionSwiftOutputTests",
      dependencies: ["MotionSwiftOutput", "MotionCompiler", "MotionRuntime"]),
  ],
  swiftLanguageModes: [.v6]
)
