#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock on a POSIX mutex, with `NSLock`'s `lock()` / `unlock()`: `NSLock`
/// is not in FoundationEssentials, and motionc links no more than that.
package final class ThreadLock: @unchecked Sendable {
  fileprivate let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  package init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Waits until no other thread holds the lock, then holds it.
  package func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Lets another thread take the lock.
  package func unlock() {
    pthread_mutex_unlock(mutex)
  }
}

/// A condition variable with its lock, as `NSCondition` offers them: a thread holding the lock
/// waits until another signals.
package final class ThreadCondition: @unchecked Sendable {
  private let mutex = ThreadLock()
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  package init() {
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
  }

  /// Takes the lock.
  package func lock() {
    mutex.lock()
  }

  /// Releases the lock.
  package func unlock() {
    mutex.unlock()
  }

  /// Wakes one waiting thread.
  package func signal() {
    pthread_cond_signal(condition)
  }

  /// Releases the lock until signalled, then holds it again.
  package func wait() {
    pthread_cond_wait(condition, mutex.mutex)
  }

  /// A moment on the system clock that ``wait(until:)`` waits for.
  package struct Deadline {
    fileprivate var time = timespec()

    /// `seconds` from now.
    package init(secondsFromNow seconds: Double) {
      clock_gettime(CLOCK_REALTIME, &time)
      let whole = max(0, min(seconds, 1e9)).rounded(.down)
      time.tv_sec += Int(whole)
      time.tv_nsec += Int((max(0, min(seconds, 1e9)) - whole) * 1e9)
      if time.tv_nsec >= 1_000_000_000 {
        time.tv_sec += 1
        time.tv_nsec -= 1_000_000_000
      }
    }
  }

  /// Like ``wait()``, but only until `deadline`; `false` when it passed first.
  package func wait(until deadline: Deadline) -> Bool {
    var time = deadline.time
    return pthread_cond_timedwait(condition, mutex.mutex, &time) == 0
  }
}
