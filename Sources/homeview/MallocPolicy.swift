import Glibc

/// How glibc's allocator keeps memory, set once at start so resident memory
/// follows the pictures that are alive rather than the most there ever were.
///
/// - Big blocks (every picture's pixels) are always their own mapping, given
///   back to the system the moment they are freed. Left alone, glibc raises
///   that threshold to the size of the biggest block freed (up to 32 MiB), so
///   after the first full-screen picture goes, later ones land in the heap,
///   where a freed one stays resident: the demo peaked 4 MB higher that way.
/// - At most two arenas: the frame thread's and one that the painter, file and
///   provider threads share. Each thread's own arena (up to 8 per core) keeps
///   its freed small blocks resident and reserves 64 MiB of address space.
///
/// `mallopt` is declared in <malloc.h>, which the Glibc module leaves out: it
/// is looked up in the C library instead (a missing symbol leaves glibc's
/// defaults, which only cost memory).
enum MallocPolicy {
  /// Blocks from this size up are mapped on their own (glibc's starting value,
  /// now fixed): every full-screen picture (4 MB at 1280×800) and most cards.
  static let mappedFrom: Int32 = 128 << 10
  static let arenas: Int32 = 2

  private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
  // <malloc.h>'s parameter numbers.
  private static let mArenaMax: Int32 = -8
  private static let mMmapThreshold: Int32 = -3

  /// Applies the policy; true when glibc took both settings.
  @discardableResult
  static func apply() -> Bool {
    // nil is RTLD_DEFAULT: the symbol wherever the process has it.
    guard let symbol = dlsym(nil, "mallopt") else { return false }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    return mallopt(mMmapThreshold, mappedFrom) == 1 && mallopt(mArenaMax, arenas) == 1
  }
}
