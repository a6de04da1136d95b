import MotionCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// What one `check` run found, ready to print: a report per path (a spec, or a path that gave
/// none), each problem once, and the summary line.
struct CheckRun {
  /// One report per entry of the search, in its order; a diagnostic already reported by an
  /// earlier report (the same file, range, code and message) is left out of the later ones.
  private(set) var reports: [DiagnosticFormats.FileReport]
  /// For each report, why nothing was checked, or `nil` when the spec was read and checked.
  let unchecked: [Unchecked?]

  /// Why a path gave nothing to check.
  enum Unchecked: CaseIterable {
    case pathNotFound, folderNotReadable, folderWithoutSpecs, fileNotReadable

    /// The summary's words for `count` of them: `2 paths not found`.
    func phrase(_ count: Int) -> String {
      let (noun, rest) =
        switch self {
        case .pathNotFound: ("path", "not found")
        case .folderNotReadable: ("folder", "not readable")
        case .folderWithoutSpecs: ("folder", "without `.motion` files")
        case .fileNotReadable: ("file", "not read")
        }
      return "\(CheckRun.count(count, noun)) \(rest)"
    }

    init(_ problem: SpecSearch.PathProblem) {
      switch problem {
      case .notFound: self = .pathNotFound
      case .unreadable: self = .folderNotReadable
      case .noSpecs: self = .folderWithoutSpecs
      }
    }
  }

  /// The run of `entries`, whose specs' reports are `checked` (one per entry, a path problem's
  /// report empty).
  init(_ entries: [SpecSearch.Entry], checked: [DiagnosticFormats.FileReport]) {
    var reports = checked
    var unchecked: [Unchecked?] = []
    for (index, entry) in entries.enumerated() {
      switch entry {
      case .problem(let path, let problem):
        reports[index] = DiagnosticFormats.FileReport(
          path: path, sources: SourceMap([]), diagnostics: [],
          failure: problem.message(for: path))
        unchecked.append(Unchecked(problem))
      case .spec:
        unchecked.append(reports[index].failure == nil ? nil : .fileNotReadable)
      }
    }
    self.unchecked = unchecked
    self.reports = Self.withoutRepeats(reports)
  }

  /// `reports` with every diagnostic after its first report dropped: an error in a file that
  /// two checked specs import (or a spec named twice, through a link) is one problem, reported
  /// once, under the first spec that shows it.
  private static func withoutRepeats(
    _ reports: [DiagnosticFormats.FileReport]
  ) -> [DiagnosticFormats.FileReport] {
    var identities = FileIdentities()
    var seen = Set<String>()
    return reports.map { report in
      var report = report
      report.diagnostics = report.diagnostics.filter { diagnostic in
        guard let file = report.sources.file(containing: diagnostic.range.start) else {
          return true
        }
        let key = [
          identities[file.path], String(diagnostic.range.start - file.base),
          String(diagnostic.range.end - file.base), diagnostic.code, diagnostic.message,
        ].joined(separator: "\u{0}")
        return seen.insert(key).inserted
      }
      return report
    }
  }

  var errors: Int {
    reports.map { $0.diagnostics.map(\.problems.errors).reduce(0, +) }.reduce(0, +)
  }
  var warnings: Int { reports.map(\.warningCount).reduce(0, +) }

  /// Whether the run fails: an error, a path that gave nothing to check, or with `strict`, a
  /// warning.
  func fails(strict: Bool) -> Bool {
    errors > 0 || unchecked.contains { $0 != nil } || (strict && warnings > 0)
  }

  /// `checked 3 files: 2 errors in 2 files, 1 warning`, then what could not be checked
  /// (`; 1 path not found`), and why warnings fail when they do.
  func summary(strict: Bool) -> String {
    var identities = FileIdentities()
    var failingFiles = Set<String>()
    for report in reports {
      for diagnostic in report.diagnostics where diagnostic.problems.errors > 0 {
        let file = report.sources.file(containing: diagnostic.range.start)
        failingFiles.insert(identities[file?.path ?? report.path])
      }
    }
    let checked = unchecked.filter { $0 == nil }.count
    var text = "checked \(Self.count(checked, "file")): "
    text +=
      errors == 0
      ? "no errors" : "\(Self.count(errors, "error")) in \(Self.count(failingFiles.count, "file"))"
    if warnings > 0 {
      text += ", \(Self.count(warnings, "warning"))"
      if strict { text += " (--strict: warnings fail the check)" }
    }
    let missed = Unchecked.allCases.compactMap { kind -> String? in
      let number = unchecked.filter { $0 == kind }.count
      return number == 0 ? nil : kind.phrase(number)
    }
    if !missed.isEmpty { text += "; " + missed.joined(separator: ", ") }
    return text
  }

  /// `1 file`, `2 files`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

/// One name per file however its path is spelled (`lib.motion`, `./lib.motion`, a link to
/// it): its real path, looked up once per spelling. A path that names no file (`<stdin>`)
/// stands for itself.
private struct FileIdentities {
  private var known: [String: String] = [:]

  subscript(path: String) -> String {
    mutating get {
      if let identity = known[path] { return identity }
      let identity = FileReader.realPath(path) ?? path
      known[path] = identity
      return identity
    }
  }
}
