import Basics
import Canvas

/// What Siri's layout measures of her words: the question's layer and where
/// each of its words ends, and the answer wrapped to the card. Measuring them
/// (fonts loaded, every prefix of the question shaped) was most of the
/// listening screen's first frame, so the painter measures them ahead while
/// the home sits still. Text measures the same on every thread (unhinted
/// metrics), so figures measured there are the frame thread's own.
struct AssistantTexts: Sendable, Equatable {
  let question: String
  let answer: String
  /// The width the answer wraps at.
  let answerWidth: Double
  /// The question's layer: its line and room round it for the shadow.
  let transcriptSize: Size
  /// Where each word's stretch of the question's layer ends (`Transcript.boundaries`).
  let wordEnds: [Double]
  /// The answer's laid-out size.
  let answerSize: Size

  func fits(question: String, answer: String, answerWidth: Double) -> Bool {
    self.question == question && self.answer == answer && self.answerWidth == answerWidth
  }

  /// Lays the texts out on the calling thread and keeps only their figures.
  static func measure(question: String, answer: String, answerWidth: Double) -> AssistantTexts {
    let words = question.split(separator: " ").map(String.init)
    let line = TextLayout(question, style: Transcript.style)
    let pad = Transcript.pad
    let size = Size(line.size.width + 2 * pad, line.size.height + 2 * pad)
    // A word's stretch runs to just before the next word: its trailing space
    // (and its shadow's spill into it) belongs to it.
    var ends: [Double] = []
    for i in 1..<max(words.count, 1) {
      let prefix = TextLayout(words[..<i].joined(separator: " ") + " ", style: Transcript.style)
      ends.append(pad + prefix.size.width - 1)
    }
    let answerText = TextLayout(answer, style: AssistantLayout.answerTextStyle, width: answerWidth)
    return AssistantTexts(
      question: question, answer: answer, answerWidth: answerWidth, transcriptSize: size, wordEnds: ends + [size.width], answerSize: answerText.size)
  }
}
