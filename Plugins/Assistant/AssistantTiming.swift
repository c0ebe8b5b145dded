import Runtime

/// When things happen after Siri opens, in seconds (docs/screens.md §5): the orb
/// drops in, the question appears word by word, and at 1.6 s the answer card
/// springs up.
enum AssistantTiming {
  static let orbDropDelay = 0.06
  static let firstWord = 0.3
  static let wordInterval = 0.14
  /// How long one word takes to fade and rise into place.
  static let wordFade = 0.22
  static let answerAfter = 1.6
  /// From when the answer card is painted ahead, a step a frame (the orb
  /// has landed by then).
  static let prepareCardAt = 0.7
  /// One breath of the edge glow.
  static let glowPeriod = 1.5
  static let glowFadeIn = 0.3
  /// The rim light sways to and fro; the shimmer turns once in this long.
  static let rimSwayPeriod = 3.2
  static let shimmerTurn = 7.0

  static let orbDrop = (response: 0.62, damping: 0.55)
  static let cardRise = (response: 0.5, damping: 0.8)

  /// Where a spring from 0 to 1, let go at rest `t` seconds ago, has got to,
  /// and whether it has settled: the runtime's own spring, so every motion on
  /// screen follows the same physics, as a function of time (both screens of
  /// one Siri session draw the same moment the same way).
  static func spring(_ t: Double, _ p: (response: Double, damping: Double)) -> (value: Double, settled: Bool) {
    guard t > 0 else { return (0, false) }
    // Long after it was let go it is at rest (and an answer opened directly
    // was "let go" infinitely long ago).
    guard t < 10 else { return (1, true) }
    var s = Spring(value: 0, target: 1, response: p.response, dampingFraction: p.damping)
    s.step(t)
    return (s.value, s.isSettled)
  }
}

/// One time Siri was asked: when it opened and when the answer came. The
/// listening screen and the answer screen that replaces it share it, so the
/// card rises over the very transcript and orb the listening screen showed.
@MainActor
final class AssistantSession {
  /// Frame time the listening began (nil: opened straight at the answer).
  var openedAt: Double?
  /// Frame time the answer card started to rise (nil: still listening).
  var answeredAt: Double?

  init(openedAt: Double? = nil, answeredAt: Double? = nil) {
    self.openedAt = openedAt
    self.answeredAt = answeredAt
  }

  /// An answer already in place (`assistant.answer` opened directly).
  static func settledAnswer() -> AssistantSession { AssistantSession(answeredAt: -.infinity) }
}
