import Basics
import Canvas
import Faces
import HomeViewTesting
import Runtime
import Testing

@testable import Assistant

/// Siri with the faces under it, as the home would open it: over another
/// screen, and closing back to it.
@MainActor
enum Siri {
  static func session() throws -> TestSession {
    var options = TestSession.Options()
    options.panel = (640, 400)
    let s = try TestSession(
      registry: [PluginRegistration(FacesPlugin.self), PluginRegistration(AssistantPlugin.self)], options: options)
    try s.start(at: "face")
    return s
  }

  /// A tap at `p`, then `after` seconds more.
  static func tap(_ s: TestSession, at p: Point, after: Double = 0.5) throws {
    try s.tap(at: p)
    s.advance(after)
  }
}

@MainActor
struct AssistantSessionTests {
  @Test func theQuestionIsCompleteBeforeTheAnswerComes() {
    let lastWordInPlace = AssistantTiming.firstWord + 6 * AssistantTiming.wordInterval + AssistantTiming.wordFade
    #expect(lastWordInPlace < AssistantTiming.answerAfter)
    let painted = AssistantTiming.prepareCardAt + Double(AnswerCardPainter.bands + 4) / 60
    #expect(painted < AssistantTiming.answerAfter, "the card is painted ahead, a step a frame, before it is needed")
  }

  @Test func opensOverTheFaceAnswersAfterOnePointSixSecondsAndClosesBackToIt() throws {
    let s = try Siri.session()
    s.advance(0.1)
    s.loop.navigator.show("assistant")
    s.advance(1.0)
    try s.expectScreen("assistant")
    #expect(s.state("assistant.phase") == "listening")
    s.advance(0.65)
    #expect(s.screen == "assistant.answer", "the answer screen takes over at 1.6 s")
    #expect(s.state("assistant.phase") == "answer")
    #expect(s.loop.navigator.stack.count == 2, "it replaced the listening screen, so back leaves Siri")
    s.advance(1)
    let route = try s.frame(of: "assistant.answer.route")
    try Siri.tap(s, at: route.center)
    #expect(s.screen == "assistant.answer", "the route button does not close Siri")
    #expect(s.clicks.count == 1, "it clicks")
    try Siri.tap(s, at: Point(route.midX, route.minY - 40))
    #expect(s.screen == "face", "a tap just above the button closes back to the face")
    #expect(s.loop.navigator.stack.count == 1)
  }

  @Test func theAnswerNeverReplacesAScreenOpenedOverSiri() throws {
    let s = try Siri.session()
    s.loop.navigator.show("assistant")
    s.advance(0.5)
    // Something else comes up over Siri while it listens (ambient mode would).
    s.loop.navigator.show("face.blobs")
    s.advance(2)
    try s.expectScreen("face.blobs")
    s.loop.navigator.back()
    s.advance(0.5)
    #expect(s.screen == "assistant.answer", "back on top, Siri answers")
    #expect(s.loop.navigator.stack.count == 2)
  }

  @Test func noFrameOfOpeningOrOfTheRisingCardHasAHole() throws {
    let s = try Siri.session()
    s.advance(0.1)
    s.loop.navigator.show("assistant")
    for _ in 0..<150 {
      s.step()
      for (x, y) in [(0, 0), (320, 200), (639, 399), (320, 399), (0, 399)] {
        let p = s.loop.backBuffer.pixel(x: x, y: y)
        #expect(p >> 24 == 0xFF, "opaque at (\(x), \(y)) at \(s.loop.frameTime.time) s")
        #expect(p & 0xFF_FFFF != 0, "not black at (\(x), \(y)) at \(s.loop.frameTime.time) s")
      }
    }
  }

  @Test func aTapWhileListeningClosesToo() throws {
    let s = try Siri.session()
    s.loop.navigator.show("assistant")
    s.advance(0.8)
    try Siri.tap(s, at: Point(320, 300))
    try s.expectScreen("face")
    s.advance(2)
    #expect(s.screen == "face", "and it does not answer after closing")
  }

  /// Only what moves is redrawn, and that is enough: a frame drawn from its
  /// damage alone equals the same frame drawn whole.
  /// At 2 s the card has sprung past the top: painted whole, its bottom row
  /// and the white under it must leave no seam the frames before covered.
  @Test(arguments: [0.3, 0.9, 1.5, 2.0, 3.0])
  func aPartlyRedrawnFrameEqualsAWholeOne(_ at: Double) throws {
    try Self.damageMatchesRepaint(at: at)
  }

  static func damageMatchesRepaint(at seconds: Double) throws {
    let s = try Siri.session()
    try s.start(at: "assistant")
    s.advance(seconds)
    try s.assertDamageMatchesRepaint()
  }
}
