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
// - MotionLottie: a timeline as a Lottie animation. Reads only the runtime's timeline, so it
//   needs no parser.
// - MotionWeb: the web outputs of a timeline (CSS, a Web Animations module, the preview page,
//   SVG plots) and the preview's local server. It reads timelines only: no parser inside.
// - MotionLanguageServer (internal): the Language Server Protocol server behind `motionc lsp`.
// - motionc: the command-line tool (a thin shell over MotionCLI).
// - MotionPlugin: a build-tool plugin that compiles a target's `.motion` specs into Swift with
//   motionc at build time (docs/apps.md, "Compile specs in the build").
import PackageDescription

let package = Package(
  name: "motionc",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "MotionRuntime", targets: ["MotionRuntime"]),
    .library(name: "MotionCompiler", targets: ["MotionCompiler"]),
    .library(name: "MotionLottie", targets: ["MotionLottie"]),
    .library(name: "MotionWeb", targets: ["MotionWeb"]),
    .library(name: "MotionApple", targets: ["MotionApple"]),
    .executable(name: "motionc", targets: ["motionc"]),
    .plugin(name: "MotionPlugin", targets: ["MotionPlugin"]),
  ],
  targets: [
    .target(name: "MotionRuntime"),
    .target(name: "MotionCompiler", dependencies: ["MotionRuntime"]),
    .target(name: "MotionSwiftOutput", dependencies: ["MotionRuntime"]),
    .target(name: "MotionApple", dependencies: ["MotionRuntime"]),
    .target(name: "MotionLottie", dependencies: ["MotionRuntime"]),
    .target(name: "MotionWeb", dependencies: ["MotionRuntime"]),
    .target(name: "MotionLanguageServer", dependencies: ["MotionCompiler", "MotionRuntime"]),
    .target(
      name: "MotionCLI",
      dependencies: [
        "MotionCompiler", "MotionLottie", "MotionRuntime", "MotionLanguageServer", "MotionWeb",
        "MotionSwiftOutput",
      ]),
    .executableTarget(name: "motionc", dependencies: ["MotionCLI"]),
    .plugin(name: "MotionPlugin", capability: .buildTool(), dependencies: ["motionc"]),
    .executableTarget(
      name: "motion-bench",
      dependencies: ["MotionCompiler", "MotionRuntime", "MotionCLI", "MotionLanguageServer"]),
    // Test support: the JSON Schema validator the compiler's and the CLI's tests check
    // outputs against schema/ with.
    .target(name: "SchemaValidation", path: "Tests/SchemaValidation"),
    // Test support every test target shares: the repository root, golden files and their
    // record switch, temporary folders. It depends on no module under test.
    .target(name: "MotionTestSupport", path: "Tests/MotionTestSupport"),
    .testTarget(name: "MotionRuntimeTests", dependencies: ["MotionRuntime", "MotionTestSupport"]),
    .testTarget(
      name: "MotionCompilerTests",
      dependencies: [
        "MotionCompiler", "MotionRuntime", "SchemaValidation", "MotionTestSupport",
      ]),
    .testTarget(
      name: "MotionLottieTests",
      dependencies: ["MotionLottie", "MotionCompiler", "MotionRuntime", "MotionTestSupport"]),
    .testTarget(
      name: "MotionCLITests",
      dependencies: [
        "MotionCLI", "MotionCompiler", "MotionLottie", "SchemaValidation", "MotionTestSupport",
      ]),
    .testTarget(
      name: "MotionLanguageServerTests",
      dependencies: [
        "MotionLanguageServer", "MotionCompiler", "MotionRuntime", "MotionTestSupport",
      ]),
    .testTarget(
      name: "MotionWebTests",
      dependencies: ["MotionWeb", "MotionCompiler", "MotionRuntime", "MotionTestSupport"]),
    .testTarget(
      name: "MotionAppleTests",
      dependencies: ["MotionApple", "MotionCompiler", "MotionRuntime", "MotionTestSupport"]),
    .testTarget(
      name: "MotionSwiftOutputTests",
      dependencies: ["MotionSwiftOutput", "MotionCompiler", "MotionRuntime", "MotionTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
