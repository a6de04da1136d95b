// MotionPlugin: a build-tool plugin that compiles the `.motion` specs of a target into Swift.
//
// Design: one build command per spec, `motionc compile SPEC --format swift --name NAME --root
// TARGET --diagnostic-style gcc -o OUT`, so the build system reruns motionc only for a spec
// whose inputs changed. The inputs are the spec and the files it imports, found by reading its
// `import "…"` lines (and theirs, transitively) here, when the build is planned: a cheap scan,
// not a parse, so an import the scan cannot see (none in today's grammar: `import` is a line
// of its own at the top level) would not be tracked. A spec that another spec imports is a
// library and gets no command. The outputs live in the plugin's work folder, one file per
// spec, named after the spec's path inside the target so that `A/card.motion` and
// `B/card.motion` do not clash (`A+card-motion.swift`); the enums are named as `motionc` names
// them (`card.motion` → `Card`), and by their paths (`ACard`, `BCard`) when two specs of the
// target would get the same name.
//
// motionc is given the spec's absolute path and `--diagnostic-style gcc`, so its diagnostics
// read `/abs/path:line:col: error: message [M0006]`, the form Xcode and IDEs read from a build
// log; the command fails, and with it the build, when the spec has errors.
//
// A plugin cannot import the package's libraries, so the few naming rules it needs are
// restated here (`SwiftTrackWriter.defaultName` in MotionSwiftOutput is the reference).
import Foundation
import PackagePlugin

@main
struct MotionPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    return try SpecCommands(
      files: module.sourceFiles.map(\.url), output: context.pluginWorkDirectoryURL,
      tool: context.tool(named: "motionc").url
    ).commands()
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension MotionPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      try SpecCommands(
        files: target.inputFiles.map(\.url), output: context.pluginWorkDirectoryURL,
        tool: context.tool(named: "motionc").url
      ).commands()
    }
  }
#endif

/// The build commands for the specs of one target.
struct SpecCommands {
  /// The target's files, absolute: its specs are those ending in `.motion`.
  var files: [URL]
  /// Where the generated Swift files go.
  var output: URL
  /// The `motionc` executable.
  var tool: URL

  /// The deepest folder that holds every file of the target: its own folder in practice (the
  /// plugin API of tools version 6.0 does not give it without a deprecation warning). Imports
  /// may read inside it (`--root`), and outputs are named by the spec's path from it.
  var root: URL {
    let folders = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
    guard var common = folders.first else { return output }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    // The first component is `/`.
    return common.dropFirst().reduce(URL(fileURLWithPath: "/", isDirectory: true)) {
      $0.appendingPathComponent($1, isDirectory: true)
    }
  }

  func commands() -> [Command] {
    let root = self.root
    let all = files.filter { $0.pathExtension == "motion" }.map(\.standardizedFileURL)
      .sorted { $0.path < $1.path }
    let imports = all.map { ImportScan.imports(of: $0) }
    let specs = all.indices.filter { !Self.isLibrary(at: $0, of: all, imports: imports) }
    let relatives = specs.map { SpecNaming.relativePath(of: all[$0], in: root) }
    let names = SpecNaming.enumNames(forSpecsAt: relatives)
    let outputs = SpecNaming.fileNames(
      forSpecsAt: relatives, taken: files.map(\.lastPathComponent)
    ).map { output.appending(path: $0) }
    return specs.indices.map { index in
      let spec = all[specs[index]]
      return .buildCommand(
        displayName: "motionc: \(relatives[index]) as \(names[index])",
        executable: tool,
        arguments: [
          "compile", spec.path, "--format", "swift", "--name", names[index], "--root", root.path,
          "--diagnostic-style", "gcc", "--output", outputs[index].path,
        ],
        inputFiles: [spec] + imports[specs[index]],
        outputFiles: [outputs[index]])
    }
  }

  /// Whether spec `index` is a library of the others (tokens, motions by name): another spec
  /// imports it, and it does not import that spec back (a cycle is an error, which compiling
  /// shows). A library is not compiled on its own: its steps would not play where it is
  /// imported, and its mistakes show through the specs that import it.
  static func isLibrary(at index: Int, of specs: [URL], imports: [[URL]]) -> Bool {
    specs.indices.contains { other in
      other != index && imports[other].contains(specs[index])
        && !imports[index].contains(specs[other])
    }
  }
}

/// The names of the generated enums and files.
enum SpecNaming {
  /// `spec`'s path from `root` (`Motion/card.motion`), or its file name when it is outside.
  static func relativePath(of spec: URL, in root: URL) -> String {
    let specPath = spec.standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    return specPath.hasPrefix(prefix)
      ? String(specPath.dropFirst(prefix.count)) : spec.lastPathComponent
  }

  /// Each spec's enum: its file name in UpperCamelCase as motionc names it, or when two specs
  /// would share that name, their whole relative paths in UpperCamelCase (`Onboarding/card.motion`
  /// → `OnboardingCard`), with `_2`, `_3`… after any name still taken.
  static func enumNames(forSpecsAt paths: [String]) -> [String] {
    let short = paths.map { upperCamelCase($0.split(separator: "/").last.map(String.init) ?? "") }
    var counts: [String: Int] = [:]
    for name in short { counts[name, default: 0] += 1 }
    let wanted = paths.indices.map {
      counts[short[$0]] == 1 ? short[$0] : upperCamelCase(paths[$0])
    }
    return unique(wanted, separator: "_")
  }

  /// Each spec's output file: its relative path with `/` as `+` and `-motion.swift` after it
  /// (`Onboarding+card-motion.swift`), so that no two have the same name even from different
  /// folders, nor one of the target's own Swift files (`Card.swift`): Swift wants distinct file
  /// names in a module, and SwiftPM names an object file by the source's name up to its first
  /// `.`. `-2`, `-3`… go before `.swift` for a name still taken.
  static func fileNames(forSpecsAt paths: [String], taken: [String]) -> [String] {
    let stems = paths.map { path -> String in
      var stem = path.replacingOccurrences(of: "/", with: "+")
      if stem.hasSuffix(".motion") { stem.removeLast(".motion".count) }
      return stem.replacingOccurrences(of: ".", with: "_") + "-motion"
    }
    let takenStems = taken.map { String($0.prefix { $0 != "." }) }
    return unique(stems, separator: "-", taken: takenStems).map { $0 + ".swift" }
  }

  /// `names`, with a number after each name already used by an earlier one or `taken`.
  private static func unique(_ names: [String], separator: String, taken: [String] = [])
    -> [String]
  {
    var used = Set(taken.map { $0.lowercased() })
    return names.map { name in
      var candidate = name
      var number = 1
      while !used.insert(candidate.lowercased()).inserted {
        number += 1
        candidate = name + separator + String(number)
      }
      return candidate
    }
  }

  /// A path's words (ASCII letters and digits) in UpperCamelCase, without `.motion`; `Motion`
  /// in front when that would start with a digit or be empty, `Motion` after a name Swift or
  /// the generated file reserves (the rule of `SwiftTrackWriter.defaultName`).
  static func upperCamelCase(_ path: String) -> String {
    var base = path
    if base.hasSuffix(".motion") { base.removeLast(".motion".count) }
    var name = ""
    for word in base.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
      name += word.prefix(1).uppercased() + word.dropFirst()
    }
    if name.isEmpty || name.first?.isNumber == true { name = "Motion" + name }
    if ["Any", "Self", "Type", "Protocol", "MotionRuntime"].contains(name) { name += "Motion" }
    return name
  }
}

/// The files a spec imports, found by reading `import "…"` lines.
enum ImportScan {
  /// Every file `spec` imports, directly or through other specs, that exists: the build reruns
  /// the spec's command when one of them changes. Imports are relative to the importing file.
  static func imports(of spec: URL) -> [URL] {
    var found: [URL] = []
    var seen: Set<String> = [spec.standardizedFileURL.path]
    var queue = [spec]
    while let file = queue.popLast() {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for path in importedPaths(in: text) {
        let url = URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent())
          .standardizedFileURL
        guard seen.insert(url.path).inserted, FileManager.default.fileExists(atPath: url.path)
        else { continue }
        found.append(url)
        if url.pathExtension == "motion" { queue.append(url) }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The quoted paths of the lines that start with `import "`.
  static func importedPaths(in text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("import"), let open = trimmed.firstIndex(of: "\"") else {
        return nil
      }
      guard
        trimmed[trimmed.index(trimmed.startIndex, offsetBy: 6)..<open].allSatisfy(\.isWhitespace)
      else { return nil }
      let rest = trimmed[trimmed.index(after: open)...]
      guard let close = rest.firstIndex(of: "\""), close > rest.startIndex else { return nil }
      return String(rest[..<close])
    }
  }
}
