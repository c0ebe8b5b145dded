import Basics
import Canvas
import Faces
import HomeModel
import HouseholdStore
import Runtime
import Testing

@testable import Assistant

final class SilentTestOutput: AudioOutput {
  let name = "silent"
  func schedule(_ note: Note) {}
  func click(at time: Double) {}
  func startRecording(path: String) throws {}
  func stopRecording() {}
  func advance(to frameTime: Double) {}
  func close() {}
}

/// Siri inside a frame loop with the faces under it, as the home would open
/// it: over another screen, and closing back to it.
@MainActor
final class AssistantHarness {
  let loop: FrameLoop
  var time = 0.0

  init() throws {
    loop = FrameLoop(options: FrameLoop.Options(width: 640, height: 400), audioOutput: SilentTestOutput())
    HouseholdStore.install(in: loop, household: try Household.fixture)
    loop.provide(IdlePolicy())
    loop.add([
      try PluginRegistration(FacesPlugin.self).configure(nil),
      try PluginRegistration(AssistantPlugin.self).configure(nil),
    ])
  }

  func run(_ seconds: Double, touches: [TouchEvent] = []) {
    var pending = touches
    for _ in 0..<Int((seconds * 60).rounded()) {
      time += 1.0 / 60
      loop.runFrame(time: time, touches: pending)
      pending = []
    }
  }

  /// A finger down and up 0.1 s later at `p`, then `after` seconds more.
  func tap(_ p: Point, after: Double = 0.5) {
    run(1.0 / 60, touches: [TouchEvent(slot: 0, phase: .down, location: p, time: time + 1.0 / 60)])
    run(0.1, touches: [TouchEvent(slot: 0, phase: .up, location: p, time: time + 1.0 / 60)])
    run(after)
  }

  var top: String? { loop.navigator.topID }
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
    let h = try AssistantHarness()
    h.loop.navigator.setRoot("face")
    h.run(0.1)
    h.loop.navigator.show("assistant")
    h.run(1.0)
    #expect(h.top == "assistant")
    #expect(h.loop.state("assistant.phase") == "listening")
    h.run(0.65)
    #expect(h.top == "assistant.answer", "the answer screen takes over at 1.6 s")
    #expect(h.loop.state("assistant.phase") == "answer")
    #expect(h.loop.navigator.stack.count == 2, "it replaced the listening screen, so back leaves Siri")
    h.run(1)
    let route = try #require(h.loop.element("assistant.answer.route"))
    h.tap(route.frame.center)
    #expect(h.top == "assistant.answer", "the route button does not close Siri")
    #expect(h.loop.audio.clicksPlayed == 1, "it clicks")
    h.tap(Point(route.frame.midX, route.frame.minY - 40))
    #expect(h.top == "face", "a tap just above the button closes back to the face")
    #expect(h.loop.navigator.stack.count == 1)
  }

  @Test func theAnswerNeverReplacesAScreenOpenedOverSiri() throws {
    let h = try AssistantHarness()
    h.loop.navigator.setRoot("face")
    h.loop.navigator.show("assistant")
    h.run(0.5)
    // Something else comes up over Siri while it listens (ambient mode would).
    h.loop.navigator.show("face.blobs")
    h.run(2)
    #expect(h.top == "face.blobs")
    h.loop.navigator.back()
    h.run(0.5)
    #expect(h.top == "assistant.answer", "back on top, Siri answers")
    #expect(h.loop.navigator.stack.count == 2)
  }

  @Test func noFrameOfOpeningOrOfTheRisingCardHasAHole() throws {
    let h = try AssistantHarness()
    h.loop.navigator.setRoot("face")
    h.run(0.1)
    h.loop.navigator.show("assistant")
    for _ in 0..<150 {
      h.run(1.0 / 60)
      for (x, y) in [(0, 0), (320, 200), (639, 399), (320, 399), (0, 399)] {
        let p = h.loop.backBuffer.pixel(x: x, y: y)
        #expect(p >> 24 == 0xFF, "opaque at (\(x), \(y)) at \(h.time) s")
        #expect(p & 0xFF_FFFF != 0, "not black at (\(x), \(y)) at \(h.time) s")
      }
    }
  }

  @Test func aTapWhileListeningClosesToo() throws {
    let h = try AssistantHarness()
    h.loop.navigator.setRoot("face")
    h.loop.navigator.show("assistant")
    h.run(0.8)
    h.tap(Point(320, 300))
    #expect(h.top == "face")
    h.run(2)
    #expect(h.top == "face", "and it does not answer after closing")
  }

  /// Only what moves is redrawn, and that is enough: a frame drawn from its
  /// damage alone equals the same frame drawn whole.
  @Test(arguments: [0.3, 0.9, 1.5, 2.0, 3.0])
  func aPartlyRedrawnFrameEqualsAWholeOne(_ at: Double) throws {
    let partial = try AssistantHarness(), whole = try AssistantHarness()
    for h in [partial, whole] {
      h.loop.navigator.setRoot("assistant")
      h.run(at - 1.0 / 60)
    }
    whole.loop.navigator.top?.setNeedsDisplay()
    partial.run(1.0 / 60)
    whole.run(1.0 / 60)
    var worst: UInt32 = 0
    var differing = 0
    for y in 0..<400 {
      for x in 0..<640 {
        let a = partial.loop.backBuffer.pixel(x: x, y: y), b = whole.loop.backBuffer.pixel(x: x, y: y)
        var d: UInt32 = 0
        for shift: UInt32 in [0, 8, 16] {
          let ca = (a >> shift) & 0xFF, cb = (b >> shift) & 0xFF
          d = max(d, ca > cb ? ca - cb : cb - ca)
        }
        if d > 1 { differing += 1 }
        worst = max(worst, d)
      }
    }
    #expect(differing == 0, "\(differing) pixels differ (by up to \(worst)) at \(at) s")
  }
}
