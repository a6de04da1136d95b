// swift-tools-version: 6.0
// The fixture of scripts/plugin-check: a package that uses MotionPlugin as an app would, with
// this repository as a local path dependency. `App` compiles its specs through the plugin and
// reads them back as Swift; `Broken` has a spec with a mistake, so building it must fail with
// the spec's location. Not part of the motionc package: it is built only by the script.
import Foundation
import PackageDescription

// A path dependency's package identity is its folder's name (`motionc` in a clone made with
// `git clone …/motionc.git`), not the `name:` in its manifest; this fixture is built from
// clones in folders of any name, so it reads the name rather than spelling `motionc`.
let repository = URL(fileURLWithPath: Context.packageDirectory)
  .appendingPathComponent("../../..").standardizedFileURL
let motionc = repository.lastPathComponent

let package = Package(
  name: "PluginFixture",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(path: repository.path)],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [.product(name: "MotionRuntime", package: motionc)],
      plugins: [.plugin(name: "MotionPlugin", package: motionc)]),
    .target(
      name: "Broken",
      dependencies: [.product(name: "MotionRuntime", package: motionc)],
      plugins: [.plugin(name: "MotionPlugin", package: motionc)]),
  ]
)
