import Testing
import Widgets

struct RollingNumberTests {
  @Test func rollingNumbersAnimateOnlyAfterAChange() {
    var n = RollingNumber(68)
    #expect(!n.isAnimating(at: 0))
    n.set(69, at: 1)
    #expect(n.isAnimating(at: 1.1))
    #expect(!n.isAnimating(at: 1.5))
    #expect(n.value == 69)
  }
}
