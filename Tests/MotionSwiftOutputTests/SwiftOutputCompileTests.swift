import Foundation
import MotionCompiler
import MotionRuntime
import MotionSwiftOutput
import MotionTestSupport
import XCTest

/// The Swift file of every spec in `specs/` compiles against MotionRuntime with `swiftc`, and
/// its track samples exactly like `motionc sample`: the same CSV at 30 fps (the usual timeline
/// and the reduced one), and the same bits for every sample.
///
/// One `swiftc` run builds all the files with a `main.swift` that prints the samples; it links
/// the MotionRuntime objects `swift build` made for these tests (the module from
/// `.build/…/Modules`, the objects from `.build/…/MotionRuntime.build`), with the same sanitizer
/// when the tests run under one.
final class SwiftOutputCompileTests: XCTestCase {
  func testEverySpecCompilesWithSwiftcAndSamplesLikeMotioncSample() throws {
    let specs = try compiledSpecs()
    XCTAssertGreaterThanOrEqual(specs.count, 12, "specs/ lost its examples")
    let build = try BuildProducts.locate()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motionc-swift-output-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var sources: [URL] = []
    var expected = ""
    for spec in specs {
      let file = folder.appendingPathComponent(spec.name + ".swift")
      try SwiftTrackWriter.source(spec.track, name: spec.name, specPath: spec.path)
        .write(to: file, atomically: true, encoding: .utf8)
      sources.append(file)
      for reduced in [false, true] {
        expected += Self.samples(
          spec.track.timeline(reducedMotion: reduced), label: "\(spec.name) \(reduced)")
      }
    }
    // The typed element names: one per element, and usable with a player.
    for spec in specs {
      var names = Set(spec.track.timeline.elements.map(\.name) + spec.track.markers.map(\.element))
      if let reduced = spec.track.reducedTimeline {
        names.formUnion(reduced.elements.map(\.name) + reduced.markers.map(\.element))
      }
      expected += "\(spec.name) elements \(names.count)\n"
    }
    expected += "fairy at 0.8 s: number(-10.0)\n"
    let main = folder.appendingPathComponent("main.swift")
    try Self.mainSource(names: specs.map(\.name)).write(to: main, atomically: true, encoding: .utf8)

    let executable = folder.appendingPathComponent("samples")
    let compile = try run(
      build.swiftc,
      build.flags + ["-swift-version", "6", "-warnings-as-errors", "-I", build.modules.path]
        + ["-o", executable.path, main.path]
        + sources.map(\.path) + build.objects.map(\.path))
    XCTAssertEqual(compile.status, 0, "swiftc failed:\n\(compile.error)")
    guard compile.status == 0 else { return }
    let output = try run(executable, [])
    XCTAssertEqual(output.status, 0, output.error)
    let actualLines = output.output.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(actualLines.count, expectedLines.count)
    for (index, (actual, wanted)) in zip(actualLines, expectedLines).enumerated()
    where actual != wanted {
      XCTFail("line \(index + 1) differs:\n  swift:   \(actual)\n  motionc: \(wanted)")
      break
    }
  }

  /// The Swift examples of the README and the pages of `docs/` that need only MotionRuntime
  /// (not the Apple adapters) compile, each as a program of its own.
  func testTheReadmesSwiftExamplesCompile() throws {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("docs").path)
    let pages =
      ["README.md", "CONTRIBUTING.md"]
      + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    var blocks: [String] = []
    for page in pages {
      let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
      blocks += Self.swiftBlocks(in: text)
    }
    let apple = ["import SwiftUI", "import UIKit", "import AppKit", "import MotionApple"]
    let examples = blocks.filter { block in
      block.contains("import MotionRuntime") && !apple.contains { block.contains($0) }
    }
    XCTAssertGreaterThanOrEqual(examples.count, 2, "the docs lost their MotionRuntime examples")
    let build = try BuildProducts.locate()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motionc-readme-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, example) in examples.enumerated() {
      let file = folder.appendingPathComponent("main.swift")
      try example.write(to: file, atomically: true, encoding: .utf8)
      let check = try run(
        build.swiftc,
        ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", build.modules.path]
          + [file.path])
      XCTAssertEqual(check.status, 0, "example \(index + 1):\n\(example)\n\(check.error)")
    }
  }

  /// The ```swift blocks of a Markdown text.
  static func swiftBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current != nil {
        if line == "```" {
          blocks.append((current ?? []).joined(separator: "\n") + "\n")
          current = nil
        } else {
          current?.append(line)
        }
      } else if line == "```swift" {
        current = []
      }
    }
    return blocks
  }

  /// What the compiled file must print for `timeline`: `motionc sample --fps 30` (to twice the
  /// duration for an endless timeline, which needs a `--to`), then every sample's bits.
  static func samples(_ timeline: Timeline, label: String) -> String {
    let end = timeline.isEndless ? 2 * timeline.duration : timeline.duration
    guard let rate = FrameRate(numerator: 30, denominator: 1),
      let times = FrameGrid(rate: rate, from: 0, to: end)?.times(limit: 100_000)
    else { return "no frame grid\n" }
    guard let csv = try? SampleWriter.write(timeline, at: times, format: .csv) else {
      return "a number that is not finite\n"
    }
    var out = "== \(label)\n" + csv
    for column in timeline.columns {
      out +=
        column.track.sample(at: times).map { String($0.bitPattern, radix: 16) }
        .joined(separator: " ") + "\n"
    }
    return out
  }

  /// A `main.swift` that prints ``samples(_:label:)`` of each generated enum's track. It is the
  /// same code, compiled again with the generated files.
  static func mainSource(names: [String]) -> String {
    var out = "import MotionRuntime\n\n"
    out += "let tracks: [(String, MotionTrack)] = [\n"
    for name in names { out += "  (\"\(name)\", \(name).track),\n" }
    out += "]\n\n"
    out += "let elementCounts: [(String, Int)] = [\n"
    for name in names { out += "  (\"\(name)\", \(name).Element.allCases.count),\n" }
    out += "]\n\n"
    out += """
      func samples(_ timeline: Timeline, label: String) -> String {
        let end = timeline.isEndless ? 2 * timeline.duration : timeline.duration
        guard let rate = FrameRate(numerator: 30, denominator: 1),
          let times = FrameGrid(rate: rate, from: 0, to: end)?.times(limit: 100_000)
        else { return "no frame grid\\n" }
        guard let csv = try? SampleWriter.write(timeline, at: times, format: .csv) else {
          return "a number that is not finite\\n"
        }
        var out = "== \\(label)\\n" + csv
        for column in timeline.columns {
          out += column.track.sample(at: times).map { String($0.bitPattern, radix: 16) }
            .joined(separator: " ") + "\\n"
        }
        return out
      }

      var text = ""
      for (name, track) in tracks {
        for reduced in [false, true] {
          text += samples(track.timeline(reducedMotion: reduced), label: "\\(name) \\(reduced)")
        }
      }
      for (name, count) in elementCounts { text += "\\(name) elements \\(count)\\n" }
      let clock = ManualClock()
      let player = MotionPlayer(track: Fairy.track, clock: clock, reducedMotion: false)
      player.seek(to: .milliseconds(800))
      let fairy = player.value(of: .moveY, on: Fairy.Element.fairy)
      text += "fairy at 0.8 s: \\(fairy.map { "\\($0)" } ?? "nil")\\n"
      print(text, terminator: "")

      """
    return out
  }

  /// Runs `executable`; its standard error goes to a file, so that only one pipe is read.
  private func run(_ executable: URL, _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motionc-swift-output-\(ProcessInfo.processInfo.processIdentifier).stderr")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), errorText)
  }
}

/// Where `swift build` put what the generated files are compiled against.
struct BuildProducts {
  var swiftc: URL
  var modules: URL
  var objects: [URL]
  var flags: [String]

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// Found from the test bundle's own folder (`.build/<triple>/<configuration>`) and `PATH`.
  static func locate() throws -> BuildProducts {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = bundle.deletingLastPathComponent()
    // On Apple platforms the bundle is `motioncPackageTests.xctest/Contents/MacOS/…`.
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path),
      folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    let modules = folder.appendingPathComponent("Modules")
    let objectFolder = folder.appendingPathComponent("MotionRuntime.build")
    let objects = try FileManager.default.contentsOfDirectory(atPath: objectFolder.path)
      .filter { $0.hasSuffix(".o") }.sorted().map { objectFolder.appendingPathComponent($0) }
    guard !objects.isEmpty else { throw Missing(description: "no objects in \(objectFolder.path)") }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    let swiftc = path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc")
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    guard let swiftc else { throw Missing(description: "no swiftc on PATH \(path)") }
    // Objects built under a sanitizer need its runtime.
    var flags: [String] = []
    let sample = try Data(contentsOf: objects[0])
    if sample.range(of: Data("__asan_".utf8)) != nil { flags.append("-sanitize=address") }
    if sample.range(of: Data("__tsan_".utf8)) != nil { flags.append("-sanitize=thread") }
    return BuildProducts(swiftc: swiftc, modules: modules, objects: objects, flags: flags)
  }
}
