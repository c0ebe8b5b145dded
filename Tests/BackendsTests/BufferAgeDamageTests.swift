import Backends
import Testing

/// What each scan-out buffer needs copied, by age.
struct BufferAgeDamageTests {
  let bounds = PixelRect(x: 0, y: 0, width: 100, height: 50)
  let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
  let b = PixelRect(x: 50, y: 20, width: 5, height: 5)
  let c = PixelRect(x: 80, y: 40, width: 4, height: 4)

  @Test func aBufferNeverWrittenGetsEverything() {
    var d = BufferAgeDamage(buffers: 2, bounds: bounds)
    #expect(d.frame([a], into: 0) == [bounds])
    #expect(d.frame([b], into: 1) == [bounds])
  }

  @Test func twoBuffersInTurnCopyThisFrameAndTheLast() {
    var d = BufferAgeDamage(buffers: 2, bounds: bounds)
    _ = d.frame([bounds], into: 0)
    _ = d.frame([a], into: 1)
    // Buffer 0 was written two frames ago: it lacks frame 2's damage (a) and frame 3's (b).
    #expect(Set(d.frame([b], into: 0)) == [a, b])
    #expect(d.ages == [1, 2])
    #expect(Set(d.frame([c], into: 1)) == [b, c])
  }

  @Test func theSameBufferAgainNeedsOnlyTheNewDamage() {
    // A legacy SetCrtc that completed at once can reuse the buffer.
    var d = BufferAgeDamage(buffers: 2, bounds: bounds)
    _ = d.frame([bounds], into: 0)
    #expect(d.frame([a], into: 0) == [a])
  }

  @Test func invalidateAllForgetsEveryBuffer() {
    var d = BufferAgeDamage(buffers: 2, bounds: bounds)
    _ = d.frame([bounds], into: 0)
    _ = d.frame([bounds], into: 1)
    d.invalidateAll()
    #expect(d.ages == [nil, nil])
    #expect(d.frame([a], into: 0) == [bounds])
  }

  @Test func damageIsClippedAndContainedRectsDropped() {
    var d = BufferAgeDamage(buffers: 2, bounds: bounds)
    _ = d.frame([bounds], into: 0)
    _ = d.frame([bounds], into: 1)
    let big = PixelRect(x: 0, y: 0, width: 30, height: 30)
    let out = d.frame([big, a, PixelRect(x: 90, y: 45, width: 50, height: 50)], into: 0)
    // Frame 2 was the full screen, so buffer 0 (age 2) needs it all.
    #expect(out == [bounds])
    let next = d.frame([big, a, PixelRect(x: 90, y: 45, width: 50, height: 50)], into: 1)
    #expect(Set(next) == [big, PixelRect(x: 90, y: 45, width: 10, height: 5)])
  }

  @Test func nothingDamagedCopiesNothing() {
    var d = BufferAgeDamage(buffers: 2, bounds: bounds)
    _ = d.frame([bounds], into: 0)
    _ = d.frame([bounds], into: 1)
    _ = d.frame([], into: 0)
    #expect(d.frame([], into: 1) == [])
  }
}
