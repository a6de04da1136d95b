#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Path arithmetic on text, spelled as `NSString`'s path methods spell it on Linux (runs of `/`
/// compressed, a trailing `/` dropped), for the paths messages show. `NSString` is not in
/// FoundationEssentials, and motionc links no more than that; the results are the same
/// strings the `NSString` methods gave, so messages and outputs do not change.
package enum PathText {
  /// The last component: `a/b.motion` → `b.motion`, `a/b/` → `b`, `/` → `/`.
  package static func lastComponent(_ path: String) -> String {
    let fixed = fixingSlashes(path)
    guard fixed.utf8.count > 1 else { return fixed }
    return String(fixed[startOfLastComponent(fixed)...])
  }

  /// The path without its last component: `a/b.motion` → `a`, `b.motion` → ``, `/a` → `/`.
  package static func deletingLastComponent(_ path: String) -> String {
    let fixed = fixingSlashes(path)
    if fixed == "/" || fixed.isEmpty { return fixed }
    let start = startOfLastComponent(fixed)
    if start == fixed.startIndex { return "" }
    if start == fixed.index(after: fixed.startIndex) { return "/" }
    return String(fixed[..<fixed.index(before: start)])
  }

  /// `component` after `path`, with one `/` between them.
  package static func appending(_ component: String, to path: String) -> String {
    if component.isEmpty { return path }
    if path.isEmpty { return component }
    return path.hasSuffix("/") ? path + component : path + "/" + component
  }

  /// `~` expanded, `.` and empty components dropped, `..` taken back (in an absolute path)
  /// and symbolic links after the first component resolved, one at a time (a link's text is
  /// read from the working folder, a quirk kept so paths in messages stay as they were):
  /// `NSString.standardizingPath` on Linux.
  package static func standardized(_ path: String) -> String {
    let resolved = resolvingSymlinks(expandingTilde(path))
    return removingPrefix("/var/automount", from: resolved) ?? resolved
  }

  private static func expandingTilde(_ path: String) -> String {
    guard path.hasPrefix("~") else { return path }
    let endOfUser = path.firstIndex(of: "/") ?? path.endIndex
    let user = String(path[path.index(after: path.startIndex)..<endOfUser])
    let home =
      user.isEmpty
      ? FileManager.default.homeDirectoryForCurrentUser.path
      : FileManager.default.homeDirectory(forUser: user)?.path
    guard let home else { return strippingTrailingSlash(path) }
    return strippingTrailingSlash(home + path[endOfUser...])
  }

  private static func resolvingSymlinks(_ path: String) -> String {
    var components = self.components(path)
    guard !components.isEmpty else { return path }
    if components.count > 1, components.last == "/" { components.removeLast() }
    let isAbsolute = path.hasPrefix("~") || path.hasPrefix("/")
    var resolved = components.removeFirst()
    for component in components {
      switch component {
      case "", ".":
        continue
      case ".." where isAbsolute:
        resolved = deletingLastComponent(resolved)
      default:
        resolved = appending(component, to: resolved)
        // As Foundation on Linux does: the link's text, resolved from the working folder.
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: resolved),
          let real = FileReader.realPath(destination)
        {
          resolved = real
        }
      }
    }
    return removingPrefix("/private", from: resolved) ?? resolved
  }

  /// `/` first for an absolute path, then each component, then `/` for a trailing slash.
  private static func components(_ path: String) -> [String] {
    guard !path.isEmpty else { return [] }
    var result: [String] = path.hasPrefix("/") ? ["/"] : []
    result += path.split(separator: "/").map(String.init)
    if path.utf8.count > 1, path.hasSuffix("/") { result.append("/") }
    return result
  }

  /// `path` without `prefix`, when that names something that exists.
  private static func removingPrefix(_ prefix: String, from path: String) -> String? {
    guard path != prefix, path.hasPrefix(prefix) else { return nil }
    let rest = String(path.dropFirst(prefix.count))
    return FileManager.default.fileExists(atPath: rest) ? rest : nil
  }

  private static func fixingSlashes(_ path: String) -> String {
    if path == "/" { return path }
    var result = ""
    var previousWasSlash = false
    for character in path {
      let isSlash = character == "/"
      if !(isSlash && previousWasSlash) { result.append(character) }
      previousWasSlash = isSlash
    }
    if result.hasSuffix("/") { result.removeLast() }
    return result
  }

  private static func strippingTrailingSlash(_ path: String) -> String {
    path.utf8.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  private static func startOfLastComponent(_ fixed: String) -> String.Index {
    guard let slash = fixed.lastIndex(of: "/") else { return fixed.startIndex }
    return fixed.index(after: slash)
  }
}
