import Foundation
import Synchronization
import Synth
import Testing

/// The frame thread and the audio thread at once, as on a device: what one side
/// pushes the other receives, whole and in order. Under ThreadSanitizer
/// (Scripts/sanitizers.sh) a missing barrier in the rings is a reported race.
struct ThreadedRingTests {
  /// Spins (yielding) until `done`; false once `progress` has stood still for
  /// `seconds`. A loaded machine slows the handoff (each yield can wait out
  /// other processes' time slices) but never stops it: only a real stall
  /// (a lost wake-up, a ring that stops moving) fails.
  static func wait(stalledFor seconds: Double, progress: () -> Int = { 0 }, until done: () -> Bool) -> Bool {
    var last = progress()
    var deadline = Date().addingTimeInterval(seconds)
    while !done() {
      let now = progress()
      if now != last {
        last = now
        deadline = Date().addingTimeInterval(seconds)
      } else if Date() > deadline {
        return false
      }
      sched_yield()
    }
    return true
  }

  @Test func everyValuePushedOnOneThreadIsPoppedInOrderOnAnother() {
    let ring = SPSCRing<Int>(capacity: 64, filler: 0)
    let n = 100_000
    Thread.detachNewThread {
      var next = 0
      var batch = [Int](repeating: 0, count: 7)
      while next < n {
        if next % 3 == 0 {
          if ring.push(next) { next += 1 } else { sched_yield() }
        } else {
          let k = min(batch.count, n - next)
          for i in 0..<k { batch[i] = next + i }
          let pushed = batch.withUnsafeBufferPointer { ring.push(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<k])) }
          next += pushed
          if pushed == 0 { sched_yield() }
        }
      }
    }
    var expected = 0
    var outOfOrder = 0
    var buffer = [Int](repeating: 0, count: 5)
    let finished = Self.wait(stalledFor: 30, progress: { expected }) {
      if expected % 2 == 0, let v = ring.pop() {
        if v != expected { outOfOrder += 1 }
        expected += 1
      } else {
        let got = buffer.withUnsafeMutableBufferPointer { ring.pop(into: $0) }
        for i in 0..<got where buffer[i] != expected + i { outOfOrder += 1 }
        expected += got
      }
      return expected >= n
    }
    #expect(finished)
    #expect(expected == n)
    #expect(outOfOrder == 0)
    #expect(ring.count == 0)
  }

  /// Notes in from the frame thread, the recording tap out to it, while the
  /// audio thread renders blocks without pause.
  @Test func theEngineTakesNotesAndFeedsTheTapWhileTheAudioThreadRenders() {
    let engine = SynthEngine()
    engine.isTapping = true
    let shared = AudioThreadFlags()
    let channels = 2, frames = 256
    Thread.detachNewThread {
      let out = UnsafeMutablePointer<Int16>.allocate(capacity: frames * channels)
      defer { out.deallocate() }
      while !shared.stop.load(ordering: .acquiring) {
        engine.render(into: out, frames: frames)
        shared.rendered.add(frames * channels, ordering: .releasing)
      }
      shared.stopped.store(true, ordering: .releasing)
    }
    var drained = 0
    var buffer = [Int16](repeating: 0, count: 1024)
    func drain() { drained += buffer.withUnsafeMutableBufferPointer { engine.tap.pop(into: $0) } }
    var sent = 0
    for i in 0..<400 {
      if engine.send(.note(pitch: Float(60 + i % 24), at: 0, length: .short)) { sent += 1 }
      drain()
      if i % 50 == 0 { sched_yield() }
    }
    let played = Self.wait(stalledFor: 30, progress: { engine.counters.snapshot.notes }) {
      drain()
      return engine.counters.snapshot.notes == sent
    }
    shared.stop.store(true, ordering: .releasing)
    #expect(Self.wait(stalledFor: 60) { shared.stopped.load(ordering: .acquiring) })
    while engine.tap.count > 0 { drain() }
    let stats = engine.counters.snapshot
    #expect(played, "notes played: \(stats.notes) of \(sent)")
    #expect(sent + stats.dropped == 400)
    #expect(drained + stats.tapOverflow == shared.rendered.load(ordering: .acquiring))
  }
}

/// What the test thread and the audio thread share.
final class AudioThreadFlags: Sendable {
  let stop = Atomic<Bool>(false)
  let stopped = Atomic<Bool>(false)
  /// Samples rendered (interleaved), counted after each block.
  let rendered = Atomic<Int>(0)
}
