/// Paths as GitHub Actions matches an annotation's `file=` to the files of a pull request:
/// relative to the repository's root, which is the working folder of a workflow's steps, with
/// no `.` or `..` components and no doubled `/`. GitHub drops an annotation whose path it
/// cannot match (`./specs/a.motion`), so `check --format github` prints every path this way.
enum GitHubPath {
  /// `path` (as a command names it) relative to `workingFolder` (an absolute path) when it is
  /// inside it; otherwise only tidied (`a/./b/../c` is `a/c`), since no other form would match
  /// either.
  static func relative(_ path: String, workingFolder: String) -> String {
    let folder = tidy(workingFolder)
    let absolute = tidy(path.hasPrefix("/") ? path : folder + "/" + path)
    let prefix = folder == "/" ? "/" : folder + "/"
    if absolute.hasPrefix(prefix), absolute.count > prefix.count {
      return String(absolute.dropFirst(prefix.count))
    }
    return tidy(path)
  }

  /// `path` without empty and `.` components, each `..` taking the component before it away
  /// (a leading `..` of a relative path stays; `..` at `/` is `/`).
  static func tidy(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".":
        continue
      case "..":
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !isAbsolute {
          components.append(component)
        }
      default:
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}
