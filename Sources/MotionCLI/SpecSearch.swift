#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The specs the paths of a `check` or `fmt` command line name: `-` (standard input) as itself,
/// a file as itself, a folder as the `.motion` files under it.
///
/// A folder is searched recursively with a work list, not recursion, so no depth of folders
/// can overflow the stack. The search takes regular files whose name ends in `.motion`, and
/// skips:
/// - names starting with `.`: hidden files and folders (`.git`, `.build`), which hold copies
///   and build products, not the specs under review;
/// - symbolic links, to files or folders (no loops, no file found twice, nothing outside the
///   folder): a link named on the command line is used;
/// - anything that is not a regular file or a folder (a named pipe would block the run);
/// - whatever an `--exclude` pattern matches (a folder with everything in it).
///
/// What is named on the command line is used as it is, hidden or matching a pattern.
/// A path that does not exist, a folder that cannot be read (the one named, or one found
/// inside it) and a folder with no spec are reported in their place, and the rest still used.
struct SpecSearch {
  /// The `--exclude` patterns.
  var exclusions: [PathPattern] = []
  /// The file system; tests give one with a folder that cannot be read even by root.
  var folders: any FolderReading = FileSystemFolders()

  /// One entry of ``paths(_:)``: a spec, or a path that could not be used and why.
  enum Entry: Equatable {
    case spec(String)
    case problem(path: String, PathProblem)

    /// The spec's path, or `nil` for a problem.
    var spec: String? {
      if case .spec(let path) = self { return path }
      return nil
    }
  }

  /// Why a path gave no spec.
  enum PathProblem: Equatable {
    /// Nothing is there.
    case notFound
    /// A folder that cannot be listed (`reason` says why, e.g. `Permission denied`).
    case unreadable(reason: String)
    /// A folder with no `.motion` file (`excluded`: `--exclude` took some).
    case noSpecs(excluded: Bool)

    /// The message for `path`, without `error: `.
    func message(for path: String) -> String {
      switch self {
      case .notFound: "no such file or folder: `\(path)`"
      case .unreadable(let reason): "cannot read the folder `\(path)`: \(reason)"
      case .noSpecs(let excluded):
        "no `.motion` files in `\(path)`" + (excluded ? " that `--exclude` leaves" : "")
      }
    }
  }

  /// What ``paths(_:)`` found.
  struct Found {
    /// The specs and problems of every path, in order.
    var entries: [Entry]
    /// The `--exclude` patterns that matched nothing (nearly always one written relative to
    /// another folder): the commands warn about each.
    var unmatchedPatterns: [String]
  }

  /// The specs and problems of every path, in order: each folder's entries sorted by path,
  /// each spec once.
  func paths(_ arguments: [String]) -> Found {
    var result: [Entry] = []
    var seen = Set<String>()
    var matched = Set<Int>()
    for path in arguments {
      guard path != "-" else {
        result.append(.spec(path))
        continue
      }
      switch folders.kind(ofFollowing: path) {
      case nil:
        result.append(.problem(path: path, .notFound))
      case .folder:
        for entry in search(path, matched: &matched) {
          if case .spec(let spec) = entry, !seen.insert(spec).inserted { continue }
          result.append(entry)
        }
      case .regularFile, .symbolicLink, .other:
        if seen.insert(path).inserted { result.append(.spec(path)) }
      }
    }
    let unmatched = exclusions.indices.filter { !matched.contains($0) }.map { exclusions[$0].text }
    return Found(entries: result, unmatchedPatterns: unmatched)
  }

  /// The warning for a pattern that matched nothing.
  static func unmatchedWarning(_ pattern: String) -> String {
    "warning: `--exclude` pattern `\(pattern)` matched nothing; it is tried against each path "
      + "found in the folders searched, as printed, inside the folder searched, and its name "
      + "(paths named on the command line are always used)"
  }

  /// The entries under `folder`, sorted by path, or the problem that it gave none. `matched`
  /// gains the index of every pattern that excluded something.
  private func search(_ folder: String, matched: inout Set<Int>) -> [Entry] {
    var found: [Entry] = []
    var excludedAny = false
    // Folders still to list, as (path to open, path inside the folder searched).
    var work: [(path: String, relative: String)] = [(folder, "")]
    while let (path, relative) = work.popLast() {
      let names: [FolderEntry]
      switch folders.names(inFolder: path) {
      case .success(let list): names = list
      case .failure(let problem):
        if relative.isEmpty { return [.problem(path: folder, .unreadable(reason: problem.reason))] }
        found.append(.problem(path: path, .unreadable(reason: problem.reason)))
        continue
      }
      for (name, kind) in names where !name.hasPrefix(".") {
        let child = Self.join(path, name)
        let childRelative = relative.isEmpty ? name : relative + "/" + name
        guard kind == .folder || (kind == .regularFile && name.hasSuffix(".motion")) else {
          continue
        }
        if let pattern = exclusion(child, relative: childRelative, name: name) {
          matched.insert(pattern)
          excludedAny = true
          continue
        }
        if kind == .folder {
          work.append((child, childRelative))
        } else {
          found.append(.spec(child))
        }
      }
    }
    guard found.contains(where: { $0.spec != nil }) else {
      return [.problem(path: folder, .noSpecs(excluded: excludedAny))] + found
    }
    return found.sorted { Self.path(of: $0) < Self.path(of: $1) }
  }

  /// The first `--exclude` pattern that matches the path as printed, the path inside the
  /// folder searched, or the name.
  private func exclusion(_ path: String, relative: String, name: String) -> Int? {
    let printed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return exclusions.firstIndex {
      $0.matches(printed) || $0.matches(relative) || $0.matches(name)
    }
  }

  private static func path(of entry: Entry) -> String {
    switch entry {
    case .spec(let path), .problem(let path, _): path
    }
  }

  /// `folder/name`; the current folder (`.`) adds nothing, so `check .` names `a.motion`, not
  /// `./a.motion`.
  static func join(_ folder: String, _ name: String) -> String {
    if folder == "." || folder == "./" { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

/// What there is at a path, as the search sees it.
enum EntryKind: Equatable {
  case regularFile, folder, symbolicLink
  /// A named pipe, a device, a socket.
  case other
}

/// Why a folder cannot be listed.
struct FolderProblem: Error {
  /// As `strerror` says it: `Permission denied`.
  var reason: String
}

/// A name in a folder and what it is (a link is a link); no kind when it went away between the
/// listing and the look.
typealias FolderEntry = (name: String, kind: EntryKind?)

/// What the search reads of the file system.
protocol FolderReading: Sendable {
  /// The entries of the folder at `path` (without `.` and `..`), in any order.
  func names(inFolder path: String) -> Result<[FolderEntry], FolderProblem>
  /// What `path` names, through links; `nil` when nothing is (or a link leads nowhere).
  func kind(ofFollowing path: String) -> EntryKind?
}

/// The real file system.
struct FileSystemFolders: FolderReading {
  /// Each entry's kind is looked up relative to the open folder (`fstatat`), not by its whole
  /// path: a path longer than the system's limit (PATH_MAX) still has a kind, so a spec there
  /// is found, and reading it then reports the error instead of the search skipping it.
  func names(inFolder path: String) -> Result<[FolderEntry], FolderProblem> {
    guard let folder = opendir(path) else {
      guard errno == ENAMETOOLONG else {
        return .failure(FolderProblem(reason: String(cString: strerror(errno))))
      }
      return .failure(
        FolderProblem(
          reason: "its path is longer than the system allows (\(PATH_MAX) bytes); move the "
            + "specs under it to a shorter path, or check the folder from nearer to it"))
    }
    defer { closedir(folder) }
    let descriptor = dirfd(folder)
    var names: [FolderEntry] = []
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        if errno != 0 { return .failure(FolderProblem(reason: String(cString: strerror(errno)))) }
        return .success(names)
      }
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) {
          String(cString: $0)
        }
      }
      guard name != "." && name != ".." else { continue }
      var info = stat()
      let found = fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
      names.append((name, found ? Self.kind(info.st_mode) : nil))
    }
  }

  func kind(ofFollowing path: String) -> EntryKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Self.kind(info.st_mode)
  }

  static func kind(_ mode: mode_t) -> EntryKind {
    switch mode & S_IFMT {
    case S_IFREG: .regularFile
    case S_IFDIR: .folder
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }
}

extension SpecSearch {
  /// `--exclude`, for `check` and `fmt`.
  static let excludeOption = CommandSpec.Option(
    long: "exclude", short: nil, value: "glob",
    help: "Skip the files and folders this pattern matches when searching folders; may be "
      + "given more than once. The pattern is tried against the path as printed "
      + "(`specs/gen/a.motion`), the path inside the folder searched (`gen/a.motion`) and the "
      + "name (`a.motion`). `*` matches within a folder name, `**` across folders, `?` one "
      + "character, `[a-z]` a set (the full rules: docs/commands.md, `check`). Paths named on the "
      + "command line are always used.",
    repeatable: true)

  /// The search a command line asks for: its `--exclude` patterns.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    for text in parsed.lists["exclude"] ?? [] {
      exclusions.append(try PathPattern(text))
    }
  }
}
