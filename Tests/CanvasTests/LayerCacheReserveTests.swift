import Basics
import Testing

@testable import Canvas

@MainActor
struct LayerCacheReserveTests {
  @Test func roomIsMadeBeforeAPictureIsPaintedAndTheSameOnesGo() {
    let picture = 100 * 100 * 4
    let cache = LayerCache(byteBudget: 3 * picture)
    for k in ["a", "b", "c"] { _ = cache.surface(k, size: Size(100, 100), scale: 1) { _ in } }
    _ = cache.lookup("a")  // b is now the oldest
    cache.reserve(picture)
    #expect(cache.count == 2 && cache.lookup("b") == nil, "the oldest went before the new picture exists")
    #expect(cache.bytes + cache.reservedBytes <= cache.byteBudget)
    cache.unreserve(picture)
    cache.insert("d", Surface(size: Size(100, 100), scale: 1))
    #expect(cache.count == 3 && cache.evictions == 1 && cache.reservedBytes == 0, "nothing more goes when it lands")
    cache.unreserve(picture)
    #expect(cache.reservedBytes == 0, "never below nothing")
  }
}
