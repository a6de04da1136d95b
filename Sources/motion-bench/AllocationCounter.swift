#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts the Swift heap allocations a piece of code makes.
///
/// Every Swift heap allocation — a class instance, the storage of an array, dictionary or
/// string, a closure's context, a box — goes through the runtime's `swift_allocObject`. The
/// runtime lets a tool replace it (the `_swift_allocObject` hook, switched on by
/// `_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly`, which is
/// how Instruments counts allocations); this counter puts a counting function there for the
/// length of one call. Memory taken with `malloc` directly, outside Swift's objects, is not
/// seen; the code measured takes none.
enum AllocationCounter {
  typealias AllocateObject =
    @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

  nonisolated(unsafe) private static var allocations = 0
  nonisolated(unsafe) private static var original: AllocateObject?

  /// How many Swift heap allocations `body` made, or `nil` when the runtime has no hook.
  static func count(_ body: () -> Void) -> Int? {
    #if os(Linux)
      let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #else
      let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #endif
    guard let hookAddress = dlsym(everywhere, "_swift_allocObject"),
      let switchAddress = dlsym(
        everywhere, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly")
    else { return nil }
    let hook = hookAddress.assumingMemoryBound(to: AllocateObject?.self)
    let enabled = switchAddress.assumingMemoryBound(to: UInt8.self)
    original = hook.pointee
    guard original != nil else { return nil }
    hook.pointee = { metadata, size, alignment in
      AllocationCounter.allocations += 1
      return AllocationCounter.original?(metadata, size, alignment)
    }
    allocations = 0
    enabled.pointee = 1
    body()
    enabled.pointee = 0
    hook.pointee = original
    return allocations
  }
}
