import MotionCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Peak memory of a `motionc` command, measured in a fresh process.
///
/// The bench runs itself again (`motion-bench --motionc RESULT ARGUMENTS…`), and that child runs
/// the command line exactly as `motionc` does (``MotionCommand/run(_:console:)``), its output
/// sent to `/dev/null`. Then the child writes its own peak resident set size to the file
/// RESULT: on Linux `VmHWM` from `/proc/self/status`, the high-water mark of the memory the
/// process has had in RAM since `exec` — the start-up (the Swift runtime, Foundation)
/// included, nothing of the bench's own work. (Not the parent's `wait4` `ru_maxrss`: Linux
/// carries the high-water mark of the memory the child was spawned from across `exec`, so a
/// child of a large bench would report the bench's size.)
enum PeakMemory {
  /// What one command took.
  struct Result {
    /// Peak resident set size, in bytes.
    var peakBytes: Int
    /// Wall-clock time of the whole process, in seconds.
    var seconds: Double
    /// The command's exit status.
    var status: Int32
  }

  /// The hidden first argument that makes the bench act as `motionc`.
  static let childFlag = "--motionc"

  /// In the child: runs `motionc ARGUMENTS` (after the result file's path), writes the peak
  /// memory to the result file and exits with the command's status.
  static func runAsChild(_ arguments: [String]) -> Never {
    guard let resultPath = arguments.first else { exit(2) }
    let status = MotionCommand.run(Array(arguments.dropFirst()), console: StandardConsole())
    let peak = ownPeak() ?? -1
    _ = FileManager.default.createFile(atPath: resultPath, contents: Data(String(peak).utf8))
    exit(status)
  }

  /// This process's peak resident set size, in bytes.
  private static func ownPeak() -> Int? {
    #if os(Linux)
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kibibytes = Int(line.split(separator: " ").dropFirst().first ?? "")
      else { return nil }
      return kibibytes * 1024
    #else
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)  // bytes on Darwin
    #endif
  }

  /// Runs `motionc arguments` in a fresh process; `nil` when it cannot be started.
  static func measure(_ arguments: [String]) -> Result? {
    guard let executable = ownExecutable() else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let resultPath = temporaryFolder() + "motion-bench-peak-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: resultPath) }
    let argv = [executable, childFlag, resultPath] + arguments
    var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var child: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&child, executable, &actions, nil, &cArguments, environ) == 0 else {
      return nil
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    let seconds = Measure.seconds(clock.now - start)
    guard let text = FileManager.default.contents(atPath: resultPath),
      let peak = Int(String(decoding: text, as: UTF8.self)), peak > 0
    else { return nil }
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(peakBytes: peak, seconds: seconds, status: exitStatus)
  }

  /// The path of the running executable.
  private static func ownExecutable() -> String? {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #endif
    #if canImport(FoundationEssentials)
      return nil
    #else
      return Bundle.main.executablePath
    #endif
  }

  /// The folder for temporary files, ending in `/`: `$TMPDIR`, else `/tmp/` (as
  /// `NSTemporaryDirectory()` gives it on Linux).
  static func temporaryFolder() -> String {
    guard let folder = ProcessInfo.processInfo.environment["TMPDIR"], !folder.isEmpty else {
      return "/tmp/"
    }
    return folder.hasSuffix("/") ? folder : folder + "/"
  }
}
