import Testing

@testable import Runtime

struct AnimationTests {
  @Test(arguments: [0.5, 0.825, 1.0])
  func springsSettleOnTheirTarget(damping: Double) {
    var s = Spring(value: 0, target: 1, response: 0.5, dampingFraction: damping)
    var t = 0.0
    while !s.isSettled && t < 10 {
      s.step(1.0 / 60)
      t += 1.0 / 60
    }
    #expect(s.isSettled)
    #expect(s.value == 1)
    #expect(t < 3, "a 0.5 s spring settles within a few responses, took \(t) s")
  }

  @Test func anUnderdampedSpringOvershootsAndACriticalOneDoesNot() {
    var bouncy = Spring(value: 0, target: 1, response: 0.5, dampingFraction: 0.4)
    var critical = Spring(value: 0, target: 1, response: 0.5, dampingFraction: 1)
    var maxBouncy = 0.0, maxCritical = 0.0
    for _ in 0..<240 {
      bouncy.step(1.0 / 60)
      critical.step(1.0 / 60)
      maxBouncy = max(maxBouncy, bouncy.value)
      maxCritical = max(maxCritical, critical.value)
    }
    #expect(maxBouncy > 1.05)
    #expect(maxCritical <= 1.0001)
  }

  @Test func tweensEaseBetweenTheirEnds() {
    let t = Tween(from: 10, to: 20, start: 1, duration: 2, easing: .easeInOut)
    #expect(t.value(at: 0) == 10)
    #expect(t.value(at: 2) == 15)
    #expect(t.value(at: 3) == 20)
    #expect(t.value(at: 1.5) < 12.5, "ease-in-out starts slowly")
    #expect(t.isFinished(at: 3) && !t.isFinished(at: 2.9))
  }
}
