import Runtime
import Testing

/// One timer queue for the frame loop and the run loop around it: frame
/// timers fire in frames, loop timers between them, and each lane has its
/// earliest deadline.
@MainActor
struct TimerLaneTests {
  @Test func loopTimersFireOutsideFramesAndFrameTimersWaitForOne() {
    let timers = Timers()
    var fired: [String] = []
    timers.schedule(at: 2, owner: "plugin") { fired.append("frame at 2") }
    timers.schedule(at: 1, owner: "drm", lane: .loop) { fired.append("loop at 1") }
    timers.schedule(at: 3, owner: "watchdog", lane: .loop) { fired.append("loop at 3") }
    #expect(timers.nextDeadline == 2)
    #expect(timers.earliestDeadline(.frame) == 2)
    #expect(timers.earliestDeadline(.loop) == 1)
    timers.fireLoopTimers(upTo: 2.5)
    #expect(fired == ["loop at 1"])
    #expect(timers.earliestDeadline(.loop) == 3)
    #expect(timers.count == 2)
  }

  @Test func aLoopTimerCanReArmItselfAndBeCancelled() {
    let timers = Timers()
    var looks = 0
    var rearm = true
    func look(at t: Double) {
      timers.schedule(at: t, lane: .loop) {
        looks += 1
        if rearm { look(at: t + 1) }
      }
    }
    look(at: 1)
    timers.fireLoopTimers(upTo: 1)
    timers.fireLoopTimers(upTo: 2)
    #expect(looks == 2)
    #expect(timers.earliestDeadline(.loop) == 3)
    let token = timers.schedule(at: 0.5, lane: .loop) { looks += 100 }
    token.cancel()
    timers.fireLoopTimers(upTo: 0.5)
    #expect(looks == 2)
    // The last look fires without re-arming: nothing is left pending (a
    // pending re-arming closure would hold the queue that holds it).
    rearm = false
    timers.fireLoopTimers(upTo: 3)
    #expect(looks == 3)
    #expect(timers.count == 0)
  }
}
