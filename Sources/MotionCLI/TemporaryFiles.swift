import Dispatch
import MotionCompiler

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files that atomic writes have made and not yet renamed over their targets.
/// When Ctrl-C (SIGINT), SIGTERM or SIGHUP ends motionc in the middle of a write, they are
/// removed first, so a cancelled `compile -o` leaves no hidden `.tmp-` file of its output
/// behind and its target as it was; motionc then ends by that signal, as it would have without
/// the cleanup (exit status 128 + the signal's number in a shell).
///
/// The signal handler only writes the signal's number to a pipe (`write` is safe in a
/// handler). Whoever reads it, under the lock, ends the process: a thread that waits on the
/// pipe, or a write about to rename its file, which so never renames after a signal. The
/// handlers are installed on the first write, and only for signals that still have their
/// default action: a command that handles a signal itself (`preview --serve` stops on Ctrl-C)
/// keeps its handling.
enum TemporaryFiles {
  /// The signals that end motionc with its temporary files removed.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Notes `path`, a temporary file just made, for removal on a signal.
  static func track(_ path: String) {
    registry.track(path)
  }

  /// Renames the tracked file `temporary` over `target` and forgets it, unless a signal has
  /// come: then motionc ends, the file removed. Returns `rename`'s result.
  static func rename(_ temporary: String, over target: String) -> Int32 {
    registry.commit(temporary, over: target)
  }

  /// Forgets `path`: it was renamed over its target or removed.
  static func forget(_ path: String) {
    registry.forget(path)
  }

  /// The temporary files a signal would remove now.
  static var tracked: Set<String> { registry.paths }

  private static let registry = Registry()
}

/// The tracked paths, behind a lock: writes happen on any thread (`check` runs in parallel).
private final class Registry: @unchecked Sendable {
  private let lock = ThreadLock()
  /// Guarded by `lock`.
  private var tracked: Set<String> = []
  /// Guarded by `lock`: whether the handlers are installed.
  private var installed = false

  var paths: Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return tracked
  }

  func track(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    tracked.insert(path)
    if !installed {
      installed = true
      installHandlers()
    }
  }

  func commit(_ temporary: String, over target: String) -> Int32 {
    lock.lock()
    defer { lock.unlock() }
    endIfSignalled()
    tracked.remove(temporary)
    return rename(temporary, target)
  }

  func forget(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    tracked.remove(path)
  }

  /// With the lock held: when a signal has come, removes the tracked files and ends the
  /// process by that signal.
  private func endIfSignalled() {
    var number: UInt8 = 0
    guard signalPipe.read >= 0, read(signalPipe.read, &number, 1) == 1 else { return }
    for path in tracked { unlink(path) }
    // To the process, not to this thread: a thread may block the signal, the process may not.
    signal(Int32(number), SIG_DFL)
    kill(getpid(), Int32(number))
    _exit(128 + Int32(number))
  }

  private func installHandlers() {
    guard signalPipe.read >= 0 else { return }
    let handler: @convention(c) (Int32) -> Void = { signal in
      var number = UInt8(truncatingIfNeeded: signal)
      _ = write(signalPipe.write, &number, 1)
    }
    var any = false
    for number in TemporaryFiles.signals {
      let previous = signal(number, handler)
      if previous != nil {
        // Not the default action (ignored, or a handler of the command's own): keep it.
        signal(number, previous)
      } else {
        any = true
      }
    }
    guard any else { return }
    DispatchQueue(label: "motionc.signals").async {
      var ready = pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0)
      while true {
        if poll(&ready, 1, -1) == 1 {
          self.lock.lock()
          self.endIfSignalled()
          self.lock.unlock()
        } else if errno != EINTR {
          return
        }
      }
    }
  }
}

/// The pipe from the signal handler to whoever ends the process, made before any handler
/// exists; its reading end does not block, so a reader that comes second finds it empty.
private let signalPipe: (read: Int32, write: Int32) = {
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else { return (-1, -1) }
  _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
  return (ends[0], ends[1])
}()
