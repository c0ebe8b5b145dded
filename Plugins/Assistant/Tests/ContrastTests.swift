import Basics
import Canvas
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

@testable import Assistant

/// Siri's words stand out by WCAG's measure, taken on the rendered pixels:
/// the question (30 pt, large: 3:1) over the frosted numerals, and the
/// grey distance and orange directions (18 and 20 pt, small: 4.5:1) on the
/// answer card's frosted panel, the directions on the route's white too.
@MainActor
struct ContrastTests {
  @Test func theQuestionReadsOverTheFace() throws {
    let s = try TestSession(registry: PluginRegistry.all)
    defer { s.stop() }
    try s.start(at: "assistant")
    s.step()
    // Every word is in (the last at 1.14 s, fading 0.22 s); the card comes at 1.6 s.
    s.advance(1.45)
    let screen = try #require(s.loop.navigator.top as? AssistantScreen)
    let rect = try #require(screen.transcriptTextRect)
    let m = try #require(TextContrast.measure(s.snapshot(), text: rect, color: Transcript.style.color))
    #expect(m.ratio >= TextContrast.largeText, "the question: \(m)")
  }

  @Test func theDirectionsReadOnTheAnswerCard() throws {
    let s = try TestSession(registry: PluginRegistry.all)
    defer { s.stop() }
    try s.start(at: "assistant.answer")
    s.settle()
    let screen = try #require(s.loop.navigator.top as? AssistantScreen)
    let directions = try #require(screen.infoLineRects.last)
    let m = try #require(TextContrast.measure(s.snapshot(), text: directions, color: AnswerCard.trafficText))
    #expect(m.ratio >= TextContrast.smallText, "the card's directions: \(m)")
  }

  @Test func theDistanceReadsOnTheAnswerCard() throws {
    let s = try TestSession(registry: PluginRegistry.all)
    defer { s.stop() }
    try s.start(at: "assistant.answer")
    s.settle()
    let screen = try #require(s.loop.navigator.top as? AssistantScreen)
    let distance = try #require(screen.infoLineRects.dropFirst().first)
    let m = try #require(TextContrast.measure(s.snapshot(), text: distance, color: AnswerCard.distanceText))
    #expect(m.ratio >= TextContrast.smallText, "the card's distance: \(m)")
  }

  @Test func theDirectionsReadOnTheRoute() throws {
    let s = try TestSession(registry: PluginRegistry.all)
    defer { s.stop() }
    try s.start(at: "assistant.route")
    s.settle()
    let screen = try #require(s.loop.navigator.top as? RouteScreen)
    let directions = try #require(screen.headerRects.last?.1)
    let m = try #require(TextContrast.measure(s.snapshot(), text: directions, color: AnswerCard.trafficText))
    #expect(m.ratio >= TextContrast.smallText, "the route's directions: \(m)")
  }
}
