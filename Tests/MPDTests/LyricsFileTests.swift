import HomeModel
import MPDProvider
import Testing

/// `.lrc` files as players write them: several time tags on one line, the
/// offset tag, metadata tags, and lines out of time order.
struct LyricsFileTests {
  @Test func timeTagsOrderTheLinesAndTheOffsetMovesThemAll() {
    let lines = LyricsFile.parse(
      """
      [ti:Tide]
      [ar:The Test Band]
      [offset:+250]
      [00:01.50]First line
      [00:03.00][00:09.25]Chorus, twice
      [00:05:50]Colon hundredths
      [1:00.000]A minute in
      no tag: not sung
      [00:07]Whole seconds
      """)
    #expect(lines == [
      LyricLine(at: 1.25, text: "First line"),
      LyricLine(at: 2.75, text: "Chorus, twice"),
      LyricLine(at: 5.25, text: "Colon hundredths"),
      LyricLine(at: 6.75, text: "Whole seconds"),
      LyricLine(at: 9.0, text: "Chorus, twice"),
      LyricLine(at: 59.75, text: "A minute in"),
    ])
  }

  @Test func aNegativeOffsetDelaysAndNothingGoesBeforeTheStart() {
    #expect(LyricsFile.parse("[offset:-500]\r\n[00:00.20]Early\r\n") == [LyricLine(at: 0.7, text: "Early")])
    #expect(LyricsFile.parse("[offset:1000]\n[00:00.20]Early") == [LyricLine(at: 0, text: "Early")])
  }

  @Test func brokenTagsAreReadPast() {
    #expect(LyricsFile.parse("[00:61.00]Bad seconds\n[xx:01]Bad minutes\n[00:02.00]Good").map(\.text) == ["Good"])
    #expect(LyricsFile.parse("").isEmpty)
  }
}
