import Testing

@testable import Assistant

struct AssistantTimingTests {
  @Test func theQuestionIsCompleteBeforeTheAnswerComes() {
    let lastWordInPlace = AssistantTiming.firstWord + 6 * AssistantTiming.wordInterval + AssistantTiming.wordFade
    #expect(lastWordInPlace < AssistantTiming.answerAfter)
  }
}
