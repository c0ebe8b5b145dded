import Basics
import Glibc
import Testing

@testable import Canvas

/// A screen-sized surface made `faultedIn` has its pages in memory as it is
/// made (its first drawing takes no page faults), in huge pages where it is
/// 2 MB or more; others, and any larger than a screen, get them as they are
/// written.
struct PixelMemoryTests {
  /// The share of the surface's pages the kernel reports resident now.
  private func residentShare(_ surface: Surface) -> Double {
    surface.withPixels { pixels, rowLength in
      let page = sysconf(Int32(_SC_PAGESIZE))
      let start = Int(bitPattern: pixels) / page * page
      let end = Int(bitPattern: pixels) + rowLength * 4 * surface.pixelHeight
      let pages = (end - start + page - 1) / page
      var flags = [UInt8](repeating: 0, count: pages)
      #expect(mincore(UnsafeMutableRawPointer(bitPattern: start), end - start, &flags) == 0)
      return Double(flags.filter { $0 & 1 == 1 }.count) / Double(pages)
    }
  }

  @Test func aScreenSizedSurfaceIsResidentTransparentAndDrawable() {
    let screen = Surface(pixelWidth: 1280, pixelHeight: 800, faultedIn: true)
    #expect(residentShare(screen) == 1)
    #expect(screen.withPixels { pixels, rowLength in (0..<rowLength * 800).allSatisfy { pixels[$0] == 0 } })
    Canvas(surface: screen).fill(Rect(x: 0, y: 0, width: 1280, height: 800), Color(hex: 0x336699))
    #expect(screen.pixel(x: 1279, y: 799) == 0xFF33_6699)
  }

  @Test func aScreenSizedSurfaceStartsOnAHugePageASmallerOneIsResidentToo() {
    // Aligned so the kernel can back it with huge pages where it has them.
    let screen = Surface(pixelWidth: 1280, pixelHeight: 800, faultedIn: true)
    #expect(screen.withPixels { pixels, _ in Int(bitPattern: pixels) % PixelMemory.hugePage } == 0)
    let small = Surface(pixelWidth: 800, pixelHeight: 480, faultedIn: true)
    #expect(residentShare(small) == 1)
  }

  @Test func aPictureLargerThanAnyScreenComesInAsItIsWritten() {
    let big = Surface(pixelWidth: 6000, pixelHeight: 4000, faultedIn: true)
    #expect(residentShare(big) < 0.5)
  }

  @Test func aSmallSurfaceStaysWithTheAllocator() {
    // Its pixels come from cairo's own allocation: no mapping of its own.
    #expect(PixelMemory.surface(width: 64, height: 64) == nil)
    let own = PixelMemory.surface(width: 1280, height: 800).map { Surface(adopting: $0, scale: 1) }
    #expect(own?.pixelWidth == 1280)
  }
}
