#if canImport(Glibc)
  import Glibc
#endif

/// How the process hands large buffers back to the system.
///
/// glibc serves a request of at least its threshold (128 KiB to start with) with pages of its
/// own, returned to the system when freed, but raises the threshold to the size of each such
/// buffer freed (up to 32 MiB), so later large buffers come from the heap, whose freed pages
/// stay counted as the process's. A compilation frees large buffers all along (a file's
/// tokens after parsing, its syntax tree before the timeline is built, `fmt`'s lines before
/// its check), so with the moving threshold the peak memory of `check` on a 10 MB spec was
/// 30 MB higher than what it held at once. Fixing the threshold keeps it at what is held.
///
/// `motionc` sets it before running any command; a program that times the compiler in its own
/// process (`motion-bench`) sets it too, so it measures the allocator `motionc` runs with.
public enum LargeBuffers {
  /// Makes every buffer of 128 KiB or more go back to the system when freed.
  public static func returnToSystemWhenFreed() {
    #if canImport(Glibc)
      // `mallopt` is declared in `<malloc.h>`, which the Glibc module does not bring in.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      guard let program = dlopen(nil, RTLD_LAZY), let symbol = dlsym(program, "mallopt") else {
        return
      }
      _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 128 * 1024)
    #endif
  }
}
