import Basics
@testable import DrawMusic
import Testing

/// The fast reader gives what the general one gives, or nothing.
@MainActor
struct DrawingsFastReaderTests {
  @Test func aSavedDrawingReadsTheSameBothWays() throws {
    let text = DrawingStore.encode([BenchDrawing.make(strokes: 200), Drawing(), BenchDrawing.make(strokes: 3)])
    let fast = try #require(DrawingsFastReader.read(text))
    #expect(fast == (try DrawingStore.decodeInFull(text, file: "d.json")))
    #expect(fast.map(\.strokes.count) == [200, 0, 3])
  }

  @Test func numbersRoundAsTheGeneralReaderRoundsThem() throws {
    let numbers = [
      "0", "-0", "1360", "-1000", "0.1", "12.34", "359.99", "007.50", "1e2", "2.5E-1", "123.456789012345",
      "0.30000000000000004", "123.4567890123456", "-999.999999999999999",
    ]
    for n in numbers {
      let text = "{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"red\", \"points\": [\(n), 5]}]}]}"
      let fast = try #require(DrawingsFastReader.read(text), "\(n)")
      let full = try DrawingStore.decodeInFull(text, file: "d.json")
      #expect(fast[0].strokes[0].points[0].x.bitPattern == full[0].strokes[0].points[0].x.bitPattern, "\(n)")
    }
  }

  @Test func anyOtherShapeIsLeftToTheGeneralReader() {
    let strokes = "[{\"colour\": \"red\", \"points\": [1, 2]}]"
    let refused = [
      "{\"version\": 2, \"drawings\": []}",
      "{\"version\": 1.0, \"drawings\": []}",
      "{\"drawings\": [], \"version\": 1}",
      "{\"version\": 1, \"drawings\": [{\"strokes\": \(strokes)}, {\"strokes\": []}, {\"strokes\": []}, {\"strokes\": []}]}",
      "{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"teal\", \"points\": [1, 2]}]}]}",
      "{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"r\\u0065d\", \"points\": [1, 2]}]}]}",
      "{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"red\", \"points\": []}]}]}",
      "{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"red\", \"points\": [1, 2, 3]}]}]}",
      "{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"red\", \"points\": [1400, 2]}]}]}",
      "{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"red\", \"points\": [1, 1e400]}]}]}",
      "{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"red\", \"points\": [1., 2]}]}]}",
      "{\"version\": 1, \"drawings\": [{\"strokes\": \(strokes)}]} x",
      "{\"version\": 1, \"drawings\": [{\"strokes\": \(strokes)}",
    ]
    for text in refused { #expect(DrawingsFastReader.read(text) == nil, "\(text)") }
    // Whitespace anywhere is fine.
    let spaced = " {\n\"version\" :1 ,\t\"drawings\":[ {\"strokes\" : \(strokes) } ] }\n"
    #expect(DrawingsFastReader.read(spaced)?.first?.strokes.first?.points.count == 1)
  }
}
