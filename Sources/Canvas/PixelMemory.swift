internal import CCairo
import Glibc

/// The pixels of a large surface the frame thread fills whole at once: a
/// mapping of their own, every page faulted in by one call as it is made.
/// Left to fault page by page on first write, a full screen's 4 MB took a
/// thousand page faults in a transition's first frame; made at once, the
/// same pages cost a fraction of that (4 MB: 2.9 ms against 1.8 ms on a
/// quiet core, 11–15 ms against 1.7 ms on a busy one). Surfaces painted
/// ahead on the painter need none of this, and pages never written are
/// never resident there. The mapping goes back to the system when cairo lets
/// go of the surface.
enum PixelMemory {
  /// Below this, faults are few and the allocator's reuse is cheaper; above
  /// it (no screen is that large) pages come as they are written.
  static let populated = (256 << 10)...(64 << 20)

  /// A surface over its own populated mapping, or nil where the size is
  /// outside `populated` or the mapping cannot be made (cairo's own
  /// allocation serves then).
  static func surface(width: Int, height: Int) -> OpaquePointer? {
    let rowBytes = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    let length = rowBytes * height
    guard rowBytes > 0, populated.contains(length), let mapping = length >= hugePage ? hugeMapping(length) : mapping(length) else { return nil }
    let handle = cairo_image_surface_create_for_data(
      mapping.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(rowBytes))!
    let record = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    record[0] = Int(bitPattern: mapping.base)
    record[1] = mapping.length
    guard cairo_surface_status(handle) == CAIRO_STATUS_SUCCESS,
      cairo_surface_set_user_data(handle, key, record, unmap) == CAIRO_STATUS_SUCCESS
    else {
      cairo_surface_destroy(handle)
      unmap(record)
      return nil
    }
    return handle
  }

  /// A transparent huge page: the kernel's 2 MB pages, where it has them.
  static let hugePage = 2 << 20

  /// `length` bytes in 4 KB pages, all faulted in now.
  private static func mapping(_ length: Int) -> (base: UnsafeMutableRawPointer, length: Int)? {
    let base = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0)
    guard let base, base != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
    return (base, length)
  }

  /// At least `length` bytes aligned to and asked to be backed by huge
  /// pages, all faulted in now: a full screen's 4 MB is two faults rather
  /// than a thousand, and costs a third to a half of the time (the kernel
  /// clears 2 MB at once instead of entering a fault per page). Rounded up
  /// to whole huge pages; where the kernel gives none, they are 4 KB pages
  /// as before.
  private static func hugeMapping(_ length: Int) -> (base: UnsafeMutableRawPointer, length: Int)? {
    let mapped = (length + hugePage - 1) / hugePage * hugePage
    // One huge page more than needed, so an aligned start lies inside; the
    // rest goes back at once.
    let reserved = mapped + hugePage
    guard let raw = mmap(nil, reserved, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      raw != UnsafeMutableRawPointer(bitPattern: -1)
    else { return nil }
    let start = (Int(bitPattern: raw) + hugePage - 1) & ~(hugePage - 1)
    let head = start - Int(bitPattern: raw)
    if head > 0 { munmap(raw, head) }
    if reserved - head - mapped > 0 { munmap(UnsafeMutableRawPointer(bitPattern: start + mapped), reserved - head - mapped) }
    let base = UnsafeMutableRawPointer(bitPattern: start)!
    _ = madvise(base, mapped, MADV_HUGEPAGE)
    if madvise(base, mapped, MADV_POPULATE_WRITE) != 0 {
      // Kernels before 5.14 do not populate on request: a write per page does.
      let bytes = base.assumingMemoryBound(to: UInt8.self)
      for offset in stride(from: 0, to: mapped, by: Int(getpagesize())) { bytes[offset] = 0 }
    }
    return (base, mapped)
  }

  /// Only its address matters to cairo.
  nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

  /// Cairo calls this when the surface's last reference goes.
  private static let unmap: @convention(c) (UnsafeMutableRawPointer?) -> Void = { record in
    guard let record = record?.assumingMemoryBound(to: Int.self) else { return }
    munmap(UnsafeMutableRawPointer(bitPattern: record[0]), record[1])
    record.deallocate()
  }
}
