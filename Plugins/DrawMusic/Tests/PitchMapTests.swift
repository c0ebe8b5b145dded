@testable import DrawMusic
import Basics
import Testing

struct PitchMapTests {
  @Test func theTopOfTheCanvasIsTheHighestNote() {
    #expect(PitchMap.step(y: 0) == 14)
    #expect(PitchMap.step(y: 480) == 0)
    #expect(PitchMap.pitch(step: 14, octave: 0) == 93)  // A6
    #expect(PitchMap.pitch(step: 0, octave: 0) == 60)  // C4
  }

  @Test func fifteenBandsOfCMajorPentatonic() {
    let pitches = (0..<15).map { PitchMap.pitch(step: PitchMap.step(y: 480 - (Double($0) + 0.5) * 32), octave: 0) }
    #expect(pitches == [60, 62, 64, 67, 69, 72, 74, 76, 79, 81, 84, 86, 88, 91, 93])
  }

  @Test func theOctaveMovesEveryNote() {
    #expect(PitchMap.pitch(step: 0, octave: -1) == 48)
    #expect(PitchMap.pitch(step: 5, octave: 1) == 84)
  }
}
