import Basics
import Foundation
import Testing

@testable import Assistant

/// Siri's words measured ahead on the painter stand in for the frame
/// thread's own measuring: they must be the very same figures.
struct AssistantTextsTests {
  static let question = "Siri, when should I leave for practice?"
  static let answer = "Leave by 4:42 PM to get to Stern Grove Playground on time."

  @Test func measuringOnAnotherThreadGivesTheSameFigures() throws {
    let here = AssistantTexts.measure(question: Self.question, answer: Self.answer, answerWidth: 1200)
    let box = Box()
    let thread = Thread {
      box.texts = AssistantTexts.measure(question: Self.question, answer: Self.answer, answerWidth: 1200)
    }
    thread.start()
    let deadline = Date().addingTimeInterval(30)
    while box.texts == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    let there = try #require(box.texts)
    #expect(there == here)
    #expect(here.wordEnds.count == 7, "one stretch per word")
    #expect(zip(here.wordEnds, here.wordEnds.dropFirst()).allSatisfy { $0 < $1 }, "each word ends past the one before")
    #expect(here.wordEnds.last == here.transcriptSize.width)
  }

  @Test func aNarrowerCardWrapsTheAnswerTaller() {
    let wide = AssistantTexts.measure(question: Self.question, answer: Self.answer, answerWidth: 1200)
    let narrow = AssistantTexts.measure(question: Self.question, answer: Self.answer, answerWidth: 400)
    #expect(narrow.answerSize.height > wide.answerSize.height)
    #expect(!wide.fits(question: Self.question, answer: Self.answer, answerWidth: 400))
    #expect(wide.fits(question: Self.question, answer: Self.answer, answerWidth: 1200))
  }
}

private final class Box: @unchecked Sendable {
  private let lock = NSLock()
  private var value: AssistantTexts?
  var texts: AssistantTexts? {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
